import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel

/// `layout-lint-bench geometry [FIXTURE_DIR]`: loads every fixture of the folder (default
/// Examples) and measures each in every environment of the full catalog (every device,
/// both orientations, L, ltr and rtl), repeating whole passes until at least a second of
/// work, and reports the rate.
func geometryBenchmark(_ arguments: [String]) {
    let folder = arguments.first ?? "Examples"
    let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { $0.hasSuffix(".layout.xml") }.sorted().map { "\(folder)/\($0)" }
    let catalog = DeviceCatalog.standard
    let loader = FixtureLoader(deviceNames: catalog.names)
    let engine = LayoutEngine(catalog: catalog)
    var matrix = EnvironmentMatrix.all(catalog)
    matrix.directions = [.leftToRight, .rightToLeft]
    let environments = matrix.environments(catalog: catalog)

    var loadTimes: [Double] = []
    var passTimes: [Double] = []
    var measurements = 0
    var views = 0
    let start = now()
    repeat {
        let loadStart = now()
        let documents = files.compactMap { try? loader.load(path: $0, displayPath: $0).get() }
        loadTimes.append(now() - loadStart)
        let passStart = now()
        for document in documents {
            for scene in document.scenes {
                let tree = SceneTree(scene)
                for environment in environments {
                    if let measured = try? engine.measure(tree, in: environment) {
                        measurements += 1
                        views += measured.views.count
                    }
                }
            }
        }
        passTimes.append(now() - passStart)
    } while now() - start < 1.0 || passTimes.count < 3

    let total = now() - start
    let perPass = Double(measurements) / Double(passTimes.count)
    print("fixtures: \(files.count), environments per fixture: \(environments.count), measurements per pass: \(Int(perPass))")
    print("passes: \(passTimes.count), total: \(String(format: "%.2f", total)) s")
    print("median load of all fixtures: \(String(format: "%.2f", median(loadTimes) * 1000)) ms")
    print("median measure pass: \(String(format: "%.1f", median(passTimes) * 1000)) ms")
    print("environments measured per second: \(Int(perPass / median(passTimes)))")
    print("views measured per second: \(Int(Double(views) / Double(passTimes.count) / median(passTimes)))")
    print("peak memory: \(String(format: "%.1f", peakMemoryMB())) MB")
}
