import Testing
import LayoutModel
import LayoutGeometry
import LayoutLoading

// Interface Builder documents measured end to end: the same insets as the fixtures of
// ContainerInsetsTests must come out of a storyboard's tab bar + navigation controller
// (relationship segues), of a pushed scene (a show segue from a button), of a table
// view controller with header and footer views, and of flow-layout collection cells.
// Expected numbers come from the facts file (cited at each use).

private let tabNavigationStoryboard = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="Tab-Vc">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="Tab-Sc"><objects>
            <tabBarController id="Tab-Vc" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="Tab-Bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                <connections>
                    <segue destination="Nav-Vc" kind="relationship" relationship="viewControllers" id="Tab-Sg"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="Nav-Sc"><objects>
            <navigationController id="Nav-Vc" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                <connections>
                    <segue destination="Lst-Vc" kind="relationship" relationship="rootViewController" id="Nav-Sg"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="Lst-Sc"><objects>
            <viewController id="Lst-Vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Lst-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="Lst-Lb">
                            <rect key="frame" x="16" y="114" width="361" height="34"/>
                        </label>
                        <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Lst-Bt">
                            <rect key="frame" x="16" y="714" width="80" height="35"/>
                            <state key="normal" title="Read"/>
                            <connections><segue destination="Art-Vc" kind="show" id="Lst-Sg"/></connections>
                        </button>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Lst-Sa"/>
                    <constraints>
                        <constraint firstItem="Lst-Lb" firstAttribute="top" secondItem="Lst-Sa" secondAttribute="top" constant="16" id="C1"/>
                        <constraint firstItem="Lst-Lb" firstAttribute="leading" secondItem="Lst-Vw" secondAttribute="leadingMargin" id="C2"/>
                        <constraint firstAttribute="trailingMargin" secondItem="Lst-Lb" secondAttribute="trailing" id="C3"/>
                        <constraint firstItem="Lst-Bt" firstAttribute="leading" secondItem="Lst-Lb" secondAttribute="leading" id="C4"/>
                        <constraint firstItem="Lst-Sa" firstAttribute="bottom" secondItem="Lst-Bt" secondAttribute="bottom" constant="20" id="C5"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="Art-Sc"><objects>
            <viewController id="Art-Vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Art-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label opaque="NO" text="Bagels, ranked" translatesAutoresizingMaskIntoConstraints="NO" id="Art-Lb">
                            <rect key="frame" x="98" y="114" width="196.5" height="34"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Art-Sa"/>
                    <constraints>
                        <constraint firstItem="Art-Lb" firstAttribute="top" secondItem="Art-Sa" secondAttribute="top" constant="16" id="C6"/>
                        <constraint firstItem="Art-Lb" firstAttribute="centerX" secondItem="Art-Vw" secondAttribute="centerX" id="C7"/>
                        <constraint firstItem="Art-Lb" firstAttribute="width" secondItem="Art-Vw" secondAttribute="width" multiplier="1:2" priority="999" id="C8"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="Tbl-Sc"><objects>
            <tableViewController id="Tbl-Vc" sceneMemberID="viewController">
                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" id="Tbl-Tv">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <view key="tableHeaderView" contentMode="scaleToFill" id="Tbl-Hd">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    </view>
                    <prototypes>
                        <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="Tbl-Ce">
                            <rect key="frame" x="0.0" y="170" width="393" height="44"/>
                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="Tbl-Ce" id="Tbl-Cv">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                            </tableViewCellContentView>
                        </tableViewCell>
                    </prototypes>
                    <view key="tableFooterView" contentMode="scaleToFill" id="Tbl-Ft">
                        <rect key="frame" x="0.0" y="214" width="393" height="60"/>
                    </view>
                </tableView>
            </tableViewController>
        </objects></scene>
        <scene sceneID="Grd-Sc"><objects>
            <collectionViewController id="Grd-Vc" sceneMemberID="viewController">
                <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" id="Grd-Cv">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="12" minimumInteritemSpacing="10" id="Grd-Fl">
                        <size key="itemSize" width="120" height="160"/>
                        <inset key="sectionInset" minX="16" minY="8" maxX="16" maxY="4"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="Grd-Ph">
                            <rect key="frame" x="16" y="8" width="120" height="160"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="Grd-Pc">
                                <rect key="frame" x="0.0" y="0.0" width="120" height="160"/>
                            </view>
                        </collectionViewCell>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Banner" id="Grd-Bn">
                            <rect key="frame" x="16" y="180" width="361" height="80"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="Grd-Bc">
                                <rect key="frame" x="0.0" y="0.0" width="361" height="80"/>
                            </view>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </collectionViewController>
        </objects></scene>
        <scene sceneID="Hst-Sc"><objects>
            <viewController id="Hst-Vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="Hst-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Hst-Cv">
                            <rect key="frame" x="0.0" y="159" width="393" height="300"/>
                            <connections><segue destination="ENav-Vc" kind="embed" id="Hst-Sg"/></connections>
                        </containerView>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="Hst-Sa"/>
                    <constraints>
                        <constraint firstItem="Hst-Cv" firstAttribute="leading" secondItem="Hst-Vw" secondAttribute="leading" id="C9"/>
                        <constraint firstAttribute="trailing" secondItem="Hst-Cv" secondAttribute="trailing" id="C10"/>
                        <constraint firstItem="Hst-Cv" firstAttribute="top" secondItem="Hst-Sa" secondAttribute="top" constant="100" id="C11"/>
                        <constraint firstItem="Hst-Cv" firstAttribute="height" constant="200" id="C12"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="ENav-Sc"><objects>
            <navigationController id="ENav-Vc" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="ENav-Bar"><rect key="frame" x="0.0" y="0.0" width="393" height="44"/></navigationBar>
                <connections>
                    <segue destination="ERt-Vc" kind="relationship" relationship="rootViewController" id="ENav-Sg"/>
                </connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="ERt-Sc"><objects>
            <viewController id="ERt-Vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="ERt-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <subviews>
                        <button opaque="NO" id="ERt-Bt">
                            <rect key="frame" x="16" y="60" width="80" height="35"/>
                            <state key="normal" title="Next"/>
                            <connections><segue destination="EPsh-Vc" kind="show" id="ERt-Sg"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="EPsh-Sc"><objects>
            <viewController id="EPsh-Vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="EPsh-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="300"/>
                    <viewLayoutGuide key="safeArea" id="EPsh-Sa"/>
                </view>
            </viewController>
        </objects></scene>
    </scenes>
