import Foundation
import LayoutGeometry
import LayoutLoading
import LayoutModel
import LayoutPipeline
@testable import LayoutReporting
import LayoutRules
import LayoutTestSupport
import Testing

/// Builds sites from fixtures, the way `layout-lint report` does.
enum SiteFixture {
    static let root = TestPaths.packageRoot

    static func demo(_ names: [String], environments: Bool = true) throws -> [String: String] {
        let texts = try names.map { name -> (path: String, text: String) in
            let path = "Examples/\(name).layout.xml"
            return (path, try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8))
        }
        return try site(texts)
    }

    static func site(_ texts: [(path: String, text: String)], examples: [RuleExampleRun] = []) throws -> [String: String] {
        let request = LintRequest(paths: [], jobs: 2, keepMeasurements: true)
        let result = Pipeline.run(texts: texts, request: request)
        let input = SiteInput(result: result, examples: examples, devices: DeviceScreens.all(),
                              metadata: RunMetadata(toolVersion: "test", rulePages: RuleDocumentation.pages))
        return try SiteGenerator(templates: TemplateSet.embedded()).pages(for: input)
    }

    /// The diagrams of a page: `<figure class="diagram ...">` blocks by id.
    static func diagrams(in page: String) -> [(id: String, svg: String)] {
        var result: [(String, String)] = []
        var rest = page[...]
        while let start = rest.range(of: "<figure class=\"diagram") {
            guard let end = rest.range(of: "</figure>", range: start.upperBound..<rest.endIndex) else { break }
            let block = String(rest[start.lowerBound..<end.upperBound])
            let idStart = block.range(of: "id=\"")!.upperBound
            let id = String(block[idStart..<block[idStart...].firstIndex(of: "\"")!])
            result.append((id, block))
            rest = rest[end.upperBound...]
        }
        return result
    }
}

/// What every page must be: well-formed (libxml2 parses it) and structurally sound HTML5.
enum PageChecks {
    static func parse(_ html: String, name: String) -> XMLElement? {
        let body = html.replacingOccurrences(of: "<!DOCTYPE html>\n", with: "")
        switch XMLReader.parse(Array(body.utf8), displayPath: name) {
        case .success(let root): return root
        case .failure(let failure):
            Issue.record("\(name) is not well-formed: \(failure.errors.map(\.description))")
            return nil
        }
    }

    static func all(_ element: XMLElement, _ visit: (XMLElement) -> Void) {
        visit(element)
        for child in element.children { all(child, visit) }
    }

    static func check(_ html: String, name: String) {
        #expect(html.hasPrefix("<!DOCTYPE html>\n"), "\(name) starts with the HTML5 doctype")
        guard let root = parse(html, name: name) else { return }
        #expect(root.name == "html")
        #expect(root.attribute("lang") == "en", "\(name) has lang")
        var titles: [String] = [], headings: [Int] = [], ids: [String] = []
        var labels = Set<String>(), controls: [(String, String)] = []
        all(root) { element in
            if let id = element.attribute("id") { ids.append(id) }
            switch element.name {
            case "title" where element.location.line < 12: titles.append(element.text)
            case "h1", "h2", "h3", "h4", "h5", "h6": headings.append(Int(String(element.name.dropFirst()))!)
            case "label": if let target = element.attribute("for") { labels.insert(target) }
            case "select", "input", "textarea":
                // Labelled by <label for>, by an enclosing <label>, or aria-label.
                controls.append((element.attribute("id") ?? "", element.attribute("aria-label") ?? ""))
            case "svg" where element.attribute("role") == "img":
                let labelled = element.attribute("aria-label") != nil || element.firstChild(named: "title") != nil
                #expect(labelled, "\(name): every diagram has a text alternative")
            case "img": #expect(element.attribute("alt") != nil, "\(name): images have alt")
            default: break
            }
        }
        #expect(titles.count == 1 && !(titles.first ?? "").isEmpty, "\(name) has one non-empty title")
        #expect(headings.first == 1, "\(name) starts with an h1")
        #expect(headings.filter { $0 == 1 }.count == 1, "\(name) has one h1")
        for (previous, next) in zip(headings, headings.dropFirst()) {
            #expect(next <= previous + 1, "\(name): heading levels do not skip (h\(previous) then h\(next))")
        }
        #expect(Set(ids).count == ids.count, "\(name): ids are unique: \(Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted())")
        let checkboxesInLabels = html.components(separatedBy: "<label class=\"check\"><input").count - 1
        let unlabelled = controls.filter { id, aria in aria.isEmpty && (id.isEmpty || !labels.contains(id)) }
        #expect(unlabelled.count == checkboxesInLabels, "\(name): every control has a label")
    }
}

