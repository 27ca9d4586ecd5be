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

    /// The width a table cell's accessory takes from its content view, beside the cell's
    /// trailing layout margin (uikit-facts-presentation.json, `tableViewCells`: Interface
    /// Builder's Xcode 11+ frames reduce a 375-pt cell by 26.5 for a disclosure indicator (16
    /// + 10.5), a 414-pt one by 30.5 (20 + 10.5), and by 44 for a checkmark or a detail button
    /// (20 + 24); medium. The detail disclosure button is the iOS 8 table's difference, 34,
    /// added to the indicator: low).
    public static func cellAccessoryWidth(_ accessory: CellAccessory) -> Double {
        switch accessory {
        case .none: return 0
        case .disclosureIndicator: return 10.5
        case .checkmark, .detailButton: return 24
        case .detailDisclosureButton: return 44.5
        }
    }

    /// Heights of bars placed as views (a search bar, a toolbar, a navigation or tab bar
    /// dragged into a view), where the document gives no frame.
    public static let searchBarHeight = 56.0
    public static let barHeight = 44.0
    public static let tabBarHeight = 49.0
}
