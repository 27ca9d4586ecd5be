import Foundation
import LayoutLoading
import LayoutModel
import LayoutSource

/// Documents a Swift package keeps as test data: in a test target, in a target only its
/// tests use (fixtures of a test-support target), or under its `Tests/` folder. No app
/// shows them, so like documents no Xcode target bundles they are skipped unless named.
/// Only documents no Xcode project claims are looked at: a project that bundles a document
/// decides for it. The package is looked for up to the folder the document was found from,
/// not above: a folder named on the command line inside a package's tests is checked.
enum PackageTestData {
    /// Document path (as given) -> why it is the package's test data. `boundary`: the input
    /// folder the document was found from.
    static func find(documents: [(path: String, boundary: String)], projects: ProjectIndex) -> [String: String] {
        var manifests: [String: PackageManifest?] = [:]
        var found: [String: String] = [:]
        let workingDirectory = Paths.absolute(".")
        for document in documents {
            guard case .noProject = projects.context(of: document.path) else { continue }
            let path = Paths.absolute(document.path)
            let boundary = Paths.absolute(document.boundary)
            var folder = Paths.parent(of: path)
            while folder == boundary || folder.hasPrefix(boundary == "/" ? "/" : boundary + "/") {
                let manifestPath = (folder == "/" ? "" : folder) + "/Package.swift"
                if manifests[folder] == nil { manifests[folder] = read(manifestPath) }
                if let manifest = manifests[folder] ?? nil {
                    let relative = String(path.dropFirst(folder == "/" ? 1 : folder.count + 1))
                    let display = InputDiscovery.fromWorkingDirectory(manifestPath, workingDirectory)
                    if let reason = manifest.testData(at: relative, manifest: display, exists: { Paths.exists(folder + "/" + $0) }) {
                        found[document.path] = reason
                    }
                    break
                }
                if folder == "/" || folder == boundary { break }
                folder = Paths.parent(of: folder)
            }
        }
        return found
    }

    /// The manifest at `path`, or nil where there is none or it cannot be read (then the
    /// package says nothing and its documents are checked).
    private static func read(_ path: String) -> PackageManifest? {
        guard Paths.isFile(path), case .success(let bytes) = SourceDiscovery.read(path) else { return nil }
        return PackageManifest(swift: String(decoding: bytes, as: UTF8.self))
    }

    /// Why a package's test data is skipped.
    static func skipped(_ path: String, reason: String) -> LoadFailure {
        LoadFailure(LoadError("test data of a Swift package (\(reason)), so no app shows it: not checked; name the file to check it anyway",
                              at: SourceLocation(file: path, line: 1, column: 1)), skipped: true)
    }
}