@Suite("Report site")
struct SiteTests {
    static let demoScreens = ["Article", "ShortArticle", "PickerSheet", "SplitView", "Comments", "Gallery"]

    @Test("every page is well-formed HTML5 with lang, title, ordered headings, labelled controls and described diagrams")
    func pagesAreWellFormed() throws {
        let examples = SiteMaterial.ruleExamples().filter { ["content-in-unsafe-area", "input-error"].contains($0.rule) }
        let pages = try SiteFixture.site(try Self.demoScreens.map { name in
            ("Examples/\(name).layout.xml", try String(contentsOf: SiteFixture.root.appendingPathComponent("Examples/\(name).layout.xml"), encoding: .utf8))
        }, examples: examples)
        #expect(pages.keys.contains("index.html"))
        #expect(pages.keys.contains("devices.html"))
        #expect(pages.keys.contains("rules.html"))
        #expect(pages.keys.contains("assets/style.css") && pages.keys.contains("assets/report.js"))
        #expect(pages.keys.filter { $0.hasPrefix("rules/") }.count == RuleRegistry.all.count)
        #expect(pages.keys.filter { $0.hasPrefix("inputs/") }.count == Self.demoScreens.count)
        for (path, html) in pages.sorted(by: { $0.key < $1.key }) where path.hasSuffix(".html") {
            PageChecks.check(html, name: path)
        }
    }

    @Test("the same run gives byte-identical pages")
    func deterministic() throws {
        let first = try SiteFixture.demo(["Article", "Comments"])
        let second = try SiteFixture.demo(["Article", "Comments"])
        #expect(first == second)
        for (path, text) in first {
            #expect(!text.contains(SiteFixture.root.path), "\(path) holds no absolute path")
        }
    }

    /// A text snapshot of each diagram; `LAYOUT_LINT_RECORD=1` rewrites them.
    @Test("diagram SVG matches its golden snapshot, per environment", arguments: ["Article", "ShortArticle", "PickerSheet"])
    func svgGolden(_ screen: String) throws {
        let pages = try SiteFixture.demo([screen])
        let page = try #require(pages.first { $0.key.hasPrefix("inputs/") }?.value)
        let wanted = ["d-iphone-se-3rd-generation-portrait-l-ltr", "d-iphone-15-pro-landscape-l-ltr",
                      "d-ipad-pro-13-inch-m4-m5-portrait-l-ltr"]
        let diagrams = SiteFixture.diagrams(in: page).filter { wanted.contains($0.id) }
        #expect(diagrams.count == wanted.count)
        for (id, svg) in diagrams {
            let golden = GoldenFiles("Tests/LayoutReportingTests/Golden/svg")
            #expect(svg == (try golden.expected("\(screen)--\(id).svg.txt", actual: svg)), "\(screen) \(id)")
        }
    }

