import LayoutModel

extension ConstraintSystemBuilder {
    // MARK: Stack views

    /// What a stack view's constraints are written against: its axis' attributes and the
    /// rectangle it arranges in (its margins when `layoutMarginsRelativeArrangement`).
    struct StackFrame {
        var index: Int
        var stack: StackSettings
        var rect: RectExpression
        var horizontal: Bool { stack.axis == .horizontal }
        var lead: LayoutAttribute { horizontal ? .leading : .top }
        var trail: LayoutAttribute { horizontal ? .trailing : .bottom }
        var length: LayoutAttribute { horizontal ? .width : .height }
        var crossLead: LayoutAttribute { horizontal ? .top : .leading }
        var crossTrail: LayoutAttribute { horizontal ? .bottom : .trailing }
        var crossCenter: LayoutAttribute { horizontal ? .centerY : .centerX }
        var crossSize: LayoutAttribute { horizontal ? .height : .width }
    }

    /// UIStackView's own constraints: arranged subviews chained along the axis with the
    /// spacing (fill, fillEqually, equalSpacing), and aligned across it. Hidden arranged
    /// subviews collapse to zero length.
    mutating func addStackArrangement(of index: Int) {
        let view = tree.views[index]
        guard let stack = view.node.stack?.resolved(in: sizeClasses) else { return }
        let arranged = view.children.filter { !tree.views[$0].node.isHidden(in: sizeClasses) }
        let collapsed = view.children.filter { tree.views[$0].node.isHidden(in: sizeClasses) }
        var rect = frameExpression(index)
        if stack.marginsRelativeArrangement {
            use.margins.insert(index)
            rect = inset(rect, by: state.layoutMargins[index])
        }
        let frame = StackFrame(index: index, stack: stack, rect: rect)
        collapseHidden(collapsed, in: frame)
        guard let first = arranged.first, let last = arranged.last else { return }
        generated(childValue(frame.lead, first), stackValue(frame.lead, frame), GeneratedConstraint("{view} starts with {other}", index, other: first))
        generated(childValue(frame.trail, last), stackValue(frame.trail, frame), GeneratedConstraint("{view} ends with {other}", index, other: last))
        let gaps = addSpacing(arranged, in: frame)
        addDistribution(arranged, gaps: gaps, in: frame)
        for child in arranged { addAlignment(of: child, in: frame) }
    }

    private func childValue(_ attribute: LayoutAttribute, _ child: Int) -> LinearExpression {
        value(of: attribute, in: frameExpression(child), index: child)
    }

    private func stackValue(_ attribute: LayoutAttribute, _ frame: StackFrame) -> LinearExpression {
        value(of: attribute, in: frame.rect, index: frame.index)
    }

    /// A hidden arranged view collapses; where it sits is of no consequence, so its other
    /// constraints (the developer's may pin it elsewhere) win.
    private mutating func collapseHidden(_ collapsed: [Int], in frame: StackFrame) {
        let placement = LayoutPriority.hiddenArrangedPlacement
        for child in collapsed {
            generated(childValue(frame.length, child), LinearExpression(constant: 0),
                      GeneratedConstraint("{view} collapses hidden {other} (UISV-hiding)", frame.index, other: child, role: .stackHiding))
            generated(childValue(frame.lead, child), stackValue(frame.lead, frame), priority: placement,
                      GeneratedConstraint("{view} places hidden {other}", frame.index, other: child))
            generated(childValue(frame.crossLead, child), stackValue(frame.crossLead, frame), priority: placement,
                      GeneratedConstraint("{view} aligns hidden {other}", frame.index, other: child))
            generated(childValue(frame.crossSize, child), stackValue(frame.crossSize, frame), priority: placement,
                      GeneratedConstraint("{view} sizes hidden {other}", frame.index, other: child))
        }
    }

    /// The gaps between neighbours along the axis (positive in reading order), held at the
    /// spacing: exactly, or at least for the equal-spacing distributions.
    private mutating func addSpacing(_ arranged: [Int], in frame: StackFrame) -> [LinearExpression] {
        let spacing = frame.stack.spacing
        var gaps: [LinearExpression] = []
        for (previous, next) in zip(arranged, arranged.dropFirst()) {
            let gap = childValue(frame.lead, next) - childValue(frame.trail, previous)
            let gapExpression = frame.horizontal && !isLeftToRight(frame.index) ? gap * -1 : gap
            gaps.append(gapExpression)
            switch frame.stack.distribution {
            case .equalSpacing, .equalCentering:
                generated(gapExpression, .greaterThanOrEqual, LinearExpression(constant: spacing),
                          GeneratedConstraint("{view} spacing at least {n}", frame.index, number: spacing))
                // A stack free along its axis keeps the minimum gap.
                generated(gapExpression, LinearExpression(constant: spacing), priority: LayoutPriority.lastResort,
                          GeneratedConstraint("{view} spacing prefers {n}", frame.index, number: spacing))
            default:
                generated(gapExpression, LinearExpression(constant: spacing), GeneratedConstraint("{view} spacing {n}", frame.index, number: spacing))
            }
        }
        return gaps
    }

