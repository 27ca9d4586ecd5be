import LayoutModel

extension IBMapper {
    static let attributes: [String: LayoutAttribute] = [
        "leading": .leading, "trailing": .trailing, "left": .left, "right": .right, "top": .top, "bottom": .bottom,
        "width": .width, "height": .height, "centerX": .centerX, "centerY": .centerY,
        "firstBaseline": .firstBaseline, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]
    static let marginAttributes: [String: LayoutAttribute] = [
        "leadingMargin": .leading, "trailingMargin": .trailing, "leftMargin": .left, "rightMargin": .right,
        "topMargin": .top, "bottomMargin": .bottom, "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]

    /// An IB constraint: `firstItem` defaults to the view whose block holds it; multipliers
    /// may be ratios (`1:2`, `1/3`); priorities may be names; placeholders are dropped.
    mutating func mapConstraint(_ element: XMLElement, owner: String, context: ViewContext) -> Constraint? {
        let id = element.attribute("id") ?? "constraint-\(element.location.line)"
        // Placeholder constraints are removed at build time: the code makes its own in their
        // place. Kept at a low priority (3: above the engine's own defaults at 1 and 2, far
        // below any content priority), they stand for that code where nothing else decides
        // (a size set at run time), and are never reported.
        let isPlaceholder = element.attribute("placeholder") == "YES"
        // The views it places: a dropped constraint leaves their geometry open.
        let views = [element.attribute("firstItem") ?? owner, element.attribute("secondItem")].compactMap { $0 }.compactMap { id -> String? in
            if let guide = guides[id] { return guide.viewID }
            return elements[id].flatMap { IBViews.kind(of: $0.name) != nil ? id : nil }
        }
        guard let firstAttributeName = element.attribute("firstAttribute"),
              let first = anchor(item: element.attribute("firstItem") ?? owner, attribute: firstAttributeName, element: element, views: views) else {
            return nil
        }
        var second: Anchor?
        if let secondItem = element.attribute("secondItem") {
            guard let anchor = anchor(item: secondItem, attribute: element.attribute("secondAttribute") ?? firstAttributeName,
                                      element: element, views: views) else {
                return nil
            }
            second = anchor
        }
        let relation = element.attribute("relation").flatMap(Relation.init(rawValue:)) ?? .equal
        var constraint = Constraint(id: id, first: first, relation: relation, second: second,
                                    multiplier: second == nil ? 1 : Self.multiplier(element.attribute("multiplier")),
                                    constant: element.attribute("constant").flatMap(Double.init) ?? 0,
                                    priority: IBViews.priority(element.attribute("priority")) ?? Constraint.required,
                                    location: element.location, owner: owner, installation: installations[id])
        // "Use Standard Value": IB's system spacing, not a number the developer picked.
        constraint.isStandardSpacing = element.attribute("symbolic") == "YES"
        constraint.constantVariations = variations(of: id, "constant", Self.number)
        constraint.priorityVariations = variations(of: id, "priority", IBViews.priority)
        // A placeholder no size class installs stands for nothing: the code places nothing there.
        // What one decides alone is found by the layout (`LayoutProblem.Kind.placedByCode`).
        if isPlaceholder, installations[id]?.isNeverInstalled != true {
            constraint.priority = LayoutPriority.placeholder
            constraint.isSynthesized = true
            constraint.isPlaceholder = true
        }
        return constraint
    }

    /// `0.5`, `1:2` (0.5) or `1/3`.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator).compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        }
        return Double(text) ?? 1
    }

    private mutating func anchor(item id: String, attribute name: String, element: XMLElement, views: [String]) -> Anchor? {
        let item: LayoutItem
        if let guide = guides[id] {
            item = guide
        } else if let target = elements[id], IBViews.kind(of: target.name) != nil {
            item = .view(id)
        } else {
            let what = elements[id].map { "a <\($0.name)>" } ?? "nothing in the document"
            note("unresolved-constraint", kind: id, "constraint \(element.attribute("id") ?? "") names \(id), which is \(what); the constraint is dropped",
                 at: element.location, views: views)
            return nil
        }
        if let attribute = Self.attributes[name] { return Anchor(item, attribute) }
        if let attribute = Self.marginAttributes[name], case .view(let view) = item {
            return Anchor(.guide(owner: view, .layoutMargins), attribute)
        }
        note("unsupported-attribute", kind: name, "constraint attribute '\(name)' is not understood; the constraint is dropped",
             at: element.location, views: views)
        return nil
    }
}
