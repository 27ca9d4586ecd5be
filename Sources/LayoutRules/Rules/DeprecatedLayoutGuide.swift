import LayoutGeometry
import LayoutModel

/// `topLayoutGuide` and `bottomLayoutGuide` are deprecated since iOS 11; the safe area
/// layout guide replaces them and also knows about the sides.
public struct DeprecatedLayoutGuide: Rule {
    public static let description = RuleDescription(
        id: "deprecated-layout-guide", defaultSeverity: .warning, category: .safeArea,
        summary: "A constraint uses topLayoutGuide or bottomLayoutGuide instead of the safe area layout guide",
        examples: [
            .triggering("triggering-top-and-bottom-layout-guides.layout.xml", [
                ExpectedFinding("titleBelowTopGuide", ["iPhone SE (3rd generation) · portrait · L · ltr", "iPhone SE (3rd generation) · landscape · L · ltr", "iPhone 15 Pro · portrait · L · ltr", "iPhone 15 Pro · landscape · L · ltr"]),
                ExpectedFinding("buttonAboveBottomGuide", ["iPhone SE (3rd generation) · portrait · L · ltr", "iPhone SE (3rd generation) · landscape · L · ltr", "iPhone 15 Pro · portrait · L · ltr", "iPhone 15 Pro · landscape · L · ltr"]),
            ]),
            .passing("passing-safe-area-layout-guide.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.allConstraints.compactMap { resolved in
            let constraint = resolved.constraint
            let guides = [constraint.first.item.guide, constraint.second?.item.guide].compactMap { $0 }.filter(\.isDeprecated)
            guard let guide = guides.first,
                  context.isDisplayed(resolved.firstView) || resolved.secondView.map(context.isDisplayed) == true else { return nil }
            return Violation(element: constraint.id, location: constraint.location,
                             message: "constraint \(constraint.id) uses the deprecated \(guide.rawValue); use the safe area layout guide")
        }
    }
}
