import LayoutGeometry
import LayoutModel

/// Negative `additionalSafeAreaInsets` take away from the system's insets: the view
/// claims space the system reserved (UIKit clamps the result at 0, so the number is also
/// not what it says).
public struct NegativeAdditionalSafeAreaInsets: Rule {
    public static let description = RuleDescription(
        id: "negative-additional-safe-area-insets", defaultSeverity: .warning, category: .safeArea,
        summary: "A view controller's additionalSafeAreaInsets has a negative edge",
        examples: [
            .triggering("triggering-negative-inset-cancels-navigation-bar.layout.xml", [
                ExpectedFinding("coverStory", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "coverStory's additionalSafeAreaInsets are negative (top -44 pt)"),
            ]),
            .passing("passing-photo-bleeds-headline-in-safe-area.layout.xml"),
            .passing("passing-positive-inset-for-player-bar.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.tree.controllers.compactMap { controller in
            let node = controller.node
            let insets = node.additionalSafeAreaInsets
            guard insets.hasNegativeEdge, context.controllerGeometry(id: node.id)?.isDisplayed == true else { return nil }
            let negative = Edge.allCases.filter { insets[$0] < 0 }
                .map { "\($0.rawValue) \(formatNumber(insets[$0])) pt" }.joined(separator: ", ")
            return Violation(element: node.id, location: node.additionalSafeAreaInsetsLocation ?? node.location,
                             message: "\(context.name(of: node))'s additionalSafeAreaInsets are negative (\(negative))")
        }
    }
}
