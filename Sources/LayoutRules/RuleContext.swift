import LayoutGeometry
import LayoutModel

/// Results several rules share, kept for the life of one context (the rules of one scene in
/// one environment run one after another on one thread).
final class RuleContextMemo: @unchecked Sendable {
    var edgePins: [EdgePin]?
}

/// The devices and orientations a scene is checked on, and what rules read of them: worked
/// out once per scene, not once per environment.
public struct CheckedMatrix: Sendable {
    /// The heights the top and bottom edges take (insets, status bar, with a bar).
    public let insetHeights: [Edge: Set<Double>]
    /// Some device has a sensor housing (a notch or a Dynamic Island).
    public let hasSensorHousing: Bool
    /// The deepest bottom safe-area inset (the home indicator's), without bars.
    public let deepestBottomInset: Double

    public init(_ pairs: [(Device, Orientation)]) {
        var heights: [Edge: Set<Double>] = [:]
        for (device, orientation) in pairs {
            for edge in [Edge.top, .bottom] { heights[edge, default: []].formUnion(device.insetHeights(at: edge, orientation)) }
        }
        insetHeights = heights
        deepestBottomInset = pairs.compactMap { $0.0.safeAreaInsets[$0.1]?.bottom }.max() ?? 0
        hasSensorHousing = pairs.contains { $0.0.hasSensorHousing }
    }
}

/// Everything a rule may read about one scene in one environment: the model (attributes,
/// constraints, locations) and the measured geometry, index-aligned.
public struct RuleContext: Sendable {
    public let document: Document
    public let tree: SceneTree
    public let measured: MeasuredScene
    /// Document constraints per controller index, with the view indices they name.
    let constraintIndex: ConstraintIndex
    /// The views whose frame the constraints leave open in this environment.
    let ambiguousViews: Set<String>
    /// Per view (index-aligned), the axes on which its frame is not settled here, its own or
    /// inherited from an ancestor (see `unsettledAxes(of:)`).
    let unsettled: [Set<Axis>]

    /// The heights the top and bottom edges take on the devices and orientations this scene
    /// is checked on (insets, status bar, with a bar): constants that code for a device.
    public let matrixInsetHeights: [Edge: Set<Double>]
    /// The deepest bottom safe-area inset of the matrix's devices (the home indicator's).
    public let matrixDeepestBottomInset: Double
    /// Some device of the matrix has a sensor housing (a notch or a Dynamic Island).
    public let matrixHasSensorHousing: Bool
    /// Nothing in the documents shows the scene: code does, in a container layout-lint
    /// cannot see (rules about that container stay silent).
    public internal(set) var isShownByCode = false
    /// What several rules derive from this context, derived once.
    let memo = RuleContextMemo()

    public init(document: Document, tree: SceneTree, measured: MeasuredScene) {
        self.init(document: document, tree: tree, measured: measured, constraintIndex: ConstraintIndex(tree: tree))
    }

    init(document: Document, tree: SceneTree, measured: MeasuredScene, constraintIndex: ConstraintIndex,
         matrix: CheckedMatrix? = nil) {
        self.document = document
        self.tree = tree
        self.measured = measured
        let matrix = matrix ?? CheckedMatrix(measured.device.orientations.map { (measured.device, $0) })
        self.matrixInsetHeights = matrix.insetHeights
        self.matrixDeepestBottomInset = matrix.deepestBottomInset
        self.matrixHasSensorHousing = matrix.hasSensorHousing
        // The constraints as they are here: those installed in these size classes, with
        // their size-class constants and priorities.
        self.constraintIndex = constraintIndex.resolved(in: measured.screen.sizeClasses, tree: tree)
        self.ambiguousViews = Set(measured.problems.filter { $0.kind == .ambiguous }.flatMap(\.viewIDs))
        self.unsettled = Self.unsettledAxes(document: document, tree: tree, measured: measured, constraints: self.constraintIndex)
    }

