import Testing
import LayoutModel
import LayoutGeometry

// Tests of the Cassowary solver through its public API only (LinearSystem / LinearSolution).

/// Builds systems tersely and numbers constraints 1, 2, 3… in the order they are added.
private struct SystemBuilder {
    var system = LinearSystem()
    private var nextTag = 1

    mutating func variable(_ name: String) -> SolverVariable { system.makeVariable(name) }

    @discardableResult
    mutating func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression,
                      priority: Double = 1000) -> Int {
        let tag = nextTag
        nextTag += 1
        system.add(lhs, relation, rhs, priority: priority, tag: tag)
        return tag
    }

    func solve() -> LinearSolution { system.solve() }
}

private extension SolverVariable {
    var expr: LinearExpression { LinearExpression(self) }
}

private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

/// Deterministic PRNG (SplitMix64) so the random-ish systems are the same in every run.
private struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
}

/// A view's four unknowns, as Auto Layout models them.
private struct ViewVariables {
    let left, top, width, height: SolverVariable
    init(_ name: String, in builder: inout SystemBuilder) {
        left = builder.variable("\(name).left")
        top = builder.variable("\(name).top")
        width = builder.variable("\(name).width")
        height = builder.variable("\(name).height")
    }
    var right: LinearExpression { left.expr + width.expr }
    var bottom: LinearExpression { top.expr + height.expr }
}

// MARK: Equalities, inequalities, multipliers

@Test func equalityChainGivesExactPositions() {
    var builder = SystemBuilder()
    let a = ViewVariables("a", in: &builder), b = ViewVariables("b", in: &builder)
    let c = ViewVariables("c", in: &builder)
    builder.add(a.left.expr, .equal, constant(0))
    builder.add(b.left.expr, .equal, a.left.expr + a.width.expr + 8)
    builder.add(a.width.expr, .equal, constant(100))
    builder.add(b.width.expr, .equal, constant(50))
    builder.add(c.left.expr, .equal, b.right + 8)
    builder.add(c.right, .equal, constant(375))
    let solution = builder.solve()
    #expect(solution.value(a.left) == 0)
    #expect(solution.value(a.left).sign == .plus) // no -0.0 leaks out
    #expect(solution.value(b.left) == 108)
    #expect(solution.value(c.left) == 166)
    #expect(solution.value(c.width) == 209)
    #expect(solution.conflicts.isEmpty)
    #expect(solution.converged)
    for variable in [a.left, a.width, b.left, b.width, c.left, c.width] {
        #expect(!solution.isAmbiguous(variable))
    }
}

@Test func lowerBoundBeatsWeakPreference() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .greaterThanOrEqual, constant(10))
    builder.add(x.expr, .equal, constant(0), priority: 250)
    let solution = builder.solve()
    #expect(solution.value(x) == 10)
    #expect(!solution.isAmbiguous(x))
}

@Test func upperBoundBeatsStrongPreference() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .lessThanOrEqual, constant(50))
    builder.add(x.expr, .equal, constant(100), priority: 750)
    let solution = builder.solve()
    #expect(solution.value(x) == 50)
    #expect(!solution.isAmbiguous(x))
}

@Test func multiplierCentersAndAspectRatio() {
    var builder = SystemBuilder()
    let parentWidth = builder.variable("parent.width")
    let centerX = builder.variable("child.centerX")
    let width = builder.variable("child.width"), height = builder.variable("child.height")
    let left = builder.variable("child.left")
    builder.add(parentWidth.expr, .equal, constant(390))
    builder.add(centerX.expr, .equal, 0.5 * parentWidth.expr)
    builder.add(width.expr, .equal, 2 * height.expr)          // aspect ratio 2:1
    builder.add(height.expr, .equal, constant(30))
    builder.add(centerX.expr, .equal, left.expr + width.expr * 0.5)
    let solution = builder.solve()
    #expect(solution.value(centerX) == 195)
    #expect(solution.value(width) == 60)
    #expect(solution.value(left) == 165)
    #expect(!solution.isAmbiguous(left))
}

