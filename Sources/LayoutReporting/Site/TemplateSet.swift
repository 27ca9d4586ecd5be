import Foundation
import Mustache

/// The site's templates and assets: embedded in the binary at build time from Templates/,
/// or read from a folder given with `--templates`.
public struct TemplateSet: Sendable {
    public let library: MustacheLibrary
    /// Files copied as they are into the site's assets/ folder.
    public let assets: [String: String]

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static let pageNames = ["index", "matrix", "findings", "scene", "rule", "rules", "devices"]

    /// The templates built into the binary.
    public static func embedded() throws -> TemplateSet {
        try TemplateSet(files: EmbeddedFiles.byPath, origin: "the embedded templates")
    }

    /// Templates from a folder (same layout as Templates/: *.mustache and assets/).
    public static func folder(_ path: String) throws -> TemplateSet {
        var files: [String: String] = [:]
        let root = URL(fileURLWithPath: path)
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else {
            throw Failure(description: "cannot read the templates folder \(path)")
        }
        for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            files[relative] = try String(contentsOf: url, encoding: .utf8)
        }
        return try TemplateSet(files: files, origin: path)
    }

    init(files: [String: String], origin: String) throws {
        var library = MustacheLibrary()
        var assets: [String: String] = [:]
        for (path, text) in files {
            if path.hasPrefix("assets/") {
                assets[String(path.dropFirst("assets/".count))] = text
            } else if path.hasSuffix(".mustache") {
                let name = String(path.dropLast(".mustache".count))
                do {
                    library.register(try MustacheTemplate(string: text), named: name)
                } catch {
                    throw Failure(description: "\(origin): \(path) is not a valid template: \(error)")
                }
            }
        }
        for name in Self.pageNames where library.getTemplate(named: name) == nil {
            throw Failure(description: "\(origin) has no \(name).mustache; expected \(Self.pageNames.map { "\($0).mustache" }.joined(separator: ", "))")
        }
        self.library = library
        self.assets = assets
    }

    func render(_ model: Any, _ name: String) throws -> String {
        guard let text = library.render(TemplateValues.dictionaries(model), withTemplate: name) else {
            throw Failure(description: "no template named \(name)")
        }
        return text
    }
}

/// swift-mustache reads a plain Swift value with `Mirror` on every lookup, at every level
/// of the context stack: on a large report that was most of the run. View models are
/// turned into dictionaries once, with the same meaning (a nil optional is no key, so a
/// lookup goes on to the enclosing contexts as before).
enum TemplateValues {
    static func dictionaries(_ value: Any) -> Any {
        if value is MustacheParent { return value }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct?, .class?:
            var dictionary: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let unwrapped = unwrap(child.value) else { continue }
                dictionary[label] = dictionaries(unwrapped)
            }
            return dictionary
        case .collection?:
            return mirror.children.map { dictionaries($0.value) }
        case .optional?:
            return unwrap(value).map(dictionaries) as Any
        default:
            return value
        }
    }

    private static func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.map { unwrap($0.value) } ?? nil
    }
}
