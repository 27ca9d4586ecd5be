import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// Where a screen is laid out: the app's project (devices, orientations), the designer's
// simulated bars, components, and the configuration's `contexts` for what only code says.

private let defaultPhones = ["iPhone SE (3rd generation)", "iPhone 11", "iPhone 15 Pro", "iPhone 16 Pro Max"]
private let defaultPads = ["iPad (10th generation) / iPad (A16)", "iPad Pro 13-inch (M4/M5)"]

private func lint(_ paths: [String], configuration: Configuration = Configuration(), keep: Bool = false) -> LintResult {
    Pipeline.run(LintRequest(paths: paths.map { TestPaths.data($0).path }, configuration: configuration, jobs: 2, keepMeasurements: keep))
}

private func configuration(_ yaml: String) throws -> Configuration {
    try Configuration.parse(yaml, path: ".layout-lint.yml").get()
}

@Suite("Project context on the matrix")
struct ProjectMatrixTests {
    @Test("an iPhone-only, portrait-only app is checked on iPhones in portrait only, and its findings say why")
    func portraitPhone() throws {
        let result = lint(["Projects/PortraitPhone"])
        let storyboard = try #require(result.inputs.first { $0.path.hasSuffix("Main.storyboard") })
        #expect(storyboard.environments.map(\.device) == defaultPhones)
        #expect(Set(storyboard.environments.map(\.orientation)) == [.portrait])
        let finding = try #require(result.findings.first { $0.rule == "content-in-unsafe-area" })
        #expect(finding.environments.allSatisfy { defaultPhones.contains($0.device) && $0.orientation == .portrait })
        #expect(finding.contexts.last?.hasPrefix("iPhone only, portrait only: ") == true)
        #expect(finding.contexts.last?.hasSuffix("PortraitPhone.xcodeproj (target PortraitPhone)") == true)
    }

    @Test("an app without a launch screen is letterboxed on iPhones with a sensor housing: laid out on the iPhones without one, and its findings say why")
    func letterboxed() throws {
        let result = lint(["Projects/Letterboxed"])
        let storyboard = try #require(result.inputs.first { $0.path.hasSuffix("Main.storyboard") })
        // facts: devices[name].cutout: of the default phones only the SE has none.
        #expect(storyboard.environments.map(\.device) == ["iPhone SE (3rd generation)"])
        #expect(storyboard.project?.description.hasPrefix("iPhone only, portrait only, no launch screen, so letterboxed on iPhones with a sensor housing: ") == true)
        let same = lint(["Projects/PortraitPhone"])
        #expect(try #require(same.inputs.first { $0.path.hasSuffix("Main.storyboard") }).environments.map(\.device) == defaultPhones)
    }

    @Test("a universal app with orientations from INFOPLIST_KEY_ settings: iPhones in portrait, iPads in landscape")
    func universal() throws {
        let input = try #require(lint(["Projects/Universal"]).inputs.first)
        #expect(input.environments.filter { $0.orientation == .portrait }.map(\.device) == defaultPhones)
        #expect(input.environments.filter { $0.orientation == .landscape }.map(\.device) == defaultPads)
    }

    @Test("a document no target bundles is skipped with the reason when found in a folder, and checked on the configured matrix when named")
    func notBundled() throws {
        let found = lint(["Projects/Orphan"])
        let skipped = try #require(found.inputs.first { $0.path.hasSuffix("Old.storyboard") })
        #expect(skipped.status == .skipped)
        #expect(skipped.errors.map(\.message) == ["no target of Tests/Data/Projects/Orphan/Orphan.xcodeproj bundles it (test bundles aside), so no app shows it: not checked; name the file to check it anyway"])
        // A legacy Xcode 3 archive nothing bundles is skipped for that reason, not an input error.
        let legacy = try #require(found.inputs.first { $0.path.hasSuffix("Legacy.xib") })
        #expect(legacy.status == .skipped)
        #expect(legacy.errors.first?.message.hasPrefix("no target of Tests/Data/Projects/Orphan/Orphan.xcodeproj bundles it (test bundles aside), so no app shows it: not checked (nor read: a legacy Xcode 3 archive") == true)
        #expect(found.findings.isEmpty)
        // Synced: the target's synchronized folder leaves Legacy/ out; Main.storyboard is checked.
        let synced = lint(["Projects/Synced"])
        #expect(synced.inputs.first { $0.path.hasSuffix("Legacy/Old.storyboard") }?.status == .skipped)
        #expect(synced.inputs.first { $0.path.hasSuffix("Main.storyboard") }?.status == .ok)
        let named = try #require(lint(["Projects/Orphan/Unused/Old.storyboard"]).inputs.first)
        #expect(named.status == .ok)
        #expect(named.environments.count == 12)
    }

    @Test("a storyboard nothing loads is skipped with the reason: iOS loads the Info.plist's launch and window-scene storyboards, a storyboard reference loads another, the code loads one by name; a test's load does not count, and a named file is checked")
    func storyboardNothingLoads() throws {
        let found = lint(["Projects/Loaded"])
        #expect(found.inputs.map { "\($0.path.split(separator: "/").last!) \($0.status)" }
                == ["Launch.storyboard ok", "Leftover.storyboard skipped", "Main.storyboard ok", "Picked.storyboard ok", "Settings.storyboard ok"])
        let leftover = try #require(found.inputs.first { $0.path.hasSuffix("Leftover.storyboard") })
        #expect(leftover.errors.map(\.message) == ["not checked: nothing loads the storyboard: the Info.plist of Tests/Data/Projects/Loaded/Loaded.xcodeproj has iOS load Launch, Main, no storyboard references Leftover, and no code names it (a string, an R.swift or SwiftGen accessor, a class); name the file to check it anyway"])
        #expect(!found.findings.contains { $0.path.hasSuffix("Leftover.storyboard") })
        let named = try #require(lint(["Projects/Loaded/App/Base.lproj/Leftover.storyboard"]).inputs.first)
        #expect(named.status == .ok)
    }

    @Test("a document whose project cannot be read gets the configured matrix")
    func configuredMatrix() throws {
        let broken = lint(["Projects/Broken"])
        let document = try #require(broken.inputs.first { $0.path.hasSuffix("Main.storyboard") })
        #expect(document.status == .ok)
        #expect(document.environments.count == 12)
        let project = try #require(broken.inputs.first { $0.kind == .project })
        #expect(project.status == .failed)
        #expect(project.path.hasSuffix("Broken.xcodeproj/project.pbxproj"))
        let error = try #require(broken.findings.first { $0.rule == "input-error" })
        #expect(error.location.line == 10 && error.location.column == 3)
    }
}

