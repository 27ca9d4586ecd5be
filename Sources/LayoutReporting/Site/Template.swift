import Foundation

/// The site's templates: the Mustache subset they use (variables, `{{{raw}}}`, dotted names,
/// `{{.}}`, sections, inverted sections, partials, comments), parsed once and rendered
/// against typed values. A report renders tens of thousands of template lookups; doing them
/// on `TemplateValue` (no dynamic casts, no reflection) and escaping UTF-8 bytes made
/// rendering several times faster than a general Mustache library.
///
/// Whitespace follows the Mustache specification: a line holding only a section, inverted
/// section, closing, comment or partial tag (and blanks) leaves no trace in the output.
struct Template: Sendable {
    indirect enum Node: Sendable {
        case text(String)
        case variable(TemplateName, escaped: Bool)
        case section(TemplateName, [Node], inverted: Bool)
        case partial(String)
    }

    let nodes: [Node]

    struct ParseError: Error, CustomStringConvertible {
        var line: Int, column: Int, message: String
        var description: String { "\(line):\(column): \(message)" }
    }

    init(_ text: String) throws(ParseError) {
        var parser = TemplateParser(Array(text.utf8))
        nodes = try parser.parse(section: nil, openedAt: 0)
    }
}

/// A tag's name: `.` (the current value) or dotted parts.
struct TemplateName: Sendable {
    let parts: [String]
    var isCurrent: Bool { parts.isEmpty }

    init(_ text: String) {
        parts = text == "." ? [] : text.split(separator: ".").map(String.init)
    }
}

/// A value as templates see it.
enum TemplateValue {
    case string(String)
    case bool(Bool)
    case list([TemplateValue])
    case object([String: TemplateValue])
    /// A view model that answers lookups itself (see TemplateLookups.swift).
    case parent(any TemplateParent)

    /// The value's field, or nil when it has none by that name.
    func child(_ name: String) -> TemplateValue? {
        switch self {
        case .object(let fields): fields[name]
        case .parent(let parent): parent.child(named: name)
        case .string, .bool, .list: nil
        }
    }

    var text: String {
        switch self {
        case .string(let string): string
        case .bool(let bool): bool ? "true" : "false"
        case .list(let values): "[" + values.map(\.text).joined(separator: ", ") + "]"
        case .object, .parent: ""
        }
    }
}

/// A view model the report repeats thousands of times: a switch answers each lookup.
protocol TemplateParent {
    func child(named name: String) -> TemplateValue?
}

/// A field of a `TemplateParent` as a template value, chosen by its static type (nil: no value).
func field(_ string: String) -> TemplateValue? { .string(string) }
func field(_ bool: Bool) -> TemplateValue? { .bool(bool) }
func field(_ int: Int) -> TemplateValue? { .string(String(int)) }
func field(_ parent: some TemplateParent) -> TemplateValue? {
    #if DEBUG
    TemplateParentAudit.check(parent)
    #endif
    return .parent(parent)
}
func field(_ strings: [String]) -> TemplateValue? { .list(strings.map { .string($0) }) }
func field<T: TemplateParent>(_ parents: [T]) -> TemplateValue? { .list(parents.map { field($0) ?? .bool(false) }) }
func field(_ string: String?) -> TemplateValue? { string.map { .string($0) } }
func field<T: TemplateParent>(_ parent: T?) -> TemplateValue? { parent.flatMap { field($0) } }
/// Anything else (rare fields): as `TemplateValue(any:)` makes it.
func field(_ other: Any) -> TemplateValue? { TemplateValue(any: other) }

extension TemplateValue {
    /// Any Swift value: strings, numbers and enums as their text, optionals unwrapped (nil is
    /// no value), structs and classes as objects of their stored properties, collections as
    /// lists. Reflection runs once per page model, never per lookup.
    init?(any value: Any) {
        switch value {
        case let string as String: self = .string(string)
        case let bool as Bool: self = .bool(bool)
        case let int as Int: self = .string(String(int))
        case let double as Double: self = .string(String(describing: double))
        case let parent as any TemplateParent:
            #if DEBUG
            TemplateParentAudit.check(parent)
            #endif
            self = .parent(parent)
        case let list as any TemplateList: self = .list(list.templateItems)
        case let optional as any TemplateOptional:
            guard let wrapped = optional.wrapped else { return nil }
            self.init(any: wrapped)
        default: self.init(reflecting: value)
        }
    }

    private init?(reflecting value: Any) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?:
            guard let wrapped = mirror.children.first?.value else { return nil }
            self.init(any: wrapped)
        case .struct?, .class?:
            var fields: [String: TemplateValue] = [:]
            for child in mirror.children {
                if let label = child.label, let field = TemplateValue(any: child.value) { fields[label] = field }
            }
            self = .object(fields)
        case .collection?, .set?:
            self = .list(mirror.children.compactMap { TemplateValue(any: $0.value) })
        case .dictionary?:
            var fields: [String: TemplateValue] = [:]
            for child in mirror.children {
                let pair = Mirror(reflecting: child.value).children.map(\.value)
                if pair.count == 2, let key = pair[0] as? String, let field = TemplateValue(any: pair[1]) { fields[key] = field }
            }
            self = .object(fields)
        default:
            self = .string(String(describing: value))
        }
    }
}

