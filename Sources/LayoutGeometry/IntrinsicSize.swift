import LayoutModel

/// A view's intrinsic content size: what the input gives (a fixture's `intrinsicWidth` and
/// `intrinsicHeight`, an IB document's design-time size of a label or control), or UIKit's
/// fixed size for controls whose size does not depend on content.
enum IntrinsicSize {
    static func of(_ node: ViewNode) -> (width: Double?, height: Double?) {
        let fallback = ControlMetrics.intrinsicSize(of: node.kind)
        return (node.intrinsicWidth ?? fallback.width, node.intrinsicHeight ?? fallback.height)
    }
}
