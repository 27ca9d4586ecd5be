import LayoutModel

/// Loads layout fixtures (`*.layout.xml`): parse, validate against the RELAX NG schema,
/// then map onto the model with the checks a schema cannot express.
public struct FixtureLoader: Sendable {
    /// The catalog's device names, for checking a fixture's `<matrix devices=...>`.
    public var deviceNames: [String]

    public init(deviceNames: [String]) {
        self.deviceNames = deviceNames
    }

    static let schema = RelaxNGSchema(text: EmbeddedFiles.byPath["layout.rng"]!, name: "layout.rng")

    /// The schema text, as embedded in the binary.
    public static var schemaText: String { EmbeddedFiles.byPath["layout.rng"]! }

    public func load(path: String, displayPath: String) -> Result<Document, LoadFailure> {
        switch XMLReader.readBytes(atPath: path, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let bytes): return load(bytes: bytes, displayPath: displayPath)
        }
    }

    public func load(bytes: [UInt8], displayPath: String) -> Result<Document, LoadFailure> {
        let parsed: XMLReader.Parsed
        switch XMLReader.parseKeepingDocument(bytes, displayPath: displayPath, recordNodes: true) {
        case .failure(let failure): return .failure(failure)
        case .success(let value): parsed = value
        }
        defer { parsed.close() }
        let schemaErrors = Self.schema.validate(parsed, file: displayPath)
        if !schemaErrors.isEmpty { return .failure(LoadFailure(schemaErrors)) }
        let limits = InputLimits.check(parsed.root)
        if !limits.isEmpty { return .failure(LoadFailure(limits)) }

        var mapper = FixtureMapper(file: displayPath, deviceNames: deviceNames)
        let document = mapper.map(parsed.root)
        if !mapper.errors.isEmpty {
            return .failure(LoadFailure(mapper.errors.sorted { $0.location < $1.location }))
        }
        return .success(document)
    }

    /// The fixture's name when `<layout name>` is absent: the file name without `.layout.xml`.
    static func defaultName(for path: String) -> String {
        var name = String(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".layout.xml", ".xml"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name
    }
}