</document>
"""

/// A tab bar and navigation controller around one screen, with the bars' translucency and
/// the screen's extended-layout settings given.
private func opaqueBarsStoryboard(navigationBar: String, tabBar: String, screen: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <scenes>
            <scene sceneID="Tab-Sc"><objects>
                <tabBarController id="Tab-Vc" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" \(tabBar) id="Tab-Bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                    <connections><segue destination="Nav-Vc" kind="relationship" relationship="viewControllers" id="S1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="Nav-Sc"><objects>
                <navigationController id="Nav-Vc" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(navigationBar) id="Nav-Bar"><rect key="frame" x="0.0" y="59" width="393" height="44"/></navigationBar>
                    <connections><segue destination="A-Vc" kind="relationship" relationship="rootViewController" id="S2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="A-Sc"><objects>
                <viewController id="A-Vc" \(screen) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="A-Vw">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <viewLayoutGuide key="safeArea" id="A-Sa"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}

private func measureStoryboard(_ text: String = tabNavigationStoryboard, scene: String, device: String, orientation: Orientation,
                               direction: LayoutDirection = .leftToRight) throws -> MeasuredScene {
    let catalog = DeviceCatalog.standard
    let loader = DocumentLoader(deviceNames: catalog.names, screenSizes: catalog.devices.map(\.portraitSize))
    guard case .success(let document) = loader.load(bytes: Array(text.utf8), displayPath: "Main.storyboard") else {
        throw FixtureFailure(description: "the storyboard did not load")
    }
    let found = try #require(document.scenes.first { $0.id == scene }, "scene \(scene) in \(document.scenes.map(\.id))")
    // Measured the first way the document says the scene is shown.
    let presentation = found.contexts.first?.presentation ?? .fullScreen
    let measured = try LayoutEngine().measure(found, in: Environment(device: device, orientation: orientation, direction: direction,
                                                                     presentation: presentation))
    #expect(measured.problems.isEmpty, "\(measured.problems)")
    return measured
}

/// facts: bars navigationBar / tabBar, iPhone portrait and landscape (compact height).
private func phoneBars(_ orientation: Orientation) -> (navigation: Double, tab: Double) {
    orientation == .portrait
        ? (Facts.bar("navigationBar", "iPhone, regular vertical size class (portrait), small title"), Facts.bar("tabBar", "iPhone portrait"))
        : (Facts.bar("navigationBar", "iPhone landscape (compact vertical size class)"), Facts.bar("tabBar", "iPhone landscape (compact height)"))
}

/// The root view's safe area inside a tab bar + navigation controller: the status bar (hidden
/// on phones in landscape) plus the navigation bar on top, the tab bar plus the home
/// indicator's inset at the bottom, the sensor housing's insets on the sides.
private func tabNavigationInsets(_ device: String, _ orientation: Orientation) -> EdgeInsets {
    let facts = Facts.device(device)
    let window = Facts.insets(device, orientation)           // facts: devices[].portrait / .landscape
    let statusBar = facts.statusBarHeight(orientation) ?? 0  // facts: devices[].statusBar
    let bars = phoneBars(orientation)
    return EdgeInsets(top: max(window.top, statusBar + bars.navigation), left: window.left,
                      bottom: bars.tab + window.bottom, right: window.right)
}

@Suite("Interface Builder documents, measured")
struct InterfaceBuilderGeometryTests {
    static let phones = ["iPhone SE (3rd generation)", "iPhone 15 Pro"]

    @Test("a tab bar and navigation controller from relationship segues inset the root view like the fixtures do",
          arguments: phones, Orientation.allCases)
    func tabAndNavigation(device: String, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases {
            let scene = try measureStoryboard(scene: "Tab-Sc", device: device, orientation: orientation, direction: direction)
            let expected = tabNavigationInsets(device, orientation)
            let size = Facts.device(device).screenSize(orientation)
            let root = try scene.required("Lst-Vw")
            expectClose(root.safeAreaInsets, expected, "root safe area, \(direction)")
            // The label hangs 16 below the safe area and spans the margins; the button sits
            // 20 above the safe area's bottom.
            let label = try scene.required("Lst-Lb")
            let margins = root.layoutMarginsFrame
            // One line of 17 pt text (IB's default font) is 20.5 pt tall, however tall the design
            // frame: 17 x 1.19336 (San Francisco's line height, TextMetrics) rounded up to a pixel.
            expectClose(label.frame, Rect(x: margins.minX, y: expected.top + 16, width: margins.width, height: 20.5), "label, \(direction)")
            expectClose(margins.minX, expected.left + scene.systemMinimumMargin, "leading margin, \(direction)")
            let button = try scene.required("Lst-Bt")
            expectClose(button.frame.maxY, size.height - expected.bottom - 20, "button bottom, \(direction)")
            let buttonLeading = direction == .leftToRight ? button.frame.minX : button.frame.maxX
            expectClose(buttonLeading, direction == .leftToRight ? margins.minX : margins.maxX, "button follows the label's leading edge, \(direction)")
        }
    }

    @Test("a scene pushed by a button's show segue is measured inside the pushing navigation and tab bar controllers",
          arguments: phones, Orientation.allCases)
    func pushedScene(device: String, orientation: Orientation) throws {
        let scene = try measureStoryboard(scene: "Art-Sc", device: device, orientation: orientation)
        let expected = tabNavigationInsets(device, orientation)
        let size = Facts.device(device).screenSize(orientation)
        expectClose(try scene.required("Art-Vw").safeAreaInsets, expected, "pushed root safe area")
        // width = root width x 1/2 (priority 999 beats the label's compression resistance, 750)
        expectClose(try scene.required("Art-Lb").frame,
                    Rect(x: size.width / 4, y: expected.top + 16, width: size.width / 2, height: 20.5), "centred half-width label")
    }

    @Test("a scene pushed inside a navigation controller embedded in a container view is measured in the container",
          arguments: phones, Orientation.allCases)
    func pushedIntoEmbeddedNavigation(device: String, orientation: Orientation) throws {
        let scene = try measureStoryboard(scene: "EPsh-Sc", device: device, orientation: orientation)
        let window = Facts.insets(device, orientation)                 // facts: devices[].portrait / .landscape
        let width = Facts.device(device).screenSize(orientation).width
        // The host is not in a navigation controller: its safe area is the window's.
        // 200 tall, 100 below the safe area's top: clear of the bottom inset on every phone.
        let container = Rect(x: 0, y: window.top + 100, width: width, height: 200)
        let root = try scene.required("EPsh-Vw")
        expectClose(root.frame, container, "the pushed view fills the container")
        // Inside, only the embedded navigation bar (below the status bar, so just its height)
        // and the sides of the window reach it.
        let bar = orientation == .portrait
            ? Facts.bar("navigationBar", "iPhone, regular vertical size class (portrait), small title")
            : Facts.bar("navigationBar", "iPhone landscape (compact vertical size class)")
        expectClose(root.safeAreaInsets, EdgeInsets(top: bar, left: window.left, bottom: 0, right: window.right), "pushed safe area")
        #expect(scene.viewControllers.map(\.id) == ["Hst-Vc", "ENav-Vc", "EPsh-Vc"])
    }

    @Test("opaque bars and edgesForExtendedLayout lay the screen out between the bars, with no bar in its safe area",
          arguments: phones, Orientation.allCases)
    func opaqueBars(device: String, orientation: Orientation) throws {
        let window = Facts.insets(device, orientation)
        let size = Facts.device(device).screenSize(orientation)
        let full = tabNavigationInsets(device, orientation)
        // The bars' outer edges: the navigation bar ends at the full top inset, the tab bar
        // starts at the full bottom inset.
        let between = Rect(x: 0, y: full.top, width: size.width, height: size.height - full.top - full.bottom)
        let sides = EdgeInsets(top: 0, left: window.left, bottom: 0, right: window.right)

        let opaque = try measureStoryboard(opaqueBarsStoryboard(navigationBar: #"translucent="NO""#, tabBar: #"translucent="NO""#, screen: ""),
                                           scene: "Tab-Sc", device: device, orientation: orientation)
        expectClose(try opaque.required("A-Vw").frame, between, "below an opaque navigation bar, above an opaque tab bar")
        expectClose(try opaque.required("A-Vw").safeAreaInsets, sides, "no bar in the safe area")

        let unextended = try measureStoryboard(
            opaqueBarsStoryboard(navigationBar: "", tabBar: "", screen: ""), scene: "Tab-Sc", device: device, orientation: orientation)
        expectClose(try unextended.required("A-Vw").frame, Rect(x: 0, y: 0, width: size.width, height: size.height),
                    "translucent bars: under both")
        let edges = try measureStoryboard(
            opaqueBarsStoryboard(navigationBar: "", tabBar: "", screen: "").replacingOccurrences(
                of: #"<view key="view" contentMode="scaleToFill" id="A-Vw">"#,
                with: #"<extendedEdge key="edgesForExtendedLayout"/><view key="view" contentMode="scaleToFill" id="A-Vw">"#),
            scene: "Tab-Sc", device: device, orientation: orientation)
        expectClose(try edges.required("A-Vw").frame.minY, full.top, "no extended edges: below the translucent navigation bar")

        let included = try measureStoryboard(
            opaqueBarsStoryboard(navigationBar: #"translucent="NO""#, tabBar: #"translucent="NO""#, screen: #"extendedLayoutIncludesOpaqueBars="YES""#),
            scene: "Tab-Sc", device: device, orientation: orientation)
        // The screen's flag takes it under its navigation controller's opaque bar; the tab bar
        // controller's child is the navigation controller, which stays above the opaque tab bar.
        expectClose(try included.required("A-Vw").safeAreaInsets,
                    EdgeInsets(top: full.top, left: window.left, bottom: 0, right: window.right),
                    "extendedLayoutIncludesOpaqueBars: under the opaque navigation bar again")
    }

    @Test("a table view controller's header, rows and footer stack from the adjusted content inset",
          arguments: phones, Orientation.allCases)
    func tableHeaderAndFooter(device: String, orientation: Orientation) throws {
        let scene = try measureStoryboard(scene: "Tbl-Sc", device: device, orientation: orientation)
        let window = Facts.insets(device, orientation)
        let statusBar = Facts.device(device).statusBarHeight(orientation) ?? 0
        let top = max(window.top, statusBar)
        let width = Facts.device(device).screenSize(orientation).width
        let table = try scene.required("Tbl-Tv")
        #expect(table.scroll?.adjustedContentInset.top == top, "a table adjusts for the status bar (automatic, scrolls vertically)")
        expectClose(try scene.required("Tbl-Hd").frame, Rect(x: 0, y: top, width: width, height: 120), "header")
        expectClose(try scene.required("Tbl-Ce").frame, Rect(x: 0, y: top + 120, width: width, height: 44), "row")
        expectClose(try scene.required("Tbl-Ft").frame, Rect(x: 0, y: top + 164, width: width, height: 60), "footer")
        // The row's content view is inset to the safe area (insetsContentViewsToSafeArea);
        // the header is not.
        expectClose(try scene.required("Tbl-Cv").frame.minX, window.left, "content view starts at the safe area")
    }

    @Test("flow-layout cells keep their item size from the leading section inset; a cell designed full width spans the content",
          arguments: phones, Orientation.allCases)
    func flowLayoutCells(device: String, orientation: Orientation) throws {
        let scene = try measureStoryboard(scene: "Grd-Sc", device: device, orientation: orientation)
        let window = Facts.insets(device, orientation)
        let top = max(window.top, Facts.device(device).statusBarHeight(orientation) ?? 0)
        let width = Facts.device(device).screenSize(orientation).width
        expectClose(try scene.required("Grd-Ph").frame, Rect(x: 16, y: top + 8, width: 120, height: 160), "photo item")
        expectClose(try scene.required("Grd-Bn").frame, Rect(x: 16, y: top + 8 + 160 + 12, width: width - 32, height: 80), "banner item")
        // A collection view does not inset its cells' content views to the safe area.
        expectClose(try scene.required("Grd-Pc").frame.minX, 16, "content view fills its cell")
    }
}

/// One scene, as Xcode writes it, for the settings below.
private func oneScene(_ body: String, runtime: String = "iOS.CocoaTouch", controller: String = "") -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="\(runtime)" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <scenes>
            <scene sceneID="A-Sc"><objects>
                <viewController id="A-Vc" sceneMemberID="viewController">
                    \(controller)
                    <view key="view" contentMode="scaleToFill" id="A-Vw">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        \(body)
                        <viewLayoutGuide key="safeArea" id="A-Sa"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """
}

