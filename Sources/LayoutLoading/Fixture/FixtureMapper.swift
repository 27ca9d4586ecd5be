import LayoutModel

/// Maps a schema-valid fixture tree onto the model, collecting every semantic error
/// (duplicate ids, unknown names, missing root views, frames on Auto Layout views, ...)
/// so that one run reports them all.
struct FixtureMapper {
    let file: String
    let deviceNames: [String]
    private(set) var errors: [LoadError] = []
    /// First location of every id in the file.
    private var idLocations: [String: SourceLocation] = [:]
    private var unnamedConstraintKeys: [String: Int] = [:]

    init(file: String, deviceNames: [String]) {
        self.file = file
        self.deviceNames = deviceNames
    }

    mutating func fail(_ message: String, at location: SourceLocation) {
        errors.append(LoadError(message, at: location))
    }

    // MARK: Document

    mutating func map(_ root: XMLElement) -> Document {
        let name = root.attribute("name") ?? FixtureLoader.defaultName(for: file)
        let matrix = root.firstChild(named: "matrix").map { mapMatrix($0) }
        var scenes: [Scene] = []
        if let controllerElement = root.children.first(where: { Self.viewControllerElements.contains($0.name) }),
           let controller = mapViewController(controllerElement) {
            scenes.append(Scene(id: controller.id, name: name, root: .viewController(controller),
                                location: controller.location, contexts: [presentation(of: controllerElement)],
                                size: controllerElement.attribute("presentedSize").map { size in
                                    let numbers = size.split(separator: " ").compactMap { Double($0) }
                                    return Size(width: numbers[0], height: numbers[1])
                                }))
        }
        return Document(path: file, kind: .fixture, name: name, matrix: matrix, scenes: scenes,
                        location: root.location)
    }

    /// How the fixture's screen is shown: full screen, unless its `presentation` says otherwise.
    private func presentation(of element: XMLElement) -> SceneContext {
        // A fixture's screen is what it says it is: no context to report unless it asks for one.
        guard let value = element.attribute("presentation") else { return SceneContext(.fullScreen, source: "") }
        let source = "the fixture's presentation at \(file):\(element.location(of: "presentation").line)"
        switch value {
        case "pageSheet": return SceneContext(.pageSheet, source: source)
        case "formSheet": return SceneContext(.formSheet, source: source)
        case "automatic": return SceneContext(.formSheet, source: source + " (automatic)", isAutomatic: true)
        case "popover": return SceneContext(.popover, source: source)
        case "child": return SceneContext(.child, source: source)
        case "component": return SceneContext(.component, source: source)
        case "fullWidth": return SceneContext(.fullWidth, source: source)
        case "fullWidthTop": return SceneContext(.fullWidthTop, source: source)
        case "fullWidthBottom": return SceneContext(.fullWidthBottom, source: source)
        default: return SceneContext(.fullScreen, source: source)
        }
    }

    private mutating func mapMatrix(_ element: XMLElement) -> MatrixSpec {
        var spec = MatrixSpec(location: element.location)
        if let list = element.attribute("devices") {
            var devices: [String] = []
            for raw in list.split(separator: ",") {
                let name = raw.trimmingSpaces
                guard !name.isEmpty else { continue }
                if let known = deviceNames.first(where: { $0.lowercased() == name.lowercased() }) {
                    devices.append(known)
                } else {
                    var message = "unknown device '\(name)' in <matrix devices>"
                    let closest = Suggestions.closest(to: name, in: deviceNames)
                    if closest.isEmpty {
                        message += "; expected a name from `layout-lint devices`"
                    } else {
                        message += "; closest known names: " + closest.map { "'\($0)'" }.joined(separator: ", ")
                    }
                    fail(message, at: element.location(of: "devices"))
                }
            }
            spec.devices = devices
        }
        spec.orientations = element.attribute("orientations").map { words($0).compactMap(Orientation.init(rawValue:)) }
        spec.contentSizes = element.attribute("contentSizes").map { words($0).compactMap(ContentSizeCategory.init(name:)) }
        spec.directions = element.attribute("directions").map { words($0).compactMap(LayoutDirection.init(rawValue:)) }
        spec.windows = element.attribute("windows").map { words($0).compactMap(WindowMode.init(rawValue:)) }
        return spec
    }

    // MARK: View controllers

    static let viewControllerElements: Set<String> = [
        "tabBarController", "navigationController", "splitViewController", "viewController", "tableViewController",
    ]

