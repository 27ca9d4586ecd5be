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

    /// One input: a document path, the folder it was found from, and why it cannot be read
    /// when discovery already knows (an unreadable folder, a name that is not UTF-8).
    public struct Input: Sendable {
        public var path: String
        public var root: String
        public var problem: String?
        /// Given by name (not found in a folder): the user asked for this very file.
        public var isNamed = false
    }

    /// Each input with the folder it was found from: the path given, or a file's own folder.
    /// Projects are looked for up to the working directory, or up to that folder when the
    /// input lies outside the working directory.
    public static func inputs(for paths: [String], excluded: [String]) -> [Input] {
        var result: [Input] = []
        var seen = Set<String>()
        let workingDirectory = FileManager.default.currentDirectoryPath
        for path in paths {
            // An absolute path inside the working directory (Xcode's $SRCROOT, a CI workspace)
            // is used relative to it, so that every output and baseline names files the same
            // way however the tool is called.
            let normalized = fromWorkingDirectory(Glob.normalize(path), workingDirectory)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: normalized, isDirectory: &isDirectory), isDirectory.boolValue {
                for found in search(normalized, excluded: excluded) where seen.insert(found.path).inserted {
                    result.append(Input(path: found.path, root: normalized, problem: found.problem))
                }
            } else if !isExcluded(normalized, excluded), seen.insert(normalized).inserted {
                let folder = normalized.contains("/") ? String(normalized[..<normalized.lastIndex(of: "/")!]) : "."
                result.append(Input(path: normalized, root: folder.isEmpty ? "/" : folder, isNamed: true))
            }
        }
        return result
    }

    /// A path inside the working directory, from there (the directory itself: `.`); any
    /// other path as it is.
    static func fromWorkingDirectory(_ path: String, _ workingDirectory: String) -> String {
        if path == workingDirectory { return "." }
        return path.hasPrefix(workingDirectory + "/") ? String(path.dropFirst(workingDirectory.count + 1)) : path
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

    /// Documents under the folder, and the folders and names that cannot be read (never
    /// skipped silently). Symbolic links are followed, each folder once (a link back up the
    /// tree is not a loop); files that are not regular (FIFOs, devices) are left to the
    /// loader, which refuses them without reading.
    private static func search(_ folder: String, excluded: [String]) -> [(path: String, problem: String?)] {
        var found: [(path: String, problem: String?)] = []
        var visited = Set<FolderIdentity>()
        var pending = [folder]
        while let current = pending.popLast() {
            guard let identity = FolderIdentity(current), visited.insert(identity).inserted else { continue }
            let names: [String]
            switch listing(current) {
            case .success(let listed):
                names = listed.names
                if listed.undecodable > 0 {
                    let count = listed.undecodable
                    found.append((current, "\(count) name\(count == 1 ? " is" : "s are") not valid UTF-8 in this folder and cannot be evaluated; rename \(count == 1 ? "it" : "them")"))
                }
            case .failure(let problem):
                found.append((current, problem.message))
                continue
            }
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
                    found.append((path, nil))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    struct ListingProblem: Error { var message: String }

    /// The names in a folder, and how many are not UTF-8 (reported rather than dropped).
    private static func listing(_ folder: String) -> Result<(names: [String], undecodable: Int), ListingProblem> {
        guard let directory = opendir(folder) else {
            return .failure(ListingProblem(message: "cannot read the folder: \(String(cString: strerror(errno))); its documents are not evaluated"))
        }
        defer { closedir(directory) }
        var names: [String] = []
        var undecodable = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = Array(raw.prefix { $0 != 0 })
                return String(validating: bytes, as: UTF8.self)
            }
            guard let name else { undecodable += 1; continue }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success((names, undecodable))
    }

    /// A folder as the file system knows it, so that one reached twice through links is
    /// searched once.
    struct FolderIdentity: Hashable {
        var device: UInt64, inode: UInt64
        init?(_ path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }
    }
}
