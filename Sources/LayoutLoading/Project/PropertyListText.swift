import LayoutModel

/// A value of an old-style (OpenStep, "ASCII") property list: the format of Xcode's
/// `project.pbxproj`. Each value keeps where it starts, for located errors.
public indirect enum PropertyListValue: Sendable, Hashable {
    case string(String, SourceLocation)
    case array([PropertyListValue], SourceLocation)
    case dictionary([String: PropertyListValue], SourceLocation)
    case data([UInt8], SourceLocation)

    public var string: String? { if case .string(let value, _) = self { return value } else { return nil } }
    public var array: [PropertyListValue]? { if case .array(let value, _) = self { return value } else { return nil } }
    public var dictionary: [String: PropertyListValue]? { if case .dictionary(let value, _) = self { return value } else { return nil } }

    public var location: SourceLocation {
        switch self {
        case .string(_, let location), .array(_, let location), .dictionary(_, let location), .data(_, let location): return location
        }
    }

    /// `value["objects"]` for a dictionary; nil otherwise.
    public subscript(key: String) -> PropertyListValue? { dictionary?[key] }

    /// A string or an array of strings (build settings take both forms).
    public var strings: [String]? {
        if let string { return [string] }
        return array?.compactMap(\.string)
    }
}

/// A strict reader of old-style property lists: dictionaries `{ key = value; }`, arrays
/// `( a, b, )`, quoted and unquoted strings, `<hex>` data and C comments. Anything else is a
/// located error saying what was expected; nothing is guessed.
public struct PropertyListText {
    let bytes: [UInt8]
    let file: String
    var position = 0
    var line = 1
    var lineStart = 0
    /// Nesting limit: a hostile file cannot exhaust the stack.
    static let maximumDepth = 200