@Test func expressionOperatorsKeepTermsAndConstants() {
    var builder = SystemBuilder()
    let x = builder.variable("x"), y = builder.variable("y")
    // 2(x + 3) - (0.5y - 1) + 4 - x  =  x - 0.5y + 11
    let expression = 2 * (x.expr + 3) - (0.5 * y.expr - 1) + 4 - x.expr
    #expect(expression.constant == 11)
    let simplified = expression.simplified()
    #expect(simplified.terms.map(\.0) == [x, y])
    #expect(simplified.terms.map(\.1) == [1, -0.5])
    builder.add(expression, .equal, constant(20))
    builder.add(x.expr, .equal, 10 - constant(9))
    let solution = builder.solve()
    #expect(solution.value(x) == 1)
    #expect(solution.value(y) == -16)
    #expect(!solution.isAmbiguous(y))
}

// MARK: Priorities

/// Each step adds a stronger constraint pulling x somewhere else; the strongest always wins,
/// whatever order the constraints were added in.
@Test(arguments: [false, true])
func strongerPriorityWins(strongestFirst: Bool) {
    let ladder: [(priority: Double, target: Double)] =
        [(250, 10), (251, 20), (750, 30), (999, 40), (1000, 50)]
    for count in 2...ladder.count {
        var steps = Array(ladder.prefix(count))
        if strongestFirst { steps.reverse() }
        var builder = SystemBuilder()
        let x = builder.variable("x")
        for step in steps { builder.add(x.expr, .equal, constant(step.target), priority: step.priority) }
        let solution = builder.solve()
        #expect(solution.value(x) == ladder[count - 1].target, "with \(count) levels")
        #expect(solution.conflicts.isEmpty)
        #expect(!solution.isAmbiguous(x))
    }
}

@Test func manyWeakViolationsNeverOutweighOneStrongerOne() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    for _ in 0..<10 { builder.add(x.expr, .equal, constant(0), priority: 250) }
    builder.add(x.expr, .equal, constant(100), priority: 251)
    #expect(builder.solve().value(x) == 100)

    // The same with inequalities, and with the stronger constraint added first.
    var inequalities = SystemBuilder()
    let y = inequalities.variable("y")
    inequalities.add(y.expr, .greaterThanOrEqual, constant(100), priority: 251)
    for _ in 0..<10 { inequalities.add(y.expr, .lessThanOrEqual, constant(0), priority: 250) }
    #expect(inequalities.solve().value(y) == 100)
}

@Test func errorsAddUpWithinOneLevel() {
    // L1 within a level: three constraints at 0 outweigh two at 100 (the weighted median).
    var builder = SystemBuilder()
    let x = builder.variable("x")
    for _ in 0..<2 { builder.add(x.expr, .equal, constant(100), priority: 500) }
    for _ in 0..<3 { builder.add(x.expr, .equal, constant(0), priority: 500) }
    let solution = builder.solve()
    #expect(solution.value(x) == 0)
    #expect(!solution.isAmbiguous(x))
}

@Test func sameLevelTieIsDeterministicAndAmbiguous() {
    // Any x in [10, 20] costs 10 at level 250; the first constraint added wins.
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .equal, constant(10), priority: 250)
    builder.add(x.expr, .equal, constant(20), priority: 250)
    let solution = builder.solve()
    #expect(solution.value(x) == 10)
    #expect(solution.isAmbiguous(x))

    // A stronger preference inside the interval removes the ambiguity.
    builder.add(x.expr, .equal, constant(15), priority: 500)
    let settled = builder.solve()
    #expect(settled.value(x) == 15)
    #expect(!settled.isAmbiguous(x))
}

@Test func optionalPreferenceIsViolatedByTheLeastAmount() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .greaterThanOrEqual, constant(10))
    builder.add(x.expr, .lessThanOrEqual, constant(40))
    builder.add(x.expr, .equal, constant(100), priority: 500)
    builder.add(x.expr, .equal, constant(-100), priority: 250)
    #expect(builder.solve().value(x) == 40)
}

