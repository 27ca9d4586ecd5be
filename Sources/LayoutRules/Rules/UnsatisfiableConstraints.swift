import LayoutGeometry
import LayoutModel

/// Required constraints that cannot all hold: UIKit breaks one of them at run time (and logs
/// "Unable to simultaneously satisfy constraints"), so the layout is not what was written.
public struct UnsatisfiableConstraints: Rule {
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", defaultSeverity: .error, category: .layoutIntegrity,
        summary: "Required constraints conflict, so UIKit breaks one of them",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.measured.problems.compactMap { problem in
            guard problem.kind == .unsatisfiable else { return nil }
            let constraints = problem.constraintIDs.compactMap { id in context.allConstraints.first { $0.constraint.id == id } }
            let anchor = constraints.first
            let element = anchor?.constraint.id ?? problem.viewControllerID
            let location = anchor?.constraint.location
                ?? context.tree.index(ofController: problem.viewControllerID).map { context.tree.controllers[$0].node.location }
                ?? context.document.location
            return Violation(element: element, location: location,
                             message: "required constraints conflict: " + problem.constraintDescriptions.joined(separator: "; "))
        }
    }
}
