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

    /// The point size of a `<fontDescription>`: its `pointSize`, or the Large (default) size
    /// of its text style.
    static func fontSize(_ element: XMLElement) -> Double? {
        guard let font = element.child(named: "fontDescription", key: "fontDescription") else { return nil }
        if let size = font.attribute("pointSize").flatMap(Double.init) { return size }
        return font.attribute("style").flatMap { TextMetrics.textStyleSizes[$0] } ?? TextMetrics.bodyPointSize
    }

    /// Interface Builder has no notion of a background; an image view is one when it is
    /// named so, when it fills its superview, or when it lies behind its siblings over most
    /// of it (the talk: backgrounds extend to the edges, content stays in the safe area).
    static func markBackgroundImages(in view: inout ViewNode) {
        guard let outer = view.frame, outer.width > 0, outer.height > 0 else { return }
        for index in view.subviews.indices where view.subviews[index].kind == .imageView {
            let image = view.subviews[index]
            let named = [image.label, image.className].compactMap { $0?.lowercased() }
                .contains { $0.contains("background") || $0.contains("backdrop") }
            guard let frame = image.frame else {
                if named { view.subviews[index].role = .background }
                continue
            }
            // An aspect-fit picture of another shape than its frame (a square logo in a tall
            // frame) leaves most of the frame empty: it is a picture, not a backdrop.
            if image.imageAspectFits, !named, let imageWidth = image.intrinsicWidth, let imageHeight = image.intrinsicHeight,
               imageWidth > 0, imageHeight > 0, frame.width > 0, frame.height > 0 {
                let scale = min(frame.width / imageWidth, frame.height / imageHeight)
                if imageWidth * imageHeight * scale * scale < 0.9 * frame.width * frame.height { continue }
            }
            let width = frame.width / outer.width, height = frame.height / outer.height
            let fills = width >= 0.9 && height >= 0.9
            let behind = index == 0 && view.subviews.count > 1 && width >= 0.9 && height >= 0.5
            if named || fills || behind { view.subviews[index].role = .background }
        }
    }

    /// A date picker that shows the compact style: no style, or automatic or compact, in a
    /// mode other than the count-down timer (which keeps its wheels).
    static func isCompactDatePicker(_ element: XMLElement) -> Bool {
        ["compact", "automatic", nil].contains(element.attribute("style")) && element.attribute("datePickerMode") != "countDownTimer"
    }

    /// A button's title in its normal state (or in its iOS 15 configuration).
    static func buttonTitle(of element: XMLElement) -> String? {
        element.children.first { $0.name == "state" && $0.attribute("key") == "normal" }?.attribute("title")
            ?? element.child(named: "buttonConfiguration", key: "configuration")?.attribute("title")
    }

    /// A table's header and footer views, kept beside its cells under these keys.
    static let tableAttachments: [String: TableAttachment] = ["tableHeaderView": .header, "tableFooterView": .footer]
    /// A flow layout's section header and footer, designed inside the collection view.
    static let collectionAttachments: [String: TableAttachment] = ["sectionHeaderView": .header, "sectionFooterView": .footer]

    /// The header or footer role of a view its container places before or after its cells.
    static func attachment(key: String?, in parentKind: ViewKind?) -> TableAttachment? {
        switch parentKind {
        case .tableView?: tableAttachments[key ?? ""]
        case .collectionView?: collectionAttachments[key ?? ""]
        default: nil
        }
    }

    /// A priority as Interface Builder writes it (a number or one of UIKit's names).
    static func priority(_ text: String?) -> Double? {
        text.flatMap(LayoutPriority.named)
    }
}

