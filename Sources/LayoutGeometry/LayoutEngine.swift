import LayoutModel

/// Measures a scene in an environment: the geometry UIKit would produce.
///
/// STEP 1 the screen and status bar (`ScreenModel`); STEP 2 containers and their bars
/// (`ContainerModel`); then for each content view controller, layout passes as UIKit's:
/// solve the constraints with the guides of the previous pass, derive the guides of the
/// newly placed views (STEP 3 safe area, 4 scroll insets, 5 margins, 6 readable guide),
/// and repeat until nothing the constraints use moves. Controllers embedded in container
/// views are placed once their container view has a frame.
public struct LayoutEngine: Sendable {
    public let catalog: DeviceCatalog
    /// Passes before a hierarchy that keeps moving is reported as unsettled.
    public static let maximumPasses = 8

    public init(catalog: DeviceCatalog = .standard) {
        self.catalog = catalog
    }

    public func measure(_ scene: Scene, in environment: Environment) throws(ScreenModel.Failure) -> MeasuredScene {
        try measure(SceneTree(scene), in: environment)
    }

    public func measure(_ tree: SceneTree, in environment: Environment) throws(ScreenModel.Failure) -> MeasuredScene {
        var solvers = SceneSolvers()
        return try measure(tree, in: environment, reusing: &solvers)
    }

    /// Measures with the solvers of earlier measurements of the same tree: its layout passes
    /// and environments re-solve the constraints they share instead of building every
    /// tableau again. The result is the same as without them.
    public func measure(_ tree: SceneTree, in environment: Environment,
                        reusing solvers: inout SceneSolvers) throws(ScreenModel.Failure) -> MeasuredScene {
        guard let device = catalog.device(named: environment.device) else { throw .unknownDevice(environment.device) }
        if let failure = ScreenModel.validate(environment, device: device) { throw failure }
        var run = MeasureRun(tree: tree, device: device, environment: environment, catalog: catalog, solvers: solvers)
        let measured = run.measure()
        solvers = run.solvers
        return measured
    }
}

/// The mutable work of one measurement; never escapes `LayoutEngine.measure`.
private struct MeasureRun {
    let tree: SceneTree
    let device: Device
    let environment: Environment
    let catalog: DeviceCatalog

    var state: GuideState
    var screen: ScreenGeometry!
    var decision: (prefersHidden: Bool, hidden: Bool) = (false, false)
    var measuredControllers: [Int: MeasuredViewController] = [:]
    var bars: [BarFrame] = []
    var problems: [LayoutProblem] = []
    var contentSizes: [Int: Size] = [:]
    var presentation: PresentationModel.Placement!
    var solvers: SceneSolvers
    var visibility: [(hidden: Bool, installed: Bool)] = []

    init(tree: SceneTree, device: Device, environment: Environment, catalog: DeviceCatalog, solvers: SceneSolvers) {
        self.tree = tree
        self.device = device
        self.environment = environment
        self.catalog = catalog
        self.state = GuideState(count: tree.views.count)
        self.solvers = solvers
    }

    mutating func measure() -> MeasuredScene {
        let root = tree.controllers[tree.rootController].node
        decision = ContainerModel.statusBarDecision(root: root, device: device)
        // A sheet or popover does not decide the status bar: the screen it covers does.
        if environment.presentation.isModal { decision.hidden = false }
        screen = ScreenModel.screen(device: device, environment: environment, statusBarHidden: decision.hidden)
        visibility = Self.visibility(of: tree, in: screen.sizeClasses)
        if let statusBar = screen.statusBarFrame {
            bars.append(BarFrame(kind: .statusBar, frame: statusBar, ownerID: nil, largeTitle: false))
        }
        // STEP 1b: where the presentation puts the root view, and the safe area it gives.
        presentation = PresentationModel.placement(environment.presentation, screen: screen, device: device, size: tree.size)
        if presentation.adaptedToFullScreen, environment.presentation.isModal {
            // Adapted to full screen (compact height): the scene decides the status bar again.
            decision = ContainerModel.statusBarDecision(root: root, device: device)
        }
        place(tree.rootController, in: presentation.slot)

        let controllers = measuredControllers.keys.sorted().map { measuredControllers[$0]! }
        var views: [MeasuredView] = []
        views.reserveCapacity(tree.views.count)
        for (index, entry) in tree.views.enumerated() {
            let controller = measuredControllers[entry.controller]
            views.append(MeasuredView(
                id: entry.node.id, kind: entry.node.kind, role: entry.node.role,
                viewControllerID: tree.controllers[entry.controller].node.id,
                parentIndex: entry.parent, depth: entry.depth, frame: state.frames[index],
                isHidden: isHiddenHere(index) || !(controller?.isDisplayed ?? false) || !isInstalled(index),
                isPlacedByConstraints: !entry.node.translatesAutoresizingMaskIntoConstraints,
                safeAreaInsets: state.safeAreaInsets[index], layoutMargins: state.layoutMargins[index],
                readableContentFrame: state.readableFrames[index], scroll: state.scrolls[index],
                scrollAncestorIndex: entry.scrollAncestor, sizeEstimate: entry.node.sizeEstimate))
        }
        var scene = MeasuredScene(sceneID: tree.sceneID, environment: environment, device: device, screen: screen,
                                  viewControllers: controllers, bars: bars, views: views, problems: problems,
                                  systemMinimumMargin: systemMinimumMargin)
        scene.readableWidth = catalog.readableWidth(for: environment.contentSize)
        return scene
    }

