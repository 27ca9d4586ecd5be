import ArgumentParser
import Foundation
import LayoutGeometry
import LayoutPipeline
import LayoutReporting
import LayoutRules

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Check every input like lint, then write the browsable report site.",
        discussion: "Prints the path of index.html. Exit codes are lint's (0, 1, 2), so one CI step can publish the report and fail the build. Files in the output folder that layout-lint did not write are never deleted or overwritten.")

    /// Measured views the lint keeps for drawing (about 0.7 KB each); beyond them, inputs are
    /// measured again as they are drawn, so a large run's memory stays flat. Overridden by
    /// LAYOUT_LINT_MEASUREMENT_BUDGET (the benchmark and tests measure both paths).
    static var measurementBudget: Int {
        ProcessInfo.processInfo.environment["LAYOUT_LINT_MEASUREMENT_BUDGET"].flatMap(Int.init) ?? 100_000
    }

    @OptionGroup var options: LintOptions

    @Option(help: "Folder of the site (default: the configuration's `output`, or site).")
    var output: String?

    @Option(help: "Folder of templates to use instead of the built-in ones (same layout as Templates/).")
    var templates: String?

    func run() throws {
        let templateSet: TemplateSet
        do {
            templateSet = try templates.map(TemplateSet.folder) ?? TemplateSet.embedded()
        } catch {
            printError("error: \(error)")
            throw ExitCode(Exit.failure)
        }
        // The lint keeps findings and summaries, and the measurements of inputs up to a budget;
        // the pages are drawn afterwards, one input at a time on each core, from what was kept
        // and from the other inputs measured again.
        var lint = LintRun(options: options)
        lint.defaultReporters = []
        lint.measurementBudget = Self.measurementBudget
        let outcome = try lint.run()
        // --output is the caller's path; the configuration's is from its own folder, where the run works.
        let folder = output.map { path in outcome.calledFrom.map { resolvedPath(path, from: $0) } ?? path }
            ?? outcome.configuration.outputFolder ?? "site"
        var metadata = RunMetadata(toolVersion: LayoutLint.version, failOn: outcome.failOn, rulePages: RuleDocumentation.pages)
        metadata.reportURL = lint.reportURL(outcome.configuration)
        metadata.repositoryURL = outcome.configuration.repositoryURL
        let input = SiteInput(result: outcome.result, examples: SiteMaterial.ruleExamples(),
                              devices: DeviceScreens.all(), metadata: metadata)
        do {
            let session = try SiteWriter.Session(output: folder)
            do {
                let inputs = Set(outcome.result.inputs.filter { $0.status == .ok }.map(\.path))
                try SiteGenerator(templates: templateSet).write(input, to: session) { body in
                    try Pipeline.measureEach(outcome.request, paths: inputs, kept: outcome.result, body)
                }
            } catch {
                session.abandon()
                throw error
            }
            try session.finish()
        } catch {
            printError("error: \(error)")
            throw ExitCode(Exit.failure)
        }
        let shown = outcome.calledFrom == nil || folder.hasPrefix("/") ? folder : FileManager.default.currentDirectoryPath + "/" + folder
        printOutput("\(shown.hasSuffix("/") ? shown : shown + "/")index.html\n")
        if outcome.exitCode != Exit.clean { throw ExitCode(outcome.exitCode) }
    }
}
