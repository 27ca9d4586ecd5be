import LayoutGeometry
import LayoutModel

/// `contentInsetAdjustmentBehavior = .never` drops the automatic insets and the indicator
/// insets and lets the safe area reach the subviews (and their margins). Prefer
/// `additionalSafeAreaInsets` for an overlay the system should know about, or
/// `contentInset` for padding of your own. An error where content rests under a bar or
/// the unsafe area.
public struct ScrollViewNeverAdjusts: Rule {
    public static let description = RuleDescription(
        id: "scroll-view-never-adjusts", defaultSeverity: .warning, category: .scrollViews,
        summary: "A scroll view sets contentInsetAdjustmentBehavior to never",
        examples: [
            // An error: the headline rests under the status and navigation bars everywhere.
            .triggering("triggering-never-content-under-bars.layout.xml", [
                ExpectedFinding("articleScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "articleScroll never adjusts its content inset and its content rests 48 pt into the top unsafe area (on iPhone SE (3rd generation) in portrait)"),
            ]),
            // A warning: nothing rests in the unsafe area.
            .triggering("triggering-never-content-clear-of-bars.layout.xml", [
                ExpectedFinding("formScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "formScroll never adjusts its content inset; prefer additionalSafeAreaInsets or contentInset"),
            ]),
            // A warning except on iPhone 15 Pro in portrait, where it is an error.
            .triggering("triggering-never-hand-made-inset.layout.xml", [
                ExpectedFinding("commentsScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "commentsScroll never adjusts its content inset and its content rests 18 pt into the top unsafe area (on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-automatic-with-content-inset.layout.xml"),
            .passing("passing-additional-insets-for-player-bar.layout.xml"),
            .passing("passing-photo-viewer-lint-disable.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard let scroll = context.geometry(index).scroll, scroll.behavior == .never,
                  context.isDisplayed(index) else { return nil }
            let node = context.node(index)
            // Content of this scroll view resting in the unsafe area makes it an error.
            let worst = context.viewIndices
                .filter { context.tree.isDescendant($0, of: index) && context.node($0).role == .content && context.isDisplayed($0) }
                .map { context.unsafeOverlap(of: $0) }
                .flatMap { overlap in Edge.allCases.map { ($0, overlap[$0]) } }
                .max { $0.1 < $1.1 }
            if let worst, Tolerance.greater(worst.1, 0) {
                return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                                 message: "\(context.name(of: node)) never adjusts its content inset and its content rests \(formatNumber(worst.1)) pt into the \(worst.0.rawValue) unsafe area",
                                 severity: .error)
            }
            return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                             message: "\(context.name(of: node)) never adjusts its content inset; prefer additionalSafeAreaInsets or contentInset")
        }
    }
}
