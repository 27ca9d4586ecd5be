import Foundation
import Testing

// How the tool is called must not change its answer, and a run that checks nothing must
// not pass (issue 13).

@Suite("Workflow: the same answer however the tool is called, nothing checked is an error")
struct WorkflowTests {
    func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-workflow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Screens"), withIntermediateDirectories: true)
        for name in ["FontPicker", "Comments", "Article"] {
            let text = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Examples/\(name).layout.xml"), encoding: .utf8)
            try text.write(to: folder.appendingPathComponent("Screens/\(name).layout.xml"), atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("a relative and an absolute path give byte-identical JSON, SARIF and baseline")
    func absoluteAndRelative() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, argument) in ["Screens", folder.appendingPathComponent("Screens").path, "./Screens/"].enumerated() {
            let result = try CLIRunner.run(["lint", argument, "--reporter", "json:out\(index).json", "--reporter", "sarif:out\(index).sarif",
                                            "--write-baseline", "base\(index).json", "--fail-on", "never"], in: folder)
            #expect(result.status == 0, "\(result.standardError)")
        }
        for ext in ["json", "sarif"] {
            let first = try Data(contentsOf: folder.appendingPathComponent("out0.\(ext)"))
            #expect(!String(decoding: first, as: UTF8.self).contains(folder.path), "no absolute path in the \(ext)")
            for index in 1...2 { #expect(try Data(contentsOf: folder.appendingPathComponent("out\(index).\(ext)")) == first, "\(ext) \(index)") }
        }
        let baseline = try Data(contentsOf: folder.appendingPathComponent("base0.json"))
        for index in 1...2 { #expect(try Data(contentsOf: folder.appendingPathComponent("base\(index).json")) == baseline) }
    }

    @Test("from a subfolder, or with --config from elsewhere, the run works from the configuration's folder: identical outputs")
    func nestedInvocation() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "included: [Screens]\noutput: out/site\n".write(to: folder.appendingPathComponent(".layout-lint.yml"), atomically: true, encoding: .utf8)
        let sub = folder.appendingPathComponent("Screens/Sub")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let outputs = ["--reporter", "json:OUT.json", "--reporter", "sarif:OUT.sarif", "--write-baseline", "OUT.base", "--fail-on", "never"]
        func arguments(_ name: String) -> [String] { outputs.map { $0.replacingOccurrences(of: "OUT", with: name) } }
        #expect(try CLIRunner.run(["lint"] + arguments("top"), in: folder).status == 0)
        #expect(try CLIRunner.run(["lint"] + arguments("../../nested"), in: sub).status == 0)
        #expect(try CLIRunner.run(["lint", ".."] + arguments("../../dotdot"), in: sub).status == 0)
        let elsewhere = FileManager.default.temporaryDirectory
        #expect(try CLIRunner.run(["lint", "--config", folder.appendingPathComponent(".layout-lint.yml").path] + arguments(folder.path + "/config"),
                                  in: elsewhere).status == 0)
        for ext in ["json", "sarif", "base"] {
            let top = try Data(contentsOf: folder.appendingPathComponent("top.\(ext)"))
            #expect(String(decoding: top, as: UTF8.self).contains("\"Screens/"))
            for name in ["nested", "dotdot", "config"] {
                #expect(try Data(contentsOf: folder.appendingPathComponent("\(name).\(ext)")) == top, "\(name).\(ext)")
            }
        }
        let report = try CLIRunner.run(["report", "--fail-on", "never", "--quiet"], in: sub)
        #expect(report.status == 0)
        #expect(report.standardOutput == folder.appendingPathComponent("out/site/index.html").path + "\n", "the configured output, from its folder")
    }

    @Test("an Xcode run-script phase: its input files and file lists are checked, with absolute paths Xcode can open")
    func xcodeRunScript() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let list = folder.appendingPathComponent("inputs.xcfilelist")
        try "# resolved by Xcode\n\(folder.path)/Screens/FontPicker.layout.xml\n".write(to: list, atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", "--use-script-input-files", "--fail-on", "never"], in: folder, adding: [
            "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": folder.path + "/Screens/Comments.layout.xml",
            "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix(folder.path + "/Screens/Comments.layout.xml:") })
        #expect(lines.contains { $0.hasPrefix(folder.path + "/Screens/FontPicker.layout.xml:16:9: error: fontPicker overlaps") })
        #expect(!lines.contains { $0.contains("Article") }, "only the phase's inputs")
        #expect(result.standardError.contains("2 inputs"))

        let outside = try CLIRunner.run(["lint", "--use-script-input-files"], in: folder)
        #expect(outside.status == 2)
        #expect(outside.standardError.contains("SCRIPT_INPUT_FILE_COUNT is not set"))
    }

    @Test("the GitHub Action's run step: SARIF, site and summary written, the exit code passed on as an output")
    func gitHubActionRunStep() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let temp = folder.appendingPathComponent("runner-temp")
        let outputs = folder.appendingPathComponent("github-output"), summary = folder.appendingPathComponent("step-summary")
        let process = Process()
        process.executableURL = CLIRunner.packageRoot.appendingPathComponent(".github/action/run.sh")
        process.currentDirectoryURL = folder
        let path = CLIRunner.executable.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = ProcessInfo.processInfo.environment.merging([
            "PATH": path, "RUNNER_TEMP": temp.path, "GITHUB_OUTPUT": outputs.path, "GITHUB_STEP_SUMMARY": summary.path,
            "LAYOUT_LINT_PATHS": "Screens/Comments.layout.xml Screens/Article.layout.xml", "LAYOUT_LINT_FAIL_ON": "error",
            "LAYOUT_LINT_REPORT_URL": "https://example.github.io/app/layout",
        ]) { $1 }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let annotations = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "the step itself passes; the last step fails the job")
        let written = try String(contentsOf: outputs, encoding: .utf8)
        #expect(written == "exit-code=1\nsarif=\(temp.path)/layout-lint/layout-lint.sarif\nsite=\(temp.path)/layout-lint/site\n")
        #expect(annotations.contains("::error file=Screens/Comments.layout.xml,line=31,col=11,title=content-in-unsafe-area::"))
        let sarif = try String(contentsOf: temp.appendingPathComponent("layout-lint/layout-lint.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"helpUri\": \"https://example.github.io/app/layout/rules/content-in-unsafe-area.html\""))
        #expect(FileManager.default.fileExists(atPath: temp.appendingPathComponent("layout-lint/site/index.html").path))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("content-in-unsafe-area"))
    }

    @Test("no inputs, or matrix options that leave no environment, exit 2 and say why; --allow-empty passes")
    func nothingChecked() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
        let empty = try CLIRunner.run(["lint", "Empty"], in: folder)
        #expect(empty.status == 2)
        #expect(empty.standardError.contains("error: nothing was checked: no .layout.xml, .storyboard or .xib file under Empty"))
        #expect(try CLIRunner.run(["lint", "Empty", "--allow-empty"], in: folder).status == 0)

        let none = try CLIRunner.run(["lint", "Screens", "--devices", "iPhone SE (3rd generation)", "--windows", "1/2"], in: folder)
        #expect(none.status == 2)
        #expect(none.standardError.contains("--devices iPhone SE (3rd generation) --windows 1/2 leaves no environment"))

        // A storyboard with no scenes: said as such, and the requested report is written all the same.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("NoScenes"), withIntermediateDirectories: true)
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes/>
            </document>
            """.write(to: folder.appendingPathComponent("NoScenes/Empty.storyboard"), atomically: true, encoding: .utf8)
        let noScenes = try CLIRunner.run(["lint", "NoScenes", "--reporter", "sarif:out.sarif"], in: folder)
        #expect(noScenes.status == 2)
        #expect(noScenes.standardError.contains("error: nothing was checked: 1 input loaded, but it has no scene or view to lay out"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.sarif").path))
    }

    @Test("matrix options select from the catalog: a device outside the default matrix is checked")
    func optionsSelect() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for options in [["--devices", "iPhone 16 Pro Max"], ["--content-sizes", "AX2"], ["--directions", "rtl"], ["--windows", "1/2"]] {
            let result = try CLIRunner.run(["lint", "Screens/Article.layout.xml", "--fail-on", "never"] + options, in: folder)
            #expect(result.status == 0)
            #expect(!result.standardError.contains("in 0 environments"), "\(options): \(result.standardError)")
        }
    }

    @Test("writing the baseline the run reads updates it: kept, added, and fixed entries dropped and listed")
    func baselineUpdatesInPlace() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CLIRunner.run(["lint", "Screens/FontPicker.layout.xml", "Screens/Comments.layout.xml", "--write-baseline", "b.json", "--quiet"],
                                  in: folder).status != 2)
        let recorded = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
        let update = try CLIRunner.run(["lint", "Screens/FontPicker.layout.xml", "Screens/Comments.layout.xml", "--baseline", "b.json",
                                        "--write-baseline", "b.json", "--quiet"], in: folder)
        #expect(update.status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8) == recorded, "nothing changed: same baseline")

        let fixed = try CLIRunner.run(["lint", "Screens/FontPicker.layout.xml", "--baseline", "b.json", "--write-baseline", "b.json"], in: folder)
        #expect(fixed.status == 0)
        #expect(fixed.standardError.contains("fixed findings dropped: content-in-unsafe-area on commentField in Screens/Comments.layout.xml"))
        let after = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(after.contains("FontPicker.layout.xml") && !after.contains("Comments.layout.xml"))
    }
}
