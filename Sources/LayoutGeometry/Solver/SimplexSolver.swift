import LayoutModel

/// The tableau and pivoting of the Cassowary algorithm (Badros, Borning & Stuckey 2001,
/// "The Cassowary Linear Arithmetic Constraint Solving Algorithm"): `LinearSystem.solve()`
/// adds the constraints one by one (paper §2.5 "Incrementality: Adding a Constraint"),
/// re-optimising after each (§2.2 "Simplex Optimization").
///
/// Rows live in an array of slots; each symbol knows its slot (if basic) and a column list of
/// the slots whose rows may mention it. Column lists are lazy: an entry may be stale or
/// repeated and is checked against the row before use, so cancellations never need bookkeeping.
/// No Dictionary or Set takes part, so pivots are the same in every process.
struct SimplexSolver {
    /// The one tolerance for "this computed number is zero" inside the solver: coefficients,
    /// row constants, symbolic weights and ratio ties are all compared against it.
    static let epsilon: Double = 1e-8
    /// UIKit's `UILayoutPriorityRequired`; anything at or above is a hard constraint.
    static let requiredPriority: Double = 1000
    /// Where UIKit keeps a required constraint it had to break.
    static let brokenRequiredPriority: Double = 999

    struct ConstraintRecord {
        var tag: Int
        /// False for optional constraints and for required ones that were broken.
        var isRequired: Bool
        /// The symbol that stands for the constraint in the tableau and its coefficient in the
        /// constraint's row (`terms + constant + sign·marker = 0`); -1 until it is added.
        var marker: Int = -1
        var markerSign: Double = 1
        /// False when the tableau no longer carries the constraint (a required row found
        /// redundant and dropped, or made basic on a dummy): its constant cannot be edited.
        var isEditable = true
    }

    // Symbols, indexed by id.
    private(set) var kinds: [SymbolKind] = []
    /// The constraint (index in `records`) that created the symbol, or -1.
    private(set) var owners: [Int] = []
    /// The slot of the row where the symbol is basic, or -1 when it is parametric.
    private(set) var slotOfBasic: [Int] = []
    /// Slots whose rows may contain each symbol (checked on use).
    private(set) var columns = ColumnIndex()

    // Rows, indexed by slot.
    private(set) var rows: [Row] = []
    /// The basic symbol of each slot, or -1 for a free slot.
    private(set) var basicOfSlot: [Int] = []
    private var freeSlots: [Int] = []

    private(set) var objective: LexicographicObjective
    /// Phase-one objective while a constraint is added through an artificial variable.
    private var artificialObjective: Row?

    private(set) var records: [ConstraintRecord] = []
    private(set) var conflicts: [SolverConflict] = []

    private var pivotsLeft: Int
    private(set) var stoppedByIterationGuard = false
    private(set) var foundUnboundedObjective = false

    // Scratch storage reused across calls, so steady-state work does not allocate.
    private var accumulator: [Double] = []
    private var accumulated: [Bool] = []
    private var touched: [Int] = []
    private var mergeBuffer: [RowCell] = []
    private var addedSymbols: [Int] = []
    private var candidateSlots: [Int] = []

    /// The caller's variables become symbols `0..<externalCount`. `pivotBudget` is the hard
    /// iteration guard for the whole solve; `expectedConstraints` only sizes storage up front.
    init(externalCount: Int, expectedConstraints: Int, optionalPriorities: [Double], pivotBudget: Int) {
        objective = LexicographicObjective(priorities: optionalPriorities)
        pivotsLeft = max(pivotBudget, 0)
        // Growing these one symbol at a time costs more than the solve itself on big scenes.
        let symbolCapacity = max(externalCount, 0) + 3 * max(expectedConstraints, 0)
        kinds.reserveCapacity(symbolCapacity)
        owners.reserveCapacity(symbolCapacity)
        slotOfBasic.reserveCapacity(symbolCapacity)
        accumulator.reserveCapacity(symbolCapacity)
        accumulated.reserveCapacity(symbolCapacity)
        columns.reserveCapacity(symbols: symbolCapacity)
        objective.reserveCapacity(symbols: symbolCapacity)
        rows.reserveCapacity(max(expectedConstraints, 0))
        basicOfSlot.reserveCapacity(max(expectedConstraints, 0))
        records.reserveCapacity(max(expectedConstraints, 0))
        for _ in 0..<max(externalCount, 0) { _ = newSymbol(.external, owner: -1) }
    }

