import LayoutGeometry
import LayoutModel

/// A table view whose cells hold multiline text and that is wider than the readable width
/// should set `cellLayoutMarginsFollowReadableWidth` (false by default since iOS 12), so
/// that cells laid out against their margins keep lines readable.
public struct TableCellsIgnoreReadableWidth: Rule {
    public static let description = RuleDescription(
        id: "table-cells-ignore-readable-width", defaultSeverity: .warning, category: .readableWidth,
        summary: "A wide table view shows multiline text in cells without cellLayoutMarginsFollowReadableWidth",
        examples: [
            .triggering("triggering-multiline-comment-cells.layout.xml", [
                ExpectedFinding("commentsTable", .landscape(.iPhone15ProMax), .both(.iPadPro13), message: "commentsTable shows multiline text in cells 1336 pt wide between its margins; the readable width is 672 pt (at worst, on iPad Pro 13-inch (M4/M5) in landscape)"),
            ]),
            .passing("passing-cells-follow-readable-width.layout.xml"),
            .passing("passing-single-line-cells.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard node.kind == .tableView, let table = node.table, !table.cellLayoutMarginsFollowReadableWidth,
                  context.isDisplayed(index), !context.unsettledAxes(of: index).contains(.horizontal) else { return nil }
            let geometry = context.geometry(index)
            let marginsWidth = geometry.layoutMarginsFrame.width
            let readableWidth = geometry.readableContentFrame.width
            // Multiline text in a cell, unless its design text fits on one readable line.
            let hasMultilineCellText = context.viewIndices.contains {
                context.tree.isDescendant($0, of: index) && context.node($0).isMultilineText && context.isInTableCell($0)
                    && (context.estimatedTextWidth(of: $0).map { $0 > readableWidth } ?? true)
            }
            guard hasMultilineCellText, Tolerance.greater(marginsWidth, readableWidth) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node)) shows multiline text in cells \(formatNumber(marginsWidth)) pt wide between its margins; the readable width is \(formatNumber(readableWidth)) pt",
                             magnitude: marginsWidth - readableWidth)
        }
    }
}