/// WWDC "Mysteries of Auto Layout": pin a button 20 pt above the screen bottom at 750, but never
/// below the safe area (required).
@Test(arguments: [(screen: 852.0, safeBottom: 818.0, expected: 818.0),
                  (screen: 667.0, safeBottom: 667.0, expected: 647.0)])
func bottomButtonStaysInSafeArea(screen: Double, safeBottom: Double, expected: Double) {
    var builder = SystemBuilder()
    let screenBottom = builder.variable("screen.bottom")
    let safeAreaBottom = builder.variable("safeArea.bottom")
    let button = ViewVariables("button", in: &builder)
    builder.add(screenBottom.expr, .equal, constant(screen))
    builder.add(safeAreaBottom.expr, .equal, constant(safeBottom))
    builder.add(button.height.expr, .equal, constant(44))
    builder.add(button.bottom, .equal, screenBottom.expr - 20, priority: 750)
    builder.add(button.bottom, .lessThanOrEqual, safeAreaBottom.expr)
    let solution = builder.solve()
    #expect(solution.value(button.top) + solution.value(button.height) == expected)
    #expect(solution.value(button.top) == expected - 44)
    #expect(!solution.isAmbiguous(button.top))
    #expect(solution.conflicts.isEmpty)
}

@Test func compressionResistanceAndHuggingDetermineWidth() {
    var builder = SystemBuilder()
    let width = builder.variable("label.width")
    builder.add(width.expr, .lessThanOrEqual, constant(100), priority: 250)    // hugging
    builder.add(width.expr, .greaterThanOrEqual, constant(100), priority: 750) // compression
    let solution = builder.solve()
    #expect(solution.value(width) == 100)
    #expect(!solution.isAmbiguous(width))

    // Squeezed between fixed edges 80 pt apart, compression resistance (750) loses to required.
    var squeezed = SystemBuilder()
    let label = ViewVariables("label", in: &squeezed)
    squeezed.add(label.left.expr, .equal, constant(16))
    squeezed.add(label.right, .equal, constant(96))
    squeezed.add(label.width.expr, .lessThanOrEqual, constant(100), priority: 250)
    squeezed.add(label.width.expr, .greaterThanOrEqual, constant(100), priority: 750)
    let result = squeezed.solve()
    #expect(result.value(label.width) == 80)
    #expect(!result.isAmbiguous(label.width))
}

// MARK: Conflicts

@Test func conflictingEqualitiesBreakTheLaterOne() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .equal, constant(10))
    builder.add(x.expr, .equal, constant(20))
    let solution = builder.solve()
    // It misses by 10: the shortfall says how far the broken constraint is from holding.
    #expect(solution.conflicts == [SolverConflict(tag: 2, conflictsWith: [1], shortfall: 10)])
    #expect(solution.value(x) == 10)
    #expect(!solution.isAmbiguous(x))
}

@Test func threeConstraintCycleNamesBothEarlierConstraints() {
    var builder = SystemBuilder()
    let a = builder.variable("a"), b = builder.variable("b")
    builder.add(a.expr + b.expr, .equal, constant(10))
    builder.add(a.expr, .equal, constant(3))
    builder.add(b.expr, .equal, constant(4))
    let solution = builder.solve()
    #expect(solution.conflicts == [SolverConflict(tag: 3, conflictsWith: [1, 2], shortfall: 3)])
    #expect(solution.value(a) == 3)
    #expect(solution.value(b) == 7)
}

@Test func conflictingInequalitiesGoThroughPhaseOne() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .greaterThanOrEqual, constant(10))
    builder.add(x.expr, .lessThanOrEqual, constant(5))
    let solution = builder.solve()
    #expect(solution.conflicts == [SolverConflict(tag: 2, conflictsWith: [1], shortfall: 5)])
    #expect(solution.value(x) == 10)
}

