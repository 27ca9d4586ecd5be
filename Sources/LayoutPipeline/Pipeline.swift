import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutRules
import LayoutSource

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
    /// Run the rules; a report's second pass only measures again (its findings are known).
    public var checksRules = true
    /// A report's lint: keep the documents and measurements of inputs while the views they
    /// measured add up to at most this many, so that the drawing measures only the rest
    /// again. A small run is measured once; a large one holds no more than this.
    public var measurementBudget = 0

    public init(paths: [String], configuration: Configuration = Configuration(), baseline: Baseline? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, keepMeasurements: Bool = false) {
        self.paths = paths
        self.configuration = configuration
        self.baseline = baseline
        self.jobs = max(1, jobs)
        self.keepMeasurements = keepMeasurements
    }
}

/// The run, as orchestration only: discover the inputs, then load, measure and check each
/// in parallel, then suppress. `inspect` measures through `measure(_:scene:in:)`, the same
/// step `lint` uses, so the two can never measure a document differently.
public enum Pipeline {
    public static func run(_ request: LintRequest, catalog: DeviceCatalog = .standard,
                           progress: (@Sendable (Int, Int) -> Void)? = nil) -> LintResult {
        let (sources, projects, named, code) = discover(request)
        return run(sources, request: request, catalog: catalog, projects: projects, named: named, code: code, progress: progress)
    }

    /// The inputs of a request and the projects around them.
    /// The app's code, and the input folder of each document (its code without a project).
    struct AppCode: Sendable {
        var index = CodeIndex()
        var roots: [String: String] = [:]
        /// Documents a Swift package keeps as test data, with why (`PackageTestData`).
        var packageTestData: [String: String] = [:]
    }

    private static func discover(_ request: LintRequest) -> (sources: [Source], projects: ProjectIndex, named: Set<String>, code: AppCode) {
        let inputs = InputDiscovery.inputs(for: request.paths, excluded: request.configuration.excluded)
        let documents = inputs.filter { $0.problem == nil && [.storyboard, .xib].contains(DocumentLoader.kind(of: $0.path)) }
        let bounded = documents.map { (path: $0.path, boundary: InputDiscovery.projectBoundary(for: $0.path, root: $0.root)) }
        let projects = ProjectIndex.build(documents: bounded)
        // What discovery could not read is reported as an input error of that path.
        let sources: [Source] = inputs.map { input in input.problem.map { .unreadable(input.path, $0) } ?? .file(input.path) }
        // The app's code, read from the folders the documents were found in (a file named
        // alone: its own folder), when there are Interface Builder documents to join it to.
        var index = codeIndex(roots: documents.map(\.root), documents: documents.map(\.path), projects: projects,
                              excluded: request.configuration.excluded, jobs: request.jobs)
        if index.hasCode { index.shownByDocuments = PresentedScenes(paths: documents.map(\.path)).presented }
        let roots = Dictionary(documents.map { ($0.path, $0.root) }, uniquingKeysWith: { first, _ in first })
        return (sources, projects, Set(inputs.filter(\.isNamed).map(\.path)),
                AppCode(index: index, roots: roots,
                        packageTestData: PackageTestData.find(documents: documents.map { (path: $0.path, boundary: $0.root) }, projects: projects)))
    }