    private mutating func mapViewController(_ element: XMLElement) -> ViewControllerNode? {
        guard let id = element.attribute("id") else { return nil }
        register(id: id, at: element.location(of: "id"))
        let kind: ViewControllerKind
        switch element.name {
        case "tabBarController": kind = .tabBarController
        case "navigationController": kind = .navigationController
        case "splitViewController": kind = .splitViewController
        case "tableViewController": kind = .tableViewController
        default: kind = .viewController
        }
        var controller = ViewControllerNode(id: id, kind: kind, className: element.attribute("class"),
                                            label: element.attribute("title"), location: element.location)
        if let insets = element.attribute("additionalSafeAreaInsets") {
            controller.additionalSafeAreaInsets = edgeInsets(insets)
            controller.additionalSafeAreaInsetsLocation = element.location(of: "additionalSafeAreaInsets")
        }
        controller.prefersStatusBarHidden = bool(element, "prefersStatusBarHidden") ?? false
        controller.viewRespectsSystemMinimumLayoutMargins = bool(element, "viewRespectsSystemMinimumLayoutMargins") ?? true
        controller.automaticallyAdjustsScrollViewInsets = bool(element, "automaticallyAdjustsScrollViewInsets") ?? true
        controller.hidesBottomBarWhenPushed = bool(element, "hidesBottomBarWhenPushed") ?? false
        controller.lintDisable = ruleIDs(element)

        let children = element.children.filter { Self.viewControllerElements.contains($0.name) }
        readContainerSettings(element, children: children, into: &controller)
        controller.children = children.compactMap { mapViewController($0) }
        if !kind.isContainer { mapRootView(of: element, into: &controller) }
        return controller
    }

    /// A container's own settings (tabs, navigation bar, split columns), and the number of
    /// children it must have.
    private mutating func readContainerSettings(_ element: XMLElement, children: [XMLElement], into controller: inout ViewControllerNode) {
        let id = controller.id
        switch controller.kind {
        case .tabBarController:
            let selected = element.attribute("selectedIndex")
            controller.tabBar = TabBarSettings(selectedIndex: selected.map { Int($0) ?? Int.max } ?? 0,
                                               evaluateAll: element.attribute("evaluate") == "all")
            if children.isEmpty {
                fail("tab bar controller '\(id)' has no tabs; expected one view controller element per tab", at: element.location)
            } else if controller.tabBar!.selectedIndex >= children.count {
                fail("tab bar controller '\(id)' selects tab \(element.attribute("selectedIndex") ?? "0") but has \(children.count) \(children.count == 1 ? "tab" : "tabs"); expected selectedIndex from 0 to \(children.count - 1)",
                     at: element.location(of: "selectedIndex"))
            }
        case .navigationController:
            controller.navigation = NavigationSettings(
                navigationBarHidden: bool(element, "navigationBarHidden") ?? false,
                prefersLargeTitles: bool(element, "prefersLargeTitles") ?? false,
                toolbarHidden: bool(element, "toolbarHidden") ?? true)
            if children.count != 1 {
                fail("navigation controller '\(id)' has \(children.count) child view controllers; expected exactly one, the visible (top) view controller",
                     at: element.location)
            }
        case .splitViewController:
            controller.split = SplitSettings(
                displayMode: element.attribute("displayMode").flatMap(SplitDisplayMode.init(rawValue:)) ?? .automatic,
                preferredPrimaryColumnWidth: element.attribute("preferredPrimaryColumnWidth").flatMap(Double.init))
            if !(2...3).contains(children.count) {
                fail("split view controller '\(id)' has \(children.count) \(children.count == 1 ? "column" : "columns"); expected 2 or 3 view controllers: primary, (supplementary,) secondary",
                     at: element.location)
            }
        case .viewController, .tableViewController, .collectionViewController, .pageViewController:
            break
        }
    }

