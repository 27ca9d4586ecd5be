import Foundation
import LayoutModel

/// Finds an app's source files (`.swift`, `.m`, `.mm`, `.h`) under the folders of a run and
/// reads them: regular files only (a FIFO or a device is never opened), folders entered
/// without following links (a link loop cannot trap the walk), third-party and build
/// folders skipped, and a size cap so that a huge generated file costs nothing. What is
/// skipped for a reason the user can act on is a located warning.
public enum SourceDiscovery {
    public static let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]
    /// Third-party code and build products: not the app's own code.
    public static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "SourcePackages", ".build", "DerivedData", ".git", "node_modules", ".swiftpm", "build",
    ]
    /// Larger files are generated (a bundled SDK, an amalgamation): skipped with a warning.
    public static let maximumFileSize = 8 << 20
    /// A tree with more files than this is not an app's source tree.
    public static let maximumFiles = 50_000

    public struct Found: Sendable {
        public var paths: [String] = []
        public var warnings: [LoadError] = []
    }

    /// Source paths under the roots, sorted; `excluded` is the configuration's globs, matched
    /// by `isExcluded` (the caller's).
    public static func find(roots: [String], isExcluded: (String) -> Bool) -> Found {
        var found = Found()
        var seen = Set<String>()
        for root in roots.sorted() {
            var pending = [root]
            while let folder = pending.popLast() {
                guard let directory = opendir(folder) else { continue }
                // The entry's type comes with its name on most file systems: a file that is
                // not source code then costs no `lstat`.
                var names: [(name: String, type: UInt8)] = []
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                        String(validating: Array(raw.prefix { $0 != 0 }), as: UTF8.self)
                    }
                    if let name, name != ".", name != ".." { names.append((name, entry.pointee.d_type)) }
                }
                closedir(directory)
                for (name, entryType) in names.sorted(by: { $0.name < $1.name }) {
                    let path = folder == "." ? name : folder + "/" + name
                    let isSource = name.lastIndex(of: ".").map { sourceExtensions.contains(String(name[name.index(after: $0)...])) } ?? false
                    if entryType != UInt8(DT_DIR), entryType != UInt8(DT_UNKNOWN), !isSource { continue }
                    if isExcluded(path) { continue }
                    var info = stat()
                    guard lstat(path, &info) == 0 else { continue }
                    let type = info.st_mode & S_IFMT
                    if type == S_IFDIR {
                        if !skippedFolders.contains(name) && !name.hasPrefix(".build") && !name.hasSuffix(".xcodeproj")
                            && !name.hasSuffix(".xcassets") && !name.hasSuffix(".framework") {
                            pending.append(path)
                        }
                        continue
                    }
                    guard isSource else { continue }
                    if type == S_IFLNK {
                        found.warnings.append(LoadError("a symbolic link to source code is not followed; the file it points to is read where it lies in the tree", at: SourceLocation(file: path, line: 1, column: 1)))
                        continue
                    }
                    guard type == S_IFREG else {
                        found.warnings.append(LoadError("not a regular file (a FIFO, socket or device): not read as source code", at: SourceLocation(file: path, line: 1, column: 1)))
                        continue
                    }
                    if Int(info.st_size) > maximumFileSize {
                        found.warnings.append(LoadError("\(Int(info.st_size) >> 20) MB of source code, over the \(maximumFileSize >> 20) MB a hand-written file has: skipped as generated code", at: SourceLocation(file: path, line: 1, column: 1)))
                        continue
                    }
                    if seen.insert(path).inserted { found.paths.append(path) }
                    if found.paths.count >= maximumFiles {
                        found.warnings.append(LoadError("more than \(maximumFiles) source files under \(root): the rest are not read; exclude generated or vendored folders", at: SourceLocation(file: root, line: 1, column: 1)))
                        return found
                    }
                }
            }
        }
        found.paths.sort()
        return found
    }

    /// A file's bytes, read with a bound (it may have grown since it was listed), or why not.
    public static func read(_ path: String) -> Result<[UInt8], LoadError> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW)
        guard descriptor >= 0 else {
            return .failure(LoadError("cannot read the source file: \(String(cString: strerror(errno)))", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(LoadError("not a regular file: not read as source code", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        // One byte more than the size listed: a file that has grown past the cap is seen.
        let capacity = min(Int(info.st_size), maximumFileSize) + 1
        let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            var total = 0
            while total < capacity {
                let got = Foundation.read(descriptor, buffer.baseAddress! + total, capacity - total)
                if got <= 0 { break }
                total += got
            }
            count = total
        }
        guard bytes.count <= maximumFileSize else {
            return .failure(LoadError("over \(maximumFileSize >> 20) MB of source code: skipped as generated code", at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return .success(bytes)
    }
}
