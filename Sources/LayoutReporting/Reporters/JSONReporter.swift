import LayoutModel
import LayoutRules

/// The machine-readable shape of CLI.md.
public struct JSONReporter: Reporter {
    public static let name = "json"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        JSONValue.object([
            ("version", .int(1)),
            ("tool", .object([("name", .string(metadata.toolName)), ("version", .string(metadata.toolVersion))])),
            ("inputs", .array(result.inputs.map { input in
                var fields: [(String, JSONValue)] = [("path", .string(input.path)), ("kind", input.kind.map { .string($0.rawValue) } ?? .null),
                                                     ("status", .string(input.status.rawValue))]
                if let project = input.project { fields.append(("project", .string(project.description))) }
                // Why an input was left out (a macOS document, one no target bundles).
                if input.status == .skipped, let reason = input.errors.first?.message { fields.append(("reason", .string(reason))) }
                return .object(fields)
            })),
            ("findings", .array(result.findings.map { finding in
                .object([
                    ("rule", .string(finding.rule)),
                    ("severity", .string(finding.severity.rawValue)),
                    ("message", .string(finding.message)),
                    ("path", .string(finding.path)),
                    ("line", .int(finding.location.line)),
                    ("column", .int(finding.location.column)),
                    ("element", .string(finding.element)),
                    ("scene", finding.scene.map(JSONValue.string) ?? .null),
                    ("sceneName", finding.sceneName.map(JSONValue.string) ?? .null),
                    ("environments", .array(finding.environments.map { .string($0.label) })),
                    ("contexts", .array(finding.contexts.map(JSONValue.string))),
                ] + (finding.evidence.isEmpty ? [] : [("evidence", .array(finding.evidence.map { line in
                    .object([("file", .string(line.file)), ("line", .int(line.line)), ("code", .string(line.code)), ("says", .string(line.says))])
                }))]))
            })),
            ("fixed", .array(result.fixed.map { entry in
                .object([("rule", .string(entry.rule)), ("path", .string(entry.path)), ("element", .string(entry.element)),
                         ("message", .string(entry.message))])
            })),
            ("summary", .object([
                ("inputs", .int(result.inputs.count)),
                ("failedInputs", .int(result.failedInputs)),
                ("errors", .int(result.count(.error))),
                ("warnings", .int(result.count(.warning))),
                ("infos", .int(result.count(.info))),
            ])),
        ]).rendered()
    }
}
