import LayoutGeometry
import LayoutModel

/// `contentInsetAdjustmentBehavior = .always` adds every safe-area inset to the adjusted
/// content inset, left and right too: a vertically scrolling view becomes horizontally
/// scrollable in landscape on a Face ID iPhone (the talk's table view example).
public struct ScrollViewAlwaysScrollsSideways: Rule {
    public static let description = RuleDescription(
        id: "scroll-view-always-scrolls-sideways", defaultSeverity: .error, category: .scrollViews,
        summary: "A vertically scrolling view uses contentInsetAdjustmentBehavior always and scrolls sideways where the sides have insets",
        examples: [
            .triggering("triggering-always-table-in-landscape.layout.xml", [
                ExpectedFinding("settingsTable", .landscape(.iPhone15Pro), message: "settingsTable scrolls sideways: always adds 118 pt of left and right insets to its content"),
            ]),
            .passing("passing-automatic-table.layout.xml"),
            .passing("passing-always-horizontal-carousel.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard let scroll = context.geometry(index).scroll, scroll.behavior == .always,
                  context.isDisplayed(index) else { return nil }
            // A vertical flow layout sizes its content to the width left by the adjusted
            // insets: it never gets wider than the view.
            let node = context.node(index)
            if node.kind == .collectionView, (node.collection?.scrollDirection ?? .vertical) == .vertical { return nil }
            let frame = context.frame(index)
            let added = (scroll.adjustedContentInset.left - scroll.contentInset.left)
                + (scroll.adjustedContentInset.right - scroll.contentInset.right)
            // Meant to scroll vertically only: its content is not wider than the view.
            guard Tolerance.greater(added, 0), !Tolerance.greater(scroll.contentSize.width, frame.width) else { return nil }
            return Violation(element: context.node(index).id, location: context.node(index).scroll?.behaviorLocation ?? context.node(index).location,
                             message: "\(context.name(index)) scrolls sideways: always adds \(formatNumber(added)) pt of left and right insets to its content")
        }
    }
}
