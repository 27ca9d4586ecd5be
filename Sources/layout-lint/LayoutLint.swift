import ArgumentParser
import Foundation
import LayoutModel

/// The exit codes of CLI.md.
enum Exit {
    static let clean: Int32 = 0
    static let failure: Int32 = 2
}

struct LayoutLint: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "layout-lint",
        abstract: "Check iOS layouts against the safe area, margins and readable width on every device.",
        discussion: """
        layout-lint loads layout fixtures (*.layout.xml) and Interface Builder documents, reproduces \
        UIKit's layout geometry on a matrix of devices, orientations, Dynamic Type sizes and layout \
        directions, and checks the practices of WWDC 2018 "UIKit: Apps for Every Size and Shape".

        Exit codes: 0 no finding at or above the fail-on severity; 1 findings; 2 usage error, \
        invalid config, or an input that could not be loaded.
        """,
        version: version,
        subcommands: [LintCommand.self, ReportCommand.self, InspectCommand.self, RulesCommand.self, ExplainCommand.self, DevicesCommand.self, InitCommand.self]
    )
}

@main
enum Main {
    static func main() {
        // A mistyped command (`layout-lint lnit`) is named, with the closest one.
        let arguments = Array(CommandLine.arguments.dropFirst())
        let commands = LayoutLint.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
        if let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) {
            let hint = Suggestions.didYouMean(first, in: commands) ?? "expected one of: \(commands.joined(separator: ", "))"
            printError("error: unknown command '\(first)'; \(hint)")
            Foundation.exit(Exit.failure)
        }
        do {
            var command = try LayoutLint.parseAsRoot()
            try command.run()
        } catch {
            let code = LayoutLint.exitCode(for: error)
            if code == .success {
                LayoutLint.exit(withError: error)       // --help and --version print and exit 0
            }
            if let exit = error as? ExitCode { Foundation.exit(exit.rawValue) }
            let message = LayoutLint.fullMessage(for: error)
            if !message.isEmpty { printError(message) }
            Foundation.exit(Exit.failure)
        }
    }
}

/// Writes to standard error.
func printError(_ text: String) {
    FileHandle.standardError.write(Data(terminalSafe(text.hasSuffix("\n") ? text : text + "\n").utf8))
}

/// Writes to standard output without Swift's buffering surprises at exit.
func printOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(terminalSafe(text).utf8))
}

/// The text with control characters other than newline and tab shown as `\u{1B}`: names
/// from inputs (file names, element ids) must not move the cursor or recolour a terminal.
func terminalSafe(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var safe = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        if isUnsafe(scalar) {
            safe.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        } else {
            safe.append(scalar)
        }
    }
    return String(safe)
}

private func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F: return true
    default: return false
    }
}
