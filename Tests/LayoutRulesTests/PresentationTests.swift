import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// Scenes presented as form sheet, page sheet, automatic, popover and full screen, laid out
// on a home-button iPhone, a Face ID iPhone and an iPad in both orientations, through the
// pipeline as `lint` lays them out. Tests/Data/Presentations/Presentations.storyboard
// presents one scene each way from its initial view controller.

private let faceID = "iPhone 14 Pro", homeButton = "iPhone SE (3rd generation)", iPad = "iPad Pro 13-inch (M4/M5)"

private let run: LintResult = {
    var configuration = Configuration()
    configuration.matrix.devices = [homeButton, faceID, iPad]
    let path = TestPaths.data("Presentations/Presentations.storyboard").path
    return Pipeline.run(LintRequest(paths: [path], configuration: configuration, jobs: 2, keepMeasurements: true))
}()

private func measured(_ scene: String, _ device: String, _ orientation: Orientation) throws -> MeasuredScene {
    let scenes = run.measurements.values.flatMap { $0 }.filter { $0.sceneID == scene }
    return try #require(scenes.first { $0.environment.device == device && $0.environment.orientation == orientation },
                        "\(scene) on \(device) in \(orientation): \(scenes.map(\.environment.label))")
}

private func root(_ scene: MeasuredScene, _ id: String) throws -> MeasuredView {
    try #require(scene.view(id: id), "view \(id)")
}

private func insets(_ value: (top: Double, left: Double, bottom: Double, right: Double)?) -> EdgeInsets? {
    value.map { EdgeInsets(top: $0.top, left: $0.left, bottom: $0.bottom, right: $0.right) }
}

@Suite("Presentations, laid out where UIKit shows them")
struct PresentationTests {
    @Test("a form sheet on a Face ID iPhone in portrait: below the safe top + 10, to the bottom edge, no top inset")
    func faceIDSheet() throws {
        let scene = try measured("Frm-Sc-001", faceID, .portrait)
        #expect(scene.environment.presentation == .formSheet)
        let view = try root(scene, "Frm-Vw-001")
        // facts-presentation: modalPresentation["iPhone sheet frame ..."].examples["iPhone 14 Pro"].sheetTop = 69
        let top = try #require(FactsFiles.sheetTop("iPhone 14 Pro"))
        #expect(view.frame == Rect(x: 0, y: top, width: 393, height: 852 - top))
        // facts-presentation: "safe area inside an iPhone sheet": top 0, bottom = the window's
        // (facts: devices["iPhone 14 Pro"].portrait.bottom), plus the sheet's navigation bar:
        // facts-presentation: "navigation bar height in a non-full-screen modal (sheet)" iOS 13-18 = 56.
        let bottom = try #require(FactsFiles.insets(faceID, "portrait")).bottom
        #expect(view.safeAreaInsets == EdgeInsets(top: 56, left: 0, bottom: bottom, right: 0))
        #expect(scene.bars.first { $0.kind == .navigationBar }?.frame == Rect(x: 0, y: top, width: 393, height: 56))
    }

    @Test("a sheet on a home-button iPhone in portrait starts at 40, with no insets")
    func homeButtonSheet() throws {
        // facts-presentation: modalPresentation["iPhone sheet frame ..."].examples["iPhone SE 3rd gen"].sheetTop = 40
        let top = try #require(FactsFiles.sheetTop("iPhone SE 3rd gen"))
        for scene in ["Pag-Sc-001", "Aut-Sc-001"] {
            let view = try root(try measured(scene, homeButton, .portrait), scene.replacingOccurrences(of: "Sc", with: "Vw"))
            #expect(view.frame == Rect(x: 0, y: top, width: 375, height: 667 - top), "\(scene)")
            #expect(view.safeAreaInsets == .zero, "\(scene): no home indicator, no status bar in the sheet")
        }
    }