    /// A content controller's one root view and its one `<constraints>` block.
    private mutating func mapRootView(of element: XMLElement, into controller: inout ViewControllerNode) {
        let id = controller.id
        let viewElements = element.children.filter { Self.viewElements.contains($0.name) }
        if viewElements.isEmpty {
            fail("view controller '\(id)' has no root view; expected one view element (such as <view>) inside <\(element.name)>",
                 at: element.location)
        } else if viewElements.count > 1 {
            fail("view controller '\(id)' has \(viewElements.count) root views; expected exactly one view element, which holds the others",
                 at: viewElements[1].location)
        }
        if let rootElement = viewElements.first {
            let context = ControllerContext(controllerID: id, rootViewID: rootElement.attribute("id") ?? "?")
            let root = mapView(rootElement, context: context, isRoot: true)
            if controller.kind == .tableViewController, root.kind != .tableView {
                fail("table view controller '\(id)' has a <\(rootElement.name)> as its root view; expected a <tableView>",
                     at: rootElement.location)
            }
            let blocks = element.children(named: "constraints")
            if blocks.count > 1 {
                fail("view controller '\(id)' has \(blocks.count) <constraints> blocks; expected at most one", at: blocks[1].location)
            }
            controller.constraints = blocks.first.map {
                mapConstraints($0, scope: ConstraintScope(context: context, subtree: root), owner: nil)
            } ?? []
            controller.view = root
        }
    }

    // MARK: Views

    static let viewElements: Set<String> = [
        "view", "label", "button", "imageView", "textField", "textView", "switch", "slider",
        "segmentedControl", "pickerView", "datePicker", "activityIndicatorView", "stackView",
        "scrollView", "tableView", "collectionView", "visualEffectView", "toolbar", "navigationBar",
        "tabBar", "containerView",
    ]

    /// Maps a view element and its subtree, then its own `<constraints>` block, which may
    /// name the view itself, its descendants and their guides.
    private mutating func mapView(_ element: XMLElement, context: ControllerContext, isRoot: Bool = false) -> ViewNode {
        let id = element.attribute("id") ?? "?"
        register(id: id, at: element.location(of: "id"))
        let kind = ViewKind(rawValue: element.name) ?? .other
        var view = ViewNode(id: id, kind: kind, className: element.attribute("class"),
                            label: element.attribute("text"), location: element.location,
                            role: element.attribute("role").flatMap(ViewRole.init(rawValue:)))
        applyCommonAttributes(element, to: &view, isRoot: isRoot)
        if bool(element, "filledByCode") == true { view.codeFill = .assumed }

        switch kind {
        case .label:
            view.numberOfLines = element.attribute("numberOfLines").flatMap { Int($0) } ?? 1
            view.text = element.attribute("text")
        case .textView:
            view.editable = bool(element, "editable") ?? true
            view.text = element.attribute("text")
            view.scroll = scrollSettings(element, scrollEnabled: bool(element, "scrollEnabled") ?? true)
        case .scrollView, .collectionView:
            view.scroll = scrollSettings(element, scrollEnabled: bool(element, "scrollEnabled") ?? true)
        case .tableView:
            view.scroll = scrollSettings(element, scrollEnabled: bool(element, "scrollEnabled") ?? true, bouncesVerticallyByDefault: true)
            view.table = TableSettings(
                style: element.attribute("style").flatMap(TableViewStyle.init(rawValue:)) ?? .plain,
                cellLayoutMarginsFollowReadableWidth: bool(element, "cellLayoutMarginsFollowReadableWidth") ?? false,
                insetsContentViewsToSafeArea: bool(element, "insetsContentViewsToSafeArea") ?? true,
                rowHeight: number(element, "rowHeight"))
        case .stackView:
            view.stack = StackSettings(
                axis: element.attribute("axis").flatMap(Axis.init(rawValue:)) ?? .horizontal,
                spacing: number(element, "spacing") ?? 0,
                alignment: element.attribute("alignment").flatMap(StackAlignment.init(rawValue:)) ?? .fill,
                distribution: element.attribute("distribution").flatMap(StackDistribution.init(rawValue:)) ?? .fill)
        case .containerView:
            let controllers = element.children.filter { Self.viewControllerElements.contains($0.name) }
            if controllers.count > 1 {
                fail("container view '\(id)' embeds \(controllers.count) view controllers; expected at most one", at: controllers[1].location)
            }
            view.embedded = controllers.first.flatMap { mapViewController($0) }
        default:
            break
        }

        for child in element.children {
            if Self.viewElements.contains(child.name) {
                view.subviews.append(mapView(child, context: context))
            } else if child.name == "cell" {
                view.subviews.append(mapCell(child, in: kind, context: context))
            }
        }
        mapConstraintBlock(of: element, into: &view, context: context)
        return view
    }

    private mutating func mapConstraintBlock(of element: XMLElement, into view: inout ViewNode, context: ControllerContext) {
        let blocks = element.children(named: "constraints")
        if blocks.count > 1 {
            fail("view '\(view.id)' has \(blocks.count) <constraints> blocks; expected at most one", at: blocks[1].location)
        }
        if let block = blocks.first {
            view.constraints = mapConstraints(block, scope: ConstraintScope(context: context, subtree: view), owner: view.id)
        }
    }

