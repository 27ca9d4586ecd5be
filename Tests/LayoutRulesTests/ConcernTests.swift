import Foundation
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// One concern on one view is one finding, by the rule that says it best; and an overlap a
// picture's own transparent padding may cover is a warning that says so.

@Suite("One concern, one finding")
struct ConcernTests {
    @Test("a fitted logo 1 pt into the home indicator's inset is one warning that says its image may be transparent there; a badge deep under the status bar stays an error; neither is also reported as pinned to the edge")
    func launchLogo() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        configuration.matrix.orientations = [.portrait]
        let result = Pipeline.run(LintRequest(paths: [TestPaths.data("Concerns").path], configuration: configuration, jobs: 1))
        let logo = result.findings.filter { $0.element == "Spl-Iv-001" }
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34; the logo ends 33 pt above the bottom.
        #expect(logo.map(\.rule) == ["content-in-unsafe-area"])
        #expect(logo.first?.severity == .warning)
        #expect(logo.first?.message == "imageView \"Wordmark\" (Spl-Iv-001) overlaps the bottom unsafe area by 1 pt (placed by Spl-Vw-001.bottom == Spl-Iv-001.bottom + 33); the image may be transparent that close to its edge, so this is a warning")
        // The window's root (SplashViewController.swift:9): full screen, known, so an error.
        let badge = result.findings.filter { $0.element == "Spl-Iv-002" }
        // facts: devices["iPhone 15 Pro"].portrait.top = 59; the 40 pt badge sits at the top edge.
        #expect(badge.map(\.rule) == ["content-in-unsafe-area"])
        #expect(badge.first?.severity == .error)
        #expect(badge.first?.message.hasPrefix("imageView \"Badge\" (Spl-Iv-002) overlaps the top unsafe area by 59 pt") == true)
    }

    @Test("a pin at the top of a scroll view's content that the scroll view does not adjust for advises the scroll view's own inset, where edge-pinned-to-superview reports it")
    func scrollContentAdvice() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-scroll-advice-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Notes.layout.xml").path
        // A short note in a scroll view with no navigation controller: automatic adjusts only
        // a scrollable axis, so the top inset is not applied and the note sits under the status
        // bar. content-in-unsafe-area is silenced on it, so edge-pinned-to-superview reports the pin.
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1" name="Notes">
          <matrix devices="iPhone 15 Pro" orientations="portrait"/>
          <viewController id="notes">
            <view id="notesRoot">
              <scrollView id="notesScroll">
                <view id="notesContent" role="container">
                  <label id="noteText" text="Milk, eggs" intrinsicWidth="80" intrinsicHeight="20.5" lint-disable="content-in-unsafe-area"/>
                </view>
              </scrollView>
            </view>
            <constraints>
              <constraint first="notesScroll.edges" second="notesRoot"/>
              <constraint first="notesContent.edges" second="notesScroll.contentLayoutGuide"/>
              <constraint first="notesContent.width" second="notesScroll.frameLayoutGuide.width"/>
              <constraint first="noteText.top" second="notesContent.top"/>
              <constraint first="noteText.leading" second="notesContent.layoutMargins"/>
              <constraint first="noteText.bottom" second="notesContent.bottom"/>
            </constraints>
          </viewController>
        </layout>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = Pipeline.run(LintRequest(paths: [path], jobs: 1))
        let pin = try #require(result.findings.first { $0.rule == "edge-pinned-to-superview" && $0.element == "noteText" })
        // facts: devices["iPhone 15 Pro"].portrait.top = 59.
        #expect(pin.message == "noteText's top is pinned to the edge of notesContent, not to its safe area (59 pt inset), and notesScroll does not adjust its content inset for it: let notesScroll adjust (contentInsetAdjustmentBehavior) rather than pin its content to the safe area")
    }

    @Test("the talk's button 20 pt above the bottom is one finding, an error with the talk's fix, not three")
    func talkBottomButton() throws {
        let path = TestPaths.packageRoot.appendingPathComponent("Rules/examples/bottom-control-padding/triggering-talk-button-20-pt-above-bottom.layout.xml").path
        let result = Pipeline.run(LintRequest(paths: [path], jobs: 1))
        let button = result.findings.filter { $0.element == "signupButton" }
        #expect(button.map(\.rule) == ["bottom-control-padding"])
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34 (14 pt of the button inside it).
        #expect(button.first?.severity == .error)
        #expect(button.first?.message.contains("make that 20 pt optional (priority 999) and add a required bottom <= safe area's bottom") == true)
    }
}
