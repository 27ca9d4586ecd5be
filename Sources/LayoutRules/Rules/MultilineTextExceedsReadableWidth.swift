import LayoutGeometry
import LayoutModel

/// Multiline text wider than the readable width is hard to read: the eye loses the next
/// line. Pin it to the readable content guide (which is clamped to the margins, so it never
/// spills outside them). Text in table cells is the business of
/// `table-cells-ignore-readable-width`.
///
/// The limit is the widest readable content guide among the text's ancestors: text as wide
/// as any of them could be pinned to it and is fine (a stack view pinned to the root view's
/// readable guide holds labels exactly that wide, wider than the stack's own guide), and
/// where UIKit does not narrow the guide (the spare width is within its threshold) the guide
/// is the margins and text on the margins passes.
public struct MultilineTextExceedsReadableWidth: Rule {
    public static let description = RuleDescription(
        id: "multiline-text-exceeds-readable-width", defaultSeverity: .warning, category: .readableWidth,
        summary: "Multiline text is wider than the readable content guide",
        examples: [
            .triggering("triggering-label-on-layout-margins.layout.xml", [
                ExpectedFinding("introText", .landscape(.iPhone15ProMax), .both(.iPadPro13), message: "introText is 1336 pt wide, wider than the readable width (672 pt) (at worst, on iPad Pro 13-inch (M4/M5) in landscape)"),
            ]),
            .triggering("triggering-text-view-at-small-text-size.layout.xml", [
                ExpectedFinding("termsText", .at(.iPhone15Pro, .landscape, .extraSmall), message: "termsText is 702 pt wide, wider than the readable width (560 pt)"),
            ]),
            .passing("passing-label-on-readable-guide.layout.xml"),
            .passing("passing-stack-on-readable-guide.layout.xml"),
            .passing("passing-single-line-and-editable-text.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard node.isMultilineText, context.isDisplayed(index), !context.isInTableCell(index),
                  context.superview(index) != nil, !context.unsettledAxes(of: index).contains(.horizontal) else { return nil }
            let width = context.frame(index).width
            var readable = 0.0
            var ancestor = context.superview(index)
            while let current = ancestor {
                readable = max(readable, context.geometry(current).readableContentFrame.width)
                ancestor = context.superview(current)
            }
            // Lines longer than the readable width: wider than the guide, and wider than the
            // readable width itself (where UIKit does not narrow the guide, text a little wider
            // than the margins is a margins matter, not a line-length one).
            guard Tolerance.greater(width, readable), Tolerance.greater(width, context.measured.readableWidth) else { return nil }
            // Prose makes long lines: text the document holds, longer than a readable line by
            // a clear margin. Text the app sets (Xcode's "Label", or text or a font the code
            // gives the outlet) may be a name or a status: its length is not known.
            let settings = context.document.codeSettings[node.id] ?? [:]
            guard settings[.text] == nil, settings[.font] == nil else { return nil }
            guard Self.isProse(node, textWidth: context.estimatedTextWidth(of: index), readable: readable,
                               declared: context.document.kind == .fixture) else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node)) is \(formatNumber(width)) pt wide, wider than the readable width (\(formatNumber(readable)) pt)",
                             magnitude: width - readable)
        }
    }

    /// Prose makes long lines: text the document holds (the app's "Label" may be a name or a
    /// status), at least a line and a half at the readable width. A sentence a little longer
    /// than a readable line is a prompt or a caption, not body text, and the estimate may be
    /// one line with the real font: on the judged corpus every body text was 1.8 readable
    /// lines or more, every such prompt 1.45 or less. Centred or trailing text is a heading
    /// or a caption unless it runs to several long lines.
    /// `lines`: how many readable lines natural text must fill to count (a paragraph in a
    /// table cell, among titles and names, fills at least two). `declared`: a layout
    /// fixture's multiline text is what its author says it is, whatever its sample text.
    public static func isProse(_ node: ViewNode, textWidth: Double?, readable: Double, lines: Double = 1.5,
                               declared: Bool = false) -> Bool {
        guard let textWidth else { return declared }
        let aligned = [TextAlignment.natural, .left, .justified].contains(node.textAlignment ?? .natural)
        return textWidth > readable * (aligned ? lines : max(lines, 2))
    }
}
