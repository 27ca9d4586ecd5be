import LayoutGeometry
import LayoutModel
import Yams

/// What makes a run fail: findings at or above this severity (`never`: none).
public enum FailOn: String, Sendable, Hashable, CaseIterable {
    case error, warning, info, never

    public func fails(_ severity: Severity) -> Bool {
        switch self {
        case .error: return severity >= .error
        case .warning: return severity >= .warning
        case .info: return true
        case .never: return false
        }
    }
}

/// A configuration `contexts` entry: what the code decides about where scenes are shown,
/// for the scenes it matches (by path glob, scene or storyboard identifier, custom class).
public struct ContextEntry: Sendable, Hashable {
    public enum Container: String, Sendable, Hashable, CaseIterable {
        case navigation, tabBar
    }

    /// A path or glob of the documents it applies to.
    public var path: String?
    /// A scene's id, storyboard identifier or name.
    public var scene: String?
    /// The custom class of a scene's view controller (or a xib's File's Owner).
    public var className: String?
    public var orientations: [Orientation]?
    public var families: [Idiom]?
    public var presentation: Presentation?
    /// The size a popover's content or a child is laid out at.
    public var size: Size?
    public var container: Container?
    /// The edges the controller's view extends under bars (`edgesForExtendedLayout`), as
    /// code sets them: `[]` lays the view out below a navigation bar, not under it.
    public var extendedEdges: Set<Edge>?
    /// Views the code lays out itself, by outlet property, element id or user label.
    public var placedByCode: [String]?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }

    /// What it says, for the report: `.layout-lint.yml:12`.
    public var source: String { "\(location.file):\(location.line)" }
}

/// A configuration `ignore` entry: suppresses findings matching every field it gives.
public struct IgnoreEntry: Sendable, Hashable {
    public var rule: String?
    /// A path relative to the working directory, or a glob (`*`, `**`).
    public var path: String?
    public var element: String?
    public var location: SourceLocation

    public init(rule: String? = nil, path: String? = nil, element: String? = nil, location: SourceLocation) {
        self.rule = rule
        self.path = path
        self.element = element
        self.location = location
    }

    public func matches(rule: String, path: String, element: String) -> Bool {
        if let wantedRule = self.rule, wantedRule != rule { return false }
        if let pattern = self.path, !Glob.matches(pattern, path) { return false }
        if let wantedElement = self.element, wantedElement != element { return false }
        return true
    }
}

/// The configuration's matrix section (each key narrows one axis; `all` means every device).
public struct MatrixConfiguration: Sendable, Hashable {
    public var allDevices = false
    public var devices: [String]?
    public var orientations: [Orientation]?
    public var contentSizes: [ContentSizeCategory]?
    public var directions: [LayoutDirection]?
    public var windows: [WindowMode]?

    public func apply(to base: EnvironmentMatrix, catalog: DeviceCatalog) -> EnvironmentMatrix {
        var matrix = base
        if allDevices { matrix.devices = catalog.names }
        if let devices { matrix.devices = devices }
        if let orientations { matrix.orientations = orientations }
        if let contentSizes { matrix.contentSizes = contentSizes }
        if let directions { matrix.directions = directions }
        if let windows { matrix.windows = windows }
        return matrix
    }
}

/// `.layout-lint.yml`, read with Yams; every key of CLI.md.
public struct Configuration: Sendable {
    public var included: [String] = []
    public var excluded: [String] = []
    public var matrix = MatrixConfiguration()
    public var disabledRules: Set<String> = []
    public var severities: [String: Severity] = [:]
    public var ignores: [IgnoreEntry] = []
    /// Where scenes are shown, for what only the code says (see `ContextEntry`).
    public var contexts: [ContextEntry] = []
    public var failOn: FailOn?
    public var baseline: String?
    public var reporters: [String] = []
    /// The site's folder, relative to the configuration's folder (see `outputFolder`).
    public var output: String?
    /// Where the report site is published (`report-url`): rule links in SARIF point there.
    public var reportURL: String?
    /// Where the linted files can be browsed (`repository-url`, such as a repository's
    /// `https://github.com/o/app/blob/main`): the report links each line of code a finding
    /// rests on there, by its path from the configuration's folder.
    public var repositoryURL: String?
    /// Where it was read from (nil for the defaults).
    public var path: String?

    public init() {}

    /// `output` as a path from the working directory: inside the configuration's folder.
    public var outputFolder: String? {
        guard let output else { return nil }
        guard let folder, folder != "." else { return output }
        return folder.hasSuffix("/") ? folder + output : folder + "/" + output
    }

