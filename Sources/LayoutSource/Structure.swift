/// The declarations of one file that the scan needs: types (with their superclass and
/// bodies) and functions (with their parameters and bodies), found by following braces.
/// Not a parser: it reads the shape of declarations and ignores everything else, which is
/// what keeps it linear and lets it survive code it does not understand.
public struct Structure: Sendable {
    public struct TypeDecl: Sendable {
        public var name: String
        /// The first type after `:` of a Swift class, or an Objective-C interface's superclass.
        public var superclass: String?
        /// A class (or Objective-C interface); false for an extension, category or implementation.
        public var isClass: Bool
        public var nameToken: Int
        /// Token range of the body (for Objective-C, `@implementation` to `@end`).
        public var body: Range<Int>
    }

    public struct FunctionDecl: Sendable {
        /// Swift: the base name (`show`, `init`, a computed property's name); Objective-C:
        /// the selector (`showPanel:animated:`).
        public var name: String
        /// Argument labels (Swift; `_` for none) or selector parts (Objective-C).
        public var labels: [String]
        /// The names the body uses for its parameters.
        public var parameters: [String]
        public var owner: String?
        public var nameToken: Int
        public var body: Range<Int>
    }

    public var types: [TypeDecl] = []
    public var functions: [FunctionDecl] = []
    /// Name tokens of Objective-C's `@class X;` forward declarations: no use of X.
    public var forwardDeclarations: [Int] = []

    public init(_ file: SourceFile) {
        switch file.language {
        case .swift: readSwift(file)
        case .objectiveC: readObjectiveC(file)
        }
    }

    // MARK: Swift

    /// Boxed: the token loop carries one pointer, not a whole declaration (copying it on every
    /// token was half the time of this pass).
    private indirect enum Pending {
        case type(TypeDecl)
        case function(FunctionDecl)
    }

    private enum Scope {
        case type(Int)
        case function(Int)
        case other
    }

