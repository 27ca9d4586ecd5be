import ArgumentParser

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every input on every environment of the matrix and print the findings.",
        discussion: "Exit codes: 0 no finding at or above --fail-on; 1 findings; 2 usage error, invalid configuration, or an input that could not be loaded (every other input is still checked and reported).")

    @OptionGroup var options: LintOptions

    func run() throws {
        let outcome = try LintRun(options: options).run()
        if outcome.exitCode != Exit.clean { throw ExitCode(outcome.exitCode) }
    }
}
