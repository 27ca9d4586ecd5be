import LayoutModel

/// Guide values that one layout pass takes as constants (UIKit's guides depend on frames,
/// which depend on guides: each pass solves with the guides of the previous pass).
struct GuideState: Sendable {
    var frames: [Rect]
    var safeAreaInsets: [EdgeInsets]
    var layoutMargins: [EdgeInsets]
    var readableFrames: [Rect]
    var scrolls: [MeasuredScroll?]
    /// Multiline text's height wrapped at the width of the previous pass.
    var wrappedTextHeights: [Int: Double] = [:]

    init(count: Int) {
        frames = Array(repeating: .zero, count: count)
        safeAreaInsets = Array(repeating: .zero, count: count)
        layoutMargins = Array(repeating: .zero, count: count)
        readableFrames = Array(repeating: .zero, count: count)
        scrolls = Array(repeating: nil, count: count)
    }

    /// Readable guide as insets from the view's edges (left and right; top and bottom are the margins').
    func readableInsets(_ index: Int) -> EdgeInsets {
        let frame = frames[index], readable = readableFrames[index], margins = layoutMargins[index]
        return EdgeInsets(top: margins.top, left: readable.minX - frame.minX,
                          bottom: margins.bottom, right: frame.maxX - readable.maxX)
    }

    func adjustedInset(_ index: Int) -> EdgeInsets { scrolls[index]?.adjustedContentInset ?? .zero }
}

/// Which guide constants a pass actually used: only those decide whether another pass is needed.
struct GuideUse: Sendable {
    var safeArea = Set<Int>()
    var margins = Set<Int>()
    var readable = Set<Int>()
    var scrollContent = Set<Int>()
    var cellInsets = Set<Int>()
}

/// Builds the linear system of one view controller for one layout pass. Positions are in
/// window coordinates; a scroll view's content is placed at its resting offset.
struct ConstraintSystemBuilder {
    struct FrameVariables { var left, top, width, height: SolverVariable }
    struct RectExpression {
        var minX: LinearExpression, minY: LinearExpression, width: LinearExpression, height: LinearExpression
    }

    let tree: SceneTree
    let controller: Int
    let state: GuideState
    let direction: LayoutDirection
    let rootFrame: Rect
    /// Decides which constraints and views Interface Builder variations install here.
    let sizeClasses: SizeClasses

    private(set) var system = LinearSystem()
    private(set) var variables: [Int: FrameVariables] = [:]
    private(set) var contentVariables: [Int: (width: SolverVariable, height: SolverVariable)] = [:]
    private(set) var origins: [ConstraintOrigin] = []
    var use = GuideUse()
    /// Interface Builder placeholders left out: what the document alone decides.
    var omitsPlaceholders = false
    /// Only what the document and UIKit's own constraints decide: everything below a
    /// placeholder's priority (layout-lint's tie-breaking preferences) left out.
    var omitsPreferences = false
    /// Document constraints that name something outside this controller, left out of the system.
    private(set) var skipped: [Constraint] = []

    init(tree: SceneTree, controller: Int, state: GuideState, direction: LayoutDirection, rootFrame: Rect,
         sizeClasses: SizeClasses = SizeClasses(horizontal: .compact, vertical: .regular)) {
        self.tree = tree
        self.controller = controller
        self.state = state
        self.direction = direction
        self.rootFrame = rootFrame
        self.sizeClasses = sizeClasses
    }

    func isInstalled(_ installation: Installation?) -> Bool {
        installation?.isInstalled(horizontal: sizeClasses.horizontal, vertical: sizeClasses.vertical) ?? true
    }

    /// A view and all its ancestors are installed here.
    func isViewInstalled(_ index: Int) -> Bool {
        var current: Int? = index
        while let view = current {
            if !isInstalled(tree.views[view].node.installation) { return false }
            current = tree.views[view].parent
        }
        return true
    }

