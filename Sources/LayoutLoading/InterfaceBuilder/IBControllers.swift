import LayoutModel

/// The controller a view belongs to, for constraint scopes and deprecated guides.
struct ViewContext {
    var controllerID: String
    var rootViewID: String
}

extension IBMapper {
    static func controllerKind(_ name: String) -> ViewControllerKind {
        switch name {
        case "navigationController": return .navigationController
        case "tabBarController": return .tabBarController
        case "splitViewController": return .splitViewController
        case "pageViewController": return .pageViewController
        case "tableViewController": return .tableViewController
        case "collectionViewController": return .collectionViewController
        default: return .viewController
        }
    }

    /// A controller's own settings, without its children or view.
    func containerShell(_ element: XMLElement) -> ViewControllerNode {
        let id = element.attribute("id") ?? "?"
        let kind = Self.controllerKind(element.name)
        var controller = ViewControllerNode(
            id: id, kind: kind, className: element.attribute("customClass"),
            label: element.attribute("storyboardIdentifier") ?? element.attribute("customClass") ?? element.attribute("userLabel"),
            location: element.location)
        controller.automaticallyAdjustsScrollViewInsets = element.attribute("automaticallyAdjustsScrollViewInsets") != "NO"
        controller.hidesBottomBarWhenPushed = element.attribute("hidesBottomBarWhenPushed") == "YES"
        controller.viewRespectsSystemMinimumLayoutMargins = element.attribute("viewRespectsSystemMinimumLayoutMargins") != "NO"
        controller.extendedLayoutIncludesOpaqueBars = element.attribute("extendedLayoutIncludesOpaqueBars") == "YES"
        // `<extendedEdge key="edgesForExtendedLayout" top="YES"/>` lists the edges kept.
        if let edges = element.child(named: "extendedEdge", key: "edgesForExtendedLayout") {
            controller.edgesForExtendedLayout = Set(Edge.allCases.filter { edges.attribute($0.rawValue) == "YES" })
        }
        switch kind {
        case .navigationController:
            let bar = element.children.first { $0.name == "navigationBar" && $0.attribute("key") == "navigationBar" }
            controller.navigation = NavigationSettings(
                navigationBarHidden: element.attribute("navigationBarHidden") == "YES",
                prefersLargeTitles: bar?.attribute("prefersLargeTitles") == "YES",
                // Hidden unless "Shows Toolbar" is checked (IB then writes toolbarHidden="NO"); a
                // <toolbar> element alone is left over from editing.
                toolbarHidden: element.attribute("toolbarHidden") != "NO")
            controller.navigation?.barIsOpaque = bar?.attribute("translucent") == "NO"
        case .tabBarController:
            // Every tab is evaluated, each as if it were the selected one.
            controller.tabBar = TabBarSettings(selectedIndex: 0, evaluateAll: true)
            controller.tabBar?.barIsOpaque = element.child(named: "tabBar", key: "tabBar")?.attribute("translucent") == "NO"
        case .splitViewController:
            controller.split = SplitSettings()
        default:
            break
        }
        return controller
    }

