import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY section 1: the safe-area insets of a plain view controller's root view
// (no bars) are the device's insets for the orientation, as the facts file records them
// (facts meta.conventions: "portrait/landscape = safeAreaInsets of a full-screen view
// controller root view (status bar visible where the system shows it; no nav/tab bars)").

/// One device of every cutout kind.
private let cutoutKinds: [String] = [
    "iPhone SE (3rd generation)",       // facts: cutout "none", home button, statusBar 20 / 0
    "iPhone X",                         // facts: cutout "notch"
    "iPhone 12",                        // facts: cutout "notch"
    "iPhone 15 Pro",                    // facts: cutout "dynamicIsland"
    "iPad Pro 11-inch (M4/M5)",         // facts: Face ID iPad, homeButton false
    "iPad (9th generation) 10.2-inch",  // facts: home-button iPad, homeButton true
    "Apple TV (HD / 4K)",               // facts: portrait null (landscape only)
]

private func plainController(prefersStatusBarHidden: Bool = false) -> String {
    fixture("""
      <viewController id="vc" prefersStatusBarHidden="\(prefersStatusBarHidden)">
        <view id="root"/>
      </viewController>
    """)
}

struct ScreenInsetsTests {
    @Test("Root view insets equal the facts' device insets", arguments: cutoutKinds, Orientation.allCases)
    func rootViewInsets(device: String, orientation: Orientation) throws {
        let facts = Facts.device(device)
        guard let expected = facts.insets(orientation) else {
            // facts: devices["Apple TV (HD / 4K)"].portrait is null: the engine refuses the environment.
            #expect(throws: ScreenModel.Failure.self) {
                try measure(plainController(), device: device, orientation: orientation)
            }
            return
        }
        let scene = try measure(plainController(), device: device, orientation: orientation)
        let root = try scene.required("root")
        let size = facts.screenSize(orientation) // facts: devices[].points
        expectClose(root.frame, Rect(x: 0, y: 0, width: size.width, height: size.height), "\(device) \(orientation) root frame")
        // facts: devices[device].portrait / .landscape
        expectClose(root.safeAreaInsets, expected, "\(device) \(orientation) root safe area")
        expectClose(scene.screen.safeAreaInsets, expected, "\(device) \(orientation) window safe area")
        expectClose(root.safeAreaFrame, rect(size, insetBy: expected), "\(device) \(orientation) root safe-area frame")
    }

    /// The same for every device of the facts file (Apple TV: landscape only).
    @Test("Root view insets of every facts device", arguments: Facts.deviceNames, Orientation.allCases)
    func everyDevice(device: String, orientation: Orientation) throws {
        let facts = Facts.device(device)
        guard let expected = facts.insets(orientation) else { return } // facts: no such orientation
        let scene = try measure(plainController(), device: device, orientation: orientation)
        let root = try scene.required("root")
        let size = facts.screenSize(orientation)
        expectClose(root.frame, Rect(x: 0, y: 0, width: size.width, height: size.height), "\(device) \(orientation) root frame")
        expectClose(root.safeAreaInsets, expected, "\(device) \(orientation) root safe area")
    }

    /// UIKIT-GEOMETRY section 1: "On a home-button device hiding it gives back its 20 points
    /// (top inset 0). On a notch or Dynamic Island device the top inset stays."
    struct StatusBarHiddenCase: Sendable, CustomTestStringConvertible {
        var device: String
        var expected: EdgeInsets
        var source: String
        var testDescription: String { "\(device) portrait, prefersStatusBarHidden: top \(fmt(expected.top)) (\(source))" }
    }

    static let statusBarHiddenCases: [StatusBarHiddenCase] = [
        // facts: devices["iPhone SE (3rd generation)"].portrait {20,0,0,0} - statusBar.portrait 20 = top 0
        StatusBarHiddenCase(device: "iPhone SE (3rd generation)", expected: EdgeInsets(0, 0, 0, 0),
                            source: "facts portrait top 20 - statusBar 20"),
        // facts: devices["iPhone 8"].portrait {20,0,0,0} - statusBar.portrait 20
        StatusBarHiddenCase(device: "iPhone 8", expected: EdgeInsets(0, 0, 0, 0),
                            source: "facts portrait top 20 - statusBar 20"),
        // facts: devices["iPhone X"].portrait {44,0,34,0}: the notch stays
        StatusBarHiddenCase(device: "iPhone X", expected: Facts.insets("iPhone X", .portrait),
                            source: "facts portrait, notch keeps the top inset"),
        // facts: devices["iPhone 12"].portrait {47,0,34,0}
        StatusBarHiddenCase(device: "iPhone 12", expected: Facts.insets("iPhone 12", .portrait),
                            source: "facts portrait, notch keeps the top inset"),
        // facts: devices["iPhone 15 Pro"].portrait {59,0,34,0}
        StatusBarHiddenCase(device: "iPhone 15 Pro", expected: Facts.insets("iPhone 15 Pro", .portrait),
                            source: "facts portrait, Dynamic Island keeps the top inset"),
    ]

    /// A home-button iPad shows its 20 pt status bar in both orientations (facts devices["iPad (9th
    /// generation) 10.2-inch"].statusBar 20 / 20, insets {20,0,0,0}); hiding it gives them back.
    @Test("prefersStatusBarHidden on a home-button iPad", arguments: Orientation.allCases)
    func statusBarHiddenHomeButtonPad(orientation: Orientation) throws {
        let device = "iPad (9th generation) 10.2-inch"
        let facts = Facts.device(device)
        let scene = try measure(plainController(prefersStatusBarHidden: true), device: device, orientation: orientation)
        var expected = facts.insets(orientation)!
        expected.top -= facts.statusBarHeight(orientation)!
        expectClose(try scene.required("root").safeAreaInsets, expected, "\(device) \(orientation), status bar hidden")
    }

    @Test("prefersStatusBarHidden in portrait", arguments: statusBarHiddenCases)
    func statusBarHidden(_ test: StatusBarHiddenCase) throws {
        let scene = try measure(plainController(prefersStatusBarHidden: true), device: test.device, orientation: .portrait)
        let root = try scene.required("root")
        expectClose(root.safeAreaInsets, test.expected, "\(test.device) portrait, status bar hidden: root safe area")
        #expect(scene.screen.statusBarHidden, "\(test.device): the status bar should be hidden")
        #expect(!scene.bars.contains { $0.kind == .statusBar }, "\(test.device): no status bar frame when hidden")
    }

    /// In landscape the iPhone status bar is already hidden (facts bars statusBar "iPhone
    /// landscape (vertically compact)" 0), so preferring it hidden changes nothing.
    @Test("prefersStatusBarHidden in landscape changes nothing", arguments: statusBarHiddenCases.map(\.device))
    func statusBarHiddenLandscape(device: String) throws {
        let scene = try measure(plainController(prefersStatusBarHidden: true), device: device, orientation: .landscape)
        let root = try scene.required("root")
        // facts: devices[device].landscape
        expectClose(root.safeAreaInsets, Facts.insets(device, .landscape), "\(device) landscape, status bar hidden")
    }

    /// The status bar is shown in portrait with the facts' height, and hidden on iPhones in landscape.
    @Test("Status bar frame", arguments: cutoutKinds.filter { $0.hasPrefix("iPhone") }, Orientation.allCases)
    func statusBarFrame(device: String, orientation: Orientation) throws {
        let scene = try measure(plainController(), device: device, orientation: orientation)
        let height = try #require(Facts.device(device).statusBarHeight(orientation)) // facts: devices[].statusBar
        if orientation == .landscape {
            // facts: bars statusBar "iPhone landscape (vertically compact)" 0: hidden by the system
            #expect(height == Facts.bar("statusBar", "iPhone landscape (vertically compact)"))
            #expect(scene.screen.statusBarHidden, "\(device) landscape: status bar hidden")
        } else {
            let bar = try #require(scene.bars.first { $0.kind == .statusBar }, "\(device) portrait: a status bar")
            expectClose(bar.frame, Rect(x: 0, y: 0, width: Facts.device(device).screenSize(.portrait).width, height: height),
                        "\(device) portrait status bar")
        }
    }
}
