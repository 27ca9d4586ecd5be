import LayoutModel

/// A view's intrinsic content size: what the input gives (a fixture's `intrinsicWidth` and
/// `intrinsicHeight`, an IB document's design-time size of a label or control), or UIKit's
/// fixed size for controls whose size does not depend on content.
enum IntrinsicSize {
    /// UIKit's intrinsic sizes for fixed-size controls (iOS 13 and later, default styles).
    static let systemDefaults: [ViewKind: (width: Double?, height: Double?)] = [
        .switch: (51, 31),
        .activityIndicatorView: (20, 20),
        .stepper: (94, 32),
        .pageControl: (nil, 26),
        .progressView: (nil, 4),
        .slider: (nil, 30),
        .segmentedControl: (nil, 32),
        .pickerView: (320, 216),
        .datePicker: (320, 216),
    ]

    static func of(_ node: ViewNode) -> (width: Double?, height: Double?) {
        let fallback = systemDefaults[node.kind] ?? (nil, nil)
        return (node.intrinsicWidth ?? fallback.width, node.intrinsicHeight ?? fallback.height)
    }
}
