import LayoutModel

enum IBViews {
    /// Interface Builder element names of UIKit views, and the kind each maps to.
    static let kinds: [String: ViewKind] = [
        "view": .view, "label": .label, "button": .button, "imageView": .imageView, "textField": .textField,
        "textView": .textView, "switch": .switch, "slider": .slider, "segmentedControl": .segmentedControl,
        "pickerView": .pickerView, "datePicker": .datePicker, "activityIndicatorView": .activityIndicatorView,
        "progressView": .progressView, "pageControl": .pageControl, "stepper": .stepper, "searchBar": .searchBar,
        "stackView": .stackView, "scrollView": .scrollView, "tableView": .tableView, "collectionView": .collectionView,
        "visualEffectView": .visualEffectView, "toolbar": .toolbar, "navigationBar": .navigationBar, "tabBar": .tabBar,
        "containerView": .containerView, "tableViewCell": .tableViewCell, "tableViewCellContentView": .tableViewCellContentView,
        "collectionViewCell": .collectionViewCell, "collectionReusableView": .view, "mapView": .mapView,
        "wkWebView": .webView, "webView": .webView, "arscnView": .other, "arskView": .other, "skView": .other,
        "sceneKitView": .other, "glkView": .other, "mtkView": .other, "imageView.other": .other,
    ]

    static func kind(of name: String) -> ViewKind? { kinds[name] }

    /// A table's header and footer views, kept beside its cells under these keys.
    static let tableAttachments: [String: TableAttachment] = ["tableHeaderView": .header, "tableFooterView": .footer]

    /// Priorities Interface Builder writes by name.
    static func priority(_ text: String?) -> Double? {
        guard let text else { return nil }
        switch text {
        case "required": return 1000
        case "defaultHigh": return 750
        case "defaultLow": return 250
        case "fittingSizeLevel": return 50
        default: return Double(text)
        }
    }
}

extension IBViews {
    /// The name Interface Builder's document outline shows: the user's label, else the
    /// text of a label or field, else a button's title.
    static func outlineName(of element: XMLElement) -> String? {
        let name = element.attribute("userLabel") ?? element.attribute("text") ?? element.attribute("placeholder")
            ?? element.children(named: "state").first { $0.attribute("key") == "normal" }?.attribute("title")
        guard let name else { return nil }
        let line = name.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }
}

extension IBMapper {
    mutating func mapView(_ element: XMLElement, context: ViewContext, isRoot: Bool) -> ViewNode {
        var visiting = Set<String>()
        return mapView(element, context: context, isRoot: isRoot, visiting: &visiting)
    }