    var converged: Bool { !stoppedByIterationGuard && !foundUnboundedObjective }

    /// The value of a basic symbol is its row constant; a parametric one sits at 0.
    func value(of symbol: Int) -> Double {
        guard symbol >= 0, symbol < slotOfBasic.count else { return 0 }
        let slot = slotOfBasic[symbol]
        guard slot >= 0 else { return 0 }
        return rows[slot].constant + 0 // `+ 0` turns -0.0 into 0.0
    }

    // MARK: Adding constraints (paper §2.5)

    /// Adds `Σ coefficients·symbols + constant RELATION 0` at `priority`. Never fails: a required
    /// constraint that cannot hold is recorded in `conflicts` and kept at priority 999.
    mutating func addConstraint(symbols: ArraySlice<Int>, coefficients: ArraySlice<Double>,
                                constant: Double, relation: Relation, priority: Double, tag: Int) {
        let index = records.count
        let isRequired = priority >= Self.requiredPriority
        records.append(ConstraintRecord(tag: tag, isRequired: isRequired))
        guard isRequired else {
            addOptional(symbols: symbols, coefficients: coefficients, constant: constant,
                        relation: relation, priority: priority, constraint: index)
            return
        }
        guard let failure = addRequired(symbols: symbols, coefficients: coefficients,
                                        constant: constant, relation: relation, constraint: index)
        else { return }
        // Nothing of the failed attempt is left in the tableau; retry as UIKit's broken constraint.
        records[index].isRequired = false
        conflicts.append(SolverConflict(tag: tag, conflictsWith: failure.explanation, shortfall: failure.shortfall))
        addOptional(symbols: symbols, coefficients: coefficients, constant: constant,
                    relation: relation, priority: Self.brokenRequiredPriority, constraint: index)
    }

    /// Paper §2.5/§2.6: a required equality gets a dummy marker, a required inequality a slack.
    /// Returns nil on success, or the tags of the required constraints it contradicts and how
    /// far it stays from holding.
    private mutating func addRequired(symbols: ArraySlice<Int>, coefficients: ArraySlice<Double>,
                                      constant: Double, relation: Relation, constraint: Int) -> Failure? {
        var row = makeRow(symbols: symbols, coefficients: coefficients, constant: constant)
        let marker: Int
        switch relation {
        case .equal:
            marker = newSymbol(.dummy, owner: constraint)
            row.cells.append(RowCell(symbol: marker, coefficient: 1))
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr <= 0  ⇔  expr + slack = 0;   expr >= 0  ⇔  expr - slack = 0.
            marker = newSymbol(.slack, owner: constraint)
            row.cells.append(RowCell(symbol: marker, coefficient: relation == .lessThanOrEqual ? 1 : -1))
        }
        recordMarker(marker, of: constraint, in: row)
        // A non-negative constant keeps the tableau feasible whichever subject is chosen.
        if row.constant < 0 { row.negate() }

        if let subject = chooseSubject(row, marker: marker, other: -1) {
            addRow(row, solvedFor: subject)
            return nil
        }
        if row.cells.allSatisfy({ kinds[$0.symbol] == .dummy }) {
            // Only markers of required equalities are left: the constraint is a combination of
            // earlier ones. A nonzero constant means it contradicts them (the dummies present
            // name which); zero means it is redundant and its dummy becomes basic at 0.
            if abs(row.constant) > Self.epsilon {
                return Failure(explanation: explanation(of: row, excluding: constraint), shortfall: abs(row.constant))
            }
            records[constraint].isEditable = false
            addRow(row, solvedFor: marker)
            return nil
        }
        if abs(row.constant) <= Self.epsilon,
           let subject = row.cells.first(where: { kinds[$0.symbol].isPivotable })?.symbol {
            // The current solution already satisfies the row (every parametric symbol is 0),
            // so solving for any restricted symbol is a degenerate pivot that keeps the
            // tableau feasible: phase one would succeed at once, so skip it.
            row.constant = 0
            addRow(row, solvedFor: subject)
            return nil
        }
        return addWithArtificialVariable(row, constraint: constraint)
    }