@Suite("What the documents say about context")
struct DocumentContextTests {
    @Test("a xib controller with a simulated navigation bar is laid out in a navigation controller: its automatic scroll view adjusts for the bar")
    func simulatedNavigationBar() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 14 Pro"]
        let result = lint(["Contexts/SimulatedBar.xib"], configuration: configuration, keep: true)
        let measured = try #require(result.measurements.values.first?.first { $0.environment.orientation == .portrait })
        #expect(measured.viewControllers.first?.kind == .navigationController)
        // facts: devices["iPhone 14 Pro"].statusBar.portrait (54) + bars navigationBar, iPhone
        // portrait, small title (44): the navigation bar sits right below the status bar.
        let statusBar = try #require(measured.bars.first { $0.kind == .statusBar }).frame.height
        #expect(statusBar == 54)
        let scroll = try #require(measured.view(id: "Lst-Sv-001")?.scroll)
        #expect(abs(scroll.adjustedContentInset.top - (54 + 44)) < 0.001)
        #expect(abs((measured.view(id: "Lst-Lb-001")?.frame.minY ?? 0) - (54 + 44)) < 0.001)
        let finding = try #require(result.findings.first)
        #expect(finding.contexts.first?.contains("in a navigation controller, as its simulated metrics at") == true)
    }

    @Test("a simulated status bar of None is the design canvas: UIKit still shows the status bar, and content under it is found")
    func statusBarNone() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone SE (3rd generation)"]
        let result = lint(["Contexts/StatusBarNone.xib"], configuration: configuration, keep: true)
        let measured = try #require(result.measurements.values.first?.first { $0.environment.orientation == .portrait })
        // facts: devices["iPhone SE (3rd generation)"].statusBar.portrait = 20, safeAreaInsets.portrait.top = 20.
        #expect(measured.view(id: "Sbn-Vw-001")?.safeAreaInsets.top == 20)
        let finding = try #require(result.findings.first { $0.rule == "content-in-unsafe-area" })
        #expect(finding.element == "Sbn-Lb-001")
        #expect(finding.environments.map(\.orientation) == [.portrait])
    }

    @Test("a view xib designed narrower than any screen (a 300 pt toast) is a component at its design size: no screen insets, no rule about the screen's edges")
    func component() throws {
        let result = lint(["Contexts/Toast.xib"], keep: true)
        let measured = try #require(result.measurements.values.first?.first)
        #expect(measured.environment.presentation == .component)
        #expect(measured.view(id: "Tst-Vw-001")?.frame == Rect(x: 0, y: 0, width: 300, height: 60))
        #expect(measured.view(id: "Tst-Vw-001")?.safeAreaInsets == .zero)
        let screenRules = Set(RuleRegistry.all.map(\.description).filter(\.needsScreen).map(\.id))
        #expect(!screenRules.isEmpty)
        #expect(result.findings.filter { screenRules.contains($0.rule) }.isEmpty)
    }
}

@Suite("The configuration's contexts")
struct ConfiguredContextTests {
    @Test("an entry locks a file to portrait; the findings say so, with the line")
    func lockedToPortrait() throws {
        let config = try configuration("""
        contexts:
          - { path: "**/SimulatedBar.xib", orientations: [portrait] }
        """)
        let result = lint(["Contexts/SimulatedBar.xib"], configuration: config)
        let input = try #require(result.inputs.first)
        #expect(input.environments.allSatisfy { $0.orientation == .portrait })
        #expect(input.environments.map(\.device) == defaultPhones + defaultPads)
        // The label's findings were in landscape only: locked to portrait, it has none.
        #expect(result.findings.filter { $0.rule == "content-in-unsafe-area" }.isEmpty)
    }

    @Test("an entry presents a scene by class, puts it in a container, and restricts the devices")
    func presentationByClass() throws {
        let config = try configuration("""
        contexts:
          - class: ListViewController
            presentation: formSheet
            devices: [iPhone]
        """)
        let result = lint(["Contexts/SimulatedBar.xib"], configuration: config, keep: true)
        let measurements = try #require(result.measurements.values.first)
        #expect(Set(measurements.map(\.environment.device)) == Set(defaultPhones))
        #expect(measurements.contains { $0.environment.presentation == .formSheet })
        let finding = try #require(result.findings.first)
        #expect(finding.contexts.first == "as a form sheet: .layout-lint.yml:2 (full screen in compact height); iPhone only: .layout-lint.yml:2")
    }