    /// Where the geometry is not settled: axes the constraints leave open (ambiguity), axes
    /// code decides (what only an Interface Builder placeholder constraint settles), both axes
    /// of views a constraint layout-lint could not read was about, or that the configuration
    /// says code places; and everything inside such a view.
    static func unsettledAxes(document: Document, tree: SceneTree, measured: MeasuredScene,
                              constraints: ConstraintIndex) -> [Set<Axis>] {
        var own: [String: Set<Axis>] = [:]
        for problem in measured.problems where problem.kind == .ambiguous || problem.kind == .placedByCode {
            for id in problem.viewIDs { own[id, default: []].formUnion(problem.undetermined.map(\.axis)) }
        }
        for note in document.notes {
            for id in note.views { own[id, default: []].formUnion([.horizontal, .vertical]) }
        }
        for id in document.placedByCode { own[id, default: []].formUnion([.horizontal, .vertical]) }
        // Where required constraints conflict, the one the solver leaves out is not the one
        // UIKit would break: positions on the conflict's axes are not to be trusted there.
        var conflicted: [String: Set<Axis>] = [:]
        for problem in measured.problems where problem.kind == .unsatisfiable {
            let ids = Set(problem.constraintIDs)
            var axes = Set(constraints.all.filter { ids.contains($0.constraint.id) }.map(\.constraint.first.attribute.axis))
            for added in problem.constraints where added.id == nil {
                if added.role == .nonNegativeWidth { axes.insert(.horizontal) }
                if added.role == .nonNegativeHeight { axes.insert(.vertical) }
            }
            conflicted[problem.viewControllerID, default: []].formUnion(axes.isEmpty ? [.horizontal, .vertical] : axes)
        }
        var result: [Set<Axis>] = []
        result.reserveCapacity(tree.views.count)
        // By index: binding each entry would copy it (every field of its view) per environment.
        for index in tree.views.indices {
            var axes = own[tree.views[index].node.id] ?? []
            axes.formUnion(conflicted[tree.controllers[tree.views[index].controller].node.id] ?? [])
            if let parent = tree.views[index].parent, parent < index { axes.formUnion(result[parent]) }
            result.append(axes)
        }
        return result
    }

    /// The axes on which the view's frame (or an ancestor's) is not settled in this
    /// environment: no geometric rule looks at the view on those axes.
    public func unsettledAxes(of index: Int) -> Set<Axis> { unsettled[index] }

    /// Settled on the axis of an edge (top and bottom: vertical).
    public func isSettled(_ index: Int, at edge: Edge) -> Bool {
        !unsettled[index].contains(edge == .top || edge == .bottom ? .vertical : .horizontal)
    }

    public var environment: Environment { measured.environment }
    public var device: Device { measured.device }

    // MARK: Views

    public var viewIndices: Range<Int> { tree.views.indices }
    public func node(_ index: Int) -> ViewNode { tree.views[index].node }
    public func entry(_ index: Int) -> SceneTree.ViewEntry { tree.views[index] }
    public func frame(_ index: Int) -> Rect { measured.views[index].frame }
    public func geometry(_ index: Int) -> MeasuredView { measured.views[index] }
    public func superview(_ index: Int) -> Int? { tree.views[index].parent }

    /// Shown on screen in this environment: not hidden (itself or an ancestor), and in a
    /// displayed view controller.
    public func isDisplayed(_ index: Int) -> Bool { !measured.views[index].isHidden }

    /// Displayed content views: labels, buttons, images, text and controls (role content).
    public var displayedContent: [Int] {
        // A controller's root view fills what its controller is given: never content here.
        viewIndices.filter { isDisplayed($0) && node($0).role == .content && !tree.views[$0].isControllerRoot }
    }

    // MARK: Controllers

    public func controllerEntry(ofView index: Int) -> SceneTree.ControllerEntry {
        tree.controllers[tree.views[index].controller]
    }

    public func controllerGeometry(id: String) -> MeasuredViewController? { measured.viewController(id: id) }

    /// The controller's view frame inset by its safe area: where content belongs.
    public func safeFrame(ofControllerOf index: Int) -> Rect {
        let controller = controllerEntry(ofView: index)
        if let root = controller.rootView { return measured.views[root].safeAreaFrame }
        return measured.screen.safeAreaFrame
    }

    // MARK: Constraints

    /// Document constraints that name the view (or one of its guides) as first or second item.
    public func constraints(involving index: Int) -> [ResolvedConstraint] {
        constraintIndex.byView[index] ?? []
    }

