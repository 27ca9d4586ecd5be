import Foundation
import Testing

// The SwiftPM plugins, used as another package uses them: a small consumer package that
// depends on this one by path, built with `swift build` (issue 13). Its build folder is kept
// in .build-plugin-consumer so that later runs rebuild only what changed.

@Suite("SwiftPM plugins in a consumer package", .serialized,
       .enabled(if: PluginConsumer.swift != nil, "no swift on PATH"))
struct PluginConsumerTests {
    @Test("the build-tool plugin lints the target's fixtures when they or the configuration change: absolute paths, errors fail the build")
    func buildToolPlugin() throws {
        let consumer = try PluginConsumer.prepare(failOn: "error")
        let failing = try PluginConsumer.swift(["build"], in: consumer)
        let document = consumer.appendingPathComponent("Sources/Screens/Comments.layout.xml").path
        #expect(failing.status != 0, "an error finding fails the build")
        #expect(failing.output.contains("\(document):31:11: error: commentField overlaps the bottom unsafe area by 26 pt"), "\(failing.output.suffix(3000))")
        #expect(failing.output.contains("\(document):30:51: warning: composeBar's layoutMargins have left 12 and right 20"))

        _ = try PluginConsumer.prepare(failOn: "never")
        let passing = try PluginConsumer.swift(["build"], in: consumer)
        #expect(passing.status == 0, "\(passing.output.suffix(3000))")
        #expect(passing.output.contains("\(document):31:11: error: commentField overlaps"), "still shown, the configuration's fail-on applies")

        let again = try PluginConsumer.swift(["build"], in: consumer)
        #expect(again.status == 0)
        #expect(!again.output.contains("\(document):31:11"), "nothing changed: the lint is up to date")
    }

    @Test("the command plugin: `swift package --allow-writing-to-package-directory layout-lint` lints, and `report` writes the site into the package")
    func commandPlugin() throws {
        let consumer = try PluginConsumer.prepare(failOn: "never")
        let refused = try PluginConsumer.swift(["package", "layout-lint"], in: consumer)
        #expect(refused.status != 0 && refused.output.contains("--allow-writing-to-package-directory"), "SwiftPM asks the permission it declares")
        let lint = try PluginConsumer.swift(["package", "--allow-writing-to-package-directory", "layout-lint", "lint", "--reporter", "summary"], in: consumer)
        #expect(lint.status == 0, "\(lint.output.suffix(3000))")
        #expect(lint.output.contains("1 input in"))
        try? FileManager.default.removeItem(at: consumer.appendingPathComponent("site"))
        let report = try PluginConsumer.swift(["package", "--allow-writing-to-package-directory", "layout-lint", "report"], in: consumer)
        #expect(report.status == 0, "\(report.output.suffix(3000))")
        #expect(FileManager.default.fileExists(atPath: consumer.appendingPathComponent("site/index.html").path))
    }
}

enum PluginConsumer {
    static let root = CLIRunner.packageRoot
    static let folder = root.appendingPathComponent(".build-plugin-consumer")

    static var swift: String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The consumer package: one library target whose folder holds a layout fixture with an
    /// error and a warning (the demo's comments screen), and a configuration.
    static func prepare(failOn: String) throws -> URL {
        let package = folder.appendingPathComponent("Consumer")
        let sources = package.appendingPathComponent("Sources/Screens")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let identity = root.lastPathComponent.lowercased()
        try write("""
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "Consumer",
                dependencies: [.package(path: "\(root.path)")],
                targets: [
                    .target(name: "Screens", exclude: ["Comments.layout.xml"],
                            plugins: [.plugin(name: "LayoutLintBuildTool", package: "\(identity)")]),
                ]
            )

            """, to: package.appendingPathComponent("Package.swift"))
        try write("public let screenCount = 1\n", to: sources.appendingPathComponent("Screens.swift"))
        try write(String(contentsOf: root.appendingPathComponent("Examples/Comments.layout.xml"), encoding: .utf8),
                  to: sources.appendingPathComponent("Comments.layout.xml"))
        try write("fail-on: \(failOn)\n", to: package.appendingPathComponent(".layout-lint.yml"))
        return package
    }

    /// Writes only what changed, so that the kept build stays incremental.
    static func write(_ text: String, to url: URL) throws {
        if (try? String(contentsOf: url, encoding: .utf8)) == text { return }
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    static func swift(_ arguments: [String], in package: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swift!)
        let scratch = ["--scratch-path", folder.appendingPathComponent("build").path]
        process.arguments = arguments.first == "package" ? ["package"] + scratch + arguments.dropFirst() : arguments + scratch
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
