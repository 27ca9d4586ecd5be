import CLibXML2
import Foundation
import LayoutModel

/// A RELAX NG schema compiled by libxml2, validating parsed documents.
///
/// libxml2 decides validity. Its messages, though, name the outermost element that failed
/// (backtracking through choices loses the inner reason), so when a document fails, a
/// `SchemaDiagnoser` built from the same schema text explains each problem at the element
/// or attribute where it is, with what was expected.
final class RelaxNGSchema: @unchecked Sendable {
    private let schema: xmlRelaxNGPtr
    private let diagnoser: SchemaDiagnoser
    /// libxml2 does not document RELAX NG validation as thread-safe on a shared schema.
    private let lock = NSLock()

    init(text: String, name: String) {
        LibXML.initialize()
        let parserContext = text.withCString { xmlRelaxNGNewMemParserCtxt($0, Int32(strlen($0))) }
        guard let parserContext, let schema = xmlRelaxNGParse(parserContext) else {
            fatalError("the embedded schema \(name) does not compile; this is a build defect")
        }
        xmlRelaxNGFreeParserCtxt(parserContext)
        self.schema = schema
        guard case .success(let tree) = XMLReader.parse(Array(text.utf8), displayPath: name) else {
            fatalError("the embedded schema \(name) is not well-formed; this is a build defect")
        }
        self.diagnoser = SchemaDiagnoser(schema: tree)
    }

    /// Validates `parsed`; on failure returns one located error per problem.
    func validate(_ parsed: XMLReader.Parsed, file: String) -> [LoadError] {
        guard let document = parsed.document else { return [] }
        let collector = ErrorCollector(file: file)
        let valid: Bool = lock.withLock {
            guard let context = xmlRelaxNGNewValidCtxt(schema) else { return false }
            defer { xmlRelaxNGFreeValidCtxt(context) }
            let opaque = Unmanaged.passUnretained(collector).toOpaque()
            xmlRelaxNGSetValidStructuredErrors(context, ErrorCollector.handler, opaque)
            return withExtendedLifetime(collector) { xmlRelaxNGValidateDoc(context, document) == 0 }
        }
        if valid { return [] }
        let explained = diagnoser.diagnose(parsed.root)
        if !explained.isEmpty { return explained }
        // libxml2 found something the diagnoser does not model: report libxml2's words,
        // placed at the element it names (libxml2 gives a line but no column).
        guard !collector.errors.isEmpty else {
            return [LoadError("does not match the fixture schema; expected the structure of the fixture format", at: parsed.root.location)]
        }
        var seen = Set<String>()
        return zip(collector.errors, collector.nodes).compactMap { error, node in
            let location = node.flatMap { parsed.nodeLocations[$0] } ?? error.location
            let message = "does not match the fixture schema: \(error.message); expected the structure of the fixture format"
            return seen.insert("\(location) \(message)").inserted ? LoadError(message, at: location) : nil
        }.sorted { $0.location < $1.location }
    }
}
