/// For each symbol, the tableau slots whose rows may mention it, so a pivot visits only the
/// rows it changes instead of every row (the paper's implementation keeps the same "column"
/// sets for each parametric variable).
///
/// Lazy on purpose: an entry may be stale (the symbol cancelled out of that row, or the slot
/// was reused) or repeated, and users check the row before trusting it. That way cancellation
/// needs no bookkeeping. Entries are singly linked lists in two flat arrays, so adding one
/// never allocates a per-symbol array, and iteration order (newest first) is deterministic.
struct ColumnIndex: Sendable {
    /// First entry of each symbol's list, or -1.
    private var head: [Int] = []
    private var entrySlot: [Int] = []
    private var entryNext: [Int] = []

    mutating func reserveCapacity(symbols: Int) {
        head.reserveCapacity(symbols)
        entrySlot.reserveCapacity(4 * symbols)
        entryNext.reserveCapacity(4 * symbols)
    }

    /// Registers the next symbol id, with an empty column.
    mutating func addSymbol() { head.append(-1) }

    mutating func append(_ slot: Int, to symbol: Int) {
        entrySlot.append(slot)
        entryNext.append(head[symbol])
        head[symbol] = entrySlot.count - 1
    }

    /// Forgets the column (its entries stay in the pool, unreachable, until the next rebuild).
    mutating func clear(_ symbol: Int) { head[symbol] = -1 }

    /// Entries at the last rebuild (then all live); the pool may grow to about twice that.
    private var liveEntriesAtRebuild = 0

    /// True once stale entries dominate the pool: heavy cancellation (degenerate systems)
    /// otherwise grows it far beyond the tableau.
    var needsRebuild: Bool { entrySlot.count > 2 * liveEntriesAtRebuild + 4096 }

    /// Re-indexes the live rows from scratch, dropping every stale or repeated entry.
    /// Amortised O(1) per append given the `needsRebuild` threshold.
    mutating func rebuild(rows: [Row], basicOfSlot: [Int]) {
        for symbol in head.indices { head[symbol] = -1 }
        entrySlot.removeAll(keepingCapacity: true)
        entryNext.removeAll(keepingCapacity: true)
        for slot in rows.indices where basicOfSlot[slot] >= 0 {
            for cell in rows[slot].cells { append(slot, to: cell.symbol) }
        }
        liveEntriesAtRebuild = entrySlot.count
    }

    /// Appends the column's slots to `slots` (possibly stale or repeated).
    func collect(_ symbol: Int, into slots: inout [Int]) {
        var entry = head[symbol]
        while entry >= 0 {
            slots.append(entrySlot[entry])
            entry = entryNext[entry]
        }
    }

    /// Calls `body` with each slot of the column (possibly stale or repeated).
    @inline(__always)
    func forEachSlot(of symbol: Int, _ body: (Int) -> Void) {
        var entry = head[symbol]
        while entry >= 0 {
            body(entrySlot[entry])
            entry = entryNext[entry]
        }
    }
}