    /// How the arranged views share the stack's length.
    private mutating func addDistribution(_ arranged: [Int], gaps: [LinearExpression], in frame: StackFrame) {
        let stack = frame.stack
        if stack.distribution == .fillEqually {
            for child in arranged.dropFirst() {
                generated(childValue(frame.length, child), childValue(frame.length, arranged[0]), GeneratedConstraint("{view} fills equally", frame.index))
            }
        }
        let intrinsic = arranged.map { child -> Double? in
            let size = IntrinsicSize.of(tree.views[child].node, wrappedHeight: state.wrappedTextHeights[child])
            return frame.horizontal ? size.width : size.height
        }
        // Proportions from the intrinsic lengths, or the designed ones where a view has none
        // (a nested stack).
        let weights = zip(arranged, intrinsic).map { child, length -> Double? in
            length ?? tree.views[child].node.frame.map { frame.horizontal ? $0.width : $0.height }
        }
        if stack.distribution == .fillProportionally, weights.allSatisfy({ $0 != nil }) {
            // Lengths in proportion, just below required.
            let total = weights.reduce(0) { $0 + $1! }
            let spacing = stack.spacing * Double(arranged.count - 1)
            if total > 0 {
                for (child, share) in zip(arranged, weights) {
                    generated(childValue(frame.length, child), (childValue(frame.length, frame.index) - spacing) * (share! / total),
                              priority: LayoutPriority.stackProportion, GeneratedConstraint("{view} sizes {other} in proportion", frame.index, other: child))
                }
            }
        }
        if stack.distribution == .fill || stack.distribution == .equalSpacing {
            // UIKit settles what hugging leaves open by arrangement order: earlier views keep
            // their intrinsic length, the last one stretches.
            for (position, (child, lengthValue)) in zip(arranged, intrinsic).enumerated() {
                guard let lengthValue else { continue }
                generated(childValue(frame.length, child), LinearExpression(constant: lengthValue),
                          priority: LayoutPriority.stackIntrinsicOrder - Double(position) * 0.01,
                          GeneratedConstraint("{view} keeps {other} at its intrinsic length (arranged {n})", frame.index, other: child,
                                              number: Double(position + 1)))
            }
        }
        if stack.distribution == .equalSpacing || stack.distribution == .equalCentering, let firstGap = gaps.first {
            for gap in gaps.dropFirst() { generated(gap, firstGap, GeneratedConstraint("{view} spaces equally", frame.index)) }
        }
    }

    /// An arranged view across the stack's axis, by the stack's alignment.
    private mutating func addAlignment(of child: Int, in frame: StackFrame) {
        let index = frame.index
        let fit = LayoutPriority.stackFit
        switch frame.stack.alignment {
        case .fill:
            generated(childValue(frame.crossLead, child), stackValue(frame.crossLead, frame), GeneratedConstraint("{view} fills {other} across", index, other: child))
            generated(childValue(frame.crossTrail, child), stackValue(frame.crossTrail, frame), GeneratedConstraint("{view} fills {other} across", index, other: child))
        case .leading, .top, .firstBaseline:
            generated(childValue(frame.crossLead, child), stackValue(frame.crossLead, frame), GeneratedConstraint("{view} aligns {other}", index, other: child))
            generated(childValue(frame.crossTrail, child), frame.horizontal ? .lessThanOrEqual : (isLeftToRight(index) ? .lessThanOrEqual : .greaterThanOrEqual),
                      stackValue(frame.crossTrail, frame), GeneratedConstraint("{view} contains {other}", index, other: child))
            generated(childValue(frame.crossTrail, child), stackValue(frame.crossTrail, frame), priority: fit, GeneratedConstraint("{view} fits {other}", index, other: child))
        case .trailing, .bottom, .lastBaseline:
            generated(childValue(frame.crossTrail, child), stackValue(frame.crossTrail, frame), GeneratedConstraint("{view} aligns {other}", index, other: child))
            generated(childValue(frame.crossLead, child), frame.horizontal ? .greaterThanOrEqual : (isLeftToRight(index) ? .greaterThanOrEqual : .lessThanOrEqual),
                      stackValue(frame.crossLead, frame), GeneratedConstraint("{view} contains {other}", index, other: child))
            generated(childValue(frame.crossLead, child), stackValue(frame.crossLead, frame), priority: fit, GeneratedConstraint("{view} fits {other}", index, other: child))
        case .center:
            generated(childValue(frame.crossCenter, child), stackValue(frame.crossCenter, frame), GeneratedConstraint("{view} centres {other}", index, other: child))
            generated(childValue(frame.crossSize, child), .lessThanOrEqual, stackValue(frame.crossSize, frame), GeneratedConstraint("{view} contains {other}", index, other: child))
            generated(childValue(frame.crossSize, child), stackValue(frame.crossSize, frame), priority: fit, GeneratedConstraint("{view} fits {other}", index, other: child))
        }
    }
}
