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
                ExpectedFinding("headline", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "headline's vertical position is not determined by its constraints"),
                ExpectedFinding("byline", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "byline's vertical position is not determined by its constraints"),
            ]),
            .triggering("triggering-image-without-size.layout.xml", [
                ExpectedFinding("authorPhoto", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "authorPhoto's width and height are not determined by its constraints"),
            ]),
            .passing("passing-intrinsic-size.layout.xml"),
            .passing("passing-autoresizing-frame.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.measured.problems.compactMap { problem in
            switch problem.kind {
            case .ambiguous:
                guard let id = problem.viewIDs.first, let index = context.tree.index(ofView: id),
                      context.isDisplayed(index) else { return nil }
                let parts = problem.undetermined.map(\.rawValue)
                let list = parts.count > 1 ? parts.dropLast().joined(separator: ", ") + " and " + parts.last! : parts.joined()
                return Violation(element: id, location: context.node(index).location,
                                 message: "\(context.name(index))'s \(list) \(parts.count > 1 ? "are" : "is") not determined by its constraints")
            case .unsettled:
                // Guides and frames that keep moving between layout passes: no position is final.
                guard let index = context.tree.index(ofController: problem.viewControllerID) else { return nil }
                let node = context.tree.controllers[index].node
                return Violation(element: node.id, location: node.location,
                                 message: "the layout of \(context.name(of: node)) does not settle: guides still moved after \(problem.passes) layout passes")
            case .unsatisfiable:
                return nil
            }
        }
    }
}
