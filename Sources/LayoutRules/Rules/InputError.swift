import LayoutGeometry
import LayoutModel

/// An input that could not be read, parsed, validated or mapped. Its findings come from the
/// loader (file:line:column and what was expected), not from geometry; it cannot be disabled.
public struct InputError: Rule {
    public static let description = RuleDescription(
        id: "input-error", defaultSeverity: .error, category: .input,
        summary: "An input could not be read, parsed, validated or mapped",
        examples: [], canBeDisabled: false)

    public init() {}

    /// Load errors are reported by the pipeline; a loaded document has none.
    public func check(_ context: RuleContext) -> [Violation] { [] }
}
