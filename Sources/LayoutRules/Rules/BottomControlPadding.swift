import LayoutGeometry
import LayoutModel

/// A control held off the bottom edge only by a required constant to its superview: on a
/// Face ID iPhone it sits on the home indicator. The talk's fix: an optional padding
/// constraint plus a required `<=` constraint to the safe area.
public struct BottomControlPadding: Rule {
    public static let description = RuleDescription(
        id: "bottom-control-padding", defaultSeverity: .warning, category: .safeArea,
        summary: "A control is held off the bottom edge only by a required constant, so it sits on the home indicator",
        examples: [
            .triggering("triggering-button-padded-from-bottom-edge.layout.xml", [
                ExpectedFinding("subscribeButton", .both(.iPhone15Pro), .both(.iPadPro11), message: "subscribeButton is held 16 pt off the bottom edge, inside the 34 pt bottom inset; make that 16 pt optional (priority 999) and add a required bottom <= safe area's bottom (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-talk-button-20-pt-above-bottom.layout.xml", [
                ExpectedFinding("signupButton", .both(.iPhone15Pro), message: "signupButton is held 20 pt off the bottom edge, inside the 34 pt bottom inset; make that 20 pt optional (priority 999) and add a required bottom <= safe area's bottom (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-talk-bottom-padding-technique.layout.xml"),
            .passing("passing-button-above-safe-area.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.edgePins().compactMap { pin in
            guard pin.kind == .bottomPadding else { return nil }
            let inset = context.superviewInset(pin)
            guard Tolerance.greater(inset, pin.inset) else { return nil }
            // Where the control itself reaches into the unsafe area (not only its frame's
            // padding), it is on the home indicator: an error, as content-in-unsafe-area would
            // say, which this finding replaces with the talk's fix.
            let reaches = Tolerance.greater(context.unsafeOverlap(of: pin.view).bottom, 0)
            let padding = formatNumber(pin.inset)
            return Violation(
                element: context.node(pin.view).id, location: pin.constraint.constraint.location,
                message: "\(context.name(pin.view)) is held \(padding) pt off the bottom edge, inside the \(formatNumber(inset)) pt bottom inset"
                    + "; make that \(padding) pt optional (priority 999) and add a required bottom <= safe area's bottom",
                severity: reaches ? .error : nil, magnitude: inset - pin.inset)
        }
    }
}
