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
        var result: [String] = []
        var seen = Set<String>()
        for path in paths {
            let normalized = Glob.normalize(path)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: normalized, isDirectory: &isDirectory), isDirectory.boolValue {
                for file in search(normalized, excluded: excluded) where seen.insert(file).inserted { result.append(file) }
            } else if !isExcluded(normalized, excluded), seen.insert(normalized).inserted {
                result.append(normalized)
            }
        }
        return result
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
                    if !skippedFolders.contains(name) && !name.hasPrefix(".build") { pending.append(path) }
                } else if DocumentLoader.isSupported(name) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
