import LayoutGeometry
import LayoutModel

/// A scene of an input: how the report names it and where it was measured (a sheet or a
/// child is measured in fewer environments than its document).
public struct SceneSummary: Sendable, Equatable {
    public var id: String
    public var name: String
    public var environments: [Environment]

    public init(id: String, name: String, environments: [Environment]) {
        self.id = id
        self.name = name
        self.environments = environments
    }
}

/// One input of a run, as the reporters list it.
public struct InputSummary: Sendable {
    public enum Status: String, Sendable { case ok, failed, skipped }
    public var path: String
    public var kind: DocumentKind?
    public var status: Status
    public var name: String
    public var environments: [Environment]
    public var sceneCount: Int
    /// Its scenes, in document order (the report names a page and a matrix row per scene).
    public var scenes: [SceneSummary] = []
    /// Why it failed to load or was skipped.
    public var errors: [LoadError]
    /// What the app's project says about where it is shown (Interface Builder documents).
    public var project: ProjectContext?

    public init(path: String, kind: DocumentKind?, status: Status, name: String, environments: [Environment],
                sceneCount: Int, errors: [LoadError]) {
        self.path = path
        self.kind = kind
        self.status = status
        self.name = name
        self.environments = environments
        self.sceneCount = sceneCount
        self.errors = errors
    }
}

/// Everything a run produced, for the reporters.
public struct LintResult: Sendable {
    public var inputs: [InputSummary]
    public var findings: [Finding]
    /// Baseline entries that no longer occur.
    public var fixed: [Baseline.Entry]
    public var suppressedCount: Int
    /// Loaded documents and their measurements, when the request kept them.
    public var documents: [String: Document]
    public var measurements: [String: [MeasuredScene]]

    public init(inputs: [InputSummary], findings: [Finding], fixed: [Baseline.Entry], suppressedCount: Int,
                documents: [String: Document], measurements: [String: [MeasuredScene]]) {
        self.inputs = inputs
        self.findings = findings
        self.fixed = fixed
        self.suppressedCount = suppressedCount
        self.documents = documents
        self.measurements = measurements
    }

    public var failedInputs: Int { inputs.filter { $0.status == .failed }.count }

    /// How the run ends, as the command line's exit code and its reason (CLI.md): 2 when an
    /// input could not be evaluated, 1 on findings at or above `failOn`, else 0.
    public func verdict(failOn: FailOn) -> (exitCode: Int, reason: String) {
        if failedInputs > 0 {
            return (2, "\(failedInputs) input\(failedInputs == 1 ? "" : "s") could not be evaluated")
        }
        let failing = findings.filter { failOn.fails($0.severity) }.count
        return failing > 0 ? (1, "\(failing) finding\(failing == 1 ? "" : "s") at or above --fail-on \(failOn.rawValue)")
            : (0, "no finding at or above --fail-on \(failOn.rawValue)")
    }
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

/// An example of a rule, linted for its page.
public struct RuleExampleRun: Sendable {
    public var rule: String
    public var file: String
    public var triggers: Bool
    public var source: String
    public var result: LintResult

    public init(rule: String, file: String, triggers: Bool, source: String, result: LintResult) {
        self.rule = rule
        self.file = file
        self.triggers = triggers
        self.source = source
        self.result = result
    }
}