extension IBViews {
    /// The name a person knows the view by: the user's label (the document outline's), else
    /// the text of a label or field, a button's title, the accessibility label, the image.
    static func outlineName(of element: XMLElement) -> String? {
        let attributed = element.child(named: "attributedString", key: "attributedText")
            .flatMap { IBText.attributedText($0, pointSize: TextMetrics.bodyPointSize)?.string }
        let accessibility = element.firstChild(named: "accessibility")?.attribute("label")
        let image = element.attribute("image") ?? element.child(named: "imageReference", key: "image")?.attribute("image")
        let name = element.attribute("userLabel") ?? element.attribute("text") ?? attributed ?? element.attribute("placeholder")
            ?? buttonTitle(of: element) ?? accessibility ?? image
        guard let name else { return nil }
        let line = name.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.count > 40 ? String(line.prefix(39)) + "…" : line
    }

    /// Button types that draw a system icon without a title or an image.
    static let iconButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure", "close"]

    /// A button with no title, subtitle or image in any state or configuration, and no
    /// icon of its type: the document gives it nothing to draw.
    static func buttonShowsNothing(_ element: XMLElement) -> Bool {
        guard !iconButtonTypes.contains(element.attribute("buttonType") ?? "") else { return false }
        let drawing = ["title", "subtitle", "image", "backgroundImage"]
        for child in element.children {
            if ["state", "buttonConfiguration"].contains(child.name), drawing.contains(where: { !(child.attribute($0) ?? "").isEmpty }) { return false }
            if child.name == "imageReference" || child.name == "attributedString" { return false }
            if child.name == "buttonConfiguration" || child.name == "state",
               child.children.contains(where: { $0.name == "attributedString" || $0.name == "imageReference" }) { return false }
        }
        return true
    }

    /// A button that paints its whole frame: a background colour that is not clear, a
    /// background image for a state, or a filled, tinted or grey configuration.
    static func hasButtonBackground(_ element: XMLElement) -> Bool {
        if let color = element.child(named: "color", key: "backgroundColor"), !isClear(color) { return true }
        if element.children.contains(where: { $0.name == "state" && $0.attribute("backgroundImage") != nil }) { return true }
        let style = element.child(named: "buttonConfiguration", key: "configuration")?.attribute("style")
        return ["filled", "tinted", "gray"].contains(style ?? "")
    }

    /// `<color>` with no alpha, or the system's clear colour.
    static func isClear(_ color: XMLElement) -> Bool {
        color.attribute("alpha").flatMap(Double.init) == 0 || color.attribute("systemColor") == "clearColor"
            || color.attribute("cocoaTouchSystemColor") == "clearColor"
    }
}

extension IBMapper {
    /// A label with no text that no outlet reaches draws nothing: code cannot fill it. So does
    /// a button with no title, image or background that no outlet reaches (a tap-catcher over
    /// a map); only an icon of its own type (info, add, close) is drawn. A button an outlet
    /// reaches draws what the code gives it (CodeContexts decides).
    func markDrawsNothing(_ view: inout ViewNode, _ element: XMLElement) {
        let reached = outletDestinations.contains(view.id)
        if view.kind == .label, element.attribute("text") == "", element.child(named: "attributedString", key: "attributedText") == nil, !reached {
            view.role = .container
        }
        if view.kind == .button, !view.paintsBackground, IBViews.buttonShowsNothing(element) {
            view.emptyButton = true
            if !reached { view.role = .container }
        }
    }

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
        // A stopped activity indicator that hides when stopped (UIKit's default) draws
        // nothing until code starts it.
        if kind == .activityIndicatorView, element.attribute("hidesWhenStopped") != "NO", element.attribute("animating") != "YES" {
            view.hidden = true
        }
        view.clipsToBounds = element.attribute("clipsSubviews") == "YES"
        view.frame = frame(of: element)
        view.installation = installations[id]
        view.hiddenVariations = variations(of: id, "hidden", Self.flag)

        readPlacement(element, isRoot: isRoot, parentKind: parentKind, into: &view)
        readMargins(element, into: &view)

