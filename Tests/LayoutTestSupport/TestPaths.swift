import Foundation

/// Where the tests find the package, its test data and, when it is beside the package, the
/// shared corpus of real documents.
public enum TestPaths {
    /// The package root, found from this file's path (Tests/LayoutTestSupport/TestPaths.swift).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A file of `Tests/Data` (the facts files, the SARIF schema: see its README).
    public static func data(_ name: String) -> URL {
        packageRoot.appendingPathComponent("Tests/Data").appendingPathComponent(name)
    }

    /// A file or folder of the repository, by its path from the root.
    public static func repository(_ path: String) -> URL {
        packageRoot.appendingPathComponent(path)
    }

    /// `../shared/corpus`: real storyboards and xibs, never copied into the repository.
    public static let sharedCorpus: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/corpus").standardizedFileURL

    /// `../shared/apps`: the corpus's apps as trees, with their projects.
    public static let sharedApps: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared/apps").standardizedFileURL

    /// Whether the shared corpus is beside the package: corpus suites are skipped without it.
    public static var hasSharedCorpus: Bool { FileManager.default.fileExists(atPath: sharedCorpus.path) }
    public static var hasSharedApps: Bool { FileManager.default.fileExists(atPath: sharedApps.path) }
}
