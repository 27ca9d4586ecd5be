import LayoutRules

/// Markdown for a pull-request comment: the verdict, then a table of findings.
public struct MarkdownReporter: Reporter {
    public static let name = "markdown"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        var lines = ["## layout-lint", ""]
        let errors = result.count(.error), warnings = result.count(.warning), infos = result.count(.info)
        lines.append("**\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings"), \(infos) info** in \(result.inputs.count) \(result.inputs.count == 1 ? "input" : "inputs")"
                     + (result.failedInputs > 0 ? " (\(result.failedInputs) could not be loaded)" : "") + ".")
        if !result.fixed.isEmpty { lines.append("\(result.fixed.count) baselined \(result.fixed.count == 1 ? "finding is" : "findings are") fixed.") }
        lines.append("")
        guard !result.findings.isEmpty else {
            lines.append("No findings.")
            return lines.joined(separator: "\n") + "\n"
        }
        lines.append("| | Rule | Location | Element | Message | Environments | Context |")
        lines.append("|---|---|---|---|---|---|---|")
        for finding in result.findings {
            let icon = finding.severity == .error ? "❌ error" : finding.severity == .warning ? "⚠️ warning" : "ℹ️ info"
            let environments = finding.environments.isEmpty ? "" : finding.environments.count == 1
                ? Self.cell(finding.environments[0].label) : "\(finding.environments.count): " + Self.cell(finding.environments[0].label) + ", …"
            lines.append("| \(icon) | `\(finding.rule)` | \(Self.cell("\(finding.location)")) | `\(Self.cell(finding.element))` | \(Self.cell(finding.message)) | \(environments) | \(Self.cell(finding.contexts.joined(separator: "; "))) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: no pipes, no line breaks, no HTML.
    static func cell(_ text: String) -> String {
        Markup.escape(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "`", with: "'")
    }
}
