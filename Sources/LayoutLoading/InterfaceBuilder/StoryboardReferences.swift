import Foundation

/// The storyboard references among a run's inputs. A scene that another storyboard shows
/// through a reference (a tab, a pushed screen) is measured inside the containers that show
/// it there; the referencing storyboard does not report the reference as not evaluated.
public struct StoryboardReferences: Sendable {
    /// A `<viewControllerPlaceholder>` of a storyboard that shows a scene of another.
    public struct Host: Sendable, Hashable {
        public var path: String
        public var placeholderID: String
        /// The storyboard identifier it shows; nil: the initial view controller.
        public var referencedIdentifier: String?
    }

    /// Storyboard path -> the references that show one of its scenes (sorted by host path).
    public private(set) var hosts: [String: [Host]] = [:]
    /// Host path -> names of the storyboards it references that are inputs.
    public private(set) var followed: [String: Set<String>] = [:]

    public init() {}

    /// Scans the storyboards among `paths` for references to other storyboards among them
    /// (by file name: `storyboardName="Settings"` is `Settings.storyboard`, preferably in the
    /// referencing storyboard's folder).
    public init(paths: [String], read: (String) -> [UInt8]? = { path in
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }) {
        let storyboards = paths.filter { $0.hasSuffix(".storyboard") }.sorted()
        var byName: [String: [String]] = [:]
        for path in storyboards {
            let name = String((path.split(separator: "/").last ?? "").dropLast(".storyboard".count))
            byName[name, default: []].append(path)
        }
        guard byName.count > 1 else { return }   // a reference needs another storyboard
        let marker = Array("<viewControllerPlaceholder ".utf8)
        for host in storyboards {
            // Most storyboards have no reference: look for the bytes before making text.
            guard let bytes = read(host), Self.contains(marker, in: bytes),
                  let text = String(bytes: bytes, encoding: .utf8) else { continue }
            for tag in Self.placeholderTags(in: text) {
                guard let name = tag["storyboardName"], let id = tag["id"], let candidates = byName[name] else { continue }
                let folder = host.split(separator: "/").dropLast().joined(separator: "/")
                let target = candidates.first { $0.split(separator: "/").dropLast().joined(separator: "/") == folder } ?? candidates[0]
                guard target != host else { continue }
                hosts[target, default: []].append(Host(path: host, placeholderID: id, referencedIdentifier: tag["referencedIdentifier"]))
                followed[host, default: []].insert(name)
            }
        }
    }

    /// Whether the bytes hold the pattern (before a document is made text or parsed).
    static func contains(_ pattern: [UInt8], in bytes: [UInt8]) -> Bool {
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        var index = 0
        while let found = bytes[index...].firstIndex(of: first), found + pattern.count <= bytes.count {
            if bytes[found..<found + pattern.count].elementsEqual(pattern) { return true }
            index = found + 1
        }
        return false
    }

    /// The attributes of every `<viewControllerPlaceholder ...>` start tag.
    static func placeholderTags(in text: String) -> [[String: String]] {
        var tags: [[String: String]] = []
        var rest = text[...]
        while let start = rest.range(of: "<viewControllerPlaceholder ") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            let body = rest[start.upperBound..<end]
            var attributes: [String: String] = [:]
            for match in body.matches(of: /([A-Za-z]+)="([^"]*)"/) { attributes[String(match.output.1)] = String(match.output.2) }
            tags.append(attributes)
            rest = rest[end...]
        }
        return tags
    }
}
