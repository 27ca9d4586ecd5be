import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY section 2: containers add to the safe area of their children. The content
// view controller's root view fills the screen; its insets are
//   top    = max(window top, status bar + navigation bar)   (catalog choice: "Navigation bars
//            sit directly below the status bar ... max(window top inset, status bar + bar height)")
//   bottom = tab bar height + home-indicator inset (+ a visible toolbar above it)
// with bar heights from facts `bars` and window insets from facts `devices`.

// MARK: Bar heights, from the facts file

private enum Bars {
    // facts: bars navigationBar "iPhone, regular vertical size class (portrait), small title" 44
    static let navPhonePortrait = Facts.bar("navigationBar", "iPhone, regular vertical size class (portrait), small title")
    // facts: bars navigationBar "iPhone landscape (compact vertical size class)" 32
    static let navPhoneLandscape = Facts.bar("navigationBar", "iPhone landscape (compact vertical size class)")
    // facts: bars navigationBar "large title adds" 52
    static let largeTitleExtra = Facts.bar("navigationBar", "large title adds")
    // facts: bars navigationBar "iPad (iOS 12+, apps built with Xcode 10+)" 50
    static let navPad = Facts.bar("navigationBar", "iPad (iOS 12+, apps built with Xcode 10+)")
    // facts: bars tabBar "iPhone portrait" 49 / "iPhone landscape (compact height)" 32 / "iPad (iOS 12+)" 50
    static let tabPhonePortrait = Facts.bar("tabBar", "iPhone portrait")
    static let tabPhoneLandscape = Facts.bar("tabBar", "iPhone landscape (compact height)")
    static let tabPad = Facts.bar("tabBar", "iPad (iOS 12+)")
    // facts: bars toolbar "iPhone portrait" 44 / "iPhone landscape (compact height)" 32 / "iPad (iOS 12+)" 50
    static let toolPhonePortrait = Facts.bar("toolbar", "iPhone portrait")
    static let toolPhoneLandscape = Facts.bar("toolbar", "iPhone landscape (compact height)")
    static let toolPad = Facts.bar("toolbar", "iPad (iOS 12+)")

    static func nav(_ device: FactsDevice, _ orientation: Orientation) -> Double {
        device.idiom == "pad" ? navPad : (orientation == .portrait ? navPhonePortrait : navPhoneLandscape)
    }
    static func tab(_ device: FactsDevice, _ orientation: Orientation) -> Double {
        device.idiom == "pad" ? tabPad : (orientation == .portrait ? tabPhonePortrait : tabPhoneLandscape)
    }
    static func tool(_ device: FactsDevice, _ orientation: Orientation) -> Double {
        device.idiom == "pad" ? toolPad : (orientation == .portrait ? toolPhonePortrait : toolPhoneLandscape)
    }
    /// Large titles show where the vertical size class is regular (facts devices[].sizeClasses[o][1]):
    /// iPhone portrait, iPad; not iPhone landscape (UIKIT-GEOMETRY: "a large title adds 52 (portrait)").
    static func large(_ device: FactsDevice, _ orientation: Orientation) -> Double {
        device.sizeClasses[orientation.rawValue]?[1] == "regular" ? largeTitleExtra : 0
    }
}

// MARK: Cases

struct ContainerCase: Sendable, CustomTestStringConvertible {
    var label: String
    var device: String
    var orientation: Orientation
    var body: String
    var expected: EdgeInsets
    /// Whether the status bar must be hidden (nil: not checked).
    var statusBarHidden: Bool?
    var testDescription: String { "\(label) · \(device) · \(orientation)" }
}

private struct Config {
    var tab = false
    var nav = false
    var largeTitles = false
    var toolbar = false
    var navBarHidden = false
    var prefersStatusBarHidden = false
    var hidesBottomBar = false