    mutating func build() {
        let entry = tree.controllers[controller]
        for index in entry.views {
            variables[index] = FrameVariables(left: system.makeVariable(), top: system.makeVariable(),
                                              width: system.makeVariable(), height: system.makeVariable())
            if isScrollContainer(index) {
                contentVariables[index] = (system.makeVariable(), system.makeVariable())
            }
        }
        for index in entry.views {
            addPlacement(of: index)
            addIntrinsicSize(of: index)
            addScrollContent(of: index)
            addStackArrangement(of: index)
            addCells(of: index)
            addContentOfLoneCell(index)
        }
        for constraint in entry.distinctConstraints { addDocumentConstraint(constraint) }
    }

    // MARK: Expressions

    func expression(_ variable: SolverVariable, times factor: Double = 1) -> LinearExpression {
        factor == 1 ? LinearExpression(variable) : LinearExpression(variable) * factor
    }

    func frameExpression(_ index: Int) -> RectExpression {
        let v = variables[index]!
        return RectExpression(minX: expression(v.left), minY: expression(v.top),
                              width: expression(v.width), height: expression(v.height))
    }

    func inset(_ rect: RectExpression, by insets: EdgeInsets) -> RectExpression {
        RectExpression(minX: rect.minX + insets.left, minY: rect.minY + insets.top,
                       width: rect.width - (insets.left + insets.right), height: rect.height - (insets.top + insets.bottom))
    }

    /// The content of a scroll view at rest: its origin is the frame origin plus the adjusted
    /// content inset (content offset = minus the adjusted inset), its size the content size.
    mutating func contentExpression(_ index: Int) -> RectExpression {
        use.scrollContent.insert(index)
        let frame = frameExpression(index)
        let adjusted = state.adjustedInset(index)
        let size = contentVariables[index]!
        return RectExpression(minX: frame.minX + adjusted.left, minY: frame.minY + adjusted.top,
                              width: expression(size.width), height: expression(size.height))
    }

    /// The origin of a view's coordinate space, where its subviews' frames are measured from.
    mutating func childOrigin(_ index: Int) -> (x: LinearExpression, y: LinearExpression) {
        if isScrollContainer(index) {
            let content = contentExpression(index)
            return (content.minX, content.minY)
        }
        let frame = frameExpression(index)
        return (frame.minX, frame.minY)
    }

    private mutating func rect(for item: LayoutItem, index: Int, attribute: LayoutAttribute, other: Int?) -> RectExpression {
        switch item.guide {
        case nil:
            // Edges of a scroll view, named together with its content, mean the content area.
            if isScrollContainer(index), let other, tree.isDescendant(other, of: index), attribute.isEdgeLike {
                return contentExpression(index)
            }
            return frameExpression(index)
        case .safeArea?:
            use.safeArea.insert(index)
            return inset(frameExpression(index), by: state.safeAreaInsets[index])
        case .layoutMargins?:
            use.margins.insert(index)
            return inset(frameExpression(index), by: state.layoutMargins[index])
        case .readableContent?:
            use.readable.insert(index)
            use.margins.insert(index)
            return inset(frameExpression(index), by: state.readableInsets(index))
        case .frameLayoutGuide?:
            return frameExpression(index)
        case .contentLayoutGuide?:
            return isScrollContainer(index) ? contentExpression(index) : frameExpression(index)
        case .topLayoutGuide?:
            use.safeArea.insert(index)
            let frame = frameExpression(index)
            return RectExpression(minX: frame.minX, minY: frame.minY, width: frame.width,
                                  height: LinearExpression(constant: state.safeAreaInsets[index].top))
        case .keyboard?:
            // The keyboard is hidden: the guide sits below the safe area (or at the view's
            // bottom), as wide as the view.
            let frame = frameExpression(index)
            var height = 0.0
            if tree.views[index].node.keyboardUsesBottomSafeArea {
                use.safeArea.insert(index)
                height = state.safeAreaInsets[index].bottom
            }
            return RectExpression(minX: frame.minX, minY: frame.minY + frame.height - height, width: frame.width,
                                  height: LinearExpression(constant: height))
        case .bottomLayoutGuide?:
            use.safeArea.insert(index)
            let frame = frameExpression(index)
            let height = state.safeAreaInsets[index].bottom
            return RectExpression(minX: frame.minX, minY: frame.minY + frame.height - height, width: frame.width,
                                  height: LinearExpression(constant: height))
        }
    }