@Suite("Interface Builder settings that move views")
struct InterfaceBuilderSettingsTests {
    @Test("a stack view with layout margins arranges its views inside them")
    func stackMargins() throws {
        let text = oneScene("""
            <subviews>
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="St">
                    <rect key="frame" x="0.0" y="59" width="393" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="In"><rect key="frame" x="20" y="10" width="353" height="80"/></view>
                    </subviews>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="10" leading="20" bottom="10" trailing="20"/>
                </stackView>
            </subviews>
            <constraints>
                <constraint firstItem="St" firstAttribute="leading" secondItem="A-Vw" secondAttribute="leading" id="C1"/>
                <constraint firstAttribute="trailing" secondItem="St" secondAttribute="trailing" id="C2"/>
                <constraint firstItem="St" firstAttribute="top" secondItem="A-Sa" secondAttribute="top" id="C3"/>
                <constraint firstItem="St" firstAttribute="height" constant="100" id="C4"/>
            </constraints>
            """)
        let scene = try measureStoryboard(text, scene: "A-Sc", device: "iPhone 15 Pro", orientation: .landscape)
        // facts: iPhone 15 Pro landscape insets 59 on the sides; the stack's margins include them.
        let inner = try scene.required("In").frame
        let stack = try scene.required("St")
        expectClose(inner.minX, stack.layoutMarginsFrame.minX, "arranged from the leading margin")
        expectClose(inner.minX, 59 + 20, "the safe area's 59 plus the stack's own 20")
        expectClose(inner.height, 80, "between the top and bottom margins")
    }

