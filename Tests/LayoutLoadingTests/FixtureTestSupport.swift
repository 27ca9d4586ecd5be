import Foundation
import Testing
import LayoutGeometry
import LayoutLoading
import LayoutModel

// Helpers shared by FixtureErrorTests and FixtureLoadingTests.
//
// Every fixture is loaded from in-memory bytes under the display path below, so that an
// expected location reads exactly as the tool prints it: "Test.layout.xml:LINE:COLUMN".

let testPath = "Test.layout.xml"

let loader = FixtureLoader(deviceNames: DeviceCatalog.standard.names)

func load(_ xml: String) -> Result<Document, LoadFailure> {
    loader.load(bytes: Array(xml.utf8), displayPath: testPath)
}

func load(bytes: [UInt8]) -> Result<Document, LoadFailure> {
    loader.load(bytes: bytes, displayPath: testPath)
}

/// The errors of a fixture that must not load (records an issue when it loads).
func loadErrors(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [LoadError] {
    loadErrors(bytes: Array(xml.utf8), sourceLocation: sourceLocation)
}

func loadErrors(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [LoadError] {
    switch load(bytes: bytes) {
    case .success:
        Issue.record("the fixture loaded, but it should have failed", sourceLocation: sourceLocation)
        return []
    case .failure(let failure):
        return failure.errors
    }
}

/// The one error of a fixture with one problem (records an issue when there are more or none).
func singleError(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LoadError {
    try singleError(bytes: Array(xml.utf8), sourceLocation: sourceLocation)
}

func singleError(bytes: [UInt8], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LoadError {
    let errors = loadErrors(bytes: bytes, sourceLocation: sourceLocation)
    #expect(errors.count == 1, "expected exactly one error, got: \(errors.map(\.description))",
            sourceLocation: sourceLocation)
    return try #require(errors.first, sourceLocation: sourceLocation)
}

/// A fixture that must load (throws with every error's description when it does not).
func loadDocument(_ xml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Document {
    switch load(xml) {
    case .success(let document):
        return document
    case .failure(let failure):
        let errors = failure.errors.map(\.description).joined(separator: "\n")
        Issue.record("the fixture did not load:\n\(errors)", sourceLocation: sourceLocation)
        throw FixtureDidNotLoad()
    }
}

struct FixtureDidNotLoad: Error {}

/// `Test.layout.xml:LINE:COLUMN`, as the loader prints locations.
func at(_ line: Int, _ column: Int) -> String {
    "\(testPath):\(line):\(column)"
}

/// Measures how long `body` takes.
func timed<T>(_ body: () throws -> T) rethrows -> (value: T, seconds: Double) {
    let clock = ContinuousClock()
    let start = clock.now
    let value = try body()
    let elapsed = clock.now - start
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (value, seconds)
}

// MARK: Walking the model

extension Document {
    /// The view controller at the top of the fixture's only scene.
    var rootController: ViewControllerNode? {
        guard case .viewController(let controller)? = scenes.first?.root else { return nil }
        return controller
    }
}

extension ViewControllerNode {
    /// This controller and every controller below it (children and embedded ones), depth first.
    var allControllers: [ViewControllerNode] {
        var result = [self]
        for child in children { result += child.allControllers }
        if let view { result += view.allViews.compactMap(\.embedded).flatMap(\.allControllers) }
        return result
    }

    func controller(_ id: String) -> ViewControllerNode? {
        allControllers.first { $0.id == id }
    }
}

extension ViewNode {
    /// This view and its subviews, depth first (not entering embedded view controllers).
    var allViews: [ViewNode] {
        [self] + subviews.flatMap(\.allViews)
    }

    func view(_ id: String) -> ViewNode? {
        allViews.first { $0.id == id }
    }
}