    /// Hidden in this environment's size classes, itself or an ancestor (IB variations of
    /// `hidden` included).
    private func isHiddenHere(_ index: Int) -> Bool { visibility[index].hidden }

    /// Installed in this environment's size classes, itself and every ancestor (IB variations).
    private func isInstalled(_ index: Int) -> Bool { visibility[index].installed }

    /// Both, for every view at once: parents come before their subviews in the tree.
    private static func visibility(of tree: SceneTree, in classes: SizeClasses) -> [(hidden: Bool, installed: Bool)] {
        var result: [(hidden: Bool, installed: Bool)] = []
        result.reserveCapacity(tree.views.count)
        for entry in tree.views {
            var hidden = entry.node.isHidden(in: classes)
            var installed = entry.node.isInstalled(in: classes)
            if let parent = entry.parent {
                hidden = hidden || result[parent].hidden
                installed = installed && result[parent].installed
            }
            result.append((hidden, installed))
        }
        return result
    }

    // MARK: Controllers

    private mutating func place(_ controller: Int, in slot: ContainerModel.Slot) {
        var placement = ContainerModel.Placement()
        var context = ContainerModel.Context(device: device, environment: environment, screen: screen)
        context.inSheet = presentation.inSheet
        ContainerModel.place(tree.controllers[controller].node, in: slot, context: context,
                             statusBarDecision: decision, into: &placement)
        bars += placement.bars
        var placed: [Int] = []
        for measured in placement.controllers {
            guard let index = tree.controllerIndex(of: measured.id, near: controller) else { continue }
            measuredControllers[index] = measured
            placed.append(index)
        }
        for index in placed where tree.controllers[index].rootView != nil {
            layoutContent(of: index)
        }
    }

    /// The leading/trailing system minimum margin in this environment (16 in compact
    /// Split View windows, as on iPhones of that width).
    private var systemMinimumMargin: Double {
        if environment.window != .full, screen.sizeClasses.horizontal == .compact { return 16 }
        return device.systemMinimumMargin[environment.orientation]
    }

    private mutating func layoutContent(of controller: Int) {
        let entry = tree.controllers[controller]
        guard let measured = measuredControllers[controller], let root = entry.rootView else { return }
        let navigationAdjusts = measured.isInNavigationController && entry.node.automaticallyAdjustsScrollViewInsets

        // Before the first pass: every view guessed to fill its superview.
        for index in entry.views {
            state.frames[index] = index == root ? measured.frame : state.frames[tree.views[index].parent!]
        }
        deriveGuides(for: controller, measured: measured, navigationAdjusts: navigationAdjusts)

        var builder: ConstraintSystemBuilder!
        var solution: LinearSolution!
        var settled = false
        for _ in 0..<LayoutEngine.maximumPasses {
            builder = ConstraintSystemBuilder(tree: tree, controller: controller, state: state,
                                              direction: environment.direction, rootFrame: measured.frame,
                                              sizeClasses: screen.sizeClasses)
            builder.build()
            solution = solvers.byController[controller, default: IncrementalSolver()].solve(builder.system)
            let previous = state
            for index in entry.views {
                let v = builder.frameExpressionVariables(index)
                state.frames[index] = Rect(x: solution.value(v.left), y: solution.value(v.top),
                                           width: solution.value(v.width), height: solution.value(v.height))
                if let content = builder.contentVariables[index] {
                    contentSizes[index] = Size(width: solution.value(content.width), height: solution.value(content.height))
                }
            }
            deriveGuides(for: controller, measured: measured, navigationAdjusts: navigationAdjusts)
            // Multiline text wraps at the width it got: measured again, and laid out again
            // when its height changed (bounded by the passes, like the guides).
            let textSettled = measureWrappedText(of: controller)
            if textSettled, Self.settled(previous, state, use: builder.use) {
                settled = true
                break
            }
        }
        report(solution: solution, builder: builder, controller: controller, settled: settled)
        reportPlacedByCode(controller, builder: builder)

        for embedded in entry.embedded {
            guard let container = tree.controllers[embedded].containerView else { continue }
            let frame = state.frames[container]
            var touches = Set<Edge>()
            if Tolerance.nearlyEqual(frame.minY, screen.bounds.minY) { touches.insert(.top) }
            if Tolerance.nearlyEqual(frame.minX, screen.bounds.minX) { touches.insert(.left) }
            if Tolerance.nearlyEqual(frame.maxY, screen.bounds.maxY) { touches.insert(.bottom) }
            if Tolerance.nearlyEqual(frame.maxX, screen.bounds.maxX) { touches.insert(.right) }
            place(embedded, in: ContainerModel.Slot(
                frame: frame, insets: state.safeAreaInsets[container],
                isDisplayed: measured.isDisplayed && !isHiddenHere(container),
                touches: touches, parentID: entry.node.id))
        }
    }

