import LayoutGeometry
import LayoutModel

/// An input that could not be read, parsed, validated or mapped. Its findings come from the
/// loader (file:line:column and what was expected), not from geometry; it cannot be disabled.
public struct InputError: Rule {
    public static let description = RuleDescription(
        id: "input-error", defaultSeverity: .error, category: .input,
        summary: "An input could not be read, parsed, validated or mapped",
        examples: [
            // A file that does not load: one finding per problem, on the element "input",
            // without environments (the file was never evaluated).
            .triggering("triggering-unknown-attribute.layout.xml", [ExpectedFinding("input", message: "unknown attribute 'numberOfLine' on <label>; did you mean 'numberOfLines'?")]),
            .triggering("triggering-constraint-names-unknown-view.layout.xml", [ExpectedFinding("input", message: "constraint names 'headlin', which is not a view of view controller 'article'; did you mean 'headline'?")]),
            .passing("passing-valid-fixture.layout.xml"),
        ],
        canBeDisabled: false)

    public init() {}

    /// Load errors are reported by the pipeline; a loaded document has none.
    public func check(_ context: RuleContext) -> [Violation] { [] }
}
