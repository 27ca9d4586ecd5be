import LayoutGeometry
import LayoutModel

/// `layoutMargins` are absolute: different left and right margins do not mirror in
/// right-to-left layout. `directionalLayoutMargins` use leading and trailing. A view whose
/// `semanticContentAttribute` forces a direction never mirrors, so its left and right are
/// its leading and trailing and there is nothing to report.
public struct LeftRightMargins: Rule {
    public static let description = RuleDescription(
        id: "left-right-margins", defaultSeverity: .warning, category: .rightToLeft,
        summary: "layoutMargins with different left and right values do not mirror in right-to-left layout",
        examples: [
            .triggering("triggering-quote-card-layout-margins.layout.xml", [
                ExpectedFinding("pullQuote", .portrait(.iPhone15Pro), .at(.iPhone15Pro, .portrait, .large, .rightToLeft), message: "pullQuote's layoutMargins have left 36 and right 12; use directionalLayoutMargins"),
            ]),
            .passing("passing-quote-card-directional-margins.layout.xml"),
            .passing("passing-symmetric-layout-margins.layout.xml"),
            .passing("passing-forced-left-to-right-player.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard case .absolute(let margins)? = node.layoutMargins, margins.left != margins.right,
                  node.semanticContentAttribute.forcedDirection == nil, context.isDisplayed(index),
                  context.usesLayoutMargins(index) else { return nil }
            return Violation(element: node.id, location: node.layoutMarginsLocation ?? node.location,
                             message: "\(context.name(of: node))'s layoutMargins have left \(formatNumber(margins.left)) and right \(formatNumber(margins.right)); use directionalLayoutMargins")
        }
    }
}
