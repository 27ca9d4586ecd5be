import LayoutRules

/// Markdown for a pull-request comment: the verdict, then a table of findings, worst first,
/// cut to fit GitHub's 65,536-character limit on a comment with a line saying how many
/// findings are left out and where they are.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    /// GitHub's limit on a comment's body, with room for what a CI step adds around it.
    public static let characterLimit = 60_000
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        var lines = ["## layout-lint", ""]
        let errors = result.count(.error), warnings = result.count(.warning), infos = result.count(.info)
        lines.append("**\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(infos) info** in \(result.inputs.count) \(result.inputs.count == 1 ? "input" : "inputs")"
                     + (result.failedInputs > 0 ? " (\(result.failedInputs) could not be loaded)" : "") + ".")
        if !result.fixed.isEmpty { lines.append("\(result.fixed.count) baselined \(result.fixed.count == 1 ? "finding is" : "findings are") fixed.") }
        if let url = metadata.reportURL { lines.append("[The full report, with every screen drawn](\(url)/index.html)") }
        lines.append("")
        guard !result.findings.isEmpty else {
            lines.append("No findings.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("| | Rule | Location | Element | Message | Environments | Context |")
        lines.append("|---|---|---|---|---|---|---|")
        var used = lines.reduce(0) { $0 + $1.count + 1 }
        // Errors first, then warnings, then info; within a severity, the order of the run.
        let ordered = result.findings.enumerated().sorted { a, b in
            a.element.severity != b.element.severity ? a.element.severity > b.element.severity : a.offset < b.offset
        }.map(\.element)
        for (index, finding) in ordered.enumerated() {
            let icon = finding.severity == .error ? "❌ error" : finding.severity == .warning ? "⚠️ warning" : "ℹ️ info"
            let environments = finding.environments.isEmpty ? "" : finding.environments.count == 1
                ? Self.cell(finding.environments[0].label) : "\(finding.environments.count): " + Self.cell(finding.environments[0].label) + ", …"
            let row = "| \(icon) | `\(finding.rule)` | \(Self.cell("\(finding.location)")) | `\(Self.cell(finding.element))` | \(Self.cell(finding.message)) | \(environments) | \(Self.cell(finding.contexts.joined(separator: "; "))) |"
            // Room is kept for the closing line.
            if used + row.count + 1 > Self.characterLimit - 200 {
                let left = ordered.count - index
                lines.append("")
                let report = metadata.reportURL.map { "[the full report](\($0)/index.html)" } ?? "the full report (`layout-lint report`)"
                lines.append("\(left) more \(left == 1 ? "finding is" : "findings are") not shown here: see \(report) or the JSON or SARIF output.")
                break
            }
            lines.append(row)
            used += row.count + 1
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: no pipes, no line breaks, no HTML.
    static func cell(_ text: String) -> String {
        Markup.escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "`", with: "'")
    }
}
