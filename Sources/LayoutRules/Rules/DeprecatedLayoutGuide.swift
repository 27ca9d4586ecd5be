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
                ExpectedFinding("titleBelowTopGuide", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "constraint titleBelowTopGuide places welcomeTitle and uses the deprecated topLayoutGuide; use the safe area layout guide"),
                ExpectedFinding("buttonAboveBottomGuide", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "constraint buttonAboveBottomGuide places startButton and uses the deprecated bottomLayoutGuide; use the safe area layout guide"),
            ]),
            .passing("passing-safe-area-layout-guide.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // Each constraint is reported: users fix them one by one (in a document with the
        // safe area guides off, safe-area-guides-disabled also names the checkbox that
        // moves them all).
        return context.allConstraints.compactMap { resolved in
            let constraint = resolved.constraint
            let guides = [constraint.first.item.guide, constraint.second?.item.guide].compactMap { $0 }.filter(\.isDeprecated)
            guard let guide = guides.first,
                  context.isDisplayed(resolved.firstView) || resolved.secondView.map(context.isDisplayed) == true else { return nil }
            // Name the view the constraint places (the item that is not the guide).
            let placed = constraint.first.item.guide == nil ? resolved.firstView : resolved.secondView
            let subject = placed.map { " places \(context.name($0)) and" } ?? ""
            return Violation(element: constraint.id, location: constraint.location,
                             message: "constraint \(constraint.id)\(subject) uses the deprecated \(guide.rawValue); use the safe area layout guide")
        }
    }
}
