import Foundation
import LayoutGeometry
import LayoutModel
import LayoutRules

/// What the report site draws besides the run itself: the rule examples, linted from the
/// text the binary carries.
public enum SiteMaterial {
    /// Every example of every rule.
    public static func ruleExamples(catalog: DeviceCatalog = .standard,
                                    jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> [RuleExampleRun] {
        let examples = RuleRegistry.all.map(\.description).flatMap { rule in rule.examples.map { (rule, $0) } }
        // Each example is a run of its own, on every core, in the rules' order.
        return ParallelMap.map(examples, jobs: jobs, progress: nil) { rule, example -> RuleExampleRun? in
            guard let text = RuleDocumentation.example(rule: rule.id, file: example.file) else { return nil }
            var request = LintRequest(paths: [], jobs: 1, keepMeasurements: true)
            request.configuration = Configuration()
            let path = "Rules/examples/\(rule.id)/\(example.file)"
            let result = Pipeline.run(texts: [(path, text)], request: request, catalog: catalog)
            return RuleExampleRun(rule: rule.id, file: example.file, triggers: example.triggers, source: text, result: result)
        }.compactMap { $0 }
    }
}