    /// Maps a controller and what it contains: relationship children, its root view (whose
    /// container views embed further controllers).
    mutating func mapController(_ element: XMLElement, visiting: inout Set<String>) -> ViewControllerNode? {
        guard let id = element.attribute("id") else { return nil }
        if let substitute = substitutions[id] { return substitute }
        if element.name == "viewControllerPlaceholder" {
            // A referenced storyboard among the inputs measures its scene in this one's
            // containers (StoryboardReferences); any other reference is a gap.
            let storyboard = element.attribute("storyboardName") ?? "this storyboard"
            if !followedStoryboards.contains(storyboard) {
                let target = element.attribute("referencedIdentifier").map { " (\($0))" } ?? " (its initial controller)"
                note("storyboard-reference", kind: storyboard + (element.attribute("referencedIdentifier").map { "/" + $0 } ?? ""),
                     "storyboard reference to \(storyboard)\(target) is not followed: \(storyboard).storyboard is not among the inputs",
                     at: element.location)
            }
            return nil
        }
        guard visiting.insert(id).inserted else {
            note("containment-cycle", kind: id, "controller \(id) contains itself through relationship segues; the cycle is cut here", at: element.location)
            return nil
        }
        defer { visiting.remove(id) }
        var controller = containerShell(element)

        // Relationship children, in the order of the segues (master, supplementary, detail for a split view).
        let segues = element.firstChild(named: "connections")?.children(named: "segue").filter { $0.attribute("kind") == "relationship" } ?? []
        var ordered = segues
        if controller.kind == .splitViewController {
            let rank = ["masterViewController": 0, "supplementaryViewController": 1, "detailViewController": 2]
            ordered = segues.filter { rank[$0.attribute("relationship") ?? ""] != nil }
                .sorted { rank[$0.attribute("relationship")!]! < rank[$1.attribute("relationship")!]! }
        }
        for segue in ordered {
            guard let destination = segue.attribute("destination"), let child = elements[destination],
                  var mapped = mapController(child, visiting: &visiting) else { continue }
            if controller.kind == .navigationController {
                // A controller's navigation item can refuse or ask for a large title.
                let mode = child.children.first { $0.name == "navigationItem" }?.attribute("largeTitleDisplayMode")
                if mode == "never" { controller.navigation?.prefersLargeTitles = false }
                if mode == "always" { controller.navigation?.prefersLargeTitles = true }
                // The root of a navigation stack is not pushed: its hidesBottomBarWhenPushed does not apply.
                mapped.hidesBottomBarWhenPushed = false
            }
            controller.children.append(mapped)
        }
        if controller.kind == .navigationController, controller.children.count > 1 {
            controller.children = [controller.children[0]]
        }
        if controller.kind == .splitViewController {
            controller.split?.displayMode = IBControllers.splitDisplayMode(element, columns: controller.children.count)
        }
        if controller.kind == .splitViewController, IBControllers.isColumnStyle(element, relationships: ordered) {
            // "If you set a child view controller that's not a navigation controller, the split
            // view controller creates a navigation controller for it" (UISplitViewController, iOS 14).
            controller.children = controller.children.map(IBControllers.inCreatedNavigationController)
        }

        if !controller.kind.isContainer || controller.kind == .pageViewController {
            if let viewElement = element.children.first(where: { $0.attribute("key") == "view" && IBViews.kind(of: $0.name) != nil }) {
                let context = ViewContext(controllerID: id, rootViewID: viewElement.attribute("id") ?? "?")
                controller.view = mapView(viewElement, context: context, isRoot: true, visiting: &visiting)
            } else if !controller.kind.isContainer {
                note("no-root-view", kind: id, "controller \(controller.label ?? id) has no view in the document (its class makes it at run time); it is not laid out",
                     at: element.location)
            }
        }
        return controller
    }
}

/// What Interface Builder's split view controller attributes mean to UIKit.
enum IBControllers {
    /// A split view controller of the column style (iOS 14): it has a supplementary column,
    /// or Interface Builder's style attributes say so.
    static func isColumnStyle(_ element: XMLElement, relationships: [XMLElement]) -> Bool {
        relationships.contains { $0.attribute("relationship") == "supplementaryViewController" }
            || ["doubleColumn", "tripleColumn"].contains(element.attribute("style") ?? "")
            || element.attribute("allowDoubleColumnStyle") == "YES"
    }

    /// The navigation controller a column-style split view controller puts a column's
    /// controller in, bar shown; a navigation controller stays as it is.
    static func inCreatedNavigationController(_ column: ViewControllerNode) -> ViewControllerNode {
        guard column.kind != .navigationController else { return column }
        var navigation = ViewControllerNode(id: "\(column.id)~navigation", kind: .navigationController, location: column.location,
                                            children: [column])
        navigation.navigation = NavigationSettings()
        navigation.isSynthesized = true
        return navigation
    }

    /// `preferredDisplayMode`: Interface Builder's names, old and new ("beside" shows every
    /// leading column beside the secondary one).
    static func splitDisplayMode(_ element: XMLElement, columns: Int) -> SplitDisplayMode {
        switch element.attribute("preferredDisplayMode") ?? "" {
        case "beside", "allVisible": return columns > 2 ? .twoBesideSecondary : .oneBesideSecondary
        case "oneBesideSecondary": return .oneBesideSecondary
        case "twoBesideSecondary": return .twoBesideSecondary
        case "overlay", "primaryOverlay", "oneOverSecondary": return .oneOverSecondary
        case "twoOverSecondary": return .twoOverSecondary
        case "twoDisplaceSecondary": return .twoDisplaceSecondary
        case "secondaryOnly", "primaryHidden": return .secondaryOnly
        default: return .automatic
        }
    }
}
