import LayoutGeometry
import LayoutModel

/// A background stops at the safe area on a screen edge, leaving a strip between it and the
/// edge: backgrounds reach the edges, content stays inside.
public struct BackgroundNotFullBleed: Rule {
    public static let description = RuleDescription(
        id: "background-not-full-bleed", defaultSeverity: .warning, category: .safeArea,
        summary: "A background view stops at the safe area instead of reaching the screen edge",
        examples: [
            .triggering("triggering-bar-backgrounds-stop-at-safe-area.layout.xml", [
                ExpectedFinding("headerBackground", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "headerBackground stops 20 pt short of the top edge of the screen (on iPhone SE (3rd generation) in portrait)"),
                ExpectedFinding("footerBackground", .both(.iPhone15Pro), message: "footerBackground stops 34 pt short of the bottom edge of the screen (on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-bar-backgrounds-reach-edges.layout.xml"),
            .passing("passing-card-background-inside-safe-area.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard context.node(index).role == .background, context.isDisplayed(index),
                  let parent = context.superview(index) else { return nil }
            let frame = context.frame(index)
            let parentFrame = context.frame(parent)
            let safe = context.safeFrame(ofControllerOf: index)
            let screen = context.measured.screen.bounds
            let absorbed = context.absorbedEdges(around: index)
            // An edge where the view stops exactly at the safe area while its superview goes on to the screen edge.
            var strips: [(Edge, Double)] = []
            func check(_ edge: Edge, viewEdge: Double, safeEdge: Double, parentEdge: Double, screenEdge: Double, outward: Double) {
                guard !absorbed.contains(edge), context.isSettled(index, at: edge), Tolerance.nearlyEqual(viewEdge, safeEdge),
                      Tolerance.greater(abs(safeEdge - screenEdge), 0),
                      (parentEdge - screenEdge) * outward >= -Tolerance.points else { return }
                strips.append((edge, abs(safeEdge - screenEdge)))
            }
            check(.top, viewEdge: frame.minY, safeEdge: safe.minY, parentEdge: parentFrame.minY, screenEdge: screen.minY, outward: -1)
            check(.left, viewEdge: frame.minX, safeEdge: safe.minX, parentEdge: parentFrame.minX, screenEdge: screen.minX, outward: -1)
            check(.bottom, viewEdge: frame.maxY, safeEdge: safe.maxY, parentEdge: parentFrame.maxY, screenEdge: screen.maxY, outward: 1)
            check(.right, viewEdge: frame.maxX, safeEdge: safe.maxX, parentEdge: parentFrame.maxX, screenEdge: screen.maxX, outward: 1)
            guard let widest = strips.max(by: { $0.1 < $1.1 }) else { return nil }
            return Violation(element: context.node(index).id, location: context.node(index).location,
                             message: "\(context.name(index)) stops \(formatNumber(widest.1)) pt short of the \(widest.0.rawValue) edge of the screen")
        }
    }
}