    @Test("each finding has a focus view: the environment its message quotes, large, beside a screen where it passes")
    func focusView() throws {
        let page = try #require(try SiteFixture.demo(["Comments"]).first { $0.key.hasPrefix("inputs/") }?.value)
        let cards = page.components(separatedBy: "<li class=\"finding-card").dropFirst()
        #expect(cards.count == 9)
        #expect(cards.allSatisfy { $0.contains("<details class=\"focus\">") }, "every finding of this screen has a focus")
        let table = try #require(cards.first { $0.contains("data-rule=\"table-cells-ignore-readable-width\"") })
        #expect(table.contains("-worst-ipad-pro-13-inch-m4-m5-landscape-l-ltr\""), "drawn where the message says it is worst")
        #expect(table.contains("iPad Pro 13-inch (M4/M5) in landscape: commentsTable shows multiline text in cells 1336 pt wide"))
        #expect(table.contains("iPhone SE (3rd generation) in landscape: passes"))
        // Only this finding is outlined in its focus.
        let focus = try #require(table.components(separatedBy: "<details class=\"focus\">").last)
        #expect(focus.components(separatedBy: "<g class=\"finding ").count - 1 == 1)
        // The worst environment is dimensioned: the field's 26 pt into the home indicator's inset.
        let field = try #require(cards.first { $0.contains("commentField overlaps the bottom unsafe area by 26 pt") })
        #expect(field.contains(#"<line class="dimension" x1="#) && field.contains(">26 pt</text>"))
    }

    @Test("the findings of one rule that share a cause are one group on the screen's page, each a row with its anchor, focus view and suppression; the screen's context is said once above them")
    func groupedFindings() throws {
        let text = """
        <layout version="1" name="Three under the status bar">
          <viewController id="menu">
            <view id="menuRoot">
              <label id="first" intrinsicWidth="80" intrinsicHeight="20" text="One"/>
              <label id="second" intrinsicWidth="80" intrinsicHeight="20" text="Two"/>
              <label id="third" intrinsicWidth="80" intrinsicHeight="20" text="Three"/>
            </view>
            <constraints>
              <constraint first="first.top" second="menuRoot.top"/>
              <constraint first="first.leading" second="menuRoot.leadingMargin"/>
              <constraint first="second.top" second="menuRoot.top"/>
              <constraint first="second.centerX" second="menuRoot.centerX"/>
              <constraint first="third.top" second="menuRoot.top"/>
              <constraint first="third.trailing" second="menuRoot.trailingMargin"/>
            </constraints>
          </viewController>
        </layout>
        """
        let page = try #require(try SiteFixture.site([("Menu.layout.xml", text)]).first { $0.key.hasPrefix("inputs/") }?.value)
        let findings = try #require(page.components(separatedBy: "<h2 id=\"findings-title\">Findings</h2>").last?.components(separatedBy: "<h2 id=\"diagrams-title\"").first)
        #expect(findings.components(separatedBy: "<div class=\"scene-context\">").count == 2, "the context once")
        let groups = findings.components(separatedBy: "<li class=\"finding-group ").dropFirst()
        #expect(groups.count == 1)
        let group = try #require(groups.first)
        #expect(group.hasPrefix("severity-error\" data-rule=\"content-in-unsafe-area\">"))
        #expect(group.contains("<span class=\"group-summary\">3 findings, in "))
        let rows = group.components(separatedBy: "<li class=\"finding-card severity-error finding-row\" id=\"").dropFirst()
        #expect(rows.count == 3)
        #expect(rows.map { String($0.prefix(while: { $0 != "\"" })) } == ["f1", "f2", "f3"])
        #expect(rows.allSatisfy { $0.contains("<details class=\"focus\">") && $0.contains("<details class=\"suppress\"><summary>Suppress</summary>") })
        // A row says neither the rule nor the environments again: the group's head does.
        #expect(rows.allSatisfy { !$0.contains("rule-link") && !$0.contains("<dt>Environments</dt>") })
        #expect(rows.map { $0.contains("data-element=\"first\"") || $0.contains("data-element=\"second\"") || $0.contains("data-element=\"third\"") } == [true, true, true])
    }