    private mutating func mapCell(_ element: XMLElement, in container: ViewKind, context: ControllerContext) -> ViewNode {
        let id = element.attribute("id") ?? "?"
        register(id: id, at: element.location(of: "id"))
        let isTable = container == .tableView
        var cell = ViewNode(id: id, kind: isTable ? .tableViewCell : .collectionViewCell, location: element.location,
                            role: .container, lintDisable: ruleIDs(element))
        // UIKit cells and their content views preserve their superview's margins by default.
        cell.preservesSuperviewLayoutMargins = true
        cell.frame = nil
        if let height = number(element, "rowHeight") { cell.intrinsicHeight = height }

        let contentElements = element.children(named: "contentView")
        if contentElements.count > 1 {
            fail("cell '\(id)' has \(contentElements.count) content views; expected at most one", at: contentElements[1].location)
        }
        let contentElement = contentElements.first
        let contentID = contentElement?.attribute("id") ?? "\(id)-contentView"
        if let contentElement, contentElement.attribute("id") != nil {
            register(id: contentID, at: contentElement.location(of: "id"))
        }
        var content = ViewNode(id: contentID, kind: isTable ? .tableViewCellContentView : .collectionViewCellContentView,
                               location: contentElement?.location ?? element.location, role: .container,
                               preservesSuperviewLayoutMargins: true,
                               lintDisable: contentElement.map(ruleIDs) ?? [])
        if let contentElement {
            applyMargins(contentElement, to: &content)
            content.insetsLayoutMarginsFromSafeArea = bool(contentElement, "insetsLayoutMarginsFromSafeArea") ?? true
            content.preservesSuperviewLayoutMargins = bool(contentElement, "preservesSuperviewLayoutMargins") ?? true
            content.subviews = contentElement.children.filter { Self.viewElements.contains($0.name) }
                .map { mapView($0, context: context) }
        }
        // Views written directly in <cell> belong to its content view, as in UIKit.
        content.subviews += element.children.filter { Self.viewElements.contains($0.name) }
            .map { mapView($0, context: context) }
        if let contentElement { mapConstraintBlock(of: contentElement, into: &content, context: context) }
        cell.subviews = [content]
        mapConstraintBlock(of: element, into: &cell, context: context)
        return cell
    }

    private mutating func applyCommonAttributes(_ element: XMLElement, to view: inout ViewNode, isRoot: Bool) {
        view.hidden = bool(element, "hidden") ?? false
        view.clipsToBounds = bool(element, "clipsToBounds") ?? false
        applyMargins(element, to: &view)
        view.insetsLayoutMarginsFromSafeArea = bool(element, "insetsLayoutMarginsFromSafeArea") ?? true
        view.preservesSuperviewLayoutMargins = bool(element, "preservesSuperviewLayoutMargins") ?? false
        view.semanticContentAttribute = element.attribute("semanticContentAttribute")
            .flatMap(SemanticContentAttribute.init(rawValue:)) ?? .unspecified
        view.intrinsicWidth = number(element, "intrinsicWidth")
        view.intrinsicHeight = number(element, "intrinsicHeight")
        view.priorities = LayoutPriorities(
            horizontalHugging: number(element, "horizontalHuggingPriority") ?? LayoutPriority.defaultHugging,
            verticalHugging: number(element, "verticalHuggingPriority") ?? LayoutPriority.defaultHugging,
            horizontalCompressionResistance: number(element, "horizontalCompressionResistancePriority") ?? LayoutPriority.defaultCompressionResistance,
            verticalCompressionResistance: number(element, "verticalCompressionResistancePriority") ?? LayoutPriority.defaultCompressionResistance)
        view.lintDisable = ruleIDs(element)

        let translates = bool(element, "translatesAutoresizingMaskIntoConstraints") ?? false
        view.translatesAutoresizingMaskIntoConstraints = translates || isRoot
        if let frame = element.attribute("frame") {
            if isRoot {
                fail("root view '\(view.id)' has a frame; expected none: a root view fills its view controller's view, whose size comes from the device",
                     at: element.location(of: "frame"))
            } else if !translates {
                fail("view '\(view.id)' has a frame but is placed by Auto Layout; expected either no frame, or translatesAutoresizingMaskIntoConstraints=\"true\" to place it by its frame",
                     at: element.location(of: "frame"))
            }
            let values = numbers(frame)
            view.frame = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
        } else if translates && !isRoot {
            fail("view '\(view.id)' has translatesAutoresizingMaskIntoConstraints=\"true\" but no frame; expected frame=\"x y width height\" in its superview's coordinates",
                 at: element.location(of: "translatesAutoresizingMaskIntoConstraints"))
        }
        if let mask = element.attribute("autoresizingMask") {
            if !translates {
                fail("view '\(view.id)' has an autoresizingMask but is placed by Auto Layout; expected translatesAutoresizingMaskIntoConstraints=\"true\" with it",
                     at: element.location(of: "autoresizingMask"))
            }
            for word in words(mask) {
                if let flag = AutoresizingMask.names.first(where: { $0.0 == word })?.1 { view.autoresizingMask.insert(flag) }
            }
        }
    }