    /// The height of each multiline label of the controller wrapped at its solved width;
    /// true when none changed.
    private mutating func measureWrappedText(of controller: Int) -> Bool {
        var unchanged = true
        for index in tree.controllers[controller].views where IntrinsicSize.wrapsText(tree.views[index].node) {
            let width = state.frames[index].width
            guard width > Tolerance.points, let height = IntrinsicSize.wrappedHeight(of: tree.views[index].node, width: width) else { continue }
            if let previous = state.wrappedTextHeights[index], Tolerance.nearlyEqual(previous, height) { continue }
            if state.wrappedTextHeights[index] == nil, let designed = tree.views[index].node.intrinsicHeight,
               Tolerance.nearlyEqual(designed, height) {
                state.wrappedTextHeights[index] = height
                continue
            }
            state.wrappedTextHeights[index] = height
            unchanged = false
        }
        return unchanged
    }

    /// Whether the guides a pass used are the ones the next pass would use.
    private static func settled(_ a: GuideState, _ b: GuideState, use: GuideUse) -> Bool {
        func same(_ x: EdgeInsets, _ y: EdgeInsets) -> Bool {
            Tolerance.nearlyEqual(x.top, y.top) && Tolerance.nearlyEqual(x.left, y.left)
                && Tolerance.nearlyEqual(x.bottom, y.bottom) && Tolerance.nearlyEqual(x.right, y.right)
        }
        for index in use.safeArea.union(use.cellInsets) where !same(a.safeAreaInsets[index], b.safeAreaInsets[index]) { return false }
        for index in use.margins where !same(a.layoutMargins[index], b.layoutMargins[index]) { return false }
        for index in use.readable where !same(a.readableInsets(index), b.readableInsets(index)) { return false }
        for index in use.scrollContent where !same(a.adjustedInset(index), b.adjustedInset(index)) { return false }
        return true
    }

    // MARK: Guides (STEPs 3 to 6)

