import Foundation
import LayoutModel
import LayoutSource
import Testing

// Source files are read, never run or written: broken, huge, deep or strange files cost
// bounded time and memory, get a located warning where they are skipped, and leave every
// other file readable.

@Suite("Reading code: hostile source files")
struct HostileSourceTests {
    @Test("unterminated comments and strings are located problems; the tokens before them are kept")
    func unterminated() {
        let swift = Lexer.tokenize(Array("let a = 1\n/* never closed\nlet b = 2\n".utf8), language: .swift)
        #expect(swift.problems == [LexProblem(message: "a comment opened here is never closed ('*/' expected)", line: 2)])
        #expect(swift.tokens.count == 4)
        let string = Lexer.tokenize(Array("let s = \"open\nlet t = 3\n".utf8), language: .swift)
        #expect(string.problems.map(\.line) == [1])
        #expect(string.tokens.contains { $0.line == 2 && $0.kind == .identifier })
        let objc = Lexer.tokenize(Array("NSString *s = @\"unterminated".utf8), language: .objectiveC)
        #expect(objc.problems.map(\.message) == ["a string opened here is never closed ('\"' expected)"])
    }

    @Test("strings with interpolations, raw strings and comments hide their contents from the scan")
    func stringsAndComments() {
        let code = CodeIndex.build(files: [(path: "A.swift", text: """
            // present(HiddenViewController(), animated: true)
            let s = "\\(present(Quoted(), animated: true)) and \\("nested \\(1)")"
            let r = #"present(Raw(), animated: true) \\#(x)"#
            /* outer /* nested */ still a comment: present(Nested()) */
            func go() { present(RealViewController(), animated: true) }
            """)])
        #expect(code.warnings.isEmpty)
        for name in ["HiddenViewController", "Raw", "Nested"] {
            #expect(code.facts(forClass: name, storyboard: nil, identifier: nil, nib: nil).shown.isEmpty)
        }
        #expect(code.facts(forClass: "RealViewController", storyboard: nil, identifier: nil, nib: nil).shown.count == 1)
    }

    @Test("10,000 nested braces, parentheses and interpolations, and invalid UTF-8, in bounded time")
    func deepAndInvalid() {
        let braces = String(repeating: "{", count: 10_000) + String(repeating: "}", count: 10_000)
        let parens = "func f() { g" + String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000) + " }"
        let interpolations = "let s = \"" + String(repeating: "\\(", count: 10_000) + "\"\n"
        var invalid = Array("class Broken: UIViewController {\n".utf8)
        invalid += [0xFF, 0xFE, 0xC3, 0x28, 0x0A]
        invalid += Array("}\nfunc show() { present(Broken(), animated: true) }\n".utf8)
        let start = Date()
        let code = CodeIndex.build(files: [(path: "Braces.swift", text: braces), (path: "Parens.swift", text: parens),
                                           (path: "Interpolations.swift", text: interpolations),
                                           (path: "Invalid.swift", text: String(decoding: invalid, as: UTF8.self))])
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(code.warnings.map(\.location.description) == ["Interpolations.swift:1:1"])
        #expect(code.warnings.first?.message.hasPrefix("a string's interpolations nest deeper than 256 levels") == true)
        #expect(code.facts(forClass: "Broken", storyboard: nil, identifier: nil, nib: nil).shown.count == 1)
        let raw = Lexer.tokenize(invalid, language: .swift)
        #expect(raw.problems.isEmpty)
    }

    @Test("a FIFO, a symbolic link loop and a 100 MB generated file are skipped with located warnings; the other files are read")
    func filesOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-hostile-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Pods/Lib"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "final class Good: UIViewController {}\n".write(to: folder.appendingPathComponent("Good.swift"), atomically: true, encoding: .utf8)
        try "final class Vendored {}\n".write(to: folder.appendingPathComponent("Pods/Lib/Vendored.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        #expect(symlink("Loop2.m", folder.appendingPathComponent("Loop1.m").path) == 0)
        #expect(symlink("Loop1.m", folder.appendingPathComponent("Loop2.m").path) == 0)
        // A sparse 100 MB file: its size is known without writing it.
        let huge = folder.appendingPathComponent("Generated.swift").path
        let descriptor = open(huge, O_CREAT | O_WRONLY, 0o600)
        #expect(ftruncate(descriptor, 100 << 20) == 0)
        close(descriptor)
        let start = Date()
        let code = CodeIndex.build(roots: [folder.path])
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(code.files.map { ($0.path as NSString).lastPathComponent } == ["Good.swift"])
        let warnings = code.warnings.map { "\(($0.location.file as NSString).lastPathComponent):\($0.location.line): \($0.message)" }.sorted()
        #expect(warnings == [
            "Generated.swift:1: 100 MB of source code, over the 8 MB a hand-written file has: skipped as generated code",
            "Loop1.m:1: a symbolic link to source code is not followed; the file it points to is read where it lies in the tree",
            "Loop2.m:1: a symbolic link to source code is not followed; the file it points to is read where it lies in the tree",
            "Pipe.swift:1: not a regular file (a FIFO, socket or device): not read as source code",
        ])
    }
}
