import LayoutGeometry
import LayoutModel

/// `viewRespectsSystemMinimumLayoutMargins = false` lets a root view's margins fall below
/// the system minimum (16 or 20 pt), so its content no longer lines up with the system's.
public struct IgnoresSystemMinimumMargins: Rule {
    public static let description = RuleDescription(
        id: "ignores-system-minimum-margins", defaultSeverity: .info, category: .margins,
        summary: "A root view's margins fall below the system minimum because the controller does not respect it",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.tree.controllers.compactMap { controller in
            let node = controller.node
            guard !node.viewRespectsSystemMinimumLayoutMargins, let root = controller.rootView,
                  context.isDisplayed(root) else { return nil }
            let geometry = context.geometry(root)
            let minimum = context.device.systemMinimumMargin[context.environment.orientation]
            let own = Swift.min(geometry.layoutMargins.left - geometry.safeAreaInsets.left,
                                geometry.layoutMargins.right - geometry.safeAreaInsets.right)
            guard Tolerance.greater(minimum, own) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(node.id)'s root view margins (\(formatNumber(own)) pt) are below the system minimum (\(formatNumber(minimum)) pt)")
        }
    }
}