    private mutating func deriveGuides(for controller: Int, measured: MeasuredViewController, navigationAdjusts: Bool) {
        let entry = tree.controllers[controller]
        let readableWidth = catalog.readableWidth(for: environment.contentSize)
        for index in entry.views {
            let view = tree.views[index]
            let node = view.node
            let frame = state.frames[index]

            // STEP 3: safe area, from the controller for a root view, else from the superview.
            let safe: EdgeInsets
            if view.isControllerRoot {
                safe = measured.safeAreaInsets
            } else {
                let parent = view.parent!
                let passed = ViewGuides.propagatedInsets(state.safeAreaInsets[parent],
                                                         absorbing: state.scrolls[parent]?.absorbedEdges ?? [])
                safe = ViewGuides.safeAreaInsets(frame: frame, parentFrame: state.frames[parent], parentInsets: passed)
            }
            state.safeAreaInsets[index] = safe

            // STEP 4: a scroll view's adjusted content inset and resting offset.
            state.scrolls[index] = scroll(of: node, index: index, frame: frame, safeAreaInsets: safe, navigationAdjusts: navigationAdjusts)

            // STEP 5: layout margins.
            var input = ViewGuides.MarginInput(
                own: node.layoutMargins?.resolved(in: direction(of: node)),
                insetsFromSafeArea: node.insetsLayoutMarginsFromSafeArea,
                preservesSuperviewMargins: node.preservesSuperviewLayoutMargins)
            if view.isControllerRoot, !tree.isViewScene {
                // A root view's own margins default to 0 at the top and bottom (an iPhone 8
                // root view reports {20, 16, 0, 16}); the sides take the system minimum.
                input.defaultMargins = EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
                if entry.node.viewRespectsSystemMinimumLayoutMargins { input.systemMinimum = systemMinimumMargin }
            }
            var superviewGuide = view.parent.map { state.frames[$0].inset(by: state.layoutMargins[$0]) }
            switch node.kind {
            case .tableView, .collectionView:
                // Table views use the system's leading/trailing margins (16 or 20).
                input.defaultMargins = EdgeInsets(top: 8, left: systemMinimumMargin, bottom: 8, right: systemMinimumMargin)
            case .tableViewCell, .collectionViewCell:
                // Cells take the table's margins, or its readable guide when asked to.
                input.defaultMargins = EdgeInsets(top: 11, left: 0, bottom: 11, right: 0)
                if let parent = view.parent, tree.views[parent].node.table?.cellLayoutMarginsFollowReadableWidth == true {
                    superviewGuide = state.readableFrames[parent]
                }
            case .tableViewCellContentView, .collectionViewCellContentView:
                input.defaultMargins = EdgeInsets(top: 11, left: 0, bottom: 11, right: 0)
            default:
                break
            }
            let isCellPart = [.tableViewCell, .collectionViewCell, .tableViewCellContentView, .collectionViewCellContentView].contains(node.kind)
            let margins = ViewGuides.layoutMargins(frame: frame, safeAreaInsets: safe, input: input,
                                                   superviewMarginsFrame: superviewGuide,
                                                   superviewFrame: view.parent.map { state.frames[$0] },
                                                   preservesVertically: !isCellPart)
            state.layoutMargins[index] = margins

            // STEP 6: readable content guide; a view whose margins follow the readable width
            // takes its sides from it.
            let readable = ViewGuides.readableContentFrame(
                frame: frame, safeAreaInsets: safe, layoutMargins: margins, readableWidth: readableWidth,
                threshold: catalog.readableMinimumInsetThreshold, scale: device.scale)
            state.readableFrames[index] = readable
            if node.layoutMarginsFollowReadableWidth {
                state.layoutMargins[index].left = readable.minX - frame.minX
                state.layoutMargins[index].right = frame.maxX - readable.maxX
            }
        }
    }

    /// A scroll view's (or scrolling text view's) adjusted content inset and resting offset;
    /// nil for other views.
    private func scroll(of node: ViewNode, index: Int, frame: Rect, safeAreaInsets: EdgeInsets, navigationAdjusts: Bool) -> MeasuredScroll? {
        guard tree.views[index].isScrollContainer else { return nil }
        let settings = node.scroll ?? ScrollSettings()
        // A text view's content is its text: one that overflows it scrolls.
        let textHeight = node.kind == .textView
            ? TextMetrics.textViewContentHeight(lineWidths: node.textLineWidths, lineHeight: node.textLineHeight, width: frame.width) : nil
        let size = textHeight.map { Size(width: frame.width, height: $0) } ?? contentSizes[index]
            ?? Size(width: settings.contentWidth ?? frame.width, height: settings.contentHeight ?? frame.height)
        return ViewGuides.scroll(frame: frame, safeAreaInsets: safeAreaInsets, input: ViewGuides.ScrollInput(
            behavior: settings.behavior, contentInset: settings.contentInset, contentSize: size,
            alwaysBounceVertical: settings.alwaysBounceVertical, alwaysBounceHorizontal: settings.alwaysBounceHorizontal,
            navigationAdjusts: navigationAdjusts))
    }

    private func direction(of node: ViewNode) -> LayoutDirection {
        node.semanticContentAttribute.resolved(in: environment.direction)
    }

    // MARK: Problems as data