    /// The folder the configuration was read from, whose paths it names (nil for the defaults).
    public var folder: String? {
        guard let path else { return nil }
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    public static let fileName = ".layout-lint.yml"
    public static let keys = ["included", "excluded", "matrix", "rules", "contexts", "fail-on", "baseline", "reporters", "output", "report-url", "repository-url"]
    static let contextKeys = ["path", "scene", "class", "orientations", "devices", "presentation", "size", "container", "extendedEdges", "placedByCode"]
    static let matrixKeys = ["devices", "orientations", "contentSizes", "directions", "windows"]
    static let rulesKeys = ["disabled", "severity", "ignore"]
    static let ignoreKeys = ["rule", "path", "element"]
    public static let reporterNames = ["xcode", "json", "sarif", "junit", "github", "checkstyle", "markdown", "summary"]

    /// Parses a configuration; every problem is a located error with the closest valid name.
    public static func parse(_ text: String, path: String, catalog: DeviceCatalog = .standard) -> Result<Configuration, LoadFailure> {
        var reader = ConfigurationReader(path: path, catalog: catalog)
        let configuration = reader.read(text)
        if !reader.errors.isEmpty { return .failure(LoadFailure(reader.errors)) }
        return .success(configuration)
    }
}

/// Reads and checks the YAML tree, collecting located errors.
private struct ConfigurationReader {
    let path: String
    let catalog: DeviceCatalog
    var errors: [LoadError] = []

    init(path: String, catalog: DeviceCatalog) {
        self.path = path
        self.catalog = catalog
    }

    private mutating func fail(_ message: String, _ node: Node?) {
        let mark = node?.mark
        errors.append(LoadError(message, at: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)))
    }

    private func unknown(_ name: String, expected: [String]) -> String {
        if let hint = Suggestions.didYouMean(name, in: expected) { return hint }
        return "expected one of: " + expected.joined(separator: ", ")
    }

