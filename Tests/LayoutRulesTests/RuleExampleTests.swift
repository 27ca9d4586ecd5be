import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

/// The examples are the tests and the documentation: every example of every rule runs
/// through the whole pipeline, and its findings of that rule must be exactly the expected
/// elements in exactly the expected environments (in matrix order).
@Suite("Rule examples")
struct RuleExampleTests {
    static let root = TestPaths.packageRoot

    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var example: RuleExample
        var testDescription: String { "\(rule)/\(example.file)" }
    }

    static var cases: [Case] {
        RuleRegistry.all.flatMap { rule in rule.description.examples.map { Case(rule: rule.description.id, example: $0) } }
    }

    @Test("example findings are exactly the expected ones: element, environments and message", arguments: cases)
    func example(_ testCase: Case) throws {
        let path = Self.root.appendingPathComponent("Rules/examples/\(testCase.rule)/\(testCase.example.file)").path
        let result = Pipeline.run(LintRequest(paths: [path], jobs: 1))
        #expect(result.inputs.count == 1, "the example file \(path) exists")
        let actual = result.findings.filter { $0.rule == testCase.rule }
            .map { ExpectedFinding(element: $0.element, environments: $0.environments, message: $0.message) }
        #expect(actual == testCase.example.expected)
        if testCase.rule != "input-error" {
            #expect(result.failedInputs == 0, "\(path) loads: \(result.findings.filter { $0.rule == "input-error" }.map(\.message))")
        }
    }

    /// SwiftLint's verifyRule: a finding the user silences stays silent, and the silencing is
    /// not itself reported as stale. Fixtures take `lint-disable` on the element (on its
    /// scene's controller for a constraint); Interface Builder documents, which cannot carry
    /// it, take an `ignore` entry of the configuration.
    @Test("every expected finding is silenced by lint-disable or an ignore entry", arguments: cases.filter {
        $0.example.triggers && $0.rule != "input-error"
    })
    func silenced(_ testCase: Case) throws {
        let url = Self.root.appendingPathComponent("Rules/examples/\(testCase.rule)/\(testCase.example.file)")
        let original = try String(contentsOf: url, encoding: .utf8)
        let before = Pipeline.run(LintRequest(paths: [url.path], jobs: 1)).findings.filter { $0.rule == testCase.rule }
        for finding in before {
            var request = LintRequest(paths: [], jobs: 1)
            var text = original
            if url.pathExtension == "xml" {
                let target = original.contains("id=\"\(finding.element)\"") && !Self.isConstraint(finding.element, in: original)
                    ? finding.element : try #require(finding.scene)
                text = try #require(Self.addingLintDisable(testCase.rule, to: target, in: original), "\(target) found")
            } else {
                request.configuration.ignores = [IgnoreEntry(rule: testCase.rule, path: url.path, element: finding.element,
                                                             location: SourceLocation(file: ".layout-lint.yml", line: 1, column: 1))]
            }
            let after = Pipeline.run(texts: [(url.path, text)], request: request).findings
            #expect(!after.contains { $0.rule == testCase.rule && $0.element == finding.element }, "\(finding.element) is silenced")
            #expect(!after.contains { $0.rule == "unused-suppression" && testCase.rule != "unused-suppression" },
                    "the suppression of \(finding.element) is in use: \(after.filter { $0.rule == "unused-suppression" }.map(\.message))")
        }
    }

    static func isConstraint(_ id: String, in text: String) -> Bool {
        text.contains("<constraint id=\"\(id)\"") || text.range(of: "<constraint [^>]*id=\"\(id)\"", options: .regularExpression) != nil
    }

    /// The fixture with `rule` added to the `lint-disable` attribute of the element `id`.
    static func addingLintDisable(_ rule: String, to id: String, in text: String) -> String? {
        guard let idRange = text.range(of: "id=\"\(id)\""),
              let tagStart = text[..<idRange.lowerBound].lastIndex(of: "<"),
              let tagEnd = text[idRange.upperBound...].firstIndex(of: ">") else { return nil }
        var tag = String(text[tagStart..<tagEnd])
        if let existing = tag.range(of: "lint-disable=\"") {
            tag.insert(contentsOf: "\(rule) ", at: existing.upperBound)
        } else {
            let insertAt = tag.hasSuffix("/") ? tag.index(before: tag.endIndex) : tag.endIndex
            tag.insert(contentsOf: " lint-disable=\"\(rule)\"", at: insertAt)
        }
        return text.replacingCharacters(in: tagStart..<tagEnd, with: tag)
    }
}

