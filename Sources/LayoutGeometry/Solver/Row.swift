/// One coefficient of a sparse row.
struct RowCell: Sendable {
    var symbol: Int
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient·symbol`.
///
/// As a tableau row it reads `basic = constant + Σ coefficient·parametric` (the paper's
/// "basic feasible solved form", §2.1 "Augmented Simplex Form"). Cells are sorted by symbol id
/// so every walk over a row happens in the same order on every run, and lookups are binary
/// searches.
struct Row: Sendable {
    var constant: Double
    var cells: [RowCell]

    init(constant: Double = 0, cells: [RowCell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Position of `symbol` in `cells`, or nil.
    @inline(__always)
    func index(of symbol: Int) -> Int? {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let found = cells[middle].symbol
            if found == symbol { return middle }
            if found < symbol { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func coefficient(of symbol: Int) -> Double {
        guard let position = index(of: symbol) else { return 0 }
        return cells[position].coefficient
    }

    mutating func negate() {
        constant = -constant
        for position in cells.indices { cells[position].coefficient = -cells[position].coefficient }
    }

    mutating func remove(_ symbol: Int) {
        if let position = index(of: symbol) { cells.remove(at: position) }
    }

    /// Adds `coefficient·symbol` at its sorted place, dropping the cell if the sum is near zero.
    mutating func insert(_ symbol: Int, _ coefficient: Double) {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            if cells[middle].symbol < symbol { low = middle + 1 } else { high = middle }
        }
        if low < cells.count, cells[low].symbol == symbol {
            let sum = cells[low].coefficient + coefficient
            if abs(sum) <= SimplexSolver.epsilon { cells.remove(at: low) } else { cells[low].coefficient = sum }
        } else if abs(coefficient) > SimplexSolver.epsilon {
            cells.insert(RowCell(symbol: symbol, coefficient: coefficient), at: low)
        }
    }

    /// Rewrites `0 = this row` as `symbol = …` (the pivot step of paper §2.2): the
    /// symbol's cell is removed and the rest divided by minus its coefficient.
    /// Returns false (row unchanged) when the symbol is absent.
    @discardableResult
    mutating func solve(for symbol: Int) -> Bool {
        guard let position = index(of: symbol) else { return false }
        let factor = -1 / cells[position].coefficient
        cells.remove(at: position)
        constant *= factor
        for cell in cells.indices { cells[cell].coefficient *= factor }
        return true
    }

    /// `self += scale · other`, after dropping `removing` from `self` (the substitution step of
    /// a pivot). Near-zero sums are dropped; symbols that newly appear are appended to `added`
    /// so the caller can keep its column index current. `buffer` is scratch storage swapped
    /// with `cells`, so a steady-state substitution allocates nothing.
    mutating func add(_ other: Row, scaledBy scale: Double, removing: Int,
                      buffer: inout [RowCell], added: inout [Int]) {
        constant += scale * other.constant
        buffer.removeAll(keepingCapacity: true)
        buffer.reserveCapacity(cells.count + other.cells.count)
        let epsilon = SimplexSolver.epsilon
        cells.withUnsafeBufferPointer { mine in
            other.cells.withUnsafeBufferPointer { theirs in
                var i = 0, j = 0
                while i < mine.count || j < theirs.count {
                    if j == theirs.count || (i < mine.count && mine[i].symbol < theirs[j].symbol) {
                        if mine[i].symbol != removing { buffer.append(mine[i]) }
                        i += 1
                    } else if i == mine.count || theirs[j].symbol < mine[i].symbol {
                        let value = scale * theirs[j].coefficient
                        if abs(value) > epsilon {
                            buffer.append(RowCell(symbol: theirs[j].symbol, coefficient: value))
                            added.append(theirs[j].symbol)
                        }
                        j += 1
                    } else {
                        let value = mine[i].coefficient + scale * theirs[j].coefficient
                        if mine[i].symbol != removing, abs(value) > epsilon {
                            buffer.append(RowCell(symbol: mine[i].symbol, coefficient: value))
                        }
                        i += 1
                        j += 1
                    }
                }
            }
        }
        swap(&cells, &buffer)
    }
}
