import LayoutModel

/// How Interface Builder documents say a scene is shown: presentation segues (and the
/// presented controller's own `modalPresentationStyle`), the initial view controller, the
/// designer's simulated metrics (bars the code will provide) and freeform sizes that match
/// no screen (a child or a card, not a screen).
extension IBMapper {
    /// A segue that presents a controller modally.
    struct PresentationSegue: Sendable {
        var kind: String
        var style: String?
        var location: SourceLocation
        /// The class of the controller the segue starts from (its code may keep popovers).
        var presenterClass: String?
    }

    static let presentationKinds: Set<String> = ["presentation", "modal", "popoverPresentation"]

    /// The presentation a segue (or, when it says nothing, its destination) asks for.
    func presentation(of segue: PresentationSegue, destination: XMLElement?) -> (Presentation, isAutomatic: Bool) {
        Self.presentation(kind: segue.kind, style: segue.style ?? destination?.attribute("modalPresentationStyle"))
    }

    /// The presentation of a segue's kind and `modalPresentationStyle` (the segue's, else its
    /// destination's; none: automatic).
    static func presentation(kind: String, style: String?) -> (Presentation, isAutomatic: Bool) {
        if kind == "popoverPresentation" { return (.popover, false) }
        switch style ?? "automatic" {
        case "pageSheet": return (.pageSheet, false)
        case "formSheet": return (.formSheet, false)
        case "popover": return (.popover, false)
        case "automatic": return (.formSheet, true)
        // fullScreen, overFullScreen, currentContext, overCurrentContext, blurOverFullScreen,
        // custom and none cover the screen (or the presenting context's full extent).
        default: return (.fullScreen, false)
        }
    }

    /// The contexts of a scene whose root (after containers and pushes are added) is `rootID`:
    /// each presentation segue to it, the initial view controller, or, without either, a
    /// freeform size that matches no screen (a child) or full screen (no presentation found).
    /// `presentedByShow`: show segues to a scene that no navigation controller of the document
    /// shows; UIKit presents it modally then (adaptively: as the destination's style says).
    func storyboardContexts(rootID: String, designed element: XMLElement,
                            presentedByShow: [SourceLocation] = []) -> (contexts: [SceneContext], size: Size?) {
        var contexts: [SceneContext] = []
        var counts: [Int] = []
        for location in presentedByShow.prefix(1) {
            let (presentation, automatic) = self.presentation(of: PresentationSegue(kind: "presentation", style: nil, location: location),
                                                              destination: elements[rootID])
            let more = presentedByShow.count > 1 ? " and \(presentedByShow.count - 1) more" : ""
            contexts.append(SceneContext(presentation, source: "show segue at \(location.file):\(location.line)\(more), from a controller no navigation controller shows, so presented"
                                            + (automatic ? " (automatic)" : ""), isAutomatic: automatic))
            counts.append(1)
        }
        for segue in presentationSegues[rootID] ?? [] {
            let (presentation, automatic) = self.presentation(of: segue, destination: elements[rootID])
            let source = "\(segue.kind == "popoverPresentation" ? "popover" : "presentation") segue at \(segue.location.file):\(segue.location.line)"
                + (automatic ? " (automatic)" : "")
            if let index = contexts.firstIndex(where: { $0.presentation == presentation && $0.isAutomatic == automatic }) {
                counts[index] += 1
                continue
            }
            var context = SceneContext(presentation, source: source, isAutomatic: automatic)
            context.presenterClass = segue.presenterClass
            contexts.append(context)
            counts.append(1)
        }
        for index in contexts.indices where counts[index] > 1 {
            contexts[index].source += " and \(counts[index] - 1) more"
        }
        if rootID == root.attribute("initialViewController"), !contexts.contains(where: { $0.presentation == .fullScreen }) {
            contexts.insert(SceneContext(.fullScreen, source: "the initial view controller of \(file)"), at: 0)
        }
        let freeform = freeformSize(of: element)
        if let freeform, !isScreenSized(freeform.size) {
            if contexts.isEmpty {
                // A guess from the size alone: the code, where it says how the scene is shown, wins.
                contexts = [SceneContext(.child, source: "assumed a child: freeform size \(formatNumber(freeform.size.width)) × \(formatNumber(freeform.size.height)) at \(freeform.location.file):\(freeform.location.line), no screen's size",
                                         isShownByCode: true)]
            }
            return (contexts, freeform.size)
        }
        return (contexts.isEmpty ? [.noPresentationFound] : contexts, nil)
    }

    /// `<size key="freeformSize" width= height=/>` of a controller (Simulated Size: Freeform).
    func freeformSize(of controller: XMLElement) -> (size: Size, location: SourceLocation)? {
        guard let size = controller.children.first(where: { $0.name == "size" && $0.attribute("key") == "freeformSize" }) else { return nil }
        return (Size(width: number(size, "width"), height: number(size, "height")), size.location)
    }