    /// Paper §2.3/§2.5: an optional equality gets two errors (e+ and e-), an optional inequality
    /// a slack and one error; the errors enter the objective at the constraint's level.
    private mutating func addOptional(symbols: ArraySlice<Int>, coefficients: ArraySlice<Double>,
                                      constant: Double, relation: Relation, priority: Double,
                                      constraint: Int) {
        var row = makeRow(symbols: symbols, coefficients: coefficients, constant: constant)
        let marker: Int, other: Int
        switch relation {
        case .equal:
            // expr = e+ - e-
            marker = newSymbol(.error, owner: constraint)
            other = newSymbol(.error, owner: constraint)
            row.cells.append(RowCell(symbol: marker, coefficient: -1))
            row.cells.append(RowCell(symbol: other, coefficient: 1))
            objective.addError(marker, priority: priority)
            objective.addError(other, priority: priority)
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expr + slack - error = 0 (or the negation): the error absorbs any violation.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = newSymbol(.slack, owner: constraint)
            other = newSymbol(.error, owner: constraint)
            row.cells.append(RowCell(symbol: marker, coefficient: sign))
            row.cells.append(RowCell(symbol: other, coefficient: -sign))
            objective.addError(other, priority: priority)
        }
        recordMarker(marker, of: constraint, in: row)
        if row.constant < 0 { row.negate() }
        if let subject = chooseSubject(row, marker: marker, other: other) {
            addRow(row, solvedFor: subject)
        } else {
            // Unreachable in exact arithmetic (the two markers have opposite signs); kept so
            // that no input can leave the constraint out.
            _ = addWithArtificialVariable(row, constraint: constraint)
        }
    }

    /// Paper §2.5: prefer an unrestricted (external) variable as the new row's
    /// basic variable; otherwise a fresh slack or error with a negative coefficient, which
    /// keeps the basic value non-negative. Externals have the smallest ids, so the first cell
    /// is the lowest-id external if there is one.
    private func chooseSubject(_ row: Row, marker: Int, other: Int) -> Int? {
        if let first = row.cells.first, kinds[first.symbol] == .external { return first.symbol }
        if marker >= 0, kinds[marker].isPivotable, row.coefficient(of: marker) < -Self.epsilon { return marker }
        if other >= 0, kinds[other].isPivotable, row.coefficient(of: other) < -Self.epsilon { return other }
        return nil
    }

    /// Paper §2.5: when no subject keeps the tableau feasible, add the row through
    /// an artificial variable and minimise it (phase one of the two-phase simplex). If it
    /// cannot reach 0 the constraint is unsatisfiable: returns the tags of the required
    /// constraints whose markers appear in the artificial row and the artificial variable's
    /// minimum (the shortfall), and the tableau is restored.
    private mutating func addWithArtificialVariable(_ row: Row, constraint: Int) -> Failure? {
        let artificial = newSymbol(.artificial, owner: -1)
        _ = install(row, basic: artificial)
        artificialObjective = row
        optimize(phaseOne: true)
        artificialObjective = nil

        let slot = slotOfBasic[artificial]
        if slot >= 0 {
            if abs(rows[slot].constant) > Self.epsilon {
                // The artificial variable is basic, so no other row mentions it: dropping its
                // row leaves exactly the system that held before this constraint.
                let failure = Failure(explanation: explanation(of: rows[slot], excluding: constraint),
                                      shortfall: abs(rows[slot].constant))
                releaseRow(slot)
                return failure
            }
            rows[slot].constant = 0
            // Pivot the artificial variable out so it can be deleted; a row of dummies only
            // says the constraint was implied by earlier equalities, so it is simply dropped.
            if let entering = rows[slot].cells.first(where: { kinds[$0.symbol].isPivotable })?.symbol {
                pivot(slot: slot, entering: entering)
            } else {
                records[constraint].isEditable = false
                releaseRow(slot)
            }
        }
        // Parametric at 0 from now on: deleting its column enforces the constraint.
        removeEverywhere(artificial)
        return nil
    }

