import LayoutRules

/// A few lines for a terminal or a CI log: counts by severity and by rule.
public struct SummaryReporter: Reporter {
    public static let name = "summary"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        let environments = Set(result.inputs.flatMap(\.environments)).count
        func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }
        var lines = ["\(plural(result.inputs.count, "input", "inputs")) in \(plural(environments, "environment", "environments")): \(plural(result.count(.error), "error", "errors")), \(plural(result.count(.warning), "warning", "warnings")), \(result.count(.info)) info"]
        if result.failedInputs > 0 { lines.append("\(result.failedInputs) \(result.failedInputs == 1 ? "input" : "inputs") could not be loaded") }
        if result.suppressedCount > 0 { lines.append("\(result.suppressedCount) suppressed") }
        if !result.fixed.isEmpty { lines.append("\(result.fixed.count) baselined \(result.fixed.count == 1 ? "finding" : "findings") fixed") }
        var counts: [String: Int] = [:]
        for finding in result.findings { counts[finding.rule, default: 0] += 1 }
        let width = counts.keys.map(\.count).max() ?? 0
        for (rule, count) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            lines.append("  \(rule)\(String(repeating: " ", count: width - rule.count))  \(count)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