    private mutating func report(solution: LinearSolution, builder: ConstraintSystemBuilder, controller: Int, settled: Bool) {
        let entry = tree.controllers[controller]
        let controllerID = entry.node.id
        for conflict in solution.conflicts {
            var constraints: [ProblemConstraint] = []
            var viewIDs: [String] = []
            for tag in [conflict.tag] + conflict.conflictsWith where builder.origins.indices.contains(tag) {
                switch builder.origins[tag] {
                case .document(let constraint):
                    constraints.append(ProblemConstraint(id: constraint.id, description: constraint.description))
                    viewIDs.append(constraint.first.item.viewID)
                    if let second = constraint.second { viewIDs.append(second.item.viewID) }
                case .generated(let generated):
                    constraints.append(ProblemConstraint(id: nil, description: generated.description(in: tree), role: generated.role,
                                                         views: generated.viewIDs(in: tree)))
                }
            }
            var seen = Set<String>()
            viewIDs = viewIDs.filter { seen.insert($0).inserted }
            problems.append(LayoutProblem(kind: .unsatisfiable, viewControllerID: controllerID, constraints: constraints, viewIDs: viewIDs,
                                          shortfall: conflict.shortfall))
        }
        for index in entry.views {
            let view = tree.views[index]
            guard !view.isControllerRoot, !view.node.translatesAutoresizingMaskIntoConstraints else { continue }
            let v = builder.frameExpressionVariables(index)
            let open = [(FramePart.horizontalPosition, v.left), (.width, v.width), (.verticalPosition, v.top), (.height, v.height)]
                .filter { solution.isAmbiguous($0.1) }.map(\.0)
            guard !open.isEmpty else { continue }
            problems.append(LayoutProblem(kind: .ambiguous, viewControllerID: controllerID, viewIDs: [view.node.id], undetermined: open))
        }
        if !settled {
            problems.append(LayoutProblem(kind: .unsettled, viewControllerID: controllerID, passes: LayoutEngine.maximumPasses))
        }
    }
}

extension MeasureRun {
    /// A placeholder constraint stands for a constraint the code makes: what it decides alone
    /// is the code's. The parts of a view that the document's constraints settle with the
    /// placeholders and leave open without them are those (layout-lint's own tie-breaking
    /// preferences left out of both, since they would settle anything). A placeholder the
    /// other constraints make redundant decides nothing, and the view it names stays checked.
    mutating func reportPlacedByCode(_ controller: Int, builder: ConstraintSystemBuilder) {
        let entry = tree.controllers[controller]
        guard !entry.placeholders.isEmpty else { return }
        let installed = entry.placeholders.filter { builder.isInstalled($0.installation) }
        guard !installed.isEmpty else { return }
        func solved(omittingPlaceholders: Bool) -> (ConstraintSystemBuilder, LinearSolution) {
            var strong = ConstraintSystemBuilder(tree: tree, controller: controller, state: state, direction: environment.direction,
                                                 rootFrame: builder.rootFrame, sizeClasses: screen.sizeClasses)
            strong.omitsPreferences = true
            strong.omitsPlaceholders = omittingPlaceholders
            strong.build()
            return (strong, strong.system.solve())
        }
        let (with, settled) = solved(omittingPlaceholders: false), (without, open) = solved(omittingPlaceholders: true)
        // Only the views a placeholder names: the code's constraint is about them. Views that
        // merely follow one (the next in a stack) keep the placeholder's value.
        for index in entry.views {
            let view = tree.views[index]
            let naming = installed.filter { $0.first.item.viewID == view.node.id || $0.second?.item.viewID == view.node.id }
            guard !naming.isEmpty, !view.isControllerRoot, !view.node.translatesAutoresizingMaskIntoConstraints else { continue }
            let v = with.frameExpressionVariables(index), w = without.frameExpressionVariables(index)
            let parts = [(FramePart.horizontalPosition, v.left, w.left), (.width, v.width, w.width),
                         (.verticalPosition, v.top, w.top), (.height, v.height, w.height)]
                .filter { !settled.isAmbiguous($0.1) && open.isAmbiguous($0.2) }.map(\.0)
            guard !parts.isEmpty else { continue }
            problems.append(LayoutProblem(kind: .placedByCode, viewControllerID: entry.node.id,
                                          constraints: naming.map { ProblemConstraint(id: $0.id, description: $0.description) },
                                          viewIDs: [view.node.id], undetermined: parts))
        }
    }
}

extension ConstraintSystemBuilder {
    func frameExpressionVariables(_ index: Int) -> FrameVariables { variables[index]! }
}

extension SceneTree {
    /// The controller with this id (ids are unique in a document; the first one wins otherwise).
    func controllerIndex(of id: String, near hint: Int) -> Int? {
        if controllers.indices.contains(hint), controllers[hint].node.id == id { return hint }
        return controllerIndexByID[id]
    }
}
