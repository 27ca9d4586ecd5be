import LayoutGeometry
import LayoutModel

/// `insetsLayoutMarginsFromSafeArea = false` measures a view's margins from its bounds,
/// not from its safe area: content laid out against those margins reaches the unsafe area
/// where the view does. Only the edges of the margins (or readable content) guide that
/// constraints actually use count: a top margin nothing is pinned to harms nobody.
public struct MarginsIgnoreSafeArea: Rule {
    public static let description = RuleDescription(
        id: "margins-ignore-safe-area", defaultSeverity: .warning, category: .margins,
        summary: "A view's margins ignore its safe area while content is laid out against them",
        examples: [
            .triggering("triggering-banner-margins-from-bounds.layout.xml", [
                ExpectedFinding("offerBanner", .both(.iPhone15Pro), message: "offerBanner's margins ignore the safe area and reach 51 pt into the left unsafe area (at worst, on iPhone 15 Pro in landscape)"),
            ]),
            .triggering("triggering-masthead-side-margins.layout.xml", [
                ExpectedFinding("masthead", .landscape(.iPhone15Pro), message: "masthead's margins ignore the safe area and reach 51 pt into the left unsafe area"),
            ]),
            .passing("passing-banner-margins-from-safe-area.layout.xml"),
            .passing("passing-flag-off-inside-safe-area.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard !node.insetsLayoutMarginsFromSafeArea, context.isDisplayed(index), !context.isUndetermined(index),
                  let visible = context.visibleFrame(of: index) else { return nil }
            let geometry = context.geometry(index)
            let safe = context.safeFrame(ofControllerOf: index)
            // Edges a scroll view absorbs can be scrolled clear; what is clipped is not seen.
            let absorbed = context.absorbedEdges(around: index)
            // How far each guide edge that a constraint uses lies past the safe frame.
            var reach = EdgeInsets.zero
            var used = false
            for resolved in context.constraints(involving: index) {
                for anchor in [resolved.constraint.first, resolved.constraint.second] {
                    guard let anchor, anchor.item.viewID == node.id, let guide = anchor.item.guide,
                          guide == .layoutMargins || guide == .readableContent else { continue }
                    used = true
                    guard let frame = (guide == .layoutMargins ? geometry.layoutMarginsFrame : geometry.readableContentFrame)
                        .intersection(visible) else { continue }
                    let outside = EdgeInsets(top: safe.minY - frame.minY, left: safe.minX - frame.minX,
                                             bottom: frame.maxY - safe.maxY, right: frame.maxX - safe.maxX)
                    for edge in context.guideEdges(anchor.attribute, of: index) where !absorbed.contains(edge) {
                        reach[edge] = max(reach[edge], outside[edge])
                    }
                }
            }
            guard used, let edge = Edge.allCases.filter({ Tolerance.greater(reach[$0], 0) }).max(by: { reach[$0] < reach[$1] }) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node))'s margins ignore the safe area and reach \(formatNumber(reach[edge])) pt into the \(edge.rawValue) unsafe area",
                             magnitude: reach[edge])
        }
    }
}

extension RuleContext {
    /// The screen edges of a guide that a constraint on this attribute places content against:
    /// an edge attribute names one edge (leading and trailing in this environment's direction),
    /// a centre or a size both edges of its axis.
    func guideEdges(_ attribute: LayoutAttribute, of view: Int) -> [Edge] {
        switch attribute {
        case .top, .bottom, .left, .right, .leading, .trailing:
            return screenEdge(attribute, view: view).map { [$0] } ?? []
        case .centerX, .width:
            return [.left, .right]
        case .centerY, .height, .firstBaseline, .lastBaseline:
            return [.top, .bottom]
        }
    }
}
