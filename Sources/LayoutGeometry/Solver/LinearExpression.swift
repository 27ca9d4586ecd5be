/// `Σ coefficient·variable + constant`, the two sides of a constraint.
///
/// Terms are kept in the order they were written (duplicates included): the solver folds them
/// in that order, so the same expression always produces the same floating-point sums.
public struct LinearExpression: Sendable, CustomStringConvertible {
    public var terms: [(SolverVariable, Double)]
    public var constant: Double

    /// `1 · variable`
    public init(_ variable: SolverVariable) {
        terms = [(variable, 1)]
        constant = 0
    }

    public init(constant: Double) {
        terms = []
        self.constant = constant
    }

    public init(terms: [(SolverVariable, Double)], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The same expression with one term per variable, sorted by variable id; terms the solver
    /// would treat as zero (below `SimplexSolver.epsilon`) are dropped.
    public func simplified() -> LinearExpression {
        var sums: [Int: Double] = [:]
        for (variable, coefficient) in terms { sums[variable.id, default: 0] += coefficient }
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
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + (-rhs)
    }

    public static prefix func - (expression: LinearExpression) -> LinearExpression {
        expression * -1
    }

    public static func * (expression: LinearExpression, factor: Double) -> LinearExpression {
        LinearExpression(terms: expression.terms.map { ($0.0, $0.1 * factor) },
                         constant: expression.constant * factor)
    }

    public static func * (factor: Double, expression: LinearExpression) -> LinearExpression {
        expression * factor
    }

    public static func + (expression: LinearExpression, constant: Double) -> LinearExpression {
        LinearExpression(terms: expression.terms, constant: expression.constant + constant)
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
