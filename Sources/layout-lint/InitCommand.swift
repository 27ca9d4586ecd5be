import ArgumentParser
import Foundation
import LayoutRules

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .layout-lint.yml with every option at its default.")

    @Flag(help: "Overwrite an existing file.")
    var force = false

    func run() throws {
        let path = Configuration.fileName
        if FileManager.default.fileExists(atPath: path), !force {
            printError("error: \(path) already exists; use --force to overwrite it")
            throw ExitCode(Exit.failure)
        }
        do {
            try ConfigurationTemplate.text.write(toFile: path, atomically: true, encoding: .utf8)
        } catch {
            printError("error: cannot write \(path): \(error.localizedDescription)")
            throw ExitCode(Exit.failure)
        }
        printOutput("wrote \(path)\n")
    }
}
