import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// A view of its own designed at a screen's width spans the screen wherever the code puts it:
// in landscape on a Face ID iPhone its sides get the screen's side insets, and content pinned
// a few points from its own edges runs under the sensor housing. The fix moves the content to
// the view's safe area.

private let landscapeWithHousing = ["iPhone 11", "iPhone 15 Pro", "iPhone 16 Pro Max"].map { "\($0) · landscape · L · ltr · full width" }

private func lint(_ files: [String], keep: Bool = false) -> LintResult {
    Pipeline.run(LintRequest(paths: files.map { TestPaths.data("Components/\($0)").path }, configuration: Configuration(), jobs: 2,
                             keepMeasurements: keep))
}

@Suite("Components across the screen's width")
struct ComponentTests {
    @Test("a search bar designed at a screen's width, its field and button 8 pt from its sides: both reach into the side insets in landscape, and nowhere else")
    func searchBarBefore() throws {
        let result = lint(["SearchHeader.xib"], keep: true)
        let findings = result.findings.filter { $0.rule != "not-evaluated" }
        #expect(findings.map(\.rule) == ["content-in-unsafe-area", "content-in-unsafe-area"])
        let field = try #require(findings.first { $0.element == "Shd-Tf-001" })
        // facts: devices["iPhone 16 Pro Max"].landscape.left = 62; the field starts 8 pt from the view's edge.
        #expect(field.message == "textField \"Search\" (Shd-Tf-001) overlaps the left unsafe area by 54 pt, under the Dynamic Island (placed by Shd-Tf-001.leading == Shd-Vw-001.leading + 8) (at worst, on iPhone 16 Pro Max in landscape, across the screen's width)")
        #expect(field.environments.map(\.label) == landscapeWithHousing)
        #expect(field.contexts.first?.hasPrefix("across the screen's width: a top-level view designed at a screen's width (393 pt) at ") == true)
        #expect(field.contexts.first?.hasSuffix("Components/SearchHeader.xib:10, placed by code across the screen") == true)
        let button = try #require(findings.first { $0.element == "Shd-Bt-001" })
        #expect(button.message.hasPrefix("button \"Cancel\" (Shd-Bt-001) overlaps the right unsafe area by"))
        #expect(button.environments.map(\.label) == landscapeWithHousing)
        // Laid out as wide as the screen, as tall as designed, with the screen's side insets only.
        let measured = try #require(result.measurements.values.first?.first {
            $0.environment.device == "iPhone 16 Pro Max" && $0.environment.orientation == .landscape })
        #expect(measured.environment.presentation == .fullWidth)
        // facts: devices["iPhone 16 Pro Max"].points = 440 x 956; landscape insets 0 62 21 62.
        #expect(measured.view(id: "Shd-Vw-001")?.frame.width == 956)
        #expect(measured.view(id: "Shd-Vw-001")?.frame.height == 56)
        #expect(measured.view(id: "Shd-Vw-001")?.safeAreaInsets == EdgeInsets(top: 0, left: 62, bottom: 0, right: 62))
    }

    @Test("the same search bar with its field and button pinned to its safe area: no finding")
    func searchBarAfter() {
        let result = lint(["SearchHeaderFixed.xib"])
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
    }

    @Test("designed narrower than any screen (a 300 pt card), it stays a component at its design size")
    func narrowCard() throws {
        let result = lint(["SearchCard.xib"], keep: true)
        let measured = try #require(result.measurements.values.first?.first)
        #expect(measured.environment.presentation == .component)
        #expect(measured.view(id: "Scd-Vw-001")?.frame == Rect(x: 0, y: 0, width: 300, height: 56))
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
    }

    @Test("a view whose class the code declares a table view cell is placed by its list, at the list's width: a component, and the context names the line")
    func cellClass() throws {
        // FilterCell.swift sits beside the xib: `final class FilterCell: UITableViewCell` at line 4.
        let result = lint(["FilterCell.xib"], keep: true)
        let measured = try #require(result.measurements.values.first?.first)
        #expect(measured.environment.presentation == .component)
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let document = try #require(result.documents.values.first)
        #expect(document.scenes.first?.contexts.first?.source.hasSuffix("; FilterCell.swift:4 declares FilterCell a UITableViewCell: its list places it") == true)
    }

    @Test("a footer kept beside a controller's view and connected to an outlet is checked across the screen: its filled button 16 pt from the sides reaches under the housing; a view nothing connects is noted, not laid out")
    func controllerFooter() throws {
        let result = lint(["CheckoutViewController.xib"])
        let pay = try #require(result.findings.first { $0.element == "Chk-Bt-001" })
        #expect(pay.rule == "content-in-unsafe-area")
        // facts: devices["iPhone 16 Pro Max"].landscape.left = right = 62; the button's background starts 16 pt in.
        #expect(pay.message == "button \"Pay now\" (Chk-Bt-001) overlaps the left unsafe area by 46 pt, under the Dynamic Island, and the right by 46 pt (placed by Chk-Bt-001.leading == Chk-Vw-001.leading + 16) (at worst, on iPhone 16 Pro Max in landscape, across the screen's width)")
        #expect(pay.environments.map(\.label) == landscapeWithHousing)
        let leftover = result.findings.filter { $0.element.hasSuffix("Chk-Vw-002") || $0.element == "Chk-Lb-002" }
        #expect(leftover.map { $0.element } == ["unconnected-view:Chk-Vw-002"])
        #expect(leftover.first?.message == "view Chk-Vw-002 beside CheckoutViewController is connected to no outlet: nothing shows it, so it is not laid out")
    }

    @Test("a filled button that runs to the screen's edges bleeds on purpose, as a bar does: its centred title stays clear, so no finding")
    func fullBleedButton() {
        let result = lint(["PostBar.xib"])
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
    }
}

