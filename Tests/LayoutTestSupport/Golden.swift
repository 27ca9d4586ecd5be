import Foundation

/// Golden files: compared byte for byte; `LAYOUT_LINT_RECORD=1 swift test` rewrites them
/// from what the code produces now (review the diff before committing).
public struct GoldenFiles: Sendable {
    public let directory: URL

    /// A folder of golden files, by its path from the package root.
    public init(_ path: String) {
        directory = TestPaths.repository(path)
    }

    public static var recording: Bool { ProcessInfo.processInfo.environment["LAYOUT_LINT_RECORD"] == "1" }

    /// The expected text of `name`, after recording `actual` in record mode.
    public func expected(_ name: String, actual: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        if Self.recording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try actual.write(to: url, atomically: true, encoding: .utf8)
        }
        return try String(contentsOf: url, encoding: .utf8)
    }
}
