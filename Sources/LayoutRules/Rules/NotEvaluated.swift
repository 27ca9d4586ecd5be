import LayoutGeometry
import LayoutModel

/// A part of an Interface Builder document that layout-lint cannot model (a storyboard
/// reference it does not follow, an element or variation it has no geometry for): said
/// out loud, so that no finding is not mistaken for a clean bill of health.
public struct NotEvaluated: Rule {
    public static let description = RuleDescription(
        id: "not-evaluated", defaultSeverity: .info, category: .input,
        summary: "Part of an Interface Builder document is not evaluated",
        examples: [
            // One finding per kind of gap and subject, on the document, without environments; a
            // placeholder's, where it decides the view.
            .triggering("triggering-storyboard-reference.storyboard", [
                ExpectedFinding("storyboard-reference:Settings", message: "storyboard reference to Settings (its initial controller) is not followed: Settings.storyboard is not among the inputs"),
            ]),
            .triggering("triggering-placeholder-constraint.storyboard", [
                ExpectedFinding("placeholder-constraint:Ban-Bn-001 vertically", .defaultMatrix, message: "Ban-Bn-001 is placed vertically by code (placeholder constraint Ban-Ht-001 is removed at build time); layout-lint does not check it on that axis"),
            ]),
            .passing("passing-everything-modelled.storyboard"),
            .passing("passing-redundant-placeholder.storyboard"),
        ])

    public init() {}

    /// What only a placeholder constraint decides, per view and axis, at the placeholder.
    public func check(_ context: RuleContext) -> [Violation] {
        context.measured.problems.filter { $0.kind == .placedByCode }.flatMap { problem -> [Violation] in
            guard let id = problem.viewIDs.first, let index = context.tree.index(ofView: id) else { return [] }
            let placeholders = problem.constraintIDs
            let location = context.allConstraints.first { $0.constraint.id == placeholders.first }?.constraint.location
                ?? context.node(index).location
            let names = placeholders.count == 1 ? "placeholder constraint \(placeholders[0]) is" : "placeholder constraints \(placeholders.joined(separator: ", ")) are"
            return [Axis.horizontal, .vertical].filter { axis in problem.undetermined.contains { $0.axis == axis } }.map { axis in
                let adverb = axis == .horizontal ? "horizontally" : "vertically"
                return Violation(element: "placeholder-constraint:\(id) \(adverb)", location: location,
                                 message: "\(id) is placed \(adverb) by code (\(names) removed at build time); layout-lint does not check it on that axis")
            }
        }
    }

    public func checkDocument(_ document: Document) -> [Violation] {
        document.notes.map { note in
            Violation(element: "\(note.code):\(note.subject)", location: note.location, message: note.message)
        }
    }
}
