import LayoutRules

/// Checkstyle XML, read by many CI and code review tools.
public struct CheckstyleReporter: Reporter {
    public static let name = "checkstyle"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        let byPath = Dictionary(grouping: result.findings, by: \.path)
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byPath.keys.sorted() {
            text += "  <file name=\"\(Markup.escape(path))\">\n"
            for finding in byPath[path]! {
                let severity = finding.severity == .info ? "info" : finding.severity.rawValue
                text += "    <error line=\"\(finding.location.line)\" column=\"\(finding.location.column)\" severity=\"\(severity)\" message=\"\(Markup.escapeAttribute(finding.message + (finding.contexts.isEmpty ? "" : " (" + finding.contexts.joined(separator: "; ") + ")")))\" source=\"layout-lint.\(Markup.escape(finding.rule))\"/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}
