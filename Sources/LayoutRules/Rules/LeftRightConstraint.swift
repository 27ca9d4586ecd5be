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
            return Violation(element: constraint.id, location: constraint.location,
                             message: "constraint \(constraint.id) uses \(used.rawValue) instead of \(used == .left ? "leading" : "trailing")")
        }
    }
}
