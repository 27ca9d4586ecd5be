import Foundation
import Testing
import LayoutTestSupport

// The real-world corpus (766 storyboards and xibs from open-source apps, kept outside the
// repository in ../shared/corpus): every file is an input, only the files that are not
// Interface Builder documents fail, macOS and watchOS documents are skipped, nothing
// crashes, and two runs print the same bytes.

private let corpus = TestPaths.sharedCorpus

private struct CorpusFile {
    var path: String
    var head: String

    /// Not a document Xcode 5 or later writes: empty, or a legacy Xcode 3 archive.
    var isUnreadable: Bool {
        head.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty || head.contains("<archive")
    }

    var isOtherPlatform: Bool {
        head.contains(#"targetRuntime="MacOSX"#) || head.contains(".Cocoa.") || head.contains("WatchKit") || head.contains(#"targetRuntime="watch"#)
    }
}

private func corpusFiles() throws -> [CorpusFile] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: corpus.path))
    var files: [CorpusFile] = []
    while let relative = enumerator.nextObject() as? String {
        guard relative.hasSuffix(".storyboard") || relative.hasSuffix(".xib") else { continue }
        let handle = try FileHandle(forReadingFrom: corpus.appendingPathComponent(relative))
        let head = String(decoding: try handle.read(upToCount: 600) ?? Data(), as: UTF8.self)
        try handle.close()
        files.append(CorpusFile(path: relative, head: head))
    }
    return files
}

@Suite("The shared corpus of real storyboards and xibs", .enabled(if: TestPaths.hasSharedCorpus, "../shared/corpus is absent"))
struct CorpusTests {
    @Test("every file is evaluated or located as an error; nothing crashes; the output is deterministic")
    func lintCorpus() throws {
        let first = try CLIRunner.run(["lint", ".", "--reporter", "json"], in: corpus)
        #expect(first.status == 2, "exit 2: some corpus files cannot be loaded; stderr: \(first.standardError.suffix(500))")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(first.standardOutput.utf8)) as? [String: Any])
        let inputs = try #require(report["inputs"] as? [[String: Any]])
        let findings = try #require(report["findings"] as? [[String: Any]])
        let status = Dictionary(uniqueKeysWithValues: inputs.map { ($0["path"] as? String ?? "", $0["status"] as? String ?? "") })

        let files = try corpusFiles()
        #expect(files.count >= 700)
        let missing = Set(files.map(\.path)).subtracting(status.keys), extra = Set(status.keys).subtracting(files.map(\.path))
        #expect(missing.isEmpty && extra.isEmpty, "every storyboard and xib is an input, and nothing else: missing \(missing.sorted().prefix(5)), extra \(extra.sorted().prefix(5))")
        for file in files {
            let expected = file.isUnreadable ? "failed" : file.isOtherPlatform ? "skipped" : "ok"
            #expect(status[file.path] == expected, "\(file.path)")
        }
        // Each failed input is explained by located input-error findings.
        let errors = findings.filter { $0["rule"] as? String == "input-error" }
        for file in files where file.isUnreadable {
            let located = errors.filter { $0["path"] as? String == file.path }
            #expect(!located.isEmpty, "\(file.path) has an input-error")
            #expect(located.allSatisfy { ($0["line"] as? Int ?? 0) >= 1 && ($0["column"] as? Int ?? 0) >= 1 })
        }
        // Every finding points into the corpus, at a real line, with a known rule.
        #expect(findings.allSatisfy { status[$0["path"] as? String ?? ""] != nil && ($0["line"] as? Int ?? 0) >= 1 })

        // The second run also writes the pull-request comment: within GitHub's limit.
        let comment = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString).md")
        defer { try? FileManager.default.removeItem(at: comment) }
        let second = try CLIRunner.run(["lint", ".", "--reporter", "json", "--reporter", "markdown:\(comment.path)"], in: corpus)
        #expect(second.standardOutput == first.standardOutput, "byte-identical output from the same input")
        let markdown = try String(contentsOf: comment, encoding: .utf8)
        #expect(markdown.count <= 65_536 && markdown.contains("more findings are not shown here"), "\(markdown.count) characters")
    }
}
