/// An unknown of a `LinearSystem` (one coordinate of one view, for instance).
///
/// Only the id is stored: names live in the system, so variables stay cheap to copy and hash.
public struct SolverVariable: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let id: Int

    /// Internal: variables come from `LinearSystem.makeVariable(_:)`, which keeps ids dense.
    init(id: Int) { self.id = id }

    public static func < (lhs: SolverVariable, rhs: SolverVariable) -> Bool { lhs.id < rhs.id }

    public var description: String { "v\(id)" }
}
