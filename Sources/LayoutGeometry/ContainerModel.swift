import LayoutModel

/// UIKIT-GEOMETRY section 2: container view controllers. Every child's view fills its
/// slot (bars are translucent and content underlaps them); containers add to the safe area
/// of their children instead of shrinking them.
public enum ContainerModel {
    /// Where a view controller's view goes and what it receives from its parent.
    public struct Slot: Sendable, Hashable {
        public var frame: Rect
        /// Safe-area insets the parent gives (before the controller's own additional insets).
        public var insets: EdgeInsets
        public var isDisplayed: Bool
        public var touches: Set<Edge>
        public var parentID: String?
        public var inNavigationController: Bool
        public var navigationBarVisible: Bool

        public init(frame: Rect, insets: EdgeInsets, isDisplayed: Bool = true, touches: Set<Edge> = Set(Edge.allCases),
                    parentID: String? = nil, inNavigationController: Bool = false, navigationBarVisible: Bool = false) {
            self.frame = frame
            self.insets = insets
            self.isDisplayed = isDisplayed
            self.touches = touches
            self.parentID = parentID
            self.inNavigationController = inNavigationController
            self.navigationBarVisible = navigationBarVisible
        }
    }

    public struct Context: Sendable {
        public var device: Device
        public var environment: Environment
        public var screen: ScreenGeometry
        /// Laid out in a sheet: navigation bars are the sheet's.
        public var inSheet = false

        public init(device: Device, environment: Environment, screen: ScreenGeometry) {
            self.device = device
            self.environment = environment
            self.screen = screen
        }

        var orientation: Orientation { environment.orientation }
        var statusBarShownHeight: Double { screen.statusBarFrame?.height ?? 0 }
    }

    public struct Placement: Sendable {
        public var controllers: [MeasuredViewController] = []
        public var bars: [BarFrame] = []
    }

    // MARK: The status bar

    /// The controller whose preference decides the status bar: the selected tab, the
    /// navigation stack's top, the secondary column.
    static func statusBarChain(_ root: ViewControllerNode) -> [ViewControllerNode] {
        var chain = [root]
        var current = root
        while let next = childForStatusBar(current) {
            chain.append(next)
            current = next
        }
        return chain
    }

    private static func childForStatusBar(_ controller: ViewControllerNode) -> ViewControllerNode? {
        switch controller.kind {
        case .tabBarController:
            let index = controller.tabBar?.selectedIndex ?? 0
            return controller.children.indices.contains(index) ? controller.children[index] : controller.children.first
        case .navigationController, .pageViewController:
            return controller.children.first
        case .splitViewController:
            return controller.children.last
        default:
            return nil
        }
    }

    /// Whether the visible controller prefers the status bar hidden, and whether UIKit hides it.
    /// A navigation controller on a notch or Dynamic Island device keeps the status bar shown
    /// while its navigation bar is visible, whatever the content prefers (the talk).
    public static func statusBarDecision(root: ViewControllerNode, device: Device) -> (prefersHidden: Bool, hidden: Bool) {
        let chain = statusBarChain(root)
        let prefersHidden = chain.last?.prefersStatusBarHidden ?? false
        let navigationBarShown = chain.contains { $0.kind == .navigationController && !($0.navigation?.navigationBarHidden ?? false) }
        let hidden = prefersHidden && !(device.hasSensorHousing && navigationBarShown)
        return (prefersHidden, hidden)
    }

    // MARK: Containment

    /// Places a controller and its contained controllers (not controllers embedded in
    /// container views: those are placed once their container view has a frame).
    public static func place(_ controller: ViewControllerNode, in slot: Slot, context: Context,
                             statusBarDecision: (prefersHidden: Bool, hidden: Bool), into placement: inout Placement) {
        // STEP 2a: additional safe-area insets add to what the parent gives; never below 0.
        let insets = (slot.insets + controller.additionalSafeAreaInsets).clampedAtZero
        let chainLast = statusBarChain(controller).last?.id
        placement.controllers.append(MeasuredViewController(
            id: controller.id, kind: controller.kind, parentID: slot.parentID, frame: slot.frame,
            safeAreaInsets: insets, isDisplayed: slot.isDisplayed,
            isInNavigationController: slot.inNavigationController, navigationBarVisible: slot.navigationBarVisible,
            prefersStatusBarHidden: controller.prefersStatusBarHidden,
            statusBarHidden: chainLast == controller.id ? statusBarDecision.hidden : context.screen.statusBarHidden,
            touchesScreenEdges: slot.touches))

        switch controller.kind {
        case .navigationController:
            placeNavigation(controller, frame: slot.frame, insets: insets, slot: slot, context: context,
                            decision: statusBarDecision, into: &placement)
        case .tabBarController:
            placeTabs(controller, frame: slot.frame, insets: insets, slot: slot, context: context,
                      decision: statusBarDecision, into: &placement)
        case .splitViewController:
            placeColumns(controller, frame: slot.frame, insets: insets, slot: slot, context: context,
                         decision: statusBarDecision, into: &placement)
        case .pageViewController:
            for (index, child) in controller.children.enumerated() {
                place(child, in: Slot(frame: slot.frame, insets: insets, isDisplayed: slot.isDisplayed && index == 0,
                                      touches: slot.touches, parentID: controller.id),
                      context: context, statusBarDecision: statusBarDecision, into: &placement)
            }
        case .viewController, .tableViewController, .collectionViewController:
            break
        }
    }