    public func constraints(ofController controller: Int) -> [ResolvedConstraint] {
        constraintIndex.byController[controller] ?? []
    }

    public var allConstraints: [ResolvedConstraint] { constraintIndex.all }

    /// Whether anything lays out against the view's layout margins: a constraint to its
    /// margins or readable guide, a stack that arranges inside them, or a subview that
    /// preserves them and uses its own. Margins nothing uses do nothing.
    public func usesLayoutMargins(_ index: Int) -> Bool {
        let id = node(index).id
        let constrained = constraints(involving: index).contains { resolved in
            [resolved.constraint.first, resolved.constraint.second].contains { anchor in
                guard let anchor, anchor.item.viewID == id, let guide = anchor.item.guide else { return false }
                return guide == .layoutMargins || guide == .readableContent
            }
        }
        if constrained || node(index).stack?.marginsRelativeArrangement == true { return true }
        return tree.views[index].children.contains { node($0).preservesSuperviewLayoutMargins && usesLayoutMargins($0) }
    }

    // MARK: Scroll content

    /// The nearest scroll view the view moves with, and the edges it absorbs (content can
    /// scroll out from under those edges, so resting there is not a problem).
    public func absorbedEdges(around index: Int) -> Set<Edge> {
        var edges = Set<Edge>()
        var current = tree.views[index].scrollAncestor
        while let scroll = current {
            var absorbed = measured.views[scroll].scroll?.absorbedEdges ?? []
            // A view pinned to the scroll view's frame layout guide floats over the content
            // on that axis: it does not scroll out from under anything.
            let floating = floatingAxes(of: index, over: scroll)
            if floating.contains(.vertical) { absorbed.subtract([.top, .bottom]) }
            if floating.contains(.horizontal) { absorbed.subtract([.left, .right]) }
            edges.formUnion(absorbed)
            current = tree.views[scroll].scrollAncestor
        }
        return edges
    }

    /// The axes on which the view (or an ancestor inside the scroll view) is constrained to
    /// the scroll view's frame layout guide.
    func floatingAxes(of index: Int, over scroll: Int) -> Set<Axis> {
        let scrollID = node(scroll).id
        var axes = Set<Axis>()
        var current: Int? = index
        while let view = current, view != scroll {
            for resolved in constraints(involving: view) {
                let anchors = resolved.anchors(for: view)
                if anchors.mine.item == .view(node(view).id), let other = anchors.other,
                   other.item == .guide(owner: scrollID, .frameLayoutGuide), !anchors.mine.attribute.isSize {
                    axes.insert(anchors.mine.attribute.axis)
                }
            }
            current = superview(view)
        }
        return axes
    }

    /// How far a view reaches past its controller's safe area on each edge (0 where it
    /// does not), at the scroll views' resting positions, ignoring edges whose inset an
    /// enclosing scroll view absorbs. Measured on the part of the view inside the screen,
    /// from the safe area's edge to the farthest point drawn: a button wholly inside the
    /// unsafe area reaches as deep as its outer edge, not as deep as it is wide.
    public func unsafeOverlap(of index: Int) -> EdgeInsets {
        // Where the layout does not determine a frame, any overlap is an artefact of the
        // solver's pick; ambiguous-layout reports the cause.
        guard !isUndetermined(index) else { return .zero }
        let safe = safeFrame(ofControllerOf: index)
        guard let (drawn, reach) = drawnAndReach(of: index) else { return .zero }
        // A scrolling text view's own adjusted inset keeps its text clear on those edges.
        let absorbed = absorbedEdges(around: index).union(measured.views[index].scroll?.absorbedEdges ?? [])
        func depth(_ beyond: Double, _ reached: Double) -> Double { beyond > 0 ? max(0, reached) : 0 }
        var overlap = EdgeInsets(
            top: depth(safe.minY - drawn.minY, safe.minY - reach.minY),
            left: depth(safe.minX - drawn.minX, safe.minX - reach.minX),
            bottom: depth(drawn.maxY - safe.maxY, reach.maxY - safe.maxY),
            right: depth(drawn.maxX - safe.maxX, reach.maxX - safe.maxX))
        for edge in absorbed { overlap[edge] = 0 }
        for edge in Edge.allCases where !isSettled(index, at: edge) { overlap[edge] = 0 }

        if node(index).kind.insetsItemsFromSafeAreaSides { (overlap.left, overlap.right) = (0, 0) }
        return overlap
    }

