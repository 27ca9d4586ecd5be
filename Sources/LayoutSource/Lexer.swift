/// One token of a Swift or Objective-C file: its kind, its bytes and its line. Comments and
/// whitespace are dropped; string literals are one token each (with their interpolations
/// inside), so that nothing in a string or a comment is read as code.
public struct Token: Sendable, Hashable {
    public enum Kind: UInt8, Sendable {
        case identifier
        /// `@interface`, `@"text"`'s `@` is part of the string; `@selector` is one keyword.
        case atKeyword
        case number
        case string
        /// `#if`, `#import` ... in Objective-C the whole line; in Swift the directive's name.
        case directive
        case punctuation
    }

    public var kind: Kind
    public var start: Int32
    public var end: Int32
    public var line: Int32
    /// FNV-1a of an identifier's (or a string's content's) bytes: names are compared by hash
    /// first, so the scan makes no strings.
    public var hash: UInt64
}

/// What the lexer could not finish: an unterminated comment or string at a line.
public struct LexProblem: Sendable, Hashable {
    public var message: String
    public var line: Int

    public init(message: String, line: Int) {
        self.message = message
        self.line = line
    }
}

public enum SourceLanguage: Sendable, Hashable {
    case swift, objectiveC
}

/// A single pass over bytes, linear in the file's size with no recursion: string
/// interpolations and nested comments are tracked with counters and a small stack whose
/// depth is capped, so 10,000 nested parentheses or an unterminated comment cost no more
/// than their bytes.
public struct Lexer {
    public static let maximumNesting = 256

    public static func hash<S: Sequence>(_ bytes: S) -> UInt64 where S.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { value = (value ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return value
    }

    public static func hash(_ text: String) -> UInt64 { hash(text.utf8) }

    /// A file's tokens, with the two lists the index groups by name, noted as the tokens are
    /// made (a second walk over every token cost a tenth of the scan).
    public struct Lexed: Sendable {
        public var tokens: [Token]
        public var problems: [LexProblem]
        /// Identifiers that start with a capital letter: where a type may be named.
        public var capitalized: [Int32]
        /// Plain strings (no interpolation), by position.
        public var plainStrings: [Int32]
    }

    public static func tokenize(_ bytes: [UInt8], language: SourceLanguage) -> Lexed {
        var problems: [LexProblem] = []
        var sink = TokenSink()
        sink.tokens.reserveCapacity(bytes.count / 5)
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Scanner(bytes: buffer, language: language)
            lexer.run(into: &sink, problems: &problems)
        }
        return Lexed(tokens: sink.tokens, problems: problems, capitalized: sink.capitalized, plainStrings: sink.plainStrings)
    }

    /// The tokens, and the two lists noted as they are made.
    private struct TokenSink {
        var tokens: [Token] = []
        var capitalized: [Int32] = []
        var plainStrings: [Int32] = []

        @inline(__always)
        mutating func append(_ token: Token) { tokens.append(token) }

        @inline(__always)
        mutating func appendIdentifier(_ token: Token, first: UInt8) {
            if first &- 0x41 < 26 { capitalized.append(Int32(tokens.count)) }
            tokens.append(token)
        }

        @inline(__always)
        mutating func appendString(_ token: Token) {
            if token.hash != 0 { plainStrings.append(Int32(tokens.count)) }
            tokens.append(token)
        }
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let language: SourceLanguage
        var index = 0
        var line: Int32 = 1
        /// At the start of a line but for spaces: where Objective-C's preprocessor lines begin.
        var lineStart = true

        init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage) {
            self.bytes = bytes
            self.language = language
        }

