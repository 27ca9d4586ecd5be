import ArgumentParser
import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutReporting
import LayoutRules

extension FailOn: ExpressibleByArgument {}

/// The options `lint` and `report` share (CLI.md).
struct LintOptions: ParsableArguments {
    @Argument(help: "Files or folders (searched recursively for *.layout.xml, *.storyboard, *.xib). Default: the configuration's `included`, or the current folder.")
    var paths: [String] = []

    @Option(help: "Configuration file (default: .layout-lint.yml, searched upward from the current folder).")
    var config: String?

    @Option(name: .customLong("reporter"), help: ArgumentHelp("Output format NAME[:FILE], repeatable: xcode (default), json, sarif, junit, github, checkstyle, markdown, summary.", valueName: "name[:file]"))
    var reporters: [String] = []

    @Option(name: .customLong("fail-on"), help: "Fail (exit 1) on findings at or above: error, warning, info or never (default error).")
    var failOn: FailOn?

    @Flag(help: "Same as --fail-on warning.")
    var strict = false

    @Option(help: "Baseline file: findings recorded there are not reported; those that no longer occur are listed as fixed.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this file.")
    var writeBaseline: String?

    @Option(help: "Comma-separated device names to check (from `layout-lint devices`), in place of the configured devices.")
    var devices: String?

    @Option(help: "Comma-separated orientations to check: portrait, landscape.")
    var orientations: String?

    @Option(name: .customLong("content-sizes"), help: "Comma-separated Dynamic Type sizes to check: xS S M L xL xxL xxxL AX1-AX5.")
    var contentSizes: String?

    @Option(help: "Comma-separated layout directions to check: ltr, rtl.")
    var directions: String?

    @Option(help: "Comma-separated iPad windows to check: full, 2/3, 1/2, 1/3.")
    var windows: String?

    @Option(name: .customLong("report-url"), help: "Where the report site is published (http or https): SARIF links each rule to its page there (default: the configuration's `report-url`).")
    var reportURL: String?

    @Flag(name: .customLong("use-script-input-files"), help: "In an Xcode run-script phase: check the phase's input files and input file lists (SCRIPT_INPUT_FILE_*), with absolute paths in the xcode reporter.")
    var useScriptInputFiles = false

    @Flag(name: .customLong("absolute-paths"), help: "Absolute paths in the xcode reporter, which Xcode needs to open the file (other outputs stay relative).")
    var absolutePaths = false

    @Option(help: "Inputs processed in parallel (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Print findings only: no summary, no progress.")
    var quiet = false

    @Flag(name: .customLong("allow-empty"), help: "Pass a run that checks nothing (no inputs, or no environment) instead of exiting 2.")
    var allowEmpty = false

    /// Paths given on the command line, made absolute from the folder the tool was called
    /// from, before the run moves to the configuration's folder.
    mutating func anchor(at folder: String) {
        func absolute(_ path: String) -> String { resolvedPath(path, from: folder) }
        paths = paths.map(absolute)
        baseline = baseline.map(absolute)
        writeBaseline = writeBaseline.map(absolute)
        reporters = reporters.map { reporter in
            let parts = reporter.split(separator: ":", maxSplits: 1).map(String.init)
            return parts.count == 2 ? parts[0] + ":" + absolute(parts[1]) : reporter
        }
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let reportURL, !reportURL.hasPrefix("https://"), !reportURL.hasPrefix("http://") {
            throw ValidationError("--report-url '\(reportURL)': expected the http(s) address where the report site is published")
        }
        for reporter in reporters {
            let name = String(reporter.split(separator: ":", maxSplits: 1).first ?? "")
            if Reporters.reporter(named: name) == nil {
                let hint = Suggestions.didYouMean(name, in: Reporters.names).map { "; \($0)" } ?? "; expected one of: \(Reporters.names.joined(separator: ", "))"
                throw ValidationError("unknown reporter '\(name)'\(hint)")
            }
        }
    }
}

/// A path as absolute, `..` and `.` resolved, a relative one taken from `folder`.
func resolvedPath(_ path: String, from folder: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: folder + "/")).absoluteURL.standardized.path
}

/// A run: configuration found and read, request built, pipeline run, reporters written.
struct LintRun {
    var options: LintOptions
    /// `lint` prints findings in the Xcode format unless told otherwise; `report` prints
    /// only the reporters asked for.
    var defaultReporters = ["xcode"]
    /// Measured views the run keeps for a report to draw (see `LintRequest.measurementBudget`).
    var measurementBudget = 0

    struct Outcome {
        var result: LintResult
        var configuration: Configuration
        var exitCode: Int32
        var failOn: FailOn
        /// The folder the tool was called from, when the run moved to the configuration's.
        var calledFrom: String?
        /// What was run, to measure the inputs again for the report.
        var request: LintRequest
    }

