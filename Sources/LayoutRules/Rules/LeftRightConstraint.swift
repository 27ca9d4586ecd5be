import LayoutGeometry
import LayoutModel

/// `left` and `right` stay put in right-to-left layout; `leading` and `trailing` mirror.
public struct LeftRightConstraint: Rule {
    public static let description = RuleDescription(
        id: "left-right-constraint", defaultSeverity: .warning, category: .rightToLeft,
        summary: "A constraint uses left or right instead of leading or trailing",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.allConstraints.compactMap { resolved in
            let constraint = resolved.constraint
            let attributes = [constraint.first.attribute, constraint.second?.attribute].compactMap { $0 }
            guard let used = attributes.first(where: { $0 == .left || $0 == .right }),
                  context.isDisplayed(resolved.firstView) else { return nil }
            return Violation(element: constraint.id, location: constraint.location,
                             message: "constraint \(constraint.id) uses \(used.rawValue) instead of \(used == .left ? "leading" : "trailing")")
        }
    }
}