        mutating func run(into tokens: inout TokenSink, problems: inout [LexProblem]) {
            let count = bytes.count
            while index < count {
                let byte = bytes[index]
                switch byte {
                case 0x0A:
                    line += 1; index += 1; lineStart = true; continue
                case 0x20, 0x09, 0x0D, 0x0C, 0x0B:
                    // Indentation is much of a file: skipped in a local, not through `self`.
                    var next = index + 1
                    while next < count, bytes[next] == 0x20 || bytes[next] == 0x09 || bytes[next] == 0x0D { next += 1 }
                    index = next; continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                    skipLineComment(); continue
                case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                    skipBlockComment(problems: &problems); continue
                default:
                    break
                }
                let wasLineStart = lineStart
                lineStart = false
                let start = index
                let startLine = line
                if isIdentifierStart(byte) {
                    // Hashed as it is read: one pass over the name's bytes, not two.
                    var hash = (0xcbf2_9ce4_8422_2325 ^ UInt64(byte)) &* 0x100_0000_01b3
                    var end = index + 1
                    while end < count {
                        let next = bytes[end]
                        guard isIdentifierByte(next) else { break }
                        hash = (hash ^ UInt64(next)) &* 0x100_0000_01b3
                        end += 1
                    }
                    index = end
                    tokens.appendIdentifier(Token(kind: .identifier, start: Int32(start), end: Int32(index), line: startLine, hash: hash), first: byte)
                } else if byte >= 0x30 && byte <= 0x39 {
                    index += 1
                    while index < count, isIdentifierByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") && isDigit(peek(1)) { index += 1 }
                    tokens.append(Token(kind: .number, start: Int32(start), end: Int32(index), line: startLine, hash: 0))
                } else if byte == UInt8(ascii: "\"") {
                    let content = string(problems: &problems)
                    tokens.appendString(Token(kind: .string, start: Int32(start), end: Int32(index), line: startLine, hash: content))
                } else if byte == UInt8(ascii: "@") && peek(1) == UInt8(ascii: "\"") {
                    index += 1
                    let content = string(problems: &problems)
                    tokens.appendString(Token(kind: .string, start: Int32(start), end: Int32(index), line: startLine, hash: content))
                } else if byte == UInt8(ascii: "@") && isIdentifierStart(peek(1)) {
                    index += 1
                    while index < count, isIdentifierByte(bytes[index]) { index += 1 }
                    tokens.append(Token(kind: .atKeyword, start: Int32(start), end: Int32(index), line: startLine,
                                        hash: Lexer.hash(UnsafeBufferPointer(rebasing: bytes[start..<index]))))
                } else if byte == UInt8(ascii: "#") && language == .swift && peek(1) == UInt8(ascii: "\"") || byte == UInt8(ascii: "#") && peek(1) == UInt8(ascii: "#") && language == .swift {
                    let content = rawString(problems: &problems)
                    tokens.appendString(Token(kind: .string, start: Int32(start), end: Int32(index), line: startLine, hash: content))
                } else if byte == UInt8(ascii: "#") && wasLineStart && language == .objectiveC {
                    skipPreprocessorLine()
                    tokens.append(Token(kind: .directive, start: Int32(start), end: Int32(index), line: startLine, hash: 0))
                } else if byte == UInt8(ascii: "#") && isIdentifierStart(peek(1)) {
                    index += 1
                    while index < count, isIdentifierByte(bytes[index]) { index += 1 }
                    tokens.append(Token(kind: .directive, start: Int32(start), end: Int32(index), line: startLine,
                                        hash: Lexer.hash(UnsafeBufferPointer(rebasing: bytes[start..<index]))))
                } else if byte == UInt8(ascii: "'") && language == .objectiveC {
                    characterLiteral()
                    tokens.append(Token(kind: .number, start: Int32(start), end: Int32(index), line: startLine, hash: 0))
                } else {
                    index += 1
                    tokens.append(Token(kind: .punctuation, start: Int32(start), end: Int32(index), line: startLine, hash: UInt64(byte)))
                }
            }
        }

