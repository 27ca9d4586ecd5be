import Foundation

/// Path arithmetic on strings, without touching the file system unless asked (`isFile`).
public enum Paths {
    /// `a/./b/../c` -> `a/c`; keeps a leading `/`.
    public static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static func join(_ base: String, _ path: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(base + "/" + path)
    }

    /// The absolute form of a path, from the working directory.
    public static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? normalize(path) : normalize(FileManager.default.currentDirectoryPath + "/" + path)
    }

    /// The path as it is on disk, found ignoring case where the exact spelling is not there:
    /// Xcode projects are made on case-insensitive file systems and often spell a folder
    /// differently from the disk (`masterslide/` for `MasterSlide/`).
    public static func onDisk(_ path: String) -> String? {
        if exists(path) { return path }
        guard path.hasPrefix("/") else { return nil }
        var resolved = ""
        for part in path.split(separator: "/") {
            let candidate = resolved + "/" + part
            if exists(candidate) { resolved = candidate; continue }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: resolved.isEmpty ? "/" : resolved)) ?? []
            guard let match = names.first(where: { $0.lowercased() == part.lowercased() }) else { return nil }
            resolved += "/" + match
        }
        return resolved
    }

    /// Something is there (a file, a folder, a link).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// A regular file (not a folder, a device or a FIFO).
    public static func isFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}
