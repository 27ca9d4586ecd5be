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
            // Static cells make a form, a menu or settings: rows the guide leaves at the
            // table's full width, whatever their longest title.
            guard node.kind == .tableView, let table = node.table, !table.cellLayoutMarginsFollowReadableWidth,
                  !table.hasStaticCells, context.isDisplayed(index), !context.unsettledAxes(of: index).contains(.horizontal) else { return nil }
            let geometry = context.geometry(index)
            let marginsWidth = geometry.layoutMarginsFrame.width
            let readableWidth = geometry.readableContentFrame.width
            // Prose in a cell: multiline text the document holds that fills two readable lines
            // or more. A title that may wrap, a name or a status the app sets does not make a
            // table of paragraphs.
            let hasMultilineCellText = context.viewIndices.contains {
                let node = context.node($0)
                guard context.tree.isDescendant($0, of: index), node.isMultilineText, context.isInTableCell($0) else { return false }
                return MultilineTextExceedsReadableWidth.isProse(node, textWidth: context.estimatedTextWidth(of: $0), readable: readableWidth, lines: 2,
                                                                 declared: context.document.kind == .fixture)
            }
            guard hasMultilineCellText, Tolerance.greater(marginsWidth, readableWidth) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node)) shows multiline text in cells \(formatNumber(marginsWidth)) pt wide between its margins; the readable width is \(formatNumber(readableWidth)) pt",
                             magnitude: marginsWidth - readableWidth)
        }
    }
}
