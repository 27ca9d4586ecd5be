import LayoutGeometry
import LayoutModel

/// With `insetsContentViewsToSafeArea` off, cell content views span the whole table, and
/// content laid out against their edges reaches under the sensor housing in landscape.
/// Backgrounds may do that; content may not.
public struct CellContentInUnsafeArea: Rule {
    public static let description = RuleDescription(
        id: "cell-content-in-unsafe-area", defaultSeverity: .warning, category: .safeArea,
        summary: "Cell content reaches the left or right unsafe area because insetsContentViewsToSafeArea is off",
        examples: [
            .triggering("triggering-caption-on-cell-edge.layout.xml", [
                ExpectedFinding("photoCaption", .landscape(.iPhone15Pro), message: "photoCaption in a cell reaches 43 pt into the left unsafe area"),
            ]),
            .passing("passing-caption-on-content-margins.layout.xml"),
            .passing("passing-content-views-inset-by-default.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.displayedContent.compactMap { index in
            guard context.isInCellOfTableNotInsetToSafeArea(index) else { return nil }
            let overlap = context.unsafeOverlap(of: index)
            let side = overlap.left >= overlap.right ? Edge.left : Edge.right
            guard Tolerance.greater(overlap[side], 0) else { return nil }
            return Violation(element: context.node(index).id, location: context.node(index).location,
                             message: "\(context.name(index)) in a cell reaches \(formatNumber(overlap[side])) pt into the \(side.rawValue) unsafe area",
                             magnitude: overlap[side], overlaps: [EdgeOverlap(side, overlap[side])])
        }
    }
}