        func peek(_ offset: Int) -> UInt8 {
            index + offset < bytes.count ? bytes[index + offset] : 0
        }

        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        /// A letter (either case: `| 0x20` folds upper to lower), `_`, `$` or a byte of a
        /// multi-byte character.
        @inline(__always)
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte | 0x20) &- 0x61 < 26 || byte == 0x5F || byte == 0x24 || byte >= 0x80
        }

        @inline(__always)
        func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || byte &- 0x30 < 10 }

        mutating func skipLineComment() {
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        }

        /// Swift's block comments nest; Objective-C's do not.
        mutating func skipBlockComment(problems: inout [LexProblem]) {
            let startLine = line
            index += 2
            var depth = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A { line += 1 }
                if byte == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                    index += 2
                    depth -= 1
                    if depth == 0 { return }
                    continue
                }
                if language == .swift && byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    index += 2
                    depth += 1
                    continue
                }
                index += 1
            }
            problems.append(LexProblem(message: "a comment opened here is never closed ('*/' expected)", line: Int(startLine)))
        }

        mutating func skipPreprocessorLine() {
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "\\") && peek(1) == 0x0A { index += 2; line += 1; continue }
                if bytes[index] == 0x0A { return }
                if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                    var ignored: [LexProblem] = []
                    skipBlockComment(problems: &ignored)
                    continue
                }
                if bytes[index] == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { skipLineComment(); return }
                index += 1
            }
        }

        mutating func characterLiteral() {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A {
                index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
        }

        /// A string from its opening quote: `"..."`, Swift's `"""` blocks, and interpolations
        /// `\( ... )` holding code, parentheses and strings of their own. Returns the hash of
        /// a plain string's content (0 for one with interpolations).
        mutating func string(problems: inout [LexProblem]) -> UInt64 {
            let startLine = line
            let multiline = language == .swift && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            return stringBody(multiline: multiline, hashes: 0, startLine: startLine, problems: &problems)
        }

        /// `#"..."#`, `##"""...."""##`: escapes and interpolations take as many `#`.
        mutating func rawString(problems: inout [LexProblem]) -> UInt64 {
            let startLine = line
            var hashes = 0
            while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return 0 }
            let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
            index += multiline ? 3 : 1
            return stringBody(multiline: multiline, hashes: hashes, startLine: startLine, problems: &problems)
        }

        /// The rest of a string after its opening delimiter. Interpolations are followed with
        /// a stack of what each open level is (a parenthesis or a nested string), capped.
        mutating func stringBody(multiline: Bool, hashes: Int, startLine: Int32, problems: inout [LexProblem]) -> UInt64 {
            let contentStart = index
            var interpolated = false
            // Open levels inside interpolations: true for a nested string, false for a '('.
            var stack: [Bool] = []
            var nestedMultiline: [Bool] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    if stack.isEmpty && !multiline || stack.last == true && nestedMultiline.last == false {
                        // The newline is left to the main loop, which counts it.
                        problems.append(LexProblem(message: "a string opened here is not closed on its line ('\"' expected)", line: Int(startLine)))
                        return 0
                    }
                    line += 1
                    index += 1
                    continue
                }
                if stack.isEmpty || stack.last == true {
                    // Inside string text (the outer one, or one nested in an interpolation).
                    let level = stack.isEmpty ? hashes : 0
                    let isMultiline = stack.isEmpty ? multiline : nestedMultiline.last!
                    if byte == UInt8(ascii: "\\") && hashesFollow(level, from: index + 1) {
                        let after = index + 1 + level
                        if after < bytes.count, bytes[after] == UInt8(ascii: "("), language == .swift {
                            interpolated = true
                            if stack.count >= Lexer.maximumNesting { return skipToLineEnd(startLine, &problems) }
                            stack.append(false)
                            index = after + 1
                        } else {
                            index = after + 1
                        }
                        continue
                    }
                    if byte == UInt8(ascii: "\"") {
                        let closes = isMultiline ? (peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")) : true
                        let width = isMultiline ? 3 : 1
                        if closes && hashesFollow(level, from: index + width) {
                            if stack.isEmpty {
                                let content = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
                                index += width + level
                                return interpolated ? 0 : Lexer.hash(content)
                            }
                            stack.removeLast()
                            nestedMultiline.removeLast()
                            index += width
                            continue
                        }
                    }
                    index += 1
                    continue
                }
                // Code inside an interpolation.
                switch byte {
                case UInt8(ascii: "("):
                    if stack.count >= Lexer.maximumNesting { return skipToLineEnd(startLine, &problems) }
                    stack.append(false)
                case UInt8(ascii: ")"):
                    stack.removeLast()
                case UInt8(ascii: "\""):
                    if stack.count >= Lexer.maximumNesting { return skipToLineEnd(startLine, &problems) }
                    let nested = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                    stack.append(true)
                    nestedMultiline.append(nested)
                    index += nested ? 3 : 1
                    continue
                default:
                    break
                }
                index += 1
            }
            problems.append(LexProblem(message: "a string opened here is never closed ('\"' expected)", line: Int(startLine)))
            return 0
        }

        func hashesFollow(_ count: Int, from position: Int) -> Bool {
            guard count > 0 else { return true }
            guard position + count <= bytes.count else { return false }
            for offset in 0..<count where bytes[position + offset] != UInt8(ascii: "#") { return false }
            return true
        }

        mutating func skipToLineEnd(_ startLine: Int32, _ problems: inout [LexProblem]) -> UInt64 {
            problems.append(LexProblem(message: "a string's interpolations nest deeper than \(Lexer.maximumNesting) levels; the rest of the line is not read", line: Int(startLine)))
            while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            return 0
        }
    }
}
