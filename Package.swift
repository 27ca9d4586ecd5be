// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "layout-lint",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layout-lint", targets: ["layout-lint"]),
        .library(name: "LayoutLint", targets: ["LayoutModel", "LayoutLoading", "LayoutSource", "LayoutGeometry", "LayoutRules", "LayoutPipeline", "LayoutReporting"]),
        // For other packages: lint on every build (`plugins: [.plugin(name: "LayoutLintBuildTool", package: "layout-lint")]`),
        // and `swift package layout-lint`.
        .plugin(name: "LayoutLintBuildTool", targets: ["LayoutLintBuildTool"]),
        .plugin(name: "LayoutLintCommand", targets: ["LayoutLintCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/JohnSundell/Ink", from: "0.6.0"),
    ],
    targets: [
        // libxml2 from the system: apt libxml2-dev, brew libxml2.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .target(name: "LayoutModel"),
        .target(
            name: "LayoutLoading",
            dependencies: ["LayoutModel", "CLibXML2"],
            exclude: ["Schema"],
            plugins: ["EmbedResources"]
        ),
        // Reads the app's Swift and Objective-C: how controllers are shown, what the code places.
        .target(name: "LayoutSource", dependencies: ["LayoutModel"]),
        .target(
            name: "LayoutGeometry",
            dependencies: ["LayoutModel"],
            exclude: ["Catalog"],
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "LayoutRules",
            dependencies: ["LayoutModel", "LayoutGeometry", .product(name: "Yams", package: "Yams")],
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "LayoutPipeline",
            dependencies: ["LayoutModel", "LayoutLoading", "LayoutSource", "LayoutGeometry", "LayoutRules"]
        ),
        .target(
            name: "LayoutReporting",
            dependencies: [
                "LayoutModel", "LayoutGeometry", "LayoutRules",
                .product(name: "Ink", package: "Ink"),
            ],
            plugins: ["EmbedResources"]
        ),
        .executableTarget(
            name: "layout-lint",
            dependencies: [
                "LayoutModel", "LayoutGeometry", "LayoutRules", "LayoutPipeline", "LayoutReporting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The plugins other packages use; each runs the layout-lint executable.
        .plugin(name: "LayoutLintBuildTool", capability: .buildTool(), dependencies: ["layout-lint"]),
        .plugin(name: "LayoutLintCommand",
                capability: .command(intent: .custom(verb: "layout-lint", description: "Lint the package's storyboards, xibs and layout fixtures, or write the report"),
                                     permissions: [.writeToPackageDirectory(reason: "layout-lint report writes the report site (and --write-baseline the baseline) into the package")]),
                dependencies: ["layout-lint"]),

        // `layout-lint-bench`: measured workloads for the benchmark scripts in .ci/.
        .executableTarget(name: "layout-lint-bench", dependencies: ["CLibXML2", "LayoutModel", "LayoutLoading", "LayoutSource", "LayoutGeometry", "LayoutRules", "LayoutPipeline"]),

        // Build-time embedding of data files (catalog, schema, templates, rule pages),
        // so that a copied binary works on its own.
        .executableTarget(name: "EmbedTool"),
        .plugin(name: "EmbedResources", capability: .buildTool(), dependencies: ["EmbedTool"]),

        // Paths, test data (Tests/Data) and golden files with a record mode, for every test target.
        .target(name: "LayoutTestSupport", path: "Tests/LayoutTestSupport"),
        .testTarget(name: "LayoutSourceTests", dependencies: ["LayoutSource", "LayoutModel", "LayoutTestSupport"]),
        .testTarget(name: "LayoutLoadingTests", dependencies: ["LayoutLoading", "LayoutGeometry", "LayoutTestSupport"]),
        .testTarget(name: "LayoutGeometryTests", dependencies: ["LayoutGeometry", "LayoutLoading", "LayoutTestSupport"]),
        .testTarget(name: "LayoutRulesTests", dependencies: ["LayoutRules", "LayoutPipeline", "LayoutLoading", "LayoutGeometry", "LayoutTestSupport"]),
        .testTarget(name: "LayoutReportingTests", dependencies: ["LayoutReporting", "LayoutRules", "LayoutPipeline", "LayoutLoading", "LayoutTestSupport"],
                    exclude: ["Golden"]),
        .testTarget(name: "CLITests", dependencies: ["layout-lint", "LayoutRules", "LayoutTestSupport"], exclude: ["Golden"]),
        .testTarget(name: "RepositoryTests", dependencies: ["LayoutTestSupport"]),
    ]
)