    /// Why a required constraint could not be added.
    struct Failure {
        var explanation: [Int]
        var shortfall: Double
    }

    /// The explanation set of an unsatisfiable row: the required constraints whose marker
    /// variables it mentions (each marker stands for its constraint in the row's derivation).
    private func explanation(of row: Row, excluding constraint: Int) -> [Int] {
        var tags: [Int] = []
        for cell in row.cells {
            let owner = owners[cell.symbol]
            guard owner >= 0, owner != constraint, records[owner].isRequired else { continue }
            guard kinds[cell.symbol] == .slack || kinds[cell.symbol] == .dummy else { continue }
            tags.append(records[owner].tag)
        }
        tags.sort()
        var unique: [Int] = []
        for tag in tags where unique.last != tag { unique.append(tag) }
        return unique
    }

    // MARK: Optimisation (paper §2.2)

    /// Minimises the lexicographic objective of the optional constraints' errors.
    mutating func optimize() { optimize(phaseOne: false) }

    /// Primal simplex with Bland's rule (lowest-id entering, ratio ties to the lowest-id basic),
    /// which cannot cycle; the pivot budget stops it anyway if rounding ever makes it.
    private mutating func optimize(phaseOne: Bool) {
        while true {
            let entering: Int?
            if phaseOne {
                entering = artificialObjective?.cells.first(where: {
                    $0.coefficient < -Self.epsilon && kinds[$0.symbol] != .dummy
                })?.symbol
            } else {
                entering = objective.firstNegativeSymbol()
            }
            guard let entering else { return }
            guard pivotsLeft > 0 else {
                stoppedByIterationGuard = true
                return
            }
            guard let slot = leavingSlot(for: entering) else {
                // Errors and the artificial variable are bounded below by 0, so this is only
                // reachable through rounding. Stop rather than guess.
                foundUnboundedObjective = true
                return
            }
            pivotsLeft -= 1
            pivot(slot: slot, entering: entering)
        }
    }