@Suite("Rule catalog")
struct RuleCatalogTests {
    static let root = RuleExampleTests.root

    @Test("rule ids are unique, kebab-case, and every rule has a triggering and a passing example")
    func registry() {
        let ids = RuleRegistry.ids
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all.map(\.description) {
            #expect(rule.id.range(of: "^[a-z]+(-[a-z]+)*$", options: .regularExpression) != nil, "\(rule.id) is kebab-case")
            #expect(!rule.summary.hasSuffix("."), "\(rule.id): summaries have no trailing period")
            #expect(rule.examples.contains { $0.triggers }, "\(rule.id) has a triggering example")
            #expect(rule.examples.contains { !$0.triggers }, "\(rule.id) has a passing example")
        }
    }

    @Test("the devices examples name are catalog devices")
    func exampleDevices() {
        for device in ExampleDevice.allCases {
            #expect(DeviceCatalog.standard.device(named: device.rawValue) != nil, "\(device.rawValue) is in the catalog")
        }
    }

    @Test("every rule file is registered and every registered rule has a file")
    func ruleFiles() throws {
        let folder = Self.root.appendingPathComponent("Sources/LayoutRules/Rules")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var declared: [String] = []
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let ids = text.matches(of: /id: "([a-z-]+)"/).map { String($0.output.1) }
            #expect(ids.count == 1, "\(file) declares exactly one rule")
            declared += ids
            let typeName = String(file.dropLast(".swift".count))
            #expect(text.contains("public struct \(typeName): Rule"), "\(file) holds the rule \(typeName)")
        }
        #expect(declared.sorted() == RuleRegistry.ids.sorted())
    }

    @Test("every rule has a page with the required sections, and the page names its examples")
    func pages() throws {
        for rule in RuleRegistry.all.map(\.description) {
            let url = Self.root.appendingPathComponent("Rules/\(rule.id).md")
            guard let page = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("Rules/\(rule.id).md is missing")
                continue
            }
            #expect(page.hasPrefix("# \(rule.id)\n"), "\(rule.id).md starts with its id as title")
            var position = page.startIndex
            for section in RuleDocumentation.requiredSections {
                guard let range = page.range(of: "\n## \(section)\n", range: position..<page.endIndex) else {
                    Issue.record("\(rule.id).md lacks the section '## \(section)' (in order)")
                    continue
                }
                position = range.upperBound
            }
            for example in rule.examples {
                #expect(page.contains(example.file), "\(rule.id).md names its example \(example.file)")
                let file = Self.root.appendingPathComponent("Rules/examples/\(rule.id)/\(example.file)")
                #expect(FileManager.default.fileExists(atPath: file.path), "\(file.path) exists")
            }
            #expect(RuleDocumentation.page(for: rule.id) == page, "the embedded page of \(rule.id) is the file's")
        }
        let pages = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".md") }.map { String($0.dropLast(3)) }.sorted()
        #expect(pages == RuleRegistry.ids.sorted(), "one page per rule, and no page without a rule")
    }

    @Test("every example file belongs to a rule's example list")
    func noStrayExamples() throws {
        let folder = Self.root.appendingPathComponent("Rules/examples")
        for rule in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let described = RuleRegistry.rule(id: rule)?.description.examples.map(\.file) ?? []
            #expect(!described.isEmpty, "Rules/examples/\(rule) belongs to a rule")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(rule).path) {
                #expect(described.contains(file), "Rules/examples/\(rule)/\(file) is listed in the rule's examples")
            }
        }
    }
}
