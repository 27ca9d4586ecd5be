import LayoutModel

/// The view controller a constraint block belongs to: its deprecated top/bottom layout
/// guides are written `controller.topLayoutGuide` and belong to its root view.
struct ControllerContext {
    var controllerID: String
    var rootViewID: String
}

/// What a constraint block may name: a view subtree (its views and their guides).
struct ConstraintScope {
    var context: ControllerContext
    var views: [String: ViewKind] = [:]
    var order: [String] = []
    var ownerID: String

    init(context: ControllerContext, subtree: ViewNode) {
        self.context = context
        self.ownerID = subtree.id
        add(subtree)
    }

    private mutating func add(_ view: ViewNode) {
        if views[view.id] == nil { order.append(view.id) }
        views[view.id] = view.kind
        for subview in view.subviews { add(subview) }
    }
}

extension FixtureMapper {
    static let guideNames: [String: GuideKind] = [
        "safeArea": .safeArea, "safeAreaLayoutGuide": .safeArea,
        "layoutMargins": .layoutMargins, "layoutMarginsGuide": .layoutMargins,
        "readableContent": .readableContent, "readableContentGuide": .readableContent,
        "contentLayoutGuide": .contentLayoutGuide, "frameLayoutGuide": .frameLayoutGuide,
        "topLayoutGuide": .topLayoutGuide, "bottomLayoutGuide": .bottomLayoutGuide,
        "keyboard": .keyboard, "keyboardLayoutGuide": .keyboard,
    ]

    /// IB's margin attributes: the same attribute of the item's layout margins guide.
    static let marginAttributes: [String: LayoutAttribute] = [
        "leadingMargin": .leading, "trailingMargin": .trailing, "leftMargin": .left, "rightMargin": .right,
        "topMargin": .top, "bottomMargin": .bottom,
        "centerXWithinMargins": .centerX, "centerYWithinMargins": .centerY,
    ]

    static let shorthands: [String: [LayoutAttribute]] = [
        "edges": [.top, .leading, .bottom, .trailing],
        "center": [.centerX, .centerY],
        "size": [.width, .height],
    ]

    static var attributeVocabulary: [String] {
        LayoutAttribute.allCases.map(\.rawValue) + marginAttributes.keys.sorted() + shorthands.keys.sorted()
    }

    struct ParsedAnchor {
        var item: LayoutItem
        /// nil when the anchor names only an item (`second="root"`). Each attribute carries
        /// its own item: a margin attribute (`bottomMargin`) means the margins guide for that
        /// attribute only.
        var attributes: [(item: LayoutItem, attribute: LayoutAttribute)]?
    }

    mutating func mapConstraints(_ block: XMLElement, scope: ConstraintScope, owner: String?) -> [Constraint] {
        var result: [Constraint] = []
        for element in block.children(named: "constraint") {
            result += mapConstraint(element, scope: scope, owner: owner)
        }
        return result
    }

