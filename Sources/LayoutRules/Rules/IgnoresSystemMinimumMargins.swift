import LayoutGeometry
import LayoutModel

/// `viewRespectsSystemMinimumLayoutMargins = false` lets a root view's margins fall below
/// the system minimum (16 or 20 pt), so its content no longer lines up with the system's.
public struct IgnoresSystemMinimumMargins: Rule {
    public static let description = RuleDescription(
        id: "ignores-system-minimum-margins", defaultSeverity: .info, category: .margins,
        summary: "A root view's margins fall below the system minimum because the controller does not respect it",
        examples: [
            .triggering("triggering-tight-root-margins.layout.xml", [
                ExpectedFinding("stock", .both(.iPhoneSE3), .both(.iPadPro13), message: "stock's root view margins (8 pt) are below the system minimum (16 pt) (on iPhone SE (3rd generation) in portrait)"),
            ]),
            .triggering("triggering-phone-margins-on-larger-screens.layout.xml", [
                ExpectedFinding("stock", .both(.iPhone15ProMax), .both(.iPadPro13), message: "stock's root view margins (16 pt) are below the system minimum (20 pt)"),
            ]),
            .passing("passing-system-minimum-respected.layout.xml"),
            .passing("passing-wider-custom-margins.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.tree.controllers.compactMap { controller in
            let node = controller.node
            guard !node.viewRespectsSystemMinimumLayoutMargins, let root = controller.rootView,
                  context.isDisplayed(root), context.usesLayoutMargins(root) else { return nil }
            let geometry = context.geometry(root)
            let minimum = context.measured.systemMinimumMargin
            // The root view's own side margins: without the safe area when the margins are
            // measured from it (the default), as they are when they are measured from the bounds.
            let safe = context.node(root).insetsLayoutMarginsFromSafeArea ? geometry.safeAreaInsets : .zero
            let own = Swift.min(geometry.layoutMargins.left - safe.left, geometry.layoutMargins.right - safe.right)
            guard Tolerance.greater(minimum, own) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node))'s root view margins (\(formatNumber(own)) pt) are below the system minimum (\(formatNumber(minimum)) pt)")
        }
    }
}