#if DEBUG
/// In debug builds (the tests), each `TemplateParent` type is checked once against its stored
/// properties: a field added to a view model but not to its lookup would vanish from pages.
enum TemplateParentAudit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var audited = Set<ObjectIdentifier>()

    static func check(_ parent: any TemplateParent) {
        guard lock.withLock({ audited.insert(ObjectIdentifier(type(of: parent))).inserted }) else { return }
        for child in Mirror(reflecting: parent).children {
            guard let label = child.label else { continue }
            if let optional = child.value as? any TemplateOptional, optional.wrapped == nil { continue }
            precondition(parent.child(named: label) != nil, "\(type(of: parent)).child(named:) does not answer \"\(label)\"")
        }
    }
}
#endif

/// Arrays and optionals without reflection: a diagram holds several lists of marks.
protocol TemplateList {
    var templateItems: [TemplateValue] { get }
}

extension Array: TemplateList {
    var templateItems: [TemplateValue] { compactMap { TemplateValue(any: $0) } }
}

protocol TemplateOptional {
    var wrapped: Any? { get }
}

extension Optional: TemplateOptional {
    var wrapped: Any? { self.map { $0 as Any } }
}

/// Renders parsed templates; partials come from the same set.
struct TemplateRenderer {
    let templates: [String: Template]
    private var output: [UInt8] = []
    private var stack: [TemplateValue] = []

    init(templates: [String: Template]) {
        self.templates = templates
    }

    mutating func render(_ name: String, _ value: TemplateValue) -> String? {
        renderBytes(name, value).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The page as UTF-8 bytes, written to its file as they are: a large page is held once.
    mutating func renderBytes(_ name: String, _ value: TemplateValue) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        output = []
        stack = [value]
        render(template.nodes)
        let page = output
        output = []
        return page
    }

    private mutating func render(_ nodes: [Template.Node]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output.append(contentsOf: text.utf8)
            case .variable(let name, let escaped):
                guard let value = lookup(name) else { continue }
                if escaped { Self.appendEscaped(value.text, to: &output) } else { output.append(contentsOf: value.text.utf8) }
            case .section(let name, let body, let inverted):
                section(lookup(name), body, inverted: inverted)
            case .partial(let name):
                if let template = templates[name] { render(template.nodes) }
            }
        }
    }

    private mutating func section(_ value: TemplateValue?, _ body: [Template.Node], inverted: Bool) {
        switch value {
        case nil, .bool(false)?:
            if inverted { render(body) }
        case .bool(true)?:
            if !inverted { render(body) }
        case .list(let items)?:
            if inverted {
                if items.isEmpty { render(body) }
                return
            }
            for item in items { within(item, body) }
        case let value?:
            if !inverted { within(value, body) }
        }
    }

    private mutating func within(_ value: TemplateValue, _ body: [Template.Node]) {
        stack.append(value)
        render(body)
        stack.removeLast()
    }

    /// `.` is the current value; a name is looked for from the innermost value outwards, and
    /// the rest of a dotted name only inside what its first part found.
    private func lookup(_ name: TemplateName) -> TemplateValue? {
        guard let first = name.parts.first else { return stack.last }
        for value in stack.reversed() {
            guard var found = value.child(first) else { continue }
            for part in name.parts.dropFirst() {
                guard let next = found.child(part) else { return nil }
                found = next
            }
            return found
        }
        return nil
    }

    /// HTML escaping of `& < > " '`, byte by byte (all five are ASCII).
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): output.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): output.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): output.append(contentsOf: "&gt;".utf8)
            case UInt8(ascii: "\""): output.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "'"): output.append(contentsOf: "&#39;".utf8)
            default: output.append(byte)
            }
        }
    }
}

/// Reads a template the way the Mustache specification describes, tag by tag, keeping track
/// of whether the current line has only blanks so far (a standalone tag's line is dropped).
struct TemplateParser {
    private let bytes: [UInt8]
    private var position = 0
    /// At the start of a line, or after a standalone tag (what the line holds so far is blank).
    private var newLine = true
    private static let nameBytes = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*/".utf8)

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var atEnd: Bool { position >= bytes.count }
    private var current: UInt8 { atEnd ? 0 : bytes[position] }
    private func isNewline(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }

