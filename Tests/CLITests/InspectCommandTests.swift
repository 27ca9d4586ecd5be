import Foundation
import Testing

@Suite("layout-lint inspect and devices, run as a binary")
struct InspectCommandTests {
    @Test("inspect prints the documented JSON for the article on iPhone 15 Pro in landscape")
    func inspectArticleJSON() throws {
        let result = try CLIRunner.run(["inspect", "Examples/Article.layout.xml", "--device", "iPhone 15 Pro",
                                        "--orientation", "landscape", "--format", "json"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput == (try golden.expected("inspect-article-iphone15pro-landscape.json", actual: result.standardOutput)))

        // The numbers that matter, read back from the output (facts: iPhone 15 Pro landscape
        // {0, 59, 21, 59}; compact-height navigation bar 32; tab bar 32 + 21).
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let screen = try #require(json["screen"] as? [String: Any])
        #expect(screen["width"] as? Double == 852)
        #expect(screen["height"] as? Double == 393)
        let insets = try #require(screen["safeAreaInsets"] as? [String: Double])
        #expect(insets == ["top": 0, "left": 59, "bottom": 21, "right": 59])
        let views = try #require(json["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["articleRoot", "articleScroll", "heroImage", "headline", "byline", "articleBody"])
        let root = views[0]
        #expect(root["safeAreaInsets"] as? [String: Double] == ["top": 32, "left": 59, "bottom": 53, "right": 59])
        let scroll = views[1]
        #expect(scroll["adjustedContentInset"] as? [String: Double] == ["top": 32, "left": 0, "bottom": 53, "right": 0])
        #expect(views[3]["adjustedContentInset"] is NSNull)
    }

    @Test("inspect says how the code shows a xib's controller, with the lines, as lint does")
    func inspectCodeContext() throws {
        let result = try CLIRunner.run(["inspect", "Tests/Data/Code/ObjC/FloorPicker.xib", "--device", "iPad Pro 13-inch (M4/M5)", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let contexts = try #require(json["contexts"] as? [String])
        #expect(contexts.first == "as a form sheet: MapViewController.m:8 creates it, MapViewController.m:9 puts it in a navigation controller, MapViewController.m:11 presents it with the default style, MapViewController.m:10 sets its modalPresentationStyle")
        let environment = try #require(json["environment"] as? [String: Any])
        #expect(environment["presentation"] as? String == "form sheet")
    }

    @Test("inspect text output names the environment and every view")
    func inspectText() throws {
        let result = try CLIRunner.run(["inspect", "Examples/Subscribe.layout.xml", "--device", "iphone se (3rd generation)"])
        #expect(result.status == 0)
        #expect(result.standardOutput.hasPrefix("Examples/Subscribe.layout.xml · iPhone SE (3rd generation) · portrait · L · ltr\n"))
        #expect(result.standardOutput == (try golden.expected("inspect-subscribe-iphonese3.txt", actual: result.standardOutput)))
    }

    @Test("a fixture that does not load: located errors on standard error, exit 2")
    func loadFailure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fixture = directory.appendingPathComponent("Broken.layout.xml")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="broken">
            <view id="root">
              <label id="title" numberOfLine="0"/>
            </view>
          </viewController>
        </layout>
        """.write(to: fixture, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["inspect", "Broken.layout.xml"], in: directory)
        #expect(result.status == 2)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "Broken.layout.xml:5:25: error: unknown attribute 'numberOfLine' on <label>; did you mean 'numberOfLines'?\n")
    }

    @Test("an unknown device is a usage error that suggests the closest names")
    func unknownDevice() throws {
        let result = try CLIRunner.run(["inspect", "Examples/Article.layout.xml", "--device", "iPhone 15 Prro"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("unknown device 'iPhone 15 Prro'; closest known names: 'iPhone 15 Pro'"))
    }

    @Test("an orientation the device does not have is an error")
    func unsupportedOrientation() throws {
        let result = try CLIRunner.run(["inspect", "Examples/Article.layout.xml", "--device", "Apple TV (HD / 4K)"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("has no portrait orientation"))
    }

    @Test("usage errors exit 2; --help and --version exit 0")
    func usage() throws {
        let missing = try CLIRunner.run(["inspect"])
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("Missing expected argument '<file>'"))
        let bogus = try CLIRunner.run(["inspect", "Examples/Article.layout.xml", "--orientation", "sideways"])
        #expect(bogus.status == 2)
        let help = try CLIRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: layout-lint <subcommand>"))
        #expect(help.standardOutput.contains("inspect"))
        let inspectHelp = try CLIRunner.run(["inspect", "--help"])
        #expect(inspectHelp.status == 0)
        #expect(inspectHelp.standardOutput.contains("--content-size"))
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0)
    }

    @Test("devices lists the whole catalog with sources")
    func devices() throws {
        let result = try CLIRunner.run(["devices", "--format", "json"])
        #expect(result.status == 0)
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let devices = try #require(json["devices"] as? [[String: Any]])
        #expect(devices.count == 47)
        let names = devices.compactMap { $0["name"] as? String }
        #expect(names.first == "iPhone SE (1st generation)")
        #expect(names.contains("iPhone Air"))
        #expect(names.last == "Apple TV (HD / 4K)")
        #expect(devices.allSatisfy { !(($0["source"] as? [String]) ?? []).isEmpty })
        let text = try CLIRunner.run(["devices"])
        #expect(text.status == 0)
        #expect(text.standardOutput.contains("iPhone 15 Pro"))
    }

    @Test("the same input gives byte-identical output")
    func determinism() throws {
        let arguments = ["inspect", "Examples/ArticleList.layout.xml", "--device", "iPad Pro 13-inch (M4/M5)", "--format", "json"]
        let first = try CLIRunner.run(arguments)
        let second = try CLIRunner.run(arguments)
        #expect(first.status == 0)
        #expect(first.standardOutput == second.standardOutput)
    }
}
