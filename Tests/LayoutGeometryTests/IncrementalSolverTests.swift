import Foundation
import Testing
import LayoutModel
import LayoutGeometry
import LayoutLoading
import LayoutTestSupport

// The incremental solver must give exactly what a fresh solve gives: it is a speed-up, never
// a different answer.

private func constant(_ value: Double) -> LinearExpression { LinearExpression(constant: value) }

/// A column of views in a root `width` × `height`: each pinned 16 pt in from the sides (or
/// `inset` at the top, like a safe area), a text height, an optional 250/750 width, and a
/// bottom that stays inside at 999, the shape of a scene's system. Only constants depend on
/// the arguments, so every call makes a system of the same shape.
private func columnSystem(width: Double, height: Double, inset: Double, text: Double)
    -> (system: LinearSystem, variables: [SolverVariable]) {
    var system = LinearSystem()
    var tag = 0
    func add(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Double = 1000) {
        tag += 1
        system.add(lhs, relation, rhs, priority: priority, tag: tag)
    }
    var variables: [SolverVariable] = []
    let rootWidth = system.makeVariable(), rootHeight = system.makeVariable()
    add(LinearExpression(rootWidth), .equal, constant(width))
    add(LinearExpression(rootHeight), .equal, constant(height))
    variables += [rootWidth, rootHeight]
    var previousBottom = constant(inset)
    for index in 0..<6 {
        let left = system.makeVariable(), top = system.makeVariable()
        let w = system.makeVariable(), h = system.makeVariable()
        add(LinearExpression(left), .equal, constant(16))
        add(LinearExpression(left) + LinearExpression(w), .lessThanOrEqual, LinearExpression(rootWidth) - 16)
        add(LinearExpression(w), .equal, LinearExpression(rootWidth) - 32, 750)
        add(LinearExpression(w), .lessThanOrEqual, constant(Double(200 + 60 * index)), 250)
        add(LinearExpression(top), .equal, previousBottom + 8)
        add(LinearExpression(h), .equal, constant(index.isMultiple(of: 2) ? text : 44))
        add(LinearExpression(top) + LinearExpression(h), .lessThanOrEqual, LinearExpression(rootHeight) - inset, 999)
        previousBottom = LinearExpression(top) + LinearExpression(h)
        variables += [left, top, w, h]
    }
    return (system, variables)
}

private func expectSame(_ incremental: LinearSolution, _ fresh: LinearSolution, _ variables: [SolverVariable]) {
    #expect(incremental.conflicts == fresh.conflicts)
    #expect(incremental.converged == fresh.converged)
    for variable in variables {
        #expect(abs(incremental.value(variable) - fresh.value(variable)) < 1e-9)
        #expect(incremental.isAmbiguous(variable) == fresh.isAmbiguous(variable))
    }
}

@Test func changedConstantsAreResolvedFromTheKeptTableau() {
    var solver = IncrementalSolver()
    // Screens of three widths, insets on and off, text that wraps taller, and a height so
    // small that the 999 bottoms give way (the optimum changes which constraints hold).
    let cases: [(Double, Double, Double, Double)] = [
        (390, 844, 59, 20.5), (844, 390, 0, 20.5), (375, 667, 20, 41), (1024, 1366, 24, 61.5),
        (390, 200, 59, 82), (320, 568, 20, 20.5), (390, 844, 59, 20.5),
    ]
    for (width, height, inset, text) in cases {
        let (system, variables) = columnSystem(width: width, height: height, inset: inset, text: text)
        let incremental = solver.solve(system)
        let fresh = system.solve()
        expectSame(incremental, fresh, variables)
    }
    // Only the first system was solved from scratch.
    #expect(solver.fresh == 1)
    #expect(solver.reused == cases.count - 1)
}

@Test func aRequiredConflictIsLeftToAFreshSolve() {
    func system(limit: Double) -> (LinearSystem, SolverVariable) {
        var system = LinearSystem()
        let x = system.makeVariable()
        system.add(LinearExpression(x), .equal, constant(10), priority: 1000, tag: 1)
        system.add(LinearExpression(x), .lessThanOrEqual, constant(limit), priority: 1000, tag: 2)
        return (system, x)
    }
    var solver = IncrementalSolver()
    for limit in [20.0, 5, 5, 30, 12] {
        let (system, x) = system(limit: limit)
        let incremental = solver.solve(system)
        expectSame(incremental, system.solve(), [x])
        #expect(incremental.conflicts.isEmpty == (limit >= 10))
    }
    // 20 fresh; 5 conflicts (it cannot be re-solved: fresh), again 5 (a tableau with a
    // broken constraint is not kept: fresh), 30 fresh; 12 re-solved from 30's tableau.
    #expect(solver.fresh == 4)
    #expect(solver.reused == 1)
}

@Test func aDifferentShapeIsSolvedAfresh() {
    var solver = IncrementalSolver()
    let (first, _) = columnSystem(width: 390, height: 844, inset: 59, text: 20.5)
    _ = solver.solve(first)
    var second = LinearSystem()
    let x = second.makeVariable()
    second.add(LinearExpression(x), .equal, constant(3), priority: 1000, tag: 1)
    let solution = solver.solve(second)
    #expect(solution.value(x) == 3)
    #expect(solver.fresh == 2)
}

/// Every demo fixture in every environment of the default matrix: measured with one set of
/// solvers per scene (as lint does), each measurement equals a measurement from scratch.
@Test func measuringWithKeptSolversGivesTheSameGeometry() throws {
    let folder = TestPaths.repository("Examples")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".layout.xml") }.sorted()
    #expect(names.count >= 10)
    let catalog = DeviceCatalog.standard
    let loader = FixtureLoader(deviceNames: catalog.names)
    let engine = LayoutEngine()
    let environments = EnvironmentMatrix.standard.selecting(directions: [.leftToRight, .rightToLeft])
        .environments(catalog: catalog)
    var reused = 0, fresh = 0
    for name in names {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        guard case .success(let document) = loader.load(bytes: bytes, displayPath: name) else {
            Issue.record("\(name) does not load")
            continue
        }
        for scene in document.scenes {
            let tree = SceneTree(scene)
            var solvers = SceneSolvers()
            for environment in environments {
                guard let kept = try? engine.measure(tree, in: environment, reusing: &solvers),
                      let fresh = try? engine.measure(tree, in: environment) else { continue }
                for (a, b) in zip(kept.views, fresh.views) {
                    let same = abs(a.frame.minX - b.frame.minX) < 1e-9 && abs(a.frame.minY - b.frame.minY) < 1e-9
                        && abs(a.frame.width - b.frame.width) < 1e-9 && abs(a.frame.height - b.frame.height) < 1e-9
                    #expect(same, "\(name) \(a.id) in \(environment): \(a.frame) vs \(b.frame)")
                }
                #expect(kept.problems == fresh.problems, "\(name) in \(environment)")
            }
            reused += solvers.reused
            fresh += solvers.fresh
        }
    }
    // The kept tableaux do the work: most solves are re-solves.
    #expect(reused > fresh)
}