        // Intrinsic size: Interface Builder lays content out at its design size.
        view.priorities = LayoutPriorities(
            // IB writes the 251 it gives new labels and buttons; a missing value is UIKit's 250.
            horizontalHugging: IBViews.priority(element.attribute("horizontalHuggingPriority")) ?? LayoutPriority.defaultHugging,
            verticalHugging: IBViews.priority(element.attribute("verticalHuggingPriority")) ?? LayoutPriority.defaultHugging,
            horizontalCompressionResistance: IBViews.priority(element.attribute("horizontalCompressionResistancePriority"))
                ?? LayoutPriority.defaultCompressionResistance,
            verticalCompressionResistance: IBViews.priority(element.attribute("verticalCompressionResistancePriority"))
                ?? LayoutPriority.defaultCompressionResistance)

        readKindSettings(element, into: &view, visiting: &visiting)

        // After the kind's settings: text sizes need the text.
        applyIntrinsicSize(element, to: &view)

        // Subviews, cells and content views.
        for child in childViews(of: element, kind: kind) {
            view.subviews.append(mapView(child, context: context, isRoot: false, visiting: &visiting, parentKind: kind))
        }
        IBViews.markBackgroundImages(in: &view)
        markDrawsNothing(&view, element)
        // A small custom view with nothing inside draws its own content (a rating, a badge);
        // a large one (a map, a chart, a video surface) is a canvas meant to fill its area.
        if kind == .view, !isRoot, view.className != nil, view.subviews.isEmpty,
           let frame = view.frame, frame.width <= 120, frame.height <= 120 {
            view.role = .content
        }
        // An empty plain view an outlet reaches is a holder: the code puts content in it.
        if kind == .view, !isRoot, view.className == nil, view.subviews.isEmpty, outletDestinations.contains(id) {
            view.codeFill = .assumed
        }
        // Views IB keeps beside the subviews (backgrounds, accessories) are not laid out.
        for child in element.children where child.attribute("key") != nil && IBViews.kind(of: child.name) != nil
            && !["view", "contentView"].contains(child.attribute("key")!)
            && IBViews.attachment(key: child.attribute("key"), in: kind) == nil {
            note("unsupported-element", kind: "\(element.name).\(child.attribute("key")!)",
                 "the \(child.attribute("key")!) of a <\(element.name)> is not laid out", at: child.location)
        }

