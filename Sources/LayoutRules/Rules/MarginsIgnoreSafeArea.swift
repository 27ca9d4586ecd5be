import LayoutGeometry
import LayoutModel

/// `insetsLayoutMarginsFromSafeArea = false` measures a view's margins from its bounds,
/// not from its safe area: content laid out against those margins reaches the unsafe area
/// where the view does.
public struct MarginsIgnoreSafeArea: Rule {
    public static let description = RuleDescription(
        id: "margins-ignore-safe-area", defaultSeverity: .warning, category: .margins,
        summary: "A view's margins ignore its safe area while content is laid out against them",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard !node.insetsLayoutMarginsFromSafeArea, context.isDisplayed(index),
                  context.constraints(involving: index).contains(where: { resolved in
                      [resolved.constraint.first, resolved.constraint.second].contains { anchor in
                          guard let anchor, anchor.item.viewID == node.id else { return false }
                          return anchor.item.guide == .layoutMargins || anchor.item.guide == .readableContent
                      }
                  }) else { return nil }
            let margins = context.geometry(index).layoutMarginsFrame
            let safe = context.safeFrame(ofControllerOf: index)
            let reach = EdgeInsets(top: safe.minY - margins.minY, left: safe.minX - margins.minX,
                                   bottom: margins.maxY - safe.maxY, right: margins.maxX - safe.maxX)
            guard let edge = Edge.allCases.filter({ Tolerance.greater(reach[$0], 0) }).max(by: { reach[$0] < reach[$1] }) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(node.id)'s margins ignore the safe area and reach \(formatNumber(reach[edge])) pt into the \(edge.rawValue) unsafe area")
        }
    }
}
