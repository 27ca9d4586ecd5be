import LayoutGeometry
import LayoutModel

/// Runs the rules over every scene of a document in every environment, applying the
/// document's own `lint-disable` attributes.
public struct Linter: Sendable {
    public var rules: [any Rule]
    public var engine: LayoutEngine

    public init(rules: [any Rule], engine: LayoutEngine = LayoutEngine()) {
        self.rules = rules
        self.engine = engine
    }

    public struct DocumentResult: Sendable {
        public var violations: [EnvironmentViolation] = []
        /// Violations of the document as a whole (`Rule.checkDocument`), by rule id.
        public var documentViolations: [(rule: String, violation: Violation)] = []
        /// `lint-disable` entries that suppressed nothing in any environment.
        public var unusedSuppressions: [Violation] = []
        public var suppressedCount = 0
        /// Every measurement, kept only when asked (the report draws them).
        public var measurements: [MeasuredScene] = []
    }

    public func check(_ document: Document, environments: [Environment], keepMeasurements: Bool = false) -> DocumentResult {
        var result = DocumentResult()
        for rule in rules {
            result.documentViolations += rule.checkDocument(document).map { (rule.description.id, $0) }
        }
        for scene in document.scenes {
            let tree = SceneTree(scene)
            let constraints = ConstraintIndex(tree: tree)
            let synthesized = Set(tree.views.filter(\.node.isSynthesized).map(\.node.id)
                                  + tree.controllers.filter(\.node.isSynthesized).map(\.node.id)
                                  + tree.controllers.flatMap(\.constraints).filter(\.isSynthesized).map(\.id))
            var disables = LintDisables(tree: tree)
            for environment in environments {
                guard let measured = try? engine.measure(tree, in: environment) else { continue }
                if keepMeasurements { result.measurements.append(measured) }
                let context = RuleContext(document: document, tree: tree, measured: measured, constraintIndex: constraints)
                for rule in rules {
                    let id = rule.description.id
                    for violation in rule.check(context) where !synthesized.contains(violation.element) {
                        if rule.description.canBeDisabled, disables.suppresses(rule: id, element: violation.element) {
                            result.suppressedCount += 1
                            continue
                        }
                        result.violations.append(EnvironmentViolation(rule: id, violation: violation, scene: scene.id, sceneName: scene.name,
                                                                      environment: environment))
                    }
                }
            }
            result.unusedSuppressions += disables.unused(checked: Set(rules.map { $0.description.id }))
        }
        return result
    }
}

/// The `lint-disable` attributes of a scene: each suppresses its rules for its element and
/// everything inside it (views, embedded controllers, the constraints of its blocks).
struct LintDisables {
    struct Entry { var element: String; var rules: Set<String>; var location: SourceLocation }

    private var entries: [String: Entry] = [:]
    private var order: [String] = []
    /// Element id -> the ids of its suppressing ancestors (itself first).
    private var chains: [String: [String]] = [:]
    private var used = Set<String>()   // "element rule"

    init(tree: SceneTree) {
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