    /// Nodes up to the end (no section) or up to the closing tag of the section opened at `openedAt`.
    mutating func parse(section: String?, openedAt: Int) throws(Template.ParseError) -> [Template.Node] {
        var nodes: [Template.Node] = []
        var blanks = ""
        while !atEnd {
            if newLine { blanks = readBlanks() }
            let text = readText()
            if !atEnd, isNewline(current) {
                nodes.append(.text(blanks + text + readNewline()))
                newLine = true
                continue
            }
            if !text.isEmpty {
                nodes.append(.text(blanks + text))
                blanks = ""
                newLine = false
            }
            if atEnd { break }
            // Just past "{{".
            var standalone = false
            func flushBlanks() {
                if !blanks.isEmpty { nodes.append(.text(blanks)) }
                blanks = ""
            }
            let tagStart = position - 2
            switch current {
            case UInt8(ascii: "#"), UInt8(ascii: "^"):
                let inverted = current == UInt8(ascii: "^")
                position += 1
                let name = try readName(tag: tagStart)
                standalone = isStandalone()
                if !standalone { flushBlanks() }
                newLine = standalone
                let body = try parse(section: name, openedAt: tagStart)
                nodes.append(.section(TemplateName(name), body, inverted: inverted))
            case UInt8(ascii: "/"):
                position += 1
                let name = try readName(tag: tagStart)
                guard name == section else {
                    throw error(at: tagStart, section.map { "{{/\(name)}} closes nothing: {{/\($0)}} expected" } ?? "{{/\(name)}} closes no section")
                }
                if !isStandalone() { flushBlanks() }
                return nodes
            case UInt8(ascii: "!"):
                position += 1
                try skipComment(from: tagStart)
                standalone = isStandalone()
            case UInt8(ascii: "{"), UInt8(ascii: "&"):
                let triple = current == UInt8(ascii: "{")
                flushBlanks()
                position += 1
                let name = try readName(tag: tagStart)
                if triple {
                    guard current == UInt8(ascii: "}") else { throw error(at: tagStart, "{{{\(name)}} is not closed with }}}") }
                    position += 1
                }
                nodes.append(.variable(TemplateName(name), escaped: false))
            case UInt8(ascii: ">"):
                position += 1
                let name = try readName(tag: tagStart)
                flushBlanks()
                standalone = isStandalone()
                nodes.append(.partial(name))
            case UInt8(ascii: "="), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: "$"):
                throw error(at: tagStart, "{{\(Character(UnicodeScalar(current)))...}} tags are not supported; expected a variable, section, comment or partial")
            default:
                flushBlanks()
                let name = try readName(tag: tagStart)
                nodes.append(.variable(TemplateName(name), escaped: true))
            }
            newLine = standalone
        }
        if let section { throw error(at: openedAt, "{{#\(section)}} is not closed: {{/\(section)}} expected") }
        return nodes
    }

    private mutating func readBlanks() -> String {
        let start = position
        while !atEnd, current == 32 || current == 9 { position += 1 }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    /// Text up to a newline (not read) or past the next "{{".
    private mutating func readText() -> String {
        let start = position
        while !atEnd, !isNewline(current) {
            if current == UInt8(ascii: "{"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "{") {
                let text = String(decoding: bytes[start..<position], as: UTF8.self)
                position += 2
                return text
            }
            position += 1
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func readNewline() -> String {
        if current == 13, position + 1 < bytes.count, bytes[position + 1] == 10 {
            position += 2
            return "\r\n"
        }
        let newline = String(UnicodeScalar(current))
        position += 1
        return newline
    }

    /// A tag alone on its line: only blanks before (`newLine`) and after it. The rest of the
    /// line, its newline included, is then consumed.
    private mutating func isStandalone() -> Bool {
        guard newLine else { return false }
        if atEnd { return true }
        var probe = position
        while probe < bytes.count, bytes[probe] == 32 || bytes[probe] == 9 { probe += 1 }
        guard probe < bytes.count, isNewline(bytes[probe]) else { return false }
        position = probe
        _ = readNewline()
        return true
    }

    private mutating func readName(tag start: Int) throws(Template.ParseError) -> String {
        skipWhitespace()
        let nameStart = position
        while !atEnd, Self.nameBytes.contains(current) { position += 1 }
        let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
        skipWhitespace()
        guard !name.isEmpty, current == UInt8(ascii: "}"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "}") else {
            throw error(at: start, "a tag's name must be letters, digits, '.', '-' or '_', followed by }}")
        }
        position += 2
        return name
    }

    private mutating func skipWhitespace() {
        while !atEnd, current == 32 || current == 9 || isNewline(current) { position += 1 }
    }

    private mutating func skipComment(from start: Int) throws(Template.ParseError) {
        while position + 1 < bytes.count {
            if bytes[position] == UInt8(ascii: "}"), bytes[position + 1] == UInt8(ascii: "}") {
                position += 2
                return
            }
            position += 1
        }
        throw error(at: start, "the comment is not closed with }}")
    }

    private func error(at offset: Int, _ message: String) -> Template.ParseError {
        var line = 1, column = 1
        for byte in bytes[..<min(max(offset, 0), bytes.count)] {
            if byte == 10 { line += 1; column = 1 } else { column += 1 }
        }
        return Template.ParseError(line: line, column: column, message: message)
    }
}
