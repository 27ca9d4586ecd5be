import CLibXML2
import Foundation

/// Positions of start tags and their attributes, found by one pass over the bytes.
///
/// libxml2 records a line per node (and only up to 65535) but no column, while every
/// finding must say `file:line:column`. The document has already been parsed by libxml2
/// when this runs, so it is well-formed and has no DTD: a simple scanner that skips
/// comments, CDATA, processing instructions and quoted values finds the same elements in
/// the same order as the tree.
struct TagPosition {
    var line: Int
    var column: Int
    var attributes: [AttributePosition]
}

/// Where an attribute's name is: its bytes (to compare with libxml2's name without making a
/// string) and its line and column.
struct AttributePosition {
    var start: Int
    var length: Int
    var line: Int
    var column: Int
}

enum TagScanner {
    static func startTags(in bytes: [UInt8]) -> [TagPosition] {
        bytes.withUnsafeBufferPointer { startTags(in: $0) }
    }

    private static func startTags(in bytes: UnsafeBufferPointer<UInt8>) -> [TagPosition] {
        var result: [TagPosition] = []
        result.reserveCapacity(bytes.count / 80)
        var index = 0
        var line = 1
        let count = bytes.count

        // Columns count characters (as libxml2's own columns do): UTF-8 continuation bytes
        // (10xxxxxx) do not start a character.
        var column = 1
        @inline(__always) func advance() {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        // A byte order mark is not a character of the first line.
        if count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
        func hasPrefix(_ text: StaticString, at position: Int) -> Bool {
            let length = text.utf8CodeUnitCount
            guard position + length <= count else { return false }
            return text.withUTF8Buffer { prefix in
                for offset in 0..<length where bytes[position + offset] != prefix[offset] { return false }
                return true
            }
        }
        func skip(past terminator: StaticString) {
            while index < count, !hasPrefix(terminator, at: index) { advance() }
            for _ in 0..<terminator.utf8CodeUnitCount where index < count { advance() }
        }
        @inline(__always) func isNameByte(_ byte: UInt8) -> Bool {
            !(byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: ">")
                || byte == UInt8(ascii: "/"))
        }

        while index < count {
            guard bytes[index] == UInt8(ascii: "<") else { advance(); continue }
            if hasPrefix("<!--", at: index) { skip(past: "-->"); continue }
            if hasPrefix("<![CDATA[", at: index) { skip(past: "]]>"); continue }
            if hasPrefix("<?", at: index) { skip(past: "?>"); continue }
            if hasPrefix("<!", at: index) || hasPrefix("</", at: index) { skip(past: ">"); continue }

            // A start tag: `<name attr="value" ...>` or `.../>`.
            var tag = TagPosition(line: line, column: column, attributes: [])
            advance()
            while index < count, isNameByte(bytes[index]) { advance() }
            while index < count, bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    advance()
                    while index < count, bytes[index] != byte { advance() }
                    if index < count { advance() }
                } else if isNameByte(byte) {
                    let start = index, startLine = line, startColumn = column
                    while index < count, isNameByte(bytes[index]) { advance() }
                    tag.attributes.append(AttributePosition(start: start, length: index - start, line: startLine, column: startColumn))
                } else {
                    advance()
                }
            }
            if index < count { advance() }
            result.append(tag)
        }
        return result
    }

    /// Whether the attribute name at `position` is `name` (or, when `prefixed`, `prefix:name`).
    static func attribute(_ position: AttributePosition, in bytes: UnsafeBufferPointer<UInt8>, isNamed name: UnsafePointer<xmlChar>,
                          prefixed: Bool = false) -> Bool {
        let length = strlen(name)
        guard prefixed ? length < position.length : length == position.length else { return false }
        let offset = position.start + position.length - length
        if length < position.length, bytes[offset - 1] != UInt8(ascii: ":") { return false }
        for index in 0..<length where bytes[offset + index] != name[index] { return false }
        return true
    }
}

extension TagScanner {
    /// Where a document type declaration starts, if the prolog has one (looked for before
    /// libxml2 parses anything, so that its entities are never expanded).
    /// Whether the document type declaration has an internal subset (`<!DOCTYPE x [ ... ]>`),
    /// where entities would be declared.
    static func doctypeHasInternalSubset(_ bytes: [UInt8]) -> Bool {
        let pattern = Array("<!DOCTYPE".utf8)
        guard let start = bytes.indices.first(where: { bytes[$0...].starts(with: pattern) }) else { return false }
        var quote: UInt8?
        for byte in bytes[start...] {
            if let open = quote { if byte == open { quote = nil }; continue }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte; continue }
            if byte == UInt8(ascii: "[") { return true }
            if byte == UInt8(ascii: ">") { return false }
        }
        return true
    }

    static func doctypeLocation(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var index = 0, line = 1, column = 1
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        func starts(_ text: String, at position: Int) -> Bool {
            let pattern = Array(text.utf8)
            guard position + pattern.count <= bytes.count else { return false }
            return Array(bytes[position..<position + pattern.count]) == pattern
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") {
                if starts("<!DOCTYPE", at: index) { return (line, column) }
                guard starts("<?", at: index) || starts("<!--", at: index) else { return nil }
                let terminator = starts("<?", at: index) ? Array("?>".utf8) : Array("-->".utf8)
                while index < bytes.count, !(index + terminator.count <= bytes.count
                      && Array(bytes[index..<index + terminator.count]) == terminator) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1; column = 1 } else if bytes[index] & 0xC0 != 0x80 { column += 1 }
                    index += 1
                }
                index += terminator.count
                column += terminator.count
                continue
            }
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return nil
    }
}
