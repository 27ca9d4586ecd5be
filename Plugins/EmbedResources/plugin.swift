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
            inputs.append(directory)
            for file in try Self.files(under: directory) {
                let key = String(file.path.dropFirst(directory.path.count + 1))
                arguments += [key, file.path]
                inputs.append(file)
            }
        }
        return [.buildCommand(
            displayName: "Embedding data files into \(target.name)",
            executable: try context.tool(named: "EmbedTool").url,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: [output]
        )]
    }

    /// Regular files below `directory`, sorted, skipping hidden ones.
    static func files(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey],
            options: [.skipsHiddenFiles]) else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator
        where (try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            result.append(url.standardizedFileURL)
        }
        return result.sorted { $0.path < $1.path }
    }
}
