import Foundation
import PackagePlugin

/// `swift package layout-lint [lint|report|...] [options]`: runs layout-lint in the
/// package's folder with the arguments given (`lint` when there are none). `report`
/// writes the site into the package, which SwiftPM asks permission for
/// (`--allow-writing-to-package-directory`).
@main
struct LayoutLintCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "layout-lint").url
        process.arguments = arguments.isEmpty ? ["lint"] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("layout-lint exited with \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    struct ExitStatus: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "layout-lint exited with \(code)" }
    }
}
