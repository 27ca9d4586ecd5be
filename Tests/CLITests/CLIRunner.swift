import Foundation
import LayoutTestSupport

/// Runs the built `layout-lint` binary, as a user would.
struct CLIRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    static let packageRoot: URL = TestPaths.packageRoot

    /// The products folder holds the test runner and the `layout-lint` executable it depends on.
    static var executable: URL {
        var candidates: [URL] = []
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: path).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent())
        }
        candidates.append(Bundle.main.bundleURL)
        for directory in candidates {
            let binary = directory.appendingPathComponent("layout-lint")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return packageRoot.appendingPathComponent(".build/debug/layout-lint")
    }

    static func run(_ arguments: [String], in directory: URL = packageRoot, adding environment: [String: String] = [:]) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read before waiting so that a large output cannot fill the pipe and block.
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }
}

/// The CLI's golden files (`LAYOUT_LINT_RECORD=1 swift test` rewrites them).
let golden = GoldenFiles("Tests/CLITests/Golden")