    @Test("an entry says the code keeps the view below the bars (edgesForExtendedLayout = []): the root starts below the navigation bar")
    func extendedEdges() throws {
        var config = try configuration("""
        contexts:
          - { class: ListViewController, extendedEdges: [] }
        """)
        config.matrix.devices = ["iPhone 14 Pro"]
        let result = lint(["Contexts/SimulatedBar.xib"], configuration: config, keep: true)
        let measured = try #require(result.measurements.values.first?.first { $0.environment.orientation == .portrait })
        // facts: devices["iPhone 14 Pro"].statusBar.portrait (54) + bars navigationBar, iPhone
        // portrait, small title (44). The root and its scroll view start below the bar, so the
        // scroll view has nothing to adjust for at the top.
        #expect(abs((measured.view(id: "Lst-Vw-001")?.frame.minY ?? 0) - (54 + 44)) < 0.001)
        let scroll = try #require(measured.view(id: "Lst-Sv-001")?.scroll)
        #expect(scroll.adjustedContentInset.top == 0)
        #expect(abs((measured.view(id: "Lst-Lb-001")?.frame.minY ?? 0) - (54 + 44)) < 0.001)
        let finding = try #require(result.findings.first)
        #expect(finding.contexts.first?.hasSuffix("; extended edges: none (.layout-lint.yml:2)") == true)
    }

    @Test("an entry says the code lays a view out (named by its outlet): no rule judges where it is, the other views stay checked, and a name that names no view is reported")
    func placedByCode() throws {
        var config = try configuration("""
        contexts:
          - { class: FloorsViewController, placedByCode: [floorLevelPickerView, floorPicker] }
        """)
        config.matrix.devices = ["iPhone 15 Pro"]
        var plain = Configuration()
        plain.matrix = config.matrix
        let alone = lint(["Contexts/FloorPicker.xib"], configuration: plain)
        // Its canvas frame (y 636, 216 tall) ends at the bottom of the 852 pt screen: over the
        // 34 pt home indicator inset (facts: devices["iPhone 15 Pro"].safeAreaInsets.portrait.bottom).
        #expect(Set(alone.findings.filter { $0.element == "Flr-Pk-001" }.map(\.rule)) == ["content-in-unsafe-area", "wrap-safe-area-unaware-control"])
        let result = lint(["Contexts/FloorPicker.xib"], configuration: config)
        #expect(result.findings.filter { $0.element == "Flr-Pk-001" }.isEmpty)
        #expect(Set(result.findings.filter { $0.element == "Flr-Lb-001" }.map(\.rule)) == ["content-in-unsafe-area"])
        let unused = try #require(result.findings.first { $0.rule == "unused-suppression" })
        #expect(unused.message == "placedByCode name 'floorPicker' names no view: no outlet, element id or user label of the scenes its entry matches")
        #expect(unused.location.description == ".layout-lint.yml:2:5")
        #expect(result.findings.count == 2)
        // By element id, as by outlet.
        var byID = try configuration("contexts:\n  - { class: FloorsViewController, placedByCode: [Flr-Pk-001] }")
        byID.matrix.devices = ["iPhone 15 Pro"]
        #expect(lint(["Contexts/FloorPicker.xib"], configuration: byID).findings.filter { $0.element == "Flr-Pk-001" }.isEmpty)
    }

    @Test("entries are validated with located errors and the closest names", arguments: [
        ("contexts:\n  - { path: a.xib, orientation: [portrait] }", ".layout-lint.yml:2:20: error: unknown key 'contexts.orientation'; did you mean 'orientations' or 'presentation'?"),
        ("contexts:\n  - { orientations: [portrait] }", ".layout-lint.yml:2:5: error: a context entry needs what it applies to: path, scene or class"),
        ("contexts:\n  - { class: A }", ".layout-lint.yml:2:5: error: a context entry needs what it says: orientations, devices, presentation, size, container, extendedEdges or placedByCode"),
        ("contexts:\n  - { class: A, extendedEdges: [up] }", ".layout-lint.yml:2:33: error: 'contexts.extendedEdges' has 'up'; did you mean 'top'?"),
        ("contexts:\n  - { class: A, presentation: formsheet }", ".layout-lint.yml:2:31: error: 'contexts.presentation' is 'formsheet'; did you mean 'formSheet'?"),
        ("contexts:\n  - { class: A, devices: [iPod] }", ".layout-lint.yml:2:27: error: 'contexts.devices' has 'iPod'; did you mean 'iPad'?"),
        ("contexts:\n  - { class: A, size: { width: 0, height: 10 } }", ".layout-lint.yml:2:32: error: 'contexts.size.width' must be a number of points from 1 to 10000"),
        ("contexts:\n  - { class: A, placedByCode: { a: b } }", ".layout-lint.yml:2:31: error: 'contexts.placedByCode' must be a list, such as [a, b]"),
        ("contexts: { class: A }", ".layout-lint.yml:1:11: error: 'contexts' must be a list of entries such as { class: LoginViewController, orientations: [portrait] }"),
    ])
    func validation(_ text: String, _ expected: String) {
        switch Configuration.parse(text, path: ".layout-lint.yml") {
        case .success: Issue.record("\(text) was accepted")
        case .failure(let failure): #expect(failure.errors.map(\.description).first == expected)
        }
    }
}

