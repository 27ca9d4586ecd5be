import LayoutModel

/// UIKIT-GEOMETRY sections 3 to 6: the guides of one view, as pure functions of frames
/// and of what its superview passes down. Frames are in window coordinates.
public enum ViewGuides {
    // MARK: Section 3: safe area of ordinary subviews

    /// A subview's inset on each edge is the part of it that reaches into its superview's
    /// unsafe band on that edge, and never more than the superview's own inset there
    /// (so a view sliding off the bottom stops gaining inset at its parent's value).
    ///
    /// `parentInsets` are what the superview propagates: a scroll view passes 0 on the
    /// edges it absorbs into its adjusted content inset.
    public static func safeAreaInsets(frame: Rect, parentFrame: Rect, parentInsets: EdgeInsets) -> EdgeInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), max(limit, 0)) }
        return EdgeInsets(
            top: clamp(parentFrame.minY + parentInsets.top - frame.minY, parentInsets.top),
            left: clamp(parentFrame.minX + parentInsets.left - frame.minX, parentInsets.left),
            bottom: clamp(frame.maxY - (parentFrame.maxY - parentInsets.bottom), parentInsets.bottom),
            right: clamp(frame.maxX - (parentFrame.maxX - parentInsets.right), parentInsets.right))
    }

    // MARK: Section 5: layout margins

    /// UIView's default margins.
    public static let defaultMargins = EdgeInsets(all: 8)

    public struct MarginInput: Sendable {
        /// The view's own margins, already resolved for the layout direction (nil: UIKit's default).
        public var own: EdgeInsets?
        /// For a view controller's root view: the leading/trailing system minimum (nil otherwise).
        public var systemMinimum: Double?
        public var insetsFromSafeArea: Bool
        public var preservesSuperviewMargins: Bool
        /// Default margins when `own` is nil (8 for plain views; cells and tables differ).
        public var defaultMargins: EdgeInsets

        public init(own: EdgeInsets?, systemMinimum: Double? = nil, insetsFromSafeArea: Bool = true,
                    preservesSuperviewMargins: Bool = false, defaultMargins: EdgeInsets = ViewGuides.defaultMargins) {
            self.own = own
            self.systemMinimum = systemMinimum
            self.insetsFromSafeArea = insetsFromSafeArea
            self.preservesSuperviewMargins = preservesSuperviewMargins
            self.defaultMargins = defaultMargins
        }
    }

    /// The view's margins measured from its edges (UIKit's `layoutMargins` reading).
    ///
    /// - A root view takes, per edge, the larger of its own margin and the system minimum
    ///   (top and bottom 0, leading and trailing 16 or 20); its own default is 0, which is
    ///   why an iPhone 8 root view reports {20, 16, 0, 16}.
    /// - `insetsLayoutMarginsFromSafeArea`: the margins sit inside the safe area (they add).
    /// - `preservesSuperviewLayoutMargins`: where the superview's margins guide lies inside
    ///   this view, this view's margin is at least the distance to it, and never more than
    ///   the superview's own margin on that edge (a view that overhangs its superview does
    ///   not inherit the overhang). Cells take only the sides (`preservesVertically` false).
    public static func layoutMargins(frame: Rect, safeAreaInsets: EdgeInsets, input: MarginInput,
                                     superviewMarginsFrame: Rect?, superviewFrame: Rect? = nil,
                                     preservesVertically: Bool = true) -> EdgeInsets {
        var margins: EdgeInsets
        if let minimum = input.systemMinimum {
            let own = input.own ?? .zero
            margins = EdgeInsets(top: max(own.top, 0), left: max(own.left, minimum),
                                 bottom: max(own.bottom, 0), right: max(own.right, minimum))
        } else {
            margins = input.own ?? input.defaultMargins
        }
        if input.insetsFromSafeArea {
            margins = margins + safeAreaInsets
        }
        if input.preservesSuperviewMargins, let guide = superviewMarginsFrame {
            let outer = superviewFrame ?? frame
            let limit = EdgeInsets(top: guide.minY - outer.minY, left: guide.minX - outer.minX,
                                   bottom: outer.maxY - guide.maxY, right: outer.maxX - guide.maxX)
            if preservesVertically, guide.minY > frame.minY { margins.top = max(margins.top, min(guide.minY - frame.minY, limit.top)) }
            if guide.minX > frame.minX { margins.left = max(margins.left, min(guide.minX - frame.minX, limit.left)) }
            if preservesVertically, guide.maxY < frame.maxY { margins.bottom = max(margins.bottom, min(frame.maxY - guide.maxY, limit.bottom)) }
            if guide.maxX < frame.maxX { margins.right = max(margins.right, min(frame.maxX - guide.maxX, limit.right)) }
        }
        return margins
    }

    // MARK: Section 6: readable content guide

    /// Vertically the margins guide. Horizontally the margins guide, narrowed to the
    /// readable width and centred only when the width left by the safe area exceeds the
    /// readable width by more than the threshold (88); the inset is then the larger of half
    /// the spare width (floored to pixels), the safe-area inset and the margin.
    public static func readableContentFrame(frame: Rect, safeAreaInsets: EdgeInsets, layoutMargins: EdgeInsets,
                                            readableWidth: Double, threshold: Double, scale: Double) -> Rect {
        let marginsFrame = frame.inset(by: layoutMargins)
        let usable = frame.width - safeAreaInsets.left - safeAreaInsets.right
        guard usable - readableWidth > threshold else { return marginsFrame }
        let half = ((frame.width - readableWidth) / 2 * scale).rounded(.down) / scale
        let left = max(half, safeAreaInsets.left, layoutMargins.left)
        let right = max(half, safeAreaInsets.right, layoutMargins.right)
        return Rect(x: frame.minX + left, y: marginsFrame.minY,
                    width: max(0, frame.width - left - right), height: marginsFrame.height)
    }

    // MARK: Section 4: scroll views

    public struct ScrollInput: Sendable {
        public var behavior: ContentInsetAdjustmentBehavior
        public var contentInset: EdgeInsets
        public var contentSize: Size
        public var alwaysBounceVertical: Bool
        public var alwaysBounceHorizontal: Bool
        /// The scroll view belongs to a view controller in a navigation controller that
        /// keeps `automaticallyAdjustsScrollViewInsets` on.
        public var navigationAdjusts: Bool

        public init(behavior: ContentInsetAdjustmentBehavior, contentInset: EdgeInsets, contentSize: Size,
                    alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, navigationAdjusts: Bool = false) {
            self.behavior = behavior
            self.contentInset = contentInset
            self.contentSize = contentSize
            self.alwaysBounceVertical = alwaysBounceVertical
            self.alwaysBounceHorizontal = alwaysBounceHorizontal
            self.navigationAdjusts = navigationAdjusts
        }
    }

    /// `adjustedContentInset = contentInset + the safe-area insets on the edges the behaviour selects`:
    /// - always: all four edges;
    /// - scrollableAxes: top and bottom when vertically scrollable (content plus insets taller
    ///   than the bounds, or alwaysBounceVertical), left and right likewise;
    /// - automatic: scrollableAxes, plus top and bottom in a navigation controller, scrollable or not;
    /// - never: none.
    /// The resting offset is scrolled to the top: minus the adjusted top (and left) inset.
    public static func scroll(frame: Rect, safeAreaInsets: EdgeInsets, input: ScrollInput) -> MeasuredScroll {
        let inset = input.contentInset
        let scrollsVertically = Tolerance.greater(input.contentSize.height + inset.top + inset.bottom, frame.height)
            || input.alwaysBounceVertical
        let scrollsHorizontally = Tolerance.greater(input.contentSize.width + inset.left + inset.right, frame.width)
            || input.alwaysBounceHorizontal

        var vertical = false, horizontal = false, navigation = false
        switch input.behavior {
        case .always:
            vertical = true; horizontal = true
        case .scrollableAxes:
            vertical = scrollsVertically; horizontal = scrollsHorizontally
        case .automatic:
            vertical = scrollsVertically; horizontal = scrollsHorizontally
            if input.navigationAdjusts, !vertical { vertical = true; navigation = true }
        case .never:
            break
        }
        var adjusted = inset
        var absorbed: Set<Edge> = []
        if vertical {
            adjusted.top += safeAreaInsets.top
            adjusted.bottom += safeAreaInsets.bottom
            if safeAreaInsets.top > 0 { absorbed.insert(.top) }
            if safeAreaInsets.bottom > 0 { absorbed.insert(.bottom) }
        }
        if horizontal {
            adjusted.left += safeAreaInsets.left
            adjusted.right += safeAreaInsets.right
            if safeAreaInsets.left > 0 { absorbed.insert(.left) }
            if safeAreaInsets.right > 0 { absorbed.insert(.right) }
        }
        return MeasuredScroll(
            behavior: input.behavior, contentInset: inset, adjustedContentInset: adjusted,
            contentSize: input.contentSize, contentOffset: Point(x: -adjusted.left, y: -adjusted.top),
            absorbedEdges: absorbed, scrollsVertically: scrollsVertically, scrollsHorizontally: scrollsHorizontally,
            navigationAdjustment: navigation)
    }

    /// What a scroll view passes down: its insets without the absorbed edges.
    public static func propagatedInsets(_ insets: EdgeInsets, absorbing edges: Set<Edge>) -> EdgeInsets {
        var result = insets
        for edge in edges { result[edge] = 0 }
        return result
    }
}