@Test func explanationOnlyNamesConstraintsThatTakePart() {
    var builder = SystemBuilder()
    let x = builder.variable("x"), y = builder.variable("y")
    builder.add(x.expr, .greaterThanOrEqual, constant(10)) // 1: not part of the conflict
    builder.add(x.expr, .lessThanOrEqual, constant(20))    // 2
    builder.add(y.expr, .equal, x.expr)                    // 3
    builder.add(y.expr, .equal, constant(30))              // 4: contradicts 2 and 3
    let solution = builder.solve()
    #expect(solution.conflicts == [SolverConflict(tag: 4, conflictsWith: [2, 3], shortfall: 10)])
    // Kept at 999, the broken constraint still pulls y as far as the required ones allow.
    #expect(solution.value(x) == 20)
    #expect(solution.value(y) == 20)
}

@Test func brokenConstraintKeepsPriority999() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .greaterThanOrEqual, constant(10))
    builder.add(x.expr, .lessThanOrEqual, constant(5))                // broken: now 999
    builder.add(x.expr, .equal, constant(100), priority: 750)         // weaker than 999
    let solution = builder.solve()
    #expect(solution.conflicts.map(\.tag) == [2])
    #expect(solution.value(x) == 10)
}

@Test func constantOnlyContradictionHasEmptyExplanation() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .equal, constant(1))
    builder.add(constant(0), .equal, constant(5))
    builder.add(constant(0), .greaterThanOrEqual, constant(5))
    builder.add(constant(5), .greaterThanOrEqual, constant(0))   // true: no conflict
    let solution = builder.solve()
    #expect(solution.conflicts == [SolverConflict(tag: 2, conflictsWith: [], shortfall: 5),
                                   SolverConflict(tag: 3, conflictsWith: [], shortfall: 5)])
    #expect(solution.value(x) == 1)
}

@Test func redundantRequiredConstraintsAreNotConflicts() {
    var builder = SystemBuilder()
    let a = builder.variable("a"), b = builder.variable("b")
    builder.add(a.expr, .equal, constant(3))
    builder.add(b.expr, .equal, a.expr + 4)
    builder.add(a.expr + b.expr, .equal, constant(10))   // implied by the first two
    builder.add(b.expr, .lessThanOrEqual, constant(7))   // tight but satisfiable
    builder.add(b.expr, .greaterThanOrEqual, constant(7))
    let solution = builder.solve()
    #expect(solution.conflicts.isEmpty)
    #expect(solution.value(b) == 7)
    #expect(!solution.isAmbiguous(a))
    #expect(!solution.isAmbiguous(b))
}

// MARK: Ambiguity

@Test func lowerBoundAloneIsAmbiguous() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .greaterThanOrEqual, constant(10))
    let solution = builder.solve()
    #expect(solution.isAmbiguous(x))
    #expect(solution.value(x) >= 10)
}

@Test func equalVariablesAloneAreAmbiguous() {
    var builder = SystemBuilder()
    let x = builder.variable("x"), y = builder.variable("y")
    builder.add(x.expr, .equal, y.expr)
    let solution = builder.solve()
    #expect(solution.isAmbiguous(x))
    #expect(solution.isAmbiguous(y))
    #expect(solution.value(x) == solution.value(y))
}

@Test func sumAndOneValueDetermineBoth() {
    var builder = SystemBuilder()
    let x = builder.variable("x"), y = builder.variable("y")
    builder.add(x.expr + y.expr, .equal, constant(10))
    builder.add(x.expr, .equal, constant(3))
    let solution = builder.solve()
    #expect(solution.value(x) == 3)
    #expect(solution.value(y) == 7)
    #expect(!solution.isAmbiguous(x))
    #expect(!solution.isAmbiguous(y))
}

@Test func viewWithOnlyHorizontalConstraintsIsVerticallyAmbiguous() {
    var builder = SystemBuilder()
    let view = ViewVariables("view", in: &builder)
    builder.add(view.left.expr, .equal, constant(20))
    builder.add(view.width.expr, .equal, constant(120))
    let solution = builder.solve()
    #expect(solution.value(view.left) == 20)
    #expect(solution.value(view.width) == 120)
    #expect(!solution.isAmbiguous(view.left))
    #expect(!solution.isAmbiguous(view.width))
    #expect(solution.isAmbiguous(view.top))
    #expect(solution.isAmbiguous(view.height))
}

