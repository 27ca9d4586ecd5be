import LayoutModel

/// Guide values that one layout pass takes as constants (UIKit's guides depend on frames,
/// which depend on guides: each pass solves with the guides of the previous pass).
struct GuideState: Sendable {
    var frames: [Rect]
    var safeAreaInsets: [EdgeInsets]
    var layoutMargins: [EdgeInsets]
    var readableFrames: [Rect]
    var scrolls: [MeasuredScroll?]

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

/// Where a solver tag came from: a constraint of the document, or one layout-lint adds the
/// way UIKit does (intrinsic size, stack view arrangement, cells, frames, the root view).
enum ConstraintOrigin: Sendable {
    case document(Constraint)
    case generated(String)
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
    private(set) var use = GuideUse()
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

    private func isInstalled(_ installation: Installation?) -> Bool {
        installation?.isInstalled(horizontal: sizeClasses.horizontal, vertical: sizeClasses.vertical) ?? true
    }

    /// A view and all its ancestors are installed here.
    private func isViewInstalled(_ index: Int) -> Bool {
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
            let id = tree.views[index].node.id
            variables[index] = FrameVariables(left: system.makeVariable("\(id).minX"), top: system.makeVariable("\(id).minY"),
                                              width: system.makeVariable("\(id).width"), height: system.makeVariable("\(id).height"))
            if isScrollContainer(index) {
                contentVariables[index] = (system.makeVariable("\(id).contentWidth"), system.makeVariable("\(id).contentHeight"))
            }
        }
        for index in entry.views {
            addPlacement(of: index)
            addIntrinsicSize(of: index)
            addScrollContent(of: index)
            addStackArrangement(of: index)
            addCells(of: index)
        }
        for constraint in entry.constraints { addDocumentConstraint(constraint) }
    }

    // MARK: Expressions

    private func expression(_ variable: SolverVariable, times factor: Double = 1) -> LinearExpression {
        LinearExpression(terms: [(variable, factor)])
    }

    func frameExpression(_ index: Int) -> RectExpression {
        let v = variables[index]!
        return RectExpression(minX: expression(v.left), minY: expression(v.top),
                              width: expression(v.width), height: expression(v.height))
    }