@Suite("Contexts from the app's code")
struct CodeContextTests {
    /// The document alone in a folder of its own, without the code beside it: what the
    /// documents say by themselves.
    private func lintWithoutCode(_ file: String, configuration: Configuration) throws -> LintResult {
        let name = String(file.split(separator: "/").last!)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-alone-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: TestPaths.data(file), to: folder.appendingPathComponent(name))
        return Pipeline.run(LintRequest(paths: [folder.path], configuration: configuration, jobs: 2, keepMeasurements: true))
    }

    private func lintFolder(_ name: String, keep: Bool = false) -> LintResult {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        return lint([name], configuration: configuration, keep: keep)
    }

    @Test("a xib controller presented with the default style: its findings name the lines, and without the code it is assumed and a warning at most")
    func presented() throws {
        let result = lintFolder("Code/Presented")
        let label = try #require(result.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(label.contexts.first == "as a form sheet: MapViewController.swift:5 creates it, MapViewController.swift:6 presents it with the default style (automatic): a form sheet from iOS 18")
        #expect(label.severity == .error)
        // The same document with no code beside it: full screen assumed, so a warning.
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = lint(["Contexts/FloorPicker.xib"], configuration: configuration)
        let assumed = try #require(alone.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(assumed.severity == .warning)
        #expect(assumed.contexts.first?.hasPrefix("full screen: assumed full screen: no presentation found") == true)
    }

    @Test("a xib controller pushed by a controller that the code presents in a navigation controller is in that sheet: its context names the push and the pusher's presentation")
    func pushedInSheet() throws {
        let result = lintFolder("Code/PushedInSheet")
        let label = try #require(result.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(label.contexts.first == "as a form sheet: MapViewController.swift:12 creates it, MapViewController.swift:13 pushes it onto a navigation controller, MapViewController.swift:5 creates it (LevelsViewController, which pushes it), MapViewController.swift:6 puts it in a navigation controller (LevelsViewController, which pushes it), MapViewController.swift:6 presents it with the default style (LevelsViewController, which pushes it) (automatic): a form sheet from iOS 18")
        #expect(label.severity == .error)
        #expect(label.evidence.map(\.line) == [12, 13, 5, 6, 6])
    }

    @Test("a xib controller the code pushes from the root of a navigation controller that a storyboard segue presents with the default style is in that sheet: its context names the push and the segue's line")
    func pushedInSegueSheet() throws {
        let result = lintFolder("Code/PushedInSegueSheet", keep: true)
        let floors = try #require(result.documents.values.first { $0.path.hasSuffix("FloorPicker.xib") })
        #expect(floors.scenes.first?.contexts.map(\.presentation) == [.formSheet])
        #expect(floors.scenes.first?.contexts.first?.isAutomatic == true)
        #expect(floors.scenes.first?.contexts.first?.evidence.map(\.description) == [
            "LevelsViewController.swift:7 creates it", "LevelsViewController.swift:8 pushes it onto a navigation controller",
            "Main.storyboard:22 a segue presents its navigation controller with the default style (LevelsViewController, which pushes it)",
        ])
        let label = try #require(result.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(label.severity == .error)
    }

    @Test("a navigation bar the code makes opaque (its appearance proxy; the controller's own viewDidLoad, shared by the screens it pushes) lays the screen out below the bar: the label 4 pt from the view's top is clear of it; without the code it is under the bar")
    func opaqueBarsFromCode() throws {
        let result = lintFolder("Code/OpaqueBars/Appearance", keep: true)
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let chart = try #require(result.documents.values.first { $0.path.hasSuffix("ChartViewController.xib") })
        #expect(chart.scenes.first?.contexts.first?.evidence.map(\.description) == [
            "AppDelegate.swift:13 creates it", "AppDelegate.swift:14 pushes it onto a navigation controller",
            "AppDelegate.swift:6 makes every navigation bar opaque (its appearance proxy)",
        ])
        let objc = lintFolder("Code/OpaqueBars/ObjC", keep: true)
        #expect(objc.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let account = try #require(objc.documents.values.first { $0.path.hasSuffix("AccountViewController.xib") })
        #expect(account.scenes.first?.contexts.first?.evidence.last?.description == "SettingsViewController.m:8 makes the navigation bar opaque (SettingsViewController)")
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/OpaqueBars/ObjC/AccountViewController.xib", configuration: configuration)
        // facts: devices["iPhone 15 Pro"].portrait.top = 59: a label 4 pt from the top is under the status bar.
        #expect(alone.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element) == ["Acc-Lb-001"])
    }

    @Test("a label the code hides whenever the screen is set up (in a method viewDidLoad calls) is not checked, and the context names the line; one hidden and shown again, or hidden on a condition, is checked; without the code all three are under the status bar")
    func hiddenByCode() throws {
        let result = lintFolder("Code/HiddenByCode")
        let unsafe = result.findings.filter { $0.rule == "content-in-unsafe-area" }
        #expect(unsafe.map(\.element).sorted() == ["Ofr-Lb-002", "Ofr-Lb-003"])
        #expect(unsafe.first?.evidence.map(\.description).last == "OfferViewController.swift:20 hides it as the screen is set up (configure)")
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/HiddenByCode/OfferViewController.xib", configuration: configuration)
        // facts: devices["iPhone 15 Pro"].portrait.top = 59: labels 4 pt from the top are under the status bar.
        #expect(alone.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element).sorted() == ["Ofr-Lb-001", "Ofr-Lb-002", "Ofr-Lb-003"])
    }

    @Test("without a project, each folder checked keeps its own code: two samples with the same class do not mix")
    func foldersKeepTheirCode() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let result = lint(["Code/Presented", "Code/ObjC"], configuration: configuration)
        let swift = try #require(result.findings.first { $0.location.file.hasSuffix("Presented/FloorPicker.xib") && $0.element == "Flr-Lb-001" })
        #expect(Set(swift.evidence.map(\.file)) == ["Tests/Data/Code/Presented/MapViewController.swift"])
        let objc = try #require(result.findings.first { $0.location.file.hasSuffix("ObjC/FloorPicker.xib") && $0.element == "Flr-Lb-001" })
        #expect(Set(objc.evidence.map(\.file)) == ["Tests/Data/Code/ObjC/MapViewController.m"])
    }

    @Test("an outlet framed in viewDidLayoutSubviews is not judged; the rest of the screen is")
    func framed() throws {
        let result = lintFolder("Code/Framed")
        #expect(result.findings.filter { $0.element == "Flr-Pk-001" }.isEmpty)
        let label = try #require(result.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(label.contexts.first == "full screen: FloorsViewController.swift:17 creates it, FloorsViewController.swift:17 makes it a window's root view controller")
    }

    @Test("settings the code gives outlets: text set at run time is not judged as prose, an inset from the safe area keeps a never-adjusting table clear, an inset of the code's own is named, automatic row heights are read")
    func outletSettings() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro", "iPad Pro 13-inch (M4/M5)"]
        let result = lint(["Code/Settings"], configuration: configuration)
        #expect(!result.findings.contains { $0.element == "Rdr-Lb-001" && $0.rule == "multiline-text-exceeds-readable-width" })
        #expect(!result.findings.contains { $0.element == "Rdr-Tv-001" && $0.rule == "scroll-view-never-adjusts" })
        let notes = try #require(result.findings.first { $0.element == "Rdr-Tv-002" && $0.rule == "scroll-view-never-adjusts" })
        #expect(notes.severity == .warning)
        #expect(notes.message.hasSuffix("never adjusts its content inset; the code sets its content inset at ReaderViewController.swift:13, which layout-lint does not evaluate"), "\(notes.message)")
        // The same document without its code: the label's text is the design's prose, and
        // both tables leave their last rows under the home indicator.
        let alone = try lintWithoutCode("Code/Settings/ReaderViewController.xib", configuration: configuration)
        #expect(alone.findings.contains { $0.element == "Rdr-Lb-001" && $0.rule == "multiline-text-exceeds-readable-width" })
        #expect(Set(alone.findings.filter { $0.rule == "scroll-view-never-adjusts" }.map(\.element)) == ["Rdr-Tv-001", "Rdr-Tv-002"])
    }

    @Test("a left constraint whose outlet the code switches is the code's to mirror; the same constraint without code is reported")
    func switchedByCode() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        configuration.matrix.directions = [.leftToRight, .rightToLeft]
        let result = lint(["Code/Switched"], configuration: configuration)
        let leftRight = result.findings.filter { $0.rule == "left-right-constraint" }.map(\.element)
        #expect(leftRight == ["Bdg-Ct-003"])
    }

    @Test("a view whose class gives its own size is unknown, not ambiguous, and the label beside it is not blamed; without the code the group is reported once")
    func contentFromCode() throws {
        let result = lintFolder("Code/Built")
        #expect(!result.findings.contains { $0.rule == "ambiguous-layout" })
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/Built/ProfileViewController.xib", configuration: configuration)
        #expect(alone.findings.filter { $0.rule == "ambiguous-layout" }.map(\.element) == ["Prf-Rv-001"])
    }

    @Test("a view hidden in the nib that the code shows is checked as shown, and the findings say which line shows it")
    func shownByCode() throws {
        let result = lintFolder("Code/Shown")
        let picker = try #require(result.findings.first { $0.element == "Flr-Pk-001" && $0.rule == "content-in-unsafe-area" })
        #expect(picker.contexts.first?.contains("; views hidden in the document are checked as shown: FloorsViewController.swift:9 shows or hides it (a computed value)") == true)
        #expect(picker.evidence.last?.code == "floorLevelPickerView.isHidden = floors.isEmpty")
        // The same document without its code: the hidden picker is not laid out.
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/Shown/FloorPicker.xib", configuration: configuration)
        #expect(!alone.findings.contains { $0.element == "Flr-Pk-001" })
        #expect(alone.findings.contains { $0.element == "Flr-Lb-001" })
    }

    @Test("an empty holder the code fills, pinned to the bottom edge: a warning that names the line that fills it; a backdrop the code only colours is not a holder; without the code both are assumed to hold content")
    func holderFilledByCode() throws {
        let result = lintFolder("Code/Holder")
        let holders = result.findings.filter { $0.rule == "content-in-unsafe-area" }
        #expect(holders.map(\.element) == ["Edt-Vw-001"])
        let holder = try #require(holders.first)
        #expect(holder.severity == .warning)
        // facts: devices["iPhone 11"].portrait.bottom = 34: the sheet keeps the home indicator's inset.
        #expect(holder.message.hasPrefix("view \"Toolbar Holder\" (Edt-Vw-001) (outlet `toolbarHolder`) is empty in the document and the code puts views in it (EditorViewController.swift:11); it reaches 34 pt into the bottom unsafe area, under the home indicator, where what it holds lands unless pinned to its safe area (placed by Edt-Vw-000.bottom == Edt-Vw-001.bottom)"))
        // The same document without its code: the outlet is all that is known of either view.
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        configuration.matrix.orientations = [.portrait]
        let alone = try lintWithoutCode("Code/Holder/EditorViewController.xib", configuration: configuration)
        let assumed = alone.findings.filter { $0.rule == "content-in-unsafe-area" }
        #expect(assumed.map(\.element).sorted() == ["Edt-Vw-001", "Edt-Vw-002"])
        #expect(assumed.allSatisfy { $0.severity == .warning && $0.message.contains("is empty in the document and assumed to hold what the code puts in it (nothing else is known of that code)") })
    }

    @Test("an input bar designed at a screen's width that the code makes a keyboard's input accessory rests on the screen's bottom edge while the keyboard is down: its send button, 8 pt above the bar's bottom, is under the home indicator; the fix (pinned to its safe area) passes, with an Objective-C getter")
    func inputAccessory() throws {
        let result = lintFolder("Code/Accessory")
        let findings = result.findings.filter { $0.rule != "not-evaluated" }
        #expect(findings.map { "\($0.element) \($0.rule)" } == ["Cib-Bt-001 content-in-unsafe-area", "Cib-Tf-001 bottom-control-padding"])
        let send = try #require(findings.first)
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34, landscape.bottom = 21; the button's bottom is 11 pt above the bar's.
        #expect(send.message.hasPrefix("button \"Send\" (Cib-Bt-001) overlaps the bottom unsafe area by 24 pt"))
        #expect(send.environments.map(\.label) == ["iPhone 15 Pro · portrait · L · ltr · full width at the bottom",
                                                    "iPhone 15 Pro · landscape · L · ltr · full width at the bottom"])
        #expect(send.evidence.map(\.description) == ["ChatViewController.swift:14 puts it on the screen's bottom edge"])
        #expect(send.contexts.first?.hasPrefix("across the screen's bottom edge: ") == true)
        let fixed = lintFolder("Code/AccessoryFixed", keep: true)
        #expect(fixed.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let document = try #require(fixed.documents.values.first)
        #expect(document.scenes.first?.contexts.map(\.presentation) == [.fullWidthBottom])
        #expect(document.scenes.first?.contexts.first?.evidence.map(\.line) == [19])
        // facts: devices["iPhone 15 Pro"] portrait, 393 x 852, bottom inset 34: the bar is laid out on the bottom edge with it.
        let measured = try #require(fixed.measurements.values.first?.first { $0.environment.orientation == .portrait })
        #expect(measured.view(id: "Cib-Vw-001")?.frame == Rect(x: 0, y: 800, width: 393, height: 52))
        #expect(measured.view(id: "Cib-Vw-001")?.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test("a footer the code pins to its view's bottom anchor gets the bottom inset; a header the code makes a table's header keeps the sides only, and its context names the line")
    func pinnedByCode() throws {
        let result = lintFolder("Code/PinnedFooter")
        let findings = result.findings.filter { $0.rule != "not-evaluated" }
        #expect(findings.map { "\($0.element) \($0.rule)" } == ["Rft-Bt-001 content-in-unsafe-area", "Rft-Tf-001 bottom-control-padding",
                                                                  "Rhd-Tf-001 content-in-unsafe-area", "Rhd-Bt-001 content-in-unsafe-area"])
        let pay = try #require(findings.first)
        #expect(pay.evidence.map(\.line) == [14])
        #expect(pay.environments.map(\.label).first == "iPhone 15 Pro · portrait · L · ltr · full width at the bottom")
        let header = try #require(findings.last)
        #expect(header.environments.map(\.label) == ["iPhone 15 Pro · landscape · L · ltr · full width"])
        #expect(header.evidence.map { "\($0.line) \($0.says)" } == ["8 makes it a table's header or footer"])
    }

    @Test("a list that stops at the safe area's bottom leaves a strip under it; where the controller raises the keyboard as its screen appears, the keyboard covers that strip: no finding")
    func keyboardOnAppear() throws {
        let result = lintFolder("Code/Keyboard", keep: true)
        let strips = result.findings.filter { $0.rule == "background-not-full-bleed" }
        #expect(strips.map(\.element) == ["Hst-Tb-001"])
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34.
        #expect(strips.first?.message.hasPrefix("tableView Hst-Tb-001 stops 34 pt short of the bottom edge of the screen") == true)
        let search = try #require(result.documents.values.first { $0.path.hasSuffix("SearchViewController.xib") })
        #expect(search.codeSettings["Srh-Vw-001"]?[.keyboardOnAppear]?.description
                == "Screens.swift:8 raises the keyboard as the screen appears (becomeFirstResponder in viewWillAppear)")
    }

    @Test("a popover segue from a controller whose code keeps its popovers (adaptivePresentationStyle returns none) is a popover on iPhone too, at its content size: its list leaves no strip above the home indicator; without the code it adapts to a sheet, and the list stops short")
    func popoverKeptThroughSegue() throws {
        let result = lintFolder("Code/PopoverSegue", keep: true)
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let document = try #require(result.documents.values.first)
        let layers = try #require(document.scenes.first { $0.id.contains("Lay") })
        #expect(layers.contexts.map(\.presentation) == [.popoverKept])
        #expect(layers.contexts.first?.evidence.map(\.description) == ["MapViewController.swift:8 keeps its popovers in compact width (adaptivePresentationStyle returns none)"])
        #expect(result.inputs.first?.environments.map(\.presentation).contains(.popoverKept) == true)
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/PopoverSegue/Map.storyboard", configuration: configuration)
        // facts: devices["iPhone 15 Pro"].portrait.bottom = 34: the adapted sheet keeps the home indicator's inset.
        #expect(alone.findings.filter { $0.rule == "background-not-full-bleed" }.map(\.element) == ["Lay-Tb-001"])
    }

    @Test("a controller made from a class held in a list (`type: BarChartViewController.self`, `@\"class\": PieChartViewController.class`, then `type.init(...)` or `[[screenClass alloc] init]`) is shown where that value goes: pushed, below the bar its base class stops at; without the code its label is under the status bar")
    func classHeldInList() throws {
        let result = lintFolder("Code/ClassList", keep: true)
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
        let pie = try #require(result.documents.values.first { $0.path.hasSuffix("PieChartViewController.xib") })
        #expect(pie.scenes.first?.contexts.map(\.presentation) == [.fullScreen])
        #expect(pie.scenes.first?.contexts.first?.evidence.map(\.description) == [
            "DemoListViewController.m:19 creates it from a class value (the list at line 13 holds PieChartViewController)",
            "DemoListViewController.m:20 pushes it onto a navigation controller",
            "PieChartViewController.m:7 sets edgesForExtendedLayout to none (PieChartViewController)",
        ])
        let bar = try #require(result.documents.values.first { $0.path.hasSuffix("BarChartViewController.xib") })
        #expect(bar.scenes.first?.contexts.first?.evidence.map(\.description) == [
            "Catalog.swift:22 creates it from a class value (the list at line 17 holds BarChartViewController)",
            "Catalog.swift:23 pushes it onto a navigation controller",
            "Catalog.swift:7 sets edgesForExtendedLayout to none (ChartViewController)",
        ])
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/ClassList/PieChartViewController.xib", configuration: configuration)
        // facts: devices["iPhone 15 Pro"].portrait.top = 59: a label 4 pt from the top is 55 pt under the status bar.
        #expect(alone.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element) == ["Pie-Lb-001"])
    }

    @Test("a controller's xib at a freeform size no screen has is assumed a child, and says so; where the code pushes it, the code wins: full screen, with the screen's insets")
    func freeformShownByCode() throws {
        let result = lintFolder("Code/Freeform")
        let label = try #require(result.findings.first { $0.element == "Sgn-Lb-001" })
        #expect(label.rule == "content-in-unsafe-area")
        #expect(label.contexts.first == "full screen: SignInViewController.swift:7 creates it, SignInViewController.swift:8 pushes it onto a navigation controller")
        // The same document without its code: a child at its design size, assumed, no screen rule.
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let alone = try lintWithoutCode("Code/Freeform/SignInViewController.xib", configuration: configuration)
        #expect(alone.findings.isEmpty)
        let document = try #require(alone.documents.values.first)
        #expect(document.scenes.first?.contexts.map(\.presentation) == [.child])
        #expect(document.scenes.first?.contexts.first?.source.hasPrefix("assumed a child: designed at 282 × 382 (") == true)
        #expect(document.scenes.first?.contexts.first?.isShownByCode == true)
    }

    @Test("a document named for one family is checked on that family only, and says so; the name wins over an iPad runtime the file was copied with")
    func namedForFamily() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-family-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let toast = try String(contentsOf: TestPaths.data("Contexts/Toast.xib"), encoding: .utf8)
        let ipadRuntime = toast.replacingOccurrences(of: "type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\"", with: "type=\"com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB\"")
            .replacingOccurrences(of: "targetRuntime=\"iOS.CocoaTouch\"", with: "targetRuntime=\"iOS.CocoaTouch.iPad\"")
        try ipadRuntime.write(to: folder.appendingPathComponent("Toast_iPhone.xib"), atomically: true, encoding: .utf8)
        try toast.write(to: folder.appendingPathComponent("Toast~ipad.xib"), atomically: true, encoding: .utf8)
        let result = Pipeline.run(LintRequest(paths: [folder.path], configuration: Configuration(), jobs: 2, keepMeasurements: true))
        let phone = try #require(result.inputs.first { $0.path.hasSuffix("Toast_iPhone.xib") })
        #expect(Set(phone.environments.map(\.device)) == Set(defaultPhones))
        let pad = try #require(result.inputs.first { $0.path.hasSuffix("Toast~ipad.xib") })
        #expect(Set(pad.environments.map(\.device)) == Set(defaultPads))
        let document = try #require(result.documents.first { $0.key.hasSuffix("Toast_iPhone.xib") }?.value)
        #expect(document.scenes.first?.contexts.first?.source.hasSuffix("; named for iPhone (Toast_iPhone.xib): checked on iPhones only") == true)
    }

    @Test("a test that makes a controller the window's root says nothing of how the app shows it: only the app's code counts for a document outside the tests")
    func testCodeLeftOut() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let result = Pipeline.run(LintRequest(paths: [TestPaths.data("Code/TestsOnly").path], configuration: configuration, jobs: 2,
                                              keepMeasurements: true))
        let document = try #require(result.documents.values.first)
        #expect(document.scenes.first?.contexts.map(\.presentation) == [.formSheet])
        #expect(document.scenes.first?.contexts.first?.evidence.map(\.description) == [
            "ReaderViewController.swift:7 creates it", "ReaderViewController.swift:9 presents it with the default style", "ReaderViewController.swift:8 sets its modalPresentationStyle",
        ])
        #expect(result.findings.filter { $0.rule != "not-evaluated" }.isEmpty)
    }

    @Test("a class nothing creates: its document is skipped with the reason")
    func unused() throws {
        let result = lintFolder("Code/Unused")
        let input = try #require(result.inputs.first { $0.path.hasSuffix("FloorPicker.xib") })
        #expect(input.status == .skipped)
        #expect(input.errors.first?.message.hasPrefix("not checked: no code creates FloorsViewController: its name appears in no source file but its declaration (") == true)
        #expect(result.findings.filter { $0.location.file.hasSuffix("FloorPicker.xib") }.isEmpty)
    }

    @Test("a base class locking portrait: pushed, checked in portrait only, and the findings say why")
    func portrait() throws {
        let result = lintFolder("Code/Portrait")
        let input = try #require(result.inputs.first { $0.path.hasSuffix("FloorPicker.xib") })
        #expect(Set(input.environments.map(\.orientation)) == [.portrait])
        let label = try #require(result.findings.first { $0.element == "Flr-Lb-001" })
        #expect(label.contexts.first == "full screen: Controllers.swift:13 creates it, Controllers.swift:13 pushes it onto a navigation controller; portrait only: Controllers.swift:4 portrait only (BaseViewController.supportedInterfaceOrientations)")
    }

    @Test("pushed by a controller that hides the navigation bar when it appears: laid out without the bar, and the finding says why")
    func hiddenBar() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let hidden = lint(["Code/HiddenBar"], configuration: configuration, keep: true)
        let withoutBar = try #require(hidden.findings.first { $0.element == "Flr-Lb-001" && $0.rule == "content-in-unsafe-area" })
        #expect(withoutBar.contexts.first == "full screen: Controllers.swift:12 creates it, Controllers.swift:12 pushes it onto a navigation controller; Controllers.swift:6 hides the navigation bar when it appears (FloorsViewController.viewWillAppear)")
        #expect(withoutBar.evidence.map(\.place).last == "Tests/Data/Code/HiddenBar/Controllers.swift:6")
        // The navigation controller the code pushes it onto shows no bar.
        let document = try #require(hidden.documents.first { $0.key.hasSuffix("FloorPicker.xib") }?.value)
        guard case .viewController(let navigation) = document.scenes[0].root else { Issue.record("no controller"); return }
        #expect(navigation.kind == .navigationController)
        #expect(navigation.navigation?.navigationBarHidden == true)
    }

    @Test("Objective-C: wrapped in a navigation controller and presented as a form sheet")
    func objectiveC() throws {
        let result = lintFolder("Code/ObjC")
        let finding = try #require(result.findings.first { $0.location.file.hasSuffix("FloorPicker.xib") })
        #expect(finding.contexts.first?.hasPrefix("as a form sheet: MapViewController.m:8 creates it, MapViewController.m:9 puts it in a navigation controller, MapViewController.m:11 presents it with the default style, MapViewController.m:10 sets its modalPresentationStyle") == true)
    }
}

