import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutRules

/// What a run is asked to do.
public struct LintRequest: Sendable {
    public var paths: [String]
    public var configuration: Configuration
    /// Command-line narrowing of the matrix (nil axes allow everything).
    public var devices: [String]?
    public var orientations: [Orientation]?
    public var contentSizes: [ContentSizeCategory]?
    public var directions: [LayoutDirection]?
    public var windows: [WindowMode]?
    public var baseline: Baseline?
    public var jobs: Int
    /// Keep every measurement (the report draws them).
    public var keepMeasurements: Bool

    public init(paths: [String], configuration: Configuration = Configuration(), baseline: Baseline? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, keepMeasurements: Bool = false) {
        self.paths = paths
        self.configuration = configuration
        self.baseline = baseline
        self.jobs = max(1, jobs)
        self.keepMeasurements = keepMeasurements
    }
}

public struct InputSummary: Sendable {
    public enum Status: String, Sendable { case ok, failed, skipped }
    public var path: String
    public var kind: DocumentKind?
    public var status: Status
    public var name: String
    public var environments: [Environment]
    public var sceneCount: Int
    /// Why it failed to load or was skipped.
    public var errors: [LoadError]

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
    public func count(_ severity: Severity) -> Int { findings.filter { $0.severity == severity }.count }
}

