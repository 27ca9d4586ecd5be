import LayoutModel

/// A scene flattened once (independent of the environment) so that measuring it in many
/// environments does not walk and copy the model again: views in document order with
/// their superviews and owning controllers, and each controller's constraints.
public struct SceneTree: Sendable {
    /// A view of the scene; its index is the same in `MeasuredScene.views`.
    public struct ViewEntry: Sendable {
        /// The model view, without its subviews (they are entries of their own).
        public internal(set) var node: ViewNode
        public internal(set) var parent: Int?
        /// Index of the owning controller in `controllers`.
        public internal(set) var controller: Int
        public internal(set) var depth: Int
        public internal(set) var children: [Int] = []
        public internal(set) var isControllerRoot: Bool
        /// The nearest ancestor that is a scroll view (whose content this view belongs to).
        public internal(set) var scrollAncestor: Int?
        public internal(set) var hiddenInTree: Bool
        /// The view's own design-time size (IB frames), for autoresizing its subviews.
        public internal(set) var designSize: Size?
        /// A scroll view, or a text view that scrolls: its subviews are placed in its content.
        public internal(set) var isScrollContainer = false
    }

    public struct ControllerEntry: Sendable {
        /// The model controller, as loaded (its views are entries of `views`).
        public internal(set) var node: ViewControllerNode
        public internal(set) var rootView: Int?
        /// Views this controller lays out (its root view's subtree, without embedded controllers'), pre-order.
        public internal(set) var views: [Int] = []
        /// The constraints of its block and of every view block in its views.
        public internal(set) var constraints: [Constraint] = []
        /// The same, each identical copy once (ids and locations aside): what the solver is
        /// given. A copy changes nothing UIKit lays out (it only adds weight at its
        /// priority), but each costs the solver a row. Computed once for every environment.
        public internal(set) var distinctConstraints: [Constraint] = []
        /// Its Interface Builder placeholder constraints (usually none).
        public internal(set) var placeholders: [Constraint] = []
        /// The container view that embeds it, for embedded controllers.
        public internal(set) var containerView: Int?
        public internal(set) var parent: Int?
        public internal(set) var embedded: [Int] = []
    }

    public let sceneID: String
    /// The scene is a view of its own (a component), hosted by a stand-in controller: its
    /// root is a plain view, not a controller's root view.
    public let isViewScene: Bool
    public private(set) var views: [ViewEntry] = []
    public private(set) var controllers: [ControllerEntry] = []
    var viewIndex: [String: Int] = [:]
    var controllerIndexByID: [String: Int] = [:]
    /// The top-level controller (a xib's bare view gets a synthetic controller).
    public private(set) var rootController: Int = 0
    /// The size a child, component or popover is laid out at: the scene's, else its root
    /// view's design size.
    public private(set) var size: Size?
    /// Each view's design text width (`TextMetrics.estimatedWidth`), the same in every environment.
    public private(set) var estimatedTextWidths: [Double?] = []

    /// The index of the view with this id.
    public func index(ofView id: String) -> Int? { viewIndex[id] }

    /// The index of the controller with this id.
    public func index(ofController id: String) -> Int? { controllerIndexByID[id] }

    public init(_ scene: Scene) {
        sceneID = scene.id
        switch scene.root {
        case .viewController(let controller):
            isViewScene = false
            rootController = addController(controller, parent: nil, containerView: nil)
        case .view(let view):
            isViewScene = true
            let synthetic = ViewControllerNode(id: view.id, kind: .viewController, location: view.location, view: view)
            rootController = addController(synthetic, parent: nil, containerView: nil)
        }
        size = scene.size ?? controllers[rootController].rootView.flatMap { views[$0].designSize }
        estimatedTextWidths = views.map { TextMetrics.estimatedWidth(of: $0.node) }
    }

    public var viewCount: Int { views.count }