    /// What is seen of the view's drawing (inside the screen and its clipping ancestors), and
    /// the rect whose edges say how far it reaches: the drawing itself, or the frame for
    /// centred text the app sets (only its middle is known, and once that reaches the unsafe
    /// area the text may fill the frame).
    func drawnAndReach(of index: Int) -> (drawn: Rect, reach: Rect)? {
        guard let frame = visibleFrame(of: index), let drawn = frame.intersection(drawnFrame(of: index)) else { return nil }
        return (drawn, showsUnknownCentredText(index) ? frame : drawn)
    }

    /// What covers the part of the view past the safe area's edge, as a message says it
    /// (`under the status bar and the Dynamic Island`; else `in the rounded corner`), from the bars
    /// and the screen's facts: nil where none of them is there (the unsafe area alone, such
    /// as the top of a landscape side inset, beside the sensor housing).
    public func coverage(of index: Int, at edge: Edge) -> String? {
        let safe = safeFrame(ofControllerOf: index)
        guard let drawn = drawnAndReach(of: index)?.reach else { return nil }
        var band = drawn
        switch edge {
        case .top: band = Rect(x: drawn.minX, y: drawn.minY, width: drawn.width, height: min(drawn.maxY, safe.minY) - drawn.minY)
        case .bottom: band = Rect(x: drawn.minX, y: max(drawn.minY, safe.maxY), width: drawn.width, height: drawn.maxY - max(drawn.minY, safe.maxY))
        case .left: band = Rect(x: drawn.minX, y: drawn.minY, width: min(drawn.maxX, safe.minX) - drawn.minX, height: drawn.height)
        case .right: band = Rect(x: max(drawn.minX, safe.maxX), y: drawn.minY, width: drawn.maxX - max(drawn.minX, safe.maxX), height: drawn.height)
        }
        guard band.width > 0, band.height > 0 else { return nil }
        func meets(_ rect: Rect?) -> Bool { rect.flatMap { band.intersection($0) }.map { $0.width > 0 && $0.height > 0 } ?? false }
        var under: [String] = []
        let barNames: [BarKind: String] = [.statusBar: "the status bar", .navigationBar: "the navigation bar", .toolbar: "the toolbar", .tabBar: "the tab bar"]
        for bar in measured.bars where meets(bar.frame) {
            if let name = barNames[bar.kind], !under.contains(name) { under.append(name) }
        }
        let screen = measured.screen
        if meets(screen.cutoutFrame) { under.append(screen.cutout == .dynamicIsland ? "the Dynamic Island" : "the sensor housing") }
        if meets(screen.homeIndicatorFrame) { under.append("the home indicator") }
        if !under.isEmpty { return "under " + (under.count == 1 ? under[0] : under.dropLast().joined(separator: ", ") + " and " + under.last!) }
        // Only where nothing else is there: the corner clips what the bars would cover anyway.
        let r = screen.cornerRadius, bounds = screen.screenBounds
        guard r > 0 else { return nil }
        let corners = [Rect(x: bounds.minX, y: bounds.minY, width: r, height: r), Rect(x: bounds.maxX - r, y: bounds.minY, width: r, height: r),
                       Rect(x: bounds.minX, y: bounds.maxY - r, width: r, height: r), Rect(x: bounds.maxX - r, y: bounds.maxY - r, width: r, height: r)]
        return corners.contains { meets($0) } ? "in the rounded corner" : nil
    }

    /// How far the view runs off the screen on each edge, where it does by more than a
    /// point (0 elsewhere, and inside scroll views, whose content scrolls into view): a view
    /// too large for this screen, which pinning to the safe area would not make fit.
    public func offScreen(of index: Int) -> EdgeInsets {
        guard tree.views[index].scrollAncestor == nil else { return .zero }
        let frame = measured.views[index].frame, screen = measured.screen.bounds
        func beyond(_ distance: Double) -> Double { distance > 1 + Tolerance.points ? distance : 0 }
        return EdgeInsets(top: beyond(screen.minY - frame.minY), left: beyond(screen.minX - frame.minX),
                          bottom: beyond(frame.maxY - screen.maxY), right: beyond(frame.maxX - screen.maxX))
    }

