import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY sections 5 and 6, facts `margins`, `readableWidths`, `readableGuideRules`.
// `MeasuredView.layoutMargins` is UIKit's `layoutMargins` reading: measured from the view's
// edges, including the safe area when insetsLayoutMarginsFromSafeArea is true (facts margins
// rootViewReportedLayoutMargins formula: "layoutMargins = safeAreaInsets + max(directionalLayoutMargins,
// systemMinimumLayoutMargins) per edge").

// facts: margins defaultSubviewLayoutMargins {8,8,8,8}
private let defaultMargin = 8.0
// facts: margins horizontalSystemMinimum.compactWidth 16 / .regular 20
private let compactMinimum = Facts.marginRuleValue("horizontalSystemMinimum.compactWidth")
private let regularMinimum = Facts.marginRuleValue("horizontalSystemMinimum.regular")

/// The root view's leading/trailing system minimum. Catalog choice: "20 on iPhones 414 pt wide
/// or wider in portrait ..., 16 on narrower iPhones; landscape by horizontal size class (16
/// compact, 20 regular); iPad 20."
private func systemMinimum(_ name: String, _ orientation: Orientation) -> Double {
    let device = Facts.device(name)
    if device.idiom != "phone" { return regularMinimum }
    if orientation == .portrait { return device.screenSize(.portrait).width >= 414 ? regularMinimum : compactMinimum }
    return device.sizeClasses["landscape"]?[0] == "regular" ? regularMinimum : compactMinimum
}

private func expectedRootMargins(_ name: String, _ orientation: Orientation) -> EdgeInsets {
    let safe = Facts.insets(name, orientation)
    let minimum = systemMinimum(name, orientation)
    return EdgeInsets(safe.top, safe.left + minimum, safe.bottom, safe.right + minimum)
}

