import Testing
@testable import LayoutSource

@Suite("Swift package manifests, read from their tokens")
struct PackageManifestTests {
    let manifest = PackageManifest(swift: """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Tool",
            products: [
                .executable(name: "tool", targets: ["Tool"]),
                .library(name: "ToolKit", targets: ["ToolKit"]),
            ],
            dependencies: [.package(url: "https://example.com/Yams.git", from: "5.0.0")],
            targets: [
                .executableTarget(name: "Tool", dependencies: ["ToolKit", .product(name: "Yams", package: "Yams")]),
                .target(name: "ToolKit", path: "Sources/Kit"),
                .target(name: "Fixtures", dependencies: [.target(name: "ToolKit")], resources: [.copy("Documents")]),
                .testTarget(name: "ToolKitTests", dependencies: ["ToolKit", "Fixtures"]),
            ]
        )
        """)

    @Test("targets with their kind, folder, line and this package's dependencies; products' targets; another package's product is not a dependency")
    func targets() {
        #expect(manifest.targets.map(\.name) == ["Tool", "ToolKit", "Fixtures", "ToolKitTests"])
        #expect(manifest.targets.map(\.kind) == [.executable, .regular, .regular, .test])
        #expect(manifest.targets.map(\.line) == [12, 13, 14, 15])
        #expect(manifest.targets[0].dependencies == ["ToolKit"])
        #expect(manifest.targets[2].dependencies == ["ToolKit"])
        #expect(manifest.targets[1].path == "Sources/Kit")
        #expect(manifest.productTargets == ["Tool", "ToolKit"])
    }

    @Test("test data: a test target's folder, a target only tests use, anything under Tests/; what a product holds and folders outside every target are not")
    func testData() {
        let exists: (String) -> Bool = { $0.hasPrefix("Sources/") }
        func data(_ path: String) -> String? { manifest.testData(at: path, manifest: "Package.swift", exists: exists) }
        #expect(data("Tests/ToolKitTests/Resources/A.xib") == "Package.swift:15 declares ToolKitTests a test target")
        #expect(data("Sources/Fixtures/Documents/B.storyboard") == "Package.swift:14 declares Fixtures, which no product holds and only test targets use")
        #expect(data("Tests/Mocks/C.xib") == "Package.swift keeps test targets only under Tests/")
        #expect(data("Sources/Kit/Views/D.xib") == nil)
        #expect(data("Sources/Tool/E.xib") == nil)
        #expect(data("Examples/App/F.storyboard") == nil)
    }

    @Test("a hostile manifest: 10,000 unclosed calls and 10,000 nested brackets read in bounded time, and a target after them is still found")
    func hostile() {
        let calls = String(repeating: ".package(url: \"x\", ", count: 10_000)
        let brackets = String(repeating: "[", count: 10_000)
        let start = ContinuousClock.now
        let read = PackageManifest(swift: "let package = Package(" + brackets + calls + "\n.target(name: \"Late\")")
        #expect(ContinuousClock.now - start < .seconds(5))
        #expect(read.targets.map(\.name) == ["Late"])
    }
}