    /// Paper §2.2, the minimum-ratio test: among restricted basic rows in which the
    /// entering symbol has a negative coefficient, the one that reaches 0 first. Ties (within
    /// epsilon) go to the lowest basic id, which is Bland's leaving rule.
    private func leavingSlot(for entering: Int) -> Int? {
        var bestSlot = -1
        var bestRatio = 0.0
        var bestBasic = Int.max
        columns.forEachSlot(of: entering) { slot in
            let basic = basicOfSlot[slot]
            guard basic >= 0, kinds[basic].isRestricted,
                  let position = rows[slot].index(of: entering) else { return }
            let coefficient = rows[slot].cells[position].coefficient
            guard coefficient < -Self.epsilon else { return }
            let ratio = -rows[slot].constant / coefficient
            if bestSlot < 0 || ratio < bestRatio - Self.epsilon
                || (ratio <= bestRatio + Self.epsilon && basic < bestBasic) {
                bestSlot = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return bestSlot >= 0 ? bestSlot : nil
    }

    /// Exchanges the basic symbol of `slot` for `entering` (paper §2.2, pivoting).
    private mutating func pivot(slot: Int, entering: Int) {
        let leaving = basicOfSlot[slot]
        rows[slot].insert(leaving, -1)
        rows[slot].solve(for: entering)
        columns.append(slot, to: leaving)
        slotOfBasic[leaving] = -1
        slotOfBasic[entering] = slot
        basicOfSlot[slot] = entering
        substitute(entering, definedBy: slot)
    }

    /// Which symbol stands for the constraint, with its coefficient in the row as written
    /// (before any negation), so that its constant can be edited later.
    private mutating func recordMarker(_ marker: Int, of constraint: Int, in row: Row) {
        records[constraint].marker = marker
        records[constraint].markerSign = row.coefficient(of: marker)
    }

    // MARK: Editing constants (paper §3, "Edit Constraints" and the dual simplex re-solve)

    /// Changes the constant of constraint `index` by `delta` in the solved tableau. The
    /// constraint reads `terms + constant + sign·marker = 0`, so a new constant is the old one
    /// with the marker shifted by `delta·sign`: every row that mentions the marker moves by
    /// that much. Rows may become infeasible; `reoptimize()` repairs them. Returns false when
    /// the tableau no longer carries the constraint (then only a fresh solve is right).
    mutating func shiftConstant(ofConstraint index: Int, by delta: Double) -> Bool {
        let record = records[index]
        guard record.isEditable, record.marker >= 0 else { return false }
        let shift = delta * record.markerSign
        let marker = record.marker
        let slot = slotOfBasic[marker]
        if slot >= 0 {
            rows[slot].constant -= shift
            return true
        }
        if columns.needsRebuild { columns.rebuild(rows: rows, basicOfSlot: basicOfSlot) }
        candidateSlots.removeAll(keepingCapacity: true)
        columns.collect(marker, into: &candidateSlots)
        candidateSlots.sort()
        var previous = -1
        for target in candidateSlots where target != previous && basicOfSlot[target] >= 0 {
            previous = target
            rows[target].constant += rows[target].coefficient(of: marker) * shift
        }
        return true
    }

    /// After constants changed: the dual simplex (paper §3.3) takes every row whose restricted
    /// basic symbol went negative back to feasibility while the objective stays optimal.
    /// Leaving: the lowest infeasible basic id; entering: the smallest ratio of objective
    /// weight to coefficient, ties to the lowest id (Bland's rule, so it cannot cycle). Returns
    /// false when the required constraints cannot all hold any more, or the budget runs out.
    mutating func reoptimize(pivotBudget: Int) -> Bool {
        pivotsLeft = max(pivotBudget, 0)
        while true {
            var leavingSlot = -1
            var leavingBasic = Int.max
            for slot in rows.indices {
                let basic = basicOfSlot[slot]
                guard basic >= 0, basic < leavingBasic, kinds[basic].isRestricted else { continue }
                // A dummy must stay at 0 exactly; any other restricted symbol at or above 0.
                if rows[slot].constant < -Self.epsilon || (kinds[basic] == .dummy && rows[slot].constant > Self.epsilon) {
                    leavingSlot = slot
                    leavingBasic = basic
                }
            }
            guard leavingSlot >= 0 else { break }
            guard kinds[leavingBasic] != .dummy, pivotsLeft > 0,
                  let entering = dualEnteringSymbol(rows[leavingSlot]) else { return false }
            pivotsLeft -= 1
            pivot(slot: leavingSlot, entering: entering)
        }
        optimize()
        return converged
    }

    private func dualEnteringSymbol(_ row: Row) -> Int? {
        var best: RowCell?
        for cell in row.cells where cell.coefficient > Self.epsilon && kinds[cell.symbol].isPivotable {
            if let current = best,
               !objective.ratio(of: cell.symbol, cell.coefficient, isBelow: current.symbol, current.coefficient) {
                continue
            }
            best = cell
        }
        return best?.symbol
    }

    // MARK: Tableau bookkeeping

    private mutating func newSymbol(_ kind: SymbolKind, owner: Int) -> Int {
        let symbol = kinds.count
        kinds.append(kind)
        owners.append(owner)
        slotOfBasic.append(-1)
        columns.addSymbol()
        accumulator.append(0)
        accumulated.append(false)
        objective.addSymbol(canEnter: kind != .dummy)
        return symbol
    }

    /// The constraint's expression with every basic variable replaced by its row, built in a
    /// dense accumulator and emitted sorted by symbol id.
    private mutating func makeRow(symbols: ArraySlice<Int>, coefficients: ArraySlice<Double>,
                                  constant: Double) -> Row {
        var rowConstant = constant
        for (symbol, coefficient) in zip(symbols, coefficients) {
            let slot = slotOfBasic[symbol]
            if slot >= 0 {
                rowConstant += coefficient * rows[slot].constant
                for cell in rows[slot].cells { accumulate(cell.symbol, coefficient * cell.coefficient) }
            } else {
                accumulate(symbol, coefficient)
            }
        }
        touched.sort()
        var cells: [RowCell] = []
        cells.reserveCapacity(touched.count + 2)
        for symbol in touched {
            let coefficient = accumulator[symbol]
            accumulator[symbol] = 0
            accumulated[symbol] = false
            if abs(coefficient) > Self.epsilon { cells.append(RowCell(symbol: symbol, coefficient: coefficient)) }
        }
        touched.removeAll(keepingCapacity: true)
        return Row(constant: rowConstant, cells: cells)
    }

    @inline(__always)
    private mutating func accumulate(_ symbol: Int, _ coefficient: Double) {
        if !accumulated[symbol] {
            accumulated[symbol] = true
            touched.append(symbol)
        }
        accumulator[symbol] += coefficient
    }

    /// Solves `0 = row` for `subject`, stores it and substitutes it everywhere else.
    private mutating func addRow(_ row: Row, solvedFor subject: Int) {
        var row = row
        row.solve(for: subject)
        let slot = install(row, basic: subject)
        substitute(subject, definedBy: slot)
    }

    private mutating func install(_ row: Row, basic: Int) -> Int {
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
        }
        slotOfBasic[basic] = slot
        for cell in row.cells { columns.append(slot, to: cell.symbol) }
        return slot
    }

    private mutating func releaseRow(_ slot: Int) {
        slotOfBasic[basicOfSlot[slot]] = -1
        basicOfSlot[slot] = -1
        rows[slot] = Row()
        freeSlots.append(slot)
    }

    /// Replaces `symbol` by the row of `slot` (where it is now basic) in every other row and in
    /// the objectives, so that basic symbols appear only as row heads.
    private mutating func substitute(_ symbol: Int, definedBy slot: Int) {
        if columns.needsRebuild { columns.rebuild(rows: rows, basicOfSlot: basicOfSlot) }
        let definition = rows[slot]
        candidateSlots.removeAll(keepingCapacity: true)
        columns.collect(symbol, into: &candidateSlots)
        // A basic symbol is in no row, so its column starts empty.
        columns.clear(symbol)
        for target in candidateSlots where target != slot && basicOfSlot[target] >= 0 {
            guard let position = rows[target].index(of: symbol) else { continue }
            let coefficient = rows[target].cells[position].coefficient
            addedSymbols.removeAll(keepingCapacity: true)
            rows[target].add(definition, scaledBy: coefficient, removing: symbol,
                             buffer: &mergeBuffer, added: &addedSymbols)
            for added in addedSymbols { columns.append(target, to: added) }
        }

        objective.substitute(symbol, with: definition)
        if var phaseOne = artificialObjective, let position = phaseOne.index(of: symbol) {
            artificialObjective = nil // drop the second reference so the edit is in place
            let coefficient = phaseOne.cells[position].coefficient
            phaseOne.add(definition, scaledBy: coefficient, removing: symbol,
                         buffer: &mergeBuffer, added: &addedSymbols)
            artificialObjective = phaseOne
        }
        addedSymbols.removeAll(keepingCapacity: true)
    }

    /// Deletes a parametric symbol's column: every row and the objective forget it.
    private mutating func removeEverywhere(_ symbol: Int) {
        candidateSlots.removeAll(keepingCapacity: true)
        columns.collect(symbol, into: &candidateSlots)
        columns.clear(symbol)
        for slot in candidateSlots where basicOfSlot[slot] >= 0 { rows[slot].remove(symbol) }
        objective.remove(symbol)
    }
}
