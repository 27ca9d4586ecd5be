import Foundation
import LayoutModel
import LayoutTestSupport
import Testing
@testable import LayoutLoading

// Project context: Xcode's old-style property lists, project files, configuration files
// and Info.plists, read strictly and located when they are wrong. The projects under
// Tests/Data/Projects are written for these tests, in the form Xcode writes.

private func parse(_ text: String) -> Result<PropertyListValue, LoadError> {
    PropertyListText.parse(Array(text.utf8), file: "p.pbxproj")
}

@Suite("Old-style property lists")
struct PropertyListTextTests {
    @Test("dictionaries, arrays, quoted and unquoted strings, comments and data")
    func values() throws {
        let text = """
        // !$*UTF8*$!
        {
            /* a comment */ name = "Main \\"App\\"\\n";
            path = Base.lproj/Main.storyboard;
            list = (a, "b c", /* inside */ d, );
            empty = {};
            blob = <0a 1B>;
            unicode = "caf\\U00e9";
        }
        """
        let value = try parse(text).get()
        #expect(value["name"]?.string == "Main \"App\"\n")
        #expect(value["path"]?.string == "Base.lproj/Main.storyboard")
        #expect(value["list"]?.array?.compactMap(\.string) == ["a", "b c", "d"])
        #expect(value["empty"]?.dictionary?.isEmpty == true)
        #expect(value["blob"] == .data([0x0A, 0x1B], value["blob"]!.location))
        #expect(value["unicode"]?.string == "café")
        #expect(value["path"]?.location == SourceLocation(file: "p.pbxproj", line: 4, column: 12))
    }

    @Test("every syntax error is located and says what was expected", arguments: [
        ("{ a = b }", 1, 9, "expected ; after the value of 'a'"),
        ("{\n  a = b;\n  c d;\n}", 3, 5, "expected = after the key 'c'"),
        ("{ a = (x y); }", 1, 10, "expected , or ) after an array item"),
        ("{ a = b;", 1, 1, "a dictionary opened here is not closed; expected }"),
        ("{ /* open", 1, 3, "a comment opened here is not closed; expected */"),
        ("{ a = <0a1>; }", 1, 7, "data has an odd number of hexadecimal digits"),
        ("{ a = \"x; }", 1, 7, "a string opened here is not closed; expected a closing quote"),
        ("{ a = b; } }", 1, 12, "unexpected text after the property list's closing brace; expected the end of the file"),
        ("{ a = ; }", 1, 7, "unexpected ';'; expected a value: a string, ( an array ), { a dictionary } or <data>"),
    ])
    func errors(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        guard case .failure(let error) = parse(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(error.location == SourceLocation(file: "p.pbxproj", line: line, column: column))
        #expect(error.message == message)
    }

    @Test("nesting is bounded")
    func nesting() {
        let text = String(repeating: "(", count: 500) + String(repeating: ")", count: 500)
        guard case .failure(let error) = parse(text) else {
            Issue.record("500 nested arrays parsed")
            return
        }
        #expect(error.message.contains("nested more than"))
    }
}

private let projects = TestPaths.data("Projects")

private func project(_ name: String) -> String { projects.appendingPathComponent(name).path }

private func context(_ document: String) -> ProjectContext {
    let path = projects.appendingPathComponent(document).path
    return ProjectIndex.build(documents: [(path, TestPaths.packageRoot.path)]).context(of: path)
}

@Suite("Xcode projects")
struct XcodeProjectTests {
    @Test("targets, their resources (a localized storyboard's variants) and the Release configuration's settings")
    func portraitPhone() throws {
        let folder = project("PortraitPhone/PortraitPhone.xcodeproj")
        let (read, problems, missing) = try XcodeProjectReader.read(projectFolder: folder, displayPath: "project.pbxproj", display: { $0 }).get()
        #expect(problems.isEmpty)
        #expect(missing.isEmpty)
        let target = try #require(read.targets.first)
        #expect(read.targets.count == 1)
        #expect(target.name == "PortraitPhone")
        #expect(target.isApplication)
        #expect(target.contains(project("PortraitPhone/App/Base.lproj/Main.storyboard")))
        #expect(target.contains(project("PortraitPhone/App/Card.xib")))
        #expect(!target.contains(project("PortraitPhone/App/Info.plist")))
        // Release (what ships) over Debug, which says "1,2".
        #expect(target.settings["TARGETED_DEVICE_FAMILY"] == "1")
        #expect(target.settings.expanded("INFOPLIST_FILE") == project("PortraitPhone") + "/App/Info.plist")
    }

