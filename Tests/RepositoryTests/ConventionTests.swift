import Foundation
import LayoutTestSupport
import Testing

/// The project's conventions (ARCHITECTURE.md), held by tests rather than reminders.
@Suite("Repository conventions")
struct ConventionTests {
    /// Every Swift file of a target under Sources/, with its text.
    static func sources(of target: String) throws -> [(path: String, text: String)] {
        let folder = TestPaths.repository("Sources/\(target)")
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [(String, String)] = []
        while let relative = enumerator.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            files.append(("Sources/\(target)/\(relative)", try String(contentsOf: folder.appendingPathComponent(relative), encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    static let targets = ["LayoutModel", "LayoutLoading", "LayoutGeometry", "LayoutRules", "LayoutPipeline", "LayoutReporting",
                          "layout-lint", "layout-lint-bench", "EmbedTool"]

    /// What each target may import of the project (ARCHITECTURE.md: Model <- Loading,
    /// Model <- Geometry <- Rules <- Reporting <- CLI; the pipeline orchestrates loading and rules).
    static let allowed: [String: Set<String>] = [
        "LayoutModel": [],
        "LayoutLoading": ["LayoutModel", "CLibXML2"],
        "LayoutGeometry": ["LayoutModel"],
        "LayoutRules": ["LayoutModel", "LayoutGeometry"],
        "LayoutPipeline": ["LayoutModel", "LayoutLoading", "LayoutGeometry", "LayoutRules"],
        "LayoutReporting": ["LayoutModel", "LayoutGeometry", "LayoutRules"],
        "layout-lint": ["LayoutModel", "LayoutGeometry", "LayoutRules", "LayoutPipeline", "LayoutReporting"],
        "layout-lint-bench": ["CLibXML2", "LayoutModel", "LayoutLoading", "LayoutGeometry", "LayoutRules", "LayoutPipeline"],
        "EmbedTool": [],
    ]
    static let projectModules: Set<String> = ["CLibXML2", "LayoutModel", "LayoutLoading", "LayoutGeometry", "LayoutRules",
                                              "LayoutPipeline", "LayoutReporting"]

    @Test("imports follow the dependency direction of ARCHITECTURE.md", arguments: targets)
    func importsPointDown(_ target: String) throws {
        for file in try Self.sources(of: target) {
            for match in file.text.matches(of: /(?m)^import (\w+)/) {
                let module = String(match.output.1)
                guard Self.projectModules.contains(module) else { continue }
                #expect(Self.allowed[target]?.contains(module) == true, "\(file.path) imports \(module)")
            }
        }
    }

    @Test("Package.swift declares the same direction")
    func packageDependencies() throws {
        let package = try String(contentsOf: TestPaths.repository("Package.swift"), encoding: .utf8)
        var checked = 0
        for (target, allowed) in Self.allowed {
            // The declaration runs from its name to the next target's declaration.
            let declaration = try #require(package.range(of: "\\.(target|executableTarget)\\(\\s*name: \"\(target)\"",
                                                          options: .regularExpression), "Package.swift declares \(target)")
            let rest = package[declaration.upperBound...]
            let next = rest.range(of: "\\.(target|executableTarget|testTarget|plugin|systemLibrary)\\(", options: .regularExpression)
            let text = rest[..<(next?.lowerBound ?? rest.endIndex)]
            for module in Self.projectModules where text.contains("\"\(module)\"") {
                #expect(allowed.contains(module), "Package.swift: \(target) depends on \(module)")
                checked += 1
            }
        }
        #expect(checked > 10, "the dependency lists were found")
    }

    /// Long algorithms are split into steps (Yoga's STEP banners): no function or initializer
    /// of the sources runs past 80 lines, from its declaration to its closing brace.
    @Test("no function is longer than 80 lines", arguments: targets)
    func shortFunctions(_ target: String) throws {
        for file in try Self.sources(of: target) {
            for long in Self.longFunctions(in: file.text, limit: 80) {
                Issue.record("\(file.path):\(long.line): \(long.name) is \(long.length) lines long")
            }
        }
    }

    struct LongFunction { var line: Int; var name: String; var length: Int }

    /// Functions longer than `limit` lines. Braces inside string literals and comments do not count.
    static func longFunctions(in text: String, limit: Int) -> [LongFunction] {
        let lines = text.components(separatedBy: "\n")
        var result: [LongFunction] = []
        let declaration = /^\s*(?:(?:public|private|fileprivate|internal|static|mutating|override|@\w+)\s+)*(?:func\s|init[(?<])/
        for (start, line) in lines.enumerated() where line.firstMatch(of: declaration) != nil {
            var depth = 0, opened = false, end = start
            scan: while end < lines.count {
                for character in codeOnly(lines[end]) {
                    if character == "{" { depth += 1; opened = true }
                    if character == "}" { depth -= 1 }
                }
                if opened && depth <= 0 { break scan }
                // A protocol requirement has no body.
                if !opened && end > start + 8 { break scan }
                end += 1
            }
            if opened, end - start + 1 > limit {
                result.append(LongFunction(line: start + 1, name: line.trimmingCharacters(in: .whitespaces), length: end - start + 1))
            }
        }
        return result
    }

    /// A line without its string literals and its trailing comment.
    static func codeOnly(_ line: String) -> String {
        var result = ""
        var inString = false, escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
                continue
            }
            if character == "\"" { inString = true; continue }
            if character == "/" && previous == "/" { result.removeLast(); break }
            result.append(character)
            previous = character
        }
        return result
    }

    @Test("the function-length check finds a long function and ignores braces in strings")
    func lengthCheckWorks() {
        let body = (0..<85).map { _ in "    let x = \"{\"" }.joined(separator: "\n")
        let text = "func long() {\n\(body)\n}\nfunc short() { }\n"
        let found = Self.longFunctions(in: text, limit: 80)
        #expect(found.map(\.line) == [1])
        #expect(found.first?.length == 87)
    }
}
