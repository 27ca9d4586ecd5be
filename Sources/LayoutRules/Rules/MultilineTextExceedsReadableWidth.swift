import LayoutGeometry
import LayoutModel

/// Multiline text wider than the readable width is hard to read: the eye loses the next
/// line. Pin it to the readable content guide (which is clamped to the margins, so it never
/// spills outside them). Text in table cells is the business of
/// `table-cells-ignore-readable-width`.
public struct MultilineTextExceedsReadableWidth: Rule {
    public static let description = RuleDescription(
        id: "multiline-text-exceeds-readable-width", defaultSeverity: .warning, category: .readableWidth,
        summary: "Multiline text is wider than the readable content guide",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard node.isMultilineText, context.isDisplayed(index), !context.isInTableCell(index),
                  let parent = context.superview(index) else { return nil }
            let width = context.frame(index).width
            let readable = context.geometry(parent).readableContentFrame.width
            guard Tolerance.greater(width, readable) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(node.id) is \(formatNumber(width)) pt wide, wider than the readable width (\(formatNumber(readable)) pt)")
        }
    }
}

extension RuleContext {
    /// Inside a table or collection view cell.
    func isInTableCell(_ index: Int) -> Bool {
        var current = superview(index)
        while let ancestor = current {
            if node(ancestor).kind == .tableViewCell || node(ancestor).kind == .collectionViewCell { return true }
            current = superview(ancestor)
        }
        return false
    }
}
