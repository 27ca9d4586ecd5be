import LayoutRules

/// `path:line:col: warning: message [rule-id] (context; ...)`, which Xcode shows inline in
/// the editor (info findings are notes, the level Xcode has for them). The contexts say how
/// the scene was shown and what the app's project says.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        result.findings.map { finding in
            "\(Markup.oneLine("\(finding.location)")): \(finding.severity.xcodeWord): \(Markup.oneLine(finding.message)) [\(finding.rule)]"
                + (finding.contexts.isEmpty ? "" : " (\(Markup.oneLine(finding.contexts.joined(separator: "; "))))") + "\n"
        }.joined()
    }
}