    private mutating func readSwift(_ file: SourceFile) {
        let tokens = file.tokens
        // Read once: a static's lazy initialisation check on every token cost 5% of the scan.
        let (kClass, kStruct, kEnum, kExtension, kProtocol, kActor) = (Names.class, Names.struct, Names.enum, Names.extension, Names.protocol, Names.actor)
        let (kFunc, kVar, kLet, kOverride, kInit, kCase, kTypealias) = (Names.func, Names.var, Names.let, Names.override, Names.initWord, Names.case, Names.typealias)
        var scopes: [Scope] = []
        var pending: Pending?
        var pendingDepth = 0
        var index = 0
        func owner() -> String? {
            for scope in scopes.reversed() { if case .type(let t) = scope { return types[t].name } }
            return nil
        }
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .punctuation {
                switch token.hash {
                case UInt64(UInt8(ascii: "{")):
                    if let current = pending, pendingDepth == scopes.count {
                        switch current {
                        case .type(var decl):
                            decl.body = index + 1..<index + 1
                            types.append(decl)
                            scopes.append(.type(types.count - 1))
                        case .function(var decl):
                            decl.owner = owner()
                            decl.body = index + 1..<index + 1
                            functions.append(decl)
                            scopes.append(.function(functions.count - 1))
                        }
                        pending = nil
                    } else {
                        scopes.append(.other)
                    }
                case UInt64(UInt8(ascii: "}")):
                    if let scope = scopes.popLast() {
                        switch scope {
                        case .type(let t): types[t].body = types[t].body.lowerBound..<index
                        case .function(let f): functions[f].body = functions[f].body.lowerBound..<index
                        case .other: break
                        }
                    }
                    if pendingDepth > scopes.count { pending = nil }
                case UInt64(UInt8(ascii: "=")) where pendingIsProperty(pending):
                    pending = nil
                default: break
                }
                index += 1
                continue
            }
            guard token.kind == .identifier else { index += 1; continue }
            let hash = token.hash
            if hash == kClass || hash == kStruct || hash == kEnum || hash == kExtension || hash == kProtocol || hash == kActor,
               index + 1 < tokens.count, file.isIdentifier(index + 1),
               ![kFunc, kVar, kLet, kOverride, kInit].contains(tokens[index + 1].hash),
               !(index > 0 && file.isPunctuation(index - 1, ".")) {
                var decl = TypeDecl(name: file.text(index + 1), superclass: nil, isClass: hash == kClass,
                                    nameToken: index + 1, body: 0..<0)
                var next = index + 2
                // `extension UIKit.UIView`: the last component names the type.
                while file.isPunctuation(next, "."), next + 1 < tokens.count, file.isIdentifier(next + 1) {
                    decl.name = file.text(next + 1)
                    next += 2
                }
                if file.isPunctuation(next, "<") { next = skipAngles(file, next) }
                if file.isPunctuation(next, ":"), next + 1 < tokens.count, file.isIdentifier(next + 1), decl.isClass {
                    var superclass = file.text(next + 1)
                    var dotted = next + 2
                    while file.isPunctuation(dotted, "."), dotted + 1 < tokens.count, file.isIdentifier(dotted + 1) {
                        superclass = file.text(dotted + 1)
                        dotted += 2
                    }
                    decl.superclass = superclass
                }
                pending = .type(decl)
                pendingDepth = scopes.count
                index = next
                continue
            }
            if hash == kFunc, index + 1 < tokens.count {
                let nameIndex = index + 1
                var next = nameIndex + 1
                if file.isPunctuation(next, "<") { next = skipAngles(file, next) }
                if file.isPunctuation(next, "(") {
                    let (labels, parameters) = swiftParameters(file, open: next)
                    pending = .function(FunctionDecl(name: file.text(nameIndex), labels: labels, parameters: parameters,
                                                     owner: nil, nameToken: nameIndex, body: 0..<0))
                    pendingDepth = scopes.count
                    index = file.closing(next) + 1
                    continue
                }
            }
            if hash == kInit, !(index > 0 && file.isPunctuation(index - 1, ".")) {
                var next = index + 1
                if file.isPunctuation(next, "?") || file.isPunctuation(next, "!") { next += 1 }
                if file.isPunctuation(next, "<") { next = skipAngles(file, next) }
                if file.isPunctuation(next, "(") {
                    let (labels, parameters) = swiftParameters(file, open: next)
                    pending = .function(FunctionDecl(name: "init", labels: labels, parameters: parameters,
                                                     owner: nil, nameToken: index, body: 0..<0))
                    pendingDepth = scopes.count
                    index = file.closing(next) + 1
                    continue
                }
            }
            // A computed property: `var name: Type {` (no `=` before its brace).
            if hash == kVar, index + 2 < tokens.count, file.isIdentifier(index + 1), file.isPunctuation(index + 2, ":") {
                if case .type = scopes.last ?? .other {
                    pending = .function(FunctionDecl(name: file.text(index + 1), labels: [], parameters: [], owner: nil,
                                                     nameToken: index + 1, body: 0..<0))
                    pendingDepth = scopes.count
                    index += 3
                    continue
                }
            }
            // A declaration without a body ends a pending one (a protocol's requirement).
            if pending != nil, hash == kFunc || hash == kVar || hash == kLet || hash == kCase || hash == kTypealias {
                pending = nil
                continue
            }
            index += 1
        }
        // Scopes left open (a file cut short): their bodies run to the end.
        for scope in scopes {
            switch scope {
            case .type(let t): types[t].body = types[t].body.lowerBound..<tokens.count
            case .function(let f): functions[f].body = functions[f].body.lowerBound..<tokens.count
            case .other: break
            }
        }
    }

    private func pendingIsProperty(_ pending: Pending?) -> Bool {
        if case .function(let decl) = pending, decl.labels.isEmpty, decl.name != "init" { return true }
        return false
    }

    /// The index after a generic clause `<...>` that opens at `open`.
    private func skipAngles(_ file: SourceFile, _ open: Int) -> Int {
        var depth = 0
        var index = open
        while index < file.tokens.count, index < open + 200 {
            if file.isPunctuation(index, "<") { depth += 1 }
            if file.isPunctuation(index, ">") { depth -= 1; if depth == 0 { return index + 1 } }
            if file.isPunctuation(index, "{") { return index }
            index += 1
        }
        return index
    }

    /// `(_ name: T, for other: U, value: V)`: labels `_`, `for`, `value`; names `name`, `other`, `value`.
    private func swiftParameters(_ file: SourceFile, open: Int) -> ([String], [String]) {
        let close = file.closing(open)
        var labels: [String] = []
        var names: [String] = []
        var depth = 0
        var partStart = open + 1
        var index = open + 1
        while index <= close {
            let atEnd = index == close
            if !atEnd, file.tokens[index].kind == .punctuation {
                let hash = file.tokens[index].hash
                if hash == UInt64(UInt8(ascii: "(")) || hash == UInt64(UInt8(ascii: "[")) || hash == UInt64(UInt8(ascii: "<")) { depth += 1 }
                if hash == UInt64(UInt8(ascii: ")")) || hash == UInt64(UInt8(ascii: "]")) || hash == UInt64(UInt8(ascii: ">")) { depth -= 1 }
            }
            if atEnd || depth == 0 && file.isPunctuation(index, ",") {
                // One parameter: identifiers before its ':'.
                var parts: [String] = []
                var position = partStart
                while position < index, !file.isPunctuation(position, ":") {
                    if file.isIdentifier(position) { parts.append(file.text(position)) }
                    position += 1
                }
                if let name = parts.last {
                    labels.append(parts.count >= 2 ? parts[parts.count - 2] : name)
                    names.append(name)
                }
                partStart = index + 1
            }
            index += 1
        }
        return (labels, names)
    }

    // MARK: Objective-C

    private mutating func readObjectiveC(_ file: SourceFile) {
        let tokens = file.tokens
        var index = 0
        var current: Int?
        var depth = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .atKeyword {
                if token.hash == Names.interface || token.hash == Names.implementation,
                   index + 1 < tokens.count, file.isIdentifier(index + 1) {
                    var decl = TypeDecl(name: file.text(index + 1), superclass: nil, isClass: false, nameToken: index + 1, body: index..<tokens.count)
                    if token.hash == Names.interface {
                        if file.isPunctuation(index + 2, ":"), index + 3 < tokens.count, file.isIdentifier(index + 3) {
                            decl.superclass = file.text(index + 3)
                            decl.isClass = true
                        } else if !file.isPunctuation(index + 2, "(") {
                            decl.isClass = true
                        }
                    }
                    types.append(decl)
                    current = types.count - 1
                    depth = 0
                    index += 2
                    continue
                }
                if token.hash == Names.atProtocol, index + 1 < tokens.count, file.isIdentifier(index + 1),
                   !file.isPunctuation(index + 2, ";"), !file.isPunctuation(index + 2, ",") {
                    current = nil
                    index += 2
                    continue
                }
                if token.hash == Names.atClass, index + 1 < tokens.count {
                    forwardDeclarations.append(index + 1)
                }
                if token.hash == Names.end {
                    if let open = current { types[open].body = types[open].body.lowerBound..<index }
                    current = nil
                }
                index += 1
                continue
            }
            if token.kind == .punctuation {
                if token.hash == UInt64(UInt8(ascii: "{")) { depth += 1 }
                if token.hash == UInt64(UInt8(ascii: "}")) { depth = max(0, depth - 1) }
                if depth == 0, (token.hash == UInt64(UInt8(ascii: "-")) || token.hash == UInt64(UInt8(ascii: "+"))),
                   let open = current, file.isPunctuation(index + 1, "(") {
                    if let method = objectiveCMethod(file, at: index, owner: types[open].name) {
                        functions.append(method.decl)
                        index = method.next
                        continue
                    }
                }
            }
            index += 1
        }
    }

    /// `- (void)showPanel:(UIViewController *)panel animated:(BOOL)animated { ... }`.
    private func objectiveCMethod(_ file: SourceFile, at start: Int, owner: String) -> (decl: FunctionDecl, next: Int)? {
        var index = file.closing(start + 1) + 1
        var parts: [String] = []
        var parameters: [String] = []
        var nameToken = index
        while index < file.tokens.count, file.isIdentifier(index) {
            if parts.isEmpty { nameToken = index }
            let part = file.text(index)
            if file.isPunctuation(index + 1, ":") {
                parts.append(part + ":")
                index += 2
                if file.isPunctuation(index, "(") { index = file.closing(index) + 1 }
                if index < file.tokens.count, file.isIdentifier(index) { parameters.append(file.text(index)); index += 1 }
            } else {
                if parts.isEmpty { parts.append(part) }
                index += 1
                break
            }
        }
        // Attributes and macros before the body (`NS_REQUIRES_SUPER`, `__attribute__((...))`).
        while index < file.tokens.count, file.isIdentifier(index) {
            index += 1
            if file.isPunctuation(index, "(") { index = file.closing(index) + 1 }
        }
        guard !parts.isEmpty, file.isPunctuation(index, "{") else { return nil }
        let close = file.closing(index)
        return (FunctionDecl(name: parts.joined(), labels: parts, parameters: parameters, owner: owner,
                             nameToken: nameToken, body: index + 1..<close), close + 1)
    }
}
