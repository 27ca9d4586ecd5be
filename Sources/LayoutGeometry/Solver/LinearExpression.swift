/// `Σ coefficient·variable + constant`, the two sides of a constraint.
///
/// Terms are kept in the order they were written (duplicates included): the solver folds them
/// in that order, so the same expression always produces the same floating-point sums.
public struct LinearExpression: Sendable, CustomStringConvertible {
    // Layout expressions have one or two terms (an edge, a centre): those are kept inline, so
    // building a scene's constraints does not allocate an array per anchor. Further terms
    // follow in `more`.
    private var count = 0
    private var first = (SolverVariable(id: 0), 0.0)
    private var second = (SolverVariable(id: 0), 0.0)
    private var more: [(SolverVariable, Double)] = []
    public var constant: Double

    /// `1 · variable`
    public init(_ variable: SolverVariable) {
        constant = 0
        append(variable, 1)
    }

    public init(constant: Double) {
        self.constant = constant
    }

    public init(terms: [(SolverVariable, Double)], constant: Double = 0) {
        self.constant = constant
        for (variable, coefficient) in terms { append(variable, coefficient) }
    }

    /// The terms in the order they were written.
    public var terms: [(SolverVariable, Double)] {
        var all: [(SolverVariable, Double)] = []
        all.reserveCapacity(count)
        forEachTerm { all.append(($0, $1)) }
        return all
    }

    @inline(__always)
    public func forEachTerm(_ body: (SolverVariable, Double) throws -> Void) rethrows {
        if count > 0 { try body(first.0, first.1) }
        if count > 1 { try body(second.0, second.1) }
        for (variable, coefficient) in more { try body(variable, coefficient) }
    }

    private mutating func append(_ variable: SolverVariable, _ coefficient: Double) {
        switch count {
        case 0: first = (variable, coefficient)
        case 1: second = (variable, coefficient)
        default: more.append((variable, coefficient))
        }
        count += 1
    }

    private func scaled(by factor: Double) -> LinearExpression {
        var result = LinearExpression(constant: constant * factor)
        forEachTerm { result.append($0, $1 * factor) }
        return result
    }

    /// The same expression with one term per variable, sorted by variable id; terms the solver
    /// would treat as zero (below `SimplexSolver.epsilon`) are dropped.
    public func simplified() -> LinearExpression {
        var sums: [Int: Double] = [:]
        forEachTerm { variable, coefficient in sums[variable.id, default: 0] += coefficient }
        // Sorting the keys keeps the result independent of Dictionary's per-process order.
        let sorted = sums.keys.sorted().compactMap { id -> (SolverVariable, Double)? in
            guard let coefficient = sums[id], abs(coefficient) > SimplexSolver.epsilon else { return nil }
            return (SolverVariable(id: id), coefficient)
        }
        return LinearExpression(terms: sorted, constant: constant)
    }

    public var description: String {
        var parts = terms.map { variable, coefficient in
            coefficient == 1 ? "\(variable)" : "\(coefficient)*\(variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append("\(constant)") }
        return parts.joined(separator: " + ")
    }

    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        var sum = lhs
        sum.constant += rhs.constant
        rhs.forEachTerm { sum.append($0, $1) }
        return sum
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    public static prefix func - (expression: LinearExpression) -> LinearExpression {
        expression * -1
    }

    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
        expression.scaled(by: factor)
    }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        expression * factor
    }

    public static func + (expression: LinearExpression, constant: Double) -> LinearExpression {
        var sum = expression
        sum.constant += constant
        return sum
    }

    public static func - (expression: LinearExpression, constant: Double) -> LinearExpression {
        expression + (-constant)
    }

    public static func + (constant: Double, expression: LinearExpression) -> LinearExpression {
        expression + constant
    }

    public static func - (constant: Double, expression: LinearExpression) -> LinearExpression {
        (-expression) + constant
    }
}
