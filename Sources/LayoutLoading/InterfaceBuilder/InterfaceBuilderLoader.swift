import LayoutModel

/// Loads Interface Builder documents (`.storyboard`, `.xib`) onto the same model as
/// fixtures, so that the same geometry, rules and reports apply.
public struct InterfaceBuilderLoader: Sendable {
    /// The catalog's screen sizes (see `DocumentLoader`).
    public var screenSizes: [Size]

    public init(screenSizes: [Size] = []) {
        self.screenSizes = screenSizes
    }

    public func load(path: String, displayPath: String, references: StoryboardReferences = StoryboardReferences()) -> Result<Document, LoadFailure> {
        switch XMLReader.readBytes(atPath: path, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let bytes): return load(bytes: bytes, displayPath: displayPath, references: references)
        }
    }

    public func load(bytes: [UInt8], displayPath: String, references: StoryboardReferences = StoryboardReferences()) -> Result<Document, LoadFailure> {
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
        let limits = InputLimits.check(root)
        if !limits.isEmpty { return .failure(LoadFailure(limits)) }
        var mapper = IBMapper(file: displayPath, root: root)
        mapper.screenSizes = screenSizes
        mapper.followedStoryboards = references.followed[displayPath] ?? []
        var document = mapper.map(platform: runtime == "AppleTV" || type.contains("AppleTV") ? .tvOS : .iOS,
                                  kind: type.contains("Storyboard") || displayPath.lowercased().hasSuffix(".storyboard") ? .storyboard : .xib)
        showInReferencingStoryboards(&document, root: root, hosts: references.hosts[displayPath] ?? [])
        // Xcode writes an iPad-only document's runtime as iOS.CocoaTouch.iPad.
        // The name an app loads a nib by wins over the runtime it was made with (an
        // `_iPhone` xib copied from an iPad one keeps the iPad runtime, and is loaded on iPhone).
        if let (idiom, family) = Self.family(named: displayPath) {
            document.idioms = [idiom]
            document.idiomsSource = "named for \(family) (\(Self.fileName(displayPath))): checked on \(family)s only"
        } else if runtime.hasSuffix(".iPad") || type.contains(".iPad.") {
            document.idioms = [.pad]
        }
        return .success(document)
    }

    /// The device family a document's name is for: UIKit's device modifiers (`Login~ipad.xib`,
    /// loaded on iPad in place of `Login.xib`) and the common suffixes an app picks its own
    /// nib by (`Login_iPhone.xib`, `Login-iPad.xib`).
    static func fileName(_ path: String) -> String { String(path.split(separator: "/").last ?? Substring(path)) }

    static func family(named path: String) -> (Idiom, String)? {
        var name = fileName(path)
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        let lower = name.lowercased()
        for (idiom, family, modifier, suffix) in [(Idiom.phone, "iPhone", "~iphone", "iphone"), (.pad, "iPad", "~ipad", "ipad")] {
            if lower.hasSuffix(modifier) { return (idiom, family) }
            if lower.hasSuffix("_" + suffix) || lower.hasSuffix("-" + suffix) { return (idiom, family) }
        }
        return nil
    }

    /// A scene another storyboard shows through a reference is measured in that storyboard's
    /// containers (the first reference, by path, wins). Unreadable hosts change nothing.
    private func showInReferencingStoryboards(_ document: inout Document, root: XMLElement, hosts: [StoryboardReferences.Host]) {
        var shown = Set<String>()
        for host in hosts {
            // The scene whose controller the reference names: by storyboard identifier, or
            // the storyboard's initial view controller.
            let scene = root.descendants(named: "scene").first { scene in
                scene.firstChild(named: "objects")?.children.contains { element in
                    if let identifier = host.referencedIdentifier { return element.attribute("storyboardIdentifier") == identifier }
                    return element.attribute("id") != nil && element.attribute("id") == root.attribute("initialViewController")
                } ?? false
            }
            guard let sceneID = scene?.attribute("sceneID"), shown.insert(sceneID).inserted,
                  let index = document.scenes.firstIndex(where: { $0.id == sceneID }),
                  case .viewController(let shownByItself) = document.scenes[index].root,
                  case .success(let bytes) = XMLReader.readBytes(atPath: host.path, displayPath: host.path),
                  case .success(let hostRoot) = XMLReader.parse(bytes, displayPath: host.path) else { continue }
            // The containers its simulated bars stood for are the host's real ones.
            let controller = IBMapper.withoutSimulatedContainers(shownByItself)
            var hostMapper = IBMapper(file: host.path, root: hostRoot)
            hostMapper.screenSizes = screenSizes
            hostMapper.prepare()
            var shownID = host.placeholderID
            if let context = hostMapper.context(around: host.placeholderID, showing: controller) {
                document.scenes[index].root = .viewController(context)
                shownID = context.id
            }
            // How the host shows it: a presentation segue to the reference, the containers'.
            guard let placeholder = hostMapper.elements[host.placeholderID] else { continue }
            let (contexts, _) = hostMapper.storyboardContexts(rootID: shownID, designed: placeholder)
            if contexts != [.noPresentationFound] { document.scenes[index].contexts = contexts }
        }
    }
}
