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
        let session = try Session(output: output, interruption: interruption)
        do {
            for path in pages.keys.sorted() { try session.write(path, Array(pages[path]!.utf8)) }
        } catch {
            session.abandon()
            throw error
        }
        try session.finish()
    }

    /// One site being written, page by page as the pages are made (from several threads),
    /// so that a report never holds every page: the pages go into a folder beside the output,
    /// and `finish` adds the manifest and the files carried over, then swaps it into place.
    /// The output is locked from `init` to `finish` or `abandon`.
    public final class Session: @unchecked Sendable {
        let output: String
        let outputURL: URL
        let temporary: URL
        let aside: URL
        let exists: Bool
        let previous: Set<String>
        let interruption: Interruption?
        private let lock: Lock
        private let mutex = NSLock()
        private var written = Set<String>()
        private var closed = false

        public init(output: String, interruption: Interruption? = nil) throws {
            let fileManager = FileManager.default
            self.output = output
            self.interruption = interruption
            outputURL = URL(fileURLWithPath: output).standardizedFileURL
            let parent = outputURL.deletingLastPathComponent()
            let name = outputURL.lastPathComponent
            do {
                try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "cannot create \(parent.path): \(error.localizedDescription)")
            }
            let lock = try Lock(folder: parent.path, output: output)
            self.lock = lock
            do {
                try recoverInterruptedRun(of: outputURL)
                let kind = fileKind(outputURL.path)
                if kind == S_IFLNK {
                    throw Failure(description: "\(output) is a symbolic link; expected a folder for the site (or a path that does not exist yet)")
                }
                if kind != nil, kind != S_IFDIR {
                    throw Failure(description: "\(output) is a file; expected a folder for the site (or a path that does not exist yet)")
                }
                let exists = kind != nil
                guard fileManager.isWritableFile(atPath: parent.path), !exists || fileManager.isWritableFile(atPath: outputURL.path) else {
                    throw Failure(description: "\(output) is not writable; expected a folder layout-lint may write to")
                }
                self.exists = exists
                // What an earlier run wrote; anything else in the output is someone else's.
                previous = exists ? manifest(at: outputURL) : []
                let stamp = "\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
                temporary = parent.appendingPathComponent(".layout-lint-tmp-\(name)-\(stamp)")
                aside = parent.appendingPathComponent(".layout-lint-old-\(name)-\(stamp)")
                try fileManager.createDirectory(at: temporary, withIntermediateDirectories: true)
            } catch {
                lock.release()
                throw error as? Failure ?? Failure(description: "cannot write the site: \(error.localizedDescription)")
            }
        }

        /// One page, at a relative path inside the site. Safe to call from several threads.
        public func write(_ path: String, _ bytes: [UInt8]) throws {
            guard isSafe(path) else { throw Failure(description: "refusing to write '\(path)' outside the site folder") }
            let existing = outputURL.appendingPathComponent(path)
            if exists, !previous.contains(path), fileKind(existing.path) != nil {
                throw Failure(description: "\(existing.path) was not written by layout-lint; refusing to overwrite it (move it, or choose another --output)")
            }
            try mutex.withLock {
                if case .afterPages(let limit) = interruption, written.count >= limit { throw Failure(description: "interrupted after \(limit) files") }
                guard written.insert(path).inserted else { throw Failure(description: "the page \(path) was written twice") }
            }
            let url = temporary.appendingPathComponent(path)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Self.writeFile(bytes, to: url.path)
            } catch {
                throw Failure(description: "cannot write the site: \(error.localizedDescription)")
            }
        }

        /// Writes the bytes straight from the array (no `Data` copy of a large page).
        static func writeFile(_ bytes: [UInt8], to path: String) throws {
            guard let file = fopen(path, "wb") else { throw Failure(description: "cannot create \(path): \(String(cString: strerror(errno)))") }
            let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
            let closed = fclose(file)
            guard written == bytes.count, closed == 0 else {
                throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        }

        /// The manifest and the files carried over from the old site, then the swap.
        public func finish() throws {
            defer { close() }
            do {
                let list = written.sorted().joined(separator: "\n") + "\n"
                try Data(list.utf8).write(to: temporary.appendingPathComponent(manifestName))
                if exists {
                    try carryOver(from: outputURL, to: temporary, skipping: previous.union(written).union([manifestName]))
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error as? Failure ?? Failure(description: "cannot write the site: \(error.localizedDescription)")
            }
            try swap(temporary, into: outputURL, replacing: exists, aside: aside, output: output, interruption: interruption)
        }

        /// Stops without touching the output: the pages written so far are removed.
        public func abandon() {
            try? FileManager.default.removeItem(at: temporary)
            close()
        }

        private func close() {
            mutex.withLock {
                guard !closed else { return }
                closed = true
                lock.release()
            }
        }

        deinit {
            if !closed { abandon() }
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