    /// A view and its subtree; its own `<constraints>` block; a container view's embedded controller.
    mutating func mapView(_ element: XMLElement, context: ViewContext, isRoot: Bool, visiting: inout Set<String>,
                          parentKind: ViewKind? = nil) -> ViewNode {
        let id = element.attribute("id") ?? "?"
        // A collection view cell's content view is a plain <view key="contentView">.
        let kind = parentKind == .collectionViewCell && element.attribute("key") == "contentView"
            ? .collectionViewCellContentView : IBViews.kind(of: element.name) ?? .other
        // Rendering surfaces (SceneKit, SpriteKit, Metal) are plain views to layout; only an
        // element we do not know at all is worth a note.
        if IBViews.kind(of: element.name) == nil {
            note("unsupported-element", kind: element.name, "<\(element.name)> is laid out as a plain view (layout-lint has no model of its content)",
                 at: element.location)
        }
        var view = ViewNode(id: id, kind: kind, elementName: element.name, className: element.attribute("customClass"),
                            label: IBViews.outlineName(of: element), location: element.location)
        view.hidden = element.attribute("hidden") == "YES"
        view.clipsToBounds = element.attribute("clipsSubviews") == "YES"
        view.frame = frame(of: element)
        view.installation = installations[id]

        // Placed by its frame unless Auto Layout is asked for (IB's default is YES); cells,
        // content views and arranged subviews are placed by their container.
        view.tableAttachment = parentKind == .tableView ? IBViews.tableAttachments[element.attribute("key") ?? ""] : nil
        let isRow = (parentKind == .tableView || parentKind == .collectionView)
            && (kind == .tableViewCell || kind == .collectionViewCell || view.tableAttachment != nil)
        let placedByContainer = parentKind == .stackView || isRow
            || kind == .tableViewCellContentView || kind == .collectionViewCellContentView
        // A view without any constraint keeps its design frame: Interface Builder adds
        // prototyping constraints at build time (`fixedFrame="YES"` says so in newer files).
        let prototyped = element.attribute("fixedFrame") == "YES" || !constrainedViews.contains(id)
        view.translatesAutoresizingMaskIntoConstraints = isRoot
            || (!placedByContainer && (element.attribute("translatesAutoresizingMaskIntoConstraints") != "NO" || prototyped))
        if let mask = element.children.first(where: { $0.name == "autoresizingMask" && $0.attribute("key") == "autoresizingMask" }) {
            var value: AutoresizingMask = []
            if mask.attribute("widthSizable") == "YES" { value.insert(.flexibleWidth) }
            if mask.attribute("heightSizable") == "YES" { value.insert(.flexibleHeight) }
            if mask.attribute("flexibleMinX") == "YES" { value.insert(.flexibleLeftMargin) }
            if mask.attribute("flexibleMaxX") == "YES" { value.insert(.flexibleRightMargin) }
            if mask.attribute("flexibleMinY") == "YES" { value.insert(.flexibleTopMargin) }
            if mask.attribute("flexibleMaxY") == "YES" { value.insert(.flexibleBottomMargin) }
            view.autoresizingMask = value
        }

        // Margins.
        if let insets = element.children.first(where: { $0.name == "edgeInsets" && $0.attribute("key") == "layoutMargins" }) {
            view.layoutMargins = .absolute(EdgeInsets(top: number(insets, "top"), left: number(insets, "left"),
                                                      bottom: number(insets, "bottom"), right: number(insets, "right")))
            view.layoutMarginsLocation = insets.location
        } else if let insets = element.children.first(where: { $0.name == "directionalEdgeInsets" && $0.attribute("key") == "directionalLayoutMargins" }) {
            view.layoutMargins = .directional(DirectionalEdgeInsets(top: number(insets, "top"), leading: number(insets, "leading"),
                                                                    bottom: number(insets, "bottom"), trailing: number(insets, "trailing")))
            view.layoutMarginsLocation = insets.location
        }
        view.insetsLayoutMarginsFromSafeArea = element.attribute("insetsLayoutMarginsFromSafeArea") != "NO"
        view.preservesSuperviewLayoutMargins = element.attribute("preservesSuperviewLayoutMargins") == "YES"
        view.layoutMarginsFollowReadableWidth = element.attribute("layoutMarginsFollowReadableWidth") == "YES"
        if let attribute = element.attribute("semanticContentAttribute") {
            view.semanticContentAttribute = SemanticContentAttribute(rawValue: attribute) ?? .unspecified
        }

        // Intrinsic size: Interface Builder lays content out at its design size.
        view.priorities = LayoutPriorities(
            horizontalHugging: IBViews.priority(element.attribute("horizontalHuggingPriority")) ?? (kind == .label || kind == .button ? 251 : 250),
            verticalHugging: IBViews.priority(element.attribute("verticalHuggingPriority")) ?? (kind == .label || kind == .button ? 251 : 250),
            horizontalCompressionResistance: IBViews.priority(element.attribute("horizontalCompressionResistancePriority")) ?? 750,
            verticalCompressionResistance: IBViews.priority(element.attribute("verticalCompressionResistancePriority")) ?? 750)
        applyIntrinsicSize(element, to: &view)

        // Kind-specific settings.
        switch kind {
        case .label:
            view.numberOfLines = element.attribute("numberOfLines").flatMap { Int($0) } ?? 1
            view.text = element.attribute("text")
        case .textView:
            view.editable = element.attribute("editable") != "NO"
            view.text = element.attribute("text")
            view.scroll = scrollSettings(element, scrollEnabled: element.attribute("scrollEnabled") != "NO")
        case .scrollView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
        case .collectionView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
            if let flow = element.firstChild(named: "collectionViewFlowLayout") {
                let inset = flow.child(named: "inset", key: "sectionInset")
                view.collection = CollectionSettings(
                    scrollDirection: flow.attribute("scrollDirection") == "horizontal" ? .horizontal : .vertical,
                    sectionInset: EdgeInsets(top: inset.map { number($0, "minY") } ?? 0, left: inset.map { number($0, "minX") } ?? 0,
                                             bottom: inset.map { number($0, "maxY") } ?? 0, right: inset.map { number($0, "maxX") } ?? 0),
                    minimumLineSpacing: flow.attribute("minimumLineSpacing").flatMap(Double.init) ?? 10)
            }
        case .tableView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
            let rowHeight = element.attribute("rowHeight").flatMap(Double.init)
            view.table = TableSettings(
                style: element.attribute("style").flatMap(TableViewStyle.init(rawValue:)) ?? .plain,
                cellLayoutMarginsFollowReadableWidth: element.attribute("cellLayoutMarginsFollowReadableWidth") == "YES",
                insetsContentViewsToSafeArea: element.attribute("insetsContentViewsToSafeArea") != "NO",
                rowHeight: rowHeight.flatMap { $0 > 0 ? $0 : nil })
        case .stackView:
            view.stack = StackSettings(
                axis: element.attribute("axis") == "vertical" ? .vertical : .horizontal,
                spacing: element.attribute("spacing").flatMap(Double.init) ?? 0,
                alignment: element.attribute("alignment").flatMap(StackAlignment.init(rawValue:)) ?? .fill,
                distribution: element.attribute("distribution").flatMap(StackDistribution.init(rawValue:)) ?? .fill)
        case .tableViewCell, .collectionViewCell:
            view.role = .container
            view.preservesSuperviewLayoutMargins = true
            if let height = element.attribute("rowHeight").flatMap(Double.init), height > 0 { view.intrinsicHeight = height }
            else if kind == .tableViewCell, let frame = view.frame { view.intrinsicHeight = frame.height }
            if kind == .collectionViewCell, let frame = view.frame { view.intrinsicHeight = frame.height }
        case .tableViewCellContentView, .collectionViewCellContentView:
            view.role = .container
            view.preservesSuperviewLayoutMargins = element.attribute("preservesSuperviewLayoutMargins") != "NO"
        case .containerView:
            let embed = element.firstChild(named: "connections")?.children(named: "segue").first { $0.attribute("kind") == "embed" }
            if let destination = embed?.attribute("destination"), let child = elements[destination] {
                view.embedded = mapController(child, visiting: &visiting)
            }
        default:
            break
        }

        // Subviews, cells and content views.
        for child in childViews(of: element, kind: kind) {
            view.subviews.append(mapView(child, context: context, isRoot: false, visiting: &visiting, parentKind: kind))
        }
        // Views IB keeps beside the subviews (backgrounds, accessories) are not laid out.
        for child in element.children where child.attribute("key") != nil && IBViews.kind(of: child.name) != nil
            && !["view", "contentView"].contains(child.attribute("key")!)
            && !(kind == .tableView && IBViews.tableAttachments[child.attribute("key")!] != nil) {
            note("unsupported-element", kind: "\(element.name).\(child.attribute("key")!)",
                 "the \(child.attribute("key")!) of a <\(element.name)> is not laid out", at: child.location)
        }

        view.constraints = (element.firstChild(named: "constraints")?.children(named: "constraint") ?? [])
            .compactMap { mapConstraint($0, owner: id, context: context) }
        return view
    }