    @Test("a rule page's example findings have their focus view, as on a screen's page")
    func ruleExampleFocus() throws {
        let examples = SiteMaterial.ruleExamples().filter { $0.rule == "content-in-unsafe-area" }
        let page = try #require(try SiteFixture.site([], examples: examples)["rules/content-in-unsafe-area.html"])
        let example = try #require(page.components(separatedBy: "<section class=\"example example-triggers\">").dropFirst().first)
        let cards = example.components(separatedBy: "<li class=\"finding-card").dropFirst()
        #expect(!cards.isEmpty)
        #expect(cards.allSatisfy { $0.contains("<details class=\"focus\">") && $0.contains("-worst-") })
    }

    @Test("the diagram draws what the geometry measured: bars, bands, guides and the finding")
    func diagramContent() throws {
        let page = try #require(try SiteFixture.demo(["ShortArticle"]).first { $0.key.hasPrefix("inputs/") }?.value)
        let diagram = try #require(SiteFixture.diagrams(in: page).first { $0.id == "d-iphone-15-pro-portrait-l-ltr" }?.svg)
        // iPhone 15 Pro portrait: status bar 54, navigation bar 54..98, tab bar 49 + 34 = 83.
        #expect(diagram.contains(#"<rect class="bar bar-statusBar" x="0" y="0" width="393" height="54">"#))
        #expect(diagram.contains(#"<rect class="bar bar-navigationBar" x="0" y="54" width="393" height="44">"#))
        #expect(diagram.contains(#"<rect class="bar bar-tabBar" x="0" y="769" width="393" height="83">"#))
        #expect(diagram.contains(#"<rect class="unsafe unsafe-top" x="0" y="0" width="393" height="59" fill="url(#hatch)"/>"#))
        #expect(diagram.contains(#"<rect class="guide safe-area" x="0" y="98" width="393" height="671">"#))
        #expect(diagram.contains(#"data-element="shortHeadline" data-name="shortHeadline" data-rule="content-in-unsafe-area" data-severity="error""#))
        // The label names the element (a fixture's id is its name); the rule is in the tooltip.
        #expect(diagram.contains(#"<text class="finding-label" x="17" y="122">✖ shortHeadline</text>"#))
        #expect(diagram.contains("<title>✖ content-in-unsafe-area: shortHeadline overlaps the top unsafe area"))
        #expect(diagram.contains("<use href=\"#device-iphone-15-pro-portrait\""))
        #expect(page.contains("<symbol id=\"device-iphone-15-pro-portrait\""))
        // Defined once per page, used by every diagram of that device.
        #expect(page.components(separatedBy: "<symbol id=\"device-iphone-15-pro-portrait\"").count == 2)
    }

    @Test("text from inputs is escaped in every page: names, paths, labels")
    func hostileText() throws {
        let hostile = #"<script>alert("x")</script> & 'co'"#
        let fixture = """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1" name="\(hostile.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: "\"", with: "&quot;"))">
          <matrix devices="iPhone 15 Pro" orientations="portrait"/>
          <viewController id="evil_screen" title="&lt;img src=x onerror=alert(1)&gt;">
            <view id="root">
              <label id="x-&quot;" text="&lt;b&gt;bold&lt;/b&gt;" intrinsicHeight="20"/>
            </view>
            <constraints>
              <constraint first="x-&quot;.top" second="root.top"/>
              <constraint first="x-&quot;.leading,trailing" second="root.layoutMargins"/>
            </constraints>
          </viewController>
        </layout>
        """
        let pages = try SiteFixture.site([("Fixtures/<b>evil</b> & \"quoted\".layout.xml", fixture)])
        for (path, html) in pages where path.hasSuffix(".html") {
            #expect(!html.contains("<script>alert"), "\(path) carries no live script")
            #expect(!html.contains("<b>evil</b>"), "\(path) escapes the path")
            #expect(!html.contains("<img src=x"), "\(path) escapes titles")
            PageChecks.check(html, name: path)
        }
        let index = try #require(pages["index.html"])
        #expect(index.contains("&lt;b&gt;evil&lt;/b&gt; &amp; &quot;quoted&quot;.layout.xml") || index.contains("input-error"))
    }
}

