import LayoutModel

/// A view's intrinsic content size: what the input gives (a fixture's `intrinsicWidth` and
/// `intrinsicHeight`, an IB document's design-time size of a label or control), UIKit's fixed
/// size for controls whose size does not depend on content, and for a multiline label the
/// height of its text wrapped at the width the last layout pass gave it (as UIKit does with an
/// automatic `preferredMaxLayoutWidth`).
public enum IntrinsicSize {
    public static func of(_ node: ViewNode, wrappedHeight: Double? = nil) -> (width: Double?, height: Double?) {
        let fallback = ControlMetrics.intrinsicSize(of: node.kind)
        return (node.intrinsicWidth ?? fallback.width, wrappedHeight ?? node.intrinsicHeight ?? fallback.height)
    }

    /// Whether the view's height is its text wrapped at its width: a label with more than
    /// one line, or a text view that does not scroll, with text to measure.
    public static func wrapsText(_ node: ViewNode) -> Bool {
        guard !node.textLineWidths.isEmpty, node.textLineHeight != nil else { return false }
        switch node.kind {
        case .label: return node.numberOfLines != 1
        case .textView: return node.scroll?.scrollEnabled == false
        default: return false
        }
    }

    /// The height of the view's text wrapped at `width` (or at its explicit
    /// `preferredMaxLayoutWidth`).
    public static func wrappedHeight(of node: ViewNode, width: Double) -> Double? {
        guard wrapsText(node), let lineHeight = node.textLineHeight else { return nil }
        let wrapWidth = node.preferredMaxLayoutWidth ?? width
        guard wrapWidth > 0 else { return nil }
        return TextLayout.height(node.textLineWidths, lineHeight: lineHeight, width: wrapWidth, limit: node.numberOfLines ?? 0)
    }
}
