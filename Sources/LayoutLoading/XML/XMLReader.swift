import CLibXML2
import LayoutModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one wrapper around libxml2. Parser options are set here, once, and are safe:
/// no network, no external entities, no DTD loading or validation, no XInclude, and a
/// document type declaration is refused outright (neither fixtures nor Interface Builder
/// documents have one, and it is how entity expansion attacks start).
public enum XMLReader {
    /// Largest input accepted. The biggest storyboard in the test corpus is under 1 MB.
    public static let maximumFileSize = 64 * 1024 * 1024

    static let parseOptions: Int32 = Int32(XML_PARSE_NONET.rawValue)
        | Int32(XML_PARSE_NOCDATA.rawValue)
        | Int32(XML_PARSE_COMPACT.rawValue)
        | Int32(XML_PARSE_BIG_LINES.rawValue)

    /// Reads and parses a file. `displayPath` is what locations carry.
    public static func parseFile(atPath path: String, displayPath: String) -> Result<XMLElement, LoadFailure> {
        switch readBytes(atPath: path, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let bytes): return parse(bytes, displayPath: displayPath)
        }
    }

    /// Reads a whole file, refusing directories, unreadable and oversized files with a located error.
    public static func readBytes(atPath path: String, displayPath: String) -> Result<[UInt8], LoadFailure> {
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        // Opened without blocking (a FIFO would wait for a writer), then checked on the open
        // descriptor, so that what is read is what was checked.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(LoadFailure(LoadError("cannot read the file: \(String(cString: strerror(errno))); expected a readable file", at: start)))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return .failure(LoadFailure(LoadError("cannot read the file: \(String(cString: strerror(errno))); expected a readable file", at: start)))
        }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            return .failure(LoadFailure(LoadError("is a directory; expected a file", at: start)))
        }
        // Only regular files: reading a FIFO or a device could block forever or never end.
        if (info.st_mode & S_IFMT) != S_IFREG {
            close(descriptor)
            return .failure(LoadFailure(LoadError("is not a regular file (\(fileKind(info.st_mode))); expected a file", at: start)))
        }
        if Int(info.st_size) > maximumFileSize {
            close(descriptor)
            return .failure(LoadFailure(LoadError("the file is \(info.st_size) bytes; expected at most \(maximumFileSize)", at: start)))
        }
        guard let file = fdopen(descriptor, "rb") else {
            close(descriptor)
            return .failure(LoadFailure(LoadError("cannot open the file: \(String(cString: strerror(errno))); expected a readable file", at: start)))
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = fread(&buffer, 1, buffer.count, file)
            if read > 0 { bytes.append(contentsOf: buffer[0..<read]) }
            if read < buffer.count { break }
            if bytes.count > maximumFileSize {
                return .failure(LoadFailure(LoadError("the file is larger than \(maximumFileSize) bytes", at: start)))
            }
        }
        if ferror(file) != 0 {
            return .failure(LoadFailure(LoadError("cannot read the file: \(String(cString: strerror(errno)))", at: start)))
        }
        return .success(bytes)
    }

    static func fileKind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    /// A parsed document: the value tree, and, while the caller needs it for schema
    /// validation, libxml2's own tree (freed by `close()`).
    public struct Parsed {
        public var root: XMLElement
        let document: xmlDocPtr?
        /// libxml2 node -> location, when asked for (to place libxml2's schema messages).
        var nodeLocations: [UnsafeMutableRawPointer: SourceLocation] = [:]

        func close() { if let document { xmlFreeDoc(document) } }
    }

    /// Parses bytes into a value tree. Errors carry `file:line:column`.
    /// `allowsDeclaredType`: a document type declaration that only names a DTD (an Info.plist's
    /// `<!DOCTYPE plist PUBLIC ...>`) is accepted; the DTD is never loaded, and a declaration
    /// with an internal subset (where entities live) is refused as always.
    public static func parse(_ bytes: [UInt8], displayPath: String, allowsDeclaredType: Bool = false) -> Result<XMLElement, LoadFailure> {
        let result = parseKeepingDocument(bytes, displayPath: displayPath, allowsDeclaredType: allowsDeclaredType)
        if case .success(let parsed) = result { parsed.close() }
        return result.map { $0.root }
    }

    static func parseKeepingDocument(_ input: [UInt8], displayPath: String, recordNodes: Bool = false,
                                     allowsDeclaredType: Bool = false) -> Result<Parsed, LoadFailure> {
        LibXML.initialize()
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        // Everything is read as UTF-8 from here on, so that positions are characters.
        let bytes = TextEncoding.utf8(input)
        let content = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if content.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(LoadFailure(LoadError("the file is empty; expected an XML document", at: start)))
        }
        if let offset = content.prefix(4096).firstIndex(of: 0) {
            return .failure(LoadFailure(LoadError(
                "the file contains binary data (a NUL byte at offset \(offset)); expected an XML text document", at: start)))
        }
        if let doctype = TagScanner.doctypeLocation(in: bytes), !(allowsDeclaredType && !TagScanner.doctypeHasInternalSubset(bytes)) {
            return .failure(LoadFailure(LoadError(
                "a document type declaration (<!DOCTYPE>) is not allowed; expected a plain XML document without DTD or entities",
                at: SourceLocation(file: displayPath, line: doctype.line, column: doctype.column))))
        }
        let collector = ErrorCollector(file: displayPath)
        let document: xmlDocPtr? = collector.capturing {
            bytes.withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                    xmlReadMemory(pointer, Int32(buffer.count), displayPath, nil, parseOptions)
                }
            }
        }
        guard let document else {
            let errors = collector.errors.isEmpty
                ? [LoadError("is not well-formed XML", at: start)] : Array(collector.errors.prefix(1))
            return .failure(LoadFailure(errors.map { error in
                var error = error
                error.message = "malformed XML: " + error.message
                return error
            }))
        }
        let declared = document.pointee.intSubset != nil || document.pointee.extSubset != nil
        if declared, !allowsDeclaredType || document.pointee.intSubset?.pointee.children != nil {
            xmlFreeDoc(document)
            let line = lineOfDoctype(bytes)
            return .failure(LoadFailure(LoadError(
                "a document type declaration (<!DOCTYPE>) is not allowed; expected a plain XML document without DTD or entities",
                at: SourceLocation(file: displayPath, line: line.line, column: line.column))))
        }
        guard let rootNode = xmlDocGetRootElement(document) else {
            xmlFreeDoc(document)
            return .failure(LoadFailure(LoadError("has no root element; expected an XML document", at: start)))
        }
        var converter = TreeConverter(document: document, file: displayPath, positions: TagScanner.startTags(in: bytes), bytes: bytes)
        converter.recordLocations = recordNodes
        let root = converter.convert(rootNode)
        return .success(Parsed(root: root, document: document, nodeLocations: converter.locations))
    }

    private static func lineOfDoctype(_ bytes: [UInt8]) -> (line: Int, column: Int) {
        let pattern = Array("<!DOCTYPE".utf8)
        var line = 1, lineStart = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            if Array(bytes[index..<index + pattern.count]) == pattern { return (line, index - lineStart + 1) }
            index += 1
        }
        return (1, 1)
    }
}

