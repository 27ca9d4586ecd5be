import LayoutModel

/// Loads Interface Builder documents (`.storyboard`, `.xib`) onto the same model as
/// fixtures, so that the same geometry, rules and reports apply.
public struct InterfaceBuilderLoader: Sendable {
    public init() {}

    public func load(path: String, displayPath: String) -> Result<Document, LoadFailure> {
        switch XMLReader.readBytes(atPath: path, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let bytes): return load(bytes: bytes, displayPath: displayPath)
        }
    }

    public func load(bytes: [UInt8], displayPath: String) -> Result<Document, LoadFailure> {
        let root: XMLElement
        switch XMLReader.parse(bytes, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let element): root = element
        }
        if root.name == "archive" {
            return .failure(LoadFailure(LoadError(
                "a legacy Xcode 3 archive (\(root.attribute("type") ?? "archive")) is not supported; expected an Interface Builder document saved by Xcode 5 or later (open it in Xcode and save it again)",
                at: root.location)))
        }
        guard root.name == "document" else {
            return .failure(LoadFailure(LoadError(
                "the root element is <\(root.name)>; expected <document>, the root of an Interface Builder document", at: root.location)))
        }
        let type = root.attribute("type") ?? ""
        let runtime = root.attribute("targetRuntime") ?? ""
        if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            return .failure(LoadFailure(LoadError("a macOS document (\(runtime.isEmpty ? type : runtime)); layout-lint evaluates iOS and tvOS layouts",
                                                  at: root.location), skipped: true))
        }
        if runtime.lowercased().contains("watch") || type.contains("WatchKit") {
            return .failure(LoadFailure(LoadError("a watchOS document (\(runtime.isEmpty ? type : runtime)); layout-lint evaluates iOS and tvOS layouts",
                                                  at: root.location), skipped: true))
        }
        var mapper = IBMapper(file: displayPath, root: root)
        return .success(mapper.map(platform: runtime == "AppleTV" || type.contains("AppleTV") ? .tvOS : .iOS,
                                   kind: type.contains("Storyboard") || displayPath.lowercased().hasSuffix(".storyboard") ? .storyboard : .xib))
    }
}
