import Foundation
import PackagePlugin

/// Lints the storyboards, xibs and layout fixtures in a target's folder on every build.
/// Findings are printed as `path:line:column: warning: ...` with absolute paths, which
/// Xcode shows inline and `swift build` prints; findings at or above the configuration's
/// `fail-on` fail the build. The package's `.layout-lint.yml`, when there is one, applies.
@main
struct LayoutLintBuildTool: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let documents = Self.documents(under: target.directoryURL)
        guard !documents.isEmpty else { return [] }
        return [try Self.command(documents: documents, named: target.name, context: context, root: context.package.directoryURL,
                                 workDirectory: context.pluginWorkDirectoryURL)]
    }

    /// One lint of the documents. It reruns when a document or the configuration changes, or
    /// after a run that failed: its output, a Swift file holding a comment, is written only by
    /// a run that passes. (A command without outputs would run once; an output of another kind
    /// would become a resource of the target.)
    static func command(documents: [URL], named name: String, context: some PluginContextTool, root: URL, workDirectory: URL) throws -> Command {
        let stamp = workDirectory.appending(path: "LayoutLintStamp.swift")
        var arguments = ["lint", "--absolute-paths", "--quiet", "--build-stamp", stamp.path]
        var inputs = documents
        let configuration = root.appending(path: ".layout-lint.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
            inputs.append(configuration)
        }
        return .buildCommand(displayName: "layout-lint \(name)", executable: try context.layoutLint(),
                             arguments: arguments + documents.map(\.path), inputFiles: inputs, outputFiles: [stamp])
    }

    /// The storyboards, xibs and fixtures under a folder, sorted.
    static func documents(under folder: URL) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker where isDocument(url) { found.append(url) }
        return found.sorted { $0.path < $1.path }
    }

    static func isDocument(_ url: URL) -> Bool {
        let name = url.lastPathComponent
        return name.hasSuffix(".storyboard") || name.hasSuffix(".xib") || name.hasSuffix(".layout.xml")
    }
}

/// The two plugin contexts (a package's, an Xcode project's) give the tool the same way.
protocol PluginContextTool {
    func tool(named name: String) throws -> PluginContext.Tool
}

extension PluginContextTool {
    func layoutLint() throws -> URL { try tool(named: "layout-lint").url }
}

extension PluginContext: PluginContextTool {}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same for an Xcode project's target: its storyboards, xibs and fixtures.
extension XcodePluginContext: PluginContextTool {}

extension LayoutLintBuildTool: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let documents = target.inputFiles.map(\.url).filter(Self.isDocument).sorted { $0.path < $1.path }
        guard !documents.isEmpty else { return [] }
        return [try Self.command(documents: documents, named: target.displayName, context: context,
                                 root: context.xcodeProject.directoryURL, workDirectory: context.pluginWorkDirectoryURL)]
    }
}
#endif