@Suite("Right-to-left rules and the languages an app ships")
struct ShippedLanguageTests {
    /// A copy of the PortraitPhone app whose storyboard pins a view by `left`, localized in `regions`.
    private func app(regions: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-regions-\(regions.joined(separator: "-"))-\(getpid())")
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.copyItem(at: TestPaths.data("Projects/PortraitPhone"), to: folder)
        let storyboard = folder.appendingPathComponent("App/Base.lproj/Main.storyboard")
        let text = try String(contentsOf: storyboard, encoding: .utf8).replacingOccurrences(of: "ttribute=\"leading\"", with: "ttribute=\"left\"")
        try text.write(to: storyboard, atomically: true, encoding: .utf8)
        let project = folder.appendingPathComponent("PortraitPhone.xcodeproj/project.pbxproj")
        let list = regions.map { "\t\t\t\t\($0),\n" }.joined()
        let pbxproj = try String(contentsOf: project, encoding: .utf8)
            .replacingOccurrences(of: "\t\t\tmainGroup = ", with: "\t\t\tknownRegions = (\n\(list)\t\t\t);\n\t\t\tmainGroup = ")
        try pbxproj.write(to: project, atomically: true, encoding: .utf8)
        return folder
    }

    @Test("an app localized in no right-to-left language gets no direction findings, and its context says so; one that ships Arabic keeps them")
    func directionRules() throws {
        let latin = try app(regions: ["en", "Base", "de"])
        defer { try? FileManager.default.removeItem(at: latin) }
        let arabic = try app(regions: ["en", "Base", "ar"])
        defer { try? FileManager.default.removeItem(at: arabic) }
        let shipsLatin = Pipeline.run(LintRequest(paths: [latin.path], jobs: 2))
        #expect(!shipsLatin.findings.contains { $0.rule == "left-right-constraint" })
        let context = try #require(shipsLatin.findings.first?.contexts.last)
        #expect(context.hasPrefix("iPhone only, portrait only, no right-to-left language (de, en): "))
        let shipsArabic = Pipeline.run(LintRequest(paths: [arabic.path], jobs: 2))
        #expect(shipsArabic.findings.contains { $0.rule == "left-right-constraint" })
    }
}

