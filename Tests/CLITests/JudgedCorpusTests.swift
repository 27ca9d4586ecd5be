import Foundation
import LayoutRules
import LayoutTestSupport
import Testing

// The judged corpus (Tests/Judged): findings on the shared apps that a reviewer judged by
// hand. Every real problem stays reported and every false alarm stays gone, except the
// disagreements the project knows of and lists with their cause; one that no longer holds
// must leave that list. Each app is linted from its own folder, as its developers would, so
// that its Xcode project applies, and with what its code says about where screens are shown
// (contexts/APP.yml) where the judges read that code.

/// One judged finding: `app rule path element verdict reason`.
struct Verdict: Hashable {
    var app: String, rule: String, path: String, element: String, verdict: String, reason: String

    var key: FindingKey { FindingKey(app: app, rule: rule, path: path, element: element) }
    var isReal: Bool { verdict == "real" }
    var isFalse: Bool { verdict.hasPrefix("false") }
}

struct FindingKey: Hashable, CustomStringConvertible {
    var app: String, rule: String, path: String, element: String
    var description: String { "\(app) \(rule) \(path) \(element)" }
}

enum JudgedCorpus {
    static let folder = TestPaths.packageRoot.appendingPathComponent("Tests/Judged")

    /// The rows of a tab-separated file with a header, each split into its fields.
    static func rows(_ name: String) throws -> [[String]] {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
    }

    static func verdicts() throws -> [Verdict] {
        try rows("verdicts.tsv").map { fields in
            Verdict(app: fields[0], rule: fields[1], path: fields[2], element: fields[3], verdict: fields[4], reason: fields[5])
        }
    }

    /// Judged findings the tool still gets wrong: `app rule path element cause`.
    static func disagreements() throws -> [FindingKey: String] {
        var known: [FindingKey: String] = [:]
        for fields in try rows("disagreements.tsv") {
            known[FindingKey(app: fields[0], rule: fields[1], path: fields[2], element: fields[3])] = fields[4]
        }
        return known
    }

    /// What only an app's code says about where its screens are shown (`contexts/APP.yml`),
    /// written as its team would write it, each entry citing the code.
    static func contextFile(of app: String) -> URL? {
        let file = folder.appendingPathComponent("contexts/\(app).yml")
        return FileManager.default.fileExists(atPath: file.path) ? file : nil
    }

    /// What `layout-lint lint` reports in the app's folder, as keys.
    static func findings(of app: String) throws -> Set<FindingKey> {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("judged-\(app)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: output) }
        let appFolder = TestPaths.sharedApps.appendingPathComponent(app)
        let config = contextFile(of: app).map { ["--config", $0.path] } ?? []
        _ = try CLIRunner.run(["lint"] + config + ["--reporter", "json:\(output.path)", "--fail-on", "never", "."], in: appFolder)
        // A run moves to its configuration's folder, so it names the app's documents by their
        // absolute paths: back to the app's folder, as the verdicts name them.
        let prefix = appFolder.standardizedFileURL.path + "/"
        let data = try Data(contentsOf: output)
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        return Set(findings.compactMap { finding in
            guard let rule = finding["rule"] as? String, let path = finding["path"] as? String,
                  let element = finding["element"] as? String else { return nil }
            let relative = path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
            return FindingKey(app: app, rule: rule, path: relative, element: element)
        })
    }
}

@Suite("Judged corpus: findings judged by hand on the shared apps")
struct JudgedCorpusTests {
    @Test("the files are well formed: six fields, known verdicts, a reason, no duplicates, disagreements among the verdicts")
    func wellFormed() throws {
        let lines = try JudgedCorpus.rows("verdicts.tsv")
        #expect(lines.allSatisfy { $0.count == 6 && !$0[5].isEmpty })
        let verdicts = try JudgedCorpus.verdicts()
        #expect(Set(verdicts.map(\.verdict)).isSubset(of: ["real", "false-geometry", "false-shape", "false-context", "unsure"]))
        #expect(Set(verdicts.map(\.key)).count == verdicts.count)
        let judged = Set(verdicts.map(\.key))
        for key in try JudgedCorpus.disagreements().keys { #expect(judged.contains(key), "\(key) is not judged") }
    }

    @Test("every real problem is reported and every false alarm is gone, but for the known disagreements",
          .enabled(if: TestPaths.hasSharedApps, "needs ../shared/apps"))
    func verdictsHold() throws {
        let verdicts = try JudgedCorpus.verdicts()
        let known = try JudgedCorpus.disagreements()
        for app in Set(verdicts.map(\.app)).sorted() {
            let reported = try JudgedCorpus.findings(of: app)
            for verdict in verdicts where verdict.app == app && (verdict.isReal || verdict.isFalse) {
                // A concern another rule states better on the same view is reported by it (or
                // by the rule that states it better still).
                var keys = [verdict.key]
                while let better = SuppressionStage.restated[keys.last!.rule], keys.count < 4 {
                    var next = verdict.key
                    next.rule = better.by
                    keys.append(next)
                }
                let agrees = verdict.isReal == keys.contains(where: reported.contains)
                if let cause = known[verdict.key] {
                    #expect(!agrees, "\(verdict.key) now agrees with its verdict: remove it from disagreements.tsv (\(cause))")
                } else {
                    #expect(agrees, "\(verdict.key) is judged \(verdict.verdict) but is \(agrees ? "" : verdict.isReal ? "not " : "")reported: \(verdict.reason)")
                }
            }
        }
    }
}