/// libxml2's process-wide settings, applied once.
enum LibXML {
    private static let initialized: Bool = {
        xmlInitParser()
        // Defence in depth: even if some path asked for an external entity or DTD, load nothing.
        xmlSetExternalEntityLoader { _, _, _ in nil }
        return true
    }()

    static func initialize() { _ = initialized }
}

/// Collects libxml2's structured errors during one call on this thread.
final class ErrorCollector {
    let file: String
    var errors: [LoadError] = []
    /// libxml2's node pointer for each error, when it gave one (schema validation).
    var nodes: [UnsafeMutableRawPointer?] = []

    init(file: String) { self.file = file }

    static let handler: xmlStructuredErrorFunc = { context, error in
        guard let context, let error else { return }
        let collector = Unmanaged<ErrorCollector>.fromOpaque(context).takeUnretainedValue()
        collector.record(error.pointee)
    }

    func record(_ error: xmlError) {
        guard error.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        var message = error.message.map { String(cString: $0) } ?? "unknown error"
        // One line per error, in our words where libxml2's would send the reader elsewhere.
        message = message.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).map { $0.trimmingSpaces }
            .filter { !$0.isEmpty }.joined(separator: "; ")
        if message.hasPrefix("Excessive depth in document") {
            message = "elements are nested more than 256 levels deep; expected at most 256 levels"
        }
        let line = max(1, Int(error.line))
        let column = max(1, Int(error.int2))
        errors.append(LoadError(message, at: SourceLocation(file: file, line: line, column: column)))
        nodes.append(error.node)
    }

    /// Runs `body` with this collector as the thread's structured error handler, and silences
    /// libxml2's generic (stderr) reporting meanwhile.
    func capturing<T>(_ body: () -> T) -> T {
        let context = Unmanaged.passUnretained(self).toOpaque()
        xmlSetStructuredErrorFunc(context, ErrorCollector.handler)
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        return withExtendedLifetime(self) { body() }
    }
}

