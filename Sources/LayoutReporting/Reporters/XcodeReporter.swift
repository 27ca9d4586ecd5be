import LayoutRules

/// `path:line:col: warning: message [rule-id]`, which Xcode shows inline in the editor
/// (info findings are notes, the level Xcode has for them).
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        result.findings.map { finding in
            "\(Markup.oneLine("\(finding.location)")): \(finding.severity.xcodeWord): \(Markup.oneLine(finding.message)) [\(finding.rule)]\n"
        }.joined()
    }
}