private let marginDevices = ["iPhone 8", "iPhone 13", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Pro 11-inch (M4/M5)"]

struct MarginsTests {
    /// facts: margins rootViewReportedLayoutMargins examples (portrait).
    static let factsExamples: [(example: String, device: String)] = [
        ("iPhone 8 portrait", "iPhone 8"),              // {20,16,0,16}
        ("iPhone 12/13 portrait", "iPhone 12"),         // {47,16,34,16}
        ("iPhone 12/13 portrait", "iPhone 13"),
        ("iPhone 14 Pro/15 portrait", "iPhone 14 Pro"), // {59,16,34,16}
        ("iPhone 14 Pro/15 portrait", "iPhone 15"),
    ]

    @Test("Root view margins: the facts' reported examples",
          arguments: factsExamples.map { [$0.example, $0.device] }, LayoutDirection.allCases)
    func rootMarginsExamples(pair: [String], direction: LayoutDirection) throws {
        let (example, device) = (pair[0], pair[1])
        let xml = fixture(#"<viewController id="vc"><view id="root"/></viewController>"#)
        let scene = try measure(xml, device: device, orientation: .portrait, direction: direction)
        let root = try scene.required("root")
        let expected = Facts.rootMarginsExample(example) // facts: margins rootViewReportedLayoutMargins examples[example]
        expectClose(root.layoutMargins, expected, "\(device) portrait \(direction) root layoutMargins")
        expectClose(root.layoutMarginsFrame, rect(Facts.device(device).screenSize(.portrait), insetBy: expected),
                    "\(device) root margins guide")
    }

    /// Root margins in both orientations: safe area + max(own = 0, system minimum) on the sides, 0 top/bottom.
    @Test("Root view margins = safe area + system minimum", arguments: marginDevices, Orientation.allCases)
    func rootMargins(device: String, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases {
            let xml = fixture(#"<viewController id="vc"><view id="root"/></viewController>"#)
            let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
            expectClose(try scene.required("root").layoutMargins, expectedRootMargins(device, orientation),
                        "\(device) \(orientation) \(direction) root layoutMargins")
        }
    }

    /// Plain subviews: 8 on every edge, plus their own safe area (none inside the safe area).
    @Test("Plain subviews default to 8", arguments: marginDevices, Orientation.allCases)
    func plainSubviewDefault(device: String, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases {
            let xml = fixture("""
              <viewController id="vc">
                <view id="root">
                  <view id="inside"/>
                  <view id="full"/>
                  <view id="fullNoSafe" insetsLayoutMarginsFromSafeArea="false"/>
                </view>
                <constraints>
                  <constraint first="inside.edges" second="root.safeArea"/>
                  <constraint first="full.edges" second="root"/>
                  <constraint first="fullNoSafe.edges" second="root"/>
                </constraints>
              </viewController>
            """)
            let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
            let safe = Facts.insets(device, orientation)
            let what = "\(device) \(orientation) \(direction)"
            let inside = try scene.required("inside")
            expectClose(inside.layoutMargins, EdgeInsets(all: defaultMargin), "\(what): inside the safe area: 8 all round")
            expectClose(inside.layoutMarginsFrame, rect(Facts.device(device).screenSize(orientation), insetBy: safe + EdgeInsets(all: defaultMargin)),
                        "\(what): inside margins guide")
            // insetsLayoutMarginsFromSafeArea true (default): safe area + 8.
            expectClose(try scene.required("full").layoutMargins, safe + EdgeInsets(all: defaultMargin), "\(what): full-screen subview")
            // false: the bounds inset by 8.
            expectClose(try scene.required("fullNoSafe").layoutMargins, EdgeInsets(all: defaultMargin),
                        "\(what): insetsLayoutMarginsFromSafeArea=false")
        }
    }

    /// Root view with directionalLayoutMargins "0 10 0 30" (top leading bottom trailing) on iPhone 15 Pro:
    /// - respecting the system minimum (16, facts compactWidth): leading max(10, 16) = 16, trailing max(30, 16) = 30;
    /// - not respecting it: leading 10, trailing 30 (facts: "setting false makes the root view take margins
    ///   solely from directionalLayoutMargins");
    /// leading is left in ltr, right in rtl; plus the safe area (facts devices["iPhone 15 Pro"]).
    struct RootDirectionalCase: Sendable, CustomTestStringConvertible {
        var respects: Bool
        var insetsFromSafeArea: Bool
        var leading: Double
        var trailing: Double
        var testDescription: String {
            "viewRespectsSystemMinimumLayoutMargins=\(respects) insetsLayoutMarginsFromSafeArea=\(insetsFromSafeArea)"
        }
    }

    static let rootDirectionalCases: [RootDirectionalCase] = [
        RootDirectionalCase(respects: true, insetsFromSafeArea: true, leading: 16, trailing: 30),
        RootDirectionalCase(respects: false, insetsFromSafeArea: true, leading: 10, trailing: 30),
        RootDirectionalCase(respects: true, insetsFromSafeArea: false, leading: 16, trailing: 30),
        RootDirectionalCase(respects: false, insetsFromSafeArea: false, leading: 10, trailing: 30),
    ]

    @Test("Root view directional margins, system minimum, safe area",
          arguments: rootDirectionalCases, Orientation.allCases)
    func rootDirectional(_ test: RootDirectionalCase, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases { try rootDirectional(test, orientation: orientation, direction: direction) }
    }

    private func rootDirectional(_ test: RootDirectionalCase, orientation: Orientation, direction: LayoutDirection) throws {
        let device = "iPhone 15 Pro"
        let xml = fixture("""
          <viewController id="vc" viewRespectsSystemMinimumLayoutMargins="\(test.respects)">
            <view id="root" directionalLayoutMargins="0 10 0 30" insetsLayoutMarginsFromSafeArea="\(test.insetsFromSafeArea)"/>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
        let safe = test.insetsFromSafeArea ? Facts.insets(device, orientation) : .zero
        let (left, right) = direction == .leftToRight ? (test.leading, test.trailing) : (test.trailing, test.leading)
        let expected = EdgeInsets(safe.top, safe.left + left, safe.bottom, safe.right + right)
        expectClose(try scene.required("root").layoutMargins, expected, "\(test.testDescription) \(orientation) \(direction)")
    }

    /// A root view that does not respect the system minimum and sets no margins of its own keeps
    /// its own default directional margins. Their top and bottom are 0: facts margins
    /// rootViewReportedLayoutMargins ("layoutMargins = safeAreaInsets + max(directionalLayoutMargins,
    /// systemMinimumLayoutMargins)") with the examples' top = safe top and bottom = safe bottom
    /// (iPhone 8 {20,..,0,..}, iPhone 12/13 {47,..,34,..}) leaves max(own top, 0) = 0, and Apple's
    /// layoutMargins doc (facts APPLE_LAYOUTMARGINS): "If the view is a view controller's root view,
    /// the system sets and manages the margins. The top and bottom margins are set to zero points."
    /// The sides are not checked: the facts only bound them (at most the 16 / 20 minimum).
    @Test("Root view without the system minimum and without own margins: top and bottom stay at the safe area",
          arguments: ["iPhone 8", "iPhone 15 Pro", "iPad Pro 11-inch (M4/M5)"], Orientation.allCases)
    func rootWithoutMinimumDefaultTopBottom(device: String, orientation: Orientation) throws {
        let xml = fixture(#"<viewController id="vc" viewRespectsSystemMinimumLayoutMargins="false"><view id="root"/></viewController>"#)
        let scene = try measure(xml, device: device, orientation: orientation)
        let margins = try scene.required("root").layoutMargins
        let safe = Facts.insets(device, orientation)
        expectClose(margins.top, safe.top, "\(device) \(orientation): root top margin = safe top + 0")
        expectClose(margins.bottom, safe.bottom, "\(device) \(orientation): root bottom margin = safe bottom + 0")
        let minimum = systemMinimum(device, orientation)
        #expect(margins.left - safe.left <= minimum + pointTolerance && margins.right - safe.right <= minimum + pointTolerance,
                "\(device) \(orientation): root side margins at most the system minimum: \(describe(margins))")
    }

    /// facts margins customRootMarginsBelowMinimum: "system minimum 20, custom 10 -> 20 used" (iPad).
    @Test("Custom root margins below the minimum use the minimum", arguments: Orientation.allCases, LayoutDirection.allCases)
    func customBelowMinimum(orientation: Orientation, direction: LayoutDirection) throws {
        let device = "iPad Pro 11-inch (M4/M5)"
        let xml = fixture(#"<viewController id="vc"><view id="root" layoutMargins="0 10 0 10"/></viewController>"#)
        let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
        let safe = Facts.insets(device, orientation)
        expectClose(try scene.required("root").layoutMargins, EdgeInsets(safe.top, safe.left + 20, safe.bottom, safe.right + 20),
                    "iPad root margins, custom 10 < minimum 20")
    }

    /// A plain subview with directionalLayoutMargins "0 10 0 30": left 10 / right 30 in ltr,
    /// left 30 / right 10 in rtl (facts margins / APPLE_DIRMARGINS); leading and trailing
    /// constraints to its margins flip with the direction.
    @Test("Directional margins and leading/trailing constraints flip in rtl",
          arguments: ["iPhone 15 Pro", "iPhone SE (3rd generation)", "iPad Pro 11-inch (M4/M5)"], Orientation.allCases)
    func directionalSubview(device: String, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases { try directionalSubview(device: device, orientation: orientation, direction: direction) }
    }

    private func directionalSubview(device: String, orientation: Orientation, direction: LayoutDirection) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <view id="box" directionalLayoutMargins="0 10 0 30">
                <label id="lead" intrinsicWidth="100" intrinsicHeight="20"/>
                <label id="trail" intrinsicWidth="100" intrinsicHeight="20"/>
              </view>
            </view>
            <constraints>
              <constraint first="box.edges" second="root.safeArea"/>
              <constraint first="lead.leading" second="box.leadingMargin"/>
              <constraint first="lead.top" second="box.topMargin"/>
              <constraint first="trail.trailing" second="box.layoutMargins.trailing"/>
              <constraint first="trail.top" second="lead.bottom" constant="8"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
        let what = "\(device) \(orientation) \(direction)"
        let box = try scene.required("box")
        let safe = Facts.insets(device, orientation)
        let size = Facts.device(device).screenSize(orientation)
        expectClose(box.frame, rect(size, insetBy: safe), "\(what): box frame")
        let expected = direction == .leftToRight ? EdgeInsets(0, 10, 0, 30) : EdgeInsets(0, 30, 0, 10)
        expectClose(box.layoutMargins, expected, "\(what): box layoutMargins")

        let lead = try scene.required("lead")
        let trail = try scene.required("trail")
        if direction == .leftToRight {
            expectClose(lead.frame.minX, box.frame.minX + 10, "\(what): leading label on the left, 10 in")
            expectClose(trail.frame.maxX, box.frame.maxX - 30, "\(what): trailing label on the right, 30 in")
        } else {
            expectClose(lead.frame.maxX, box.frame.maxX - 10, "\(what): leading label on the right, 10 in")
            expectClose(trail.frame.minX, box.frame.minX + 30, "\(what): trailing label on the left, 30 in")
        }
        expectClose(lead.frame.minY, box.frame.minY, "\(what): top margin 0")
        #expect(scene.problems.isEmpty, "\(what): no layout problems: \(scene.problems)")
    }

    /// preservesSuperviewLayoutMargins: a view filling the root's safe area has 8 by default; preserving
    /// the root's margins (facts rootViewReportedLayoutMargins: sides = safe area + 16) raises its left
    /// and right margins to the distance to the root's margins guide: 16. Top and bottom: the root's
    /// guide (0 from the safe area) is not inside the view, so 8 stays.
    @Test("preservesSuperviewLayoutMargins", arguments: [false, true], Orientation.allCases)
    func preservesSuperviewMargins(preserves: Bool, orientation: Orientation) throws {
        let device = "iPhone 15 Pro"
        for direction in LayoutDirection.allCases {
            let xml = fixture("""
              <viewController id="vc">
                <view id="root">
                  <view id="inner" preservesSuperviewLayoutMargins="\(preserves)"/>
                </view>
                <constraints>
                  <constraint first="inner.edges" second="root.safeArea"/>
                </constraints>
              </viewController>
            """)
            let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
            let side = preserves ? systemMinimum(device, orientation) : defaultMargin
            expectClose(try scene.required("inner").layoutMargins, EdgeInsets(8, side, 8, side),
                        "preserves=\(preserves) \(orientation) \(direction)")
        }
    }
}

// MARK: - Readable content guide

struct ReadableGuideTests {
    struct ReadableCase: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: Orientation
        var contentSize: ContentSizeCategory
        /// Left and right inset of the guide from the screen edges, its width.
        var inset: Double
        var width: Double
        var why: String
        var testDescription: String { "\(device) \(orientation) \(contentSize.rawValue): inset \(fmt(inset)), width \(fmt(width)) (\(why))" }
    }

    // facts: readableWidths (iOS 9-18): xS 560, S 600, M 632, L 672, xL 728, xxL 784
    // facts: readableGuideRules: narrows only when (width - safe left - safe right) - readableWidth > 88;
    //        then inset = max(floor((width - readableWidth) / 2), safe inset, layout margin).
    static let cases: [ReadableCase] = [
        // facts example "iPad Pro 11 portrait (834)": 672 wide, inset 81
        ReadableCase(device: "iPad Pro 11-inch (1st-4th generation)", orientation: .portrait, contentSize: .large,
                     inset: 81, width: 672, why: "facts example: 834 - 672 = 162 > 88, (834 - 672) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (1st-4th generation)", orientation: .landscape, contentSize: .large,
                     inset: 261, width: 672, why: "(1194 - 672) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .large,
                     inset: 81, width: 672, why: "834 wide"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .landscape, contentSize: .large,
                     inset: 269, width: 672, why: "(1210 - 672) / 2"),
        // facts example "iPad Air 2 landscape (1024)": 672 wide, inset 176 (measured)
        ReadableCase(device: "iPad Air 13-inch (M2/M3)", orientation: .portrait, contentSize: .large,
                     inset: 176, width: 672, why: "facts measured example: 1024 wide, inset 176"),
        ReadableCase(device: "iPad (9th generation) 10.2-inch", orientation: .portrait, contentSize: .large,
                     inset: 69, width: 672, why: "(810 - 672) / 2"),
        ReadableCase(device: "iPad (9th generation) 10.2-inch", orientation: .landscape, contentSize: .large,
                     inset: 204, width: 672, why: "(1080 - 672) / 2"),
        // facts example "iPad mini 6 portrait (744)": 744 - 672 = 72 <= 88 -> equals margins guide (704 wide)
        ReadableCase(device: "iPad mini (6th generation) / iPad mini (A17 Pro)", orientation: .portrait, contentSize: .large,
                     inset: 20, width: 704, why: "facts example: margins guide"),
        // facts example "iPhone 15 Pro Max landscape (932, safe 59/59)": 814 - 672 = 142 > 88 -> 672 wide, inset 130
        ReadableCase(device: "iPhone 15 Pro Max", orientation: .landscape, contentSize: .large,
                     inset: 130, width: 672, why: "facts example"),
        // facts example "iPhone 16 Pro landscape (874, safe 62/62)": 750 - 672 = 78 -> margins guide
        // (62 + 16: landscape compact width, catalog choice).
        ReadableCase(device: "iPhone 16 Pro", orientation: .landscape, contentSize: .large,
                     inset: 78, width: 718, why: "facts example: margins guide"),
        // facts example "iPhone 12 landscape (844, safe 47/47)": 750 - 672 = 78 -> margins guide (47 + 16)
        ReadableCase(device: "iPhone 12", orientation: .landscape, contentSize: .large,
                     inset: 63, width: 718, why: "facts example: margins guide"),
        // iPad mini landscape: 1133 - 672 = 461 > 88: inset 230.5 (a whole pixel at scale 2), 672 wide.
        ReadableCase(device: "iPad mini (6th generation) / iPad mini (A17 Pro)", orientation: .landscape, contentSize: .large,
                     inset: 230.5, width: 672, why: "(1133 - 672) / 2"),
        // iPhones in portrait: the margins guide (facts readableWidths "iPhone portrait (all models)").
        ReadableCase(device: "iPhone 15 Pro", orientation: .portrait, contentSize: .large,
                     inset: 16, width: 361, why: "margins guide, facts compactWidth 16"),
        ReadableCase(device: "iPhone SE (3rd generation)", orientation: .portrait, contentSize: .large,
                     inset: 16, width: 343, why: "margins guide"),
        ReadableCase(device: "iPhone 15 Pro Max", orientation: .portrait, contentSize: .large,
                     inset: 20, width: 390, why: "margins guide, 20 on 414+ pt iPhones (catalog choice)"),
        ReadableCase(device: "iPhone 15 Pro Max", orientation: .portrait, contentSize: .extraSmall,
                     inset: 20, width: 390, why: "430 - 560 < 88: margins guide"),
        // Smaller content sizes narrow it on iPad (iPad Pro 11-inch (M4/M5), 834 x 1210).
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .extraSmall,
                     inset: 137, width: 560, why: "(834 - 560) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .landscape, contentSize: .extraSmall,
                     inset: 325, width: 560, why: "(1210 - 560) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .small,
                     inset: 117, width: 600, why: "(834 - 600) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .medium,
                     inset: 101, width: 632, why: "(834 - 632) / 2"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .extraLarge,
                     inset: 53, width: 728, why: "834 - 728 = 106 > 88"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, contentSize: .extraExtraLarge,
                     inset: 20, width: 794, why: "834 - 784 = 50 <= 88: margins guide"),
        ReadableCase(device: "iPad Pro 11-inch (M4/M5)", orientation: .landscape, contentSize: .extraExtraLarge,
                     inset: 213, width: 784, why: "(1210 - 784) / 2"),
    ]

    @Test("Readable content guide of the root view", arguments: cases, LayoutDirection.allCases)
    func readableGuide(_ test: ReadableCase, direction: LayoutDirection) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <label id="text" numberOfLines="0" intrinsicHeight="40"/>
            </view>
            <constraints>
              <constraint first="text.leading,trailing" second="root.readableContent"/>
              <constraint first="text.top" second="root.readableContent.top"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: test.device, orientation: test.orientation,
                                contentSize: test.contentSize, direction: direction)
        let root = try scene.required("root")
        let size = Facts.device(test.device).screenSize(test.orientation)
        let safe = Facts.insets(test.device, test.orientation)
        // Vertically the margins guide: safe area top/bottom (root margins are 0 there).
        let expected = Rect(x: test.inset, y: safe.top, width: test.width, height: size.height - safe.top - safe.bottom)
        #expect(close(test.inset * 2 + test.width, size.width), "table row is self-consistent: \(test.testDescription)")
        expectClose(root.readableContentFrame, expected, "\(test.testDescription) \(direction): readable guide")
        let text = try scene.required("text")
        expectClose(text.frame, Rect(x: test.inset, y: safe.top, width: test.width, height: 40),
                    "\(test.testDescription) \(direction): label pinned to the guide")
    }

    /// Every iPad of the facts file, full screen, Large: 672 centred when the width exceeds
    /// 672 + 88 (facts readableGuideRules), else the margins guide (20 on iPad, catalog choice).
    @Test("Readable guide on every iPad", arguments: Facts.devices.filter { $0.idiom == "pad" }.map(\.name), Orientation.allCases)
    func everyPad(device: String, orientation: Orientation) throws {
        let xml = fixture(#"<viewController id="vc"><view id="root"/></viewController>"#)
        let scene = try measure(xml, device: device, orientation: orientation)
        let size = Facts.device(device).screenSize(orientation)
        let safe = Facts.insets(device, orientation)
        let readable = Facts.readableWidth("Large") // 672
        let spare = size.width - safe.left - safe.right - readable
        let inset = spare > 88 ? max((size.width - readable) / 2, safe.left + 20) : safe.left + 20
        expectClose(try scene.required("root").readableContentFrame,
                    Rect(x: inset, y: safe.top, width: size.width - 2 * inset, height: size.height - safe.top - safe.bottom),
                    "\(device) \(orientation) readable guide")
    }

    /// iPhones in portrait: the readable guide is the margins guide at every content size (facts
    /// readableWidths "iPhone portrait (all models) ... equals layoutMarginsGuide width": widths <= 440
    /// never exceed readableWidth + 88).
    @Test("iPhone portrait: readable guide = margins guide",
          arguments: Facts.devices.filter { $0.idiom == "phone" }.map(\.name),
          [ContentSizeCategory.extraSmall, .large, .accessibilityExtraExtraExtraLarge])
    func iPhonePortrait(device: String, contentSize: ContentSizeCategory) throws {
        for direction in LayoutDirection.allCases {
            let xml = fixture(#"<viewController id="vc"><view id="root"/></viewController>"#)
            let scene = try measure(xml, device: device, orientation: .portrait, contentSize: contentSize, direction: direction)
            let root = try scene.required("root")
            let size = Facts.device(device).screenSize(.portrait)
            let margins = expectedRootMargins(device, .portrait)
            expectClose(root.readableContentFrame, rect(size, insetBy: margins), "\(device) \(contentSize.rawValue) \(direction)")
            expectClose(root.readableContentFrame, root.layoutMarginsFrame, "\(device): readable = margins guide")
        }
    }

    /// When it narrows, each side is the larger of half the spare width, the safe-area inset and the
    /// layout margin (facts readableGuideRules "horizontal inset = max(floor_to_scale((bounds.width -
    /// readableWidth)/2), safe-area inset, layout margins) per side"), so the guide never reaches
    /// outside the margins guide. iPad Pro 11-inch (M4/M5) portrait, 834 wide: half = 81.
    @Test("Wide root margins limit the readable guide",
          arguments: [["0 100 0 100", "100", "100"], ["0 100 0 0", "100", "81"], ["0 50 0 50", "81", "81"]],
          LayoutDirection.allCases)
    func wideMargins(row: [String], direction: LayoutDirection) throws {
        let (margins, left, right) = (row[0], Double(row[1])!, Double(row[2])!)
        let device = "iPad Pro 11-inch (M4/M5)"
        let xml = fixture(#"<viewController id="vc"><view id="root" layoutMargins="\#(margins)"/></viewController>"#)
        let scene = try measure(xml, device: device, orientation: .portrait, direction: direction)
        let safe = Facts.insets(device, .portrait) // facts: {24,0,20,0}
        let size = Facts.device(device).screenSize(.portrait)
        expectClose(try scene.required("root").readableContentFrame,
                    Rect(x: left, y: safe.top, width: size.width - left - right, height: size.height - safe.top - safe.bottom),
                    "layoutMargins \(margins) \(direction)")
    }

    /// The Large widths the table above uses are the facts' (a guard against a typo in the table).
    @Test func readableWidthsAreTheFacts() {
        #expect(Facts.readableWidth("xSmall") == 560)
        #expect(Facts.readableWidth("Small") == 600)
        #expect(Facts.readableWidth("Medium") == 632)
        #expect(Facts.readableWidth("Large") == 672)
        #expect(Facts.readableWidth("xLarge") == 728)
        #expect(Facts.readableWidth("xxLarge") == 784)
    }
}
