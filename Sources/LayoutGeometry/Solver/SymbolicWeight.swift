/// A coefficient of the objective function: one real per priority level, strongest level first,
/// compared lexicographically (Cassowary paper §2.3, "symbolic weights").
///
/// This is what makes priorities strict: any amount of violation at a weaker level is cheaper
/// than the smallest violation at a stronger level, which no single large number can promise.
/// The objective stores these column-wise (`LexicographicObjective`); this type is the value
/// of one column and owns the rule for reading a sign.
struct SymbolicWeight: Sendable {
    /// Index 0 is the strongest optional priority in the system.
    var components: [Double]

    var sign: Int { Self.sign(levelCount: components.count) { components[$0] } }

    /// -1, 0 or +1: the sign of the strongest component that is not near zero. Takes the
    /// components through a closure so the objective can ask without building a vector.
    @inline(__always)
    static func sign(levelCount: Int, component: (Int) -> Double) -> Int {
        for level in 0..<levelCount {
            let value = component(level)
            if abs(value) > SimplexSolver.epsilon { return value < 0 ? -1 : 1 }
        }
        return 0
    }
}
