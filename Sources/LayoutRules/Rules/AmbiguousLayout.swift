import LayoutGeometry
import LayoutModel

/// A view whose position or size the constraints do not determine: UIKit places it
/// somewhere, and the place can change from one layout pass or device to the next.
public struct AmbiguousLayout: Rule {
    public static let description = RuleDescription(
        id: "ambiguous-layout", defaultSeverity: .warning, category: .layoutIntegrity,
        summary: "A view's position or size is not determined by its constraints",
        examples: [
            .triggering("triggering-label-without-vertical-position.layout.xml", [
                // The byline hangs from the headline: the headline is the one to fix.
                ExpectedFinding("headline", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "headline's vertical position is not determined: nothing places it vertically (it is tied only to byline, open too)"),
            ]),
            .triggering("triggering-image-without-size.layout.xml", [
                ExpectedFinding("authorPhoto", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "authorPhoto's width and height are not determined: nothing sets its width (no width constraint, no intrinsic width); nothing sets its height (no height constraint, no intrinsic height)"),
            ]),
            .triggering("triggering-button-without-height-in-stack.layout.xml", [
                ExpectedFinding("shareButton", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "shareButton's height is not determined: nothing sets its height (no height constraint, no intrinsic height)"),
            ]),
            .passing("passing-intrinsic-size.layout.xml"),
            .passing("passing-equal-hugging-in-fill-stack.layout.xml"),
            .passing("passing-autoresizing-frame.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let ambiguous = Dictionary(context.measured.problems.filter { $0.kind == .ambiguous }.compactMap { problem in
            problem.viewIDs.first.map { ($0, problem) }
        }, uniquingKeysWith: { first, _ in first })
        // Views a constraint layout-lint could not read was about: not-evaluated says so.
        let gaps = Set(context.document.notes.flatMap(\.views))
        // A controller whose required constraints conflict here has a constraint broken; what
        // that leaves open follows from the conflict, which unsatisfiable-constraints reports.
        let conflicted = Set(context.measured.problems.filter { $0.kind == .unsatisfiable }.map(\.viewControllerID))
        let first = Self.firstOfEachGroup(ambiguous, context: context)
        return context.measured.problems.compactMap { problem in
            switch problem.kind {
            case .ambiguous:
                guard let id = problem.viewIDs.first, let index = context.tree.index(ofView: id),
                      context.isDisplayed(index), !gaps.contains(id), !conflicted.contains(problem.viewControllerID),
                      first.contains(index), !Self.filledByCode(index, context: context) else { return nil }
                return Violation(element: id, location: context.node(index).location,
                                 message: Self.message(index, problem.undetermined, ambiguous: ambiguous, context: context))
            case .unsettled:
                // Guides and frames that keep moving between layout passes: no position is final.
                guard let index = context.tree.index(ofController: problem.viewControllerID) else { return nil }
                let node = context.tree.controllers[index].node
                return Violation(element: node.id, location: node.location,
                                 message: "the layout of \(context.name(of: node)) does not settle: guides still moved after \(problem.passes) layout passes")
            case .unsatisfiable, .placedByCode:
                return nil
            }
        }
    }

    /// A view whose content the code provides: an empty stack view (its arranged views are
    /// added at run time) or a custom view with nothing inside (its class builds what it
    /// shows). Its size is the code's; the document cannot say it.
    static func filledByCode(_ index: Int, context: RuleContext) -> Bool {
        let node = context.node(index)
        // The app's code builds what it shows (subviews made in its initialiser, a nib loaded
        // into it, its own intrinsic size): unknown, not ambiguous.
        if node.contentFromCode != nil { return true }
        guard context.entry(index).children.isEmpty else { return false }
        return node.kind == .stackView || (node.kind == .view && node.className != nil)
    }

    /// Open views fall into groups, one per axis: views tied to each other by a constraint on
    /// that axis, and subviews of an open view. One fix settles a group, so only its first
    /// view in document order is reported (the byline follows the headline; a container's
    /// subviews follow the container).
    static func firstOfEachGroup(_ ambiguous: [String: LayoutProblem], context: RuleContext) -> Set<Int> {
        var reported = Set<Int>()
        for axis in [Axis.horizontal, .vertical] {
            let open = ambiguous.values.compactMap { problem -> Int? in
                guard problem.undetermined.contains(where: { $0.axis == axis }), let id = problem.viewIDs.first else { return nil }
                return context.tree.index(ofView: id)
            }.sorted()
            var group = Dictionary(uniqueKeysWithValues: open.map { ($0, $0) })
            func root(_ view: Int) -> Int {
                var current = view
                while group[current]! != current { current = group[current]! }
                return current
            }
            func join(_ a: Int, _ b: Int) {
                let (ra, rb) = (root(a), root(b))
                if ra != rb { group[max(ra, rb)] = min(ra, rb) }
            }
            for view in open {
                for other in follows(view, on: axis, ambiguous: ambiguous, context: context) { join(view, other) }
                var ancestor = context.superview(view)
                while let current = ancestor, context.entry(current).controller == context.entry(view).controller {
                    if group[current] != nil { join(view, current); break }
                    ancestor = context.superview(current)
                }
            }
            // A view whose size is the code's leaves its group open for a reason the document
            // cannot show: the spacer or stack beside it is not blamed.
            let unknown = Set(open.filter { filledByCode($0, context: context) || besideCodeSizedView($0, context: context) }.map(root))
            let openHere = Set(open)
            for view in open where root(view) == view && !unknown.contains(view) {
                reported.insert(cause(of: view, on: axis, open: openHere, context: context))
            }
        }
        return reported
    }