public enum Pipeline {
    public static func run(_ request: LintRequest, catalog: DeviceCatalog = .standard,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> LintResult {
        let files = InputDiscovery.files(for: request.paths, excluded: request.configuration.excluded)
        return run(files.map { .file($0) }, request: request, catalog: catalog, progress: progress)
    }

    /// Lints documents held in memory (the rule examples the binary carries).
    public static func run(texts: [(path: String, text: String)], request: LintRequest,
                           catalog: DeviceCatalog = .standard) -> LintResult {
        run(texts.map { .text($0.path, $0.text) }, request: request, catalog: catalog, progress: nil)
    }

    enum Source: Sendable {
        case file(String)
        case text(String, String)

        var path: String {
            switch self {
            case .file(let path), .text(let path, _): return path
            }
        }
    }

    static func run(_ sources: [Source], request: LintRequest, catalog: DeviceCatalog,
                    progress: (@Sendable (Int, Int) -> Void)?) -> LintResult {
        let configuration = request.configuration
        let files = sources
        let policy = SeverityPolicy(configuration: configuration)
        let linter = Linter(rules: policy.enabledRules, engine: LayoutEngine(catalog: catalog))
        let loader = DocumentLoader(deviceNames: catalog.names)
        let matrix = configuration.matrix.apply(to: .standard, catalog: catalog)
        let references = StoryboardReferences(paths: files.compactMap { if case .file(let path) = $0 { path } else { nil } })

        let outcomes = ParallelMap.map(files, jobs: request.jobs, progress: progress) { source -> InputOutcome in
            process(source, loader: loader, linter: linter, matrix: matrix, request: request, policy: policy, catalog: catalog,
                    references: references)
        }

        var findings: [Finding] = []
        var inputs: [InputSummary] = []
        var documents: [String: Document] = [:]
        var measurements: [String: [MeasuredScene]] = [:]
        var suppressed = 0
        for outcome in outcomes {
            inputs.append(outcome.summary)
            findings += outcome.findings
            suppressed += outcome.suppressedCount
            if let document = outcome.document { documents[outcome.summary.path] = document }
            if !outcome.measurements.isEmpty { measurements[outcome.summary.path] = outcome.measurements }
        }

        // Configuration ignores, then the baseline.
        var usedIgnores = Set<Int>()
        findings = findings.filter { finding in
            guard finding.rule != "input-error" else { return true }
            for (index, entry) in configuration.ignores.enumerated()
            where entry.matches(rule: finding.rule, path: finding.path, element: finding.element) {
                usedIgnores.insert(index)
                suppressed += 1
                return false
            }
            return true
        }
        if policy.isEnabled(UnusedSuppression.description.id) {
            for (index, entry) in configuration.ignores.enumerated() where !usedIgnores.contains(index) {
                let what = [entry.rule.map { "rule \($0)" }, entry.path.map { "path \($0)" }, entry.element.map { "element \($0)" }]
                    .compactMap { $0 }.joined(separator: ", ")
                findings.append(Finding(rule: UnusedSuppression.description.id,
                                        severity: policy.severity(rule: UnusedSuppression.description.id, violation: nil),
                                        message: "ignore entry (\(what)) matches nothing", location: entry.location,
                                        element: "ignore-\(entry.location.line)", scene: nil, environments: []))
            }
        }
        var fixed: [Baseline.Entry] = []
        if let baseline = request.baseline {
            let applied = baseline.apply(to: findings)
            suppressed += findings.count - applied.remaining.count
            findings = applied.remaining
            fixed = applied.fixed
        }
        return LintResult(inputs: inputs, findings: findings.sorted(by: Finding.stableOrder), fixed: fixed,
                          suppressedCount: suppressed, documents: documents, measurements: measurements)
    }

    struct InputOutcome: Sendable {
        var summary: InputSummary
        var findings: [Finding]
        var suppressedCount: Int
        var document: Document?
        var measurements: [MeasuredScene]
    }

    private static func process(_ source: Source, loader: DocumentLoader, linter: Linter, matrix: EnvironmentMatrix,
                                request: LintRequest, policy: SeverityPolicy, catalog: DeviceCatalog,
                                references: StoryboardReferences) -> InputOutcome {
        let path = source.path
        let kind: DocumentKind? = path.hasSuffix(".storyboard") ? .storyboard : path.hasSuffix(".xib") ? .xib
            : path.hasSuffix(".layout.xml") ? .fixture : nil
        let loaded: Result<Document, LoadFailure>
        switch source {
        case .file(let file): loaded = loader.load(path: file, displayPath: file, references: references)
        case .text(let display, let text): loaded = loader.load(bytes: Array(text.utf8), displayPath: display)
        }
        switch loaded {
        case .failure(let failure) where failure.isSkipped:
            return InputOutcome(summary: InputSummary(path: path, kind: kind, status: .skipped, name: FixtureName.of(path),
                                                      environments: [], sceneCount: 0, errors: failure.errors),
                                findings: [], suppressedCount: 0, document: nil, measurements: [])
        case .failure(let failure):
            let findings = failure.errors.map { error in
                Finding(rule: InputError.description.id, severity: .error, message: error.message,
                        location: error.location, element: "input", scene: nil, environments: [])
            }
            return InputOutcome(summary: InputSummary(path: path, kind: kind, status: .failed,
                                                      name: FixtureName.of(path), environments: [], sceneCount: 0,
                                                      errors: failure.errors),
                                findings: findings, suppressedCount: 0, document: nil, measurements: [])
        case .success(let document):
            let environments = matrix.applying(document.matrix)
                .narrowed(devices: request.devices, orientations: request.orientations, contentSizes: request.contentSizes,
                          directions: request.directions, windows: request.windows)
                .environments(catalog: catalog, platform: document.platform, idioms: document.idioms)
            let result = linter.check(document, environments: environments, keepMeasurements: request.keepMeasurements)
            var findings = FindingMerger.merge(result.violations, environmentOrder: environments) { rule, violation in
                policy.severity(rule: rule, violation: violation)
            }
            findings += result.documentViolations.map { rule, violation in
                Finding(rule: rule, severity: policy.severity(rule: rule, violation: violation), message: violation.message,
                        location: violation.location, element: violation.element, scene: nil, environments: [])
            }
            if policy.isEnabled(UnusedSuppression.description.id) {
                findings += result.unusedSuppressions.map { violation in
                    Finding(rule: UnusedSuppression.description.id,
                            severity: policy.severity(rule: UnusedSuppression.description.id, violation: violation),
                            message: violation.message, location: violation.location, element: violation.element,
                            scene: nil, environments: [])
                }
            }
            return InputOutcome(summary: InputSummary(path: path, kind: document.kind, status: .ok, name: document.name,
                                                      environments: environments, sceneCount: document.scenes.count, errors: []),
                                findings: findings, suppressedCount: result.suppressedCount,
                                document: request.keepMeasurements ? document : nil, measurements: result.measurements)
        }
    }
}

enum FixtureName {
    static func of(_ path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".layout.xml", ".storyboard", ".xib"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        return name
    }
}

/// Maps over items on `jobs` threads, keeping the input order in the result.
enum ParallelMap {
    private final class State<R>: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        var done = 0
        var results: [R?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
    }

    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
                                              _ transform: @Sendable (T) -> R) -> [R] {
        let state = State<R>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                state.lock.lock()
                let index = state.next
                state.next += 1
                state.lock.unlock()
                guard index < items.count else { return }
                let result = transform(items[index])
                state.lock.lock()
                state.results[index] = result
                state.done += 1
                let done = state.done
                state.lock.unlock()
                progress?(done, items.count)
            }
        }
        return state.results.map { $0! }
    }
}
