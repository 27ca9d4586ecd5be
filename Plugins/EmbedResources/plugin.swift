import Foundation
import PackagePlugin

/// Embeds data files into a target as string constants (`EmbeddedFiles.byPath`), so that
/// the built binary carries its device catalog, schema, templates and rule pages.
@main
struct EmbedResources: BuildToolPlugin {
    /// Folders embedded per target, relative to the package root.
    static let folders: [String: [String]] = [
        "LayoutLoading": ["Sources/LayoutLoading/Schema"],
        "LayoutGeometry": ["Sources/LayoutGeometry/Catalog"],
        "LayoutRules": ["Rules"],
        "LayoutReporting": ["Templates"],
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let folders = Self.folders[target.name] else { return [] }
        let root = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedFiles.swift")
        var arguments = [output.path]
        var inputs: [URL] = []
        for folder in folders {
            let directory = root.appending(path: folder)
            arguments.append(directory.path)
            // Every file, and every folder: adding or removing a file changes its folder, so
            // the command runs again and the tool reads the folder anew.
            inputs += [directory] + (try Self.entries(under: directory))
        }
        return [.buildCommand(
            displayName: "Embedding data files into \(target.name)",
            executable: try context.tool(named: "EmbedTool").url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// Files and folders below `directory`, sorted, skipping hidden ones.
    static func entries(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator { result.append(url.standardizedFileURL) }
        return result.sorted { $0.path < $1.path }
    }
}
