import LayoutGeometry
import LayoutModel
import LayoutRules

/// What the report site draws besides the run itself: the rule examples, linted from the
/// text the binary carries.
public enum SiteMaterial {
    /// Every example of every rule.
    public static func ruleExamples(catalog: DeviceCatalog = .standard) -> [RuleExampleRun] {
        var runs: [RuleExampleRun] = []
        for rule in RuleRegistry.all.map(\.description) {
            for example in rule.examples {
                guard let text = RuleDocumentation.example(rule: rule.id, file: example.file) else { continue }
                var request = LintRequest(paths: [], jobs: 1, keepMeasurements: true)
                request.configuration = Configuration()
                let path = "Rules/examples/\(rule.id)/\(example.file)"
                let result = Pipeline.run(texts: [(path, text)], request: request, catalog: catalog)
                runs.append(RuleExampleRun(rule: rule.id, file: example.file, triggers: example.triggers, source: text, result: result))
            }
        }
        return runs
    }
}
