import Foundation
import LayoutModel

/// What layout-lint reads of an Xcode project (`*.xcodeproj/project.pbxproj`): its targets,
/// the files each target bundles as resources, and each target's build settings (from the
/// project, the target and their `.xcconfig` files). Paths are absolute, normalized.
public struct XcodeProject: Sendable {
    public struct Target: Sendable {
        public var name: String
        public var productType: String
        /// Files of the resources build phase (a localized storyboard: each of its variants).
        public var resources: Set<String>
        /// Folders Xcode keeps in sync with the target (Xcode 16), with the files excluded.
        public var synchronizedFolders: [(folder: String, exceptions: Set<String>)]
        /// The folders holding the files of its sources build phase: the code that is the app's.
        public var sourceFolders: Set<String> = []
        public var settings: BuildSettings
        /// Where the target is declared, for messages.
        public var location: SourceLocation

        public var isApplication: Bool { productType.hasPrefix("com.apple.product-type.application") }
        public var isTest: Bool { productType.contains("test") }

        /// Whether the target bundles the file (by absolute path, ignoring case as the file
        /// systems Xcode projects are made on do).
        public func contains(_ path: String) -> Bool {
            let path = path.lowercased()
            // A folder reference (a blue folder in Xcode) bundles everything inside it.
            if resources.contains(where: { $0.lowercased() == path || path.hasPrefix($0.lowercased() + "/") }) { return true }
            for (folder, exceptions) in synchronizedFolders where path.hasPrefix(folder.lowercased() + "/") {
                let relative = String(path.dropFirst(folder.count + 1))
                let exceptions = Set(exceptions.map { $0.lowercased() })
                if exceptions.contains(relative) || exceptions.contains(XcodeProject.localizedForm(relative)) { continue }
                return true
            }
            return false
        }
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// The folder the project's relative paths start from (SRCROOT).
    public var sourceRoot: String
    public var targets: [Target]
    /// The project's `knownRegions`: the languages it is localized in (`en`, `Base`, `ar`).
    public var knownRegions: [String]?

    /// A synchronized folder's exceptions name a localized file as `/Localized/<path>`,
    /// without its `<language>.lproj` folder.
    static func localizedForm(_ relative: String) -> String {
        let parts = relative.split(separator: "/").filter { !$0.hasSuffix(".lproj") }
        return "/Localized/" + parts.joined(separator: "/")
    }
}

/// Build settings resolved for one configuration, with `$(VARIABLE)` references expanded.
public struct BuildSettings: Sendable {
    /// Each setting and where it was set.
    public var values: [String: (value: String, location: SourceLocation)]

    public init(values: [String: (value: String, location: SourceLocation)] = [:]) {
        self.values = values
    }

    public subscript(key: String) -> String? { values[key]?.value }
    public func location(of key: String) -> SourceLocation? { values[key]?.location }

    /// A value with its variable references expanded (`$(SRCROOT)/App/Info.plist`).
    public func expanded(_ key: String, extra: [String: String] = [:]) -> String? {
        self[key].map { expand($0, extra: extra, depth: 0) }
    }

    func expand(_ text: String, extra: [String: String], depth: Int) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard character == "$" else { result.append(character); index = text.index(after: index); continue }
            let next = text.index(after: index)
            guard next < text.endIndex, text[next] == "(" || text[next] == "{" else {
                result.append(character); index = next; continue
            }
            let close: Character = text[next] == "(" ? ")" : "}"
            guard let end = text[next...].firstIndex(of: close) else { result.append(contentsOf: text[index...]); break }
            // `$(NAME:modifier)` keeps the name; modifiers are not applied.
            let name = String(text[text.index(after: next)..<end]).split(separator: ":").first.map(String.init) ?? ""
            let value = extra[name] ?? values[name]?.value ?? ""
            result += expand(value, extra: extra, depth: depth + 1)
            index = text.index(after: end)
        }
        return result
    }
}

/// `*.xcconfig` files: `KEY = value` lines, `#include` (and `#include?`), `//` comments,
/// and settings conditioned on the SDK (`KEY[sdk=iphoneos*] = ...`).
enum XCConfigReader {
    static let maximumIncludeDepth = 16

    /// The settings of the file and those it includes, in order (later ones win). A file that
    /// is not there (CocoaPods' generated configurations before `pod install`) adds nothing
    /// and is listed in `missing`; a file that is there and cannot be read is a problem.
    static func read(path: String, display: (String) -> String, platformSDK: String?, depth: Int = 0, visited: inout Set<String>,
                     problems: inout [LoadError], missing: inout [String]) -> [(key: String, value: String, location: SourceLocation)] {
        guard depth < maximumIncludeDepth, visited.insert(path).inserted else { return [] }
        guard let path = Paths.onDisk(path) else {
            missing.append(display(path))
            return []
        }
        let shown = display(path)
        let bytes: [UInt8]
        switch XMLReader.readBytes(atPath: path, displayPath: shown) {
        case .success(let read): bytes = read
        case .failure(let failure):
            problems += failure.errors
            return []
        }
        var settings: [(key: String, value: String, location: SourceLocation)] = []
        let folder = Paths.parent(of: path)
        for (offset, rawLine) in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let location = SourceLocation(file: shown, line: offset + 1, column: 1)
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlinesAndSemicolon)
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix("#include") {
                guard let open = trimmed.firstIndex(of: "\""), let close = trimmed.lastIndex(of: "\""), open < close else { continue }
                let name = String(trimmed[trimmed.index(after: open)..<close])
                let included = Paths.normalize(name.hasPrefix("/") ? name : folder + "/" + name)
                let optional = trimmed.hasPrefix("#include?")
                if optional, !Paths.isFile(included) { continue }
                settings += read(path: included, display: display, platformSDK: platformSDK, depth: depth + 1, visited: &visited,
                                 problems: &problems, missing: &missing)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else {
                problems.append(LoadError("'\(trimmed)' is not a setting; expected KEY = value", at: location))
                continue
            }
            var key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
            let value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                guard BuildSettingsResolver.conditionApplies(String(key[bracket...]), sdk: platformSDK) else { continue }
                key = String(key[..<bracket])
            }
            settings.append((key, value, location))
        }
        return settings
    }
}

extension CharacterSet {
    static let whitespacesAndNewlinesAndSemicolon: CharacterSet = {
        var set = CharacterSet.whitespacesAndNewlines
        set.insert(";")
        return set
    }()
}
