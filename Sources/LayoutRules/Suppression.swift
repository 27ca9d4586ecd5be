import LayoutGeometry
import LayoutModel

/// Everything that hides findings, in one place: the documents' `lint-disable` attributes,
/// the configuration's `ignore` entries and the baseline, and the `unused-suppression`
/// findings for those that hid nothing. Severity is decided here too (`SeverityPolicy`),
/// as findings are made.
public struct SuppressionStage: Sendable {
    public let policy: SeverityPolicy
    public let ignores: [IgnoreEntry]
    public let baseline: Baseline?

    public init(configuration: Configuration, baseline: Baseline?) {
        policy = SeverityPolicy(configuration: configuration)
        ignores = configuration.ignores
        self.baseline = baseline
    }

    /// One document's findings: its violations without those its `lint-disable` attributes
    /// suppress, merged across environments, with its document-wide violations and the
    /// `lint-disable` entries that suppressed nothing.
    public func findings(of check: DocumentCheck, environments: [Environment]) -> (findings: [Finding], suppressed: Int) {
        var suppressed = 0
        var violations: [EnvironmentViolation] = []
        var unused: [Violation] = []
        for scene in check.scenes {
            var disables = scene.disables
            violations += scene.violations.filter { item in
                guard RuleRegistry.rule(id: item.rule)?.description.canBeDisabled ?? true,
                      disables.suppresses(rule: item.rule, element: item.violation.element) else { return true }
                suppressed += 1
                return false
            }
            unused += disables.unused(checked: check.rulesChecked)
        }
        violations = Self.withoutRestatedConcerns(violations)
        var findings = FindingMerger.merge(violations, environmentOrder: environments) { rule, violation in
            policy.severity(rule: rule, violation: violation)
        }
        findings += check.documentViolations.map { rule, violation in
            Finding(rule: rule, severity: policy.severity(rule: rule, violation: violation), message: violation.message,
                    location: violation.location, element: violation.element, scene: nil, environments: [])
        }
        if policy.isEnabled(UnusedSuppression.description.id) {
            findings += unused.map { violation in
                Finding(rule: UnusedSuppression.description.id,
                        severity: policy.severity(rule: UnusedSuppression.description.id, violation: violation),
                        message: violation.message, location: violation.location, element: violation.element,
                        scene: nil, environments: [])
            }
        }
        return (findings, suppressed)
    }

    /// Rules whose violation on a view, in an environment, says the same as another rule's
    /// there, and less: a view pinned to its superview's edge that reaches into the unsafe
    /// area is one concern, and `content-in-unsafe-area` says it with the depth and the pin;
    /// a control padded off the bottom edge is one concern, and `bottom-control-padding`
    /// says it with the talk's fix.
    public static let restated: [String: Restatement] = [
        EdgePinnedToSuperview.description.id: Restatement(by: ContentInUnsafeArea.description.id),
        ContentInUnsafeArea.description.id: Restatement(by: BottomControlPadding.description.id, edges: [.bottom]),
        // A list held a home indicator's height above the bottom: the constant is the cause.
        BackgroundNotFullBleed.description.id: Restatement(by: DeviceSpecificConstant.description.id),
    ]

    /// The rule that says a concern better, and the edges it speaks for where not all: a
    /// violation that also names another edge (the sides in landscape) says more, and stays.
    public struct Restatement: Sendable {
        public var by: String
        public var edges: Set<Edge>?
    }

    /// The violations without those another rule states better on the same view, scene and
    /// environment.
    static func withoutRestatedConcerns(_ violations: [EnvironmentViolation]) -> [EnvironmentViolation] {
        struct Key: Hashable { var rule: String; var element: String; var scene: String?; var environment: Environment }
        let present = Set(violations.map { Key(rule: $0.rule, element: $0.violation.element, scene: $0.scene, environment: $0.environment) })
        return violations.filter { item in
            guard let better = restated[item.rule] else { return true }
            if let edges = better.edges, !item.violation.overlaps.allSatisfy({ edges.contains($0.edge) }) { return true }
            return !present.contains(Key(rule: better.by, element: item.violation.element, scene: item.scene, environment: item.environment))
        }
    }

    /// The whole run's findings after the configuration's `ignore` entries (then reporting
    /// those that matched nothing) and the baseline (then listing its entries that no longer
    /// occur). Input errors are never hidden.
    public func finish(_ findings: [Finding], suppressed alreadySuppressed: Int) -> (findings: [Finding], fixed: [Baseline.Entry], suppressed: Int) {
        var suppressed = alreadySuppressed
        var usedIgnores = Set<Int>()
        var remaining = findings.filter { finding in
            guard finding.rule != InputError.description.id else { return true }
            for (index, entry) in ignores.enumerated()
            where entry.matches(rule: finding.rule, path: finding.path, element: finding.element) {
                usedIgnores.insert(index)
                suppressed += 1
                return false
            }
            return true
        }
        if policy.isEnabled(UnusedSuppression.description.id) {
            for (index, entry) in ignores.enumerated() where !usedIgnores.contains(index) {
                let what = [entry.rule.map { "rule \($0)" }, entry.path.map { "path \($0)" }, entry.element.map { "element \($0)" }]
                    .compactMap { $0 }.joined(separator: ", ")
                remaining.append(Finding(rule: UnusedSuppression.description.id,
                                         severity: policy.severity(rule: UnusedSuppression.description.id, violation: nil),
                                         message: "ignore entry (\(what)) matches nothing", location: entry.location,
                                         element: "ignore-\(entry.location.line)", scene: nil, environments: []))
            }
        }
        var fixed: [Baseline.Entry] = []
        if let baseline {
            let applied = baseline.apply(to: remaining)
            suppressed += remaining.count - applied.remaining.count
            remaining = applied.remaining
            fixed = applied.fixed
        }
        return (remaining.sorted(by: Finding.stableOrder), fixed, suppressed)
    }
}

