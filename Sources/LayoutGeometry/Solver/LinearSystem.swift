import LayoutModel

/// A set of linear constraints with UIKit priorities, solved offline the way Auto Layout would.
///
/// A value type that only records what it is given; `solve()` builds a fresh Cassowary tableau
/// (`SimplexSolver`) each time, so a system can be copied, extended and solved again freely.
public struct LinearSystem: Sendable, CustomDebugStringConvertible {
    private struct StoredConstraint: Sendable {
        /// Range in `termVariables` / `termCoefficients` of `lhs - rhs`.
        var terms: Range<Int>
        /// Constant of `lhs - rhs`: the constraint is `terms + constant RELATION 0`.
        var constant: Double
        var relation: Relation
        var priority: Double
        var tag: Int
    }

    /// Debugging names of the unknowns (nil for one made without a name).
    private var names: [String?] = []
    private var constraints: [StoredConstraint] = []
    // Terms of every constraint in one flat pair of arrays: copying a system stays cheap.
    private var termVariables: [Int] = []
    private var termCoefficients: [Double] = []
    private var ignoredTags: [Int] = []

    public init() {}

    public var variableCount: Int { names.count }
    public var constraintCount: Int { constraints.count }

    /// Creates an unknown without a name (its id stands for it in descriptions): what a
    /// scene's layout makes thousands of times, so it costs no string.
    public mutating func makeVariable() -> SolverVariable {
        names.append(nil)
        return SolverVariable(id: names.count - 1)
    }

    /// Creates an unknown. `name` is for debugging and error descriptions.
    public mutating func makeVariable(_ name: String) -> SolverVariable {
        names.append(name)
        return SolverVariable(id: names.count - 1)
    }

    public func name(of variable: SolverVariable) -> String {
        (names.indices.contains(variable.id) ? names[variable.id] : nil) ?? variable.description
    }

    /// lhs RELATION rhs at a priority: >= 1000 is required; 1...999 optional (like UIKit's
    /// UILayoutPriority; a NaN priority counts as 1). `tag` is the caller's id for the
    /// constraint (reported back in conflicts). A constraint with a non-finite coefficient or
    /// constant is left out and its tag reported in `LinearSolution.ignoredTags`.
    public mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                             priority: Double, tag: Int) {
        let constant = lhs.constant - rhs.constant
        let isFinite = constant.isFinite
            && Self.allFinite(lhs) && Self.allFinite(rhs)
        guard isFinite else {
            ignoredTags.append(tag)
            return
        }
        let start = termVariables.count
        lhs.forEachTerm { appendTerm($0, $1) }
        rhs.forEachTerm { appendTerm($0, -$1) }
        constraints.append(StoredConstraint(terms: start..<termVariables.count, constant: constant,
                                            relation: relation, priority: priority.isNaN ? 1 : priority,
                                            tag: tag))
    }

    private static func allFinite(_ expression: LinearExpression) -> Bool {
        var finite = true
        expression.forEachTerm { _, coefficient in finite = finite && coefficient.isFinite }
        return finite
    }

    private mutating func appendTerm(_ variable: SolverVariable, _ coefficient: Double) {
        // A variable made by another system still gets a slot (and a made-up name).
        while names.count <= variable.id { names.append(nil) }
        termVariables.append(variable.id)
        termCoefficients.append(coefficient)
    }

    public func solve() -> LinearSolution { solve(pivotLimit: defaultPivotLimit) }

    /// `solve()` with a caller-chosen iteration guard (total simplex pivots, phase one
    /// included). When it is reached the solver stops, `converged` is false and values,
    /// conflicts and ambiguity are best effort. The default is generous; a tighter one bounds the
    /// time spent on a pathological scene.
    public func solve(pivotLimit: Int) -> LinearSolution {
        let solver = tableau(pivotLimit: pivotLimit)
        return solution(of: solver)
    }

    /// The Cassowary tableau of the whole system, solved.
    func tableau(pivotLimit: Int) -> SimplexSolver {
        // Levels of the symbolic weights: the distinct optional priorities, strongest first.
        // Sorting an array (not iterating a Set) keeps the order the same in every process.
        var optionalPriorities = constraints.map(\.priority).filter { $0 < SimplexSolver.requiredPriority }
        optionalPriorities.sort(by: >)
        var levels: [Double] = []
        for priority in optionalPriorities where levels.last != priority { levels.append(priority) }

        var solver = SimplexSolver(externalCount: names.count, expectedConstraints: constraints.count,
                                   optionalPriorities: levels,
                                   pivotBudget: max(pivotLimit, 0))
        for constraint in constraints {
            solver.addConstraint(symbols: termVariables[constraint.terms],
                                 coefficients: termCoefficients[constraint.terms],
                                 constant: constraint.constant, relation: constraint.relation,
                                 priority: constraint.priority, tag: constraint.tag)
            // Re-optimising after every addition, as the paper does, keeps rows sparse:
            // optimising once at the end was measured 2x slower on a 1200-constraint scene.
            solver.optimize()
        }
        return solver
    }

    func solution(of solver: SimplexSolver) -> LinearSolution {
        let values = (0..<names.count).map { solver.value(of: $0) }
        return LinearSolution(values: values, ambiguous: solver.ambiguity(externalCount: names.count),
                              conflicts: solver.conflicts, converged: solver.converged,
                              ignoredTags: ignoredTags)
    }

    /// True when `other` differs from this system in its constants only: the same unknowns,
    /// and constraints with the same terms, relations, priorities and tags, in the same order.
    func hasSameShape(as other: LinearSystem) -> Bool {
        guard names.count == other.names.count, constraints.count == other.constraints.count,
              ignoredTags == other.ignoredTags, termVariables == other.termVariables,
              termCoefficients == other.termCoefficients else { return false }
        for (mine, theirs) in zip(constraints, other.constraints) {
            guard mine.terms == theirs.terms, mine.relation == theirs.relation,
                  mine.priority == theirs.priority, mine.tag == theirs.tag else { return false }
        }
        return true
    }

    /// Each constraint's constant in `other` minus its constant here (same shape assumed).
    func constantChanges(to other: LinearSystem) -> [(constraint: Int, delta: Double)] {
        var changes: [(constraint: Int, delta: Double)] = []
        for index in constraints.indices where constraints[index].constant != other.constraints[index].constant {
            changes.append((index, other.constraints[index].constant - constraints[index].constant))
        }
        return changes
    }

    /// The default iteration guard: 50 pivots per row and column the tableau can reach. Rows are
    /// at most two per constraint (a broken required one is added again); columns at most the
    /// variables plus five symbols per constraint (markers, errors, artificial, and again).
    public var defaultPivotLimit: Int {
        let rows = 2 * constraints.count
        let columns = names.count + 5 * constraints.count
        let (budget, overflow) = (rows + columns).multipliedReportingOverflow(by: 50)
        return overflow ? Int.max : budget
    }

    public var debugDescription: String {
        constraints.map { constraint in
            let terms = constraint.terms.map { "\(termCoefficients[$0])*\(name(of: SolverVariable(id: termVariables[$0])))" }
            let priority = constraint.priority >= SimplexSolver.requiredPriority ? "" : " @\(constraint.priority)"
            return "[\(constraint.tag)] \(terms.joined(separator: " + ")) + \(constraint.constant) "
                + "\(constraint.relation.symbol) 0\(priority)"
        }.joined(separator: "\n")
    }
}