    private mutating func mapConstraint(_ element: XMLElement, scope: ConstraintScope, owner: String?) -> [Constraint] {
        let explicitID = element.attribute("id")
        if let explicitID { registerConstraintID(explicitID, at: element.location(of: "id")) }
        if element.attribute("placeholder") == "true" {
            fail("constraint '\(explicitID ?? element.attribute("first") ?? "")' is a placeholder (removed at build time in Interface Builder); expected a real constraint, or remove it",
                 at: element.location(of: "placeholder"))
            return []
        }
        guard let firstText = element.attribute("first"),
              let first = parseAnchor(firstText, at: element.location(of: "first"), scope: scope) else { return [] }
        guard let firstAttributes = first.attributes else {
            fail("anchor '\(firstText)' names no attribute; expected item.attribute such as \(firstText).top or \(firstText).edges",
                 at: element.location(of: "first"))
            return []
        }
        let second: ParsedAnchor?
        if let secondText = element.attribute("second") {
            guard let parsed = parseAnchor(secondText, at: element.location(of: "second"), scope: scope) else { return [] }
            second = parsed
            if let secondAttributes = parsed.attributes, secondAttributes.count != firstAttributes.count,
               secondAttributes.count != 1 {
                fail("'\(firstText)' names \(firstAttributes.count) attributes but '\(secondText)' names \(secondAttributes.count); expected the same number, or none to reuse the first's",
                     at: element.location(of: "second"))
                return []
            }
        } else {
            second = nil
        }

        let relation = element.attribute("relation").flatMap(Relation.init(rawValue:)) ?? .equal
        let multiplier = number(element, "multiplier") ?? 1
        let priority = number(element, "priority") ?? Constraint.required
        let constant = number(element, "constant")
        let inset = number(element, "inset")
        if constant != nil, inset != nil {
            fail("constraint sets both constant and inset; expected one (inset is a gap measured inward on each edge)",
                 at: element.location(of: "inset"))
            return []
        }

        var constraints: [Constraint] = []
        for (index, firstPart) in firstAttributes.enumerated() {
            let attribute = firstPart.attribute
            let secondAnchor: Anchor?
            if let second {
                if let attributes = second.attributes {
                    let part = attributes.count == 1 ? attributes[0] : attributes[index]
                    secondAnchor = Anchor(part.item, part.attribute)
                } else {
                    secondAnchor = Anchor(second.item, attribute)
                }
            } else {
                secondAnchor = nil
            }
            var value = constant ?? 0
            if let inset {
                switch attribute {
                case .top, .leading, .left: value = inset
                case .bottom, .trailing, .right: value = -inset
                default:
                    fail("inset applies to edges, not to '\(attribute.rawValue)'; expected constant=\"...\" for it",
                         at: element.location(of: "inset"))
                    return []
                }
            }
            let firstAnchor = Anchor(firstPart.item, attribute)
            if let secondAnchor {
                guard checkCompatible(firstAnchor, secondAnchor, at: element.location(of: "second")) else { return [] }
            } else if !attribute.isSize {
                fail("'\(firstAnchor)' is a position, which needs something to be relative to; expected second=\"...\" (only width and height take a constant alone)",
                     at: element.location(of: "first"))
                return []
            }
            let id = explicitID.map { firstAttributes.count == 1 ? $0 : "\($0).\(attribute.rawValue)" } ?? stableKey(firstAnchor, relation, secondAnchor)
            constraints.append(Constraint(id: id, first: firstAnchor, relation: relation, second: secondAnchor,
                                          multiplier: secondAnchor == nil ? 1 : multiplier, constant: value,
                                          priority: priority, location: element.location, owner: owner))
        }
        return constraints
    }

    private mutating func checkCompatible(_ first: Anchor, _ second: Anchor, at location: SourceLocation) -> Bool {
        let a = first.attribute, b = second.attribute
        if a.isSize != b.isSize {
            fail("cannot relate \(a.isSize ? "a size" : "a position") ('\(first)') to \(b.isSize ? "a size" : "a position") ('\(second)'); expected both sizes or both positions",
                 at: location)
            return false
        }
        if !a.isSize, a.axis != b.axis {
            fail("cannot relate a \(a.axis.rawValue) position ('\(first)') to a \(b.axis.rawValue) one ('\(second)'); expected attributes on the same axis",
                 at: location)
            return false
        }
        return true
    }

    /// `item(.guide)?(.attribute(,attribute)*)?`
    private mutating func parseAnchor(_ text: String, at location: SourceLocation, scope: ConstraintScope) -> ParsedAnchor? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let itemID = parts[0]
        var guide: GuideKind?
        var attributeText: String?
        var allowGuideHint = false
        switch parts.count {
        case 1: break
        case 2:
            if let kind = Self.guideNames[parts[1]] { guide = kind } else { attributeText = parts[1]; allowGuideHint = true }
        case 3:
            guard let kind = Self.guideNames[parts[1]] else {
                var message = "unknown guide '\(parts[1])' in '\(text)'"
                message += "; " + (Suggestions.didYouMean(parts[1], in: Self.guideNames.keys.sorted())
                                   ?? "expected one of: safeArea, layoutMargins, readableContent, contentLayoutGuide, frameLayoutGuide")
                fail(message, at: location)
                return nil
            }
            guide = kind
            attributeText = parts[2]
        default:
            fail("anchor '\(text)' has too many parts; expected item.attribute or item.guide.attribute", at: location)
            return nil
        }

