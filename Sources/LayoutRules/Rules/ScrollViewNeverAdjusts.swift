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
                ExpectedFinding("articleScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "articleScroll never adjusts its content inset and its content rests 82 pt into the top unsafe area (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            // A warning: nothing rests in the unsafe area; the iPhone SE has no unsafe edge below it.
            .triggering("triggering-never-content-clear-of-bars.layout.xml", [
                ExpectedFinding("formScroll", .both(.iPhone15Pro), message: "formScroll never adjusts its content inset; prefer additionalSafeAreaInsets or contentInset"),
            ]),
            // A warning except on iPhone 15 Pro in portrait, where it is an error.
            .triggering("triggering-never-hand-made-inset.layout.xml", [
                ExpectedFinding("commentsScroll", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "commentsScroll never adjusts its content inset and its content rests 18 pt into the top unsafe area (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .passing("passing-automatic-with-content-inset.layout.xml"),
            .passing("passing-additional-insets-for-player-bar.layout.xml"),
            .passing("passing-photo-viewer-lint-disable.layout.xml"),
            .passing("passing-never-table-above-sheet-buttons.layout.xml"),
            .passing("passing-never-scrolling-disabled.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            guard let scroll = context.geometry(index).scroll, scroll.behavior == .never,
                  context.isDisplayed(index), context.node(index).scroll?.scrollEnabled != false else { return nil }
            // The talk's concern is content scrolled under an unsafe edge: only the edges of the
            // axes it scrolls along, and only where the scroll view itself reaches one of them
            // (a collection in a cell's content view, a table above a sheet's button bar: no).
            let axes = Self.scrollingAxes(of: index, scroll, context)
            let edges = Edge.allCases.filter { axes.contains($0.axis) }
            let reach = context.unsafeOverlap(of: index)
            guard edges.contains(where: { Tolerance.greater(reach[$0], 0) }) else { return nil }
            let node = context.node(index)
            // The code insets the content by the safe area's insets itself: what `never` drops
            // is put back (the talk would still prefer the automatic behaviour, but nothing
            // scrolls under an edge).
            let settings = context.document.codeSettings[node.id] ?? [:]
            if settings[.contentInsetFromSafeArea] != nil { return nil }
            // An inset of the code's own value: where the content rests is not known.
            if let line = settings[.contentInset] {
                return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                                 message: "\(context.name(of: node)) never adjusts its content inset; the code sets its content inset at \(line.shortPlace), which layout-lint does not evaluate")
            }
            // Content of this scroll view resting in the unsafe area on those edges makes it an error.
            let worst = context.viewIndices
                .filter { context.tree.isDescendant($0, of: index) && context.node($0).role == .content && context.isDisplayed($0) }
                .map { context.unsafeOverlap(of: $0) }
                .flatMap { overlap in edges.map { ($0, overlap[$0]) } }
                .max { $0.1 < $1.1 }
            if let worst, Tolerance.greater(worst.1, 0) {
                return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                                 message: "\(context.name(of: node)) never adjusts its content inset and its content rests \(formatNumber(worst.1)) pt into the \(worst.0.rawValue) unsafe area",
                                 severity: .error, magnitude: worst.1)
            }
            return Violation(element: node.id, location: node.scroll?.behaviorLocation ?? node.location,
                             message: "\(context.name(of: node)) never adjusts its content inset; prefer additionalSafeAreaInsets or contentInset")
        }
    }

    /// The axes a scroll view moves its content along: a table's rows and a collection's
    /// items come from code, so along the layout's direction; other scroll views where
    /// their content is larger than the view, or is as wide (tall) as the view and only
    /// shorter (narrower) for now: a form that grows with the text size or the keyboard.
    static func scrollingAxes(of index: Int, _ scroll: MeasuredScroll, _ context: RuleContext) -> Set<Axis> {
        let node = context.node(index)
        if node.kind == .tableView { return [.vertical] }
        if node.kind == .collectionView { return [node.collection?.scrollDirection ?? .vertical] }
        var axes = Set<Axis>()
        let frame = context.frame(index)
        if scroll.scrollsVertically || abs(scroll.contentSize.width - frame.width) < 0.5 && scroll.contentSize.height < frame.height {
            axes.insert(.vertical)
        }
        if scroll.scrollsHorizontally || abs(scroll.contentSize.height - frame.height) < 0.5 && scroll.contentSize.width < frame.width {
            axes.insert(.horizontal)
        }
        return axes
    }
}