/// The `lint-disable` attributes of a scene: each suppresses its rules for its element and
/// everything inside it (views, embedded controllers, the constraints of its blocks).
public struct LintDisables: Sendable {
    struct Entry: Sendable { var element: String; var rules: Set<String>; var location: SourceLocation }

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    /// Element id -> the ids of its suppressing ancestors (itself first).
    private var chains: [String: [String]] = [:]
    private var used = Set<String>()   // "element rule"

    public init(tree: SceneTree) {
        func add(_ id: String, _ rules: Set<String>, _ location: SourceLocation) {
            guard !rules.isEmpty, entries[id] == nil else { return }
            entries[id] = Entry(element: id, rules: rules, location: location)
            order.append(id)
        }
        for controller in tree.controllers {
            add(controller.node.id, controller.node.lintDisable, controller.node.location)
        }
        for view in tree.views {
            add(view.node.id, view.node.lintDisable, view.node.location)
        }
        // Chains: a view's ancestors, then its controller's chain; a controller's parents
        // (or the container view that embeds it).
        func controllerChain(_ index: Int) -> [String] {
            let controller = tree.controllers[index]
            if let parent = controller.parent {
                if let container = controller.containerView { return [controller.node.id] + viewChain(container) }
                return [controller.node.id] + controllerChain(parent)
            }
            return [controller.node.id]
        }
        func viewChain(_ index: Int) -> [String] {
            var ids: [String] = []
            var current: Int? = index
            var controller = tree.views[index].controller
            while let view = current {
                ids.append(tree.views[view].node.id)
                controller = tree.views[view].controller
                current = tree.views[view].parent
                if let parent = current, tree.views[parent].controller != controller { break }
            }
            return ids + controllerChain(controller)
        }
        for index in tree.controllers.indices { chains[tree.controllers[index].node.id] = controllerChain(index) }
        for index in tree.views.indices { chains[tree.views[index].node.id] = viewChain(index) }
        for controller in tree.controllers {
            for constraint in controller.constraints {
                chains[constraint.id] = [constraint.id] + (constraint.owner.flatMap { chains[$0] } ?? chains[controller.node.id] ?? [])
            }
        }
    }

    mutating func suppresses(rule: String, element: String) -> Bool {
        for id in chains[element] ?? [element] {
            if let entry = entries[id], entry.rules.contains(rule) {
                used.insert("\(id) \(rule)")
                return true
            }
        }
        return false
    }

    /// Entries that suppressed nothing, among the rules that ran (a disabled rule's entry is
    /// not stale, and `lint-disable="unused-suppression"` quiets its element's own reports).
    func unused(checked: Set<String>) -> [Violation] {
        var result: [Violation] = []
        for id in order {
            let entry = entries[id]!
            if chains[id]?.contains(where: { entries[$0]?.rules.contains(UnusedSuppression.description.id) == true }) == true { continue }
            for rule in entry.rules.sorted() where !used.contains("\(id) \(rule)") {
                if RuleRegistry.ids.contains(rule), !checked.contains(rule) { continue }
                let known = RuleRegistry.ids.contains(rule)
                result.append(Violation(element: id, location: entry.location, message: known
                    ? "lint-disable of \(rule) on \(id) suppresses nothing"
                    : "lint-disable on \(id) names unknown rule '\(rule)'" + (Suggestions.didYouMean(rule, in: RuleRegistry.ids).map { "; \($0)" } ?? "")))
            }
        }
        return result
    }
}

/// Severity is decided here and nowhere else: the rule's default (or, for a rule whose
/// default depends on what it measured, the occurrence's), then the configuration.
/// `--strict` and `--fail-on` decide what fails the run, not what a finding is.
public struct SeverityPolicy: Sendable {
    public var overrides: [String: Severity]
    public var disabled: Set<String>

    public init(configuration: Configuration) {
        overrides = configuration.severities
        disabled = configuration.disabledRules
    }

    public func severity(rule: String, violation: Violation?) -> Severity {
        if let configured = overrides[rule] { return configured }
        if let measured = violation?.severity { return measured }
        return RuleRegistry.rule(id: rule)?.description.defaultSeverity ?? .warning
    }

    public func isEnabled(_ rule: String) -> Bool {
        !disabled.contains(rule) || RuleRegistry.rule(id: rule)?.description.canBeDisabled == false
    }

    public var enabledRules: [any Rule] { RuleRegistry.all.filter { isEnabled($0.description.id) } }
}