    var body: String {
        var content = """
        <viewController id="content" prefersStatusBarHidden="\(prefersStatusBarHidden)" hidesBottomBarWhenPushed="\(hidesBottomBar)">
          <view id="root"/>
        </viewController>
        """
        if nav {
            content = """
            <navigationController id="nav" prefersLargeTitles="\(largeTitles)" toolbarHidden="\(!toolbar)" navigationBarHidden="\(navBarHidden)">
            \(content)
            </navigationController>
            """
        }
        if tab {
            content = """
            <tabBarController id="tabs">
            \(content)
            </tabBarController>
            """
        }
        return fixture(content)
    }
}

private let homeButtonPhone = "iPhone SE (3rd generation)" // facts: cutout none, statusBar 20 / 0
private let notchPhone = "iPhone 13"                       // facts: cutout notch, statusBar 47 / 0
private let islandPhone = "iPhone 15 Pro"                  // facts: cutout dynamicIsland, statusBar 54 / 0
// facts: {62,0,34,0} / iOS 26 landscape {20,62,20,62}; statusBar portrait null: catalog choice
// "Status bar on iPhone 16 Pro / Pro Max, 17 family and Air: 54", landscape 0 (hidden).
private let ios26Phone = "iPhone 17 Pro"
private let phones = [homeButtonPhone, notchPhone, islandPhone, ios26Phone]

/// facts devices[].statusBar, or the catalog's choice of 54 where the facts have none.
private func statusBarHeight(_ device: FactsDevice, _ orientation: Orientation) -> Double {
    device.statusBarHeight(orientation) ?? 54
}
private let faceIDPad = "iPad Pro 11-inch (M4/M5)"          // facts: {24,0,20,0}, statusBar 24 / 24
private let homeButtonPad = "iPad (9th generation) 10.2-inch" // facts: {20,0,0,0}, statusBar 20 / 20

/// Builds the expectations of every configuration from the facts and the documented rules.
private func containerCases() -> [ContainerCase] {
    var cases: [ContainerCase] = []
    for name in phones + [faceIDPad, homeButtonPad] {
        let device = Facts.device(name)
        let isPhone = device.idiom == "phone"
        let hasSensorHousing = device.cutout != "none"
        for orientation in Orientation.allCases {
            let window = device.insets(orientation)!              // facts: devices[name].<orientation>
            let statusBar = statusBarHeight(device, orientation)  // facts: devices[name].statusBar.<orientation>
            let nav = Bars.nav(device, orientation)
            let tab = Bars.tab(device, orientation)
            let tool = Bars.tool(device, orientation)
            // iPhones hide the status bar in landscape (facts statusBar landscape 0).
            let statusBarHiddenBySystem = statusBar == 0

            func add(_ label: String, _ config: Config, top: Double, bottom: Double, statusBarHidden: Bool? = nil) {
                cases.append(ContainerCase(label: label, device: name, orientation: orientation, body: config.body,
                                           expected: EdgeInsets(top, window.left, bottom, window.right),
                                           statusBarHidden: statusBarHidden))
            }

            // Tab bar + navigation controller: top = max(window top, status bar + bar); bottom = tab bar + home indicator.
            add("tab + nav", Config(tab: true, nav: true),
                top: max(window.top, statusBar + nav), bottom: tab + window.bottom,
                statusBarHidden: statusBarHiddenBySystem)
            // Navigation controller alone: the bottom stays the window's.
            add("nav", Config(nav: true), top: max(window.top, statusBar + nav), bottom: window.bottom)
            // Tab bar alone: the top stays the window's.
            add("tab", Config(tab: true), top: window.top, bottom: tab + window.bottom)
            // Large titles: + 52 where the vertical size class is regular, nothing in compact height.
            add("tab + nav, large titles", Config(tab: true, nav: true, largeTitles: true),
                top: max(window.top, statusBar + nav + Bars.large(device, orientation)), bottom: tab + window.bottom)
            // A visible toolbar adds its height above the bottom inset.
            add("nav + toolbar", Config(nav: true, toolbar: true),
                top: max(window.top, statusBar + nav), bottom: window.bottom + tool)
            add("tab + nav + toolbar", Config(tab: true, nav: true, toolbar: true),
                top: max(window.top, statusBar + nav), bottom: tab + window.bottom + tool)
            // A pushed controller that hides the bottom bar: no tab bar inset (FIXTURE-FORMAT hidesBottomBarWhenPushed).
            add("tab + nav, hidesBottomBarWhenPushed", Config(tab: true, nav: true, hidesBottomBar: true),
                top: max(window.top, statusBar + nav), bottom: window.bottom)
            // navigationBarHidden: the window's insets.
            add("nav, bar hidden", Config(nav: true, navBarHidden: true), top: window.top, bottom: window.bottom)

            guard isPhone else { continue }
            // Content prefers the status bar hidden inside a navigation controller with a visible bar:
            // on a notch / Dynamic Island iPhone the navigation controller keeps it shown (UIKIT-GEOMETRY
            // section 1), so nothing changes; on a home-button iPhone it hides and gives back its height,
            // and the bar moves up to the top of the screen (choice: the bar sits directly below the
            // status bar, which has no height when hidden).
            if hasSensorHousing {
                add("nav, content prefers status bar hidden", Config(nav: true, prefersStatusBarHidden: true),
                    top: max(window.top, statusBar + nav), bottom: window.bottom,
                    statusBarHidden: statusBarHiddenBySystem)
            } else {
                let windowTop = max(0, window.top - statusBar) // facts: portrait top 20 - statusBar 20 = 0
                add("nav, content prefers status bar hidden", Config(nav: true, prefersStatusBarHidden: true),
                    top: max(windowTop, 0 + nav), bottom: window.bottom, statusBarHidden: true)
            }
            // A tab bar controller does not keep the status bar: the preference is honoured; the
            // notch keeps its top inset, a home-button iPhone gets its 20 points back (section 1).
            add("tab, content prefers status bar hidden", Config(tab: true, prefersStatusBarHidden: true),
                top: hasSensorHousing ? window.top : max(0, window.top - statusBar), bottom: tab + window.bottom,
                statusBarHidden: true)
            // With the navigation bar hidden the preference is honoured: the notch keeps its inset,
            // a home-button iPhone gets its 20 points back.
            add("nav bar hidden, content prefers status bar hidden",
                Config(nav: true, navBarHidden: true, prefersStatusBarHidden: true),
                top: hasSensorHousing ? window.top : max(0, window.top - statusBar), bottom: window.bottom,
                statusBarHidden: true)
        }
    }
    return cases
}

