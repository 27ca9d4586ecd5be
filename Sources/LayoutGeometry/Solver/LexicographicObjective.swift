/// The objective row of the tableau: minimise the weighted errors of optional constraints
/// (Cassowary paper §2.3, "Handling Non-Required Constraints"), with `SymbolicWeight`
/// coefficients.
///
/// Stored column-wise and dense: one array of reals per priority level (strongest first),
/// indexed by symbol id. A pivot then updates only the symbols of the pivot row (no merge of
/// a long sparse row), and a bit set of the symbols whose weight is negative makes Bland's
/// "lowest entering id" a scan of a few machine words instead of a walk over the whole row.
/// Within a level every error has weight 1, so violations at one priority simply add up (L1).
struct LexicographicObjective: Sendable {
    /// Distinct optional priorities, strictly descending; `weights[i]` belongs to `priorities[i]`.
    private(set) var priorities: [Double] = []
    /// `weights[level][symbol]`: the level's component of the symbol's symbolic weight.
    private(set) var weights: [[Double]] = []
    /// The objective's value at each level.
    private(set) var constants: [Double] = []
    private var symbolCount = 0
    /// Symbols allowed to enter the basis (dummies must stay 0, so they never do).
    private var canEnter: [Bool] = []
    /// Bit `s` is set when symbol `s` may enter and its symbolic weight is negative.
    private var negativeWeights: [UInt64] = []

    /// Makes sure a level exists for each priority (more can be added later, e.g. 999 for a
    /// broken required constraint; a new level starts at zero, which is always consistent).
    init(priorities: [Double]) {
        for priority in priorities { _ = level(for: priority) }
    }

    var levelCount: Int { priorities.count }

    mutating func reserveCapacity(symbols: Int) {
        canEnter.reserveCapacity(symbols)
        negativeWeights.reserveCapacity(symbols / 64 + 1)
        for level in weights.indices { weights[level].reserveCapacity(symbols) }
    }

    /// Registers the next symbol id (symbols are numbered densely from 0).
    mutating func addSymbol(canEnter enterable: Bool) {
        symbolCount += 1
        canEnter.append(enterable)
        for level in weights.indices { weights[level].append(0) }
        if symbolCount > negativeWeights.count * 64 { negativeWeights.append(0) }
    }

    /// The level of `priority`, inserted at its place if new.
    mutating func level(for priority: Double) -> Int {
        var position = 0
        while position < priorities.count, priorities[position] > priority { position += 1 }
        // Priorities are the caller's numbers, not computed ones: exact equality is the point.
        if position < priorities.count, priorities[position] == priority { return position }
        priorities.insert(priority, at: position)
        weights.insert([Double](repeating: 0, count: symbolCount), at: position)
        constants.insert(0, at: position)
        return position
    }

    /// Adds `1 · error` at the error's level (a fresh, parametric symbol).
    mutating func addError(_ symbol: Int, priority: Double) {
        let level = level(for: priority)
        weights[level][symbol] += 1
        refreshSign(of: symbol)
    }

    /// The full symbolic weight of one symbol (for diagnostics; the solver reads signs only).
    func weight(of symbol: Int) -> SymbolicWeight {
        SymbolicWeight(components: weights.map { $0[symbol] })
    }

    /// True when some level gives the symbol a weight that is not near zero.
    func hasWeight(_ symbol: Int) -> Bool {
        SymbolicWeight.sign(levelCount: weights.count, component: { weights[$0][symbol] }) != 0
    }

    /// Bland's rule for the entering variable (paper §2.2, "Simplex Optimization", allows any
    /// negative weight; the lowest id makes the choice anti-cycling and deterministic).
    func firstNegativeSymbol() -> Int? {
        for (word, bits) in negativeWeights.enumerated() where bits != 0 {
            return word * 64 + bits.trailingZeroBitCount
        }
        return nil
    }

    /// `weight(a)/ca < weight(b)/cb`, compared level by level (both coefficients positive):
    /// the dual simplex's ratio test. Cells arrive in increasing symbol order, so a tie keeps
    /// the earlier, lower id.
    func ratio(of a: Int, _ ca: Double, isBelow b: Int, _ cb: Double) -> Bool {
        for level in weights.indices {
            let difference = weights[level][a] / ca - weights[level][b] / cb
            if difference < -SimplexSolver.epsilon { return true }
            if difference > SimplexSolver.epsilon { return false }
        }
        return false
    }

    /// Replaces `symbol` (now basic) by its row, level by level.
    mutating func substitute(_ symbol: Int, with row: Row) {
        var changed = false
        for level in weights.indices {
            let coefficient = weights[level][symbol]
            guard abs(coefficient) > SimplexSolver.epsilon else { continue }
            changed = true
            weights[level][symbol] = 0
            constants[level] += coefficient * row.constant
            weights[level].withUnsafeMutableBufferPointer { levelWeights in
                for cell in row.cells {
                    let sum = levelWeights[cell.symbol] + coefficient * cell.coefficient
                    // Drop rounding residue, as sparse rows do, so signs stay exact.
                    levelWeights[cell.symbol] = abs(sum) <= SimplexSolver.epsilon ? 0 : sum
                }
            }
        }
        guard changed else { return }
        refreshSign(of: symbol)
        for cell in row.cells { refreshSign(of: cell.symbol) }
    }

    mutating func remove(_ symbol: Int) {
        for level in weights.indices { weights[level][symbol] = 0 }
        refreshSign(of: symbol)
    }

    private mutating func refreshSign(of symbol: Int) {
        let isNegative = canEnter[symbol]
            && SymbolicWeight.sign(levelCount: weights.count, component: { weights[$0][symbol] }) < 0
        let mask: UInt64 = 1 << UInt64(symbol & 63)
        if isNegative { negativeWeights[symbol >> 6] |= mask } else { negativeWeights[symbol >> 6] &= ~mask }
    }
}
