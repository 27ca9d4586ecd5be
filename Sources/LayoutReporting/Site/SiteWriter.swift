import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the site safely:
/// - the new site is built complete in a temporary folder beside the output (its pages, the
///   manifest, and the files in the output that layout-lint did not write, carried over as
///   hard links), then put in place by renaming folders, so that a run that stops at any
///   point leaves the old site or the new one; what an interrupted run leaves beside the
///   output is put back or removed by the next run;
/// - a manifest records what layout-lint wrote: pages of an earlier run that are gone now
///   are dropped, and a file layout-lint did not write is never overwritten or deleted;
/// - nothing is written or deleted through a symbolic link; a lock on the folder that holds
///   the output makes a second run into the same folder fail clearly instead of interfering.
public enum SiteWriter {
    public static let manifestName = ".layout-lint-site"

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Where a test stops the write (with an error): after that many pages, or after the
    /// old site was moved aside and before the new one took its place.
    public enum Interruption: Sendable { case afterPages(Int), beforeSwap }

    public static func write(_ pages: [String: String], to output: String, interruption: Interruption? = nil) throws {
        let fileManager = FileManager.default
        let outputURL = URL(fileURLWithPath: output).standardizedFileURL
        let parent = outputURL.deletingLastPathComponent()
        let name = outputURL.lastPathComponent
        for path in pages.keys where !isSafe(path) {
            throw Failure(description: "refusing to write '\(path)' outside the site folder")
        }
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot create \(parent.path): \(error.localizedDescription)")
        }
        let lock = try Lock(folder: parent.path, output: output)
        defer { lock.release() }
        try recoverInterruptedRun(of: outputURL)

        let kind = fileKind(outputURL.path)
        let exists = kind != nil
        if kind == S_IFLNK {
            throw Failure(description: "\(output) is a symbolic link; expected a folder for the site (or a path that does not exist yet)")
        }
        if exists, kind != S_IFDIR {
            throw Failure(description: "\(output) is a file; expected a folder for the site (or a path that does not exist yet)")
        }
        guard fileManager.isWritableFile(atPath: parent.path), !exists || fileManager.isWritableFile(atPath: outputURL.path) else {
            throw Failure(description: "\(output) is not writable; expected a folder layout-lint may write to")
        }

        // What an earlier run wrote, and files that are someone else's.
        let previous = exists ? manifest(at: outputURL) : []
        if exists {
            for path in pages.keys.sorted() where !previous.contains(path) {
                let existing = outputURL.appendingPathComponent(path)
                if fileKind(existing.path) != nil {
                    throw Failure(description: "\(existing.path) was not written by layout-lint; refusing to overwrite it (move it, or choose another --output)")
                }
            }
        }

