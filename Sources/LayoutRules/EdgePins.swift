import LayoutGeometry
import LayoutModel

/// A constraint that pins one edge of a view to the same edge of its superview itself
/// (not to a guide): the shape several rules look at. Content views are looked at; a
/// container only where a device's inset height stands in for the safe area. One constraint
/// is reported by one rule only, the most specific: a device's bar or inset height as constant
/// (`device-specific-constant`), then a control held off the bottom by a required constant
/// (`bottom-control-padding`), then any other pin (`edge-pinned-to-superview`).
public struct EdgePin: Sendable {
    public enum Kind: Sendable { case deviceSpecificConstant, bottomPadding, plain }

    public var constraint: ResolvedConstraint
    public var view: Int
    public var superview: Int
    /// The view's attribute in the constraint (`bottom`, `leading`, ...).
    public var attribute: LayoutAttribute
    /// The screen edge it pins, in this environment's layout direction.
    public var edge: Edge
    /// Distance from the superview's edge, positive inward.
    public var inset: Double
    public var kind: Kind
}

extension RuleContext {
    /// Every edge pin of a displayed content view, in this environment (worked out once:
    /// three rules read them).
    public func edgePins() -> [EdgePin] {
        if let pins = memo.edgePins { return pins }
        let pins = findEdgePins()
        memo.edgePins = pins
        return pins
    }

    private func findEdgePins() -> [EdgePin] {
        var pins: [EdgePin] = []
        for resolved in allConstraints {
            let constraint = resolved.constraint
            guard let second = constraint.second, let other = resolved.secondView,
                  constraint.first.item.guide == nil, second.item.guide == nil,
                  constraint.multiplier == 1 else { continue }
            // Which of the two is the view, which its superview.
            let pairs: [(view: Int, superview: Int, viewAnchor: Anchor, superAnchor: Anchor, sign: Double)] = [
                (resolved.firstView, other, constraint.first, second, 1),
                (other, resolved.firstView, second, constraint.first, -1),
            ]
            for pair in pairs where superview(pair.view) == pair.superview && pair.viewAnchor.attribute == pair.superAnchor.attribute {
                guard node(pair.view).role != .background, isDisplayed(pair.view),
                      !tree.views[pair.superview].node.kind.isScrollView,
                      let edge = screenEdge(pair.viewAnchor.attribute, view: pair.view),
                      isSettled(pair.view, at: edge) else { continue }
                // view = super + constant (sign 1) or super = view + constant (sign -1). Leading
                // and trailing constants mirror with the layout, so "inward" follows the attribute.
                let offset = pair.sign * constraint.constant
                let inward: Bool
                switch pair.viewAnchor.attribute {
                case .top, .left, .leading: inward = true
                default: inward = false
                }
                let inset = inward ? offset : -offset
                // An inequality that does not hold the view at its limit in this layout pins
                // nothing (`trailing >= title.trailing + 20` with room to spare).
                if constraint.relation != .equal, !isTight(view: pair.view, superview: pair.superview, edge: edge, inset: inset) { continue }
                let kind = classify(resolved, view: pair.view, edge: edge, inset: inset)
                // A container (a table, a panel) matters here only when a device's inset height
                // stands in for the safe area: its content is checked on its own.
                // A container matters only when it holds something (an empty label draws nothing).
                guard node(pair.view).role == .content
                        || (kind == .deviceSpecificConstant && holdsContent(pair.view)) else { continue }
                pins.append(EdgePin(constraint: resolved, view: pair.view, superview: pair.superview,
                                    attribute: pair.viewAnchor.attribute, edge: edge, inset: inset, kind: kind))
            }
        }
        return pins
    }

    private func classify(_ resolved: ResolvedConstraint, view: Int, edge: Edge, inset: Double) -> EdgePin.Kind {
        let constraint = resolved.constraint
        guard constraint.isRequired, constraint.relation == .equal else { return .plain }
        // A control held off the bottom edge by less than some device's bottom inset is the
        // talk's own example, whatever the number (20 pt is also an iPad's bottom inset): its
        // fix is the talk's two constraints. A constant as deep as the deepest inset is a
        // device's height standing in for the safe area (below).
        let controlPadding = edge == .bottom && inset > 0 && holdsControl(view) && !hasRequiredGuideLimit(view: view, attribute: .bottom)
        if controlPadding, inset < matrixDeepestBottomInset - 0.5 { return .bottomPadding }
        let magnitude = abs(inset)
        // A device's bar height only means something against a superview edge that is the
        // screen's edge and has an inset in this environment; IB's standard spacing is not a
        // chosen number, and a cell's content is placed by its table, not against the screen.
        if !constraint.isStandardSpacing, !isInTableCell(view), superviewTouchesScreen(view, edge),
           let parent = superview(view), geometry(parent).safeAreaInsets[edge] > Tolerance.points {
            // Only a height some device of the matrix has at that edge stands in for its inset;
            // the same number at another edge too is the view's padding, not a bar.
            if matrixInsetHeights[edge]?.contains(where: { abs($0 - magnitude) < 0.5 }) == true,
               !repeatsPadding(of: view, in: parent, at: magnitude, besides: edge) { return .deviceSpecificConstant }
        }
        return controlPadding ? .bottomPadding : .plain
    }