        guard let ownerID = resolveOwner(itemID, guide: guide, at: location, scope: scope) else { return nil }
        let item: LayoutItem = guide.map { .guide(owner: ownerID, $0) } ?? .view(ownerID)
        guard let attributeText else { return ParsedAnchor(item: item, attributes: nil) }
        guard let attributes = parseAttributes(attributeText, of: item, anchor: text, guide: guide, allowGuideHint: allowGuideHint,
                                               at: location) else { return nil }
        return ParsedAnchor(item: item, attributes: attributes)
    }

    /// The view an anchor's item names: a view in scope, or the root view for its controller's
    /// deprecated layout guides. Nil (with an error) for anything else.
    private mutating func resolveOwner(_ itemID: String, guide: GuideKind?, at location: SourceLocation,
                                       scope: ConstraintScope) -> String? {
        if itemID == scope.context.controllerID {
            guard guide == .topLayoutGuide || guide == .bottomLayoutGuide else {
                fail("'\(itemID)' is a view controller; expected a view, or \(itemID).topLayoutGuide / \(itemID).bottomLayoutGuide",
                     at: location)
                return nil
            }
            return scope.context.rootViewID
        }
        if let kind = scope.views[itemID] {
            if guide == .topLayoutGuide || guide == .bottomLayoutGuide {
                fail("\(guide!.rawValue) belongs to a view controller, not to view '\(itemID)'; expected \(scope.context.controllerID).\(guide!.rawValue) (or better, \(itemID).safeArea)",
                     at: location)
                return nil
            }
            if (guide == .contentLayoutGuide || guide == .frameLayoutGuide), !kind.isScrollView, kind != .textView {
                fail("\(guide!.rawValue) belongs to scroll views; '\(itemID)' is a <\(kind.rawValue)>; expected a <scrollView>, <tableView>, <collectionView> or <textView>",
                     at: location)
                return nil
            }
            return itemID
        }
        var message = "constraint names '\(itemID)', which is not "
        message += scope.ownerID == scope.context.rootViewID || scope.views[scope.context.rootViewID] != nil
            ? "a view of view controller '\(scope.context.controllerID)'"
            : "'\(scope.ownerID)' or one of its subviews (a <constraints> block inside a view names that view's subtree)"
        if let hint = Suggestions.didYouMean(itemID, in: scope.order + [scope.context.controllerID]) {
            message += "; \(hint)"
        } else {
            message += "; expected one of: " + scope.order.prefix(12).joined(separator: ", ")
        }
        fail(message, at: location)
        return nil
    }

    /// `leading,top`, shorthands (`edges`, `center`, `size`) and margin attributes
    /// (`leadingMargin`), each with the item it belongs to. Nil (with an error) on an unknown word.
    private mutating func parseAttributes(_ attributeText: String, of item: LayoutItem, anchor text: String, guide: GuideKind?,
                                          allowGuideHint: Bool, at location: SourceLocation) -> [(item: LayoutItem, attribute: LayoutAttribute)]? {
        var attributes: [(item: LayoutItem, attribute: LayoutAttribute)] = []
        for word in attributeText.split(separator: ",").map(String.init) {
            if let attribute = LayoutAttribute(rawValue: word) {
                attributes.append((item, attribute))
            } else if let expansion = Self.shorthands[word] {
                attributes += expansion.map { (item, $0) }
            } else if let attribute = Self.marginAttributes[word] {
                guard guide == nil else {
                    fail("'\(word)' already means the layout margins; expected '\(item.viewID).\(word)' without a guide", at: location)
                    return nil
                }
                attributes.append((.guide(owner: item.viewID, .layoutMargins), attribute))
            } else {
                let single = !attributeText.contains(",")
                let vocabulary = Self.attributeVocabulary + (allowGuideHint && single ? Self.guideNames.keys.sorted() : [])
                var message = allowGuideHint && single
                    ? "unknown attribute or guide '\(word)' in '\(text)'" : "unknown attribute '\(word)' in '\(text)'"
                message += "; " + (Suggestions.didYouMean(word, in: vocabulary)
                                   ?? "expected one of: " + LayoutAttribute.allCases.map(\.rawValue).joined(separator: ", ")
                                   + ", or edges, center, size")
                fail(message, at: location)
                return nil
            }
        }
        return attributes
    }

    private mutating func registerConstraintID(_ id: String, at location: SourceLocation) {
        register(id: id, at: location)
    }
}
