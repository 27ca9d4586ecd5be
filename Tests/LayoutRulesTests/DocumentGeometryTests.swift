import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// What the geometry reads from Interface Builder documents written the way Xcode writes
// them (Tests/Data/Geometry): the keyboard layout guide, SF Symbols, size-class variations,
// attributed multiline text, cell accessories, hidden stack members, top-level views, and a
// view its constraints do not size. Numbers come from the facts files, cited at each use.

private let se = "iPhone SE (3rd generation)"
private let iPhone11 = "iPhone 11"
private let iPhone15Pro = "iPhone 15 Pro"
private let iPadPro11 = "iPad Pro 11-inch (M4/M5)"
private let iPadPro13 = "iPad Pro 13-inch (M4/M5)"

/// Lints one document of Tests/Data/Geometry on `devices`, keeping the measurements.
private func lint(_ name: String, devices: [String], orientations: [Orientation] = [.portrait],
                  windows: [WindowMode]? = nil) -> LintResult {
    var configuration = Configuration()
    configuration.matrix.devices = devices
    configuration.matrix.orientations = orientations
    configuration.matrix.windows = windows
    return Pipeline.run(LintRequest(paths: [TestPaths.data("Geometry/\(name)").path], configuration: configuration,
                                    jobs: 2, keepMeasurements: true))
}

private extension LintResult {
    /// The scene measured on `device` (in `orientation`, `window`).
    func scene(_ id: String? = nil, _ device: String, _ orientation: Orientation = .portrait,
               window: WindowMode = .full) throws -> MeasuredScene {
        try #require(measurements.values.flatMap { $0 }.first {
            (id == nil || $0.sceneID == id) && $0.environment.device == device
                && $0.environment.orientation == orientation && $0.environment.window == window
        })
    }
}

private extension MeasuredScene {
    func frame(_ id: String) throws -> Rect { try #require(view(id: id)).frame }
}

/// facts: devices[name].points, turned for landscape.
private func screenSize(_ device: String, _ orientation: Orientation) throws -> (width: Double, height: Double) {
    let list = try #require(FactsFiles.devices["devices"] as? [[String: Any]])
    let points = try #require(list.first { $0["name"] as? String == device }?["points"] as? [Double])
    return orientation == .portrait ? (points[0], points[1]) : (points[1], points[0])
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 0.01 }

@Suite("Interface Builder documents: what the geometry reads")
struct DocumentGeometryTests {
    @Test("a form pinned to the keyboard layout guide: with the keyboard hidden, the guide's top is the safe area's bottom, or the view's bottom without usesBottomSafeArea",
          arguments: [se, iPhone15Pro, iPadPro11])
    func keyboardGuide(device: String) throws {
        let result = lint("KeyboardForm.storyboard", devices: [device])
        let size = try screenSize(device, .portrait)
        // facts: devices[device].portrait.bottom; facts-presentation: keyboardLayoutGuide
        // "keyboard hidden (offscreen)": guide.top == safeAreaLayoutGuide.bottom.
        let bottomInset = try #require(FactsFiles.insets(device, "portrait")).bottom
        let compose = try result.scene("Kbd-Sc-001", device)
        #expect(close(try compose.frame("Kbd-Bt-001").maxY, size.height - bottomInset - 8))
        // facts-presentation: keyboardLayoutGuide "usesBottomSafeArea (iOS 17)": false ties it
        // to view.bottomAnchor.
        let reply = try result.scene("Kbd-Sc-002", device)
        #expect(close(try reply.frame("Kbd-Bt-002").maxY, size.height - 8))
        // No view is left open by a dropped constraint.
        #expect(!result.findings.contains { $0.rule == "ambiguous-layout" || $0.rule == "not-evaluated" })
        // The Reply button then sits in the home indicator's inset where there is one.
        let overlaps = result.findings.filter { $0.rule == "content-in-unsafe-area" }.map(\.element)
        #expect(overlaps == (bottomInset > 8 ? ["Kbd-Bt-002"] : []))
    }