@Test func tightRequiredInequalitiesDetermineTheValue() {
    // A degenerate vertex: the slack of `w >= 100` is zero-cost but pinned by `w <= 100`.
    var builder = SystemBuilder()
    let width = builder.variable("w"), left = builder.variable("left")
    builder.add(width.expr, .greaterThanOrEqual, constant(100))
    builder.add(width.expr, .lessThanOrEqual, constant(100))
    builder.add(left.expr, .greaterThanOrEqual, constant(0))
    builder.add(left.expr + width.expr, .lessThanOrEqual, constant(100))
    let solution = builder.solve()
    #expect(solution.value(width) == 100)
    #expect(solution.value(left) == 0)
    #expect(!solution.isAmbiguous(width))
    #expect(!solution.isAmbiguous(left))
}

@Test func unknownAndUnconstrainedVariablesAreAmbiguous() {
    var builder = SystemBuilder()
    let used = builder.variable("used"), unused = builder.variable("unused")
    builder.add(used.expr - used.expr, .equal, constant(0))   // mentions `used`, constrains nothing
    let solution = builder.solve()
    #expect(solution.isAmbiguous(used))
    #expect(solution.isAmbiguous(unused))
    #expect(solution.value(unused) == 0)
    #expect(solution.conflicts.isEmpty)
}

// MARK: Robustness

@Test func nonFiniteConstraintsAreIgnoredAndReported() {
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .equal, constant(.nan))
    builder.add(x.expr * .infinity, .equal, constant(1))
    builder.add(x.expr, .equal, constant(4))
    let solution = builder.solve()
    #expect(solution.ignoredTags == [1, 2])
    #expect(solution.value(x) == 4)
    #expect(solution.conflicts.isEmpty)
}

/// Views in rows of five, with chains, bounds, intrinsic sizes at 250/750, a 999 limit that
/// squeezes the weak heights, and on every tenth view a required width, aspect and height that
/// cannot all hold (the tags of those heights are returned). `seed` varies the numbers.
private func storyboardLikeSystem(viewCount: Int, seed: UInt64)
    -> (system: LinearSystem, views: [ViewVariables], contradictions: [SolverConflict]) {
    var random = SplitMix64(state: seed)
    var builder = SystemBuilder()
    let root = ViewVariables("root", in: &builder)
    builder.add(root.left.expr, .equal, constant(0))
    builder.add(root.top.expr, .equal, constant(0))
    builder.add(root.width.expr, .equal, constant(390))
    builder.add(root.height.expr, .equal, constant(844))
    var views = [root]
    var contradictions: [SolverConflict] = []
    for index in 1..<viewCount {
        let view = ViewVariables("v\(index)", in: &builder)
        let previous = views[views.count - 1]
        let gap = Double(random.below(5) * 4)
        if index % 5 == 1 {
            builder.add(view.left.expr, .equal, root.left.expr + 16)
            builder.add(view.top.expr, .equal, previous.bottom + gap)
        } else {
            builder.add(view.left.expr, .equal, previous.right + gap)
            builder.add(view.top.expr, .equal, previous.top.expr)
        }
        builder.add(view.right, .lessThanOrEqual, root.right - 16)
        builder.add(view.width.expr, .greaterThanOrEqual, constant(0))
        builder.add(view.height.expr, .greaterThanOrEqual, constant(0))
        let intrinsicWidth = 20 + Double(random.below(60)) + random.unit()
        builder.add(view.width.expr, .lessThanOrEqual, constant(intrinsicWidth), priority: 250)
        builder.add(view.width.expr, .greaterThanOrEqual, constant(intrinsicWidth), priority: 750)
        let heightPriority: Double = index % 10 == 0 || random.below(2) == 0 ? 1000 : 500
        let aspect = builder.add(view.height.expr, .equal,
                                 0.5 * view.width.expr + Double(random.below(10)), priority: heightPriority)
        if index % 10 == 0 {
            let width = builder.add(view.width.expr, .equal, constant(40))
            let height = builder.add(view.height.expr, .equal, constant(Double(100 + random.below(40))))
            contradictions.append(SolverConflict(tag: height, conflictsWith: [aspect, width]))
        }
        if random.below(7) == 0 {
            builder.add(view.bottom, .lessThanOrEqual, root.bottom, priority: 999)
        }
        views.append(view)
    }
    return (builder.system, views, contradictions)
}

