/// Solves a run of systems that differ in their constants only (a scene's layout passes, and
/// its environments: insets, sizes and text heights change, the constraints do not), as
/// Cassowary implementations do: the tableau of the first solve is kept, each later system's
/// constant changes are applied to it and the dual simplex restores the optimum (paper §3).
///
/// The answer is always the one `LinearSystem.solve()` gives. The kept tableau is used only
/// when that is certain: the previous solve broke no required constraint (which one UIKit
/// breaks depends on the order, so a fresh solve decides), and the new optimum determines
/// every variable (a unique optimum is the same whichever way it is reached). Anything else
/// is solved afresh.
public struct IncrementalSolver: Sendable {
    /// A system solved and its tableau.
    private struct Kept: Sendable {
        var system: LinearSystem
        var tableau: SimplexSolver
    }

    /// A few shapes are kept, most recent first: a scene's environments alternate between
    /// shapes (size classes install other constraints, right-to-left mirrors leading and
    /// trailing), and each shape re-solves from its own tableau.
    private var kept: [Kept] = []
    private static let shapesKept = 4
    /// Solves answered from a kept tableau, and from scratch (the tests check the split).
    public private(set) var reused = 0
    public private(set) var fresh = 0

    public init() {}

    public mutating func solve(_ system: LinearSystem) -> LinearSolution {
        if let solution = resolve(system) {
            reused += 1
            return solution
        }
        fresh += 1
        let solver = system.tableau(pivotLimit: system.defaultPivotLimit)
        let solution = system.solution(of: solver)
        if solution.conflicts.isEmpty, solution.converged, !solution.ambiguous.contains(true) {
            kept.insert(Kept(system: system, tableau: solver), at: 0)
            if kept.count > Self.shapesKept { kept.removeLast() }
        }
        return solution
    }

    private mutating func resolve(_ system: LinearSystem) -> LinearSolution? {
        guard let position = kept.firstIndex(where: { $0.system.hasSameShape(as: system) }) else { return nil }
        // Taken out while it is edited, so the edits happen in place rather than on a copy;
        // put back (first) only when the re-solve is certain.
        var entry = kept.remove(at: position)
        for change in entry.system.constantChanges(to: system) {
            guard entry.tableau.shiftConstant(ofConstraint: change.constraint, by: change.delta) else { return nil }
        }
        guard entry.tableau.reoptimize(pivotBudget: system.defaultPivotLimit) else { return nil }
        let solution = system.solution(of: entry.tableau)
        guard !solution.ambiguous.contains(true) else { return nil }
        entry.system = system
        kept.insert(entry, at: 0)
        return solution
    }
}

/// The solvers of one scene, kept from one measurement to the next (one per view controller).
public struct SceneSolvers: Sendable {
    var byController: [Int: IncrementalSolver] = [:]

    public init() {}

    public var reused: Int { byController.values.reduce(0) { $0 + $1.reused } }
    public var fresh: Int { byController.values.reduce(0) { $0 + $1.fresh } }
}