@Suite("The index at scale")
struct IndexAtScaleTests {
    /// 450 inputs: one with an error in one environment, one with a warning of the whole
    /// document (no environment of its own), one skipped, the rest passing.
    static func pages() throws -> [String: String] {
        let iPhone = Environment(device: "iPhone 15 Pro", orientation: .portrait)
        let iPad = Environment(device: "iPad Pro 13-inch (M4/M5)")
        var inputs = (0..<450).map { index -> InputSummary in
            var summary = InputSummary(path: String(format: "App/Screen%03d.storyboard", index), kind: .storyboard, status: .ok,
                                       name: String(format: "Screen%03d", index), environments: [iPhone, iPad], sceneCount: 2, errors: [])
            summary.scenes = [SceneSummary(id: "first", name: "First", environments: [iPhone, iPad]),
                              SceneSummary(id: "second", name: "Second", environments: [iPhone])]
            return summary
        }
        inputs.append(InputSummary(path: "Mac/Window.xib", kind: .xib, status: .skipped, name: "Window", environments: [], sceneCount: 0,
                                   errors: [LoadError("a macOS document", at: SourceLocation(file: "Mac/Window.xib", line: 2, column: 1))]))
        let findings = [
            Finding(rule: "deprecated-layout-guide", severity: .warning, message: "uses the top layout guide",
                    location: SourceLocation(file: "App/Screen003.storyboard", line: 9, column: 5), element: "c1", scene: "first", environments: []),
            Finding(rule: "content-in-unsafe-area", severity: .error, message: "label overlaps the top unsafe area by 12 pt",
                    location: SourceLocation(file: "App/Screen007.storyboard", line: 20, column: 5), element: "label", scene: "second",
                    environments: [iPhone]),
        ]
        let result = LintResult(inputs: inputs, findings: findings, fixed: [], suppressedCount: 0, documents: [:], measurements: [:])
        let input = SiteInput(result: result, examples: [], devices: DeviceScreens.all(), metadata: RunMetadata(toolVersion: "test"))
        return try SiteGenerator(templates: TemplateSet.embedded()).pages(for: input)
    }

    @Test("inputs worst first, those that pass one click away, skipped inputs link to their reasons")
    func ranked() throws {
        let pages = try Self.pages()
        let index = try #require(pages["index.html"])
        let failing = try #require(index.range(of: "<details class=\"passing\">")).lowerBound
        let head = String(index[..<failing])
        let order = ["Screen007", "Screen003", "Window"].map { head.range(of: "data-name=\"\($0)\"")?.lowerBound }
        #expect(order.allSatisfy { $0 != nil } && order[0]! < order[1]! && order[1]! < order[2]!, "error, then warning, then skipped")
        #expect(!head.contains("data-name=\"Screen000\""), "a passing input is not among the inputs to fix")
        #expect(index.contains("<summary>Inputs that pass (448)</summary>"))
        #expect(index.contains("href=\"#skipped\"") && index.contains("id=\"skipped\""))
        #expect(index.count < 400_000, "the index lists inputs, not every cell (\(index.count) bytes)")
    }

