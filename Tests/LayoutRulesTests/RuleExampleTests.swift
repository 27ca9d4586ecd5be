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

    @Test("example findings are exactly the expected ones", arguments: cases)
    func example(_ testCase: Case) throws {
        let path = Self.root.appendingPathComponent("Rules/examples/\(testCase.rule)/\(testCase.example.file)").path
        let result = Pipeline.run(LintRequest(paths: [path], jobs: 1))
        #expect(result.inputs.count == 1, "the example file \(path) exists")
        let actual = result.findings.filter { $0.rule == testCase.rule }
            .map { ExpectedFinding($0.element, $0.environments) }
        #expect(actual == testCase.example.expected)
        if testCase.rule != "input-error" {
            #expect(result.failedInputs == 0, "\(path) loads: \(result.findings.filter { $0.rule == "input-error" }.map(\.message))")
        }
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