    /// STEP 2b: the navigation bar sits right below the status bar (y 54 on Dynamic Island
    /// iPhones, whose top inset is 59); the child's top inset is the larger of the window's
    /// and the bar's bottom. A visible toolbar adds its height above the bottom inset.
    private static func placeNavigation(_ controller: ViewControllerNode, frame: Rect, insets: EdgeInsets, slot: Slot,
                                        context: Context, decision: (prefersHidden: Bool, hidden: Bool),
                                        into placement: inout Placement) {
        let settings = controller.navigation ?? NavigationSettings()
        var childInsets = insets
        let barVisible = !settings.navigationBarHidden
        var barBottom: Double?
        if barVisible {
            let touchesTop = Tolerance.nearlyEqual(frame.minY, context.screen.bounds.minY)
            let barTop = frame.minY + (touchesTop ? context.statusBarShownHeight : insets.top)
            let largeTitle = settings.prefersLargeTitles && context.screen.sizeClasses.vertical == .regular
            let barHeight = context.inSheet ? PresentationMetrics.sheetNavigationBarHeight : context.device.bars.navigationBar[context.orientation]
            let height = barHeight + (largeTitle ? context.device.bars.largeTitleExtra : 0)
            let bar = Rect(x: frame.minX, y: barTop, width: frame.width, height: height)
            if slot.isDisplayed { placement.bars.append(BarFrame(kind: .navigationBar, frame: bar, ownerID: controller.id, largeTitle: largeTitle)) }
            childInsets.top = max(insets.top, bar.maxY - frame.minY)
            barBottom = bar.maxY
        }
        if !settings.toolbarHidden {
            let height = context.device.bars.toolbar[context.orientation]
            let bar = Rect(x: frame.minX, y: frame.maxY - insets.bottom - height, width: frame.width, height: height)
            if slot.isDisplayed { placement.bars.append(BarFrame(kind: .toolbar, frame: bar, ownerID: controller.id, largeTitle: false)) }
            childInsets.bottom = insets.bottom + height
        }
        for (index, child) in controller.children.enumerated() {
            // A child that does not extend under the bar (an opaque bar, or the top edge left
            // out of edgesForExtendedLayout) starts below it, and the bar is not in its safe area.
            var childFrame = frame, insetsHere = childInsets, touches = slot.touches
            if let barBottom, !child.extendsUnderBar(.top, barIsOpaque: settings.barIsOpaque) {
                childFrame = Rect(x: frame.minX, y: barBottom, width: frame.width, height: max(0, frame.maxY - barBottom))
                insetsHere.top = 0
                touches.remove(.top)
            }
            place(child, in: Slot(frame: childFrame, insets: insetsHere, isDisplayed: slot.isDisplayed && index == 0,
                                  touches: touches, parentID: controller.id,
                                  inNavigationController: true, navigationBarVisible: barVisible),
                  context: context, statusBarDecision: decision, into: &placement)
        }
    }