    @Test("the matrix is split into pages of 250 rows, a storyboard with its scenes; every cell tells the worst finding there and links to its scene")
    func matrix() throws {
        let pages = try Self.pages()
        // 450 storyboards of two scenes (three rows each: 83 to a page) and a skipped xib.
        #expect((1...6).allSatisfy { pages[$0 == 1 ? "matrix.html" : "matrix-\($0).html"] != nil } && pages["matrix-7.html"] == nil)
        for page in 1...6 {
            let text = try #require(pages[page == 1 ? "matrix.html" : "matrix-\(page).html"])
            let (inputs, scenes) = (text.components(separatedBy: "<span class=\"path\">").count - 1, text.components(separatedBy: "class=\"scene-row\"").count - 1)
            #expect(inputs + scenes <= 250 && [2 * inputs, 2 * (inputs - 1)].contains(scenes), "page \(page): \(inputs) inputs, \(scenes) scene rows")
        }
        #expect(PageBuilder.pageRanges(rowCounts: [3, 3, 1, 300, 2], limit: 6) == [0..<2, 2..<3, 3..<4, 4..<5])
        let first = try #require(pages["matrix.html"])
        let row3 = try #require(first.components(separatedBy: "<tr").first { $0.contains("Screen003.storyboard") })
        #expect(row3.components(separatedBy: "cell-warning").count - 1 == 2, "a finding of the whole document is in each environment")
        let rows = first.components(separatedBy: "<tr")
        let row7 = try #require(rows.firstIndex { $0.contains("Screen007.storyboard") })
        #expect(rows[row7].contains("href=\"inputs/screen007-storyboard--second.html#d-iphone-15-pro-portrait-l-ltr\""), "the cell links to the scene with the finding")
        #expect(rows[row7].components(separatedBy: "cell-pass").count - 1 == 1)
        // Its scenes' rows follow: the first passes where it was measured, the second (a sheet, say,
        // measured on the iPhone only) has the finding and is not evaluated on the iPad.
        let (scene1, scene2) = (rows[row7 + 1], rows[row7 + 2])
        #expect(scene1.contains("class=\"scene-row\"") && scene1.contains(">First</a>") && scene1.components(separatedBy: "cell-pass").count - 1 == 2)
        #expect(scene2.contains(">Second</a>") && scene2.contains("cell-error") && scene2.contains("cell-none")
                && scene2.contains("href=\"inputs/screen007-storyboard--second.html#d-iphone-15-pro-portrait-l-ltr\""))
        let input3 = try #require(rows.firstIndex { $0.contains("Screen003.storyboard") })
        #expect(rows[input3 + 1].components(separatedBy: "cell-warning").count - 1 == 2 && !rows[input3 + 2].contains("cell-warning"),
                "a finding with no environment of its own is in every environment of its scene, and only there")
    }
}