    /// A width a view that spans the screen is designed at: a portrait screen's, of the
    /// catalog or of Interface Builder's design devices.
    func isScreenWide(_ width: Double) -> Bool {
        (screenSizes + InterfaceBuilderMetrics.designScreens).contains { $0.width < $0.height && abs($0.width - width) <= 1 }
    }

    /// A size a screen root is designed at: as wide as some screen of the catalog or of
    /// Interface Builder's design devices (in either orientation) and not much shorter than it
    /// (the bars the designer simulated; taller is a long scrolling screen). Anything else is
    /// a part of a screen.
    func isScreenSized(_ size: Size) -> Bool {
        for screen in screenSizes + InterfaceBuilderMetrics.designScreens {
            for (width, height) in [(screen.width, screen.height), (screen.height, screen.width)]
            where abs(size.width - width) <= 1 && size.height >= height - InterfaceBuilderMetrics.simulatedBarsAllowance {
                return true
            }
        }
        return false
    }

    // MARK: Simulated metrics

    /// The controller without the containers its simulated metrics added.
    static func withoutSimulatedContainers(_ controller: ViewControllerNode) -> ViewControllerNode {
        var current = controller
        while current.isSynthesized, current.children.count == 1,
              current.id.hasSuffix("~navigation") || current.id.hasSuffix("~tabs") {
            current = current.children[0]
        }
        return current
    }

    /// Bars the designer simulated on a controller that no container of the document shows:
    /// the code will show it in a navigation controller (top bar, toolbar) or a tab bar
    /// controller (tab bar), which layout-lint adds around it, as context. A simulated status
    /// bar of "None" only sets the design canvas: UIKit shows the status bar unless the app
    /// hides it (Info.plist, or `prefersStatusBarHidden` in code), so it is not read.
    /// `shownByCode`: nothing in the documents shows the controller (not even as the initial
    /// one), so its navigation item says that code pushes it.
    func applySimulatedMetrics(to controller: ViewControllerNode, from element: XMLElement,
                               shownByCode: Bool) -> (ViewControllerNode, String?) {
        var shown = controller
        func metric(_ key: String) -> XMLElement? {
            element.children.first { $0.attribute("key") == key && $0.name != "nil" }
        }
        // A navigation item (a title, bar buttons) is read by the navigation controller that
        // shows the controller: code pushes it, unless the designer set the top bar to none.
        let navigationItem = element.children.first { $0.name == "navigationItem" && $0.attribute("key") == "navigationItem" }
        let noTopBar = element.children.contains { $0.name == "nil" && $0.attribute("key") == "simulatedTopBarMetrics" }
        let top = metric("simulatedTopBarMetrics").flatMap { $0.name == "simulatedNavigationBarMetrics" ? $0 : nil }
            ?? (noTopBar || !shownByCode ? nil : navigationItem)
        let bottom = metric("simulatedBottomBarMetrics")
        let toolbar = bottom?.name == "simulatedToolbarMetrics" ? bottom : nil
        let tabBar = bottom?.name == "simulatedTabBarMetrics" ? bottom : nil
        var said: [String] = []
        if top != nil || toolbar != nil {
            var navigation = ViewControllerNode(id: "\(controller.id)~navigation", kind: .navigationController,
                                                location: (top ?? toolbar)!.location, children: [shown])
            navigation.navigation = NavigationSettings(navigationBarHidden: top == nil, toolbarHidden: toolbar == nil)
            navigation.navigation?.barIsOpaque = top?.attribute("translucent") == "NO"
            navigation.isSynthesized = true
            shown = navigation
            said.append("a navigation controller" + (toolbar != nil ? (top != nil ? " with a toolbar" : " showing only its toolbar") : ""))
        }
        if let tabBar {
            var tabs = ViewControllerNode(id: "\(controller.id)~tabs", kind: .tabBarController, location: tabBar.location, children: [shown])
            tabs.tabBar = TabBarSettings(selectedIndex: 0, evaluateAll: false)
            tabs.tabBar?.barIsOpaque = tabBar.attribute("translucent") == "NO"
            tabs.isSynthesized = true
            shown = tabs
            said.append("a tab bar controller")
        }
        guard let first = top ?? bottom else { return (shown, nil) }
        let what = first.name == "navigationItem" ? "its navigation item" : "its simulated metrics"
        return (shown, "in " + said.joined(separator: " in ") + ", as \(what) at \(first.location.file):\(first.location.line) say\(first.name == "navigationItem" ? "s" : "")")
    }
}
