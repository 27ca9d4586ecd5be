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

    @Test("the report's card shows each line of code under Code")
    func card() throws {
        let lint = result(keep: true)
        let input = SiteInput(result: lint, examples: [], devices: DeviceScreens.all(),
                              metadata: RunMetadata(toolVersion: "test", rulePages: RuleDocumentation.pages))
        let pages = try SiteGenerator(templates: TemplateSet.embedded()).pages(for: input)
        let page = try #require(pages.first { $0.key.hasPrefix("inputs/") && $0.value.contains("Flr-Lb-001") }?.value)
        #expect(page.contains("<dt>Code</dt><dd><ul class=\"evidence\"><li><code>"))
        #expect(page.contains("MapViewController.swift:6</code> presents it with the default style<pre><code>present(floors, animated: true)</code></pre></li>"))
    }
}
