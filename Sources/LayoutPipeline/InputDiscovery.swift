import Foundation
import LayoutLoading
import LayoutRules

/// Finds the inputs of a run: files as given, folders searched recursively for fixtures
/// and Interface Builder documents, skipping build and dependency folders and whatever
/// the configuration excludes. Sorted, so every run sees the same order.
public enum InputDiscovery {
    public static let skippedFolders: Set<String> = [".build", ".git", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm"]

    /// Paths are returned as the user wrote them (relative stays relative). A path that does
    /// not exist is returned too: loading it reports the error with the others.
    public static func files(for paths: [String], excluded: [String]) -> [String] {
        inputs(for: paths, excluded: excluded).map(\.path)
    }

    /// Each input with the folder it was found from: the path given, or a file's own folder.
    /// Projects are looked for up to the working directory, or up to that folder when the
    /// input lies outside the working directory.
    public static func inputs(for paths: [String], excluded: [String]) -> [(path: String, root: String)] {
        var result: [(path: String, root: String)] = []
        var seen = Set<String>()
        for path in paths {
            let normalized = Glob.normalize(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: normalized, isDirectory: &isDirectory), isDirectory.boolValue {
                for file in search(normalized, excluded: excluded) where seen.insert(file).inserted { result.append((file, normalized)) }
            } else if !isExcluded(normalized, excluded), seen.insert(normalized).inserted {
                let folder = normalized.contains("/") ? String(normalized[..<normalized.lastIndex(of: "/")!]) : "."
                result.append((normalized, folder.isEmpty ? "/" : folder))
            }
        }
        return result
    }

    /// The folder above which no project is looked for: the working directory when the
    /// input is inside it, else the folder the input was found from.
    static func projectBoundary(for path: String, root: String) -> String {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return absolute.hasPrefix(workingDirectory + "/") ? workingDirectory : root
    }

    private static func isExcluded(_ path: String, _ excluded: [String]) -> Bool {
        excluded.contains { Glob.matches($0, path) }
    }

    private static func search(_ folder: String, excluded: [String]) -> [String] {
        var found: [String] = []
        var pending = [folder]
        while let current = pending.popLast() {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for name in names.sorted() {
                let path = current == "." ? name : "\(current)/\(name)"
                if isExcluded(path, excluded) { continue }
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue {
                    // A compiled storyboard (`.storyboardc`) holds build products, not documents.
                    if !skippedFolders.contains(name) && !name.hasPrefix(".build") && !name.hasSuffix(".storyboardc") {
                        pending.append(path)
                    }
                } else if DocumentLoader.isSupported(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