    @Test("an iPhone-only, portrait-only app with an Info.plist")
    func phoneOnlyPortrait() throws {
        let app = try #require(context("PortraitPhone/App/Base.lproj/Main.storyboard").app)
        #expect(app.families == [.phone])
        #expect(app.orientations == [.phone: [.portrait]])
        #expect(app.targets == ["PortraitPhone"])
        #expect(app.deploymentTarget == [15, 0])
        #expect(app.summary == "iPhone only, portrait only")
        #expect(context("PortraitPhone/App/Card.xib").app?.families == [.phone])
    }

    @Test("a universal app without an Info.plist: orientations from INFOPLIST_KEY_ settings, families from an xcconfig")
    func universalFromBuildSettings() throws {
        let app = try #require(context("Universal/Sources/Main.storyboard").app)
        #expect(app.families == [.phone, .pad])
        #expect(app.orientations == [.phone: [.portrait], .pad: [.landscape]])
        #expect(app.deploymentTarget == [17, 0])
        #expect(app.summary == "iPhone and iPad, portrait only on iPhone, landscape only on iPad")
    }

    @Test("Xcode 16 synchronized folders, with a file excluded from the target")
    func synchronizedFolders() throws {
        let app = try #require(context("Synced/App/Base.lproj/Main.storyboard").app)
        #expect(app.families == [.pad])
        #expect(app.requiresFullScreen)
        guard case .notInTarget(let name) = context("Synced/App/Legacy/Old.storyboard") else {
            Issue.record("the excluded storyboard belongs to no target")
            return
        }
        #expect(name.hasSuffix("Synced.xcodeproj"))
    }

    @Test("a document no target bundles, and a folder without any project")
    func noTarget() {
        guard case .notInTarget(let name) = context("Orphan/Unused/Old.storyboard") else {
            Issue.record("Old.storyboard is in no target")
            return
        }
        #expect(name.hasSuffix("Orphan.xcodeproj"))
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        let document = outside.appendingPathComponent("Main.storyboard").path
        #expect(ProjectIndex.build(documents: [(document, outside.path)]).context(of: document) == .noProject)
    }

    @Test("a malformed project file is a located error, and its documents get the configured matrix")
    func brokenProject() throws {
        let path = projects.appendingPathComponent("Broken/App/Main.storyboard").path
        let index = ProjectIndex.build(documents: [(path, TestPaths.packageRoot.path)])
        guard case .unreadable(let name) = index.context(of: path) else {
            Issue.record("the project is unreadable")
            return
        }
        #expect(name.hasSuffix("Broken.xcodeproj"))
        let (file, errors) = try #require(index.errors.first)
        #expect(file.hasSuffix("Broken.xcodeproj/project.pbxproj"))
        #expect(errors.map(\.location.line) == [10])
        #expect(errors.map(\.location.column) == [3])
        #expect(errors.first?.message == "expected ; after the value of 'targets'")
    }

    @Test("a malformed Info.plist is a located error; what the project says still applies")
    func brokenPlist() throws {
        let path = projects.appendingPathComponent("BrokenPlist/App/Base.lproj/Main.storyboard").path
        let index = ProjectIndex.build(documents: [(path, TestPaths.packageRoot.path)])
        let app = try #require(index.context(of: path).app)
        #expect(app.families == [.phone])
        #expect(app.orientations.isEmpty)
        let (file, errors) = try #require(index.errors.first)
        #expect(file.hasSuffix("BrokenPlist/App/Info.plist"))
        #expect(errors.first?.location.line == 8)
        #expect(errors.first?.message.hasPrefix("malformed XML") == true)
    }

    @Test("an Info.plist's DOCTYPE is read without loading its DTD; one with an internal subset is refused")
    func plistDoctype() throws {
        let ok = TestPaths.data("Projects/PortraitPhone/App/Info.plist").path
        let plist = try InfoPlist.read(path: ok, displayPath: "Info.plist").get()
        #expect(plist.strings("UISupportedInterfaceOrientations") == ["UIInterfaceOrientationPortrait"])
        #expect(plist.bool("UIRequiresFullScreen") == true)
        let hostile = #"<?xml version="1.0"?><!DOCTYPE plist [<!ENTITY x "y">]><plist><dict/></plist>"#
        guard case .failure(let failure) = XMLReader.parse(Array(hostile.utf8), displayPath: "h.plist", allowsDeclaredType: true) else {
            Issue.record("an internal subset was accepted")
            return
        }
        #expect(failure.errors.first?.message.contains("<!DOCTYPE>") == true)
    }
}
