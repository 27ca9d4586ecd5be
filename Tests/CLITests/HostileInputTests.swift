import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

// Hostile documents (found by mutation fuzzing, issue 12): each is a located input error,
// never a crash or a hang, and the good document beside it is still evaluated and reported.

/// A xib with one root view; `subviews`, `constraints` and `root` (attributes of the root
/// view) are spliced in as they are.
private func xib(subviews: String = "", constraints: String = "", label: String = #"text="Hello""#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="roo-t0-000">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label opaque="NO" \(label) translatesAutoresizingMaskIntoConstraints="NO" id="lab-el-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                    </label>
                    \(subviews)
                </subviews>
                <constraints>
                    <constraint firstItem="lab-el-001" firstAttribute="top" secondItem="roo-t0-000" secondAttribute="top" id="top-00-001"/>
                    <constraint firstItem="lab-el-001" firstAttribute="leading" secondItem="roo-t0-000" secondAttribute="leading" id="lea-00-001"/>
                    \(constraints)
                </constraints>
            </view>
        </objects>
    </document>
    """
}

struct HostileCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// Where the error is: the line holding this text (nil: the document element, line 2).
    var lineOf: String?
    var fragment: String
    var testDescription: String { name }
}

@Suite("Hostile input: located errors, bounded work, the good file still reported")
struct HostileInputTests {
    static let cases: [HostileCase] = {
        var cases: [HostileCase] = []
        for value in ["1e20", "inf", "-inf", "nan"] {
            cases.append(HostileCase(
                name: "constraint constant \(value)",
                text: xib(constraints: #"<constraint firstAttribute="width" constant="\#(value)" id="wid-th-001"/>"#.replacingOccurrences(of: "/>", with: #" firstItem="lab-el-001"/>"#)),
                lineOf: "wid-th-001", fragment: "'constant' is '\(value)': expected a"))
        }
        cases.append(HostileCase(name: "frame origin 1e300",
                                 text: xib(subviews: #"<view id="fra-me-001"><rect key="frame" x="1e300" y="0" width="10" height="10"/></view>"#),
                                 lineOf: "fra-me-001", fragment: "'x' is '1e300': expected a number between -1000000 and 1000000"))
        cases.append(HostileCase(name: "intrinsic size inf",
                                 text: xib(subviews: #"<view id="int-ri-001" placeholderIntrinsicWidth="inf" placeholderIntrinsicHeight="10"/>"#),
                                 lineOf: "int-ri-001", fragment: "'placeholderIntrinsicWidth' is 'inf': expected a finite number"))
        cases.append(HostileCase(name: "stack spacing -inf",
                                 text: xib(subviews: #"<stackView axis="vertical" spacing="-inf" id="sta-ck-001"/>"#),
                                 lineOf: "sta-ck-001", fragment: "'spacing' is '-inf': expected a finite number"))
        cases.append(HostileCase(name: "table row height 1e20",
                                 text: xib(subviews: #"<tableView rowHeight="1e20" id="tab-le-001"/>"#),
                                 lineOf: "tab-le-001", fragment: "'rowHeight' is '1e20'"))
        let sibling = #"<view id="v%d"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"#
        cases.append(HostileCase(name: "10,001 sibling views",
                                 text: xib(subviews: (0...10_000).map { String(format: sibling, $0) }.joined(separator: "\n")),
                                 lineOf: nil, fragment: "objects with an id; expected at most 10000"))
        let duplicate = #"<constraint firstItem="lab-el-001" firstAttribute="width" constant="10" priority="250" id="d%d"/>"#
        cases.append(HostileCase(name: "5,001 copies of one optional constraint",
                                 text: xib(constraints: (0...5_000).map { String(format: duplicate, $0) }.joined(separator: "\n")),
                                 lineOf: nil, fragment: "constraints; expected at most 5000"))
        cases.append(HostileCase(name: "a label with 2 MiB of text",
                                 text: xib(label: "text=\"" + String(repeating: "word ", count: 420_000) + "\""),
                                 lineOf: "lab-el-001", fragment: "'text' holds 2100000 bytes; expected at most 1048576"))
        return cases
    }()

    /// Found by `.ci/fuzz` (seed 11): a multiline label 1e-320 pt wide needed more lines than
    /// an Int holds. A correct result now, not an error: the width is a number, only absurd.
    @Test("a label a tiny fraction of a point wide is laid out, not trapped on")
    func tinyLabelWidth() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let label = #"numberOfLines="0" text="A sentence long enough to wrap onto several lines""#
        let text = xib(label: label).replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="100" height="20"/>"#,
                                                          with: #"<rect key="frame" x="0.0" y="0.0" width="1e-320" height="20.5"/>"#)
        try text.write(to: folder.appendingPathComponent("tiny.xib"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", ".", "--fail-on", "never"], in: folder)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("1 input in 12 environments"))
    }

    @Test("each case is a located error; the good file beside it is still reported", arguments: cases)
    func locatedAndGoodFileReported(_ hostile: HostileCase) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try hostile.text.write(to: folder.appendingPathComponent("hostile.xib"), atomically: true, encoding: .utf8)
        let good = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Examples/FontPicker.layout.xml"), encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("FontPicker.layout.xml"), atomically: true, encoding: .utf8)

        let result = try CLIRunner.run(["lint", ".", "--fail-on", "error"], in: folder)
        #expect(result.status == 2, "exit 2 (an input could not be loaded), not a crash: \(result.standardError)")
        let line = hostile.lineOf.map { marker in
            hostile.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(marker) }! + 1
        } ?? 2
        let errors = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("hostile.xib:") }
        #expect(errors.contains { $0.hasPrefix("hostile.xib:\(line):") && $0.contains(hostile.fragment) && $0.hasSuffix("[input-error]") },
                "\(errors.prefix(3))")
        #expect(result.standardOutput.contains("FontPicker.layout.xml:16:9: error: fontPicker overlaps the left unsafe area"))
    }

    /// A scratch folder with the good demo fixture, removed by the caller.
    func folderWithGoodFile() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("a"), withIntermediateDirectories: true)
        let good = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Examples/FontPicker.layout.xml"), encoding: .utf8)
        try good.write(to: folder.appendingPathComponent("a/FontPicker.layout.xml"), atomically: true, encoding: .utf8)
        return folder
    }

    @Test("a FIFO named like a document is refused without reading; a link back up the tree is searched once")
    func fifoAndLoop() throws {
        let folder = try folderWithGoodFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("a/x.storyboard").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("a/up"), withDestinationURL: folder)
        let result = try CLIRunner.run(["lint", ".", "--fail-on", "never"], in: folder)
        #expect(result.status == 2)
        #expect(result.standardOutput.contains("a/x.storyboard:1:1: error: is not a regular file (a FIFO); expected a file [input-error]"))
        let good = result.standardOutput.split(separator: "\n").filter { $0.contains("FontPicker.layout.xml:16:9: error") }
        #expect(good.count == 1, "the good file, once: \(good)")
    }

    @Test("control characters from file names are escaped on the terminal")
    func controlCharacters() throws {
        let folder = try folderWithGoodFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        try "not xml".write(to: folder.appendingPathComponent("a/e\u{1B}[31mred.layout.xml"), atomically: true, encoding: .utf8)
        let result = try CLIRunner.run(["lint", ".", "--fail-on", "never"], in: folder)
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.contains("a/e\\u{1B}[31mred.layout.xml:1:1: error: malformed XML"))
    }

    @Test("a reporter file that is a device is written in place, one that is a link is refused, never replaced")
    func reporterFiles() throws {
        let folder = try folderWithGoodFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        let null = try CLIRunner.run(["lint", "a", "--reporter", "json:/dev/null", "--fail-on", "never"], in: folder)
        #expect(null.status == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: "/dev/null")
        #expect(attributes[.type] as? FileAttributeType == .typeCharacterSpecial, "/dev/null is still a device")
        let target = folder.appendingPathComponent("target.json")
        try "keep".write(to: target, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("link.json"), withDestinationURL: target)
        let linked = try CLIRunner.run(["lint", "a", "--reporter", "json:link.json", "--fail-on", "never"], in: folder)
        #expect(linked.status == 2)
        #expect(linked.standardError.contains("cannot write link.json: it is a symbolic link; expected a regular file or a new path"))
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
    }

    @Test("the configuration's output stays inside the configuration's folder")
    func configuredOutput() throws {
        let folder = try folderWithGoodFile()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A name of this run's own, so that a folder left in /tmp by something else cannot fail it.
        let outside = "outside-\(folder.lastPathComponent)"
        for output in ["../\(outside)", "/tmp/\(outside)"] {
            try "output: \(output)\n".write(to: folder.appendingPathComponent(".layout-lint.yml"), atomically: true, encoding: .utf8)
            let result = try CLIRunner.run(["report", "a"], in: folder)
            #expect(result.status == 2)
            #expect(result.standardError.contains(".layout-lint.yml:1:9: error: 'output' is '\(output)'; expected a folder inside the configuration's folder"),
                    "\(result.standardError)")
        }
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent(outside).path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/\(outside)"))
    }
}
