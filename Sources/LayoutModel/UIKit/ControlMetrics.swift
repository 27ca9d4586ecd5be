/// Sizes UIKit gives its controls and bars, whatever their content (iOS 13 and later,
/// default styles). Interface Builder's frames in the shared corpus agree: switches 51 x 31,
/// steppers 94 x 32, sliders 31 tall.
public enum ControlMetrics {
    /// The intrinsic content size of a control whose size does not depend on its content
    /// (nil on an axis the content or the layout decides).
    public static func intrinsicSize(of kind: ViewKind, largeStyle: Bool = false) -> (width: Double?, height: Double?) {
        switch kind {
        case .switch: return (51, 31)
        case .stepper: return (94, 32)
        case .activityIndicatorView: return largeStyle ? (37, 37) : (20, 20)
        case .slider: return (nil, 31)
        case .progressView: return (nil, 4)
        case .pageControl: return (nil, 26)
        case .segmentedControl: return (nil, 32)
        case .pickerView, .datePicker: return (320, 216)
        default: return (nil, nil)
        }
    }

    /// Heights of bars placed as views (a search bar, a toolbar, a navigation or tab bar
    /// dragged into a view), where the document gives no frame.
    public static let searchBarHeight = 56.0
    public static let barHeight = 44.0
    public static let tabBarHeight = 49.0
}
