import Foundation

/// The site's templates and assets: embedded in the binary at build time from Templates/,
/// or read from a folder given with `--templates`.
public struct TemplateSet: Sendable {
    let templates: [String: Template]
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
        var templates: [String: Template] = [:]
        var assets: [String: String] = [:]
        for (path, text) in files {
            if path.hasPrefix("assets/") {
                assets[String(path.dropFirst("assets/".count))] = text
            } else if path.hasSuffix(".mustache") {
                let name = String(path.dropLast(".mustache".count))
                do {
                    templates[name] = try Template(text)
                } catch {
                    throw Failure(description: "\(origin): \(path):\(error)")
                }
            }
        }
        for name in Self.pageNames where templates[name] == nil {
            throw Failure(description: "\(origin) has no \(name).mustache; expected \(Self.pageNames.map { "\($0).mustache" }.joined(separator: ", "))")
        }
        self.templates = templates
        self.assets = assets
    }

    func render(_ model: Any, _ name: String) throws -> [UInt8] {
        var renderer = TemplateRenderer(templates: templates)
        guard let value = TemplateValue(any: model), let bytes = renderer.renderBytes(name, value) else {
            throw Failure(description: "no template named \(name)")
        }
        return bytes
    }
}