    /// STEP 2c: the tab bar's height includes the home-indicator inset (49 + 34 = 83 on a
    /// Face ID iPhone in portrait); the child's bottom inset is the tab bar's height. On tvOS
    /// the tab bar is at the top. A child that hides the bottom bar when pushed has none.
    private static func placeTabs(_ controller: ViewControllerNode, frame: Rect, insets: EdgeInsets, slot: Slot,
                                  context: Context, decision: (prefersHidden: Bool, hidden: Bool),
                                  into placement: inout Placement) {
        let settings = controller.tabBar ?? TabBarSettings()
        let selected = controller.children.indices.contains(settings.selectedIndex) ? settings.selectedIndex : 0
        for (index, child) in controller.children.enumerated() {
            let displayed = slot.isDisplayed && (index == selected || settings.evaluateAll)
            var childInsets = insets
            var childFrame = frame, touches = slot.touches
            if !hidesBottomBar(child) {
                let barHeight = context.device.bars.tabBar[context.orientation]
                let bar: Rect
                if context.device.idiom == .tv {
                    bar = Rect(x: frame.minX, y: frame.minY + 46, width: frame.width, height: barHeight)
                    childInsets.top = max(insets.top, bar.maxY - frame.minY)
                } else {
                    let height = barHeight + insets.bottom
                    bar = Rect(x: frame.minX, y: frame.maxY - height, width: frame.width, height: height)
                    childInsets.bottom = max(insets.bottom, height)
                    // Laid out above an opaque bar (or with the bottom edge not extended).
                    if !child.extendsUnderBar(.bottom, barIsOpaque: settings.barIsOpaque) {
                        childFrame = Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, bar.minY - frame.minY))
                        childInsets.bottom = 0
                        touches.remove(.bottom)
                    }
                }
                if slot.isDisplayed, index == selected {
                    placement.bars.append(BarFrame(kind: .tabBar, frame: bar, ownerID: controller.id, largeTitle: false))
                }
            }
            place(child, in: Slot(frame: childFrame, insets: childInsets, isDisplayed: displayed, touches: touches,
                                  parentID: controller.id),
                  context: context, statusBarDecision: decision, into: &placement)
        }
    }

    /// A pushed controller that asks to hide the bottom bar (the top of a navigation stack).
    private static func hidesBottomBar(_ controller: ViewControllerNode) -> Bool {
        if controller.hidesBottomBarWhenPushed { return true }
        if controller.kind == .navigationController, let top = controller.children.first { return top.hidesBottomBarWhenPushed }
        return false
    }

    /// STEP 2d: split view columns. In regular width the columns sit side by side (the
    /// primary leading: on the right in right-to-left layout) and each column gets the
    /// container's insets only on the edges it touches. In compact width the split view is
    /// collapsed: the secondary column fills it and the other columns are not displayed.
    private static func placeColumns(_ controller: ViewControllerNode, frame: Rect, insets: EdgeInsets, slot: Slot,
                                     context: Context, decision: (prefersHidden: Bool, hidden: Bool),
                                     into placement: inout Placement) {
        let columns = controller.children
        guard let secondary = columns.last else { return }
        let leading = Array(columns.dropLast())
        let settings = controller.split ?? SplitSettings()
        let columnWidth = settings.preferredPrimaryColumnWidth ?? context.device.splitViewPrimaryColumnWidth
        let rightToLeft = context.environment.direction == .rightToLeft

        var mode = settings.displayMode
        if context.screen.sizeClasses.horizontal == .compact {
            mode = .secondaryOnly
        } else if mode == .automatic {
            // Classic automatic: side by side in landscape, the secondary alone in portrait.
            mode = context.orientation == .landscape ? (leading.count > 1 ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
        let beside: Int
        let overlay: Int
        switch mode {
        case .oneBesideSecondary: beside = 1; overlay = 0
        case .twoBesideSecondary, .twoDisplaceSecondary: beside = 2; overlay = 0
        case .oneOverSecondary: beside = 0; overlay = 1
        case .twoOverSecondary: beside = 0; overlay = 2
        case .secondaryOnly, .automatic: beside = 0; overlay = 0
        }
        let besideCount = min(beside, leading.count)
        let overlayCount = min(overlay, leading.count)

        func columnFrame(offset: Double, width: Double) -> Rect {
            rightToLeft
                ? Rect(x: frame.maxX - offset - width, y: frame.minY, width: width, height: frame.height)
                : Rect(x: frame.minX + offset, y: frame.minY, width: width, height: frame.height)
        }
        func edges(of column: Rect) -> Set<Edge> {
            var touched: Set<Edge> = [.top, .bottom]
            if Tolerance.nearlyEqual(column.minX, frame.minX) { touched.insert(.left) }
            if Tolerance.nearlyEqual(column.maxX, frame.maxX) { touched.insert(.right) }
            return touched.intersection(slot.touches)
        }
        func columnInsets(_ touched: Set<Edge>) -> EdgeInsets {
            EdgeInsets(top: touched.contains(.top) ? insets.top : 0, left: touched.contains(.left) ? insets.left : 0,
                       bottom: touched.contains(.bottom) ? insets.bottom : 0, right: touched.contains(.right) ? insets.right : 0)
        }

        var offset = 0.0
        for (index, column) in leading.enumerated() {
            let shown = index < besideCount || index < overlayCount
            let rect = columnFrame(offset: offset, width: columnWidth)
            if index < besideCount || index < overlayCount { offset += columnWidth }
            let touched = edges(of: rect)
            place(column, in: Slot(frame: rect, insets: columnInsets(touched), isDisplayed: slot.isDisplayed && shown,
                                   touches: touched, parentID: controller.id),
                  context: context, statusBarDecision: decision, into: &placement)
        }
        let besideWidth = Double(besideCount) * columnWidth
        let secondaryRect = columnFrame(offset: besideWidth, width: max(0, frame.width - besideWidth))
        let touched = edges(of: secondaryRect)
        place(secondary, in: Slot(frame: secondaryRect, insets: columnInsets(touched), isDisplayed: slot.isDisplayed,
                                  touches: touched, parentID: controller.id),
              context: context, statusBarDecision: decision, into: &placement)
    }
}