        view.constraints = (element.firstChild(named: "constraints")?.children(named: "constraint") ?? [])
            .compactMap { mapConstraint($0, owner: id, context: context) }
        if kind == .tableViewCell { placeStyleLabels(of: element, in: &view) }
        return view
    }

    /// Whether the view is placed by its frame (autoresizing) or by constraints, and its mask.
    private func readPlacement(_ element: XMLElement, isRoot: Bool, parentKind: ViewKind?, into view: inout ViewNode) {
        let id = view.id, kind = view.kind
        // Placed by its frame unless Auto Layout is asked for (IB's default is YES); cells,
        // content views and arranged subviews are placed by their container.
        view.tableAttachment = IBViews.attachment(key: element.attribute("key"), in: parentKind)
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

    }

    /// Layout margins and how they relate to the safe area, the superview and the readable width.
    private func readMargins(_ element: XMLElement, into view: inout ViewNode) {
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
        view.keyboardUsesBottomSafeArea = !keyboardGuidesAtViewBottom.contains(view.id)
        if let attribute = element.attribute("semanticContentAttribute") {
            view.semanticContentAttribute = SemanticContentAttribute(rawValue: attribute) ?? .unspecified
        }

    }

    /// What each kind of view adds: text, scrolling, tables, stacks, cells, embedded controllers.
    private mutating func readKindSettings(_ element: XMLElement, into view: inout ViewNode, visiting: inout Set<String>) {
        let kind = view.kind
        switch kind {
        case .label:
            view.numberOfLines = element.attribute("numberOfLines").flatMap { Int($0) } ?? 1
            // "Explicit" wraps at a fixed width; none written is "Automatic".
            view.preferredMaxLayoutWidth = element.attribute("preferredMaxLayoutWidth").flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
            readText(element, into: &view)
        case .textField:
            // No border and nothing behind it: what shows is its one line of text.
            let bordered = !["none", nil].contains(element.attribute("borderStyle"))
            let background = element.attribute("background") != nil
                || element.child(named: "color", key: "backgroundColor").map { !IBViews.isClear($0) } ?? false
            view.drawsTextOnly = !bordered && !background
            view.fontSize = IBViews.fontSize(element)
        case .textView:
            view.editable = element.attribute("editable") != "NO"
            readText(element, into: &view)
            view.scroll = scrollSettings(element, scrollEnabled: element.attribute("scrollEnabled") != "NO")
        case .scrollView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
        case .collectionView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
            view.collection = flowLayout(element)
        case .tableView:
            view.scroll = scrollSettings(element, scrollEnabled: true)
            view.table = tableSettings(element)
        case .button:
            // The title, its font and where the content sits, for the text estimates.
            view.text = IBViews.buttonTitle(of: element)
            view.fontSize = IBViews.fontSize(element) ?? (view.text == nil ? nil : TextMetrics.buttonPointSize)
            switch element.attribute("contentHorizontalAlignment") ?? "center" {
            case "left": view.textAlignment = .left
            case "right": view.textAlignment = .right
            case "leading": view.textAlignment = .natural
            case "trailing": view.textAlignment = .trailing
            default: view.textAlignment = .center
            }
        case .imageView:
            view.imageAspectFits = element.attribute("contentMode") == "scaleAspectFit"
            // An image named as a background is one (see markBackgroundImages for the rest).
            if let image = element.attribute("image")?.lowercased(),
               image.contains("background") || image.hasPrefix("bg") || image.hasSuffix("bg") {
                view.role = .background
            }
        case .toolbar, .tabBar, .navigationBar:
            // A bar with no items in the document shows nothing to read or touch: either code
            // fills it, or it is only a background (a launch screen's bar).
            if element.firstChild(named: "items")?.children.isEmpty ?? true { view.role = .container }
        case .stackView:
            view.stack = stackSettings(element, hasMargins: view.layoutMargins != nil)
            view.stack?.axisVariations = variations(of: view.id, "axis", Self.axis)
            view.stack?.spacingVariations = variations(of: view.id, "spacing", Self.number)
        case .tableViewCell, .collectionViewCell:
            view.role = .container
            view.preservesSuperviewLayoutMargins = true
            view.cellAccessory = element.attribute("accessoryType").flatMap(CellAccessory.init(rawValue:)) ?? .none
            // A custom row height is fixed; otherwise the table's row height decides, and an
            // automatic one lets the row fit its content (see ConstraintSystemBuilder.addCells).
            if let height = element.attribute("rowHeight").flatMap(Double.init), height > 0 { view.intrinsicHeight = height }
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
    }

    /// A label's or text view's text, alignment and font. Plain text is an attribute; text with a
    /// newline is a <string key="text"> child; attributed text is runs with their fonts, and
    /// an attributed label without a font of its own is measured at its runs' size.
    private func readText(_ element: XMLElement, into view: inout ViewNode) {
        view.textAlignment = element.attribute("textAlignment").flatMap(TextAlignment.init(rawValue:)) ?? .natural
        let plain = element.attribute("text") ?? element.children.first { $0.name == "string" && $0.attribute("key") == "text" }?.text
        view.fontSize = IBViews.fontSize(element)
        guard let text = IBText.read(element, plain: plain, pointSize: view.fontSize ?? TextMetrics.bodyPointSize) else { return }
        view.text = text.string
        view.textLineWidths = text.lineWidths
        view.textLineHeight = text.lineHeight
        if let alignment = text.alignment, element.attribute("textAlignment") == nil { view.textAlignment = alignment }
        if view.kind == .label, element.child(named: "attributedString", key: "attributedText") != nil, view.fontSize == nil {
            view.fontSize = text.lineHeight / TextMetrics.lineHeightRatio
        }
    }

    /// A collection view's flow layout, as far as placing its cells needs it.
    private func flowLayout(_ element: XMLElement) -> CollectionSettings? {
        guard let flow = element.firstChild(named: "collectionViewFlowLayout") else { return nil }
        let inset = flow.child(named: "inset", key: "sectionInset")
        var settings = CollectionSettings(
            scrollDirection: flow.attribute("scrollDirection") == "horizontal" ? .horizontal : .vertical,
            sectionInset: EdgeInsets(top: inset.map { number($0, "minY") } ?? 0, left: inset.map { number($0, "minX") } ?? 0,
                                     bottom: inset.map { number($0, "maxY") } ?? 0, right: inset.map { number($0, "maxX") } ?? 0),
            minimumLineSpacing: flow.attribute("minimumLineSpacing").flatMap(Double.init) ?? 10)
        settings.sectionInsetReference = flow.attribute("sectionInsetReference")
            .flatMap(CollectionSettings.InsetReference.init(rawValue:)) ?? .contentInset
        return settings
    }

    private func tableSettings(_ element: XMLElement) -> TableSettings {
        let rowHeight = element.attribute("rowHeight").flatMap(Double.init)
        return TableSettings(
            style: element.attribute("style").flatMap(TableViewStyle.init(rawValue:)) ?? .plain,
            cellLayoutMarginsFollowReadableWidth: element.attribute("cellLayoutMarginsFollowReadableWidth") == "YES",
            // Interface Builder's name for insetsContentViewsToSafeArea.
            insetsContentViewsToSafeArea: (element.attribute("contentViewInsetsToSafeArea")
                ?? element.attribute("insetsContentViewsToSafeArea")) != "NO",
            rowHeight: rowHeight.flatMap { $0 > 0 ? $0 : nil },
            hasStaticCells: element.attribute("dataMode") == "static")
    }

    private func stackSettings(_ element: XMLElement, hasMargins: Bool) -> StackSettings {
        var stack = StackSettings(
            axis: element.attribute("axis") == "vertical" ? .vertical : .horizontal,
            spacing: element.attribute("spacingType") == "standard" ? 8 : element.attribute("spacing").flatMap(Double.init) ?? 0,
            alignment: element.attribute("alignment").flatMap(StackAlignment.init(rawValue:)) ?? .fill,
            distribution: element.attribute("distribution").flatMap(StackDistribution.init(rawValue:)) ?? .fill)
        // Margins given to a stack in Interface Builder arrange relative to them (its design
        // frames say so); the runtime attribute says it outright.
        let runtime = element.firstChild(named: "userDefinedRuntimeAttributes")?.children
            .first { $0.attribute("keyPath") == "layoutMarginsRelativeArrangement" }?.attribute("value")
        stack.marginsRelativeArrangement = runtime.map { $0 == "YES" } ?? hasMargins
        return stack
    }

    /// A cell with a built-in style (Basic, Right Detail, Left Detail, Subtitle) lays out its
    /// `textLabel` and `detailTextLabel` itself, inside the content view's margins; the
    /// document keeps them at their design frames. The same placement as constraints,
    /// which no rule reports (they stand for UIKit's code, not the developer's). The cell
    /// sizes each label to fit its text, so a custom view beside one takes the rest of the row.
    private func placeStyleLabels(of element: XMLElement, in cell: inout ViewNode) {
        guard let style = element.attribute("style"), style != "IBUITableViewCellStyleCustom",
              var content = cell.subviews.first(where: { $0.kind == .tableViewCellContentView }),
              let contentIndex = cell.subviews.firstIndex(where: { $0.kind == .tableViewCellContentView }) else { return }
        let text = element.attribute("textLabel"), detail = element.attribute("detailTextLabel")
        let margins = LayoutItem.guide(owner: content.id, .layoutMargins)
        var constraints: [Constraint] = []
        func add(_ label: String, _ attribute: LayoutAttribute, _ item: LayoutItem, _ other: LayoutAttribute,
                 relation: Relation = .equal, constant: Double = 0) {
            var constraint = Constraint(id: "\(label)~\(attribute.rawValue)", first: Anchor(.view(label), attribute), relation: relation,
                                        second: Anchor(item, other), constant: constant,
                                        location: element.location, owner: content.id)
            constraint.isSynthesized = true
            constraints.append(constraint)
        }
        let contentView = LayoutItem.view(content.id)
        if let text {
            add(text, .leading, margins, .leading)
            add(text, .trailing, margins, .trailing, relation: .lessThanOrEqual)
            if style == "IBUITableViewCellStyleSubtitle" { add(text, .bottom, contentView, .centerY) } else { add(text, .centerY, contentView, .centerY) }
        }
        if let detail {
            switch style {
            case "IBUITableViewCellStyleSubtitle":
                add(detail, .leading, margins, .leading)
                add(detail, .top, contentView, .centerY)
            case "IBUITableViewCellStyleValue2":
                if let text { add(detail, .leading, .view(text), .trailing, constant: 6) } else { add(detail, .leading, margins, .leading) }
                add(detail, .centerY, contentView, .centerY)
            default:
                add(detail, .trailing, margins, .trailing)
                add(detail, .centerY, contentView, .centerY)
            }
            add(detail, .trailing, margins, .trailing, relation: .lessThanOrEqual)
        }
        for index in content.subviews.indices where [text, detail].contains(content.subviews[index].id) {
            content.subviews[index].translatesAutoresizingMaskIntoConstraints = false
            content.subviews[index].priorities = .sizedToFit
        }
        content.constraints += constraints
        cell.subviews[contentIndex] = content
    }

    /// The views a view lays out: its subviews; a table's cells (prototypes and static
    /// sections) between its header and footer views; a collection view's cells between its
    /// section header and footer; a cell's content view.
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
            children += element.children.filter { $0.attribute("key") == "sectionHeaderView" && IBViews.kind(of: $0.name) != nil }
            children += element.firstChild(named: "cells")?.children.filter { $0.name == "collectionViewCell" } ?? []
            children += element.children.filter { $0.attribute("key") == "sectionFooterView" && IBViews.kind(of: $0.name) != nil }
        case .tableViewCell:
            children += element.children.filter { $0.name == "tableViewCellContentView" && $0.attribute("key") == "contentView" }
        case .collectionViewCell, .visualEffectView:
            children += element.children.filter { $0.name == "view" && $0.attribute("key") == "contentView" }
        default:
            break
        }
        // Every element of <subviews> is a view; one we do not know becomes a plain view with a note.
        children += element.firstChild(named: "subviews")?.children ?? []
        return children
    }

    /// What Auto Layout asks of a view's content. Interface Builder computes it from the
    /// design text and image; the design frame says it only when constraints did not stretch
    /// the view, so text sizes come from the text (estimated at 0.55 em a glyph, 1.2 em a
    /// line) whenever the frame is clearly larger, and UIKit's fixed-size controls take
    /// UIKit's sizes. A view without a frame in the file is sized from its content alone.
    private mutating func applyIntrinsicSize(_ element: XMLElement, to view: inout ViewNode) {
        if let width = element.attribute("placeholderIntrinsicWidth") {
            view.intrinsicWidth = width == "infinite" ? nil : Double(width)
        }
        if let height = element.attribute("placeholderIntrinsicHeight") {
            view.intrinsicHeight = height == "infinite" ? nil : Double(height)
        }
        if element.attribute("placeholderIntrinsicWidth") != nil || element.attribute("placeholderIntrinsicHeight") != nil { return }
        let frame = view.frame
        let font = IBViews.fontSize(element) ?? TextMetrics.bodyPointSize
        let line = TextMetrics.singleLineHeight(pointSize: font)
        /// The design size where it is not stretched beyond the content, else the content's.
        func fitted(_ designed: Double?, _ content: Double) -> Double {
            guard let designed else { return content }
            return designed > content * 1.15 + 4 ? content : designed
        }
        switch view.kind {
        case .label:
            let textWidth = (view.textLineWidths.max() ?? 0).rounded(.up)
            let lineHeight = view.textLineHeight ?? TextMetrics.lineHeight(pointSize: font)
            view.intrinsicWidth = fitted(frame?.width, textWidth)
            if view.numberOfLines == 1 {
                view.intrinsicHeight = fitted(frame?.height, TextMetrics.textHeight(lines: 1, lineHeight: lineHeight))
            } else {
                // Wrapped at the design width here; the geometry measures it again at the width
                // it is laid out at (TextLayout). Interface Builder measured it with the real
                // fonts at the design width: the estimate is scaled to agree with it there.
                calibrateText(of: &view, lineHeight: lineHeight)
                let width = max(1, view.intrinsicWidth ?? textWidth)
                let lines = TextLayout.lines(view.textLineWidths, width: width, limit: view.numberOfLines ?? 0)
                view.intrinsicHeight = fitted(frame?.height, TextMetrics.textHeight(lines: lines, lineHeight: lineHeight))
            }
        case .textField:
            let text = [element.attribute("text"), element.attribute("placeholder")].compactMap { $0 }.max { $0.count < $1.count } ?? ""
            view.intrinsicWidth = fitted(frame?.width, TextMetrics.width(characters: text.count, pointSize: font).rounded(.up) + 14)
            view.intrinsicHeight = fitted(frame?.height, line + 14)
        case .button:
            let title = view.text ?? ""
            let hasImage = element.children.contains { $0.name == "state" && $0.attribute("image") != nil }
                || element.child(named: "imageReference", key: "image") != nil
            view.showsImage = hasImage
            view.paintsBackground = IBViews.hasButtonBackground(element)
            if hasImage || title.isEmpty {
                view.intrinsicWidth = frame?.width
                view.intrinsicHeight = frame?.height
            } else {
                view.intrinsicWidth = fitted(frame?.width, TextMetrics.width(characters: title.count, pointSize: font).rounded(.up) + 16)
                view.intrinsicHeight = fitted(frame?.height, line + 14)
            }
        case .switch, .stepper, .slider, .progressView:
            (view.intrinsicWidth, view.intrinsicHeight) = ControlMetrics.intrinsicSize(of: view.kind)
        case .activityIndicatorView:
            let large = ["large", "whiteLarge"].contains(element.attribute("style") ?? "")
            (view.intrinsicWidth, view.intrinsicHeight) = ControlMetrics.intrinsicSize(of: view.kind, largeStyle: large)
        case .datePicker where IBViews.isCompactDatePicker(element):
            // iOS 14 made the automatic style compact on iPhone and iPad (wheels only when
            // asked for): a text-field-like button, whatever the canvas draws.
            view.isCompactDatePicker = true
            view.intrinsicWidth = frame?.width
            view.intrinsicHeight = line + 14
            view.sizeEstimate = "compact date picker (the automatic style since iOS 14) estimated as tall as a text field"
        case .segmentedControl, .pageControl, .pickerView, .datePicker:
            view.intrinsicWidth = frame?.width
            view.intrinsicHeight = frame?.height
        case .imageView:
            applyImageSize(element, to: &view)
        case .searchBar:
            view.intrinsicHeight = frame?.height ?? ControlMetrics.searchBarHeight
        case .toolbar, .navigationBar:
            view.intrinsicHeight = frame?.height ?? ControlMetrics.barHeight
        case .tabBar:
            view.intrinsicHeight = frame?.height ?? ControlMetrics.tabBarHeight
        case .textView where element.attribute("scrollEnabled") == "NO":
            view.intrinsicHeight = frame?.height
        default:
            break
        }
    }

    /// Scales a multiline label's estimated line widths so that, at its design width, it
    /// wraps into as many lines as Interface Builder drew (its design height, when that is a
    /// whole number of lines: IB measured it with the real fonts).
    private func calibrateText(of view: inout ViewNode, lineHeight: Double) {
        guard let frame = view.frame, frame.width > 0, lineHeight > 0, !view.textLineWidths.isEmpty else { return }
        let designed = (frame.height / lineHeight).rounded()
        // A line height of a tiny fraction of a point makes the count meaningless.
        guard designed.isFinite, designed >= 1, designed <= TextLayout.maximumLines, abs(frame.height - designed * lineHeight) <= 0.25 * lineHeight,
              Int(designed) >= view.textLineWidths.count,
              (view.numberOfLines ?? 0) == 0 || Int(designed) <= view.numberOfLines! else { return }
        let estimated = TextLayout.lines(view.textLineWidths, width: frame.width, limit: 0)
        guard estimated != Int(designed) else { return }
        // Wrapped lines beyond the hard ones, spread over the text in proportion.
        let fractional = view.textLineWidths.reduce(0) { $0 + $1 / frame.width }
        let wanted = designed - Double(view.textLineWidths.count) + Double(view.textLineWidths.count) - 0.5
        guard fractional > 0.01 else { return }
        let factor = max(0.05, wanted / fractional)
        view.textLineWidths = view.textLineWidths.map { $0 * factor }
    }

    /// An image view's intrinsic size is its image's: a named image's from the document's
    /// resources; an SF Symbol's estimated from its configuration (point size or text style,
    /// scale) and its aspect ratio. Without an image it has none.
    private func applyImageSize(_ element: XMLElement, to view: inout ViewNode) {
        // Xcode 13 and later write the image as a child `<imageReference key="image">`.
        let reference = element.child(named: "imageReference", key: "image")
        guard let name = element.attribute("image") ?? reference?.attribute("image") else { return }
        if (element.attribute("catalog") ?? reference?.attribute("catalog")) == "system" {
            let configuration = element.children.first { $0.name == "preferredSymbolConfiguration" }
            var pointSize = SymbolMetrics.defaultPointSize
            var how = "no configuration, so the body size (no source gives the default)"
            if let size = configuration?.attribute("pointSize").flatMap(Double.init) {
                pointSize = size
                how = "its \(formatNumber(size)) pt configuration"
            } else if let style = configuration?.firstChild(named: "fontDescription")?.attribute("style"),
                      let size = TextMetrics.textStyleSizes[style] {
                pointSize = size
                how = "its text style"
            }
            let scale = configuration?.attribute("scale") ?? reference?.attribute("symbolScale")
            let size = SymbolMetrics.size(aspect: symbolBoxes[name] ?? Size(width: 1, height: 1), pointSize: pointSize, scale: scale)
            (view.intrinsicWidth, view.intrinsicHeight) = (size.width, size.height)
            view.sizeEstimate = "SF Symbol \(name) estimated at \(formatNumber(pointSize)) pt, \(scale ?? "medium") scale (\(how))"
            return
        }
        if let resource = imageSizes[name] {
            (view.intrinsicWidth, view.intrinsicHeight) = (resource.width, resource.height)
        } else if let frame = view.frame {
            (view.intrinsicWidth, view.intrinsicHeight) = (frame.width, frame.height)
            view.sizeEstimate = "image \(name) is not in the document's resources: its design size is used"
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
            // UITableView bounces vertically whatever the nib says (it sets the flag itself;
            // IB writes YES on nearly every table), other scroll views only when asked.
            alwaysBounceVertical: element.name == "tableView" ? element.attribute("alwaysBounceVertical") != "NO"
                : element.attribute("alwaysBounceVertical") == "YES",
            alwaysBounceHorizontal: element.attribute("alwaysBounceHorizontal") == "YES",
            scrollEnabled: scrollEnabled)
    }

    func frame(of element: XMLElement) -> Rect? {
        if let rect = element.children.first(where: { $0.name == "rect" && $0.attribute("key") == "frame" }) {
            return Rect(x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"), height: number(rect, "height"))
        }
        // Xcode 7 and 8 wrote `<frame key="frameInset">` with offsets from the superview.
        if let inset = element.children.first(where: { $0.name == "frame" && $0.attribute("key") == "frameInset" }),
           inset.attribute("width") != nil, inset.attribute("height") != nil {
            return Rect(x: number(inset, "minX"), y: number(inset, "minY"), width: number(inset, "width"), height: number(inset, "height"))
        }
        return nil
    }

    func number(_ element: XMLElement, _ name: String) -> Double {
        element.attribute(name).flatMap(Double.init) ?? 0
    }
}