    /// The views a view lays out: its subviews; a table's cells (prototypes and static
    /// sections); a collection view's cells; a cell's content view.
    private func childViews(of element: XMLElement, kind: ViewKind) -> [XMLElement] {
        var children: [XMLElement] = []
        switch kind {
        case .tableView:
            children += element.children.filter { $0.attribute("key") == "tableHeaderView" && IBViews.kind(of: $0.name) != nil }
            children += element.firstChild(named: "prototypes")?.children(named: "tableViewCell") ?? []
            for section in element.firstChild(named: "sections")?.children(named: "tableViewSection") ?? [] {
                children += section.firstChild(named: "cells")?.children(named: "tableViewCell") ?? []
            }
            children += element.children.filter { $0.attribute("key") == "tableFooterView" && IBViews.kind(of: $0.name) != nil }
        case .collectionView:
            children += element.firstChild(named: "cells")?.children.filter { $0.name == "collectionViewCell" } ?? []
        case .tableViewCell:
            children += element.children.filter { $0.name == "tableViewCellContentView" && $0.attribute("key") == "contentView" }
        case .collectionViewCell:
            children += element.children.filter { $0.name == "view" && $0.attribute("key") == "contentView" }
        default:
            break
        }
        // Every element of <subviews> is a view; one we do not know becomes a plain view with a note.
        children += element.firstChild(named: "subviews")?.children ?? []
        return children
    }

