import LayoutModel
import LayoutRules

/// What a reporter knows besides the findings: nothing from the clock or the file system,
/// so the same run gives the same bytes.
public struct RunMetadata: Sendable {
    public var toolName = "layout-lint"
    public var toolVersion: String
    public var failOn: FailOn
    /// Rule pages (`Rules/<id>.md`) by rule id, for reporters that carry help text.
    public var rulePages: [String: String]
    /// Where the report site is published, if it is: SARIF's `helpUri` links each rule's page there.
    public var reportURL: String?
    /// Where the linted files are browsed, if they are: the report links lines of code there.
    public var repositoryURL: String?
    /// For an IDE: the folder relative paths start from, so the xcode reporter prints them absolute.
    public var absoluteRoot: String?

    public init(toolVersion: String, failOn: FailOn = .error, rulePages: [String: String] = [:]) {
        self.toolVersion = toolVersion
        self.failOn = failOn
        self.rulePages = rulePages
    }
}

/// A reporter turns a run into text: a pure function of the result and the metadata.
public protocol Reporter: Sendable {
    static var name: String { get }
    func render(_ result: LintResult, metadata: RunMetadata) -> String
}

public enum Reporters {
    public static let all: [any Reporter] = [
        XcodeReporter(), JSONReporter(), SARIFReporter(), JUnitReporter(), GitHubReporter(),
        CheckstyleReporter(), MarkdownReporter(), SummaryReporter(),
    ]

    public static var names: [String] { all.map { type(of: $0).name } }

    public static func reporter(named name: String) -> (any Reporter)? {
        all.first { type(of: $0).name == name }
    }
}

/// Escaping for XML and HTML text and attribute values.
public enum Markup {
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default:
                // Characters XML 1.0 does not allow are dropped rather than breaking the document.
                let value = scalar.value
                if value < 0x20 && value != 0x9 && value != 0xA && value != 0xD { continue }
                if value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension Markup {
    /// For attribute values: line breaks and tabs as character references, which XML
    /// parsers would otherwise normalise to spaces.
    public static func escapeAttribute(_ text: String) -> String {
        escape(text).replacingOccurrences(of: "\n", with: "&#10;").replacingOccurrences(of: "\r", with: "&#13;")
            .replacingOccurrences(of: "\t", with: "&#9;")
    }

    /// One line: line breaks become spaces (for line-oriented formats).
    public static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }
}

extension Severity {
    /// The word Xcode, SARIF and checkstyle use.
    var xcodeWord: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}
