import LayoutRules

/// GitHub Actions workflow commands: each finding becomes an annotation on the file and line.
public struct GitHubReporter: Reporter {
    public static let name = "github"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        result.findings.map { finding in
            let command: String
            switch finding.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            let properties = "file=\(Self.property(finding.path)),line=\(finding.location.line),col=\(finding.location.column),title=\(Self.property(finding.rule))"
            var message = finding.message
            if !finding.environments.isEmpty {
                message += "\n" + finding.environments.map(\.label).joined(separator: "\n")
            }
            if !finding.contexts.isEmpty {
                message += "\n" + finding.contexts.joined(separator: "\n")
            }
            return "::\(command) \(properties)::\(Self.data(message))\n"
        }.joined()
    }

    /// Workflow command escaping (actions/toolkit `escapeData` and `escapeProperty`).
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
