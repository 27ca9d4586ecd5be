import LayoutModel

/// One source file, read and tokenized: the bytes stay for the evidence lines and names.
public struct SourceFile: Sendable {
    public var path: String
    public var language: SourceLanguage
    public var bytes: [UInt8]
    public var tokens: [Token]
    public var problems: [LexProblem]
    /// Token positions of capitalised identifiers and of plain strings (see `Lexer.Lexed`).
    var capitalized: [Int32]
    var plainStrings: [Int32]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        language = path.hasSuffix(".swift") ? .swift : .objectiveC
        let lexed = Lexer.tokenize(bytes, language: language)
        (tokens, problems, capitalized, plainStrings) = (lexed.tokens, lexed.problems, lexed.capitalized, lexed.plainStrings)
    }

    public func text(_ index: Int) -> String {
        let token = tokens[index]
        return String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
    }

    /// A string token's content, without its quotes, `@` or `#` delimiters.
    public func stringContent(_ index: Int) -> String {
        var text = Substring(text(index))
        if text.hasPrefix("@") { text = text.dropFirst() }
        while text.hasPrefix("#") && text.hasSuffix("#") && text.count > 2 { text = text.dropFirst().dropLast() }
        let quotes = text.hasPrefix("\"\"\"") && text.count >= 6 ? 3 : 1
        guard text.count >= 2 * quotes else { return String(text) }
        return String(text.dropFirst(quotes).dropLast(quotes))
    }

    /// Whether the token is this identifier, keyword or punctuation.
    @inline(__always)
    public func isName(_ index: Int, _ hash: UInt64) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].hash == hash
            && (tokens[index].kind == .identifier || tokens[index].kind == .atKeyword)
    }

    @inline(__always)
    public func isIdentifier(_ index: Int) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .identifier
    }

    @inline(__always)
    public func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index >= 0 && index < tokens.count && tokens[index].kind == .punctuation && tokens[index].hash == UInt64(character.value)
    }

    /// The line a token is on, trimmed: what a finding quotes as evidence.
    public func lineText(_ line: Int) -> String {
        var current = 1
        var start = 0
        if line > 1 {
            for (offset, byte) in bytes.enumerated() where byte == 0x0A {
                current += 1
                if current == line { start = offset + 1; break }
            }
            guard current == line else { return "" }
        }
        var end = start
        while end < bytes.count, bytes[end] != 0x0A, end - start < 240 { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self).trimmingSpaces
    }

    public func evidence(at index: Int, _ says: String) -> CodeEvidence {
        let line = Int(tokens[index].line)
        return CodeEvidence(file: path, line: line, code: lineText(line), says: says)
    }

    /// The index of the token that closes the bracket opening at `index` (`(`, `[`, `{`),
    /// or the end of the range.
    public func closing(_ index: Int, limit: Int? = nil) -> Int {
        let end = limit ?? tokens.count
        guard index < end else { return end }
        let open = tokens[index].hash
        let close: UInt64 = open == UInt64(UInt8(ascii: "(")) ? UInt64(UInt8(ascii: ")"))
            : open == UInt64(UInt8(ascii: "[")) ? UInt64(UInt8(ascii: "]")) : UInt64(UInt8(ascii: "}"))
        var depth = 0
        var position = index
        while position < end {
            let token = tokens[position]
            if token.kind == .punctuation {
                if token.hash == open { depth += 1 } else if token.hash == close { depth -= 1; if depth == 0 { return position } }
            }
            position += 1
        }
        return end
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(scalars)
    }
}

/// Hashes of the names the scan looks for, computed once.
enum Names {
    static func h(_ text: String) -> UInt64 { Lexer.hash(text) }
    static let `class` = h("class"), `struct` = h("struct"), `enum` = h("enum"), `extension` = h("extension")
    static let `protocol` = h("protocol"), actor = h("actor"), `func` = h("func"), initWord = h("init")
    static let `var` = h("var"), `let` = h("let"), selfWord = h("self"), `return` = h("return")
    static let `typealias` = h("typealias"), `case` = h("case"), `override` = h("override")
    static let interface = h("@interface"), implementation = h("@implementation"), end = h("@end"), atProtocol = h("@protocol")
    static let atClass = h("@class")
    static let superWord = h("super"), alloc = h("alloc"), new = h("new")
}