    public static func parse(_ bytes: [UInt8], file: String) -> Result<PropertyListValue, LoadError> {
        var reader = PropertyListText(bytes: bytes, file: file)
        do {
            // A UTF-8 byte order mark is allowed before the first value.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3; reader.lineStart = 3 }
            try reader.skipSpace()
            let value = try reader.value(depth: 0)
            try reader.skipSpace()
            guard reader.position == bytes.count else {
                throw reader.error("unexpected text after the property list's closing brace; expected the end of the file")
            }
            return .success(value)
        } catch let error as LoadError {
            return .failure(error)
        } catch {
            return .failure(LoadError("\(error)", at: SourceLocation(file: file, line: 1, column: 1)))
        }
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: position - lineStart + 1) }

    func error(_ message: String) -> LoadError { LoadError(message, at: location) }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func advance() {
        if bytes[position] == UInt8(ascii: "\n") { line += 1; lineStart = position + 1 }
        position += 1
    }

    /// White space and comments (`// ...` to the end of the line, `/* ... */`).
    mutating func skipSpace() throws {
        while let byte = current {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while let next = current, next != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                let start = location
                advance(); advance()
                while true {
                    guard let next = current else {
                        throw LoadError("a comment opened here is not closed; expected */", at: start)
                    }
                    if next == UInt8(ascii: "*"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                        advance(); advance()
                        break
                    }
                    advance()
                }
            } else {
                return
            }
        }
    }

    mutating func value(depth: Int) throws -> PropertyListValue {
        guard depth < Self.maximumDepth else { throw error("values are nested more than \(Self.maximumDepth) deep") }
        guard let byte = current else { throw error("the file ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"): return try dictionary(depth: depth)
        case UInt8(ascii: "("): return try array(depth: depth)
        case UInt8(ascii: "<"): return try data()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try quoted()
        default:
            guard Self.isUnquoted(byte) else {
                throw error("unexpected '\(Self.describe(byte))'; expected a value: a string, ( an array ), { a dictionary } or <data>")
            }
            return unquoted()
        }
    }

    mutating func dictionary(depth: Int) throws -> PropertyListValue {
        let start = location
        advance()
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipSpace()
            guard let byte = current else { throw LoadError("a dictionary opened here is not closed; expected }", at: start) }
            if byte == UInt8(ascii: "}") { advance(); break }
            let keyLocation = location
            guard case .string(let key, _) = try value(depth: depth + 1) else {
                throw LoadError("a dictionary key must be a string", at: keyLocation)
            }
            try skipSpace()
            guard current == UInt8(ascii: "=") else { throw error("expected = after the key '\(key)'") }
            advance()
            try skipSpace()
            let item = try value(depth: depth + 1)
            try skipSpace()
            guard current == UInt8(ascii: ";") else { throw error("expected ; after the value of '\(key)'") }
            advance()
            entries[key] = item
        }
        return .dictionary(entries, start)
    }

    mutating func array(depth: Int) throws -> PropertyListValue {
        let start = location
        advance()
        var items: [PropertyListValue] = []
        while true {
            try skipSpace()
            guard let byte = current else { throw LoadError("an array opened here is not closed; expected )", at: start) }
            if byte == UInt8(ascii: ")") { advance(); break }
            items.append(try value(depth: depth + 1))
            try skipSpace()
            if current == UInt8(ascii: ",") { advance(); continue }
            guard current == UInt8(ascii: ")") else { throw error("expected , or ) after an array item") }
        }
        return .array(items, start)
    }

    mutating func data() throws -> PropertyListValue {
        let start = location
        advance()
        var result: [UInt8] = []
        var pending: UInt8?
        while true {
            try skipSpace()
            guard let byte = current else { throw LoadError("data opened here is not closed; expected >", at: start) }
            advance()
            if byte == UInt8(ascii: ">") { break }
            guard let nibble = Self.hexValue(byte) else { throw error("'\(Self.describe(byte))' in data; expected hexadecimal digits") }
            if let high = pending { result.append(high << 4 | nibble); pending = nil } else { pending = nibble }
        }
        guard pending == nil else { throw LoadError("data has an odd number of hexadecimal digits", at: start) }
        return .data(result, start)
    }

    mutating func quoted() throws -> PropertyListValue {
        let start = location
        let quote = bytes[position]
        advance()
        var text: [UInt8] = []
        while true {
            guard let byte = current else { throw LoadError("a string opened here is not closed; expected a closing quote", at: start) }
            if byte == quote { advance(); break }
            if byte == UInt8(ascii: "\\") {
                advance()
                try escape(into: &text)
            } else {
                text.append(byte)
                advance()
            }
        }
        return .string(String(decoding: text, as: UTF8.self), start)
    }

    /// `\n`, `\t`, `\"`, `\\`, `\U1234` and octal `\012`.
    mutating func escape(into text: inout [UInt8]) throws {
        guard let byte = current else { throw error("the file ends inside an escape sequence") }
        advance()
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "a"): text.append(0x07)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "v"): text.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = current.flatMap(Self.hexValue) else { throw error("expected four hexadecimal digits after \\U") }
                value = value << 4 | UInt32(digit)
                advance()
            }
            text += Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let next = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                value = value * 8 + UInt32(next - UInt8(ascii: "0"))
                advance()
            }
            text.append(UInt8(truncatingIfNeeded: value))
        default:
            text.append(byte)
        }
    }

    mutating func unquoted() -> PropertyListValue {
        let start = location
        let from = position
        while let byte = current, Self.isUnquoted(byte) { advance() }
        return .string(String(decoding: bytes[from..<position], as: UTF8.self), start)
    }

    /// Characters of an unquoted string (OpenStep's set, as Xcode writes it).
    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
             UInt8(ascii: "-"), UInt8(ascii: "~"), UInt8(ascii: "@"): return true
        default: return byte >= 0x80
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    static func describe(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x\(digits[Int(byte >> 4)])\(digits[Int(byte & 0xF)])"
    }
}