    @Test("SF Symbol image views take their size from the text style, the scale and the resource box's aspect")
    func symbols() throws {
        let scene = try lint("Symbols.storyboard", devices: [iPhone15Pro]).scene(nil, iPhone15Pro)
        // facts-presentation: sfSymbols "UIImage.size of a symbol is not the glyph box":
        // chevron.compact.down at 64 pt is 70.33 wide, so the larger side is 70.33/64 of the
        // point size; sfSymbols "symbol scales": large about 30% larger, small about 20% smaller.
        let perPoint = 70.33 / 64
        // Title 1 is 28 pt (UIKit's Dynamic Type table at Large); star.fill's box is 128 x 116.
        let star = try scene.frame("Sym-Iv-001")
        #expect(close(star.width, 28 * perPoint * 1.3))
        #expect(close(star.height, 28 * perPoint * 1.3 * 116 / 128))
        // Body is 17 pt; heart's box is 128 x 109.
        let heart = try scene.frame("Sym-Iv-002")
        #expect(close(heart.width, 17 * perPoint * 0.8))
        #expect(close(heart.height, 17 * perPoint * 0.8 * 109 / 128))
        #expect(scene.view(id: "Sym-Iv-001")?.sizeEstimate == "SF Symbol star.fill estimated at 28 pt, large scale (its text style)")
        #expect(close(heart.minY, star.maxY + 20))
        // Xcode 13 and later write the image as <imageReference catalog="system">: the same
        // estimate (body, 17 pt, medium; globe's box is 128 x 121), so the view is not open.
        let globe = try scene.frame("Sym-Iv-003")
        #expect(close(globe.width, 17 * perPoint))
        #expect(close(globe.height, 17 * perPoint * 121 / 128))
        #expect(scene.view(id: "Sym-Iv-003")?.sizeEstimate == "SF Symbol globe estimated at 17 pt, medium scale (its text style)")
    }

    @Test("size-class variations of constants and of hidden apply per environment: iPhone in both orientations, iPad full screen and in a 1/3 window")
    func variations() throws {
        let phone = lint("Variations.storyboard", devices: [iPhone15Pro], orientations: [.portrait, .landscape])
        // facts: devices["iPhone 15 Pro"].sizeClasses: portrait compact x regular, landscape
        // compact x compact; .portrait.top 59, .landscape.top 0.
        let portrait = try phone.scene(nil, iPhone15Pro, .portrait)
        #expect(try portrait.frame("Var-Cd-001") == Rect(x: (393 - 280) / 2, y: 59 + 200, width: 280, height: 180))
        #expect(portrait.view(id: "Var-Lb-001")?.isHidden == false)
        let landscape = try phone.scene(nil, iPhone15Pro, .landscape)
        // Centred in the safe area (59 on each side in landscape): the middle of the screen.
        #expect(try landscape.frame("Var-Cd-001") == Rect(x: (852 - 280) / 2, y: 0 + 16, width: 280, height: 180))
        #expect(landscape.view(id: "Var-Lb-001")?.isHidden == true)

        let pad = lint("Variations.storyboard", devices: [iPadPro11], windows: [.full, .oneThird])
        // facts: devices["iPad Pro 11-inch (M4/M5)"].sizeClasses.portrait regular x regular;
        // .portrait.top 24. A 1/3 window is compact width.
        let full = try pad.scene(nil, iPadPro11, window: .full)
        #expect(try full.frame("Var-Cd-001") == Rect(x: (834 - 300) / 2, y: 24 + 200, width: 300, height: 180))
        let third = try pad.scene(nil, iPadPro11, window: .oneThird)
        let width = third.screen.bounds.width
        #expect(try third.frame("Var-Cd-001") == Rect(x: (width - 280) / 2, y: 24 + 200, width: 280, height: 180))
        #expect(!(phone.findings + pad.findings).contains { $0.rule == "not-evaluated" })
    }

    @Test("text lines are San Francisco's 1.19336 em, rounded up to half a point, as Interface Builder's design frames of single-line labels are")
    func lineHeights() {
        // UIFont.systemFont(ofSize: 15).lineHeight = 17.900391 (stackoverflow.com/questions/33278645);
        // the shared corpus's single-line system labels at 2x: 11 pt 13.5, 13 pt 16, 16 pt 19.5,
        // 17 pt 20.5, 20 pt 24, 36 pt 43.
        let expected: [Double: Double] = [11: 13.5, 13: 16, 15: 18, 16: 19.5, 17: 20.5, 20: 24, 36: 43]
        for (size, height) in expected {
            #expect(TextMetrics.textHeight(lines: 1, lineHeight: TextMetrics.lineHeight(pointSize: size)) == height, "\(size) pt")
        }
        #expect(TextMetrics.textHeight(lines: 3, lineHeight: TextMetrics.lineHeight(pointSize: 17)) == 61)
    }