@Suite("Views that draw nothing")
struct DrawsNothingTests {
    @Test("a button with no title, image or background that no outlet reaches draws nothing (a tap-catcher over the screen): not content; one an outlet reaches may get a title from the code, so it is checked")
    func tapCatcher() {
        let findings = unsafeContent(in: "Shapes/TapCatcher.xib")
        #expect(findings.map(\.element) == ["Tap-Bt-002"])
        // facts: devices["iPhone 15 Pro"].portrait.top = 59: the status button starts at the screen's top, 59 pt past the safe area.
        #expect(findings.first?.message.hasPrefix("button \"Status\" (Tap-Bt-002) overlaps the top unsafe area by 59 pt") == true)
    }

    @Test("where the class's code is read, a tap-catcher an outlet reaches and the code only shows and hides draws nothing; one the code gives a title draws it")
    func tapCatcherWithCode() throws {
        #expect(unsafeContent(in: "Code/TapCatcher").map(\.element) == ["Tcc-Bt-002"])
    }

    @Test("a text field with no border and no background draws its line of text, centred on its height, down to the baseline: its empty frame below may reach the home indicator's inset; a bordered one draws to its frame's edge")
    func borderlessTextField() {
        let findings = unsafeContent(in: "Shapes/TextFields.xib")
        #expect(findings.map(\.element) == ["Tfd-Tf-002", "Tfd-Tf-003"])
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34, so the safe area ends at 818 of 852.
        #expect(findings.first?.message.hasPrefix("textField \"Boxed Count\" (Tfd-Tf-002) overlaps the bottom unsafe area by 7.5 pt") == true)
        // A 15 pt line is 18 pt (1.19336 em, rounded up to a pixel), centred on 808...838 from
        // 814; its baseline at 0.8 of the line is at 828.4, 10.4 pt past 818.
        #expect(findings.last?.message.hasPrefix("textField \"Low Count\" (Tfd-Tf-003) overlaps the bottom unsafe area by 10.4 pt") == true)
    }

    /// The content-in-unsafe-area findings of a document or folder on the iPhone 15 Pro in portrait.
    private func unsafeContent(in path: String) -> [Finding] {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        configuration.matrix.orientations = [.portrait]
        return Pipeline.run(LintRequest(paths: [TestPaths.data(path).path], configuration: configuration, jobs: 2))
            .findings.filter { $0.rule == "content-in-unsafe-area" }
    }
}
