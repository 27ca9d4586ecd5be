/// A required constraint that could not hold together with the required constraints added
/// before it (UIKit's "Unable to simultaneously satisfy constraints").
public struct SolverConflict: Sendable, Hashable, CustomStringConvertible {
    /// The caller's tag of the constraint that was broken (and then kept at priority 999).
    public var tag: Int
    /// Tags of the earlier required constraints it contradicts, sorted and without repeats.
    public var conflictsWith: [Int]
    /// How far the broken constraint stays from holding when the others do (in the units of
    /// its first item: points for a constraint between anchors).
    public var shortfall: Double

    public init(tag: Int, conflictsWith: [Int], shortfall: Double = 0) {
        self.tag = tag
        self.conflictsWith = conflictsWith
        self.shortfall = shortfall
    }

    public var description: String { "constraint \(tag) conflicts with \(conflictsWith)" }
}

/// The result of `LinearSystem.solve()`: values, conflicts and ambiguity, all plain data.
public struct LinearSolution: Sendable {
    /// Indexed by variable id.
    let values: [Double]
    /// Indexed by variable id.
    let ambiguous: [Bool]

    /// Required constraints that could not hold together, in the order they were added. For each
    /// required constraint that was inconsistent with those added before it: its tag, and the
    /// tags of the earlier required constraints it conflicts with (sorted). The broken
    /// constraint is then kept as an optional constraint at priority 999 (what UIKit does when it
    /// "breaks" a constraint) and solving continues.
    public var conflicts: [SolverConflict]
    /// False when the iteration guard stopped the solver; values are then best effort.
    public var converged: Bool
    /// Tags of constraints left out because a coefficient or constant was not finite.
    public var ignoredTags: [Int]

    init(values: [Double], ambiguous: [Bool], conflicts: [SolverConflict], converged: Bool,
         ignoredTags: [Int]) {
        self.values = values
        self.ambiguous = ambiguous
        self.conflicts = conflicts
        self.converged = converged
        self.ignoredTags = ignoredTags
    }

    /// The variable's value; 0 for a variable this system never made.
    public func value(_ variable: SolverVariable) -> Double {
        values.indices.contains(variable.id) ? values[variable.id] : 0
    }

    /// True when the variable's value is not determined by the constraints: it could take
    /// other values without violating a required constraint and without making the
    /// (lexicographic) total of optional violations any worse (UIKit's `hasAmbiguousLayout`).
    /// An unconstrained variable is ambiguous.
    public func isAmbiguous(_ variable: SolverVariable) -> Bool {
        ambiguous.indices.contains(variable.id) ? ambiguous[variable.id] : true
    }
}