    private func inset(_ rect: RectExpression, by insets: EdgeInsets) -> RectExpression {
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
        case .bottomLayoutGuide?:
            use.safeArea.insert(index)
            let frame = frameExpression(index)
            let height = state.safeAreaInsets[index].bottom
            return RectExpression(minX: frame.minX, minY: frame.minY + frame.height - height, width: frame.width,
                                  height: LinearExpression(constant: height))
        }
    }

    private func isLeftToRight(_ index: Int) -> Bool {
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
    private func baselineOffsets(_ index: Int) -> (first: Double, last: Double)? {
        let node = tree.views[index].node
        guard node.kind.hasTextBaseline else { return nil }
        let line = node.fontSize.map { ($0 * 1.2).rounded(.up) } ?? 20.5
        let height = node.intrinsicHeight ?? line
        if node.kind == .label, node.numberOfLines != 1 || height <= line {
            let clamped = min(line, height)
            return (clamped * 0.8, clamped * 0.2)
        }
        let top = max(0, (height - line) / 2)
        return (top + line * 0.8, top + line * 0.2)
    }

    private func value(of attribute: LayoutAttribute, in rect: RectExpression, index: Int) -> LinearExpression {
        value(of: attribute, in: rect, index: index, leftToRight: isLeftToRight(index))
    }

    /// `leftToRight` resolves leading and trailing: one constraint resolves both of its
    /// anchors in one direction (its first item's), even between views that force theirs.
    private func value(of attribute: LayoutAttribute, in rect: RectExpression, index: Int, leftToRight: Bool) -> LinearExpression {
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
        let tag = tag(origin)
        system.add(lhs, relation, rhs, priority: priority, tag: tag)
    }

    private mutating func generated(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                                    priority: Double = Constraint.required, _ description: String) {
        add(lhs, relation, rhs, priority: priority, .generated(description))
    }

    private mutating func generated(_ lhs: LinearExpression, _ rhs: LinearExpression,
                                    priority: Double = Constraint.required, _ description: String) {
        add(lhs, .equal, rhs, priority: priority, .generated(description))
    }

    private func indexInController(_ id: String) -> Int? {
        guard let index = tree.viewIndex[id], tree.views[index].controller == controller else { return nil }
        return index
    }

    private mutating func addDocumentConstraint(_ constraint: Constraint) {
        guard isInstalled(constraint.installation) else { return }
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
        guard isViewInstalled(firstIndex), secondIndex.map(isViewInstalled) ?? true else { return }
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

    // MARK: Placement by frame, autoresizing and the root view

    private mutating func addPlacement(of index: Int) {
        let view = tree.views[index]
        let v = variables[index]!
        if view.isControllerRoot {
            // The root view fills its view controller's view.
            let id = view.node.id
            generated(expression(v.left), LinearExpression(constant: rootFrame.minX), "\(id) fills its view controller (x)")
            generated(expression(v.top), LinearExpression(constant: rootFrame.minY), "\(id) fills its view controller (y)")
            generated(expression(v.width), LinearExpression(constant: rootFrame.width), "\(id) fills its view controller (width)")
            generated(expression(v.height), LinearExpression(constant: rootFrame.height), "\(id) fills its view controller (height)")
            return
        }
        guard view.node.translatesAutoresizingMaskIntoConstraints, let frame = view.node.frame, let parent = view.parent else { return }
        let origin = childOrigin(parent)
        let parentFrame = frameExpression(parent)
        let design = tree.views[parent].designSize
        let mask = view.node.autoresizingMask
        // UIKit's autoresizing: the flexible parts share the change of the superview's size
        // in proportion to their own sizes (equally when those are all zero). Linear in the
        // superview's size, so it is a constraint like any other.
        func axis(position: Double, size: Double, parentSize: Double?, flexibleLead: Bool, flexibleSize: Bool,
                  flexibleTrail: Bool, actual: LinearExpression) -> (position: LinearExpression, size: LinearExpression) {
            guard let parentSize, flexibleLead || flexibleSize || flexibleTrail else {
                return (LinearExpression(constant: position), LinearExpression(constant: size))
            }
            let trail = parentSize - position - size
            let parts = [(flexibleLead, position), (flexibleSize, size), (flexibleTrail, trail)]
            let flexible = parts.filter(\.0)
            let total = flexible.reduce(0) { $0 + max($1.1, 0) }
            func share(_ part: (Bool, Double)) -> Double {
                guard part.0 else { return 0 }
                return total > 0 ? max(part.1, 0) / total : 1 / Double(flexible.count)
            }
            let delta = actual - parentSize
            return (delta * share(parts[0]) + position, delta * share(parts[1]) + size)
        }
        let horizontal = axis(position: frame.minX, size: frame.width, parentSize: design?.width,
                              flexibleLead: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                              flexibleTrail: mask.contains(.flexibleRightMargin), actual: parentFrame.width)
        let vertical = axis(position: frame.minY, size: frame.height, parentSize: design?.height,
                            flexibleLead: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                            flexibleTrail: mask.contains(.flexibleBottomMargin), actual: parentFrame.height)
        let id = view.node.id
        generated(expression(v.left), origin.x + horizontal.position, "\(id) frame (x, autoresizing)")
        generated(expression(v.top), origin.y + vertical.position, "\(id) frame (y, autoresizing)")
        generated(expression(v.width), horizontal.size, "\(id) frame (width, autoresizing)")
        generated(expression(v.height), vertical.size, "\(id) frame (height, autoresizing)")
    }

    // MARK: Intrinsic content size

    /// Hugging keeps a view from growing past its intrinsic size, compression resistance
    /// from shrinking below it (UIKit's `NSContentSizeLayoutConstraint`s).
    private mutating func addIntrinsicSize(of index: Int) {
        let view = tree.views[index]
        guard !view.isControllerRoot, !view.node.translatesAutoresizingMaskIntoConstraints else { return }
        let size = IntrinsicSize.of(view.node)
        let v = variables[index]!
        let priorities = view.node.priorities
        let id = view.node.id
        if let width = size.width {
            generated(expression(v.width), .lessThanOrEqual, LinearExpression(constant: width),
                      priority: priorities.horizontalHugging, "\(id) hugs its intrinsic width \(formatNumber(width))")
            generated(expression(v.width), .greaterThanOrEqual, LinearExpression(constant: width),
                      priority: priorities.horizontalCompressionResistance, "\(id) resists compression below width \(formatNumber(width))")
        }
        if let height = size.height {
            generated(expression(v.height), .lessThanOrEqual, LinearExpression(constant: height),
                      priority: priorities.verticalHugging, "\(id) hugs its intrinsic height \(formatNumber(height))")
            generated(expression(v.height), .greaterThanOrEqual, LinearExpression(constant: height),
                      priority: priorities.verticalCompressionResistance, "\(id) resists compression below height \(formatNumber(height))")
        }
    }

    // MARK: Scroll view content size

    func isScrollContainer(_ index: Int) -> Bool {
        let node = tree.views[index].node
        return node.kind.isScrollView || (node.kind == .textView && node.scroll?.scrollEnabled == true)
    }

    /// The content size is given (`contentWidth`/`contentHeight`), or solved from constraints
    /// to the content; an axis with neither equals the bounds (not scrollable).
    private mutating func addScrollContent(of index: Int) {
        guard let content = contentVariables[index] else { return }
        let node = tree.views[index].node
        let v = variables[index]!
        let id = node.id
        let hasRows = !rows(of: index).isEmpty
        if let width = node.scroll?.contentWidth {
            generated(expression(content.width), LinearExpression(constant: width), "\(id) content width \(formatNumber(width))")
        } else if node.collection?.scrollDirection == .horizontal && hasRows {
            // Sized by its items (see addCells).
        } else if node.kind == .tableView || node.kind == .collectionView {
            generated(expression(content.width), expression(v.width), "\(id) content is as wide as the table")
        } else {
            generated(expression(content.width), expression(v.width), priority: 1, "\(id) content width defaults to its width")
        }
        if let height = node.scroll?.contentHeight {
            generated(expression(content.height), LinearExpression(constant: height), "\(id) content height \(formatNumber(height))")
        } else {
            if node.collection?.scrollDirection == .horizontal && hasRows {
                generated(expression(content.height), expression(v.height), "\(id) content is as tall as the collection view")
            } else if (node.kind == .tableView || node.kind == .collectionView) && !hasRows {
                generated(expression(content.height), LinearExpression(constant: 0), "\(id) has no rows")
            } else {
                generated(expression(content.height), expression(v.height), priority: 1, "\(id) content height defaults to its height")
            }
        }
        generated(expression(content.width), .greaterThanOrEqual, LinearExpression(constant: 0), "\(id) content width is not negative")
        generated(expression(content.height), .greaterThanOrEqual, LinearExpression(constant: 0), "\(id) content height is not negative")
    }

    // MARK: Stack views

    /// UIStackView's own constraints: arranged subviews chained along the axis with the
    /// spacing (fill, fillEqually, equalSpacing), and aligned across it. Hidden arranged
    /// subviews collapse to zero length.
    private mutating func addStackArrangement(of index: Int) {
        let view = tree.views[index]
        guard let stack = view.node.stack else { return }
        let arranged = view.children.filter { !tree.views[$0].node.hidden }
        let collapsed = view.children.filter { tree.views[$0].node.hidden }
        var stackRect = frameExpression(index)
        if stack.marginsRelativeArrangement {
            use.margins.insert(index)
            stackRect = inset(stackRect, by: state.layoutMargins[index])
        }
        let id = view.node.id
        let horizontal = stack.axis == .horizontal
        let (lead, trail): (LayoutAttribute, LayoutAttribute) = horizontal ? (.leading, .trailing) : (.top, .bottom)
        let (crossLead, crossTrail, crossCenter, crossSize): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        let length: LayoutAttribute = horizontal ? .width : .height

        func value(_ attribute: LayoutAttribute, _ child: Int) -> LinearExpression {
            self.value(of: attribute, in: frameExpression(child), index: child)
        }
        func stackValue(_ attribute: LayoutAttribute) -> LinearExpression {
            self.value(of: attribute, in: stackRect, index: index)
        }

        // A hidden arranged view collapses; where it sits is of no consequence, so its other
        // constraints (the developer's may pin it elsewhere) win.
        for child in collapsed {
            generated(value(length, child), LinearExpression(constant: 0), "\(id) collapses hidden \(tree.views[child].node.id)")
            generated(value(lead, child), stackValue(lead), priority: 10, "\(id) places hidden \(tree.views[child].node.id)")
            generated(value(crossLead, child), stackValue(crossLead), priority: 10, "\(id) aligns hidden \(tree.views[child].node.id)")
            generated(value(crossSize, child), stackValue(crossSize), priority: 10, "\(id) sizes hidden \(tree.views[child].node.id)")
        }
        guard let first = arranged.first, let last = arranged.last else { return }

        // Along the axis.
        generated(value(lead, first), stackValue(lead), "\(id) starts with \(tree.views[first].node.id)")
        generated(value(trail, last), stackValue(trail), "\(id) ends with \(tree.views[last].node.id)")
        var gaps: [LinearExpression] = []
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            let gap = value(lead, next) - value(trail, previous)
            let gapExpression = horizontal && !isLeftToRight(index) ? gap * -1 : gap
            gaps.append(gapExpression)
            switch stack.distribution {
            case .equalSpacing, .equalCentering:
                generated(gapExpression, .greaterThanOrEqual, LinearExpression(constant: stack.spacing),
                          "\(id) spacing at least \(formatNumber(stack.spacing))")
                // A stack free along its axis keeps the minimum gap.
                generated(gapExpression, LinearExpression(constant: stack.spacing), priority: 1,
                          "\(id) spacing prefers \(formatNumber(stack.spacing))")
            default:
                generated(gapExpression, LinearExpression(constant: stack.spacing), "\(id) spacing \(formatNumber(stack.spacing))")
            }
        }
        if stack.distribution == .fillEqually {
            for child in arranged.dropFirst() {
                generated(value(length, child), value(length, first), "\(id) fills equally")
            }
        }
        let intrinsic = arranged.map { child -> Double? in
            let size = IntrinsicSize.of(tree.views[child].node)
            return horizontal ? size.width : size.height
        }
        // Proportions from the intrinsic lengths, or the designed ones where a view has none
        // (a nested stack).
        let weights = zip(arranged, intrinsic).map { child, length -> Double? in
            length ?? tree.views[child].node.frame.map { horizontal ? $0.width : $0.height }
        }
        if stack.distribution == .fillProportionally, weights.allSatisfy({ $0 != nil }) {
            // Lengths in proportion, just below required.
            let total = weights.reduce(0) { $0 + $1! }
            let spacing = stack.spacing * Double(arranged.count - 1)
            if total > 0 {
                for (child, share) in zip(arranged, weights) {
                    generated(value(length, child), (value(length, index) - spacing) * (share! / total), priority: 999,
                              "\(id) sizes \(tree.views[child].node.id) in proportion")
                }
            }
        }
        if stack.distribution == .fill || stack.distribution == .equalSpacing {
            // UIKit settles what hugging leaves open by arrangement order: earlier views keep
            // their intrinsic length, the last one stretches.
            for (position, (child, lengthValue)) in zip(arranged, intrinsic).enumerated() {
                guard let lengthValue else { continue }
                generated(value(length, child), LinearExpression(constant: lengthValue), priority: 2 - Double(position) * 0.01,
                          "\(id) keeps \(tree.views[child].node.id) at its intrinsic length (arranged \(position + 1))")
            }
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering, let firstGap = gaps.first {
            for gap in gaps.dropFirst() { generated(gap, firstGap, "\(id) spaces equally") }
        }

        // Across the axis.
        for child in arranged {
            let name = tree.views[child].node.id
            switch stack.alignment {
            case .fill:
                generated(value(crossLead, child), stackValue(crossLead), "\(id) fills \(name) across")
                generated(value(crossTrail, child), stackValue(crossTrail), "\(id) fills \(name) across")
            case .leading, .top, .firstBaseline:
                generated(value(crossLead, child), stackValue(crossLead), "\(id) aligns \(name)")
                generated(value(crossTrail, child), horizontal ? .lessThanOrEqual : (isLeftToRight(index) ? .lessThanOrEqual : .greaterThanOrEqual),
                          stackValue(crossTrail), "\(id) contains \(name)")
                generated(value(crossTrail, child), stackValue(crossTrail), priority: 25, "\(id) fits \(name)")
            case .trailing, .bottom, .lastBaseline:
                generated(value(crossTrail, child), stackValue(crossTrail), "\(id) aligns \(name)")
                generated(value(crossLead, child), horizontal ? .greaterThanOrEqual : (isLeftToRight(index) ? .greaterThanOrEqual : .lessThanOrEqual),
                          stackValue(crossLead), "\(id) contains \(name)")
                generated(value(crossLead, child), stackValue(crossLead), priority: 25, "\(id) fits \(name)")
            case .center:
                generated(value(crossCenter, child), stackValue(crossCenter), "\(id) centres \(name)")
                generated(value(crossSize, child), .lessThanOrEqual, stackValue(crossSize), "\(id) contains \(name)")
                generated(value(crossSize, child), stackValue(crossSize), priority: 25, "\(id) fits \(name)")
            }
        }
    }

    // MARK: Table and collection view cells

    /// What a table or collection view stacks in its content: its header view, its cells,
    /// its footer view, in that order (the loader keeps them in that order).
    private func rows(of index: Int) -> [Int] {
        tree.views[index].children.filter {
            let node = tree.views[$0].node
            return node.kind == .tableViewCell || node.kind == .collectionViewCell || node.tableAttachment != nil
        }
    }

    /// Cells span the table's content width and stack in rows; a row is `rowHeight` tall, or
    /// as tall as its content (self-sizing), 44 when nothing says. The content view is inset
    /// by the cell's left and right safe-area insets while `insetsContentViewsToSafeArea`.
    /// The header and footer views span the content too, as tall as they were designed, and
    /// are not inset: their subviews must keep clear of the safe area themselves.
    /// A collection view with a flow layout places its cells as `placeFlowItem` says.
    private mutating func addCells(of index: Int) {
        let view = tree.views[index]
        guard view.node.kind == .tableView || view.node.kind == .collectionView else { return }
        let cells = rows(of: index)
        guard !cells.isEmpty else { return }
        let content = contentExpression(index)
        let table = view.node.table ?? TableSettings()
        let id = view.node.id
        var horizontalInsets = EdgeInsets.zero
        if table.style == .insetGrouped {
            use.margins.insert(index)
            horizontalInsets = EdgeInsets(top: 0, left: state.layoutMargins[index].left, bottom: 0, right: state.layoutMargins[index].right)
        }
        var flowEnd: LinearExpression?
        var previousBottom = content.minY
        for cell in cells {
            let cellRect = frameExpression(cell)
            let node = tree.views[cell].node
            let name = node.id
            if let attachment = node.tableAttachment {
                let height = node.frame?.height ?? 0
                generated(cellRect.minX, content.minX, "\(id) \(attachment.rawValue) \(name) starts at the content's leading edge")
                generated(cellRect.width, content.width, "\(id) \(attachment.rawValue) \(name) spans the content")
                generated(cellRect.minY, previousBottom, "\(id) \(attachment.rawValue) \(name) follows the rows above it")
                generated(cellRect.height, LinearExpression(constant: height), "\(id) \(attachment.rawValue) \(name) is \(formatNumber(height)) tall")
                previousBottom = cellRect.minY + cellRect.height
                continue
            }
            if let flow = view.node.collection, let design = node.frame {
                flowEnd = placeFlowItem(cell, design: design, in: index, flow: flow, content: content, after: flowEnd)
            } else {
                generated(cellRect.minX, content.minX + horizontalInsets.left, "\(id) row \(name) starts at the content's leading edge")
                generated(cellRect.width, content.width - (horizontalInsets.left + horizontalInsets.right), "\(id) row \(name) spans the content")
                generated(cellRect.minY, previousBottom, "\(id) row \(name) follows the previous row")
                if let height = node.intrinsicHeight ?? table.rowHeight {
                    generated(cellRect.height, LinearExpression(constant: height), "\(id) row \(name) is \(formatNumber(height)) tall")
                } else {
                    // Self-sizing: the content decides; what it leaves open comes from the design
                    // height (or 44), below the fitting level so that content always wins.
                    let height = node.frame?.height ?? 44
                    generated(cellRect.height, LinearExpression(constant: height), priority: 49,
                              "\(id) row \(name) fits its content, about \(formatNumber(height)) tall")
                }
                previousBottom = cellRect.minY + cellRect.height
            }
            for contentView in tree.views[cell].children {
                let contentRect = frameExpression(contentView)
                var insets = EdgeInsets.zero
                // Only a table insets its cells' content views; a collection view leaves
                // the safe area to the cell's own margins.
                if view.node.kind == .tableView, table.insetsContentViewsToSafeArea {
                    use.cellInsets.insert(cell)
                    insets = EdgeInsets(top: 0, left: state.safeAreaInsets[cell].left, bottom: 0, right: state.safeAreaInsets[cell].right)
                }
                let inner = inset(cellRect, by: insets)
                let contentName = tree.views[contentView].node.id
                generated(contentRect.minX, inner.minX, "\(contentName) fills its cell (x)")
                generated(contentRect.width, inner.width, "\(contentName) fills its cell (width)")
                generated(contentRect.minY, inner.minY, "\(contentName) fills its cell (y)")
                generated(contentRect.height, inner.height, "\(contentName) fills its cell (height)")
            }
        }
        if let flow = view.node.collection, let flowEnd {
            if flow.scrollDirection == .vertical, view.node.scroll?.contentHeight == nil {
                generated(content.minY + content.height, flowEnd + flow.sectionInset.bottom, "\(id) content ends with its last item")
            } else if flow.scrollDirection == .horizontal, view.node.scroll?.contentWidth == nil {
                generated(content.minX + content.width, flowEnd + flow.sectionInset.right, "\(id) content ends with its last item")
            }
        } else if view.node.scroll?.contentHeight == nil {
            generated(content.minY + content.height, previousBottom, "\(id) content ends with its last row")
        }
    }

    /// A flow layout cell at its designed item size, each prototype starting a line of its
    /// own (the first item of a line is the one nearest the edges). A cell designed as wide
    /// as the collection view (less the section insets) is sized to it at run time, as apps
    /// do in `sizeForItemAt`, so it spans the content. Returns where the item ends along the
    /// scroll direction.
    private mutating func placeFlowItem(_ cell: Int, design: Rect, in collection: Int, flow: CollectionSettings,
                                        content: RectExpression, after previousEnd: LinearExpression?) -> LinearExpression {
        let cellRect = frameExpression(cell)
        let id = tree.views[collection].node.id
        let name = tree.views[cell].node.id
        // Section insets measured from the safe area or the margins add those on the sides.
        var inset = flow.sectionInset
        switch flow.sectionInsetReference {
        case .safeArea:
            use.safeArea.insert(collection)
            inset.left += state.safeAreaInsets[collection].left
            inset.right += state.safeAreaInsets[collection].right
        case .layoutMargins:
            use.margins.insert(collection)
            inset.left += state.layoutMargins[collection].left
            inset.right += state.layoutMargins[collection].right
        case .contentInset:
            break
        }
        let designed = tree.views[collection].node.frame
        switch flow.scrollDirection {
        case .vertical:
            let spans = designed.map { design.width >= $0.width - inset.left - inset.right - 0.5 } ?? false
            let width = spans ? content.width - (inset.left + inset.right) : LinearExpression(constant: design.width)
            generated(cellRect.width, width, spans ? "\(id) item \(name) spans the content" : "\(id) item \(name) is \(formatNumber(design.width)) wide")
            if direction == .rightToLeft {
                generated(cellRect.minX + cellRect.width, content.minX + content.width - inset.right, "\(id) item \(name) starts a line at the trailing inset")
            } else {
                generated(cellRect.minX, content.minX + inset.left, "\(id) item \(name) starts a line at the leading inset")
            }
            generated(cellRect.height, LinearExpression(constant: design.height), "\(id) item \(name) is \(formatNumber(design.height)) tall")
            generated(cellRect.minY, previousEnd.map { $0 + flow.minimumLineSpacing } ?? content.minY + inset.top, "\(id) item \(name) follows the line above")
            return cellRect.minY + cellRect.height
        case .horizontal:
            let spans = designed.map { design.height >= $0.height - inset.top - inset.bottom - 0.5 } ?? false
            let height = spans ? content.height - (inset.top + inset.bottom) : LinearExpression(constant: design.height)
            generated(cellRect.height, height, spans ? "\(id) item \(name) spans the content" : "\(id) item \(name) is \(formatNumber(design.height)) tall")
            generated(cellRect.minY, content.minY + inset.top, "\(id) item \(name) starts at the top inset")
            generated(cellRect.width, LinearExpression(constant: design.width), "\(id) item \(name) is \(formatNumber(design.width)) wide")
            generated(cellRect.minX, previousEnd.map { $0 + flow.minimumLineSpacing } ?? content.minX + inset.left, "\(id) item \(name) follows the item before it")
            return cellRect.minX + cellRect.width
        }
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