    /// The app's code: under the folders the documents were found in and the folders of the
    /// projects that bundle them (a xib in App/Views is shown by code in App/Controllers).
    /// A folder inside another is walked once.
    static func codeIndex(roots: [String], documents: [String], projects: ProjectIndex, excluded: [String], jobs: Int) -> CodeIndex {
        guard !documents.isEmpty else { return CodeIndex() }
        var folders = Set(roots)
        for document in documents {
            if let folder = projects.context(of: document).app?.projectFolder { folders.insert(folder.isEmpty ? "." : folder) }
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        func absolute(_ path: String) -> String {
            path == "." ? workingDirectory : path.hasPrefix("/") ? path : workingDirectory + "/" + path
        }
        let outermost = folders.filter { folder in
            let path = absolute(folder)
            return !folders.contains { other in other != folder && (path.hasPrefix(absolute(other) + "/") || absolute(other) == "/" && path != "/") }
        }
        return CodeIndex.build(roots: outermost.sorted(), jobs: jobs) { path in excluded.contains { Glob.matches($0, path) } }
    }

    /// A loaded document as `lint` sees it with the app's code beside it: for `inspect`.
    public static func applyingCode(to document: Document, path: String) -> Document {
        var document = document
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        // The project is read once: for the code's folders and for the scope.
        let projects = ProjectIndex.build(documents: [(path, InputDiscovery.projectBoundary(for: path, root: folder.isEmpty ? "/" : folder))])
        let project = projects.context(of: path)
        var code = codeIndex(roots: [folder.isEmpty ? "/" : folder], documents: [path], projects: projects, excluded: [], jobs: 1)
        if code.hasCode {
            // The storyboards beside it, as `lint` of its folder reads them.
            let storyboards = InputDiscovery.inputs(for: [folder.isEmpty ? "/" : folder], excluded: []).map(\.path).filter { $0.hasSuffix(".storyboard") }
            code.shownByDocuments = PresentedScenes(paths: storyboards).presented
        }
        _ = CodeContexts.apply(code, to: &document, scope: project.app.map { CodeScope(folders: $0.codeFolders, trees: $0.codeTrees) })
        return document
    }

    /// Measures the inputs of a run again, one at a time on each core, handing each input's
    /// document and measurements to `body` and keeping none: a report draws every input of a
    /// large run without holding them all. The request and the inputs are the run's, so the
    /// measurements are the ones its findings came from. The first error `body` throws stops
    /// the work and is thrown.
    /// What the run kept (`measurementBudget`) is handed over first, as it is.
    public static func measureEach(_ request: LintRequest, paths: Set<String>, kept: LintResult? = nil, catalog: DeviceCatalog = .standard,
                                   _ body: @escaping @Sendable (String, Document, [MeasuredScene]) throws -> Void) throws {
        let failure = FirstError()
        var paths = paths
        if let kept {
            let ready = paths.filter { kept.documents[$0] != nil }.sorted()
            paths.subtract(ready)
            _ = ParallelMap.map(ready, jobs: request.jobs, progress: nil) { path -> Bool in
                guard !failure.isSet, let document = kept.documents[path] else { return false }
                do { try body(path, document, kept.measurements[path] ?? []) } catch { failure.set(error) }
                return true
            }
            if let error = failure.error { throw error }
        }
        guard !paths.isEmpty else { return }
        var request = request
        request.keepMeasurements = true
        request.measurementBudget = 0
        request.checksRules = false
        let (sources, projects, named, code) = discover(request)
        let stages = stages(for: sources, request: request, catalog: catalog, projects: projects, named: named, code: code)
        _ = ParallelMap.map(sources.filter { paths.contains($0.path) }, jobs: request.jobs, progress: nil) { source -> Bool in
            guard !failure.isSet else { return false }
            let outcome = process(source, stages)
            guard let document = outcome.document else { return false }
            do { try body(source.path, document, outcome.measurements) } catch { failure.set(error) }
            return true
        }
        if let error = failure.error { throw error }
    }

    /// Lints documents held in memory (the rule examples the binary carries).
    public static func run(texts: [(path: String, text: String)], request: LintRequest,
                           catalog: DeviceCatalog = .standard) -> LintResult {
        run(texts.map { .bytes($0.path, Array($0.text.utf8)) }, request: request, catalog: catalog, projects: ProjectIndex(), progress: nil)
    }

    /// Lints documents read into memory beforehand (the benchmark times the work, not the disk).
    public static func run(files: [(path: String, bytes: [UInt8])], request: LintRequest,
                           catalog: DeviceCatalog = .standard) -> LintResult {
        run(files.map { .bytes($0.path, $0.bytes) }, request: request, catalog: catalog, projects: ProjectIndex(), progress: nil)
    }

    enum Source: Sendable {
        case file(String)
        case bytes(String, [UInt8])
        /// A path discovery found but could not read (a folder, a name that is not UTF-8).
        case unreadable(String, String)

        var path: String {
            switch self {
            case .file(let path), .bytes(let path, _), .unreadable(let path, _): return path
            }
        }
    }

    /// The parts of a run every input shares.
    struct Stages: Sendable {
        var loader: DocumentLoader
        var references: StoryboardReferences
        var engine: LayoutEngine
        var linter: Linter
        var suppression: SuppressionStage
        var matrix: EnvironmentMatrix
        var request: LintRequest
        var catalog: DeviceCatalog
        var projects: ProjectIndex
        /// Inputs given by name, checked even where no target of their project bundles them.
        var named: Set<String>
        /// What the app's code says (empty without code).
        var code: CodeIndex
        /// Each document's input folder: without a project, its code is the code under it.
        var roots: [String: String] = [:]
        /// Documents a Swift package keeps as test data, with why.
        var packageTestData: [String: String] = [:]
        /// What is left of `request.measurementBudget`, shared by the threads.
        var budget = MeasurementBudget(0)
    }

    /// Measured views a run may still keep; taken whole for an input, or not at all.
    final class MeasurementBudget: @unchecked Sendable {
        private let lock = NSLock()
        private var remaining: Int
        init(_ views: Int) { remaining = views }
        func take(_ views: Int) -> Bool {
            lock.withLock {
                guard views <= remaining else { return false }
                remaining -= views
                return true
            }
        }
    }

    static func stages(for sources: [Source], request: LintRequest, catalog: DeviceCatalog, projects: ProjectIndex,
                       named: Set<String>, code: AppCode = AppCode()) -> Stages {
        let suppression = SuppressionStage(configuration: request.configuration, baseline: request.baseline)
        return Stages(
            loader: DocumentLoader(deviceNames: catalog.names, screenSizes: catalog.devices.map(\.portraitSize)),
            references: StoryboardReferences(paths: sources.compactMap { if case .file(let path) = $0 { path } else { nil } }),
            engine: LayoutEngine(catalog: catalog), linter: Linter(rules: suppression.policy.enabledRules),
            suppression: suppression, matrix: request.configuration.matrix.apply(to: .standard, catalog: catalog),
            request: request, catalog: catalog, projects: projects, named: named, code: code.index, roots: code.roots,
            packageTestData: code.packageTestData, budget: MeasurementBudget(request.measurementBudget))
    }

    static func run(_ sources: [Source], request: LintRequest, catalog: DeviceCatalog, projects: ProjectIndex,
                    named: Set<String> = [], code: AppCode = AppCode(), progress: (@Sendable (Int, Int) -> Void)?) -> LintResult {
        let stages = stages(for: sources, request: request, catalog: catalog, projects: projects, named: named, code: code)
        let suppression = stages.suppression

        let outcomes = ParallelMap.map(sources, jobs: request.jobs, progress: progress) { source in
            process(source, stages)
        }

        var findings: [Finding] = []
        var inputs: [InputSummary] = []
        var documents: [String: Document] = [:]
        var measurements: [String: [MeasuredScene]] = [:]
        var suppressed = 0
        var placed = Set<ConfiguredContexts.PlacedName>()
        for outcome in outcomes + projectFileErrors(projects) {
            inputs.append(outcome.summary)
            findings += outcome.findings
            placed.formUnion(outcome.placed)
            suppressed += outcome.suppressedCount
            if let document = outcome.document { documents[outcome.summary.path] = document }
            if !outcome.measurements.isEmpty { measurements[outcome.summary.path] = outcome.measurements }
        }
        findings += unusedPlacements(request.configuration.contexts, used: placed, policy: suppression.policy)
        findings += unreadSources(stages.code, policy: suppression.policy)
        let finished = suppression.finish(findings, suppressed: suppressed)
        return LintResult(inputs: inputs, findings: finished.findings, fixed: finished.fixed,
                          suppressedCount: finished.suppressed, documents: documents, measurements: measurements)
    }

    struct InputOutcome: Sendable {
        var summary: InputSummary
        var findings: [Finding]
        var suppressedCount: Int
        var document: Document?
        var measurements: [MeasuredScene]
        /// The configuration's `placedByCode` names that named a view of this input.
        var placed: Set<ConfiguredContexts.PlacedName> = []
    }

    /// Why a document no target bundles is skipped (and why it was not read, where it could not be).
    private static func notBundled(_ path: String, project name: String, unread: String? = nil) -> LoadFailure {
        LoadFailure(LoadError(
            "no target of \(name) bundles it (test bundles aside), so no app shows it: not checked"
                + (unread.map { " (nor read: \($0))" } ?? "") + "; name the file to check it anyway",
            at: SourceLocation(file: path, line: 1, column: 1)), skipped: true)
    }

    /// The input's document, or why it was not read. A document no app bundles is not checked
    /// whatever it holds (a legacy archive left in the tree): nothing uses it, not an error.
    private static func load(_ source: Source, _ stages: Stages) -> Result<Document, LoadFailure> {
        if let reason = stages.packageTestData[source.path], !stages.named.contains(source.path) {
            // Not read at all: test data may be broken on purpose (a parser's fixtures).
            return .failure(PackageTestData.skipped(source.path, reason: reason))
        }
        let loaded: Result<Document, LoadFailure>
        switch source {
        case .file(let file): loaded = stages.loader.load(path: file, displayPath: file, references: stages.references)
        case .bytes(let display, let bytes): loaded = stages.loader.load(bytes: bytes, displayPath: display)
        case .unreadable(let display, let problem):
            loaded = .failure(LoadFailure(LoadError(problem, at: SourceLocation(file: display, line: 1, column: 1))))
        }
        let path = source.path
        if case .failure(let failure) = loaded, !failure.isSkipped, !path.hasSuffix(".layout.xml"),
           case .notInTarget(let name) = stages.projects.context(of: path), !stages.named.contains(path) {
            return .failure(notBundled(path, project: name, unread: failure.errors.first?.message ?? "it could not be read"))
        }
        return loaded
    }

    private static func process(_ source: Source, _ stages: Stages) -> InputOutcome {
        let path = source.path
        switch load(source, stages) {
        case .failure(let failure):
            return notEvaluated(path, failure)
        case .success(var document):
            let project = document.kind == .fixture ? nil : stages.projects.context(of: path)
            let restrictions: [ConfiguredContexts.Restriction]
            let placed: Set<ConfiguredContexts.PlacedName>
            switch contexts(of: &document, project: project, stages) {
            case .unused(let failure): return notEvaluated(path, failure)
            case .applied(let found): (restrictions, placed) = found
            }
            let base = self.environments(of: document, stages)
            if case .notInTarget(let name)? = project, !stages.named.contains(path) {
                // No app shows it (a leftover, a test bundle's asset): findings there are noise.
                var outcome = notEvaluated(path, notBundled(path, project: name))
                outcome.placed = placed
                return outcome
            }
            if project?.app?.statusBarHidden == true { hideStatusBar(in: &document) }
            var scenes: [DocumentCheck.SceneCheck] = []
            var measurements: [MeasuredScene] = []
            var environments: [Environment] = []
            var sceneSummaries: [SceneSummary] = []
            for (scene, restriction) in zip(document.scenes, restrictions) {
                let prepared = PreparedScene(scene)
                var violations: [EnvironmentViolation] = []
                let allowed = base.filter { environment in
                    stages.catalog.device(named: environment.device).map { restriction.allows(environment, idiom: $0.idiom) } ?? false
                }
                let shown = SceneContexts.environments(of: scene, base: allowed, app: project?.app, catalog: stages.catalog)
                let matrix = CheckedMatrix(shown.compactMap { pair in stages.catalog.device(named: pair.0.device).map { ($0, pair.0.orientation) } })
                var solvers = SceneSolvers()
                var sceneEnvironments: [Environment] = []
                for (environment, shownAs) in shown {
                    guard let measured = measure(prepared, in: environment, engine: stages.engine, reusing: &solvers) else { continue }
                    if stages.request.keepMeasurements || stages.request.measurementBudget > 0 { measurements.append(measured) }
                    environments.append(environment)
                    sceneEnvironments.append(environment)
                    guard stages.request.checksRules else { continue }
                    var described = shownAs.source.isEmpty ? nil : shownAs.description
                    if let note = restriction.note { described = (described.map { $0 + "; " } ?? "") + note }
                    violations += stages.linter.check(prepared, in: document, measured: measured, shownAs: described, matrix: matrix,
                                                      shownByCode: shownAs.isShownByCode, evidence: shownAs.evidence + restriction.evidence)
                }
                scenes.append(DocumentCheck.SceneCheck(violations: violations, disables: LintDisables(tree: prepared.tree)))
                sceneSummaries.append(SceneSummary(id: scene.id, name: scene.name, environments: sceneEnvironments))
            }
            environments = SceneContexts.ordered(environments, base: base)
            let check = DocumentCheck(scenes: scenes, documentViolations: stages.linter.checkDocument(document),
                                      rulesChecked: stages.linter.ruleIDs)
            var found = stages.suppression.findings(of: check, environments: environments)
            if project?.app?.shipsNoRightToLeftLanguage == true {
                // The app ships no right-to-left language: direction rules have nothing to protect.
                found.findings.removeAll { RuleRegistry.rule(id: $0.rule)?.description.category == .rightToLeft }
            }
            if let project {
                for index in found.findings.indices { found.findings[index].contexts.append(project.description) }
            }
            // Lines of code are named from the working directory, as documents are: the
            // project's folder is found as an absolute path, and outputs never carry one.
            let workingDirectory = FileManager.default.currentDirectoryPath
            for index in found.findings.indices {
                for line in found.findings[index].evidence.indices {
                    found.findings[index].evidence[line].file = InputDiscovery.fromWorkingDirectory(found.findings[index].evidence[line].file, workingDirectory)
                }
            }
            var summary = InputSummary(path: path, kind: document.kind, status: .ok, name: document.name,
                                       environments: environments, sceneCount: document.scenes.count, errors: [])
            summary.project = project
            summary.scenes = sceneSummaries
            let keeps = stages.request.keepMeasurements
                || stages.request.measurementBudget > 0 && stages.budget.take(measurements.reduce(0) { $0 + $1.views.count })
            return InputOutcome(summary: summary,
                                findings: found.findings, suppressedCount: found.suppressed,
                                document: keeps ? document : nil, measurements: keeps ? measurements : [],
                                placed: placed)
        }
    }

    enum AppliedContexts {
        case applied(([ConfiguredContexts.Restriction], Set<ConfiguredContexts.PlacedName>))
        /// No code creates any scene of the document: skipped with the reason.
        case unused(LoadFailure)
    }

    /// What the app's code says of the document's scenes, then the configuration's `contexts`
    /// (which win where both narrow the matrix).
    private static func contexts(of document: inout Document, project: ProjectContext?, _ stages: Stages) -> AppliedContexts {
        // The code of the targets that bundle it; without a project, the code under the folder
        // it was found in (two sample folders checked together each keep their own).
        let workingDirectory = FileManager.default.currentDirectoryPath
        let scope = project?.app.map { CodeScope(folders: $0.codeFolders, trees: $0.codeTrees, excludesTests: !CodeScope.isTestFolder(document.path)) }
            ?? stages.roots[document.path].map { root in
                // Below the folder checked: a document of a test keeps the tests' code.
                let below = document.path.hasPrefix(root + "/") ? String(document.path.dropFirst(root.count + 1)) : document.path
                return CodeScope(folders: [], trees: [root == "." ? workingDirectory : root.hasPrefix("/") ? root : workingDirectory + "/" + root],
                                 excludesTests: !CodeScope.isTestFolder(below))
            }
        if let unloaded = unloadedStoryboard(document, app: project?.app, stages) { return .unused(unloaded) }
        let fromCode = CodeContexts.apply(stages.code, to: &document, scope: scope)
        // The code may replace how a scene is shown, not the devices its name is for.
        if let source = document.idiomsSource {
            for scene in document.scenes.indices {
                for context in document.scenes[scene].contexts.indices { document.scenes[scene].contexts[context].source += "; \(source)" }
            }
        }
        if document.scenes.isEmpty, let first = fromCode.unused.first {
            let more = fromCode.unused.count > 1 ? " (and \(fromCode.unused.count - 1) more scenes)" : ""
            return .unused(LoadFailure(LoadError("not checked: \(first.reason)\(more)",
                                                 at: SourceLocation(file: document.path, line: 1, column: 1)), skipped: true))
        }
        var (restrictions, placed) = ConfiguredContexts.apply(stages.request.configuration.contexts, to: &document)
        for index in restrictions.indices where restrictions[index].source == nil {
            restrictions[index] = fromCode.restrictions[index]
        }
        return .applied((restrictions, placed))
    }

    /// A storyboard that nothing loads: iOS loads the ones the Info.plist names (main, launch,
    /// window scenes), another storyboard may reference it, and the code loads the rest by
    /// name. With none of these it is never shown (a leftover, the other family's copy), and
    /// is skipped with that reason unless it was named on the command line.
    private static func unloadedStoryboard(_ document: Document, app: AppContext?, _ stages: Stages) -> LoadFailure? {
        guard document.kind == .storyboard, let app, let loaded = app.storyboardsLoadedBySystem, stages.code.hasCode,
              !stages.named.contains(document.path) else { return nil }
        let name = FixtureName.of(document.path)
        // The project's whole folder but its tests: a package beside the app may load it, a test never shows it.
        let folder = URL(fileURLWithPath: app.projectFolder ?? ".", relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            .standardizedFileURL.path
        guard !loaded.contains(name), stages.references.hosts[document.path]?.isEmpty ?? true,
              !stages.code.loadsStoryboard(named: name, scope: CodeScope(folders: [], trees: [folder], excludesTests: true)) else { return nil }
        let system = loaded.isEmpty ? "none" : loaded.sorted().joined(separator: ", ")
        return LoadFailure(LoadError("not checked: nothing loads the storyboard: the Info.plist of \(app.project) has iOS load \(system), "
                                     + "no storyboard references \(name), and no code names it (a string, an R.swift or SwiftGen accessor, a class); name the file to check it anyway",
                                     at: SourceLocation(file: document.path, line: 1, column: 1)), skipped: true)
    }

    /// A `placedByCode` name that named no view: it silences nothing, like a stale suppression.
    private static func unusedPlacements(_ entries: [ContextEntry], used: Set<ConfiguredContexts.PlacedName>,
                                         policy: SeverityPolicy) -> [Finding] {
        let rule = UnusedSuppression.description.id
        guard policy.isEnabled(rule) else { return [] }
        return ConfiguredContexts.unusedPlacements(entries, used: used).map { entry, name in
            Finding(rule: rule, severity: policy.severity(rule: rule, violation: nil),
                    message: "placedByCode name '\(name)' names no view: no outlet, element id or user label of the scenes its entry matches",
                    location: entry.location, element: "placed-by-code-\(entry.location.line):\(name)", scene: nil, environments: [])
        }
    }

    /// Source files that could not be read or were skipped: notices of `not-evaluated`, so
    /// that what the code scan left out is said where it happened.
    private static func unreadSources(_ code: CodeIndex, policy: SeverityPolicy) -> [Finding] {
        let rule = "not-evaluated"
        guard policy.isEnabled(rule) else { return [] }
        return code.warnings.map { warning in
            Finding(rule: rule, severity: policy.severity(rule: rule, violation: nil), message: warning.message,
                    location: warning.location, element: "source", scene: nil, environments: [])
        }
    }

    /// Project files (a `project.pbxproj`, an `.xcconfig`, an `Info.plist`) that could not be
    /// read: inputs of their own with their errors; their documents are still checked.
    private static func projectFileErrors(_ projects: ProjectIndex) -> [InputOutcome] {
        projects.errors.keys.sorted().map { path in
            var outcome = notEvaluated(path, LoadFailure(projects.errors[path]!))
            outcome.summary.kind = .project
            return outcome
        }
    }

    /// An input that did not load (one `input-error` finding per problem) or is out of scope.
    private static func notEvaluated(_ path: String, _ failure: LoadFailure) -> InputOutcome {
        let kind = DocumentLoader.kind(of: path)
        let findings = failure.isSkipped ? [] : failure.errors.map { error in
            Finding(rule: InputError.description.id, severity: .error, message: error.message,
                    location: error.location, element: "input", scene: nil, environments: [])
        }
        return InputOutcome(summary: InputSummary(path: path, kind: kind, status: failure.isSkipped ? .skipped : .failed,
                                                  name: FixtureName.of(path), environments: [], sceneCount: 0,
                                                  errors: failure.errors),
                            findings: findings, suppressedCount: 0, document: nil, measurements: [])
    }

    /// The environments a document is checked in: the configured matrix, the document's own
    /// `<matrix>`, the command line's narrowing, and what its platform and devices allow.
    static func environments(of document: Document, _ stages: Stages) -> [Environment] {
        let request = stages.request
        let environments = stages.matrix.applying(document.matrix)
            .selecting(devices: request.devices, orientations: request.orientations, contentSizes: request.contentSizes,
                       directions: request.directions, windows: request.windows)
            .environments(catalog: stages.catalog, platform: document.platform, idioms: document.idioms)
        guard document.kind != .fixture, let app = stages.projects.context(of: document.path).app else { return environments }
        return environments.filter { environment in
            guard let device = stages.catalog.device(named: environment.device) else { return false }
            return app.supports(device.idiom) && app.supports(environment.orientation, on: device.idiom) && app.isShownFullSize(on: device)
                && !(app.requiresFullScreen && device.idiom == .pad && environment.window != .full)
        }
    }

    /// An app that hides the status bar everywhere (its Info.plist): every controller prefers
    /// it hidden, which is what UIKit then does.
    static func hideStatusBar(in document: inout Document) {
        func hide(_ controller: inout ViewControllerNode) {
            controller.prefersStatusBarHidden = true
            for index in controller.children.indices { hide(&controller.children[index]) }
        }
        for index in document.scenes.indices {
            if case .viewController(var root) = document.scenes[index].root {
                hide(&root)
                document.scenes[index].root = .viewController(root)
            }
        }
    }

    /// The measure step: one scene in one environment (nil where the environment cannot exist).
    static func measure(_ scene: PreparedScene, in environment: Environment, engine: LayoutEngine) -> MeasuredScene? {
        var solvers = SceneSolvers()
        return measure(scene, in: environment, engine: engine, reusing: &solvers)
    }

    /// The same, re-solving with the solvers of the scene's earlier environments (the same result, faster).
    static func measure(_ scene: PreparedScene, in environment: Environment, engine: LayoutEngine,
                        reusing solvers: inout SceneSolvers) -> MeasuredScene? {
        try? engine.measure(scene.tree, in: environment, reusing: &solvers)
    }

    // MARK: Inspecting one scene

    /// Loads one input as `lint` does.
    public static func load(path: String, catalog: DeviceCatalog = .standard) -> Result<Document, LoadFailure> {
        DocumentLoader(deviceNames: catalog.names, screenSizes: catalog.devices.map(\.portraitSize)).load(path: path, displayPath: path)
    }

    /// What the app's project says about a document, as `lint` finds it.
    public static func project(of path: String) -> ProjectContext {
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let boundary = InputDiscovery.projectBoundary(for: path, root: folder.isEmpty ? "/" : folder)
        return ProjectIndex.build(documents: [(path, boundary)]).context(of: path)
    }

    /// Measures one scene of a loaded document in one environment through `lint`'s measure
    /// step. Throws why the environment cannot exist (an unknown device, an orientation or
    /// window the device lacks).
    /// Unless `presentationChosen`, a full-screen environment stands for the scene's first way
    /// of being shown when it is never shown full screen (a component, a child, a sheet).
    public static func measure(_ scene: Scene, in requested: Environment, presentationChosen: Bool = false,
                               catalog: DeviceCatalog = .standard) throws(ScreenModel.Failure) -> MeasuredScene {
        var environment = requested
        if !presentationChosen, environment.presentation == .fullScreen, !scene.contexts.contains(where: { $0.presentation == .fullScreen }),
           let first = scene.contexts.first {
            environment.presentation = first.presentation
        }
        // What UIKit shows the presentation as here (a sheet in compact width, ...), as lint does.
        environment.presentation = SceneContexts.adapted(environment.presentation, in: environment, catalog: catalog).0
        let engine = LayoutEngine(catalog: catalog)
        let prepared = PreparedScene(scene)
        // The same step as lint; only the reason for a missing measurement is asked for here.
        if let measured = measure(prepared, in: environment, engine: engine) { return measured }
        return try engine.measure(prepared.tree, in: environment)
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

/// The environments a scene is measured in: every environment of its document, in every way
/// the scene is shown. `automatic` is a form sheet from iOS 18 and a page sheet before it; the
/// two differ only in a regular-width window (iPad), where an app that still runs on iPadOS 17
/// (its deployment target is below 18) is measured in both.
enum SceneContexts {
    static func environments(of scene: Scene, base: [Environment], app: AppContext?,
                             catalog: DeviceCatalog) -> [(Environment, SceneContext)] {
        var result: [(Environment, SceneContext)] = []
        var seen = Set<Environment>()
        let supportsBefore18 = app?.deploymentTarget.map { ($0.first ?? 0) < 18 } ?? false
        for environment in base {
            for context in scene.contexts {
                var variants = [context]
                if context.isAutomatic {
                    variants[0].source += ": a form sheet from iOS 18"
                    if supportsBefore18, let device = catalog.device(named: environment.device),
                       ScreenModel.sizeClasses(device: device, environment: environment).horizontal == .regular {
                        var page = context
                        page.presentation = .pageSheet
                        page.source += ": a page sheet before iOS 18 (deployment target \(app!.deploymentTarget!.map(String.init).joined(separator: ".")))"
                        variants.append(page)
                    }
                }
                for variant in variants {
                    let (presentation, note) = adapted(variant.presentation, in: environment, catalog: catalog)
                    var shown = environment
                    shown.presentation = presentation
                    var described = variant
                    if let note { described.source += " (\(note))" }
                    if seen.insert(shown).inserted { result.append((shown, described)) }
                }
            }
        }
        return result
    }

    /// What UIKit shows a presentation as in an environment: sheets and popovers are full
    /// screen in compact height, and one bottom sheet in compact width; the environment
    /// carries what is shown, so that the same layout is measured once. A popover its
    /// presenter keeps (`adaptivePresentationStyle` returns none) is not adapted at all.
    static func adapted(_ presentation: Presentation, in environment: Environment,
                        catalog: DeviceCatalog) -> (Presentation, note: String?) {
        guard presentation.isModal, presentation != .popoverKept, let device = catalog.device(named: environment.device) else { return (presentation, nil) }
        let classes = ScreenModel.sizeClasses(device: device, environment: environment)
        if classes.vertical == .compact { return (.fullScreen, "full screen in compact height") }
        if classes.horizontal == .compact, presentation != .formSheet { return (.formSheet, "a sheet in compact width") }
        return (presentation, nil)
    }

    /// The document's environments in matrix order, each presentation after the base one.
    static func ordered(_ environments: [Environment], base: [Environment]) -> [Environment] {
        var position: [Environment: Int] = [:]
        for (offset, environment) in base.enumerated() { position[environment] = offset }
        func key(_ environment: Environment) -> (Int, Presentation) {
            var plain = environment
            plain.presentation = .fullScreen
            return (position[plain] ?? Int.max, environment.presentation)
        }
        var seen = Set<Environment>()
        return environments.filter { seen.insert($0).inserted }.sorted { key($0) < key($1) }
    }
}
