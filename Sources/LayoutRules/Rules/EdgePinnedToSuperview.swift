import LayoutGeometry
import LayoutModel

/// A content view pinned to its superview's edge (not to the safe area, margins or
/// readable guide) on an edge that has a safe-area inset here: it only looks right on a
/// device without an inset on that edge.
public struct EdgePinnedToSuperview: Rule {
    public static let description = RuleDescription(
        id: "edge-pinned-to-superview", defaultSeverity: .warning, category: .safeArea,
        summary: "A content view is pinned to its superview's edge instead of the safe area, margins or readable guide",
        examples: [
            .triggering("triggering-pinned-to-root-edges.layout.xml", [
                ExpectedFinding("headline", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "headline's top is pinned to the edge of noteRoot, not to its safe area (59 pt inset) (at worst, on iPhone 15 Pro in portrait)"),
                ExpectedFinding("footnote", .landscape(.iPhone15Pro), message: "footnote's leading is pinned to the edge of noteRoot, not to its safe area (59 pt inset)"),
            ]),
            .passing("passing-pinned-to-guides.layout.xml"),
            .passing("passing-pinned-inside-card.layout.xml"),
            .passing("passing-talk-bottom-padding-technique.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.edgePins().compactMap { pin in
            guard pin.kind == .plain else { return nil }
            let constraint = pin.constraint.constraint
            // The talk's technique: optional padding to the edge, held inside a guide by a required constraint.
            let attribute = pin.attribute
            if !constraint.isRequired, context.hasRequiredGuideLimit(view: pin.view, attribute: attribute) { return nil }
            // Only a pin that puts the view inside the superview's inset matters: an icon 30 pt
            // into a panel whose top overlaps the status bar by 19 pt is clear of it.
            let inset = context.superviewInset(pin)
            guard Tolerance.greater(inset, max(0, pin.inset)) else { return nil }
            // A scroll view (a text view) whose content inset adjusts at that edge keeps its
            // content clear of the inset itself: full bleed is what the talk asks of it.
            if context.geometry(pin.view).scroll?.absorbedEdges.contains(pin.edge) == true { return nil }
            // A bar spans the width and keeps its items inside its own safe area.
            if context.node(pin.view).kind.insetsItemsFromSafeAreaSides, pin.edge == .left || pin.edge == .right { return nil }
            // What the view draws (its known or centred text, its aspect-fit picture) stays
            // clear of the inset: only its frame reaches it (a centred title on a strip).
            if context.drawnFrame(of: pin.view) != context.frame(pin.view),
               !Tolerance.greater(context.unsafeOverlap(of: pin.view)[pin.edge], 0) {
                return nil
            }
            return Violation(
                element: context.node(pin.view).id, location: constraint.location,
                message: "\(context.name(pin.view))'s \(attribute.rawValue) is pinned to the edge of \(context.name(pin.superview)), not to its safe area (\(formatNumber(inset)) pt inset)"
                    + scrollAdvice(pin, context),
                magnitude: inset)
        }
    }

    /// In a scroll view's content the talk's fix at the top and bottom is the scroll view's
    /// own inset adjustment, not content pinned to the safe area (which would not scroll
    /// under the bars); on the sides, the content's safe area or margins is the fix.
    private func scrollAdvice(_ pin: EdgePin, _ context: RuleContext) -> String {
        let scroll = context.node(pin.superview).kind.isScrollView ? pin.superview : context.tree.views[pin.superview].scrollAncestor
        guard let scroll, pin.edge == .top || pin.edge == .bottom else { return "" }
        return ", and \(context.name(scroll)) does not adjust its content inset for it: let \(context.name(scroll)) adjust (contentInsetAdjustmentBehavior) rather than pin its content to the safe area"
    }
}