    private mutating func applyIntrinsicSize(_ element: XMLElement, to view: inout ViewNode) {
        guard let frame = view.frame else { return }
        if let width = element.attribute("placeholderIntrinsicWidth") {
            view.intrinsicWidth = width == "infinite" ? nil : Double(width)
        }
        if let height = element.attribute("placeholderIntrinsicHeight") {
            view.intrinsicHeight = height == "infinite" ? nil : Double(height)
        }
        if element.attribute("placeholderIntrinsicWidth") != nil || element.attribute("placeholderIntrinsicHeight") != nil { return }
        switch view.kind {
        case .label, .button, .textField, .switch, .segmentedControl, .stepper, .activityIndicatorView, .pageControl,
             .pickerView, .datePicker:
            view.intrinsicWidth = frame.width
            view.intrinsicHeight = frame.height
        case .imageView:
            // An image view's intrinsic size is its image's; without an image it has none.
            if element.attribute("image") != nil {
                view.intrinsicWidth = frame.width
                view.intrinsicHeight = frame.height
            }
        case .slider, .progressView, .searchBar, .toolbar, .navigationBar, .tabBar:
            view.intrinsicHeight = frame.height
        case .textView where element.attribute("scrollEnabled") == "NO":
            view.intrinsicHeight = frame.height
        default:
            break
        }
    }

    private func scrollSettings(_ element: XMLElement, scrollEnabled: Bool) -> ScrollSettings {
        let behavior = element.attribute("contentInsetAdjustmentBehavior").flatMap(ContentInsetAdjustmentBehavior.init(rawValue:)) ?? .automatic
        var inset = EdgeInsets.zero
        if let contentInset = element.children.first(where: { $0.name == "inset" && $0.attribute("key") == "contentInset" }) {
            inset = EdgeInsets(top: number(contentInset, "minY"), left: number(contentInset, "minX"),
                               bottom: number(contentInset, "maxY"), right: number(contentInset, "maxX"))
        }
        return ScrollSettings(
            behavior: behavior,
            behaviorLocation: element.attribute("contentInsetAdjustmentBehavior") == nil ? nil : element.location(of: "contentInsetAdjustmentBehavior"),
            contentInset: inset,
            alwaysBounceVertical: element.attribute("alwaysBounceVertical") == "YES",
            alwaysBounceHorizontal: element.attribute("alwaysBounceHorizontal") == "YES",
            scrollEnabled: scrollEnabled)
    }

    func frame(of element: XMLElement) -> Rect? {
        guard let rect = element.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) else { return nil }
        return Rect(x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"), height: number(rect, "height"))
    }

    func number(_ element: XMLElement, _ name: String) -> Double {
        element.attribute(name).flatMap(Double.init) ?? 0
    }
}
