import Foundation

/// Writes the site safely:
/// - everything is written to a temporary folder next to the output first, so a run that
///   stops half-way leaves the previous site as it was;
/// - then the files are moved into place (each move replaces one file at once);
/// - a manifest records what layout-lint wrote: pages of an earlier run that are gone now
///   are removed, and a file layout-lint did not write is never overwritten or deleted.
public enum SiteWriter {
    public static let manifestName = ".layout-lint-site"

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// `interruptAfter` stops the write (with an error) after that many files, for tests
    /// that check an interrupted run changes nothing.
    public static func write(_ pages: [String: String], to output: String, interruptAfter: Int? = nil) throws {
        let fileManager = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        var isDirectory: ObjCBool = false
        let exists = fileManager.fileExists(atPath: outputURL.path, isDirectory: &isDirectory)
        if exists, !isDirectory.boolValue {
            throw Failure(description: "\(output) is a file; expected a folder for the site (or a path that does not exist yet)")
        }
        let parent = outputURL.deletingLastPathComponent()
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(parent.path): \(error.localizedDescription)")
        }
        guard fileManager.isWritableFile(atPath: parent.path), !exists || fileManager.isWritableFile(atPath: outputURL.path) else {
            throw Failure(description: "\(output) is not writable; expected a folder layout-lint may write to")
        }
        for path in pages.keys where !isSafe(path) {
            throw Failure(description: "refusing to write '\(path)' outside the site folder")
        }

        // What an earlier run wrote, and files that are someone else's.
        let previous = exists ? manifest(at: outputURL) : []
        if exists {
            for path in pages.keys.sorted() where !previous.contains(path) {
                let existing = outputURL.appendingPathComponent(path)
                if fileManager.fileExists(atPath: existing.path) {
                    throw Failure(description: "\(existing.path) was not written by layout-lint; refusing to overwrite it (move it, or choose another --output)")
                }
            }
        }

        // 1. Everything into a temporary folder beside the output.
        let temporary = parent.appendingPathComponent(".layout-lint-tmp-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)")
        do {
            var written = 0
            for path in pages.keys.sorted() {
                if let limit = interruptAfter, written >= limit { throw Failure(description: "interrupted after \(limit) files") }
                let url = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(pages[path]!.utf8).write(to: url)
                written += 1
            }
            let list = pages.keys.sorted().joined(separator: "\n") + "\n"
            try Data(list.utf8).write(to: temporary.appendingPathComponent(manifestName))
        } catch {
            try? fileManager.removeItem(at: temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "cannot write the site: \(error.localizedDescription)")
        }

        // 2. Into place.
        do {
            if !exists {
                try fileManager.moveItem(at: temporary, to: outputURL)
                return
            }
            for path in pages.keys.sorted() + [manifestName] {
                let target = outputURL.appendingPathComponent(path)
                try fileManager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                if rename(temporary.appendingPathComponent(path).path, target.path) != 0 {
                    throw Failure(description: "cannot move \(path) into \(output): \(String(cString: strerror(errno)))")
                }
            }
            // 3. Pages of the earlier run that this run did not write.
            for path in previous.subtracting(pages.keys).sorted() where isSafe(path) {
                try? fileManager.removeItem(at: outputURL.appendingPathComponent(path))
                removeEmptyFolders(from: outputURL.appendingPathComponent(path).deletingLastPathComponent(), upTo: outputURL)
            }
            try? fileManager.removeItem(at: temporary)
        } catch {
            try? fileManager.removeItem(at: temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "cannot move the site into \(output): \(error.localizedDescription)")
        }
    }

    /// Relative paths inside the folder only.
    static func isSafe(_ path: String) -> Bool {
        !path.isEmpty && !path.hasPrefix("/") && !path.split(separator: "/").contains("..") && !path.contains("\0")
    }

    static func manifest(at folder: URL) -> Set<String> {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(manifestName), encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init).filter(isSafe))
    }

    private static func removeEmptyFolders(from folder: URL, upTo root: URL) {
        var current = folder.standardizedFileURL
        while current.path.hasPrefix(root.path + "/"),
              (try? FileManager.default.contentsOfDirectory(atPath: current.path))?.isEmpty == true {
            try? FileManager.default.removeItem(at: current)
            current = current.deletingLastPathComponent()
        }
    }
}