    /// The view or one of its ancestors is not settled on either axis in this environment,
    /// or an ancestor came out with no size.
    public func isUndetermined(_ index: Int) -> Bool {
        if unsettled[index].count == 2 { return true }
        var current = superview(index)
        while let view = current {
            if frame(view).width <= 0 || frame(view).height <= 0 { return true }
            current = superview(view)
        }
        return false
    }

    /// The part of the view that can be seen: inside the screen, inside its controller's
    /// view, and inside every ancestor that clips (scroll views always do). What overflows
    /// its controller or a clipping ancestor is a layout problem, not an unsafe-area one.
    public func visibleFrame(of index: Int) -> Rect? {
        var visible = measured.views[index].frame.intersection(measured.screen.bounds)
        if let root = controllerEntry(ofView: index).rootView, root != index {
            visible = visible?.intersection(measured.views[root].frame)
        }
        var ancestor = superview(index)
        while let current = ancestor, let rect = visible {
            if node(current).clipsToBounds || node(current).kind.isScrollView {
                visible = rect.intersection(measured.views[current].frame)
            }
            ancestor = superview(current)
        }
        return visible
    }

    /// How wide a label's, button's or read-only text view's design text is (its longest
    /// line), estimated at an average glyph width of 0.55 em (`TextMetrics.estimatedWidth`,
    /// worked out once per scene).
    public func estimatedTextWidth(of index: Int) -> Double? {
        tree.estimatedTextWidths[index]
    }

    /// What a person sees of the view: a label's or button's text when it fits on one line
    /// (its estimated width, placed by the alignment; natural follows the layout direction),
    /// only the middle of centred text the app sets, an aspect-fit image's picture. Other
    /// views: their frame.
    public func drawnFrame(of index: Int) -> Rect {
        let frame = measured.views[index].frame
        let view = node(index)
        if view.kind == .imageView, view.imageAspectFits, let width = view.intrinsicWidth, let height = view.intrinsicHeight,
           width > 0, height > 0, frame.width > 0, frame.height > 0 {
            let scale = min(frame.width / width, frame.height / height)
            let drawn = Size(width: width * scale, height: height * scale)
            return Rect(x: frame.midX - drawn.width / 2, y: frame.midY - drawn.height / 2, width: drawn.width, height: drawn.height)
        }
        if view.showsImage { return frame }
        if view.kind == .textField, view.drawsTextOnly {
            // UITextField centres its line on its height and draws nothing around it; the
            // glyphs rest on the baseline (only descenders go below it).
            let line = min(frame.height, TextMetrics.singleLineHeight(pointSize: view.fontSize ?? TextMetrics.bodyPointSize))
            return Rect(x: frame.minX, y: frame.midY - line / 2, width: frame.width, height: line * TextMetrics.ascenderFraction)
        }
        let text = drawnText(of: index)
        guard view.paintsBackground else { return text }
        // A background that runs to the screen's edge bleeds on purpose, as a bar's does: on
        // that side only the title must stay clear. One that stops short is drawn to its edge.
        let screen = measured.screen.screenBounds
        let left = frame.minX <= screen.minX + Tolerance.points ? text.minX : frame.minX
        let right = frame.maxX >= screen.maxX - Tolerance.points ? text.maxX : frame.maxX
        let top = frame.minY <= screen.minY + Tolerance.points ? text.minY : frame.minY
        let bottom = frame.maxY >= screen.maxY - Tolerance.points ? text.maxY : frame.maxY
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    /// Where the view's text is drawn in its frame (the frame where its width is not known).
    private func drawnText(of index: Int) -> Rect {
        let frame = measured.views[index].frame
        let view = node(index)
        // Centred text the app sets at run time: only its middle is known.
        if showsUnknownCentredText(index) { return Rect(x: frame.midX - 0.5, y: frame.minY, width: 1, height: frame.height) }
        guard let width = estimatedTextWidth(of: index), width < frame.width else { return frame }
        let rightToLeft = environment.direction == .rightToLeft
        let x: Double
        switch view.textAlignment ?? .natural {
        case .center: x = frame.midX - width / 2
        case .right: x = frame.maxX - width
        case .left, .justified: x = frame.minX
        case .natural: x = rightToLeft ? frame.maxX - width : frame.minX
        case .trailing: x = rightToLeft ? frame.minX : frame.maxX - width
        }
        return Rect(x: x, y: frame.minY, width: width, height: frame.height)
    }

    /// A label or button whose centred text the app sets at run time (no design text, no image).
    func showsUnknownCentredText(_ index: Int) -> Bool {
        let view = node(index)
        return (view.kind == .label || view.kind == .button) && !view.showsImage && view.textAlignment == .center
            && estimatedTextWidth(of: index) == nil
    }

    /// The name a message uses for a view. A fixture's ids are names people chose; an
    /// Interface Builder id (`Art-Lb-001`) is not, so the element kind and the name the
    /// document outline shows come first and the id stays for searching the file.
    public func name(_ index: Int) -> String { name(of: tree.views[index].node) }

    public func name(of view: ViewNode) -> String {
        guard document.kind != .fixture else { return view.id }
        if let label = view.label, !label.isEmpty { return "\(view.elementName) \"\(label)\" (\(view.id))" }
        return "\(view.elementName) \(view.id)"
    }

    public func name(of controller: ViewControllerNode) -> String {
        guard document.kind != .fixture else { return controller.id }
        if let label = controller.label, !label.isEmpty { return "\(label) (\(controller.id))" }
        return "view controller \(controller.id)"
    }
}

/// A document constraint with the views it names resolved to indices.
public struct ResolvedConstraint: Sendable {
    public var constraint: Constraint
    public var controller: Int
    public var firstView: Int
    public var secondView: Int?