    func isLeftToRight(_ index: Int) -> Bool {
        switch tree.views[index].node.semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return true
        case .forceRightToLeft: return false
        case .unspecified: return direction == .leftToRight
        }
    }

    /// Distance from the top of a text view to its first baseline, and from its last
    /// baseline to its bottom, for the body font (ascender 16.4, descender 4.1 of a 20.5 line).
    /// A single line of text is centred in a taller view (labels, fields and buttons all
    /// centre it); a multiline label's first line is at its top and its last at its bottom.
    func baselineOffsets(_ index: Int) -> (first: Double, last: Double)? {
        let node = tree.views[index].node
        guard node.kind.hasTextBaseline else { return nil }
        let line = node.fontSize.map(TextMetrics.singleLineHeight(pointSize:)) ?? TextMetrics.defaultLineHeight
        let height = node.intrinsicHeight ?? line
        if node.kind == .label, node.numberOfLines != 1 || height <= line {
            let clamped = min(line, height)
            return (clamped * 0.8, clamped * 0.2)
        }
        let top = max(0, (height - line) / 2)
        return (top + line * 0.8, top + line * 0.2)
    }

    func value(of attribute: LayoutAttribute, in rect: RectExpression, index: Int) -> LinearExpression {
        value(of: attribute, in: rect, index: index, leftToRight: isLeftToRight(index))
    }

    /// `leftToRight` resolves leading and trailing: one constraint resolves both of its
    /// anchors in one direction (its first item's), even between views that force theirs.
    func value(of attribute: LayoutAttribute, in rect: RectExpression, index: Int, leftToRight: Bool) -> LinearExpression {
        switch attribute {
        case .left: return rect.minX
        case .right: return rect.minX + rect.width
        case .top: return rect.minY
        case .bottom: return rect.minY + rect.height
        case .width: return rect.width
        case .height: return rect.height
        case .centerX: return rect.minX + rect.width * 0.5
        case .centerY: return rect.minY + rect.height * 0.5
        case .leading: return leftToRight ? rect.minX : rect.minX + rect.width
        case .trailing: return leftToRight ? rect.minX + rect.width : rect.minX
        case .firstBaseline:
            guard let offsets = baselineOffsets(index) else { return rect.minY + rect.height }
            return rect.minY + offsets.first
        case .lastBaseline:
            guard let offsets = baselineOffsets(index) else { return rect.minY + rect.height }
            return rect.minY + rect.height - offsets.last
        }
    }

    // MARK: Document constraints

    private mutating func tag(_ origin: ConstraintOrigin) -> Int {
        origins.append(origin)
        return origins.count - 1
    }

    private mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                              priority: Double, _ origin: ConstraintOrigin) {
        if omitsPreferences, priority < LayoutPriority.placeholder { return }
        let tag = tag(origin)
        system.add(lhs, relation, rhs, priority: priority, tag: tag)
    }

    mutating func generated(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                            priority: Double = LayoutPriority.required, _ origin: GeneratedConstraint) {
        add(lhs, relation, rhs, priority: priority, .generated(origin))
    }

    mutating func generated(_ lhs: LinearExpression, _ rhs: LinearExpression,
                            priority: Double = LayoutPriority.required, _ origin: GeneratedConstraint) {
        add(lhs, .equal, rhs, priority: priority, .generated(origin))
    }

    func indexInController(_ id: String) -> Int? {
        guard let index = tree.viewIndex[id], tree.views[index].controller == controller else { return nil }
        return index
    }

    private mutating func addDocumentConstraint(_ written: Constraint) {
        guard isInstalled(written.installation), !(omitsPlaceholders && written.isPlaceholder) else { return }
        // Its constant and priority in these size classes (Interface Builder variations).
        let constraint = written.resolved(in: sizeClasses)
        guard let firstIndex = indexInController(constraint.first.item.viewID) else {
            skipped.append(constraint)
            return
        }
        let secondIndex: Int?
        if let second = constraint.second {
            guard let index = indexInController(second.item.viewID) else {
                skipped.append(constraint)
                return
            }
            secondIndex = index
        } else {
            secondIndex = nil
        }
        // A constraint of a view that is not installed here is not installed either.
        guard isViewInstalled(firstIndex) else { return }
        if let secondIndex, !isViewInstalled(secondIndex) { return }
        let firstRect = rect(for: constraint.first.item, index: firstIndex, attribute: constraint.first.attribute, other: secondIndex)
        let leftToRight = isLeftToRight(firstIndex)
        let lhs = value(of: constraint.first.attribute, in: firstRect, index: firstIndex, leftToRight: leftToRight)
        // Leading and trailing constraints are written in a coordinate space that mirrors in
        // right-to-left layout: there, x grows leftward, so `a.leading = b.leading + 16` keeps
        // a 16-point gap on the right. Solving in window coordinates, that is the same
        // constraint between the physical edges with the constant (and the relation) flipped.
        let mirrored = isMirrored(constraint, firstIndex)
        let constant = mirrored ? -constraint.constant : constraint.constant
        var relation = constraint.relation
        if mirrored { relation = relation == .lessThanOrEqual ? .greaterThanOrEqual : relation == .greaterThanOrEqual ? .lessThanOrEqual : .equal }
        var rhs = LinearExpression(constant: constant)
        if let second = constraint.second, let secondIndex {
            let secondRect = rect(for: second.item, index: secondIndex, attribute: second.attribute, other: firstIndex)
            rhs = value(of: second.attribute, in: secondRect, index: secondIndex, leftToRight: leftToRight) * constraint.multiplier + constant
            // A multiplier on positions applies in the coordinates of the views' common
            // ancestor: first - o = m * (second - o) + c (o is its right edge when mirrored).
            if constraint.multiplier != 1, !second.attribute.isSize, !constraint.first.attribute.isSize,
               let ancestor = tree.commonAncestor(firstIndex, secondIndex) {
                let origin = originInOwnCoordinates(ancestor, containing: firstIndex, secondIndex, mirrored: mirrored)
                let offset = second.attribute.axis == .horizontal ? origin.x : origin.y
                rhs = rhs + offset * (1 - constraint.multiplier)
            }
        }
        add(lhs, relation, rhs, priority: constraint.priority, .document(constraint))
    }

    /// The origin of the ancestor's coordinate space as seen by two of its descendants
    /// (its content origin when both are inside a scroll view's content).
    private mutating func originInOwnCoordinates(_ ancestor: Int, containing a: Int, _ b: Int,
                                                 mirrored: Bool) -> (x: LinearExpression, y: LinearExpression) {
        let space = isScrollContainer(ancestor) && a != ancestor && b != ancestor ? contentExpression(ancestor) : frameExpression(ancestor)
        return (mirrored ? space.minX + space.width : space.minX, space.minY)
    }

    /// A horizontal constraint between leading/trailing anchors in right-to-left layout.
    private func isMirrored(_ constraint: Constraint, _ firstIndex: Int) -> Bool {
        let attributes = [constraint.first.attribute, constraint.second?.attribute].compactMap { $0 }
        guard attributes.contains(where: { $0 == .leading || $0 == .trailing }) else { return false }
        return !isLeftToRight(firstIndex)
    }
}

extension LayoutAttribute {
    /// Attributes that, between a scroll view and its content, attach to the content area
    /// (UIKit: edges do; sizes and centres attach to the scroll view's frame).
    var isEdgeLike: Bool {
        switch self {
        case .left, .right, .top, .bottom, .leading, .trailing: return true
        default: return false
        }
    }
}
