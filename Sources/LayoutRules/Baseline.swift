import Foundation
import LayoutModel

/// Recorded findings that are accepted for now: matched on rule, file and element, never on
/// line numbers, so that editing a file does not invalidate the baseline.
public struct Baseline: Sendable, Hashable {
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var path: String
        public var element: String
        /// For people reading the file; not used for matching.
        public var message: String

        public init(rule: String, path: String, element: String, message: String) {
            self.rule = rule
            self.path = path
            self.element = element
            self.message = message
        }

        var key: String { "\(rule)\u{1}\(path)\u{1}\(element)" }

        public static func < (a: Entry, b: Entry) -> Bool {
            (a.path, a.element, a.rule) < (b.path, b.element, b.rule)
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries.sorted() }

    public init(findings: [Finding]) {
        var seen = Set<String>()
        self.init(entries: findings.filter { $0.rule != "input-error" }.compactMap { finding in
            let entry = Entry(rule: finding.rule, path: finding.path, element: finding.element, message: finding.message)
            return seen.insert(entry.key).inserted ? entry : nil
        })
    }

    /// Splits findings into the new ones and the baselined ones; entries that matched
    /// nothing are listed as fixed.
    public func apply(to findings: [Finding]) -> (remaining: [Finding], fixed: [Entry]) {
        let keys = Set(entries.map(\.key))
        var matched = Set<String>()
        var remaining: [Finding] = []
        for finding in findings {
            let key = Entry(rule: finding.rule, path: finding.path, element: finding.element, message: "").key
            // An input that does not load is never accepted, whatever the file says.
            if finding.rule != InputError.description.id, keys.contains(key) { matched.insert(key) } else { remaining.append(finding) }
        }
        return (remaining, entries.filter { !matched.contains($0.key) })
    }

    public var json: JSONValue {
        .object([
            ("version", .int(1)),
            ("findings", .array(entries.map { entry in
                .object([("rule", .string(entry.rule)), ("path", .string(entry.path)),
                         ("element", .string(entry.element)), ("message", .string(entry.message))])
            })),
        ])
    }

    /// Reads the file `--write-baseline` produces; a broken file is a located error.
    public static func parse(_ text: String, path: String) -> Result<Baseline, LoadFailure> {
        let start = SourceLocation(file: path, line: 1, column: 1)
        guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let items = object["findings"] as? [[String: Any]] else {
            return .failure(LoadFailure(LoadError(
                "is not a layout-lint baseline; expected {\"version\": 1, \"findings\": [...]} as written by --write-baseline", at: start)))
        }
        var entries: [Entry] = []
        for item in items {
            guard let rule = item["rule"] as? String, let path = item["path"] as? String,
                  let element = item["element"] as? String else {
                return .failure(LoadFailure(LoadError("a baseline entry lacks rule, path or element; expected all three", at: start)))
            }
            entries.append(Entry(rule: rule, path: path, element: element, message: item["message"] as? String ?? ""))
        }
        return .success(Baseline(entries: entries))
    }
}
