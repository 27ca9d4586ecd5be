import LayoutGeometry
import LayoutModel

/// A picker or date picker does not read the safe area. Sitting directly at (or running
/// past) a screen edge that has an inset, it is positioned by hand; the talk's fix is a
/// container view that keeps it inside the safe area and extends its background to the edge.
public struct WrapSafeAreaUnawareControl: Rule {
    public static let description = RuleDescription(
        id: "wrap-safe-area-unaware-control", defaultSeverity: .warning, category: .safeArea,
        summary: "A picker sits directly at a screen edge instead of inside a container view that respects the safe area",
        examples: [
            .triggering("triggering-picker-at-bottom-edge.layout.xml", [
                ExpectedFinding("textSizePicker", .both(.iPhone15Pro), message: "textSizePicker sits at the bottom edge of the screen, over its 34 pt inset; wrap it in a container view (on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-date-picker-past-bottom-edge.layout.xml", [
                ExpectedFinding("deliveryDatePicker", .both(.iPhone15Pro), message: "deliveryDatePicker sits at the bottom edge of the screen, over its 34 pt inset; wrap it in a container view (on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-picker-in-container.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard context.node(index).kind.isSafeAreaUnawareControl, !context.node(index).isCompactDatePicker,
                  context.isDisplayed(index) else { return nil }
            let frame = context.frame(index)
            let screen = context.measured.screen
            let insets = screen.safeAreaInsets
            // On screen, and reaching (or running past) an edge that has an inset.
            guard frame.intersection(screen.bounds) != nil else { return nil }
            let touching: [(Edge, Double)] = [
                (.top, !Tolerance.greater(frame.minY, screen.bounds.minY) ? insets.top : 0),
                (.left, !Tolerance.greater(frame.minX, screen.bounds.minX) ? insets.left : 0),
                (.bottom, !Tolerance.greater(screen.bounds.maxY, frame.maxY) ? insets.bottom : 0),
                (.right, !Tolerance.greater(screen.bounds.maxX, frame.maxX) ? insets.right : 0),
            ].filter { Tolerance.greater($0.1, 0) && context.isSettled(index, at: $0.0) }
            guard let edge = touching.max(by: { $0.1 < $1.1 }) else { return nil }
            return Violation(element: context.node(index).id, location: context.node(index).location,
                             message: "\(context.name(index)) sits at the \(edge.0.rawValue) edge of the screen, over its \(formatNumber(edge.1)) pt inset; wrap it in a container view")
        }
    }
}
