import LayoutGeometry
import LayoutModel

/// A background stops at the safe area on a screen edge, leaving a strip between it and the
/// edge: backgrounds reach the edges, content stays inside. A scroll view that stops at the
/// safe area's bottom with nothing else in the strip is held to the bottom edge too.
public struct BackgroundNotFullBleed: Rule {
    public static let description = RuleDescription(
        id: "background-not-full-bleed", defaultSeverity: .warning, category: .safeArea,
        summary: "A background view, or a scroll view, stops at the safe area instead of reaching the screen edge",
        examples: [
            .triggering("triggering-bar-backgrounds-stop-at-safe-area.layout.xml", [
                ExpectedFinding("headerBackground", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "headerBackground stops 20 pt short of the top edge of the screen (on iPhone SE (3rd generation) in portrait)"),
                ExpectedFinding("footerBackground", .both(.iPhone15Pro), message: "footerBackground stops 34 pt short of the bottom edge of the screen (on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-list-stops-at-safe-area.layout.xml", [
                ExpectedFinding("ordersTable", .both(.iPhone15Pro), message: "ordersTable stops 34 pt short of the bottom edge of the screen, at the safe area: its content ends there instead of scrolling on under the home indicator; pin it to its superview's bottom and let its inset keep the content clear (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-bar-backgrounds-reach-edges.layout.xml"),
            .passing("passing-card-background-inside-safe-area.layout.xml"),
            .passing("passing-list-runs-to-edges.layout.xml"),
            .passing("passing-list-above-filled-strip.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard context.isDisplayed(index) else { return nil }
            let node = context.node(index)
            if node.role == .background {
                guard let widest = Self.strips(of: index, edges: Edge.allCases, context).max(by: { $0.1 < $1.1 }) else { return nil }
                return Violation(element: node.id, location: node.location,
                                 message: "\(context.name(index)) stops \(formatNumber(widest.1)) pt short of the \(widest.0.rawValue) edge of the screen")
            }
            return scrollViolation(index, context)
        }
    }

    /// A scroll view that scrolls vertically, stopped at the safe area's bottom with nothing
    /// else in the strip it leaves: its content ends above the home indicator instead of
    /// running under it while its inset keeps the last of it clear (the talk: scroll views
    /// run to the edges and let their insets do the work). The top is left alone (a list
    /// below the status bar or a bar is a deliberate choice), and so are the sides: a list's
    /// cells inset their content from the sensor housing anyway, and a strip beside it shows
    /// the same background (judged cosmetic on the held-out apps). Nor where the controller
    /// raises the keyboard as its screen appears: the keyboard covers the strip.
    func scrollViolation(_ index: Int, _ context: RuleContext) -> Violation? {
        let node = context.node(index)
        guard [.tableView, .collectionView, .scrollView].contains(node.kind), node.scroll?.scrollEnabled != false,
              context.tree.views[index].scrollAncestor == nil, let scroll = context.measured.views[index].scroll else { return nil }
        // A list's rows come from code; a scroll view's content is the document's, and only
        // content taller than the view reaches its bottom edge.
        let scrolls = node.kind == .scrollView ? scroll.scrollsVertically
            : ScrollViewNeverAdjusts.scrollingAxes(of: index, scroll, context).contains(.vertical)
        // The controller raises the keyboard as the screen appears: the keyboard covers the strip.
        if let root = context.controllerEntry(ofView: index).rootView,
           context.document.codeSettings[context.node(root).id]?[.keyboardOnAppear] != nil {
            return nil
        }
        guard scrolls,
              let bottom = Self.strips(of: index, edges: [.bottom], context).first(where: { !Self.isFilled($0.strip, besides: index, context) })
        else { return nil }
        return Violation(element: node.id, location: node.location,
                         message: "\(context.name(index)) stops \(formatNumber(bottom.1)) pt short of the bottom edge of the screen, at the safe area: "
                            + "its content ends there instead of scrolling on under the home indicator; "
                            + "pin it to its superview's bottom and let its inset keep the content clear", magnitude: bottom.1)
    }

    /// The edges where the view stops exactly at its controller's safe area while its
    /// superview goes on to the screen's edge, each with the strip it leaves.
    static func strips(of index: Int, edges: [Edge], _ context: RuleContext) -> [(Edge, Double, strip: Rect)] {
        guard let parent = context.superview(index) else { return [] }
        let frame = context.frame(index)
        let parentFrame = context.frame(parent)
        let safe = context.safeFrame(ofControllerOf: index)
        let screen = context.measured.screen.bounds
        let absorbed = context.absorbedEdges(around: index)
        var strips: [(Edge, Double, strip: Rect)] = []
        for edge in edges where !absorbed.contains(edge) && context.isSettled(index, at: edge) {
            let (viewEdge, safeEdge, parentEdge, screenEdge, outward): (Double, Double, Double, Double, Double)
            switch edge {
            case .top: (viewEdge, safeEdge, parentEdge, screenEdge, outward) = (frame.minY, safe.minY, parentFrame.minY, screen.minY, -1)
            case .left: (viewEdge, safeEdge, parentEdge, screenEdge, outward) = (frame.minX, safe.minX, parentFrame.minX, screen.minX, -1)
            case .bottom: (viewEdge, safeEdge, parentEdge, screenEdge, outward) = (frame.maxY, safe.maxY, parentFrame.maxY, screen.maxY, 1)
            case .right: (viewEdge, safeEdge, parentEdge, screenEdge, outward) = (frame.maxX, safe.maxX, parentFrame.maxX, screen.maxX, 1)
            }
            guard Tolerance.nearlyEqual(viewEdge, safeEdge), Tolerance.greater(abs(safeEdge - screenEdge), 0),
                  (parentEdge - screenEdge) * outward >= -Tolerance.points else { continue }
            let depth = abs(safeEdge - screenEdge)
            let strip: Rect
            switch edge {
            case .top: strip = Rect(x: frame.minX, y: screenEdge, width: frame.width, height: depth)
            case .bottom: strip = Rect(x: frame.minX, y: safeEdge, width: frame.width, height: depth)
            case .left: strip = Rect(x: screenEdge, y: frame.minY, width: depth, height: frame.height)
            case .right: strip = Rect(x: safeEdge, y: frame.minY, width: depth, height: frame.height)
            }
            strips.append((edge, depth, strip))
        }
        return strips
    }

    /// Whether a bar or another view of the screen (not one holding the view, nor one inside
    /// it) covers most of the strip.
    static func isFilled(_ strip: Rect, besides index: Int, _ context: RuleContext) -> Bool {
        let area = strip.width * strip.height
        guard area > 0 else { return true }
        func covers(_ rect: Rect) -> Bool { (strip.intersection(rect).map { $0.width * $0.height } ?? 0) >= area / 2 }
        if context.measured.bars.contains(where: { covers($0.frame) }) { return true }
        return context.viewIndices.contains { other in
            other != index && context.isDisplayed(other) && !context.tree.isDescendant(index, of: other)
                && !context.tree.isDescendant(other, of: index) && covers(context.frame(other))
        }
    }
}
