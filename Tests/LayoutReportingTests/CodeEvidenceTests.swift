import Foundation
import LayoutModel
import LayoutPipeline
import LayoutReporting
import LayoutRules
import LayoutTestSupport
import Testing

// The lines of the app's code a finding rests on reach every output: JSON and SARIF carry
// them as data, the report's card shows each with its line of code.

@Suite("Code evidence in the reports")
struct CodeEvidenceTests {
    private func result(keep: Bool = false) -> LintResult {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        return Pipeline.run(LintRequest(paths: [TestPaths.data("Code/Presented").path], configuration: configuration, jobs: 2, keepMeasurements: keep))
    }

    @Test("a finding on a xib the code presents carries the creating and presenting lines, in JSON and as SARIF related locations")
    func reporters() throws {
        let lint = result()
        let finding = try #require(lint.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(finding.evidence.map(\.description) == ["MapViewController.swift:5 creates it", "MapViewController.swift:6 presents it with the default style"])
        #expect(finding.evidence.map(\.code) == ["let floors = FloorsViewController(nibName: \"FloorPicker\", bundle: nil)", "present(floors, animated: true)"])
        let metadata = RunMetadata(toolVersion: "test", rulePages: RuleDocumentation.pages)
        let json = try #require(JSONSerialization.jsonObject(with: Data(JSONReporter().render(lint, metadata: metadata).utf8)) as? [String: Any])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let entry = try #require(findings.first { $0["element"] as? String == "Flr-Lb-001" && $0["rule"] as? String == "content-in-unsafe-area" })
        let evidence = try #require(entry["evidence"] as? [[String: Any]])
        #expect(evidence.first?["line"] as? Int == 5)
        #expect((evidence.first?["file"] as? String)?.hasSuffix("Tests/Data/Code/Presented/MapViewController.swift") == true)
        #expect(evidence.last?["says"] as? String == "presents it with the default style")
        let sarif = SARIFReporter().render(lint, metadata: metadata)
        #expect(sarif.contains("\"relatedLocations\""))
        #expect(sarif.contains("\"text\": \"presents it with the default style\""))
    }

    @Test("a screen's page says once, above its cards, the lines of code every finding rests on; a card repeats none of them")
    func card() throws {
        let lint = result(keep: true)
        let input = SiteInput(result: lint, examples: [], devices: DeviceScreens.all(),
                              metadata: RunMetadata(toolVersion: "test", rulePages: RuleDocumentation.pages))
        let pages = try SiteGenerator(templates: TemplateSet.embedded()).pages(for: input)
        let page = try #require(pages.first { $0.key.hasPrefix("inputs/") && $0.value.contains("Flr-Lb-001") }?.value)
        let findings = page.components(separatedBy: "<h2 id=\"findings-title\">Findings</h2>")[1].components(separatedBy: "<h2 id=\"diagrams-title\"")[0]
        let context = try #require(findings.components(separatedBy: "<div class=\"scene-context\">").dropFirst().first?.components(separatedBy: "</div>").first)
        #expect(context.contains("MapViewController.swift:6</code> presents it with the default style<pre><code>present(floors, animated: true)</code></pre></li>"))
        #expect(context.contains("MapViewController.swift:5</code> creates it<pre><code>let floors = FloorsViewController(nibName: &quot;FloorPicker&quot;, bundle: nil)</code></pre></li>"))
        #expect(findings.components(separatedBy: "present(floors, animated: true)").count == 2, "said once in the findings section")
        #expect(!findings.contains("<dt>Code</dt>"))
        // The list of every finding has no screen section: each card says its lines.
        let list = try #require(pages["findings.html"])
        #expect(list.contains("<dt>Code</dt><dd><ul class=\"evidence\"><li><code>"))
    }

    @Test("with repository-url, each line of code inside the linted folder links to its file and line there")
    func linked() throws {
        var lint = result(keep: true)
        // As a run from the app's folder names them: paths from the working directory.
        lint.findings = lint.findings.map { finding in
            var finding = finding
            finding.evidence = finding.evidence.map { line in
                var line = line
                line.file = "Sources/Map " + (line.file.split(separator: "/").last.map(String.init) ?? line.file)
                return line
            }
            return finding
        }
        var metadata = RunMetadata(toolVersion: "test", rulePages: RuleDocumentation.pages)
        metadata.repositoryURL = "https://example.com/app/blob/0a1b2c"
        let pages = try SiteGenerator(templates: TemplateSet.embedded()).pages(for: SiteInput(result: lint, examples: [], devices: DeviceScreens.all(), metadata: metadata))
        let page = try #require(pages.first { $0.key.hasPrefix("inputs/") && $0.value.contains("Flr-Lb-001") }?.value)
        #expect(page.contains("<li><a href=\"https://example.com/app/blob/0a1b2c/Sources/Map%20MapViewController.swift#L6\"><code>Sources/Map MapViewController.swift:6</code></a> presents it with the default style"))
    }
}