    private mutating func applyMargins(_ element: XMLElement, to view: inout ViewNode) {
        let absolute = element.attribute("layoutMargins")
        let directional = element.attribute("directionalLayoutMargins")
        if absolute != nil, directional != nil {
            fail("view '\(view.id)' sets both layoutMargins and directionalLayoutMargins; expected one of them (directionalLayoutMargins mirrors in right-to-left layout)",
                 at: element.location(of: "directionalLayoutMargins"))
        }
        if let absolute {
            view.layoutMargins = .absolute(edgeInsets(absolute))
            view.layoutMarginsLocation = element.location(of: "layoutMargins")
        } else if let directional {
            let values = numbers(directional)
            view.layoutMargins = .directional(DirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]))
            view.layoutMarginsLocation = element.location(of: "directionalLayoutMargins")
        }
    }

    /// A table view always bounces vertically unless told not to (UIKit's default for
    /// UITableView; other scroll views default to false).
    private func scrollSettings(_ element: XMLElement, scrollEnabled: Bool, bouncesVerticallyByDefault: Bool = false) -> ScrollSettings {
        ScrollSettings(
            behavior: element.attribute("contentInsetAdjustmentBehavior").flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) ?? .automatic,
            behaviorLocation: element.attribute("contentInsetAdjustmentBehavior") == nil ? nil : element.location(of: "contentInsetAdjustmentBehavior"),
            contentInset: element.attribute("contentInset").map(edgeInsets) ?? .zero,
            contentWidth: number(element, "contentWidth"),
            contentHeight: number(element, "contentHeight"),
            alwaysBounceVertical: bool(element, "alwaysBounceVertical") ?? bouncesVerticallyByDefault,
            alwaysBounceHorizontal: bool(element, "alwaysBounceHorizontal") ?? false,
            scrollEnabled: scrollEnabled)
    }

    // MARK: Ids and values

    mutating func register(id: String, at location: SourceLocation) {
        if let first = idLocations[id] {
            fail("duplicate id '\(id)', first used at line \(first.line); expected every id in the file to be unique", at: location)
        } else {
            idLocations[id] = location
        }
    }

    func bool(_ element: XMLElement, _ name: String) -> Bool? {
        element.attribute(name).map { $0 == "true" }
    }

    func number(_ element: XMLElement, _ name: String) -> Double? {
        element.attribute(name).flatMap { Double($0.trimmingSpaces) }
    }

    func numbers(_ text: String) -> [Double] {
        let values = words(text).compactMap(Double.init)
        return values.count == 4 ? values : [0, 0, 0, 0]
    }

    func edgeInsets(_ text: String) -> EdgeInsets {
        let values = numbers(text)
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    func ruleIDs(_ element: XMLElement) -> Set<String> {
        Set(element.attribute("lint-disable").map(words) ?? [])
    }

    func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).map(String.init)
    }

    /// The id of a constraint written without one: what it relates (`share.bottom<=root.safeArea.bottom`),
    /// so that it names the view it places and stays the same when other constraints are
    /// added or removed (a baseline or an ignore entry keeps matching). The same relation
    /// written twice gets `#2`, `#3`.
    mutating func stableKey(_ first: Anchor, _ relation: Relation, _ second: Anchor?) -> String {
        let key = "\(first)\(relation.symbol)\(second.map(String.init(describing:)) ?? "constant")"
        let count = (unnamedConstraintKeys[key] ?? 0) + 1
        unnamedConstraintKeys[key] = count
        return count == 1 ? key : "\(key)#\(count)"
    }
}

extension Substring {
    var trimmingSpaces: String { String(self).trimmingSpaces }
}

extension String {
    var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