    /// A container (a stack, a view sized by its content) whose length is open because a
    /// subview inside has no size along that axis (a button without a height in a vertical
    /// stack, a collection view held only by `height >= 25`): that view is the cause, and the
    /// one finding names it rather than the container.
    static func cause(of index: Int, on axis: Axis, open: Set<Int>, context: RuleContext) -> Int {
        let attribute: LayoutAttribute = axis == .vertical ? .height : .width
        let sizeless = context.entry(index).children.first { child in
            guard open.contains(child), context.isDisplayed(child) else { return false }
            let size = IntrinsicSize.of(context.node(child))
            // Only a required equality sizes it: a minimum alone (`height >= 25`) leaves it open.
            let own = context.constraints(involving: child).filter { $0.constraint.second == nil && $0.constraint.first.attribute == attribute }
            let sized = own.contains { $0.constraint.relation == .equal && $0.constraint.isRequired }
            // A scroll view never sizes what holds it: the container is what lacks a size,
            // unless the scroll view was meant to have one and holds only a minimum.
            if context.node(child).kind.isScrollView, own.isEmpty { return false }
            return (axis == .vertical ? size.height : size.width) == nil && !sized
        }
        return sizeless.map { cause(of: $0, on: axis, open: open, context: context) } ?? index
    }

    /// An arranged view of a stack that also arranges a view whose code builds its content.
    static func besideCodeSizedView(_ index: Int, context: RuleContext) -> Bool {
        guard let stack = context.superview(index), context.node(stack).kind == .stackView else { return false }
        return context.entry(stack).children.contains { context.node($0).contentFromCode != nil }
    }

    /// The views open on `axis` that `index` is constrained to on that axis.
    static func follows(_ index: Int, on axis: Axis, ambiguous: [String: LayoutProblem], context: RuleContext) -> [Int] {
        var seen = Set<Int>()
        return context.constraints(involving: index).compactMap { resolved -> Int? in
            guard resolved.constraint.first.attribute.axis == axis, let other = resolved.otherView(than: index), other != index,
                  let open = ambiguous[context.node(other).id], open.undetermined.contains(where: { $0.axis == axis }) else { return nil }
            return seen.insert(other).inserted ? other : nil
        }
    }

    /// `label "Title" (abc)'s height is not determined: nothing sets its height (no height
    /// constraint, no intrinsic height)`.
    static func message(_ index: Int, _ parts: [FramePart], ambiguous: [String: LayoutProblem], context: RuleContext) -> String {
        let id = context.node(index).id
        // What its constraints say of it, leaving out ties to views that are open themselves.
        var tiedToOpen: [Axis: [Int]] = [:]
        for axis in [Axis.horizontal, .vertical] { tiedToOpen[axis] = follows(index, on: axis, ambiguous: ambiguous, context: context) }
        let attributes = Set(context.constraints(involving: index).compactMap { resolved -> LayoutAttribute? in
            let mine = resolved.anchors(for: index).mine
            guard mine.item.viewID == id else { return nil }
            if let other = resolved.otherView(than: index), tiedToOpen[mine.attribute.axis]?.contains(other) == true { return nil }
            return mine.attribute
        })
        let size = IntrinsicSize.of(context.node(index))
        var reasons: [String] = []
        for part in parts {
            let open = tiedToOpen[part.axis] ?? []
            let tie = open.isEmpty ? "" : " (it is tied only to \(open.map { context.name($0) }.joined(separator: " and ")), open too)"
            switch part {
            case .horizontalPosition where attributes.isDisjoint(with: [.leading, .trailing, .left, .right, .centerX]):
                reasons.append("nothing places it horizontally" + tie)
            case .verticalPosition where attributes.isDisjoint(with: [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]):
                reasons.append("nothing places it vertically" + tie)
            case .width where !attributes.contains(.width) && size.width == nil:
                reasons.append("nothing sets its width (no width constraint, no intrinsic width)")
            case .height where !attributes.contains(.height) && size.height == nil:
                reasons.append("nothing sets its height (no height constraint, no intrinsic height)")
            case _ where !squeezed(index, on: part.axis, context: context).isEmpty:
                let views = squeezed(index, on: part.axis, context: context)
                let dimension = part.axis == .vertical ? "height" : "width"
                reasons.append("the content needs more \(dimension) than there is, and views of equal compression resistance tie over "
                    + "which gives way (\(views.prefix(2).map { context.name($0) }.joined(separator: " and "))\(views.count > 2 ? " and others" : "") squeezed here)")
            default:
                reasons.append("only inequalities or optional constraints hold its \(part.rawValue)")
            }
        }
        let names = parts.map(\.rawValue)
        let list = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names.last! : names.joined()
        var seen = Set<String>()
        return "\(context.name(index))'s \(list) \(names.count > 1 ? "are" : "is") not determined: "
            + reasons.filter { seen.insert($0).inserted }.joined(separator: "; ")
    }

    /// The view, or views inside it, laid out smaller than their content on `axis`: the
    /// content does not fit, and where equal compression resistances tie, which view gives
    /// way is not determined.
    static func squeezed(_ index: Int, on axis: Axis, context: RuleContext) -> [Int] {
        let controller = context.entry(index).controller
        return context.viewIndices.filter { view in
            // Only the view and what it holds: a squeezed label elsewhere on the screen is not
            // why this view is open.
            guard context.entry(view).controller == controller, context.isDisplayed(view),
                  view == index || context.tree.isDescendant(view, of: index) else { return false }
            let content = IntrinsicSize.of(context.node(view))
            let frame = context.frame(view)
            switch axis {
            case .horizontal: return content.width.map { frame.width < $0 - 0.5 } ?? false
            case .vertical: return content.height.map { frame.height < $0 - 0.5 } ?? false
            }
        }
    }
}
