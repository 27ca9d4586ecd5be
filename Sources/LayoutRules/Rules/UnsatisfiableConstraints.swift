import LayoutGeometry
import LayoutModel

/// Required constraints that cannot all hold: UIKit breaks one of them at run time (and logs
/// "Unable to simultaneously satisfy constraints"), so the layout is not what was written.
public struct UnsatisfiableConstraints: Rule {
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", defaultSeverity: .error, category: .layoutIntegrity,
        summary: "Required constraints conflict, so UIKit breaks one of them",
        examples: [
            .triggering("triggering-fixed-width-on-narrow-phone.layout.xml", [
                ExpectedFinding("buttonWidth", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "required constraints conflict by 57 pt: subscribeButton.width == 400; subscribeRoot fills its view controller (width); subscribeButton.trailing <= subscribeRoot.layoutMargins.trailing; subscribeButton.centerX == subscribeRoot.centerX (at worst, on iPhone SE (3rd generation) in portrait)"),
            ]),
            .triggering("triggering-width-from-design-device.layout.xml", [
                ExpectedFinding("headlineWidth", .landscape(.iPhoneSE3), .both(.iPhone15Pro), message: "required constraints conflict by 359 pt: headline.width == 343; articleRoot fills its view controller (width); headline.leading == articleRoot.layoutMargins.leading; headline.trailing == articleRoot.layoutMargins.trailing (at worst, on iPhone 15 Pro in landscape)"),
            ]),
            .triggering("triggering-autoresizing-mask-still-on.layout.xml", [
                ExpectedFinding("bannerTrailing", .landscape(.iPhoneSE3), .both(.iPhone15Pro), message: "required constraints conflict by 477 pt: offlineBanner.trailing == offlineRoot.trailing; offlineRoot fills its view controller (width); offlineBanner frame (x, autoresizing); offlineBanner frame (width, autoresizing) (at worst, on iPhone 15 Pro in landscape)"),
                ExpectedFinding("bannerTop", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "required constraints conflict by 59 pt: offlineBanner.top == offlineRoot.safeArea.top; offlineBanner frame (y, autoresizing) (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-content-taller-than-landscape.layout.xml", [
                ExpectedFinding("controlsBottom", .landscape(.iPhoneSE3), .landscape(.iPhone15Pro), message: "the content does not fit: its required constraints need 48 pt more height than there is (lyrics would need a negative height), so UIKit logs a conflict and breaks one of them: controls.bottom == playerRoot.safeArea.bottom; playerRoot fills its view controller (height); artwork.top == playerRoot.safeArea.top; artwork.height == 300; lyrics.top == artwork.bottom; controls.top == lyrics.bottom; controls.height == 120 (at worst, on iPhone 15 Pro in landscape)"),
            ]),
            .triggering("triggering-hidden-member-keeps-height.layout.xml", [
                ExpectedFinding("promoBanner", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "promoBanner, hidden in offersStack, keeps a required size (promoBanner.height == 80) against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make it optional (999)"),
            ]),
            .triggering("triggering-three-hidden-buttons.layout.xml", [
                ExpectedFinding("refundButton", .portrait(.iPhone15Pro), message: "refundButton, hidden in actionsStack, keeps a required size (refundButton.width == 44) against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make it optional (999)"),
                ExpectedFinding("reorderButton", .portrait(.iPhone15Pro), message: "reorderButton, hidden in actionsStack, keeps a required size (reorderButton.width == 44) against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make it optional (999)"),
                ExpectedFinding("shareButton", .portrait(.iPhone15Pro), message: "shareButton, hidden in actionsStack, keeps a required size (shareButton.width == 44) against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make it optional (999)"),
            ]),
            .triggering("triggering-hidden-member-held-by-content.layout.xml", [
                ExpectedFinding("filterBar", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "filterBar, hidden in searchStack, keeps a required size through its content (filterButton.bottom == filterBar.bottom - 8; filterButton.top == filterBar.top + 8) against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make one of them optional (999)"),
            ]),
            .passing("passing-width-gives-way.layout.xml"),
            .passing("passing-autoresizing-off.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var seenShortages = Set<String>()
        return context.measured.problems.compactMap { problem in
            guard problem.kind == .unsatisfiable else { return nil }
            // Content that does not fit breaks a constraint at every step of the chain: one
            // finding per controller and axis (the first, which the others follow from).
            if let negative = problem.constraints.first(where: { $0.role == .nonNegativeWidth || $0.role == .nonNegativeHeight }),
               !seenShortages.insert(problem.viewControllerID + negative.role.rawValue).inserted {
                return nil
            }
            if let hiding = problem.constraints.first(where: { $0.role == .stackHiding }) {
                return hiddenStackMember(problem, hiding: hiding, context: context)
            }
            let constraints = problem.constraintIDs.compactMap { id in context.allConstraints.first { $0.constraint.id == id } }
            // Baselines are estimated from the font size: a miss within that estimate is
            // not a conflict anyone can see.
            let usesBaselines = constraints.contains { [$0.constraint.first.attribute, $0.constraint.second?.attribute].contains { $0?.isBaseline == true } }
            if usesBaselines, problem.shortfall < TextMetrics.baselineTolerance { return nil }
            let anchor = constraints.first
            let element = anchor?.constraint.id ?? problem.viewControllerID
            let location = anchor?.constraint.location
                ?? context.tree.index(ofController: problem.viewControllerID).map { context.tree.controllers[$0].node.location }
                ?? context.document.location
            let by = formatNumber(problem.shortfall)
            if let negative = problem.constraints.first(where: { $0.role == .nonNegativeWidth || $0.role == .nonNegativeHeight }) {
                return Violation(element: element, location: location,
                                 message: doesNotFit(problem, negative: negative, context: context), magnitude: problem.shortfall)
            }
            return Violation(element: element, location: location,
                             message: "required constraints conflict by \(by) pt: " + problem.constraints.map(\.description).joined(separator: "; "),
                             magnitude: problem.shortfall)
        }
    }

    /// Required constraints that only hold if a view gets a negative size: the layout engine
    /// keeps sizes from going below zero, so UIKit logs "Unable to simultaneously satisfy
    /// constraints" listing the chain (not the hidden limit) and breaks one of them (a logged
    /// case: a button 113 pt from the top and 465 pt from the bottom of a 568 pt screen,
    /// vathanakmao-technotes.blogspot.com/2017/09). Said as what is missing, then the chain.
    func doesNotFit(_ problem: LayoutProblem, negative: ProblemConstraint, context: RuleContext) -> String {
        let dimension = negative.role == .nonNegativeWidth ? "width" : "height"
        let axis: Axis = negative.role == .nonNegativeWidth ? .horizontal : .vertical
        // UIKit keeps every required constraint and gives the shortage to the view that costs
        // nothing to shrink: one with no content size of its own on that axis.
        let involved = (negative.views + problem.viewIDs).compactMap { context.tree.index(ofView: $0) }
        let sizeAttribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let free = involved.sorted().first { index in
            let size = IntrinsicSize.of(context.node(index))
            let fixed = context.constraints(involving: index).contains {
                $0.constraint.second == nil && $0.constraint.first.attribute == sizeAttribute && $0.constraint.isRequired
            }
            return (axis == .horizontal ? size.width : size.height) == nil && !context.node(index).kind.isControl
                && !context.entry(index).isControllerRoot && !fixed
        }
        let view = (free ?? negative.views.first.flatMap { context.tree.index(ofView: $0) }).map { context.name($0) } ?? "a view"
        let chain = problem.constraints.filter { $0.role != .nonNegativeWidth && $0.role != .nonNegativeHeight }
        return "the content does not fit: its required constraints need \(formatNumber(problem.shortfall)) pt more \(dimension) than there is "
            + "(\(view) would need a negative \(dimension)), so UIKit logs a conflict and breaks one of them: "
            + chain.map(\.description).joined(separator: "; ")
    }

    /// A hidden arranged view whose own required size fights the stack's zero length for it:
    /// UIKit breaks one and logs the conflict, but the screen looks as meant. A warning on
    /// each such view (each is a conflict of its own in UIKit's log: fixing one does not hide
    /// the next).
    func hiddenStackMember(_ problem: LayoutProblem, hiding: ProblemConstraint, context: RuleContext) -> Violation? {
        guard let stackID = hiding.views.first, let stack = context.tree.index(ofView: stackID) else { return nil }
        let hiddenID = hiding.views.dropFirst().first
        let hidden = hiddenID.flatMap { context.tree.index(ofView: $0) }
        // What holds its length: its own size constraint, else the chain of the document's
        // constraints through its content (never a spacing constraint named as its size).
        let chain = problem.constraints.filter { $0.id != nil && $0.role == .other }
        let length: LayoutAttribute = context.node(stack).stack?.axis == .vertical ? .height : .width
        let own = chain.first { listed in
            context.allConstraints.contains { resolved in
                let constraint = resolved.constraint
                return constraint.id == listed.id && constraint.second == nil && constraint.first.attribute == length
                    && hiddenID.map { constraint.first.item == .view($0) } == true
            }
        }
        let holds = own.map { " (\($0.description))" }
            ?? (chain.isEmpty ? "" : " through its content (\(chain.map(\.description).joined(separator: "; ")))")
        let what = hidden.map { context.name($0) } ?? "a hidden arranged view"
        let subject = hidden ?? stack
        return Violation(element: context.node(subject).id, location: context.node(subject).location,
                         message: "\(what), hidden in \(context.name(stack)), keeps a required size" + holds
                            + " against the stack's zero length for it (UISV-hiding): UIKit logs a conflict; make "
                            + (own == nil && !chain.isEmpty ? "one of them" : "it") + " optional (999)",
                         severity: .warning)
    }
}
