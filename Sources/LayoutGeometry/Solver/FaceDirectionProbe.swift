/// A small dense simplex that answers one question for the ambiguity check: from the current
/// (degenerate) vertex, is there a direction `d >= 0` with `cone·d >= 0` along which
/// `gradient·d > 0`?
///
/// It maximises `gradient·d` subject to `cone_i·d >= 0`, `Σ d <= 1`, `d >= 0`. The origin is
/// feasible, so no phase one is needed; the normalisation keeps the maximum finite. Problems
/// here are tiny (the degenerate rows around one variable), so a dense tableau is simplest.
enum FaceDirectionProbe {
    static func canIncrease(_ gradient: [Double], within cone: [[Double]]) -> Bool {
        guard let best = maximum(gradient, within: cone) else {
            // Stopped by the iteration guard: fall back to "it may move", the cheap test's answer.
            return true
        }
        return best > SimplexSolver.epsilon
    }

    /// The maximum, or nil if the iteration guard stopped the search.
    static func maximum(_ gradient: [Double], within cone: [[Double]]) -> Double? {
        let epsilon = SimplexSolver.epsilon
        let directionCount = gradient.count
        let rowCount = cone.count + 1
        let columnCount = directionCount + rowCount // directions, then one slack per row
        let stride = columnCount + 1                 // last entry of a row is its right-hand side
        var tableau = [Double](repeating: 0, count: rowCount * stride)
        var basis = [Int](repeating: 0, count: rowCount)
        for (row, coefficients) in cone.enumerated() {
            // cone·d >= 0  ⇔  -cone·d + slack = 0
            for column in 0..<directionCount { tableau[row * stride + column] = -coefficients[column] }
        }
        for column in 0..<directionCount { tableau[(rowCount - 1) * stride + column] = 1 }
        tableau[(rowCount - 1) * stride + columnCount] = 1
        for row in 0..<rowCount {
            tableau[row * stride + directionCount + row] = 1
            basis[row] = directionCount + row
        }
        // Objective row `z - gradient·d = 0`; its last entry is the current value of z.
        var objective = [Double](repeating: 0, count: stride)
        for column in 0..<directionCount { objective[column] = -gradient[column] }

        var pivotsLeft = 50 * (rowCount + columnCount)
        while true {
            // Bland's rule: lowest entering column, ratio ties to the lowest basic column.
            guard let entering = (0..<columnCount).first(where: { objective[$0] < -epsilon }) else {
                return objective[columnCount]
            }
            var leaving = -1
            var bestRatio = 0.0
            for row in 0..<rowCount {
                let coefficient = tableau[row * stride + entering]
                guard coefficient > epsilon else { continue }
                let ratio = tableau[row * stride + columnCount] / coefficient
                if leaving < 0 || ratio < bestRatio - epsilon
                    || (ratio <= bestRatio + epsilon && basis[row] < basis[leaving]) {
                    leaving = row
                    bestRatio = ratio
                }
            }
            // Unreachable (Σ d <= 1 bounds every direction); a growing objective means "yes".
            guard leaving >= 0 else { return .infinity }
            guard pivotsLeft > 0 else { return nil }
            pivotsLeft -= 1

            let pivotBase = leaving * stride
            let pivotValue = tableau[pivotBase + entering]
            for column in 0..<stride { tableau[pivotBase + column] /= pivotValue }
            for row in 0..<rowCount where row != leaving {
                let factor = tableau[row * stride + entering]
                guard abs(factor) > epsilon else { continue }
                for column in 0..<stride { tableau[row * stride + column] -= factor * tableau[pivotBase + column] }
            }
            let factor = objective[entering]
            for column in 0..<stride { objective[column] -= factor * tableau[pivotBase + column] }
            basis[leaving] = entering
        }
    }
}
