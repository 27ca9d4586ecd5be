import LayoutGeometry
import LayoutModel

/// With `scrollableAxes` (or `automatic` outside a navigation controller, or with the
/// deprecated automaticallyAdjustsScrollViewInsets off), content shorter than the scroll
/// view is not vertically scrollable, nothing is absorbed, and the top of the content rests
/// under the status or navigation bar (the talk's short article).
public struct ShortContentUnderBars: Rule {
    public static let description = RuleDescription(
        id: "short-content-under-bars", defaultSeverity: .warning, category: .scrollViews,
        summary: "Short content in a scroll view gets no top or bottom inset and rests under the bars",
        examples: [
            .triggering("triggering-short-article-scrollable-axes.layout.xml", [
                ExpectedFinding("shortArticleScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "shortArticleScroll's content is shorter than the view, so its 64 pt top inset is not applied and the content rests under the bars (on iPhone SE (3rd generation) in portrait)"),
            ]),
            .triggering("triggering-automatic-outside-navigation-controller.layout.xml", [
                ExpectedFinding("whatsNewScroll", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "whatsNewScroll's content is shorter than the view, so its 20 pt top inset is not applied and the content rests under the bars (on iPhone SE (3rd generation) in portrait)"),
            ]),
            .passing("passing-short-article-automatic.layout.xml"),
            .passing("passing-short-article-always-bounce-vertical.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard let scroll = context.geometry(index).scroll, context.isDisplayed(index),
                  scroll.behavior == .scrollableAxes || scroll.behavior == .automatic,
                  !scroll.scrollsVertically, !scroll.navigationAdjustment else { return nil }
            // Short content rests at the top: only a missing top inset puts it under the
            // status or navigation bar (a missing bottom inset leaves it where it is).
            let top = context.geometry(index).safeAreaInsets.top
            guard !scroll.absorbedEdges.contains(.top), Tolerance.greater(top, 0) else { return nil }
            let node = context.node(index)
            // automaticallyAdjustsScrollViewInsets turned off in a navigation controller is the
            // cause automatic-insets-disabled reports.
            // Shown by code: whether a navigation controller adds its inset is the code's.
            if context.isShownByCode { return nil }
            let controller = context.controllerEntry(ofView: index).node
            if scroll.behavior == .automatic, !controller.automaticallyAdjustsScrollViewInsets,
               context.controllerGeometry(id: controller.id)?.isInNavigationController == true { return nil }
            // A strip that scrolls sideways never scrolls down: where it sits is its frame's
            // business (content-in-unsafe-area), not its inset's.
            if node.collection?.scrollDirection == .horizontal { return nil }
            // Something must rest under the bars: content of the scroll view in the top inset.
            let band = context.frame(index).minY + top
            guard Self.content(under: band, in: index, context: context) else { return nil }
            return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                             message: "\(context.name(of: node))'s content is shorter than the view, so its \(formatNumber(top)) pt top inset is not applied and the content rests under the bars")
        }
    }

    /// Whether displayed content inside the scroll view starts above `band` (screen y).
    static func content(under band: Double, in scroll: Int, context: RuleContext) -> Bool {
        var pending = context.entry(scroll).children
        while let view = pending.popLast() {
            guard context.isDisplayed(view) else { continue }
            if context.node(view).role == .content, Tolerance.greater(band, context.frame(view).minY) { return true }
            pending += context.entry(view).children
        }
        return false
    }
}