/// Turns libxml2's tree into `XMLElement` values, taking positions from the tag scan.
struct TreeConverter {
    let document: xmlDocPtr
    let file: String
    let positions: [TagPosition]
    private var nextPosition = 0
    /// libxml2 node -> its value's location, for mapping schema errors back to elements.
    var locations: [UnsafeMutableRawPointer: SourceLocation] = [:]
    var recordLocations = false
    /// Element and attribute names live in libxml2's dictionary, one pointer per name:
    /// each becomes a Swift string once.
    private var names: [UnsafeRawPointer: String] = [:]

    /// The bytes the positions point into (attribute names are compared there).
    let bytes: [UInt8]

    init(document: xmlDocPtr, file: String, positions: [TagPosition], bytes: [UInt8]) {
        self.document = document
        self.file = file
        self.positions = positions
        self.bytes = bytes
    }

    private mutating func interned(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = names[UnsafeRawPointer(pointer)] { return known }
        let name = String(cString: pointer)
        names[UnsafeRawPointer(pointer)] = name
        return name
    }

    /// XML's whitespace is exactly these four bytes.
    private static func isWhitespace(_ content: UnsafePointer<xmlChar>) -> Bool {
        var cursor = content
        while cursor.pointee != 0 {
            switch cursor.pointee {
            case 0x20, 0x09, 0x0A, 0x0D: cursor += 1
            default: return false
            }
        }
        return true
    }

    mutating func convert(_ node: xmlNodePtr, precedingComment: String? = nil) -> XMLElement {
        let name = interned(node.pointee.name)
        let position: TagPosition
        if nextPosition < positions.count {
            position = positions[nextPosition]
        } else {
            // The scan and the tree disagree (an unusual encoding): fall back to libxml2's line.
            position = TagPosition(line: Int(xmlGetLineNo(node)), column: 1, attributes: [])
        }
        nextPosition += 1
        let location = SourceLocation(file: file, line: position.line, column: position.column)
        if recordLocations { locations[UnsafeMutableRawPointer(node)] = location }

        var attributes: [XMLAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = interned(current.pointee.name)
            var value = ""
            if let only = current.pointee.children, only.pointee.next == nil, only.pointee.type == XML_TEXT_NODE,
               let content = only.pointee.content {
                // The usual case, one text node: read it in place.
                value = String(cString: content)
            } else if let raw = xmlNodeListGetString(document, current.pointee.children, 1) {
                value = String(cString: raw)
                layoutLintXMLFree(raw)
            }
            let found = bytes.withUnsafeBufferPointer { buffer in
                position.attributes.first { TagScanner.attribute($0, in: buffer, isNamed: current.pointee.name) }
                    ?? position.attributes.first { TagScanner.attribute($0, in: buffer, isNamed: current.pointee.name, prefixed: true) }
            }
            let attributeLocation = found.map { SourceLocation(file: file, line: $0.line, column: $0.column) } ?? location
            attributes.append(XMLAttribute(name: attributeName, value: value, location: attributeLocation))
            attribute = current.pointee.next
        }

        var children: [XMLElement] = []
        var text = ""
        var pendingComment: String?
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                children.append(convert(current, precedingComment: pendingComment))
                pendingComment = nil
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                // Indentation between elements is not text anyone reads.
                if let content = current.pointee.content, !Self.isWhitespace(content) {
                    text += String(cString: content)
                    pendingComment = nil
                }
            case XML_COMMENT_NODE:
                pendingComment = current.pointee.content.map { String(cString: $0) }
            default:
                break
            }
            child = current.pointee.next
        }
        return XMLElement(name: name, attributes: attributes, children: children, location: location,
                          text: text, precedingComment: precedingComment)
    }
}
