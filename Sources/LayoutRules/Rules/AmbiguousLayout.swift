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
                ExpectedFinding("headline", [
                    "iPhone SE (3rd generation) · portrait · L · ltr", "iPhone SE (3rd generation) · landscape · L · ltr",
                    "iPhone 15 Pro · portrait · L · ltr", "iPhone 15 Pro · landscape · L · ltr",
                ]),
                ExpectedFinding("byline", [
                    "iPhone SE (3rd generation) · portrait · L · ltr", "iPhone SE (3rd generation) · landscape · L · ltr",
                    "iPhone 15 Pro · portrait · L · ltr", "iPhone 15 Pro · landscape · L · ltr",
                ]),
            ]),
            .triggering("triggering-image-without-size.layout.xml", [
                ExpectedFinding("authorPhoto", [
                    "iPhone SE (3rd generation) · portrait · L · ltr", "iPhone SE (3rd generation) · landscape · L · ltr",
                    "iPhone 15 Pro · portrait · L · ltr", "iPhone 15 Pro · landscape · L · ltr",
                ]),
            ]),
            .passing("passing-intrinsic-size.layout.xml"),
            .passing("passing-autoresizing-frame.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.measured.problems.compactMap { problem in
            guard problem.kind == .ambiguous, let id = problem.viewIDs.first,
                  let index = context.tree.index(ofView: id), context.isDisplayed(index) else { return nil }
            return Violation(element: id, location: context.node(index).location,
                             message: "\(id)'s \(problem.detail) \(problem.detail.contains(",") ? "are" : "is") not determined by its constraints")
        }
    }
}
