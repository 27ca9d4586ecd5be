import LayoutGeometry
import LayoutModel

/// `left` and `right` stay put in right-to-left layout; `leading` and `trailing` mirror.
/// Between views whose `semanticContentAttribute` forces the same direction nothing mirrors,
/// so left and right are leading and trailing there and the constraint is not reported.
public struct LeftRightConstraint: Rule {
    public static let description = RuleDescription(
        id: "left-right-constraint", defaultSeverity: .warning, category: .rightToLeft,
        summary: "A constraint uses left or right instead of leading or trailing",
        examples: [
            .triggering("triggering-quote-card-left-right.layout.xml", [
                ExpectedFinding("quoteMarkLeft", .portrait(.iPhone15Pro), .at(.iPhone15Pro, .portrait, .large, .rightToLeft), message: "constraint quoteMarkLeft uses left instead of leading"),
                ExpectedFinding("quoteTextLeft", .portrait(.iPhone15Pro), .at(.iPhone15Pro, .portrait, .large, .rightToLeft), message: "constraint quoteTextLeft uses left instead of leading"),
                ExpectedFinding("quoteTextRight", .portrait(.iPhone15Pro), .at(.iPhone15Pro, .portrait, .large, .rightToLeft), message: "constraint quoteTextRight uses right instead of trailing"),
            ]),
            .passing("passing-quote-card-leading-trailing.layout.xml"),
            .passing("passing-forced-left-to-right-player.layout.xml"),
            .passing("passing-map-controls-on-physical-sides.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.allConstraints.compactMap { resolved in
            let constraint = resolved.constraint
            let attributes = [constraint.first.attribute, constraint.second?.attribute].compactMap { $0 }
            guard let used = attributes.first(where: { $0 == .left || $0 == .right }),
                  context.isDisplayed(resolved.firstView) else { return nil }
            let forced = [resolved.firstView, resolved.secondView].compactMap { $0 }
                .map { context.node($0).semanticContentAttribute.forcedDirection }
            if let first = forced.first, first != nil, forced.allSatisfy({ $0 == first }) { return nil }
            // The concern is content that follows the reading direction: text, and views in a
            // row with text. A control or panel pinned to a physical side of the screen (a map's
            // zoom buttons on the right) stays there in right-to-left layout by design.
            let views = [resolved.firstView, resolved.secondView].compactMap { $0 }
            guard views.contains(where: { Self.isText($0, context) || Self.isInTextRow($0, context) }) else { return nil }
            // A constraint the code moves or switches (its outlet's constant or activity) is
            // the code's to mirror.
            if context.document.placedByCode.contains(context.node(resolved.firstView).id) { return nil }
            return Violation(element: constraint.id, location: constraint.location,
                             message: "constraint \(constraint.id) uses \(used.rawValue) instead of \(used == .left ? "leading" : "trailing")")
        }
    }
    /// Text that runs in the reading direction: a label, a text field or view, a search bar,
    /// a button with a title.
    static func isText(_ index: Int, _ context: RuleContext) -> Bool {
        let node = context.node(index)
        switch node.kind {
        case .label, .textField, .textView, .searchBar: return true
        case .button: return !(node.text ?? "").isEmpty
        default: return false
        }
    }

    /// Tied across the horizontal axis to text beside it (not around it): an icon before a
    /// title, a badge after it.
    static func isInTextRow(_ index: Int, _ context: RuleContext) -> Bool {
        let horizontal: Set<LayoutAttribute> = [.left, .right, .leading, .trailing, .centerX]
        return context.constraints(involving: index).contains { resolved in
            guard let other = resolved.otherView(than: index), context.superview(index) != other, context.superview(other) != index,
                  horizontal.contains(resolved.constraint.first.attribute) else { return false }
            return isText(other, context)
        }
    }
}
