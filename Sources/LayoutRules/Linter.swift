import LayoutGeometry
import LayoutModel

/// Runs the rules over measured scenes. Measuring is the pipeline's (the same for `lint`,
/// `report` and `inspect`); hiding findings is the suppression stage's.
public struct Linter: Sendable {
    public var rules: [any Rule]

    public init(rules: [any Rule]) {
        self.rules = rules
    }

    public var ruleIDs: Set<String> { Set(rules.map { $0.description.id }) }

    /// Settings of the document as a whole (`Rule.checkDocument`), by rule id.
    public func checkDocument(_ document: Document) -> [(rule: String, violation: Violation)] {
        rules.flatMap { rule in rule.checkDocument(document).map { (rule.description.id, $0) } }
    }

    /// Every rule on one scene measured in one environment. What the loader made to host the
    /// document (a lone cell's table, the containers around a pushed scene) is never the
    /// subject of a finding.
    /// `shownAs`: how the scene is shown in this environment, and where that came from.
    /// Rules about the screen's edges do not run on a child or a component.
    /// `matrix`: the devices and orientations the scene is checked on (by default, the
    /// measured device in its orientations).
    public func check(_ scene: PreparedScene, in document: Document, measured: MeasuredScene,
                      shownAs: String? = nil, matrix: CheckedMatrix? = nil, shownByCode: Bool = false,
                      evidence: [CodeEvidence] = []) -> [EnvironmentViolation] {
        var context = RuleContext(document: document, tree: scene.tree, measured: measured, constraintIndex: scene.constraints,
                                  matrix: matrix)
        context.isShownByCode = shownByCode
        let awayFromEdges = measured.environment.presentation.isPartOfScreen
        var violations: [EnvironmentViolation] = []
        for rule in rules where !(awayFromEdges && rule.description.needsScreen) {
            let id = rule.description.id
            for violation in rule.check(context) where !scene.synthesized.contains(violation.element) {
                violations.append(EnvironmentViolation(rule: id, violation: violation, scene: scene.scene.id,
                                                       sceneName: scene.scene.name, environment: measured.environment,
                                                       context: shownAs, contextAssumed: shownByCode && rule.description.needsScreen,
                                                       evidence: evidence))
            }
        }
        return violations
    }
}

/// A scene flattened once for every environment it is measured and checked in.
public struct PreparedScene: Sendable {
    public let scene: Scene
    public let tree: SceneTree
    let constraints: ConstraintIndex
    /// Ids of what the loader made (views, controllers, constraints).
    let synthesized: Set<String>

    public init(_ scene: Scene) {
        self.scene = scene
        tree = SceneTree(scene)
        constraints = ConstraintIndex(tree: tree)
        synthesized = Set(tree.views.filter(\.node.isSynthesized).map(\.node.id)
                          + tree.controllers.filter(\.node.isSynthesized).map(\.node.id)
                          + tree.controllers.flatMap(\.constraints).filter(\.isSynthesized).map(\.id))
    }
}

/// What checking one document produced, before suppression.
public struct DocumentCheck: Sendable {
    public struct SceneCheck: Sendable {
        public var violations: [EnvironmentViolation]
        public var disables: LintDisables

        public init(violations: [EnvironmentViolation], disables: LintDisables) {
            self.violations = violations
            self.disables = disables
        }
    }

    public var scenes: [SceneCheck]
    public var documentViolations: [(rule: String, violation: Violation)]
    /// The rules that ran: a `lint-disable` of a rule that did not run is not stale.
    public var rulesChecked: Set<String>

    public init(scenes: [SceneCheck], documentViolations: [(rule: String, violation: Violation)], rulesChecked: Set<String>) {
        self.scenes = scenes
        self.documentViolations = documentViolations
        self.rulesChecked = rulesChecked
    }
}