    /// The other view of a constraint that names `index` (nil for a constant constraint).
    public func otherView(than index: Int) -> Int? {
        firstView == index ? secondView : firstView
    }

    /// The anchor that names `index`, and the other anchor.
    public func anchors(for index: Int) -> (mine: Anchor, other: Anchor?) {
        if firstView == index { return (constraint.first, constraint.second) }
        return (constraint.second!, constraint.first)
    }
}

struct ConstraintIndex: Sendable {
    var all: [ResolvedConstraint] = []
    var byView: [Int: [ResolvedConstraint]] = [:]
    var byController: [Int: [ResolvedConstraint]] = [:]
    /// Some constraint or view varies by size class: the index differs by environment.
    var varies = false

    init(tree: SceneTree) {
        for (controllerIndex, controller) in tree.controllers.enumerated() {
            for constraint in controller.constraints {
                guard let first = tree.index(ofView: constraint.first.item.viewID) else { continue }
                let second = constraint.second.flatMap { tree.index(ofView: $0.item.viewID) }
                if constraint.second != nil, second == nil { continue }
                add(ResolvedConstraint(constraint: constraint, controller: controllerIndex, firstView: first, secondView: second))
                varies = varies || constraint.installation != nil || !constraint.constantVariations.isEmpty
                    || !constraint.priorityVariations.isEmpty
            }
        }
        varies = varies || tree.views.contains { $0.node.installation != nil }
    }

    private init() {}

    private mutating func add(_ resolved: ResolvedConstraint) {
        all.append(resolved)
        byController[resolved.controller, default: []].append(resolved)
        byView[resolved.firstView, default: []].append(resolved)
        if let second = resolved.secondView, second != resolved.firstView { byView[second, default: []].append(resolved) }
    }

    /// The constraints installed in these size classes (with the views they name), each with
    /// its constant and priority there.
    func resolved(in classes: SizeClasses, tree: SceneTree) -> ConstraintIndex {
        guard varies else { return self }
        func installed(_ view: Int) -> Bool {
            var current: Int? = view
            while let index = current {
                if !tree.views[index].node.isInstalled(in: classes) { return false }
                current = tree.views[index].parent
            }
            return true
        }
        var index = ConstraintIndex()
        for item in all where item.constraint.isInstalled(in: classes) && installed(item.firstView) && (item.secondView.map(installed) ?? true) {
            var here = item
            here.constraint = item.constraint.resolved(in: classes)
            index.add(here)
        }
        return index
    }
}