    /// Whether the view keeps the same distance, held or at least, from the superview's
    /// opposite edge (its frame, safe area or margins): top 20 and bottom 20, or top 20 and
    /// bottom >= 20 around a card, is a padding all round, not a bar's height.
    private func repeatsPadding(of view: Int, in superview: Int, at distance: Double, besides edge: Edge) -> Bool {
        guard edge == .top || edge == .bottom else { return false }
        let opposite: LayoutAttribute = edge == .top ? .bottom : .top
        return constraints(involving: view).contains { resolved in
            let constraint = resolved.constraint
            let anchors = resolved.anchors(for: view)
            guard constraint.isRequired, constraint.multiplier == 1, anchors.mine.item.guide == nil,
                  anchors.mine.attribute == opposite, let other = anchors.other, other.attribute == opposite,
                  resolved.otherView(than: view) == superview,
                  other.item.guide == nil || other.item.guide == .safeArea || other.item.guide == .layoutMargins
            else { return false }
            return abs(abs(constraint.constant) - distance) < 0.5
        }
    }

    /// Whether a container draws anything: subviews in the document, or (a table, a
    /// collection, a scroll, map or web view) content that code supplies at run time.
    func holdsContent(_ view: Int) -> Bool {
        let kind = node(view).kind
        return !tree.views[view].children.isEmpty || kind.isScrollView || kind == .mapView || kind == .webView
    }

    /// A control, or a view that holds one (a stack or bar of buttons), displayed here.
    func holdsControl(_ view: Int) -> Bool {
        if node(view).kind.isControl || (node(view).kind == .textView && node(view).editable == true) { return true }
        return tree.views[view].children.contains { isDisplayed($0) && holdsControl($0) }
    }

    private func isTight(view: Int, superview: Int, edge: Edge, inset: Double) -> Bool {
        let inner = frame(view), outer = frame(superview)
        let actual: Double
        switch edge {
        case .top: actual = inner.minY - outer.minY
        case .bottom: actual = outer.maxY - inner.maxY
        case .left: actual = inner.minX - outer.minX
        case .right: actual = outer.maxX - inner.maxX
        }
        return !Tolerance.greater(abs(actual - inset), 0)
    }

    /// Whether the view's superview reaches the screen's edge here: only then can a view
    /// pinned to that edge of it reach the screen's inset.
    public func superviewTouchesScreen(_ view: Int, _ edge: Edge) -> Bool {
        guard let parent = superview(view) else { return false }
        let frame = self.frame(parent), screen = measured.screen.bounds
        switch edge {
        case .top: return !Tolerance.greater(frame.minY, screen.minY)
        case .bottom: return !Tolerance.greater(screen.maxY, frame.maxY)
        case .left: return !Tolerance.greater(frame.minX, screen.minX)
        case .right: return !Tolerance.greater(screen.maxX, frame.maxX)
        }
    }

    /// The constraint that places the view's edge on this screen edge: a required one of its
    /// own on that edge (an equality first), to another item. Nil where a container places it.
    public func constraint(placing view: Int, at edge: Edge) -> ResolvedConstraint? {
        // What places an edge is a constraint to an ancestor (or its guide), to a sibling's
        // same edge, or one written for the view (`view.top == header.bottom + 8`);
        // `title.top == image.bottom + 18` is written for the title, not the image.
        let candidates = constraints(involving: view).filter { resolved in
            let anchors = resolved.anchors(for: view)
            guard anchors.mine.item == .view(node(view).id), let other = anchors.other, resolved.constraint.isRequired,
                  screenEdge(anchors.mine.attribute, view: view) == edge else { return false }
            let isAncestor = resolved.otherView(than: view).map { tree.isDescendant(view, of: $0) } ?? false
            return isAncestor || other.attribute == anchors.mine.attribute
                || resolved.constraint.first.item == .view(node(view).id)
        }
        return candidates.first { $0.constraint.relation == .equal } ?? candidates.first
    }

    /// The view's edge attribute as a screen edge in this environment.
    func screenEdge(_ attribute: LayoutAttribute, view: Int) -> Edge? {
        let rightToLeft = node(view).semanticContentAttribute.resolved(in: environment.direction) == .rightToLeft
        switch attribute {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return nil
        }
    }

    /// A required constraint that keeps this edge of the view inside a guide (safe area,
    /// margins, readable content) of some view: the talk's inequality, or an equality.
    /// An inequality counts only when it points inward (`bottom <= safeArea.bottom`).
    public func hasRequiredGuideLimit(view: Int, attribute: LayoutAttribute) -> Bool {
        constraints(involving: view).contains { resolved in
            let constraint = resolved.constraint
            guard constraint.isRequired else { return false }
            let anchors = resolved.anchors(for: view)
            guard anchors.mine.item == .view(node(view).id), anchors.mine.attribute == attribute,
                  let other = anchors.other, let guide = other.item.guide,
                  guide == .safeArea || guide == .layoutMargins || guide == .readableContent else { return false }
            guard constraint.relation != .equal else { return true }
            // Written as view RELATION guide; flipped when the view is the second item.
            let viewIsFirst = resolved.firstView == view && constraint.first.item == .view(node(view).id)
            let relation = viewIsFirst ? constraint.relation
                : (constraint.relation == .lessThanOrEqual ? Relation.greaterThanOrEqual : .lessThanOrEqual)
            switch attribute {
            case .top, .left, .leading: return relation == .greaterThanOrEqual
            default: return relation == .lessThanOrEqual
            }
        }
    }

    /// The view's superview safe-area inset on a screen edge, in this environment.
    public func superviewInset(_ pin: EdgePin) -> Double {
        geometry(pin.superview).safeAreaInsets[pin.edge]
    }
}