    @Test("in compact height (every iPhone in landscape) a sheet or a popover is full screen",
          arguments: ["Frm-Sc-001", "Pag-Sc-001", "Aut-Sc-001", "Pop-Sc-001"])
    func compactHeight(_ scene: String) throws {
        for device in [faceID, homeButton] {
            let measured = try measured(scene, device, .landscape)
            #expect(measured.environment.presentation == .fullScreen, "facts-presentation: size-class adaptation, compact height")
            let view = try root(measured, scene == "Frm-Sc-001" ? "Frm-Vw-001" : scene.replacingOccurrences(of: "Sc", with: "Vw"))
            #expect(view.frame == measured.screen.bounds)
            // facts: devices[device].landscape (and no navigation bar but for the form sheet's).
            let expected = try #require(insets(FactsFiles.insets(device, "landscape")))
            if scene != "Frm-Sc-001" { #expect(view.safeAreaInsets == expected, "\(scene) on \(device)") }
        }
    }

    @Test("on iPad a form sheet is 540 x 620 and a page sheet 704 x 995.5, centred, without insets, in both orientations")
    func iPadSheets() throws {
        // facts-presentation: "iPad form sheet default size" iPadOS 13-15 = [540, 620] (medium);
        // "iPad page sheet size": IB-simulated 704 x 995.5 (low).
        let form = try #require((FactsFiles.modalPresentation("iPad form sheet default size (regular width, preferredContentSize unset)")?["values"]
            as? [String: Any])?["iPadOS 13-15"] as? [Double])
        for orientation in [Orientation.portrait, .landscape] {
            let formView = try root(try measured("Frm-Sc-001", iPad, orientation), "Frm-Vw-001")
            #expect(formView.frame.size == Size(width: form[0], height: form[1]))
            #expect(formView.safeAreaInsets.left == 0 && formView.safeAreaInsets.bottom == 0 && formView.safeAreaInsets.right == 0)
            let screen = try measured("Frm-Sc-001", iPad, orientation).screen.bounds
            #expect(abs(formView.frame.midX - screen.midX) <= 0.5, "centred horizontally")
            let page = try measured("Pag-Sc-001", iPad, orientation)
            #expect(page.environment.presentation == .pageSheet)
            let pageView = try root(page, "Pag-Vw-001")
            #expect(pageView.frame.width == 704)
            #expect(pageView.safeAreaInsets == .zero)
        }
        #expect(try root(try measured("Pag-Sc-001", iPad, .portrait), "Pag-Vw-001").frame.height == 995.5)
    }

    @Test("automatic is a form sheet on iPad (iOS 18 and later) and says so; a popover keeps its content size")
    func automaticAndPopover() throws {
        let automatic = try measured("Aut-Sc-001", iPad, .portrait)
        #expect(automatic.environment.presentation == .formSheet)
        #expect(try root(automatic, "Aut-Vw-001").frame.size == Size(width: 540, height: 620))
        // facts-presentation: "popover size": the content's preferred size; the document's freeform size.
        let popover = try measured("Pop-Sc-001", iPad, .landscape)
        #expect(popover.environment.presentation == .popover)
        #expect(try root(popover, "Pop-Vw-001").frame.size == Size(width: 320, height: 200))
        #expect(try root(popover, "Pop-Vw-001").safeAreaInsets == .zero)
        // In compact width it adapts to a sheet.
        let phone = try measured("Pop-Sc-001", faceID, .portrait)
        #expect(phone.environment.presentation == .formSheet)
        #expect(try root(phone, "Pop-Vw-001").frame.minY == FactsFiles.sheetTop("iPhone 14 Pro"))
    }

    @Test("full screen, over full screen and the initial view controller fill the screen with the device's insets")
    func fullScreen() throws {
        for scene in ["Ful-Sc-001", "Own-Sc-001", "Hom-Sc-001"] {
            for (device, orientation) in [(faceID, Orientation.portrait), (homeButton, .portrait), (iPad, .landscape)] {
                let measured = try measured(scene, device, orientation)
                #expect(measured.environment.presentation == .fullScreen)
                let view = try root(measured, scene.replacingOccurrences(of: "Sc", with: "Vw"))
                #expect(view.frame == measured.screen.bounds)
                // facts: devices[device][orientation]
                #expect(view.safeAreaInsets == insets(FactsFiles.insets(device, orientation.rawValue)), "\(scene) on \(device)")
            }
        }
    }

    @Test("a freeform size no screen has is a child: its size, no insets, and no rule about the screen's edges")
    func child() throws {
        let scene = try measured("Pgr-Sc-001", faceID, .portrait)
        #expect(scene.environment.presentation == .child)
        #expect(try root(scene, "Pgr-Vw-001").frame == Rect(x: 0, y: 0, width: 375, height: 300))
        #expect(try root(scene, "Pgr-Vw-001").safeAreaInsets == .zero)
    }

    @Test("every environment of a presented scene says how it is shown and where that came from")
    func contextsSaid() throws {
        let inputs = run.inputs
        #expect(inputs.first?.project == .noProject)
        let labels = Set(run.measurements.values.flatMap { $0 }.filter { $0.sceneID == "Frm-Sc-001" }.map(\.environment.label))
        #expect(labels.contains("iPhone 14 Pro · portrait · L · ltr · form sheet"))
        #expect(labels.contains("iPhone 14 Pro · landscape · L · ltr"))
        #expect(labels.contains("iPad Pro 13-inch (M4/M5) · portrait · L · ltr · form sheet"))
    }
}
