import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutPipeline
import LayoutReporting
import LayoutRules
import LayoutTestSupport
import Testing

/// A run with every case a reporter must handle: several severities and files, an input that
/// did not load, a baseline entry that is fixed, and text that needs escaping everywhere.
enum SampleRun {
    static let iPhone = Environment(device: "iPhone 15 Pro", orientation: .landscape)
    static let iPad = Environment(device: "iPad Pro 13-inch (M4/M5)")

    static var result: LintResult {
        let article = "Examples/Article.layout.xml"
        let hostile = "Fixtures/<script>alert(\"x\")</script> & co.layout.xml"
        var sheet = Finding(rule: "content-in-unsafe-area", severity: .error, message: "headline overlaps the top unsafe area by 12 pt",
                            location: SourceLocation(file: article, line: 12, column: 13), element: "headline", scene: "article",
                            environments: [iPhone, iPad])
        sheet.contexts = ["as a form sheet: presentation segue at Main.storyboard:120", "iPhone and iPad: App.xcodeproj (target App)"]
        let findings = [
            sheet,
            Finding(rule: "left-right-constraint", severity: .warning, message: "constraint c5 uses right instead of trailing",
                    location: SourceLocation(file: article, line: 30, column: 11), element: "c5", scene: "article",
                    environments: [iPhone]),
            Finding(rule: "unused-suppression", severity: .info, message: "lint-disable of left-right-margins on card suppresses nothing",
                    location: SourceLocation(file: article, line: 40, column: 9), element: "card", scene: nil, environments: []),
            Finding(rule: "edge-pinned-to-superview", severity: .warning,
                    message: "a<b>'s \"bottom\" & 100% pinned: to, the edge\nof root",
                    location: SourceLocation(file: hostile, line: 3, column: 5), element: "a<b>", scene: "x&y",
                    environments: [iPhone]),
            Finding(rule: "input-error", severity: .error, message: "malformed XML: Opening and ending tag mismatch: view line 4 and label",
                    location: SourceLocation(file: "Broken.layout.xml", line: 5, column: 9), element: "input", scene: nil,
                    environments: []),
        ]
        let inputs = [
            InputSummary(path: article, kind: .fixture, status: .ok, name: "Article", environments: [iPhone, iPad], sceneCount: 1, errors: []),
            InputSummary(path: "Broken.layout.xml", kind: .fixture, status: .failed, name: "Broken", environments: [], sceneCount: 0,
                         errors: [LoadError("malformed XML", at: SourceLocation(file: "Broken.layout.xml", line: 5, column: 9))]),
            InputSummary(path: "Examples/Clean.layout.xml", kind: .fixture, status: .ok, name: "Clean", environments: [iPhone], sceneCount: 1, errors: []),
            InputSummary(path: "Mac/Window.xib", kind: .xib, status: .skipped, name: "Window", environments: [], sceneCount: 0,
                         errors: [LoadError("a macOS document (MacOSX.Cocoa); layout-lint evaluates iOS and tvOS layouts",
                                            at: SourceLocation(file: "Mac/Window.xib", line: 2, column: 1))]),
            InputSummary(path: hostile, kind: .fixture, status: .ok, name: "hostile", environments: [iPhone], sceneCount: 1, errors: []),
        ]
        return LintResult(inputs: inputs, findings: findings.sorted(by: Finding.stableOrder),
                          fixed: [Baseline.Entry(rule: "ambiguous-layout", path: article, element: "hero", message: "hero's width is not determined")],
                          suppressedCount: 2, documents: [:], measurements: [:])
    }

    static var metadata: RunMetadata {
        var metadata = RunMetadata(toolVersion: "1.2.3", failOn: .error,
                                   rulePages: ["content-in-unsafe-area": "# content-in-unsafe-area\n\nContent <stays> inside.\n"])
        metadata.reportURL = "https://example.github.io/app/layout"
        return metadata
    }
}

@Suite("Reporters")
struct ReporterTests {
    static let extensions = ["xcode": "txt", "json": "json", "sarif": "sarif", "junit": "xml", "github": "txt",
                             "checkstyle": "xml", "markdown": "md", "summary": "txt"]

    @Test("every reporter matches its golden file (LAYOUT_LINT_RECORD=1 rewrites them)", arguments: Reporters.names)
    func golden(_ name: String) throws {
        let reporter = try #require(Reporters.reporter(named: name))
        let output = reporter.render(SampleRun.result, metadata: SampleRun.metadata)
        let expected = try GoldenFiles("Tests/LayoutReportingTests/Golden")
            .expected("sample.\(name).\(Self.extensions[name] ?? "txt")", actual: output)
        #expect(output == expected)
        // Pure: the same input renders the same bytes.
        #expect(reporter.render(SampleRun.result, metadata: SampleRun.metadata) == output)
    }