@Test func sameSystemGivesBitIdenticalResults() {
    let (first, views, contradictions) = storyboardLikeSystem(viewCount: 50, seed: 42)
    let (second, _, _) = storyboardLikeSystem(viewCount: 50, seed: 42)
    let variables = views.flatMap { [$0.left, $0.top, $0.width, $0.height] }
    #expect(variables.count == 200)
    let a = first.solve(), b = second.solve()
    #expect(a.converged && b.converged)
    // Views 10, 20, 30 and 40 each get a width, aspect and height that cannot all hold.
    #expect(contradictions.count == 4)
    #expect(a.conflicts.map(\.tag) == contradictions.map(\.tag))
    #expect(a.conflicts.map(\.conflictsWith) == contradictions.map(\.conflictsWith))
    #expect(a.conflicts == b.conflicts)
    for variable in variables {
        #expect(a.value(variable).bitPattern == b.value(variable).bitPattern)
        #expect(a.isAmbiguous(variable) == b.isAmbiguous(variable))
    }
    #expect(a.value(views[0].width) == 390)
    #expect(a.value(views[1].left) == 16)
    #expect(a.value(views[6].left) == 16)
    for view in views.dropFirst() {
        #expect(a.value(view.left) + a.value(view.width) <= 374 + 1e-9)
        #expect(a.value(view.height) >= -1e-9)
    }
    #expect(a.value(views[10].width) == 40)
}

@Test func iterationGuardStopsWithBestEffortValues() {
    // Reaching the 750 preference needs one pivot after the 250 one made x basic at 10.
    var builder = SystemBuilder()
    let x = builder.variable("x")
    builder.add(x.expr, .equal, constant(10), priority: 250)
    builder.add(x.expr, .equal, constant(20), priority: 750)
    let stopped = builder.system.solve(pivotLimit: 0)
    #expect(!stopped.converged)
    #expect(stopped.value(x) == 10)
    let finished = builder.solve()
    #expect(finished.converged)
    #expect(finished.value(x) == 20)
}

@Test func degenerateSystemTerminatesAndConverges() {
    var builder = SystemBuilder()
    let count = 40
    let xs = (0..<count).map { builder.variable("x\($0)") }
    var sum = constant(0)
    for (index, x) in xs.enumerated() {
        builder.add(x.expr, .greaterThanOrEqual, constant(5))
        builder.add(x.expr, .lessThanOrEqual, constant(5))
        builder.add(x.expr, .greaterThanOrEqual, constant(5))
        if index > 0 {
            builder.add(x.expr, .equal, xs[index - 1].expr)
            builder.add(xs[index - 1].expr, .equal, x.expr)        // the same, again
            builder.add(x.expr - xs[0].expr, .lessThanOrEqual, constant(0))
        }
        builder.add(x.expr, .equal, constant(Double(index)), priority: 250)
        builder.add(x.expr, .greaterThanOrEqual, constant(100), priority: 750)
        sum = sum + x.expr
    }
    builder.add(sum, .equal, constant(5 * Double(count)))
    builder.add(sum, .lessThanOrEqual, constant(5 * Double(count)))
    let solution = builder.solve()
    #expect(solution.converged)
    #expect(solution.conflicts.isEmpty)
    for x in xs {
        #expect(abs(solution.value(x) - 5) < 1e-9)
        #expect(!solution.isAmbiguous(x))
    }
}