    @Test("a flow layout whose section insets are measured from the safe area keeps its items inside it")
    func sectionInsetReference() throws {
        let text = oneScene("""
            <subviews>
                <collectionView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="Cv">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" minimumInteritemSpacing="10" sectionInsetReference="safeArea" id="Fl">
                        <size key="itemSize" width="100" height="100"/>
                        <inset key="sectionInset" minX="8" minY="0.0" maxX="8" maxY="0.0"/>
                    </collectionViewFlowLayout>
                    <cells>
                        <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Item" id="It">
                            <rect key="frame" x="8" y="0.0" width="100" height="100"/>
                            <view key="contentView" opaque="NO" contentMode="center" id="Ic"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
                        </collectionViewCell>
                    </cells>
                </collectionView>
            </subviews>
            <constraints>
                <constraint firstItem="Cv" firstAttribute="leading" secondItem="A-Vw" secondAttribute="leading" id="C1"/>
                <constraint firstAttribute="trailing" secondItem="Cv" secondAttribute="trailing" id="C2"/>
                <constraint firstItem="Cv" firstAttribute="top" secondItem="A-Vw" secondAttribute="top" id="C3"/>
                <constraint firstAttribute="bottom" secondItem="Cv" secondAttribute="bottom" id="C4"/>
            </constraints>
            """)
        let scene = try measureStoryboard(text, scene: "A-Sc", device: "iPhone 15 Pro", orientation: .landscape)
        expectClose(try scene.required("It").frame.minX, 59 + 8, "the side inset (facts: 59) plus the section inset")
    }

