import Foundation

/// Brings a document to UTF-8 before parsing, so that libxml2 and the position scanner
/// read the same characters: UTF-16 (with a byte order mark, or recognised from
/// `<?xml` in 16-bit units) and Latin-1 documents are converted, and their XML
/// declaration rewritten to say UTF-8.
enum TextEncoding {
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        if let text = utf16Text(bytes) { return redeclare(Array(text.utf8)) }
        if let declared = declaredEncoding(bytes)?.lowercased(),
           ["iso-8859-1", "latin1", "iso_8859-1", "windows-1252", "cp1252"].contains(declared),
           let text = String(bytes: bytes, encoding: declared.contains("1252") ? .windowsCP1252 : .isoLatin1) {
            return redeclare(Array(text.utf8))
        }
        return bytes
    }

    private static func utf16Text(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        var littleEndian: Bool
        var body = bytes[...]
        if bytes[0] == 0xFF, bytes[1] == 0xFE { littleEndian = true; body = bytes.dropFirst(2) }
        else if bytes[0] == 0xFE, bytes[1] == 0xFF { littleEndian = false; body = bytes.dropFirst(2) }
        else if bytes[0] == 0x3C, bytes[1] == 0x00, bytes[2] == 0x3F, bytes[3] == 0x00 { littleEndian = true }
        else if bytes[0] == 0x00, bytes[1] == 0x3C, bytes[2] == 0x00, bytes[3] == 0x3F { littleEndian = false }
        else { return nil }
        var units: [UInt16] = []
        units.reserveCapacity(body.count / 2)
        var index = body.startIndex
        while index + 1 < body.endIndex {
            let a = UInt16(body[index]), b = UInt16(body[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    private static func declaredEncoding(_ bytes: [UInt8]) -> String? {
        guard bytes.starts(with: Array("<?xml".utf8)), let end = bytes.prefix(200).firstIndex(of: UInt8(ascii: ">")) else { return nil }
        let declaration = String(decoding: bytes[..<end], as: UTF8.self)
        guard let range = declaration.range(of: #"encoding\s*=\s*["']([^"']+)["']"#, options: .regularExpression) else { return nil }
        let match = declaration[range]
        return match.split(whereSeparator: { $0 == "\"" || $0 == "'" }).dropFirst().first.map(String.init)
    }

    /// `encoding="..."` in the XML declaration becomes UTF-8.
    private static func redeclare(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.starts(with: Array("<?xml".utf8)), let end = bytes.prefix(200).firstIndex(of: UInt8(ascii: ">")) else { return bytes }
        let declaration = String(decoding: bytes[...end], as: UTF8.self)
        let rewritten = declaration.replacingOccurrences(of: #"encoding\s*=\s*["'][^"']+["']"#, with: "encoding=\"UTF-8\"",
                                                         options: .regularExpression)
        return Array(rewritten.utf8) + bytes[(end + 1)...]
    }
}
