import LayoutRules

/// `path:line:col: warning: message [rule-id] (context; ...)`, which Xcode shows inline in
/// the editor (info findings are notes, the level Xcode has for them). The contexts say how
/// the scene was shown and what the app's project says. Inside Xcode (a run-script phase, the
/// build plugin) paths are absolute, which is what Xcode needs to open the file.
public struct XcodeReporter: Reporter {
    public static let name = "xcode"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        result.findings.map { finding in
            let path = metadata.absoluteRoot.map { root in finding.location.file.hasPrefix("/") ? finding.location.file : root + "/" + finding.location.file }
                ?? finding.location.file
            return "\(Markup.oneLine("\(path):\(finding.location.line):\(finding.location.column)")): \(finding.severity.xcodeWord): \(Markup.oneLine(finding.message)) [\(finding.rule)]"
                + (finding.contexts.isEmpty ? "" : " (\(Markup.oneLine(finding.contexts.joined(separator: "; "))))") + "\n"
        }.joined()
    }
}