    @Test("an attributed multiline label is measured at the width it is laid out at")
    func attributedLabel() throws {
        let result = lint("AttributedLabel.storyboard", devices: [se, iPhone15Pro, iPadPro13], orientations: [.portrait, .landscape])
        // Runs of 24 characters at 20 pt and 62 at 15 pt: 24 x 20 x 0.55 + 62 x 15 x 0.55 =
        // 775.5 pt of text on lines of the larger font, 20 x 1.19336 = 23.87 pt (TextMetrics),
        // the lines' total rounded up to half a point: 24, 48, 72.
        let textWidth = 24 * 20 * 0.55 + 62 * 15 * 0.55
        func expectLines(_ device: String, _ orientation: Orientation, _ lines: Int) throws {
            let scene = try result.scene(nil, device, orientation)
            let label = try scene.frame("Att-Lb-001")
            let root = try #require(scene.view(id: "Att-Vw-001"))
            // Between the root view's margins, whatever they are on this device.
            #expect(close(label.width, root.layoutMarginsFrame.width))
            #expect(Int((textWidth / label.width).rounded(.up)) == lines)
            #expect(close(label.height, Double(lines) * 24), "\(device) \(orientation)")
        }
        try expectLines(se, .portrait, 3)            // 343 pt between the margins
        try expectLines(iPhone15Pro, .portrait, 3)   // 361 pt
        try expectLines(iPhone15Pro, .landscape, 2)  // 702 pt
        try expectLines(iPadPro13, .landscape, 1)    // wider than the text
        // 86 characters, estimated at the larger font's 0.55 em: 946 pt, 1.4 lines of the
        // 672 pt readable width on the iPad: a caption, not body text, so the readable-width
        // rule leaves it alone although it is wider than the readable guide there.
        #expect(!result.findings.contains { $0.rule == "multiline-text-exceeds-readable-width" })
    }

    @Test("each cell accessory narrows the content view by the accessory and the cell's trailing margin")
    func accessories() throws {
        let result = lint("Accessories.storyboard", devices: [se, iPhone11])
        let small = try result.scene(nil, se)
        let large = try result.scene(nil, iPhone11)
        // facts-presentation: tableViewCells "content view width with accessories as serialized
        // by Interface Builder": 375 -> 348.5 and 414 -> 383.5 for a disclosure indicator, 414 ->
        // 370 for a checkmark (a 44 pt reduction, like the detail button's at 374).
        #expect(try small.frame("Acc-Cv-001").width == 375)
        #expect(try small.frame("Acc-Cv-002").width == 348.5)
        #expect(try large.frame("Acc-Cv-002").width == 383.5)
        #expect(try large.frame("Acc-Cv-003").width == 370)
        #expect(try large.frame("Acc-Cv-004").width == 370)
        // The detail disclosure button: the indicator's 10.5 plus the detail button's 34 (the
        // iOS 8 table's difference, low confidence) and the 20 pt margin.
        #expect(try large.frame("Acc-Cv-005").width == 414 - 20 - 44.5)
        // The label follows the narrower content view's trailing margin: the content view
        // preserves the cell's margins, and the cell's (20 pt) lies beyond it, under the
        // accessory, so the label reaches the content view's edge.
        #expect(try large.frame("Acc-Lb-003").maxX == 370)
        #expect(try large.frame("Acc-Lb-001").maxX == 414 - 20)
        #expect(result.findings.isEmpty)
    }

    @Test("a hidden arranged view that keeps a required height: one warning on that view; the stack closes up")
    func hiddenStackMember() throws {
        let result = lint("HiddenStackMember.storyboard", devices: [se, iPhone15Pro])
        let findings = result.findings.filter { $0.rule == "unsatisfiable-constraints" }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.element == "Hid-Bn-001")
        #expect(finding.severity == .warning)
        #expect(finding.environments.map(\.device) == [se, iPhone15Pro])
        #expect(finding.message.contains("(Hid-Bn-001.height == 80) against the stack's zero length for it (UISV-hiding)"))
        // facts-presentation: stackViewAndLabels "UIStackView hidden arranged subview": the
        // stack removes the area the view used, so the footer follows the title by one spacing.
        let scene = try result.scene(nil, iPhone15Pro)
        #expect(close(try scene.frame("Hid-Lb-002").minY, try scene.frame("Hid-Lb-001").maxY + 8))
    }

