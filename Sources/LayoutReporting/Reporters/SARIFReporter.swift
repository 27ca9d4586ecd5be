import Foundation
import LayoutModel
import LayoutRules

/// SARIF 2.1.0 for code scanning: one run, the rule catalog as the driver's rules (with the
/// rule page as help and its "Why" as the full description), one result per finding with its
/// environments as a property. Paths are relative to `%SRCROOT%`, the folder layout-lint ran
/// in (the repository root in CI), as GitHub code scanning resolves them.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    public init() {}

    /// The lines of the app's code the finding's context rests on: related locations, which
    /// code scanning links to.
    static func relatedLocations(_ finding: Finding) -> [(String, JSONValue)] {
        guard !finding.evidence.isEmpty else { return [] }
        return [("relatedLocations", .array(finding.evidence.enumerated().map { offset, line in
            .object([
                ("id", .int(offset + 1)),
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(uri(line.file))), ("uriBaseId", .string(sourceRoot))])),
                    ("region", .object([("startLine", .int(line.line))])),
                ])),
                ("message", .object([("text", .string(line.says))])),
            ])
        }))]
    }

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        let rules = RuleRegistry.all.map(\.description)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($0.element.id, $0.offset) })
        func level(_ severity: Severity) -> String {
            switch severity {
            case .error: return "error"
            case .warning: return "warning"
            case .info: return "note"
            }
        }
        let driver = JSONValue.object([
            ("name", .string(metadata.toolName)),
            ("version", .string(metadata.toolVersion)),
            ("semanticVersion", .string(metadata.toolVersion)),
            ("rules", .array(rules.map { rule in
                var members: [(String, JSONValue)] = [
                    ("id", .string(rule.id)),
                    ("name", .string(Self.pascalCase(rule.id))),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("fullDescription", .object([("text", .string(metadata.rulePages[rule.id].flatMap(Self.why) ?? rule.summary))])),
                    ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
                ]
                if let base = metadata.reportURL {
                    members.append(("helpUri", .string("\(base)/rules/\(rule.id).html")))
                }
                if let page = metadata.rulePages[rule.id] {
                    members.append(("help", .object([("text", .string(rule.summary)), ("markdown", .string(page))])))
                }
                members.append(("properties", .object([("category", .string(rule.category.rawValue)),
                                                       ("helpPage", .string("Rules/\(rule.id).md"))])))
                return .object(members)
            })),
        ])
        let results = result.findings.map { finding -> JSONValue in
            var members: [(String, JSONValue)] = [("ruleId", .string(finding.rule))]
            if let index = ruleIndex[finding.rule] { members.append(("ruleIndex", .int(index))) }
            members += [
                ("level", .string(level(finding.severity))),
                ("message", .object([("text", .string(finding.message))])),
                ("locations", .array([.object([
                    ("physicalLocation", .object([
                        ("artifactLocation", .object([("uri", .string(Self.uri(finding.path))), ("uriBaseId", .string(Self.sourceRoot))])),
                        ("region", .object([("startLine", .int(finding.location.line)),
                                            ("startColumn", .int(finding.location.column))])),
                    ])),
                    ("logicalLocations", .array([.object([("name", .string(finding.element)),
                                                          ("kind", .string("element"))])])),
                ])])),
            ]
            members += Self.relatedLocations(finding)
            members += [
                ("partialFingerprints", .object([("layoutLintElement/v1",
                                                  .string("\(finding.rule):\(finding.path):\(finding.element)"))])),
                ("properties", .object([("environments", .array(finding.environments.map { .string($0.label) })),
                                        ("contexts", .array(finding.contexts.map(JSONValue.string)))]
                                       + (finding.scene.map { [("scene", JSONValue.string($0))] } ?? [])
                                       + (finding.sceneName.map { [("sceneName", JSONValue.string($0))] } ?? []))),
            ]
            return .object(members)
        }
        let artifacts = result.inputs.map { input in
            JSONValue.object([("location", .object([("uri", .string(Self.uri(input.path))), ("uriBaseId", .string(Self.sourceRoot))]))])
        }
        return JSONValue.object([
            ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
            ("version", .string("2.1.0")),
            ("runs", .array([.object([
                ("tool", .object([("driver", driver)])),
                ("originalUriBaseIds", .object([(Self.sourceRoot, .object([
                    ("description", .object([("text", .string("The folder layout-lint ran in: paths are relative to it."))])),
                ]))])),
                ("artifacts", .array(artifacts)),
                ("results", .array(results)),
                ("invocations", .array([Self.invocation(result, metadata: metadata)])),
            ])])),
        ]).rendered()
    }

    /// How the run ended, as the command line's exit code says it. The command line itself is
    /// left out: it differs with how the tool is called (absolute paths, a subfolder) while
    /// the answer must not.
    static func invocation(_ result: LintResult, metadata: RunMetadata) -> JSONValue {
        let (code, description) = result.verdict(failOn: metadata.failOn)
        return .object([
            ("executionSuccessful", .bool(result.failedInputs == 0)),
            ("exitCode", .int(code)),
            ("exitCodeDescription", .string(description)),
            ("properties", .object([("failOn", .string(metadata.failOn.rawValue)),
                                    ("inputs", .int(result.inputs.count)),
                                    ("failedInputs", .int(result.failedInputs))])),
        ])
    }

    /// A relative path as a URI reference (spaces and other reserved characters escaped).
    static func uri(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            let scalar = Unicode.Scalar(byte)
            if scalar.properties.isAlphabetic && byte < 128 || (byte >= 48 && byte <= 57) || "-._~/".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    static let sourceRoot = "%SRCROOT%"

    /// The first paragraph of a rule page's "Why" section, on one line.
    static func why(_ page: String) -> String? {
        guard let start = page.range(of: "\n## Why\n") else { return nil }
        let rest = page[start.upperBound...].drop { $0 == "\n" }
        let paragraph = rest.prefix { _ in true }.components(separatedBy: "\n\n").first ?? ""
        let text = paragraph.split(separator: "\n").joined(separator: " ").trimmingCharacters(in: .whitespaces)
        return text.isEmpty || text.hasPrefix("#") ? nil : text
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
