import LayoutGeometry
import LayoutModel

/// Setting the deprecated `automaticallyAdjustsScrollViewInsets` to false in a navigation
/// controller turns `automatic` into `scrollableAxes` for its scroll views: short content
/// then rests under the navigation bar.
public struct AutomaticInsetsDisabled: Rule {
    public static let description = RuleDescription(
        id: "automatic-insets-disabled", defaultSeverity: .warning, category: .scrollViews,
        summary: "automaticallyAdjustsScrollViewInsets is off in a navigation controller, so automatic loses its navigation behaviour",
        examples: [
            .triggering("triggering-flag-off-in-navigation-controller.layout.xml", [
                ExpectedFinding("shortArticle", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "shortArticle turns off automaticallyAdjustsScrollViewInsets, so shortArticleScroll does not adjust for the navigation bar"),
            ]),
            .passing("passing-flag-left-alone.layout.xml"),
            .passing("passing-flag-off-outside-navigation-controller.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.tree.controllers.compactMap { controller in
            let node = controller.node
            guard !node.automaticallyAdjustsScrollViewInsets,
                  let geometry = context.controllerGeometry(id: node.id), geometry.isDisplayed,
                  geometry.isInNavigationController else { return nil }
            // It matters only where short content would rest under the bar: a scroll view
            // under the bar whose content does not scroll (scrollable content still gets its
            // inset, and one pinned below the bar has none to lose).
            let automatic = controller.views.filter { index in
                guard let scroll = context.geometry(index).scroll, scroll.behavior == .automatic, context.isDisplayed(index) else { return false }
                return Tolerance.greater(context.geometry(index).safeAreaInsets.top, 0) && !scroll.scrollsVertically
            }
            guard let first = automatic.first else { return nil }
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node)) turns off automaticallyAdjustsScrollViewInsets, so \(context.name(first)) does not adjust for the navigation bar")
        }
    }
}
