import Foundation
import LayoutModel

/// The keys of an app's `Info.plist` that decide where it is shown. XML property lists are
/// read with libxml2 under the loader's options (the DTD a plist names is never loaded);
/// old-style text plists are read too; binary ones are an error saying so.
struct InfoPlist: Sendable {
    var values: [String: PlistEntry] = [:]
    /// Storyboards named inside dictionaries: each window scene configuration's
    /// `UISceneStoryboardFile`, an app extension's `NSExtensionMainStoryboard`.
    var nestedStoryboards: [String] = []
    static let nestedStoryboardKeys: Set<String> = ["UISceneStoryboardFile", "NSExtensionMainStoryboard"]

    /// The storyboards iOS loads by itself: the main one (per device family), the launch
    /// screen, each window scene's, an extension's.
    var storyboardsLoadedBySystem: Set<String> {
        let keys = ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad", "UIMainStoryboardFile~iphone",
                    "UILaunchStoryboardName", "UILaunchStoryboardName~ipad", "UILaunchStoryboardName~iphone"]
        return Set(keys.compactMap { strings($0)?.first }.filter { !$0.isEmpty } + nestedStoryboards)
    }

    enum PlistEntry: Sendable {
        case strings([String])
        case bool(Bool)
        case other
    }

    static func read(path: String, displayPath: String) -> Result<InfoPlist, LoadFailure> {
        let bytes: [UInt8]
        switch XMLReader.readBytes(atPath: path, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let read): bytes = read
        }
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(LoadFailure(LoadError("a binary property list is not read; expected an XML Info.plist (convert it with plutil -convert xml1)", at: start)))
        }
        let firstCharacter = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        if firstCharacter == UInt8(ascii: "{") {
            return PropertyListText.parse(bytes, file: displayPath).mapError { LoadFailure($0) }.map(fromText)
        }
        switch XMLReader.parse(bytes, displayPath: displayPath, allowsDeclaredType: true) {
        case .failure(let failure): return .failure(failure)
        case .success(let root):
            guard root.name == "plist", let dictionary = root.firstChild(named: "dict") else {
                return .failure(LoadFailure(LoadError("the root element is <\(root.name)>; expected <plist> with a <dict>", at: root.location)))
            }
            var plist = fromXML(dictionary)
            plist.nestedStoryboards = nestedStoryboards(in: dictionary)
            return .success(plist)
        }
    }

    /// `<key>K</key><array><string>...</string></array>`, `<key>K</key><true/>`.
    static func fromXML(_ dictionary: XMLElement) -> InfoPlist {
        var plist = InfoPlist()
        var key: String?
        for child in dictionary.children {
            if child.name == "key" { key = child.text.trimmingCharacters(in: .whitespacesAndNewlines); continue }
            guard let name = key else { continue }
            switch child.name {
            case "true": plist.values[name] = .bool(true)
            case "false": plist.values[name] = .bool(false)
            case "string": plist.values[name] = .strings([child.text])
            case "array": plist.values[name] = .strings(child.children(named: "string").map(\.text))
            default: plist.values[name] = .other
            }
            key = nil
        }
        return plist
    }

    /// Every `<key>UISceneStoryboardFile</key><string>…</string>` (or an extension's) below the dictionary.
    static func nestedStoryboards(in element: XMLElement) -> [String] {
        var found: [String] = []
        var pending = [element]
        while let next = pending.popLast() {
            var key: String?
            for child in next.children {
                if child.name == "key" { key = child.text.trimmingCharacters(in: .whitespacesAndNewlines); continue }
                if let key, nestedStoryboardKeys.contains(key), child.name == "string" { found.append(child.text) }
                if child.name == "dict" || child.name == "array" { pending.append(child) }
                key = nil
            }
        }
        return found.sorted()
    }

    static func fromText(_ value: PropertyListValue) -> InfoPlist {
        var plist = InfoPlist()
        var pending = [value]
        while let next = pending.popLast() {
            for (key, item) in next.dictionary ?? [:] {
                if nestedStoryboardKeys.contains(key), let name = item.string { plist.nestedStoryboards.append(name) }
                pending.append(item)
            }
            for item in next.array ?? [] { pending.append(item) }
        }
        plist.nestedStoryboards.sort()
        for (key, item) in value.dictionary ?? [:] {
            if let text = item.string {
                plist.values[key] = ["YES", "true"].contains(text) ? .bool(true) : ["NO", "false"].contains(text) ? .bool(false) : .strings([text])
            } else if let array = item.array {
                plist.values[key] = .strings(array.compactMap(\.string))
            } else {
                plist.values[key] = .other
            }
        }
        return plist
    }

    func strings(_ key: String) -> [String]? {
        if case .strings(let values)? = values[key] { return values }
        return nil
    }

    /// The key is there with a value (an empty string is none).
    func has(_ key: String) -> Bool {
        switch values[key] {
        case nil: return false
        case .strings(let text)?: return !(text.first ?? "").isEmpty || text.count > 1
        default: return true
        }
    }

    func bool(_ key: String) -> Bool? {
        switch values[key] {
        case .bool(let value)?: return value
        case .strings(let text)?: return text.first.map { ["YES", "true", "1"].contains($0) }
        default: return nil
        }
    }
}