    @Test("a xib with three top-level views: the two designed at a screen's width span it, the 280 pt toast stays at its design size; a plain view's margins, inset by the side insets in landscape")
    func threeTopLevelViews() throws {
        let result = lint("Components.xib", devices: [iPhone15Pro], orientations: [.portrait, .landscape])
        let scenes = try #require(result.measurements.values.first)
        #expect(Array(Set(scenes.map(\.sceneID))).sorted() == ["Cmp-Hd-001", "Cmp-In-001", "Cmp-Ts-001"])
        // facts: devices["iPhone 15 Pro"].points = 393 x 852: a 44 pt header in the middle of the screen.
        #expect(try result.scene("Cmp-Hd-001", iPhone15Pro).frame("Cmp-Hd-001") == Rect(x: 0, y: 404, width: 393, height: 44))
        #expect(try result.scene("Cmp-Ts-001", iPhone15Pro).frame("Cmp-Ts-001") == Rect(x: 0, y: 0, width: 280, height: 48))
        let bar = try result.scene("Cmp-In-001", iPhone15Pro)
        // UIView's default layout margins are 8 on every side; not a controller's root view.
        #expect(bar.view(id: "Cmp-In-001")?.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        // The 52 pt bar sits at y = (852 - 52) / 2 = 400; its 34 pt field is centred in it.
        #expect(try bar.frame("Cmp-Tf-001") == Rect(x: 8, y: 409, width: 377, height: 34))
        // facts: devices["iPhone 15 Pro"].landscape.left = right = 59: the margins follow the
        // safe area (insetsLayoutMarginsFromSafeArea), so the header's label pinned to its
        // leading margin stays clear.
        let landscape = try result.scene("Cmp-Hd-001", iPhone15Pro, .landscape)
        #expect(landscape.view(id: "Cmp-Hd-001")?.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 59))
        #expect(landscape.view(id: "Cmp-Hd-001")?.layoutMargins == EdgeInsets(top: 8, left: 67, bottom: 8, right: 67))
        #expect(try landscape.frame("Cmp-Lb-001").minX == 67)
        #expect(result.findings.isEmpty)
    }

    @Test("an under-constrained view: no negative size, one finding that names what is missing, no geometric finding on it")
    func underConstrained() throws {
        let result = lint("UnderConstrained.storyboard", devices: [se, iPhone15Pro], orientations: [.portrait, .landscape])
        for scene in result.measurements.values.flatMap({ $0 }) {
            #expect(scene.views.allSatisfy { $0.frame.width >= 0 && $0.frame.height >= 0 })
        }
        #expect(result.findings.count == 1)
        let finding = try #require(result.findings.first)
        #expect(finding.rule == "ambiguous-layout")
        #expect(finding.element == "Und-Bd-001")
        #expect(finding.message == "view \"Badge\" (Und-Bd-001)'s height is not determined: nothing sets its height (no height constraint, no intrinsic height)")
        #expect(finding.environments.count == 4)
    }

    @Test("a text view whose text overflows it scrolls, so its automatic content inset takes the safe area's bottom; a short one does not",
          arguments: [se, iPhone15Pro])
    func textViewsScroll(device: String) throws {
        let scene = try lint("TextViews.storyboard", devices: [device]).scene(nil, device)
        // facts: devices[name].safeArea.portrait bottom (34 on Face ID iPhones, 0 on the SE).
        let bottom = try #require(FactsFiles.insets(device, "portrait")).bottom
        let long = try #require(scene.view(id: "TxV-Lg-001")), short = try #require(scene.view(id: "TxV-Sh-001"))
        #expect(close(long.safeAreaInsets.bottom, bottom) && close(short.safeAreaInsets.bottom, bottom))
        // UITextView: text container inset 8 top and bottom, 5 pt of line padding; ~280
        // characters of 14 pt text in 186 pt lines need more than the view's 200 pt.
        #expect(try #require(long.scroll).scrollsVertically)
        #expect(close(try #require(long.scroll).adjustedContentInset.bottom, bottom))
        #expect(try #require(short.scroll).scrollsVertically == false)
        #expect(close(try #require(short.scroll).adjustedContentInset.bottom, 0))
    }
}
