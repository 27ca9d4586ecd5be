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
            // One finding per kind of gap and subject, on the document, without environments.
            .triggering("triggering-storyboard-reference.storyboard", [
                ExpectedFinding("storyboard-reference:Settings", message: "storyboard reference to Settings (its initial controller) is not followed: Settings.storyboard is not among the inputs"),
            ]),
            .triggering("triggering-placeholder-constraint.storyboard", [
                ExpectedFinding("placeholder-constraint:Ban-Bn-001 vertically", message: "Ban-Bn-001 is placed vertically by code (placeholder constraint Ban-Ht-001 is removed at build time); layout-lint does not check it on that axis"),
            ]),
            .passing("passing-everything-modelled.storyboard"),
        ])

    public init() {}

    public func checkDocument(_ document: Document) -> [Violation] {
        document.notes.map { note in
            Violation(element: "\(note.code):\(note.subject)", location: note.location, message: note.message)
        }
    }
}