@Suite("Storyboard scenes and the code")
struct StoryboardSceneCodeTests {
    @Test("a scene instantiated by its identifier is shown as the code shows it; one whose class the code only makes with its initialiser is never loaded, so not checked")
    func scenes() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let result = Pipeline.run(LintRequest(paths: [TestPaths.data("Code/StoryboardScenes").path], configuration: configuration, jobs: 2))
        let input = try #require(result.inputs.first { $0.path.hasSuffix("Main.storyboard") })
        #expect(input.scenes.map(\.id) == ["Set-Sc-001"])
        let finding = try #require(result.findings.first { $0.element == "Set-Lb-001" })
        #expect(finding.contexts.first == "full screen: Flows.swift:10 instantiates it by its storyboard identifier, Flows.swift:11 pushes it onto a navigation controller")
        #expect(!result.findings.contains { $0.element == "Atr-Lb-001" })
    }
}

@Suite("Swift packages: their test data is not an app's screen")
struct PackageTestDataTests {
    @Test("a package's documents in a test target, in a target only its tests use, or under Tests/ are skipped with the manifest's line; the library's own xib is checked; a file or a folder named inside the tests is checked anyway")
    func testDataSkipped() throws {
        var configuration = Configuration()
        configuration.matrix.devices = ["iPhone 15 Pro"]
        let result = lint(["Packages/Kit"], configuration: configuration)
        func reason(_ suffix: String) -> String? {
            result.inputs.first { $0.path.hasSuffix(suffix) }.flatMap { $0.status == .skipped ? $0.errors.first?.message : "checked" }
        }
        #expect(reason("BannerViewController.xib") == "checked")
        #expect(reason("FixtureViewController.xib")?.contains("Packages/Kit/Package.swift:9 declares KitTestSupport, which no product holds and only test targets use") == true)
        #expect(reason("SampleViewController.xib")?.contains("Packages/Kit/Package.swift:10 declares KitTests a test target") == true)
        #expect(reason("SnapshotViewController.xib")?.contains("Packages/Kit/Package.swift keeps test targets only under Tests/") == true)
        #expect(reason("SnapshotViewController.xib")?.hasSuffix("so no app shows it: not checked; name the file to check it anyway") == true)
        // facts: devices["iPhone 15 Pro"].portrait.top = 59, plus the pushing navigation bar.
        #expect(result.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element) == ["Ban-Lb-001"])
        let named = lint(["Packages/Kit/Tests/Snapshots/SnapshotViewController.xib"], configuration: configuration)
        #expect(named.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element) == ["Snp-Lb-001"])
        let folder = lint(["Packages/Kit/Tests"], configuration: configuration)
        #expect(folder.inputs.map(\.status) == [.ok, .ok])
    }
}
