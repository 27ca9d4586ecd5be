import ArgumentParser
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every input on every environment of the matrix and print the findings.",
        discussion: "Exit codes: 0 no finding at or above --fail-on; 1 findings; 2 usage error, invalid configuration, or an input that could not be loaded (every other input is still checked and reported).")

    @OptionGroup var options: LintOptions

    /// For the SwiftPM build-tool plugin: a build system reruns a command whose declared output
    /// is missing or older than its inputs, so the output is written only by a run that passes.
    @Option(name: .customLong("build-stamp"), help: ArgumentHelp("Write this Swift file (a comment) after a run that passes.", visibility: .hidden))
    var buildStamp: String?

    func run() throws {
        // The stamp is the caller's path: taken before the run moves to the configuration's folder.
        let stamp = buildStamp.map { URL(fileURLWithPath: $0).absoluteURL }
        let outcome = try LintRun(options: options).run()
        if outcome.exitCode != Exit.clean { throw ExitCode(outcome.exitCode) }
        if let stamp {
            let text = "// layout-lint passed: \(outcome.result.findings.count) findings in \(outcome.result.inputs.count) inputs.\n"
            try text.write(to: stamp, atomically: true, encoding: .utf8)
        }
    }
}