    @Test("a controller designed at a size no screen has is a child: its design size, no insets")
    func component() throws {
        let text = oneScene("", controller: #"<size key="freeformSize" width="310" height="60"/>"#)
            .replacingOccurrences(of: #"<rect key="frame" x="0.0" y="0.0" width="393" height="852"/>"#,
                                  with: #"<rect key="frame" x="0.0" y="0.0" width="310" height="60"/>"#)
        let scene = try measureStoryboard(text, scene: "A-Sc", device: "iPhone 15 Pro", orientation: .portrait)
        let root = try scene.required("A-Vw")
        expectClose(root.frame, Rect(x: 0, y: 0, width: 310, height: 60), "design size")
        expectClose(root.safeAreaInsets, .zero, "no screen insets")
    }

    @Test("an iPad-only document is evaluated on iPads only")
    func iPadOnly() throws {
        let loader = DocumentLoader(deviceNames: DeviceCatalog.standard.names)
        let document = try loader.load(bytes: Array(oneScene("", runtime: "iOS.CocoaTouch.iPad").utf8), displayPath: "Kiosk.storyboard").get()
        #expect(document.idioms == [.pad])
        let environments = EnvironmentMatrix.standard.environments(catalog: .standard, platform: document.platform, idioms: document.idioms)
        #expect(Set(environments.map(\.device)) == ["iPad (10th generation) / iPad (A16)", "iPad Pro 13-inch (M4/M5)"])
    }
}