    private mutating func addController(_ node: ViewControllerNode, parent: Int?, containerView: Int?) -> Int {
        let index = controllers.count
        var entry = ControllerEntry(node: node, parent: parent)
        entry.containerView = containerView
        controllers.append(entry)
        if controllerIndexByID[node.id] == nil { controllerIndexByID[node.id] = index }
        for child in node.children {
            _ = addController(child, parent: index, containerView: nil)
        }
        if let root = node.view {
            let depth = containerView.map { views[$0].depth + 1 } ?? 0
            let hidden = containerView.map { views[$0].hiddenInTree } ?? false
            let rootIndex = addView(root, parent: containerView, controller: index, depth: depth,
                                    scrollAncestor: containerView.flatMap { scrollAncestorFor(child: $0) },
                                    hiddenAbove: hidden, isRoot: true)
            controllers[index].rootView = rootIndex
            var constraints = node.constraints
            collectConstraints(root, into: &constraints)
            controllers[index].constraints = constraints
            controllers[index].distinctConstraints = Self.distinct(constraints)
            controllers[index].placeholders = controllers[index].distinctConstraints.filter(\.isPlaceholder)
        }
        return index
    }

    static func distinct(_ constraints: [Constraint]) -> [Constraint] {
        var seen = Set<Constraint>()
        return constraints.filter { constraint in
            var key = constraint
            key.id = ""
            key.location = SourceLocation(file: "", line: 0, column: 0)
            key.owner = nil
            return seen.insert(key).inserted
        }
    }

    private func scrollAncestorFor(child parent: Int) -> Int? {
        views[parent].node.kind.isScrollView ? parent : views[parent].scrollAncestor
    }

    private mutating func addView(_ node: ViewNode, parent: Int?, controller: Int, depth: Int,
                                  scrollAncestor: Int?, hiddenAbove: Bool, isRoot: Bool) -> Int {
        let index = views.count
        var stored = node
        stored.subviews = []          // children live in `views`; no need to keep a second copy
        stored.embedded = nil
        let hidden = hiddenAbove || node.hidden
        let scrolls = node.kind.isScrollView || (node.kind == .textView && node.scroll?.scrollEnabled == true)
        views.append(ViewEntry(node: stored, parent: parent, controller: controller, depth: depth,
                               isControllerRoot: isRoot, scrollAncestor: scrollAncestor, hiddenInTree: hidden,
                               designSize: node.frame?.size, isScrollContainer: scrolls))
        if viewIndex[node.id] == nil { viewIndex[node.id] = index }
        controllers[controller].views.append(index)
        if let parent { views[parent].children.append(index) }
        let childScroll = scrolls ? index : scrollAncestor
        for subview in node.subviews {
            _ = addView(subview, parent: index, controller: controller, depth: depth + 1,
                        scrollAncestor: childScroll, hiddenAbove: hidden, isRoot: false)
        }
        if let embedded = node.embedded {
            let child = addController(embedded, parent: controller, containerView: index)
            controllers[controller].embedded.append(child)
        }
        return index
    }

    private func collectConstraints(_ node: ViewNode, into list: inout [Constraint]) {
        list += node.constraints
        for subview in node.subviews { collectConstraints(subview, into: &list) }
    }

    /// Whether `descendant` is inside `ancestor` (strictly).
    public func isDescendant(_ descendant: Int, of ancestor: Int) -> Bool {
        var current = views[descendant].parent
        while let index = current {
            if index == ancestor { return true }
            current = views[index].parent
        }
        return false
    }

    /// The nearest common ancestor of two views (a view is its own ancestor here).
    public func commonAncestor(_ a: Int, _ b: Int) -> Int? {
        var ancestors = Set<Int>()
        var current: Int? = a
        while let index = current { ancestors.insert(index); current = views[index].parent }
        current = b
        while let index = current {
            if ancestors.contains(index) { return index }
            current = views[index].parent
        }
        return nil
    }
}
