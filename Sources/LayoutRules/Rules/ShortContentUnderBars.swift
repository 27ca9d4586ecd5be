import LayoutGeometry
import LayoutModel

/// With `scrollableAxes` (or `automatic` outside a navigation controller, or with the
/// deprecated automaticallyAdjustsScrollViewInsets off), content shorter than the scroll
/// view is not vertically scrollable, nothing is absorbed, and the top of the content rests
/// under the status or navigation bar (the talk's short article).
public struct ShortContentUnderBars: Rule {
    public static let description = RuleDescription(
        id: "short-content-under-bars", defaultSeverity: .warning, category: .scrollViews,
        summary: "Short content in a scroll view gets no top or bottom inset and rests under the bars",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard let scroll = context.geometry(index).scroll, context.isDisplayed(index),
                  scroll.behavior == .scrollableAxes || scroll.behavior == .automatic,
                  !scroll.scrollsVertically, !scroll.navigationAdjustment else { return nil }
            let insets = context.geometry(index).safeAreaInsets
            let missing = [Edge.top, .bottom].filter { !scroll.absorbedEdges.contains($0) && Tolerance.greater(insets[$0], 0) }
            guard let edge = missing.max(by: { insets[$0] < insets[$1] }) else { return nil }
            let node = context.node(index)
            return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                             message: "\(node.id)'s content is shorter than the view, so its \(formatNumber(insets[edge])) pt \(edge.rawValue) inset is not applied and the content rests under the bars")
        }
    }
}