@Suite("Writing the site")
struct SiteWriterTests {
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-site-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func files(_ url: URL) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory)
            if !isDirectory.boolValue {
                result[String(file.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))] = try? String(contentsOf: file, encoding: .utf8)
            }
        }
        return result
    }

    @Test("a session takes pages from several threads as they are made; the output changes only at finish, abandon leaves it as it was")
    func sessionStreams() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(["index.html": "old"], to: output.path)
        let session = try SiteWriter.Session(output: output.path)
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            try? session.write("inputs/p\(index).html", "page \(index)")
        }
        #expect(throws: SiteWriter.Failure.self) { try session.write("inputs/p7.html", "again") }
        #expect(files(output)["index.html"] == "old", "nothing changes before finish")
        try session.write("index.html", "new")
        try session.finish()
        let after = files(output)
        #expect(after.count == 202)
        #expect(after["inputs/p199.html"] == "page 199" && after["index.html"] == "new")
        #expect(after[SiteWriter.manifestName]?.split(separator: "\n").count == 201)

        let abandoned = try SiteWriter.Session(output: output.path)
        try abandoned.write("index.html", "never")
        abandoned.abandon()
        #expect(files(output)["index.html"] == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.hasPrefix(".layout-lint") }.isEmpty)
        _ = try SiteWriter.Session(output: output.path)   // the lock was released
    }

    @Test("a new site is written whole; a later run replaces its own pages and removes its stale ones, and keeps other files")
    func replaceAndKeep() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(["index.html": "one", "inputs/a.html": "a", "inputs/old.html": "old"], to: output.path)
        #expect(files(output)["index.html"] == "one")
        try "mine".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        try SiteWriter.write(["index.html": "two", "inputs/a.html": "a2"], to: output.path)
        let after = files(output)
        #expect(after["index.html"] == "two")
        #expect(after["inputs/a.html"] == "a2")
        #expect(after["inputs/old.html"] == nil, "stale page removed")
        #expect(after["notes.txt"] == "mine", "a file layout-lint did not write is kept")
        #expect(after[SiteWriter.manifestName] == "index.html\ninputs/a.html\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.hasPrefix(".layout-lint-tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test("an interrupted write changes nothing and leaves no temporary folder")
    func interrupted() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(["index.html": "old", "inputs/a.html": "a"], to: output.path)
        let before = files(output)
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter.write(["index.html": "new", "inputs/a.html": "new", "inputs/b.html": "new"], to: output.path, interruption: .afterPages(2))
        }
        #expect(files(output) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["site"])
        // And for a site that did not exist yet: nothing appears.
        let fresh = parent.appendingPathComponent("fresh")
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["index.html": "x", "b.html": "y"], to: fresh.path, interruption: .afterPages(1)) }
        #expect(!FileManager.default.fileExists(atPath: fresh.path))
    }

    @Test("an output that is a file, a page over someone else's file, or a path outside the folder is refused")
    func refusals() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let file = parent.appendingPathComponent("site.html")
        try "keep".write(to: file, atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["index.html": "x"], to: file.path) }
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")

        let occupied = parent.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: occupied, withIntermediateDirectories: true)
        try "theirs".write(to: occupied.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["index.html": "ours"], to: occupied.path) }
        #expect(try String(contentsOf: occupied.appendingPathComponent("index.html"), encoding: .utf8) == "theirs")

        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["../escape.html": "x"], to: parent.appendingPathComponent("s").path) }
        #expect(!FileManager.default.fileExists(atPath: parent.appendingPathComponent("escape.html").path))
    }

    @Test("a run stopped between moving the old site aside and moving the new one in is put right by the next run")
    func interruptedSwap() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(["index.html": "old"], to: output.path)
        try "mine".write(to: output.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        #expect(throws: SiteWriter.Failure.self) {
            try SiteWriter.write(["index.html": "new"], to: output.path, interruption: .beforeSwap)
        }
        #expect(!FileManager.default.fileExists(atPath: output.path), "the old site is aside, the new one not yet in")
        try SiteWriter.write(["index.html": "next"], to: output.path)
        #expect(files(output) == ["index.html": "next", "notes.txt": "mine", SiteWriter.manifestName: "index.html\n"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path).sorted() == ["site"], "nothing left beside it")
    }

    @Test("nothing is written or deleted through a symbolic link: an output that is one is refused, links inside are kept as links")
    func symbolicLinks() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let elsewhere = parent.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try "theirs".write(to: elsewhere.appendingPathComponent("keep.html"), atomically: true, encoding: .utf8)
        let linked = parent.appendingPathComponent("linked")
        try FileManager.default.createSymbolicLink(at: linked, withDestinationURL: elsewhere)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["index.html": "x"], to: linked.path) }

        // A folder of the site replaced by a link to elsewhere: the next run neither writes
        // pages through it nor deletes what it points at.
        let output = parent.appendingPathComponent("site")
        try SiteWriter.write(["index.html": "one", "inputs/a.html": "a"], to: output.path)
        try FileManager.default.removeItem(at: output.appendingPathComponent("inputs"))
        try FileManager.default.createSymbolicLink(at: output.appendingPathComponent("inputs"), withDestinationURL: elsewhere)
        #expect(throws: SiteWriter.Failure.self) { try SiteWriter.write(["index.html": "two", "inputs/keep.html": "ours"], to: output.path) }
        try SiteWriter.write(["index.html": "two", "rules/r.html": "r"], to: output.path)
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == ["keep.html"])
        #expect(try String(contentsOf: elsewhere.appendingPathComponent("keep.html"), encoding: .utf8) == "theirs")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("inputs").path) == elsewhere.path)
    }

    @Test("a second run into the same folder while one writes fails clearly")
    func concurrentRuns() throws {
        let parent = try folder()
        defer { try? FileManager.default.removeItem(at: parent) }
        let held = try SiteWriter.Lock(folder: parent.path, output: "site")
        defer { held.release() }
        #expect { try SiteWriter.write(["index.html": "x"], to: parent.appendingPathComponent("site").path) } throws: { error in
            "\(error)".contains("another layout-lint run is writing")
        }
    }
}
