import LayoutModel

/// One finding per rule and element, listing every environment where it holds.
public struct Finding: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    /// The message of the worst environment: the finding's severity, then the largest
    /// magnitude, then the first in matrix order.
    public var message: String
    public var location: SourceLocation
    public var element: String
    /// The scene (storyboard scene, or the fixture's root controller) it belongs to.
    public var scene: String?
    /// The scene's human name (storyboard identifier, class, user label or the scene's
    /// comment in the document outline), to find it in Xcode.
    public var sceneName: String?
    /// Where it occurs, in matrix order (empty for findings about a whole input or the run).
    public var environments: [Environment]
    /// The message in each environment, in the same order (numbers differ by device).
    public var messages: [String]
    /// The overlaps into the unsafe area each environment's message quotes, in the same order
    /// (empty for rules that quote none).
    public var overlaps: [[EdgeOverlap]] = []
    /// How the scene was shown where it occurs, and where that came from (`as a form sheet:
    /// presentation segue at Main.storyboard:120`), then what the app's project says
    /// (`iPhone only: App.xcodeproj (target App)`).
    public var contexts: [String] = []
    /// The lines of the app's code its contexts rest on (file, line, the line, what it says).
    public var evidence: [CodeEvidence] = []

    public init(rule: String, severity: Severity, message: String, location: SourceLocation, element: String,
                scene: String?, sceneName: String? = nil, environments: [Environment], messages: [String]? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.element = element
        self.scene = scene
        self.sceneName = sceneName
        self.environments = environments
        self.messages = messages ?? environments.map { _ in message }
    }

    public var path: String { location.file }

    /// Findings sort by path, line, column, rule, then element.
    public static func stableOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.element < b.element
    }
}

/// A violation in one environment, before merging.
public struct EnvironmentViolation: Sendable, Hashable {
    public var rule: String
    public var violation: Violation
    public var scene: String?
    public var sceneName: String?
    public var environment: Environment
    /// How the scene was shown here, and where that came from.
    public var context: String?
    /// Nothing (document, project or code) says how the screen is shown, and the rule's
    /// concern depends on it: the finding is a warning at most.
    public var contextAssumed = false
    /// The lines of the app's code the context rests on.
    public var evidence: [CodeEvidence] = []
}

/// Merges per-environment violations into findings: one per (rule, file, scene, element),
/// environments in the order of the run's environment list.
public enum FindingMerger {
    public static func merge(_ violations: [EnvironmentViolation], environmentOrder: [Environment],
                             severity: (String, Violation) -> Severity) -> [Finding] {
        var position: [Environment: Int] = [:]
        for (offset, environment) in environmentOrder.enumerated() where position[environment] == nil {
            position[environment] = offset
        }
        struct Key: Hashable { var rule: String; var file: String; var scene: String?; var element: String }
        var groups: [Key: [EnvironmentViolation]] = [:]
        var keys: [Key] = []
        for item in violations {
            let key = Key(rule: item.rule, file: item.violation.location.file, scene: item.scene, element: item.violation.element)
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(item)
        }
        var findings: [Finding] = []
        for key in keys {
            var items = groups[key]!
            items.sort { (position[$0.environment] ?? Int.max, $0.environment) < (position[$1.environment] ?? Int.max, $1.environment) }
            var seen = Set<Environment>()
            items = items.filter { seen.insert($0.environment).inserted }
            // Where how the screen is shown was assumed, the tool cannot know the problem shows.
            let severities = items.map { $0.contextAssumed ? min(severity(key.rule, $0.violation), .warning) : severity(key.rule, $0.violation) }
            let worst = severities.max() ?? .warning
            // The message of the worst environment: the worst severity, so that words and level
            // agree, then the largest magnitude (the first in matrix order on a tie).
            var first = items[severities.firstIndex(of: worst) ?? 0]
            for (item, itemSeverity) in zip(items, severities) where itemSeverity == worst {
                if (item.violation.magnitude ?? 0) > (first.violation.magnitude ?? 0) { first = item }
            }
            // Where the numbers differ by environment, say which one the message quotes.
            var message = first.violation.message
            if Set(items.map(\.violation.message)).count > 1 {
                message += first.violation.magnitude == nil ? " (on \(first.environment.shortLabel))"
                    : " (at worst, on \(first.environment.shortLabel))"
            }
            var finding = Finding(
                rule: key.rule, severity: worst, message: message,
                location: items.map(\.violation.location).min()!, element: key.element, scene: key.scene,
                sceneName: first.sceneName, environments: items.map(\.environment), messages: items.map(\.violation.message))
            if items.contains(where: { !$0.violation.overlaps.isEmpty }) { finding.overlaps = items.map(\.violation.overlaps) }
            var seenContexts = Set<String>()
            finding.contexts = items.compactMap(\.context).filter { seenContexts.insert($0).inserted }
            var seenEvidence = Set<CodeEvidence>()
            finding.evidence = items.flatMap(\.evidence).filter { seenEvidence.insert($0).inserted }
            findings.append(finding)
        }
        return findings.sorted(by: Finding.stableOrder)
    }
}