    func run() throws -> Outcome {
        let catalog = DeviceCatalog.standard
        var configuration = try loadConfiguration(catalog: catalog)
        // A run works from its configuration's folder, however it was called (from a
        // subfolder, with --config elsewhere): the configuration's paths are read from there
        // and every output names files from there. Paths given on the command line are taken
        // from where the tool was called.
        var options = options
        if options.useScriptInputFiles {
            options.paths += try XcodeScriptInputs.paths(from: ProcessInfo.processInfo.environment)
            options.absolutePaths = true
        }
        var calledFrom: String?
        let here = FileManager.default.currentDirectoryPath
        if let folder = configuration.folder, resolvedPath(folder, from: here) != resolvedPath(".", from: here) {
            calledFrom = here
            options.anchor(at: here)
            guard FileManager.default.changeCurrentDirectoryPath(folder) else {
                printError("\(folder): error: cannot enter the configuration's folder")
                throw ExitCode(Exit.failure)
            }
            configuration.path = Configuration.fileName
        }
        var run = self
        run.options = options
        var outcome = try run.evaluate(configuration: configuration, catalog: catalog)
        outcome.calledFrom = calledFrom
        return outcome
    }

    private func evaluate(configuration: Configuration, catalog: DeviceCatalog) throws -> Outcome {
        var request = LintRequest(paths: paths(configuration), configuration: configuration,
                                  jobs: options.jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        request.measurementBudget = measurementBudget
        request.devices = try list(options.devices, "--devices") { name in catalog.device(named: name)?.name }
        request.orientations = try list(options.orientations, "--orientations") { Orientation(rawValue: $0) }
        request.contentSizes = try list(options.contentSizes, "--content-sizes") { ContentSizeCategory(name: $0) }
        request.directions = try list(options.directions, "--directions") { LayoutDirection(rawValue: $0) }
        request.windows = try list(options.windows, "--windows") { WindowMode(rawValue: $0) }
        if let path = options.baseline ?? configuration.baseline, options.writeBaseline == nil || options.baseline != nil {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                if options.baseline != nil {
                    printError("\(path):1:1: error: cannot read the baseline file; expected a file written by --write-baseline")
                    throw ExitCode(Exit.failure)
                }
                return try finish(request: request, configuration: configuration, catalog: catalog)
            }
            switch Baseline.parse(text, path: path) {
            case .success(let baseline): request.baseline = baseline
            case .failure(let failure):
                for error in failure.errors { printError(error.description) }
                throw ExitCode(Exit.failure)
            }
        }
        return try finish(request: request, configuration: configuration, catalog: catalog)
    }

    private func finish(request: LintRequest, configuration: Configuration, catalog: DeviceCatalog) throws -> Outcome {
        let progress = ProgressLine(enabled: !options.quiet)
        let result = Pipeline.run(request, catalog: catalog) { done, total in progress.update(done, total) }
        progress.finish()
        // Said after the reports are written: a CI step that uploads them still finds them.
        let emptyReason = options.allowEmpty ? nil : nothingChecked(result, request: request)

        let failOn = options.strict ? .warning : (options.failOn ?? configuration.failOn ?? .error)
        var metadata = RunMetadata(toolVersion: LayoutLint.version, failOn: failOn, rulePages: RuleDocumentation.pages)
        metadata.reportURL = reportURL(configuration)
        if options.absolutePaths { metadata.absoluteRoot = FileManager.default.currentDirectoryPath }
        let reporters = options.reporters.isEmpty ? (configuration.reporters.isEmpty ? defaultReporters : configuration.reporters) : options.reporters
        for reporter in reporters {
            let parts = reporter.split(separator: ":", maxSplits: 1).map(String.init)
            guard let format = Reporters.reporter(named: parts[0]) else { continue }
            let text = format.render(result, metadata: metadata)
            if parts.count == 2 {
                try write(text, to: parts[1])
            } else {
                printOutput(text)
            }
        }
        if let path = options.writeBaseline {
            // Every finding that occurs now: those the baseline read hid (its entries that
            // were not fixed) and those reported. Written over the baseline it read, this
            // updates it: fixed entries are dropped, and listed.
            var kept = request.baseline?.entries ?? []
            for fixed in result.fixed {
                if let index = kept.firstIndex(of: fixed) { kept.remove(at: index) }
            }
            try write(Baseline(entries: kept + Baseline(findings: result.findings).entries).json.rendered(), to: path)
            if !options.quiet, !result.fixed.isEmpty {
                printError("\(path): \(result.fixed.count) fixed finding\(result.fixed.count == 1 ? "" : "s") dropped: "
                           + result.fixed.prefix(5).map { "\($0.rule) on \($0.element) in \($0.path)" }.joined(separator: "; ")
                           + (result.fixed.count > 5 ? "; …" : ""))
            }
        }
        if let reason = emptyReason {
            printError("error: nothing was checked: \(reason) (--allow-empty passes such a run)")
            throw ExitCode(Exit.failure)
        }
        if !options.quiet {
            let summary = SummaryReporter().render(result, metadata: metadata).split(separator: "\n").first.map(String.init) ?? ""
            printError(summary)
        }
        let code = Int32(result.verdict(failOn: failOn).exitCode)
        return Outcome(result: result, configuration: configuration, exitCode: code, failOn: failOn, request: request)
    }