        // 1. The whole new site beside the output.
        let stamp = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        let temporary = parent.appendingPathComponent(".layout-lint-tmp-\(name)-\(stamp)")
        let limit: Int? = if case .afterPages(let count) = interruption { count } else { nil }
        try writeSite(pages, into: temporary, carryingOver: exists ? (outputURL, previous) : nil, interruptAfter: limit)
        // 2. Into place.
        try swap(temporary, into: outputURL, replacing: exists, aside: parent.appendingPathComponent(".layout-lint-old-\(name)-\(stamp)"),
                 output: output, interruption: interruption)
    }

    /// The new site, complete, in a folder of its own: pages, manifest, and the files of the
    /// old site that layout-lint did not write.
    static func writeSite(_ pages: [String: String], into temporary: URL, carryingOver old: (URL, Set<String>)?,
                          interruptAfter limit: Int?) throws {
        let fileManager = FileManager.default
        do {
            var written = 0
            for path in pages.keys.sorted() {
                if let limit, written >= limit { throw Failure(description: "interrupted after \(limit) files") }
                let url = temporary.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(pages[path]!.utf8).write(to: url)
                written += 1
            }
            let list = pages.keys.sorted().joined(separator: "\n") + "\n"
            try Data(list.utf8).write(to: temporary.appendingPathComponent(manifestName))
            if let (folder, previous) = old {
                try carryOver(from: folder, to: temporary, skipping: previous.union(pages.keys).union([manifestName]))
            }
        } catch {
            try? fileManager.removeItem(at: temporary)
            if let failure = error as? Failure { throw failure }
            throw Failure(description: "cannot write the site: \(error.localizedDescription)")
        }
    }

    /// One rename for a new folder; for an existing one, the old site is moved aside, the new
    /// one takes its place, and the old one is removed.
    static func swap(_ temporary: URL, into outputURL: URL, replacing exists: Bool, aside: URL, output: String,
                     interruption: Interruption?) throws {
        let fileManager = FileManager.default
        guard exists else {
            if rename(temporary.path, outputURL.path) != 0 {
                let reason = String(cString: strerror(errno))
                try? fileManager.removeItem(at: temporary)
                throw Failure(description: "cannot move the site into \(output): \(reason)")
            }
            return
        }
        if rename(outputURL.path, aside.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? fileManager.removeItem(at: temporary)
            throw Failure(description: "cannot move the old site aside: \(reason)")
        }
        if case .beforeSwap = interruption { throw Failure(description: "interrupted before the new site took the old one's place") }
        if rename(temporary.path, outputURL.path) != 0 {
            let reason = String(cString: strerror(errno))
            _ = rename(aside.path, outputURL.path)
            try? fileManager.removeItem(at: temporary)
            throw Failure(description: "cannot move the site into \(output): \(reason)")
        }
        try? fileManager.removeItem(at: aside)
    }

    /// Puts back a site an interrupted run moved aside, and removes what such runs left.
    static func recoverInterruptedRun(of output: URL) throws {
        let parent = output.deletingLastPathComponent(), name = output.lastPathComponent
        let leftovers = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []).sorted()
        let aside = leftovers.filter { $0.hasPrefix(".layout-lint-old-\(name)-") }
        if fileKind(output.path) == nil, let last = aside.last {
            if rename(parent.appendingPathComponent(last).path, output.path) != 0 {
                throw Failure(description: "cannot put back the site an interrupted run left at \(parent.appendingPathComponent(last).path): \(String(cString: strerror(errno)))")
            }
        }
        for leftover in leftovers where leftover.hasPrefix(".layout-lint-tmp-\(name)-") || leftover.hasPrefix(".layout-lint-old-\(name)-") {
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(leftover))
        }
    }

    /// Files in the old site that layout-lint did not write, into the new one: hard links
    /// (a copy across devices), and links recreated as links, never followed.
    static func carryOver(from old: URL, to new: URL, skipping ours: Set<String>, prefix: String = "") throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: old.path).sorted()
        for name in names {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            let source = old.appendingPathComponent(name), target = new.appendingPathComponent(name)
            switch fileKind(source.path) {
            case S_IFDIR:
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
                try carryOver(from: source, to: target, skipping: ours, prefix: relative)
                // A folder that only held pages of the earlier run goes with them.
                if (try? FileManager.default.contentsOfDirectory(atPath: target.path))?.isEmpty == true,
                   ours.contains(where: { $0.hasPrefix(relative + "/") }) {
                    try? FileManager.default.removeItem(at: target)
                }
            case S_IFLNK:
                guard !ours.contains(relative) else { continue }
                let destination = try FileManager.default.destinationOfSymbolicLink(atPath: source.path)
                try FileManager.default.createSymbolicLink(atPath: target.path, withDestinationPath: destination)
            case .some:
                guard !ours.contains(relative) else { continue }
                if link(source.path, target.path) != 0 { try FileManager.default.copyItem(at: source, to: target) }
            case nil:
                continue
            }
        }
    }

    /// The kind of what is at the path, not following a final symbolic link; nil when
    /// nothing is there.
    static func fileKind(_ path: String) -> mode_t? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT
    }

    /// An exclusive lock on the folder that holds the output, held for the write (a lock
    /// on the folder itself leaves no lock file behind).
    struct Lock {
        let descriptor: Int32

        init(folder: String, output: String) throws {
            descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else {
                throw Failure(description: "cannot lock \(output) for writing: \(String(cString: strerror(errno)))")
            }
            guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
                close(descriptor)
                throw Failure(description: "another layout-lint run is writing \(output); run again when it has finished")
            }
        }

        func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
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
}
