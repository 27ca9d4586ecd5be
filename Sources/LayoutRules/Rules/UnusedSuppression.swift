import LayoutGeometry
import LayoutModel

/// A `lint-disable` attribute or a configuration `ignore` entry that matched nothing in the
/// whole run: stale suppressions hide nothing today and would hide a real problem tomorrow.
/// Reported by the suppression step after every other rule has run.
public struct UnusedSuppression: Rule {
    public static let description = RuleDescription(
        id: "unused-suppression", defaultSeverity: .info, category: .input,
        summary: "A lint-disable attribute or an ignore entry suppresses nothing",
        examples: [
            // Reported on the element carrying the attribute, without environments (it is
            // about the whole run).
            .triggering("triggering-stale-lint-disable.layout.xml", [ExpectedFinding("headline", message: "lint-disable of content-in-unsafe-area on headline suppresses nothing")]),
            .triggering("triggering-misspelt-rule-id.layout.xml", [ExpectedFinding("photoGrid", message: "lint-disable on photoGrid names unknown rule 'ignores-system-minimum-margin'; did you mean 'ignores-system-minimum-margins'?")]),
            .passing("passing-lint-disable-in-use.layout.xml"),
        ])

    public init() {}

    /// Needs the whole run, so the linter (`lint-disable` attributes, see `LintDisables`) and
    /// the pipeline (ignore entries) report it.
    public func check(_ context: RuleContext) -> [Violation] { [] }
}
