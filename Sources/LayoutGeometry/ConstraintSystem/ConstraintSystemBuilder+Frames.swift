import LayoutModel

extension ConstraintSystemBuilder {
    // MARK: Placement by frame, autoresizing and the root view

    mutating func addPlacement(of index: Int) {
        let view = tree.views[index]
        let v = variables[index]!
        if view.isControllerRoot {
            // The root view fills its view controller's view.
            generated(expression(v.left), LinearExpression(constant: rootFrame.minX), GeneratedConstraint("{view} fills its view controller (x)", index))
            generated(expression(v.top), LinearExpression(constant: rootFrame.minY), GeneratedConstraint("{view} fills its view controller (y)", index))
            if tree.isViewScene {
                // A view of its own is as large as designed where its required constraints
                // leave it free: code that adds it lets them size it (a stack view does).
                generated(expression(v.width), LinearExpression(constant: rootFrame.width), priority: LayoutPriority.componentDesignSize,
                          GeneratedConstraint("{view} is as wide as designed", index))
                generated(expression(v.height), LinearExpression(constant: rootFrame.height), priority: LayoutPriority.componentDesignSize,
                          GeneratedConstraint("{view} is as tall as designed", index))
                return
            }
            generated(expression(v.width), LinearExpression(constant: rootFrame.width), GeneratedConstraint("{view} fills its view controller (width)", index))
            generated(expression(v.height), LinearExpression(constant: rootFrame.height), GeneratedConstraint("{view} fills its view controller (height)", index))
            return
        }
        guard view.node.translatesAutoresizingMaskIntoConstraints, let frame = view.node.frame, let parent = view.parent else { return }
        let origin = childOrigin(parent)
        let parentFrame = frameExpression(parent)
        let design = tree.views[parent].designSize
        let mask = view.node.autoresizingMask
        let horizontal = Self.autoresizedAxis(position: frame.minX, size: frame.width, parentSize: design?.width,
                                              flexibleLead: mask.contains(.flexibleLeftMargin), flexibleSize: mask.contains(.flexibleWidth),
                                              flexibleTrail: mask.contains(.flexibleRightMargin), actual: parentFrame.width)
        let vertical = Self.autoresizedAxis(position: frame.minY, size: frame.height, parentSize: design?.height,
                                            flexibleLead: mask.contains(.flexibleTopMargin), flexibleSize: mask.contains(.flexibleHeight),
                                            flexibleTrail: mask.contains(.flexibleBottomMargin), actual: parentFrame.height)
        generated(expression(v.left), origin.x + horizontal.position, GeneratedConstraint("{view} frame (x, autoresizing)", index))
        generated(expression(v.top), origin.y + vertical.position, GeneratedConstraint("{view} frame (y, autoresizing)", index))
        generated(expression(v.width), horizontal.size, GeneratedConstraint("{view} frame (width, autoresizing)", index))
        generated(expression(v.height), vertical.size, GeneratedConstraint("{view} frame (height, autoresizing)", index))
    }

    /// UIKit's autoresizing on one axis: the flexible parts share the change of the
    /// superview's size in proportion to their own sizes (equally when those are all zero).
    /// Linear in the superview's size, so it is a constraint like any other.
    static func autoresizedAxis(position: Double, size: Double, parentSize: Double?, flexibleLead: Bool, flexibleSize: Bool,
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

    // MARK: Intrinsic content size

    /// Hugging keeps a view from growing past its intrinsic size, compression resistance
    /// from shrinking below it (UIKit's `NSContentSizeLayoutConstraint`s).
    mutating func addIntrinsicSize(of index: Int) {
        let view = tree.views[index]
        guard !view.isControllerRoot, !view.node.translatesAutoresizingMaskIntoConstraints else { return }
        let size = IntrinsicSize.of(view.node, wrappedHeight: state.wrappedTextHeights[index])
        let v = variables[index]!
        // No size is negative: constraints that ask for one conflict with these (and where
        // nothing decides a size, the solver does not pick a negative one).
        generated(expression(v.width), .greaterThanOrEqual, LinearExpression(constant: 0),
                  GeneratedConstraint("{view}'s width cannot be negative", index, role: .nonNegativeWidth))
        generated(expression(v.height), .greaterThanOrEqual, LinearExpression(constant: 0),
                  GeneratedConstraint("{view}'s height cannot be negative", index, role: .nonNegativeHeight))
        let priorities = view.node.priorities
        if let width = size.width {
            generated(expression(v.width), .lessThanOrEqual, LinearExpression(constant: width), priority: priorities.horizontalHugging,
                      GeneratedConstraint("{view} hugs its intrinsic width {n}", index, number: width))
            generated(expression(v.width), .greaterThanOrEqual, LinearExpression(constant: width), priority: priorities.horizontalCompressionResistance,
                      GeneratedConstraint("{view} resists compression below width {n}", index, number: width))
        }
        if let height = size.height {
            generated(expression(v.height), .lessThanOrEqual, LinearExpression(constant: height), priority: priorities.verticalHugging,
                      GeneratedConstraint("{view} hugs its intrinsic height {n}", index, number: height))
            generated(expression(v.height), .greaterThanOrEqual, LinearExpression(constant: height), priority: priorities.verticalCompressionResistance,
                      GeneratedConstraint("{view} resists compression below height {n}", index, number: height))
        }
    }
}
