import Foundation
import LayoutModel

/// What a Swift package's `Package.swift` says about its targets, read from its tokens (the
/// manifest is never run): each target's kind, folder, dependencies and line, and the
/// targets its products hold. Enough to tell a package's test data from what it ships.
public struct PackageManifest: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        case regular, test, executable, macro, plugin, binary, system
    }

    public struct Target: Sendable, Hashable {
        public var name: String
        public var kind: Kind
        /// The `path:` argument, relative to the package; nil for SwiftPM's default folder.
        public var path: String?
        /// Targets of this package it depends on, by name.
        public var dependencies: [String]
        public var line: Int
    }

    public var targets: [Target] = []
    /// Names of the targets any product holds.
    public var productTargets: Set<String> = []

    static let kinds: [String: Kind] = [
        "target": .regular, "testTarget": .test, "executableTarget": .executable, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]
    static let products: Set<String> = ["library", "executable", "plugin"]

    /// The manifest's targets and products: `.target(name: "X", dependencies: [...], path: "...")`
    /// and the other target kinds, `.library(name: ..., targets: [...])`. Calls of another shape
    /// (a name the manifest computes) are left out.
    public init(swift text: String) {
        let file = SourceFile(path: "Package.swift", bytes: Array(text.utf8))
        var t = 0
        while t + 2 < file.tokens.count {
            defer { t += 1 }
            guard file.isPunctuation(t, "."), file.isIdentifier(t + 1), file.isPunctuation(t + 2, "(") else { continue }
            let call = file.text(t + 1)
            // Only a target's or a product's call is read to its end: one walk of the file.
            guard Self.kinds[call] != nil || Self.products.contains(call) else { continue }
            let close = file.closing(t + 2)
            let arguments = Self.arguments(file, from: t + 3, to: close)
            if let kind = Self.kinds[call], let name = arguments["name"]?.first {
                targets.append(Target(name: name, kind: kind, path: arguments["path"]?.first,
                                      dependencies: arguments["dependencies"] ?? [], line: Int(file.tokens[t + 1].line)))
            } else if Self.products.contains(call), arguments["name"] != nil, let held = arguments["targets"] {
                productTargets.formUnion(held)
            }
            t = close
        }
    }

    /// The top-level labelled arguments of a call, each with the strings it holds: a string,
    /// or the strings of a list, where `.target(name: "X")` and `.byName(name: "X")` name X and
    /// `.product(...)` names another package's product (left out).
    private static func arguments(_ file: SourceFile, from start: Int, to end: Int) -> [String: [String]] {
        var found: [String: [String]] = [:]
        var t = start
        var label: String?
        var depth = 0
        while t < end {
            if depth == 0, file.isIdentifier(t), file.isPunctuation(t + 1, ":") {
                let name = file.text(t)
                label = name
                found[name] = found[name] ?? []
                t += 2
                continue
            }
            if file.isPunctuation(t, "(") || file.isPunctuation(t, "[") { depth += 1 }
            if file.isPunctuation(t, ")") || file.isPunctuation(t, "]") { depth -= 1 }
            if file.isPunctuation(t, "."), file.isName(t + 1, Lexer.hash("product")), file.isPunctuation(t + 2, "(") {
                t = file.closing(t + 2, limit: end) + 1
                continue
            }
            if let label, file.tokens[t].kind == .string, !(file.isName(t - 2, Lexer.hash("package")) && file.isPunctuation(t - 1, ":")) {
                found[label, default: []].append(file.stringContent(t))
            }
            t += 1
        }
        return found
    }

    /// A target's folder relative to the package: its `path:`, or SwiftPM's default
    /// (`Tests/<name>` for a test target, else the first of `Sources`, `Source`, `src`, `srcs`
    /// that `exists` says holds `<name>`).
    public func folder(of target: Target, exists: (String) -> Bool) -> String {
        if let path = target.path { return path }
        if target.kind == .test { return "Tests/" + target.name }
        let candidates = ["Sources", "Source", "src", "srcs"].map { $0 + "/" + target.name }
        return candidates.first(where: exists) ?? candidates[0]
    }

    /// Why a document at `relative` (to the package's folder) is the package's test data, or
    /// nil: it lies in a test target's folder, in a target that no product holds and only
    /// test targets depend on (a test-support target's fixtures), or under `Tests/`, where
    /// SwiftPM keeps test targets only.
    public func testData(at relative: String, manifest display: String, exists: (String) -> Bool) -> String? {
        let holder = targets
            .map { (target: $0, folder: folder(of: $0, exists: exists)) }
            .filter { relative.hasPrefix($0.folder + "/") || $0.folder == "." || $0.folder.isEmpty }
            .max { $0.folder.count < $1.folder.count }
        if let holder {
            let target = holder.target
            if target.kind == .test {
                return "\(display):\(target.line) declares \(target.name) a test target"
            }
            let dependents = targets.filter { $0.dependencies.contains(target.name) }
            if target.kind == .regular, !productTargets.contains(target.name), !dependents.isEmpty, dependents.allSatisfy({ $0.kind == .test }) {
                return "\(display):\(target.line) declares \(target.name), which no product holds and only test targets use"
            }
            return nil
        }
        return relative.hasPrefix("Tests/") ? "\(display) keeps test targets only under Tests/" : nil
    }
}
