import LayoutModel

/// Loads any supported input by its file name: layout fixtures (`*.layout.xml`), and
/// Interface Builder documents (`*.storyboard`, `*.xib`).
public struct DocumentLoader: Sendable {
    public var fixtures: FixtureLoader
    public var interfaceBuilder = InterfaceBuilderLoader()

    /// `screenSizes`: the catalog's screens (portrait), which tell a screen designed at a
    /// freeform size from a part of one (Interface Builder's design devices are screens too).
    public init(deviceNames: [String], screenSizes: [Size] = []) {
        fixtures = FixtureLoader(deviceNames: deviceNames)
        interfaceBuilder = InterfaceBuilderLoader(screenSizes: screenSizes)
    }

    public static let supportedSuffixes = [".layout.xml", ".storyboard", ".xib"]

    public static func isSupported(_ path: String) -> Bool {
        supportedSuffixes.contains { path.lowercased().hasSuffix($0) }
    }

    /// The kind a path names by its suffix, for inputs that did not load.
    public static func kind(of path: String) -> DocumentKind? {
        path.hasSuffix(".storyboard") ? .storyboard : path.hasSuffix(".xib") ? .xib : path.hasSuffix(".layout.xml") ? .fixture : nil
    }

    /// Loads a document from memory (`displayPath` decides the kind and names locations).
    public func load(bytes: [UInt8], displayPath: String) -> Result<Document, LoadFailure> {
        let lowered = displayPath.lowercased()
        if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") {
            return interfaceBuilder.load(bytes: bytes, displayPath: displayPath)
        }
        return fixtures.load(bytes: bytes, displayPath: displayPath)
    }

    /// `references`: the run's storyboard references (see `StoryboardReferences`).
    public func load(path: String, displayPath: String, references: StoryboardReferences = StoryboardReferences()) -> Result<Document, LoadFailure> {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".storyboard") || lowered.hasSuffix(".xib") {
            return interfaceBuilder.load(path: path, displayPath: displayPath, references: references)
        }
        return fixtures.load(path: path, displayPath: displayPath)
    }
}