    /// Why a run checked nothing, if it did: a green run must have looked at something.
    private func nothingChecked(_ result: LintResult, request: LintRequest) -> String? {
        if result.inputs.isEmpty {
            return "no .layout.xml, .storyboard or .xib file under \(request.paths.joined(separator: ", ")); pass the files or folders to check"
        }
        let loaded = result.inputs.filter { $0.status == .ok }
        if !loaded.isEmpty, loaded.allSatisfy({ $0.sceneCount == 0 }) {
            return "\(loaded.count) input\(loaded.count == 1 ? "" : "s") loaded, but \(loaded.count == 1 ? "it has no" : "none has a") scene or view to lay out (a storyboard with no scenes, a xib with no views)"
        }
        if !loaded.isEmpty, loaded.allSatisfy({ $0.environments.isEmpty }) {
            let options = [("--devices", options.devices), ("--orientations", options.orientations), ("--content-sizes", options.contentSizes),
                           ("--directions", options.directions), ("--windows", options.windows)]
                .compactMap { name, value in value.map { "\(name) \($0)" } }
            let cause = options.isEmpty ? "the configured matrix and the apps' projects leave no environment"
                : "\(options.joined(separator: " ")) leaves no environment the inputs run in (a window other than full is an iPad's; the apps' projects may rule devices out)"
            return "\(loaded.count) input\(loaded.count == 1 ? "" : "s") loaded, but \(cause); choose devices from `layout-lint devices`"
        }
        return nil
    }

    func reportURL(_ configuration: Configuration) -> String? {
        options.reportURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? configuration.reportURL
    }

    private func paths(_ configuration: Configuration) -> [String] {
        if !options.paths.isEmpty { return options.paths }
        if !configuration.included.isEmpty { return configuration.included }
        return ["."]
    }

    /// The configuration given, or `.layout-lint.yml` found upward from the current folder.
    private func loadConfiguration(catalog: DeviceCatalog) throws -> Configuration {
        var path = options.config
        if path == nil {
            var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            while true {
                let candidate = directory.appendingPathComponent(Configuration.fileName)
                if FileManager.default.fileExists(atPath: candidate.path) {
                    path = candidate.path == FileManager.default.currentDirectoryPath + "/" + Configuration.fileName
                        ? Configuration.fileName : candidate.path
                    break
                }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        guard let path else { return Configuration() }
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            printError("\(path):1:1: error: cannot read the configuration file")
            throw ExitCode(Exit.failure)
        }
        switch Configuration.parse(text, path: path, catalog: catalog) {
        case .success(let configuration): return configuration
        case .failure(let failure):
            for error in failure.errors { printError(error.description) }
            throw ExitCode(Exit.failure)
        }
    }

    private func list<T>(_ text: String?, _ option: String, _ make: (String) -> T?) throws -> [T]? {
        guard let text else { return nil }
        var values: [T] = []
        for raw in text.split(separator: ",") {
            let item = raw.trimmingCharacters(in: .whitespaces)
            guard let value = make(item) else {
                throw ValidationError("\(option): unknown value '\(item)'")
            }
            values.append(value)
        }
        return values
    }

    /// A new or regular file is replaced in one step (a temporary file and a rename), so a
    /// reader never sees half a report; a device or FIFO (`/dev/stdout`, `/dev/null`) is
    /// written in place, never replaced; anything else (a link, a folder) is refused.
    private func write(_ text: String, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        var info = stat()
        let exists = lstat(path, &info) == 0
        let kind = info.st_mode & S_IFMT
        do {
            if exists, kind == S_IFCHR || kind == S_IFIFO {
                let handle = try FileHandle(forWritingTo: url)
                defer { try? handle.close() }
                try handle.write(contentsOf: Data(text.utf8))
                return
            }
            if exists, kind != S_IFREG {
                printError("error: cannot write \(path): it is \(kind == S_IFLNK ? "a symbolic link" : kind == S_IFDIR ? "a folder" : "not a regular file"); expected a regular file or a new path")
                throw ExitCode(Exit.failure)
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        } catch let exit as ExitCode {
            throw exit
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(Exit.failure)
        }
    }
}

/// "layout-lint: 120/766 inputs" on standard error, only when it is a terminal and the run
/// takes more than a moment.
final class ProgressLine: @unchecked Sendable {
    private let enabled: Bool
    private let start = Date()
    private let lock = NSLock()
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled && isatty(2) == 1
    }

    func update(_ done: Int, _ total: Int) {
        guard enabled, Date().timeIntervalSince(start) > 0.5 else { return }
        lock.withLock {
            shown = true
            FileHandle.standardError.write(Data("\rlayout-lint: \(done)/\(total) inputs".utf8))
        }
    }

    func finish() {
        lock.withLock {
            if shown { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        }
    }
}
