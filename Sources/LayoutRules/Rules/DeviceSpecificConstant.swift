import LayoutGeometry
import LayoutModel

/// A required constraint pins a content view's top or bottom to its superview's edge with
/// a constant that is some device's status bar, bar or inset height: the view codes for
/// one device instead of reading its safe area.
public struct DeviceSpecificConstant: Rule {
    public static let description = RuleDescription(
        id: "device-specific-constant", defaultSeverity: .warning, category: .safeArea,
        summary: "A top or bottom constraint to the superview uses a device's bar or inset height as its constant",
        examples: [
            .triggering("triggering-status-and-bar-heights.layout.xml", [
                ExpectedFinding("cartTitle", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "cartTitle is pinned 64 pt below the top edge of cartRoot, a bar or inset height of one device; pin it to the safe area"),
                // No bottom inset on the iPhone SE: 34 stands in for nothing there.
                ExpectedFinding("checkoutButton", .both(.iPhone15Pro), message: "checkoutButton is pinned 34 pt above the bottom edge of cartRoot, a bar or inset height of one device; pin it to the safe area"),
            ]),
            // A table's rows come from code: it holds content though the document shows none.
            .triggering("triggering-table-above-home-indicator.layout.xml", [
                ExpectedFinding("ordersTable", .both(.iPhone15Pro), message: "ordersTable is pinned 34 pt above the bottom edge of ordersRoot, a bar or inset height of one device; pin it to the edge and let its insets keep its content clear"),
            ]),
            .passing("passing-safe-area-and-optional-padding.layout.xml"),
            .passing("passing-padding-all-round.layout.xml"),
            .passing("passing-padding-around-the-view.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.edgePins().compactMap { pin in
            guard pin.kind == .deviceSpecificConstant else { return nil }
            let distance = formatNumber(abs(pin.inset))
            let place = pin.edge == .top ? "below the top edge" : "above the bottom edge"
            // A scroll view runs to the edge and insets its content (the talk); anything else
            // moves to the safe area.
            let fix = context.node(pin.view).kind.isScrollView ? "pin it to the edge and let its insets keep its content clear" : "pin it to the safe area"
            return Violation(
                element: context.node(pin.view).id, location: pin.constraint.constraint.location,
                message: "\(context.name(pin.view)) is pinned \(distance) pt \(place) of \(context.name(pin.superview)), a bar or inset height of one device; \(fix)")
        }
    }
}
