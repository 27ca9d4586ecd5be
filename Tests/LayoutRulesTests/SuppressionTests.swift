import Foundation
import LayoutModel
import LayoutPipeline
import LayoutRules
import Testing

@Suite("Suppression and baseline")
struct SuppressionTests {
    /// A screen with one deliberate finding: a label pinned to the top edge (under the bars).
    static func fixture(labelAttributes: String = "", rootAttributes: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <matrix devices="iPhone 15 Pro" orientations="portrait"/>
          <viewController id="screen">
            <view id="root"\(rootAttributes)>
              <label id="title" intrinsicHeight="20"\(labelAttributes)/>
            </view>
            <constraints>
              <constraint first="title.top" second="root.top"/>
              <constraint first="title.leading,trailing" second="root.layoutMargins"/>
            </constraints>
          </viewController>
        </layout>
        """
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-suppression-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func run(_ xml: String, configuration: Configuration = Configuration(), baseline: Baseline? = nil,
             in folder: URL? = nil) throws -> LintResult {
        let directory = try folder ?? Self.temporaryDirectory()
        defer { if folder == nil { try? FileManager.default.removeItem(at: directory) } }
        let path = directory.appendingPathComponent("Screen.layout.xml").path
        try xml.write(toFile: path, atomically: true, encoding: .utf8)
        var request = LintRequest(paths: [path], configuration: configuration, baseline: baseline, jobs: 1)
        request.keepMeasurements = false
        return Pipeline.run(request)
    }

    func rules(_ result: LintResult) -> [String] { result.findings.map { "\($0.rule) \($0.element)" } }

    @Test("without suppression the label's one concern is reported once: content-in-unsafe-area says it, edge-pinned-to-superview would restate it")
    func unsuppressed() throws {
        #expect(rules(try run(Self.fixture())) == ["content-in-unsafe-area title"])
    }

    @Test("lint-disable on the element, or on an ancestor, suppresses its rules; silencing the rule that says a concern best leaves the one that restates it")
    func lintDisable() throws {
        let onElement = try run(Self.fixture(labelAttributes: #" lint-disable="content-in-unsafe-area""#))
        #expect(rules(onElement) == ["edge-pinned-to-superview title"])
        #expect(onElement.suppressedCount == 1)
        let onAncestor = try run(Self.fixture(rootAttributes: #" lint-disable="content-in-unsafe-area edge-pinned-to-superview""#))
        #expect(rules(onAncestor).isEmpty)
    }

    @Test("a lint-disable that suppresses nothing is reported, as is an unknown rule id in it")
    func unusedLintDisable() throws {
        let result = try run(Self.fixture(labelAttributes: #" lint-disable="content-in-unsafe-area left-right-margins""#))
        let unused = result.findings.filter { $0.rule == "unused-suppression" }
        #expect(unused.map(\.message) == ["lint-disable of left-right-margins on title suppresses nothing"])
        #expect(unused.first?.severity == .info)
        let unknown = try run(Self.fixture(labelAttributes: #" lint-disable="content-in-unsafe-aera""#))
        #expect(unknown.findings.filter { $0.rule == "unused-suppression" }.map(\.message)
                == ["lint-disable on title names unknown rule 'content-in-unsafe-aera'; did you mean 'content-in-unsafe-area' or 'cell-content-in-unsafe-area'?"])
    }

    @Test("configuration ignore entries suppress by rule, path and element; stale ones are reported")
    func ignores() throws {
        var configuration = try Configuration.parse("""
        rules:
          ignore:
            - { rule: content-in-unsafe-area, element: title }
            - { rule: left-right-margins, path: "**/Screen.layout.xml" }
        """, path: ".layout-lint.yml").get()
        let result = try run(Self.fixture(), configuration: configuration)
        // Sorted by path: the configuration file's findings come first here. Ignoring the
        // concern on the label also leaves out its restatement by edge-pinned-to-superview.
        #expect(rules(result) == ["unused-suppression ignore-4"])
        #expect(result.findings.first { $0.rule == "unused-suppression" }?.location.description == ".layout-lint.yml:4:7")
        configuration.disabledRules = ["unused-suppression"]
        #expect(rules(try run(Self.fixture(), configuration: configuration)).isEmpty)
        // With the rule that says it best turned off, the other one reports the pin.
        configuration.disabledRules = ["unused-suppression", "content-in-unsafe-area"]
        #expect(rules(try run(Self.fixture(), configuration: configuration)) == ["edge-pinned-to-superview title"])
    }

    @Test("disabled rules do not run; severities come from the configuration")
    func policy() throws {
        var configuration = Configuration()
        configuration.disabledRules = ["edge-pinned-to-superview"]
        configuration.severities = ["content-in-unsafe-area": .warning]
        let result = try run(Self.fixture(), configuration: configuration)
        #expect(result.findings.map { "\($0.rule) \($0.severity)" } == ["content-in-unsafe-area warning"])
    }

    @Test("a baseline hides recorded findings, matched on rule, path and element, and lists fixed ones")
    func baseline() throws {
        let folder = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try run(Self.fixture(), in: folder)
        // The baseline does not depend on lines: edit the file, and it still matches.
        let recorded = Baseline(findings: first.findings)
        #expect(recorded.entries.count == 1)
        let edited = Self.fixture().replacingOccurrences(of: "<view id=\"root\">", with: "<view id=\"root\">\n\n")
        let second = try run(edited, baseline: recorded, in: folder)
        #expect(second.findings.isEmpty)
        #expect(second.fixed.isEmpty)
        // Fixing the label leaves the entry as fixed.
        let fixed = Self.fixture().replacingOccurrences(of: #"second="root.top""#, with: #"second="root.safeArea.top""#)
        let third = try run(fixed, baseline: recorded, in: folder)
        #expect(third.findings.isEmpty)
        #expect(third.fixed.map(\.rule) == ["content-in-unsafe-area"])
        // The file round-trips.
        let text = recorded.json.rendered()
        #expect(try Baseline.parse(text, path: "b.json").get() == recorded)
        #expect((try? Baseline.parse("{}", path: "b.json").get()) == nil)
    }
}