    mutating func read(_ text: String) -> Configuration {
        var configuration = Configuration()
        configuration.path = path
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            errors.append(yamlError(error))
            return configuration
        } catch {
            fail("is not valid YAML: \(error)", nil)
            return configuration
        }
        guard let root else { return configuration }          // an empty file is the defaults
        guard case .mapping(let mapping) = root else {
            fail("the configuration must be a mapping of keys (\(Configuration.keys.joined(separator: ", ")))", root)
            return configuration
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "included": configuration.included = strings(value, key: key) ?? []
            case "excluded": configuration.excluded = strings(value, key: key) ?? []
            case "matrix": configuration.matrix = matrix(value)
            case "rules": readRules(value, into: &configuration)
            case "contexts": configuration.contexts = contexts(value)
            case "fail-on":
                if let name = scalar(value, key: key) {
                    if let failOn = FailOn(rawValue: name) { configuration.failOn = failOn }
                    else { fail("'fail-on' is '\(name)'; \(unknown(name, expected: FailOn.allCases.map(\.rawValue)))", value) }
                }
            case "baseline": configuration.baseline = scalar(value, key: key)
            case "report-url":
                configuration.reportURL = address(value, key: key, of: "the report site is published, such as https://example.github.io/app/layout")
            case "repository-url":
                configuration.repositoryURL = address(value, key: key, of: "the files are browsed, such as https://github.com/example/app/blob/main")
            case "output":
                // The configuration belongs to the repository being linted: its site stays
                // inside the repository, below the configuration's folder.
                if let output = scalar(value, key: key) {
                    if output.isEmpty || output.hasPrefix("/") || output.hasPrefix("~") || output.split(separator: "/").contains("..") {
                        fail("'output' is '\(output)'; expected a folder inside the configuration's folder (a relative path without '..'), such as site", value)
                    } else {
                        configuration.output = output
                    }
                }
            case "reporters":
                let list = strings(value, key: key) ?? []
                for (offset, reporter) in list.enumerated() {
                    let name = String(reporter.split(separator: ":", maxSplits: 1).first ?? "")
                    if !Configuration.reporterNames.contains(name) {
                        fail("unknown reporter '\(name)'; \(unknown(name, expected: Configuration.reporterNames))", element(value, offset))
                    }
                }
                configuration.reporters = list
            default:
                fail("unknown key '\(key)'; \(unknown(key, expected: Configuration.keys))", keyNode)
            }
        }
        return configuration
    }

    private func yamlError(_ error: YamlError) -> LoadError {
        // Yams reports scanner and parser problems with a mark in their description: keep its words.
        var line = 1, column = 1
        let text = "\(error)"
        if let range = text.range(of: #"(\d+):(\d+)"#, options: .regularExpression) {
            let parts = text[range].split(separator: ":")
            line = Int(parts[0]) ?? 1
            column = Int(parts[1]) ?? 1
        }
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? text
        return LoadError("is not valid YAML: \(firstLine)", at: SourceLocation(file: path, line: line, column: column))
    }

    private mutating func scalar(_ node: Node, key: String) -> String? {
        guard case .scalar(let scalar) = node else {
            fail("'\(key)' must be a single value", node)
            return nil
        }
        return scalar.string
    }

    /// An http(s) address, without its trailing slash; `of` says what it is the address of.
    private mutating func address(_ node: Node, key: String, of what: String) -> String? {
        guard let url = scalar(node, key: key) else { return nil }
        guard url.hasPrefix("https://") || url.hasPrefix("http://") else {
            fail("'\(key)' is '\(url)'; expected the http(s) address where \(what)", node)
            return nil
        }
        return url.hasSuffix("/") ? String(url.dropLast()) : url
    }

    private mutating func strings(_ node: Node, key: String) -> [String]? {
        switch node {
        case .sequence(let sequence):
            var result: [String] = []
            for item in sequence {
                guard case .scalar(let scalar) = item else {
                    fail("'\(key)' must be a list of names", item)
                    continue
                }
                result.append(scalar.string)
            }
            return result
        case .scalar(let scalar):
            return [scalar.string]
        default:
            fail("'\(key)' must be a list, such as [a, b]", node)
            return nil
        }
    }

    private func element(_ node: Node, _ offset: Int) -> Node? {
        if case .sequence(let sequence) = node, offset < sequence.count { return sequence[offset] }
        return node
    }

    private mutating func matrix(_ node: Node) -> MatrixConfiguration {
        var matrix = MatrixConfiguration()
        if case .scalar(let scalar) = node {
            if scalar.string == "all" { matrix.allDevices = true }
            else { fail("'matrix' is '\(scalar.string)'; expected 'all' or a mapping of \(Configuration.matrixKeys.joined(separator: ", "))", node) }
            return matrix
        }
        guard case .mapping(let mapping) = node else {
            fail("'matrix' must be 'all' or a mapping of \(Configuration.matrixKeys.joined(separator: ", "))", node)
            return matrix
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "devices":
                if case .scalar(let scalar) = value, scalar.string == "all" {
                    matrix.allDevices = true
                    continue
                }
                var devices: [String] = []
                for (offset, name) in (strings(value, key: "matrix.devices") ?? []).enumerated() {
                    if let device = catalog.device(named: name) { devices.append(device.name) }
                    else {
                        let closest = catalog.closestNames(to: name)
                        fail("unknown device '\(name)'" + (closest.isEmpty ? "; see `layout-lint devices`"
                            : "; closest known names: " + closest.map { "'\($0)'" }.joined(separator: ", ")), element(value, offset))
                    }
                }
                matrix.devices = devices
            case "orientations":
                matrix.orientations = enumList(value, key: "matrix.orientations", Orientation.allCases.map(\.rawValue)) { Orientation(rawValue: $0) }
            case "contentSizes":
                matrix.contentSizes = enumList(value, key: "matrix.contentSizes", ContentSizeCategory.allCases.map(\.shortName)) { ContentSizeCategory(name: $0) }
            case "directions":
                matrix.directions = enumList(value, key: "matrix.directions", LayoutDirection.allCases.map(\.rawValue)) { LayoutDirection(rawValue: $0) }
            case "windows":
                matrix.windows = enumList(value, key: "matrix.windows", WindowMode.allCases.map(\.rawValue)) { WindowMode(rawValue: $0) }
            default:
                fail("unknown key 'matrix.\(key)'; \(unknown(key, expected: Configuration.matrixKeys))", keyNode)
            }
        }
        return matrix
    }

    // MARK: contexts

    static let presentationNames: [String: Presentation] = [
        "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "popover": .popover,
        "child": .child, "component": .component, "fullWidth": .fullWidth,
        "fullWidthTop": .fullWidthTop, "fullWidthBottom": .fullWidthBottom,
    ]
    static let familyNames: [String: Idiom] = ["iPhone": .phone, "iPad": .pad]

    private mutating func contexts(_ node: Node) -> [ContextEntry] {
        guard case .sequence(let sequence) = node else {
            fail("'contexts' must be a list of entries such as { class: LoginViewController, orientations: [portrait] }", node)
            return []
        }
        return sequence.compactMap { contextEntry($0) }
    }

    private mutating func contextEntry(_ node: Node) -> ContextEntry? {
        guard case .mapping(let mapping) = node else {
            fail("a context entry must be a mapping such as { path: App/Login.storyboard, presentation: formSheet }", node)
            return nil
        }
        var entry = ContextEntry(location: SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1))
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "path": entry.path = scalar(value, key: "contexts.path")
            case "scene": entry.scene = scalar(value, key: "contexts.scene")
            case "class": entry.className = scalar(value, key: "contexts.class")
            case "orientations":
                entry.orientations = enumList(value, key: "contexts.orientations", Orientation.allCases.map(\.rawValue)) { Orientation(rawValue: $0) }
            case "devices":
                entry.families = enumList(value, key: "contexts.devices", Self.familyNames.keys.sorted()) { Self.familyNames[$0] }
            case "presentation":
                if let name = scalar(value, key: "contexts.presentation") {
                    if let presentation = Self.presentationNames[name] { entry.presentation = presentation }
                    else { fail("'contexts.presentation' is '\(name)'; \(unknown(name, expected: Self.presentationNames.keys.sorted()))", value) }
                }
            case "size": entry.size = size(value)
            case "container":
                if let name = scalar(value, key: "contexts.container") {
                    if let container = ContextEntry.Container(rawValue: name) { entry.container = container }
                    else { fail("'contexts.container' is '\(name)'; \(unknown(name, expected: ContextEntry.Container.allCases.map(\.rawValue)))", value) }
                }
            case "extendedEdges":
                entry.extendedEdges = enumList(value, key: "contexts.extendedEdges", Edge.allCases.map(\.rawValue)) { Edge(rawValue: $0) }.map(Set.init)
            case "placedByCode":
                entry.placedByCode = strings(value, key: "contexts.placedByCode")
            default:
                fail("unknown key 'contexts.\(key)'; \(unknown(key, expected: Configuration.contextKeys))", keyNode)
            }
        }
        if entry.path == nil, entry.scene == nil, entry.className == nil {
            fail("a context entry needs what it applies to: path, scene or class", node)
        }
        if entry.orientations == nil, entry.families == nil, entry.presentation == nil, entry.container == nil, entry.size == nil,
           entry.extendedEdges == nil, entry.placedByCode == nil {
            fail("a context entry needs what it says: orientations, devices, presentation, size, container, extendedEdges or placedByCode", node)
        }
        return entry
    }

    /// `{ width: 320, height: 400 }`.
    private mutating func size(_ node: Node) -> Size? {
        guard case .mapping(let mapping) = node else {
            fail("'contexts.size' must be a mapping such as { width: 320, height: 400 }", node)
            return nil
        }
        var width: Double?, height: Double?
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            guard key == "width" || key == "height" else {
                fail("unknown key 'contexts.size.\(key)'; \(unknown(key, expected: ["width", "height"]))", keyNode)
                continue
            }
            guard let text = scalar(value, key: "contexts.size.\(key)"), let number = Double(text), number.isFinite, number > 0, number <= 10_000 else {
                fail("'contexts.size.\(key)' must be a number of points from 1 to 10000", value)
                continue
            }
            if key == "width" { width = number } else { height = number }
        }
        guard let width, let height else {
            fail("'contexts.size' needs both width and height", node)
            return nil
        }
        return Size(width: width, height: height)
    }

    private mutating func enumList<T>(_ node: Node, key: String, _ names: [String], _ make: (String) -> T?) -> [T]? {
        var result: [T] = []
        for (offset, name) in (strings(node, key: key) ?? []).enumerated() {
            if let value = make(name) { result.append(value) }
            else { fail("'\(key)' has '\(name)'; \(unknown(name, expected: names))", element(node, offset)) }
        }
        return result
    }

    private mutating func ruleID(_ name: String, _ node: Node?) -> String? {
        if RuleRegistry.ids.contains(name) { return name }
        fail("unknown rule '\(name)'; \(unknown(name, expected: RuleRegistry.ids))", node)
        return nil
    }

    private mutating func readRules(_ node: Node, into configuration: inout Configuration) {
        guard case .mapping(let mapping) = node else {
            fail("'rules' must be a mapping of \(Configuration.rulesKeys.joined(separator: ", "))", node)
            return
        }
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "disabled":
                for (offset, name) in (strings(value, key: "rules.disabled") ?? []).enumerated() {
                    guard let id = ruleID(name, element(value, offset)) else { continue }
                    if RuleRegistry.rule(id: id)?.description.canBeDisabled == false {
                        fail("rule '\(id)' cannot be disabled", element(value, offset))
                    } else {
                        configuration.disabledRules.insert(id)
                    }
                }
            case "severity":
                guard case .mapping(let severities) = value else {
                    fail("'rules.severity' must be a mapping of rule id to error, warning or info", value)
                    continue
                }
                for (ruleNode, severityNode) in severities {
                    guard let id = ruleID(ruleNode.string ?? "", ruleNode) else { continue }
                    if RuleRegistry.rule(id: id)?.description.canBeDisabled == false {
                        fail("the severity of '\(id)' cannot be changed; expected a rule that can be configured", ruleNode)
                        continue
                    }
                    let name = severityNode.string ?? ""
                    if let severity = Severity(rawValue: name) { configuration.severities[id] = severity }
                    else { fail("severity of '\(id)' is '\(name)'; \(unknown(name, expected: Severity.allCases.reversed().map(\.rawValue)))", severityNode) }
                }
            case "ignore":
                guard case .sequence(let entries) = value else {
                    fail("'rules.ignore' must be a list of { rule, path, element } entries", value)
                    continue
                }
                for entry in entries {
                    guard case .mapping(let fields) = entry else {
                        fail("an ignore entry must be a mapping such as { rule: content-in-unsafe-area, path: App/Main.storyboard, element: abc-12-xyz }", entry)
                        continue
                    }
                    let mark = entry.mark
                    var ignore = IgnoreEntry(location: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1))
                    for (fieldNode, fieldValue) in fields {
                        let field = fieldNode.string ?? ""
                        switch field {
                        case "rule":
                            ignore.rule = fieldValue.string.flatMap { ruleID($0, fieldValue) }
                            if let rule = ignore.rule, RuleRegistry.rule(id: rule)?.description.canBeDisabled == false {
                                fail("'\(rule)' cannot be ignored; fix the input instead", fieldValue)
                            }
                        case "path": ignore.path = fieldValue.string
                        case "element": ignore.element = fieldValue.string
                        default: fail("unknown key '\(field)' in an ignore entry; \(unknown(field, expected: Configuration.ignoreKeys))", fieldNode)
                        }
                    }
                    if ignore.rule == nil, ignore.path == nil, ignore.element == nil {
                        fail("an ignore entry needs at least one of rule, path, element", entry)
                    } else {
                        configuration.ignores.append(ignore)
                    }
                }
            default:
                fail("unknown key 'rules.\(key)'; \(unknown(key, expected: Configuration.rulesKeys))", keyNode)
            }
        }
    }
}

