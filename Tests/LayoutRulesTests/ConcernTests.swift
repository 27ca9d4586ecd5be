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
}
