/// Which caller variables are not determined by the optimal tableau (UIKit's
/// `hasAmbiguousLayout`).
///
/// At the optimum the objective row reads `z = z0 + Σ w_j·v_j` with every weight `w_j`
/// lexicographically >= 0 over the parametric symbols, so the optimal solutions are exactly
/// the feasible points where every parametric symbol with a nonzero weight stays 0 (the
/// "optimal face"). A variable is determined when it is constant on that face. Only the
/// parametric slacks and errors with zero weight ("free" symbols) can move on the face, and
/// near the current vertex only degenerate rows (a restricted basic variable already at 0)
/// can stop them: the others have room for a small step.
extension SimplexSolver {
    /// For each external symbol `0..<externalCount`: can it move along the optimal face?
    ///
    /// Cheap test first (the one the brief and UIKit use): a parametric variable is ambiguous,
    /// and so is a basic one whose row mentions a parametric external, or a free symbol that
    /// no degenerate row stops. When every free symbol in the row is stopped, two more steps
    /// make the answer exact, so a pair like `w >= 100; w <= 100` is not ambiguous:
    /// `implicitZeros` finds free symbols pinned at 0 by sign alone, and `FaceDirectionProbe`
    /// (a small LP) settles what is left.
    func ambiguity(externalCount: Int) -> [Bool] {
        let epsilon = Self.epsilon
        let hasWeight = (0..<kinds.count).map { objective.hasWeight($0) }
        var blocked = [Bool](repeating: false, count: kinds.count)
        for slot in rows.indices where isDegenerateRestrictedRow(slot) {
            for cell in rows[slot].cells where cell.coefficient < -epsilon { blocked[cell.symbol] = true }
        }
        var pinned: [Bool]? = nil // computed the first time a variable needs it

        var ambiguous = [Bool](repeating: true, count: externalCount)
        for variable in 0..<externalCount {
            let slot = slotOfBasic[variable]
            guard slot >= 0 else { continue } // parametric: free to take any value
            var canMove = false
            var needsProbe = false
            for cell in rows[slot].cells {
                let kind = kinds[cell.symbol]
                // Dummies are pinned at 0 and weighted symbols at 0 on the optimal face.
                if kind == .dummy || hasWeight[cell.symbol] { continue }
                if kind == .external || !blocked[cell.symbol] {
                    canMove = true
                    break
                }
                needsProbe = true
            }
            if !canMove && needsProbe {
                let zeros = pinned ?? implicitZeros(hasWeight: hasWeight)
                pinned = zeros
                canMove = canMoveThroughDegenerateRows(slot: slot, hasWeight: hasWeight, pinned: zeros)
            }
            ambiguous[variable] = canMove
        }
        return ambiguous
    }

    private func isDegenerateRestrictedRow(_ slot: Int) -> Bool {
        let basic = basicOfSlot[slot]
        return basic >= 0 && kinds[basic].isRestricted && abs(rows[slot].constant) <= Self.epsilon
    }

    /// A parametric slack or error with zero weight: the only symbols that can move on the face.
    private func isFree(_ symbol: Int, hasWeight: [Bool]) -> Bool {
        kinds[symbol].isPivotable && !hasWeight[symbol] && slotOfBasic[symbol] < 0
    }

    /// Free symbols that are 0 on the whole face, found by sign propagation: a degenerate row
    /// `0 + Σ c_j·v_j >= 0` whose still-movable symbols all have c_j < 0 forces each of them to 0,
    /// which may leave another row without a positive term, and so on. Tight chains (a stack of
    /// views whose gaps must add up exactly) resolve here without any LP.
    private func implicitZeros(hasWeight: [Bool]) -> [Bool] {
        let epsilon = Self.epsilon
        let degenerate = rows.indices.filter { isDegenerateRestrictedRow($0) }
        var positiveTerms = [Int](repeating: 0, count: degenerate.count)
        var rowsWithPositive = [[Int]](repeating: [], count: kinds.count)
        var pending: [Int] = []
        for (index, slot) in degenerate.enumerated() {
            for cell in rows[slot].cells where cell.coefficient > epsilon && isFree(cell.symbol, hasWeight: hasWeight) {
                positiveTerms[index] += 1
                rowsWithPositive[cell.symbol].append(index)
            }
            if positiveTerms[index] == 0 { pending.append(index) }
        }
        var pinned = [Bool](repeating: false, count: kinds.count)
        while let index = pending.popLast() {
            for cell in rows[degenerate[index]].cells
            where cell.coefficient < -epsilon && isFree(cell.symbol, hasWeight: hasWeight) && !pinned[cell.symbol] {
                pinned[cell.symbol] = true
                for other in rowsWithPositive[cell.symbol] {
                    positiveTerms[other] -= 1
                    if positiveTerms[other] == 0 { pending.append(other) }
                }
            }
        }
        return pinned
    }

    /// Is there a direction that raises some free, unpinned symbols, keeps every degenerate
    /// restricted row >= 0 and changes the row of `slot`? Only the degenerate rows connected to
    /// the variable's row through shared free symbols take part, which keeps the probe small.
    private func canMoveThroughDegenerateRows(slot: Int, hasWeight: [Bool], pinned: [Bool]) -> Bool {
        let epsilon = Self.epsilon
        func isMovable(_ symbol: Int) -> Bool { isFree(symbol, hasWeight: hasWeight) && !pinned[symbol] }
        var probeColumn = [Int](repeating: -1, count: kinds.count)
        var movableSymbols: [Int] = []
        for cell in rows[slot].cells where isMovable(cell.symbol) && probeColumn[cell.symbol] < 0 {
            probeColumn[cell.symbol] = movableSymbols.count
            movableSymbols.append(cell.symbol)
        }
        guard !movableSymbols.isEmpty else { return false } // everything it depends on is pinned

        var blockingSlots: [Int] = []
        var isBlockingSlot = [Bool](repeating: false, count: rows.count)
        var candidates: [Int] = []
        var next = 0
        while next < movableSymbols.count {
            let symbol = movableSymbols[next]
            next += 1
            candidates.removeAll(keepingCapacity: true)
            columns.collect(symbol, into: &candidates)
            for candidate in candidates where !isBlockingSlot[candidate] && isDegenerateRestrictedRow(candidate) {
                guard rows[candidate].coefficient(of: symbol) < -epsilon else { continue }
                isBlockingSlot[candidate] = true
                blockingSlots.append(candidate)
                for cell in rows[candidate].cells where isMovable(cell.symbol) && probeColumn[cell.symbol] < 0 {
                    probeColumn[cell.symbol] = movableSymbols.count
                    movableSymbols.append(cell.symbol)
                }
            }
        }

        var gradient = [Double](repeating: 0, count: movableSymbols.count)
        for cell in rows[slot].cells where probeColumn[cell.symbol] >= 0 {
            gradient[probeColumn[cell.symbol]] = cell.coefficient
        }
        let cone = blockingSlots.map { blocking -> [Double] in
            var coefficients = [Double](repeating: 0, count: movableSymbols.count)
            for cell in rows[blocking].cells where probeColumn[cell.symbol] >= 0 {
                coefficients[probeColumn[cell.symbol]] = cell.coefficient
            }
            return coefficients
        }
        return FaceDirectionProbe.canIncrease(gradient, within: cone)
            || FaceDirectionProbe.canIncrease(gradient.map { -$0 }, within: cone)
    }
}
