import Foundation
import Testing

@Suite("layout-lint lint, rules, explain and init, run as a binary")
struct LintCommandTests {
    static let correctScreens = ["Article", "ArticleList", "ImmersiveArticle", "PickerSheet", "SplitView", "Subscribe"]
    static let brokenScreens = ["Comments", "FontPicker", "Gallery", "Settings", "ShortArticle"]

    /// A scratch folder with fixtures copied from the demo, removed after the test.
    func scratch(_ files: [String: String] = [:]) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = directory.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return directory
    }

    func demo(_ name: String) throws -> String {
        try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Examples/\(name).layout.xml"), encoding: .utf8)
    }

    @Test("lint Examples reports exactly the deliberate violations of the demo, and nothing on the correct screens")
    func demoApp() throws {
        // The repository's configuration does not fail on the demo's deliberate findings.
        let result = try CLIRunner.run(["lint", "Examples"])
        #expect(result.status == 0)
        #expect(try CLIRunner.run(["lint", "Examples", "--quiet", "--fail-on", "error"]).status == 1)
        #expect(result.standardOutput == (try golden.expected("lint-examples.xcode.txt", actual: result.standardOutput)))
        let lines = result.standardOutput.split(separator: "\n")
        for screen in Self.correctScreens {
            #expect(!lines.contains { $0.hasPrefix("Examples/\(screen).layout.xml:") }, "\(screen) is clean")
        }
        for screen in Self.brokenScreens {
            #expect(lines.contains { $0.hasPrefix("Examples/\(screen).layout.xml:") }, "\(screen) has findings")
        }
        #expect(result.standardError.hasPrefix("11 inputs in "))
    }

    @Test("a clean input exits 0; --quiet prints findings only")
    func clean() throws {
        let result = try CLIRunner.run(["lint", "Examples/Subscribe.layout.xml", "--quiet"])
        #expect(result.status == 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError.isEmpty)
    }

    @Test("a broken input exits 2 while every other input is still checked and reported")
    func brokenInput() throws {
        let directory = try scratch([
            "Broken.layout.xml": "<layout version=\"1\">\n  <viewController id=\"a\">\n</layout>\n",
            "ShortArticle.layout.xml": try demo("ShortArticle"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["lint", ".", "--reporter", "json"], in: directory)
        #expect(result.status == 2)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let inputs = try #require(json["inputs"] as? [[String: Any]])
        #expect(inputs.map { $0["path"] as? String } == ["Broken.layout.xml", "ShortArticle.layout.xml"])
        #expect(inputs.map { $0["status"] as? String } == ["failed", "ok"])
        let findings = try #require(json["findings"] as? [[String: Any]])
        let inputError = try #require(findings.first { $0["rule"] as? String == "input-error" })
        #expect(inputError["path"] as? String == "Broken.layout.xml")
        #expect(inputError["line"] as? Int == 3)
        #expect((inputError["message"] as? String)?.hasPrefix("malformed XML: ") == true)
        #expect(findings.contains { $0["rule"] as? String == "short-content-under-bars" })
    }

    @Test("--fail-on and --strict decide the exit code, not the severity")
    func failOn() throws {
        let directory = try scratch(["Gallery.layout.xml": try demo("Gallery")])   // warnings only
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try CLIRunner.run(["lint", "--quiet"], in: directory).status == 0)
        #expect(try CLIRunner.run(["lint", "--quiet", "--strict"], in: directory).status == 1)
        #expect(try CLIRunner.run(["lint", "--quiet", "--fail-on", "warning"], in: directory).status == 1)
        #expect(try CLIRunner.run(["lint", "--quiet", "--fail-on", "error", "Examples"]).status == 1)
        #expect(try CLIRunner.run(["lint", "--quiet", "--fail-on", "never", "Examples"]).status == 0)
        #expect(try CLIRunner.run(["lint", "--quiet", "--strict", "Examples"]).status == 1)
    }

    @Test("several reporters in one run, to standard output and to files")
    func severalReporters() throws {
        let directory = try scratch(["FontPicker.layout.xml": try demo("FontPicker")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["lint", "--reporter", "xcode", "--reporter", "sarif:out/lint.sarif",
                                        "--reporter", "junit:out/junit.xml", "--reporter", "summary"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("FontPicker.layout.xml:16:9: error: fontPicker overlaps the left unsafe area by 62 pt, under the Dynamic Island, and the right by 62 pt, in the rounded corner, and the bottom by 21 pt, under the home indicator (placed by fontPicker.leading == fontSettingsRoot.leading) (at worst, on iPhone 16 Pro Max in landscape)"))
        #expect(result.standardOutput.contains(/content-in-unsafe-area +1\n/))
        let sarif = try String(contentsOf: directory.appendingPathComponent("out/lint.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\": \"2.1.0\""))
        let junit = try String(contentsOf: directory.appendingPathComponent("out/junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"FontPicker.layout.xml\""))
    }

    @Test("--write-baseline records, --baseline hides them and lists fixed ones")
    func baseline() throws {
        let directory = try scratch(["Gallery.layout.xml": try demo("Gallery")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = try CLIRunner.run(["lint", "--quiet", "--write-baseline", "baseline.json"], in: directory)
        #expect(write.status == 0)
        let baseline = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"status-bar-hidden-with-navigation-bar\""))
        let again = try CLIRunner.run(["lint", "--strict", "--baseline", "baseline.json", "--reporter", "json"], in: directory)
        #expect(again.status == 0)
        #expect(again.standardOutput.contains("\"findings\": []"))
        // Fix the screen: the entry is listed as fixed.
        let fixed = try demo("Gallery").replacingOccurrences(of: #" prefersStatusBarHidden="true""#, with: "")
        try fixed.write(to: directory.appendingPathComponent("Gallery.layout.xml"), atomically: true, encoding: .utf8)
        let after = try CLIRunner.run(["lint", "--baseline", "baseline.json", "--reporter", "json"], in: directory)
        #expect(after.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(after.standardOutput.utf8)) as? [String: Any])
        #expect((json["fixed"] as? [[String: String]])?.map { $0["rule"] } == ["status-bar-hidden-with-navigation-bar"])
        let missing = try CLIRunner.run(["lint", "--baseline", "nope.json"], in: directory)
        #expect(missing.status == 2)
    }

    @Test("the configuration is found upward; its errors are located, exit 2")
    func configuration() throws {
        let directory = try scratch([
            ".layout-lint.yml": "rules:\n  disabled: [status-bar-hidden-with-navigation-bar]\n",
            "Screens/Gallery.layout.xml": try demo("Gallery"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let inside = try CLIRunner.run(["lint", "--strict", "--quiet", "."], in: directory.appendingPathComponent("Screens"))
        #expect(inside.status == 0)
        try "rules:\n  disabled: [status-bar-hidden]\nfail_on: error\n"
            .write(to: directory.appendingPathComponent(".layout-lint.yml"), atomically: true, encoding: .utf8)
        let broken = try CLIRunner.run(["lint", "."], in: directory)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains(".layout-lint.yml:2:14: error: unknown rule 'status-bar-hidden'"))
        #expect(broken.standardError.contains(".layout-lint.yml:3:1: error: unknown key 'fail_on'; did you mean 'fail-on'?"))
    }

    @Test("folders are searched recursively, skipping build and dependency folders")
    func discovery() throws {
        let directory = try scratch([
            "App/Screens/Gallery.layout.xml": try demo("Gallery"),
            "App/Pods/Vendor/Gallery.layout.xml": try demo("Gallery"),
            ".build/Gallery.layout.xml": try demo("Gallery"),
            "App/notes.xml": "<notes/>",
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["lint", "--reporter", "json", "--quiet"], in: directory)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect((json["inputs"] as? [[String: Any]])?.map { $0["path"] as? String } == ["App/Screens/Gallery.layout.xml"])
    }

    @Test("matrix narrowing options")
    func narrowing() throws {
        let result = try CLIRunner.run(["lint", "Examples/ShortArticle.layout.xml", "--devices", "iPhone 15 Pro",
                                        "--orientations", "landscape", "--reporter", "json", "--quiet"])
        #expect(result.standardOutput.contains("\"iPhone 15 Pro · landscape · L · ltr\""))
        #expect(!result.standardOutput.contains("portrait"))
        let bad = try CLIRunner.run(["lint", "Examples", "--orientations", "sideways"])
        #expect(bad.status == 2)
        #expect(bad.standardError.contains("--orientations: unknown value 'sideways'"))
        let reporter = try CLIRunner.run(["lint", "Examples", "--reporter", "jsn"])
        #expect(reporter.status == 2)
        #expect(reporter.standardError.contains("unknown reporter 'jsn'; did you mean 'json'?"))
    }

    @Test("rules lists every rule; explain prints a page; an unknown id exits 2")
    func rulesAndExplain() throws {
        let rules = try CLIRunner.run(["rules", "--format", "json"])
        #expect(rules.status == 0)
        let list = try #require(try JSONSerialization.jsonObject(with: Data(rules.standardOutput.utf8)) as? [[String: Any]])
        #expect(list.count == 26, "RULES.md's 24, unused-suppression and not-evaluated")
        #expect(list.first?["id"] as? String == "content-in-unsafe-area")
        let explain = try CLIRunner.run(["explain", "content-in-unsafe-area"])
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("# content-in-unsafe-area\n"))
        #expect(explain.standardOutput.contains("## How to fix"))
        let unknown = try CLIRunner.run(["explain", "content-in-unsafe"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("did you mean 'content-in-unsafe-area'"))
    }

    @Test("init writes a commented configuration once")
    func initCommand() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try CLIRunner.run(["init"], in: directory)
        #expect(first.status == 0)
        let text = try String(contentsOf: directory.appendingPathComponent(".layout-lint.yml"), encoding: .utf8)
        #expect(text.contains("fail-on: error"))
        #expect(text.contains("#   content-in-unsafe-area: error"))
        let second = try CLIRunner.run(["init"], in: directory)
        #expect(second.status == 2)
        #expect(second.standardError.contains("already exists"))
        // The file it wrote is a valid configuration.
        try "<layout version=\"1\"><viewController id=\"a\"><view id=\"r\"/></viewController></layout>"
            .write(to: directory.appendingPathComponent("A.layout.xml"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["lint", "--quiet"], in: directory).status == 0)
    }

    @Test("report writes the site, prints the path of index.html, and exits like lint")
    func report() throws {
        let directory = try scratch(["ShortArticle.layout.xml": try demo("ShortArticle"), "Subscribe.layout.xml": try demo("Subscribe")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLIRunner.run(["report", "--output", "out/site", "--reporter", "sarif:out/lint.sarif"], in: directory)
        #expect(result.status == 1)
        #expect(result.standardOutput == "out/site/index.html\n")
        for page in ["index.html", "devices.html", "rules.html", "rules/content-in-unsafe-area.html",
                     "inputs/shortarticle-layout-xml.html", "inputs/subscribe-layout-xml.html", "assets/report.js"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/site/\(page)").path), "\(page)")
        }
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("out/lint.sarif").path))
        let clean = try CLIRunner.run(["report", "Subscribe.layout.xml", "--output", "clean"], in: directory)
        #expect(clean.status == 0)
        // An output that is a file changes nothing and exits 2.
        try "keep".write(to: directory.appendingPathComponent("taken"), atomically: true, encoding: .utf8)
        let taken = try CLIRunner.run(["report", "--output", "taken"], in: directory)
        #expect(taken.status == 2)
        #expect(taken.standardError.contains("taken is a file"))
        #expect(try String(contentsOf: directory.appendingPathComponent("taken"), encoding: .utf8) == "keep")
    }

    @Test("report draws the same pages from the measurements its lint kept, from inputs measured again, and from a mix of both")
    func measurementBudget() throws {
        let directory = try scratch(["ShortArticle.layout.xml": try demo("ShortArticle"), "Subscribe.layout.xml": try demo("Subscribe"),
                                     "Article.layout.xml": try demo("Article")])
        defer { try? FileManager.default.removeItem(at: directory) }
        // All kept (the default budget), none kept, and a budget of 300 measured views (which
        // of the three inputs fit in it is not asserted: the pages must be the same whatever).
        var sites: [String: [String: Data]] = [:]
        for budget in ["200000", "0", "300"] {
            let result = try CLIRunner.run(["report", "--output", "site-\(budget)", "--quiet"], in: directory,
                                           adding: ["LAYOUT_LINT_MEASUREMENT_BUDGET": budget])
            #expect(result.status == 1)
            let root = directory.appendingPathComponent("site-\(budget)")
            let files = try FileManager.default.subpathsOfDirectory(atPath: root.path)
            sites[budget] = Dictionary(uniqueKeysWithValues: try files.filter { $0.hasSuffix(".html") }.map { ($0, try Data(contentsOf: root.appendingPathComponent($0))) })
        }
        #expect(sites["0"]?.count ?? 0 > 5)
        #expect(sites["0"] == sites["200000"])
        #expect(sites["0"] == sites["300"])
    }

    @Test("report --templates overrides the built-in templates; a broken folder exits 2")
    func templatesOverride() throws {
        let directory = try scratch(["Subscribe.layout.xml": try demo("Subscribe")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let templates = directory.appendingPathComponent("templates")
        try FileManager.default.copyItem(at: CLIRunner.packageRoot.appendingPathComponent("Templates"), to: templates)
        try "{{> head}}<h1>Custom overview</h1>{{> foot}}".write(to: templates.appendingPathComponent("index.mustache"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["report", "--output", "site", "--templates", "templates"], in: directory)
        #expect(result.status == 0)
        let index = try String(contentsOf: directory.appendingPathComponent("site/index.html"), encoding: .utf8)
        #expect(index.contains("<h1>Custom overview</h1>"))
        try FileManager.default.removeItem(at: templates.appendingPathComponent("scene.mustache"))
        let broken = try CLIRunner.run(["report", "--output", "site2", "--templates", "templates"], in: directory)
        #expect(broken.status == 2)
        #expect(broken.standardError.contains("has no scene.mustache"))
    }

    @Test("lint --help documents the options and exit codes")
    func help() throws {
        let help = try CLIRunner.run(["lint", "--help"])
        #expect(help.status == 0)
        for option in ["--reporter", "--fail-on", "--strict", "--baseline", "--write-baseline", "--devices", "--jobs", "--quiet", "Exit codes"] {
            #expect(help.standardOutput.contains(option), "\(option) in help")
        }
    }
}
