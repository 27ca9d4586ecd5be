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
    var attributes: [(name: String, line: Int, column: Int)]
}

enum TagScanner {
    static func startTags(in bytes: [UInt8]) -> [TagPosition] {
        var result: [TagPosition] = []
        result.reserveCapacity(bytes.count / 80)
        var index = 0
        var line = 1
        var lineStart = 0
        let count = bytes.count

        @inline(__always) func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += 1
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
        func isNameByte(_ byte: UInt8) -> Bool {
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
            var tag = TagPosition(line: line, column: index - lineStart + 1, attributes: [])
            advance()
            while index < count, isNameByte(bytes[index]) { advance() }
            while index < count, bytes[index] != UInt8(ascii: ">") {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    advance()
                    while index < count, bytes[index] != byte { advance() }
                    if index < count { advance() }
                } else if isNameByte(byte) {
                    let start = index, startLine = line, startColumn = index - lineStart + 1
                    while index < count, isNameByte(bytes[index]) { advance() }
                    let name = String(decoding: bytes[start..<index], as: UTF8.self)
                    tag.attributes.append((name, startLine, startColumn))
                } else {
                    advance()
                }
            }
            if index < count { advance() }
            result.append(tag)
        }
        return result
    }
}