struct ContainerInsetsTests {
    static let cases = containerCases()

    @Test("Content view controller insets inside containers", arguments: cases)
    func contentInsets(_ test: ContainerCase) throws {
        let scene = try measure(test.body, device: test.device, orientation: test.orientation)
        let root = try scene.required("root")
        let size = Facts.device(test.device).screenSize(test.orientation)
        // Every container's child view fills the container (bars are translucent).
        expectClose(root.frame, Rect(x: 0, y: 0, width: size.width, height: size.height), "\(test.testDescription): root frame")
        expectClose(root.safeAreaInsets, test.expected, "\(test.testDescription): root safe area")
        if let hidden = test.statusBarHidden {
            #expect(scene.screen.statusBarHidden == hidden,
                    "\(test.testDescription): status bar hidden should be \(hidden)")
        }
    }

    /// The bars themselves: the navigation bar directly below the status bar (catalog choice:
    /// "y 54 on Dynamic Island iPhones"), the tab bar at the bottom including the home indicator.
    @Test("Bar frames of a tab bar + navigation controller", arguments: phones + [faceIDPad, homeButtonPad], Orientation.allCases)
    func barFrames(device name: String, orientation: Orientation) throws {
        let device = Facts.device(name)
        let scene = try measure(Config(tab: true, nav: true).body, device: name, orientation: orientation)
        let size = device.screenSize(orientation)
        let window = device.insets(orientation)!
        let statusBar = statusBarHeight(device, orientation)
        let nav = try #require(scene.bars.first { $0.kind == .navigationBar }, "a navigation bar")
        expectClose(nav.frame, Rect(x: 0, y: statusBar, width: size.width, height: Bars.nav(device, orientation)),
                    "\(name) \(orientation): navigation bar frame")
        let tabHeight = Bars.tab(device, orientation) + window.bottom
        let tab = try #require(scene.bars.first { $0.kind == .tabBar }, "a tab bar")
        expectClose(tab.frame, Rect(x: 0, y: size.height - tabHeight, width: size.width, height: tabHeight),
                    "\(name) \(orientation): tab bar frame")
    }

    /// Tab bar + navigation controller on every iPhone and iPad of the facts file.
    @Test("Tab bar + navigation controller on every device",
          arguments: Facts.devices.filter { $0.idiom != "tv" }.map(\.name), Orientation.allCases)
    func everyDevice(device name: String, orientation: Orientation) throws {
        let device = Facts.device(name)
        let window = device.insets(orientation)!
        let statusBar = statusBarHeight(device, orientation)
        let scene = try measure(Config(tab: true, nav: true).body, device: name, orientation: orientation)
        let expected = EdgeInsets(max(window.top, statusBar + Bars.nav(device, orientation)), window.left,
                                  Bars.tab(device, orientation) + window.bottom, window.right)
        expectClose(try scene.required("root").safeAreaInsets, expected, "\(name) \(orientation) tab + nav")
    }

    /// Spot checks with the numbers written out (the brief's and the facts' own sums).
    struct Literal: Sendable, CustomTestStringConvertible {
        var device: String
        var orientation: Orientation
        var top: Double
        var bottom: Double
        var why: String
        var testDescription: String { "\(device) \(orientation): top \(fmt(top)), bottom \(fmt(bottom)) (\(why))" }
    }

    static let literals: [Literal] = [
        Literal(device: "iPhone SE (3rd generation)", orientation: .portrait, top: 64, bottom: 49,
                why: "facts: navigationBar note '64 incl. 20 pt status bar'; tabBar 49 on home-button phones"),
        Literal(device: "iPhone SE (3rd generation)", orientation: .landscape, top: 32, bottom: 32,
                why: "facts: status bar 0 in landscape + navigationBar 32; tabBar 32"),
        Literal(device: "iPhone 13", orientation: .portrait, top: 91, bottom: 83,
                why: "facts: statusBar 47 + 44; tabBar note '83 total with 34 pt home indicator'"),
        Literal(device: "iPhone 13", orientation: .landscape, top: 32, bottom: 53,
                why: "facts: tabBar landscape note '53 total with 21 pt home-indicator inset'"),
        Literal(device: "iPhone 15 Pro", orientation: .portrait, top: 98, bottom: 83,
                why: "catalog choice: max(59, 54 + 44) = 98; 49 + 34"),
        Literal(device: "iPhone 15 Pro", orientation: .landscape, top: 32, bottom: 53,
                why: "32 + 21"),
        Literal(device: "iPhone 17 Pro", orientation: .landscape, top: 32, bottom: 52,
                why: "facts iOS 26 landscape {20,62,20,62}: max(20, 0 + 32); 32 + 20"),
        Literal(device: "iPhone 12 mini", orientation: .portrait, top: 94, bottom: 83,
                why: "facts statusBar 50 + 44; 49 + 34"),
        Literal(device: "iPad Pro 11-inch (M4/M5)", orientation: .portrait, top: 74, bottom: 70,
                why: "facts: statusBar 24 + navigationBar 50; tabBar 50 + homeIndicator 20"),
        Literal(device: "iPad (9th generation) 10.2-inch", orientation: .landscape, top: 70, bottom: 50,
                why: "facts: navigationBar iPad note '70 incl. 20 pt status bar'; tabBar 50, no home indicator"),
    ]

    @Test("Tab bar + navigation controller, numbers written out", arguments: literals)
    func literalInsets(_ test: Literal) throws {
        let scene = try measure(Config(tab: true, nav: true).body, device: test.device, orientation: test.orientation)
        let root = try scene.required("root")
        expectClose(root.safeAreaInsets.top, test.top, "\(test.device) \(test.orientation) top")
        expectClose(root.safeAreaInsets.bottom, test.bottom, "\(test.device) \(test.orientation) bottom")
    }
}