/// Path globs for `excluded` and `ignore`: `*` within a folder, `**` across folders; a
/// pattern without a wildcard matches the path itself and everything below it.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let pattern = normalize(pattern), path = normalize(path)
        if !pattern.contains("*") { return path == pattern || path.hasPrefix(pattern + "/") }
        var matcher = Matcher(pattern: Array(pattern), path: Array(path))
        return matcher.match(0, 0)
    }

    public static func normalize(_ path: String) -> String {
        var text = path
        while text.hasPrefix("./") { text.removeFirst(2) }
        while text.hasSuffix("/") && text.count > 1 { text.removeLast() }
        return text
    }

    /// Backtracking with each (pattern position, path position) decided once: a pattern
    /// of many stars cannot take exponential time.
    private struct Matcher {
        let p: [Character], s: [Character]
        /// 0 unknown, 1 matches, 2 does not.
        var memo: [UInt8]

        init(pattern: [Character], path: [Character]) {
            p = pattern
            s = path
            memo = [UInt8](repeating: 0, count: (pattern.count + 1) * (path.count + 1))
        }

        mutating func match(_ i: Int, _ j: Int) -> Bool {
            let slot = i * (s.count + 1) + j
            if memo[slot] != 0 { return memo[slot] == 1 }
            let result = compute(i, j)
            memo[slot] = result ? 1 : 2
            return result
        }

        private mutating func compute(_ i: Int, _ j: Int) -> Bool {
            if i == p.count { return j == s.count }
            if p[i] == "*" {
                let doubleStar = i + 1 < p.count && p[i + 1] == "*"
                let next = doubleStar ? i + 2 : i + 1
                var k = j
                while true {
                    if match(next, k) { return true }
                    if k == s.count || (!doubleStar && s[k] == "/") { return false }
                    k += 1
                }
            }
            guard j < s.count, p[i] == s[j] || p[i] == "?" else { return false }
            return match(i + 1, j + 1)
        }
    }
}