    @Test("the Markdown comment stays under GitHub's 65,536 characters, errors first, and says how many findings it leaves out")
    func markdownLimit() throws {
        var result = SampleRun.result
        result.findings = Array(repeating: result.findings, count: 1_500).flatMap { $0 }
        let output = MarkdownReporter().render(result, metadata: SampleRun.metadata)
        #expect(output.count <= 65_536)
        let rows = output.split(separator: "\n").filter { $0.hasPrefix("| ❌") || $0.hasPrefix("| ⚠️") || $0.hasPrefix("| ℹ️") }
        let firstOther = rows.firstIndex { !$0.hasPrefix("| ❌") } ?? rows.endIndex
        #expect(!rows[firstOther...].contains { $0.hasPrefix("| ❌") }, "errors first")
        #expect(rows.count > 100)
        #expect(output.contains("\(result.findings.count - rows.count) more findings are not shown here: see [the full report](https://example.github.io/app/layout/index.html)"))
    }

    @Test("XML reporters produce well-formed XML whatever the text", arguments: ["junit", "checkstyle"])
    func wellFormedXML(_ name: String) throws {
        let output = try #require(Reporters.reporter(named: name)).render(SampleRun.result, metadata: SampleRun.metadata)
        if case .failure(let failure) = XMLReader.parse(Array(output.utf8), displayPath: name) {
            Issue.record("not well-formed: \(failure.errors)")
        }
        #expect(!output.contains("<script>"))
    }

    @Test("JSON reporters produce valid JSON", arguments: ["json", "sarif"])
    func validJSON(_ name: String) throws {
        let output = try #require(Reporters.reporter(named: name)).render(SampleRun.result, metadata: SampleRun.metadata)
        #expect((try? JSONSerialization.jsonObject(with: Data(output.utf8))) != nil)
    }

    @Test("the JSON reporter has the shape of CLI.md")
    func jsonShape() throws {
        let output = JSONReporter().render(SampleRun.result, metadata: SampleRun.metadata)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1)
        #expect((json["tool"] as? [String: String]) == ["name": "layout-lint", "version": "1.2.3"])
        let summary = try #require(json["summary"] as? [String: Int])
        #expect(summary == ["inputs": 5, "failedInputs": 1, "errors": 2, "warnings": 2, "infos": 1])
        let findings = try #require(json["findings"] as? [[String: Any]])
        // CLI.md's keys, the scene's human name (for Interface Builder documents) and the
        // contexts it was measured in.
        #expect(Set(findings[0].keys) == ["rule", "severity", "message", "path", "line", "column", "element", "scene", "sceneName", "environments",
                                          "contexts"])
        #expect((json["fixed"] as? [[String: String]])?.first?["element"] == "hero")
    }

    @Test("github annotations escape data and properties")
    func githubEscaping() {
        let output = GitHubReporter().render(SampleRun.result, metadata: SampleRun.metadata)
        let line = output.split(separator: "\n").first { $0.contains("edge-pinned") }.map(String.init) ?? ""
        #expect(line.hasPrefix("::warning file=Fixtures/<script>alert(\"x\")</script> & co.layout.xml,line=3,col=5,title=edge-pinned-to-superview::"))
        #expect(line.contains("100%25 pinned: to, the edge%0Aof root"))
    }

    @Test("the SARIF output validates against the SARIF 2.1.0 schema",
          .enabled(if: SchemaValidation.isAvailable, "python3 with jsonschema is absent (pip install jsonschema)"))
    func sarifValidates() throws {
        let output = SARIFReporter().render(SampleRun.result, metadata: SampleRun.metadata)
        try SchemaValidation.validateSARIF(output)
    }

    @Test("the SARIF output of the demo app validates too, and carries every rule",
          .enabled(if: SchemaValidation.isAvailable, "python3 with jsonschema is absent (pip install jsonschema)"))
    func sarifOfDemo() throws {
        let root = TestPaths.packageRoot
        let result = Pipeline.run(LintRequest(paths: [root.appendingPathComponent("Examples").path], jobs: 2))
        var metadata = RunMetadata(toolVersion: "0.1.0", rulePages: RuleDocumentation.pages)
        metadata.reportURL = "https://example.github.io/app/layout"
        let output = SARIFReporter().render(result, metadata: metadata)
        try SchemaValidation.validateSARIF(output)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.count == RuleRegistry.all.count)
        // What code scanning shows: each rule's descriptions and its page in the report.
        for rule in rules ?? [] {
            let id = try #require(rule["id"] as? String)
            #expect((rule["shortDescription"] as? [String: Any])?["text"] as? String != nil, "\(id)")
            #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.count ?? 0 > 40, "\(id): the page's Why")
            #expect(rule["helpUri"] as? String == "https://example.github.io/app/layout/rules/\(id).html")
        }
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["exitCode"] as? Int == (result.findings.contains { $0.severity == .error } ? 1 : 0))
        #expect((run["results"] as? [Any])?.count == result.findings.count)
    }
}

enum SchemaValidation {
    static let schema = TestPaths.data("sarif-schema-2.1.0.json")

    /// Python's jsonschema validates the schema (CI installs it; a machine without it skips).
    static let isAvailable: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import jsonschema"]
        process.standardError = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    /// Validates with Python's jsonschema (Draft 7, as the schema declares).
    static func validateSARIF(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-\(UUID().uuidString).sarif")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            document = json.load(open(sys.argv[2]))
            jsonschema.validators.validator_for(schema)(schema).validate(document)
            """, schema.path, file.path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "SARIF does not validate: \(message)")
    }
}
