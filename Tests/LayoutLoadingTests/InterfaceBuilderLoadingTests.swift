import Foundation
import Testing
import LayoutGeometry
import LayoutLoading
import LayoutModel

// Interface Builder documents mapped onto the model: scenes and their names, containment
// through segues, IB's constraint defaults and spellings, size-class variations, what is
// noted as not evaluated, and the inputs that are skipped or fail. The documents are
// written the way Xcode 15 saves them, cut down to what each test needs.

private let ibLoader = DocumentLoader(deviceNames: [])

/// A storyboard around `scenes` (`<scene>` elements).
func storyboard(_ scenes: String, attributes: String = #"useSafeAreas="YES""#) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" \(attributes) colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <scenes>
    \(scenes)
        </scenes>
    </document>
    """
}

/// A xib around `objects` (the children of `<objects>`).
func xib(_ objects: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina6_12" orientation="portrait" appearance="light"/>
        <objects>
    \(objects)
        </objects>
    </document>
    """
}

/// A scene with a plain view controller whose root view holds `subviews` and `constraints`.
func plainScene(_ id: String, controllerAttributes: String = "", subviews: String = "", constraints: String = "",
                connections: String = "", comment: String? = nil) -> String {
    """
    \(comment.map { "<!--\($0)-->" } ?? "")
    <scene sceneID="\(id)-Sc">
        <objects>
            <viewController id="\(id)-Vc" \(controllerAttributes) sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="\(id)-Vw">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>\(subviews)</subviews>
                    <viewLayoutGuide key="safeArea" id="\(id)-Sa"/>
                    <constraints>\(constraints)</constraints>
                </view>
                \(connections.isEmpty ? "" : "<connections>\(connections)</connections>")
            </viewController>
        </objects>
    </scene>
    """
}

func ibDocument(_ xml: String, path: String = "Main.storyboard", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> Document {
    switch ibLoader.load(bytes: Array(xml.utf8), displayPath: path) {
    case .success(let document):
        return document
    case .failure(let failure):
        Issue.record("the document did not load: \(failure.errors.map(\.description))", sourceLocation: sourceLocation)
        throw FixtureDidNotLoad()
    }
}

func ibFailure(_ xml: String, path: String = "Main.storyboard", sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LoadFailure {
    switch ibLoader.load(bytes: Array(xml.utf8), displayPath: path) {
    case .success:
        Issue.record("the document loaded, but it should not have", sourceLocation: sourceLocation)
        throw FixtureDidNotLoad()
    case .failure(let failure):
        return failure
    }
}

extension Scene {
    var controller: ViewControllerNode? {
        if case .viewController(let controller) = root { return controller }
        return nil
    }
}

private let label = #"""
<label opaque="NO" text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="L-Lb">
    <rect key="frame" x="16" y="119" width="361" height="34"/>
</label>
"""#

@Suite("Interface Builder: scenes and containment")
struct InterfaceBuilderSceneTests {
    static let tabs = storyboard("""
        <!--Tab Bar Controller-->
        <scene sceneID="Tab-Sc">
            <objects>
                <tabBarController id="Tab-Vc" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="Tab-Bar">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="49"/>
                    </tabBar>
                    <connections>
                        <segue destination="Nav-Vc" kind="relationship" relationship="viewControllers" id="Tab-Sg1"/>
                        <segue destination="B-Vc" kind="relationship" relationship="viewControllers" id="Tab-Sg2"/>
                    </connections>
                </tabBarController>
            </objects>
        </scene>
        <scene sceneID="Nav-Sc">
            <objects>
                <navigationController id="Nav-Vc" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="Nav-Bar">
                        <rect key="frame" x="0.0" y="59" width="393" height="44"/>
                    </navigationBar>
                    <connections>
                        <segue destination="A-Vc" kind="relationship" relationship="rootViewController" id="Nav-Sg"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        \(plainScene("A", controllerAttributes: #"storyboardIdentifier="Articles""#,
                     subviews: #"<button opaque="NO" id="A-Bt"><rect key="frame" x="16" y="700" width="80" height="35"/><connections><segue destination="P-Vc" kind="show" id="A-Sg"/></connections></button>"#))
        \(plainScene("B", controllerAttributes: #"customClass="SettingsViewController""#))
        \(plainScene("P", comment: "Article Detail"))
        \(plainScene("M", controllerAttributes: #"title="Modal""#,
                     connections: #"<segue destination="P-Vc" kind="presentation" id="M-Sg"/>"#))
        """)

    @Test("a scene per controller that nothing contains; contained ones appear inside their container")
    func scenes() throws {
        let document = try ibDocument(Self.tabs)
        #expect(document.kind == .storyboard)
        #expect(document.name == "Main")
        #expect(document.scenes.map(\.id) == ["Tab-Sc", "P-Sc", "M-Sc"])
        let tab = try #require(document.scenes[0].controller)
        #expect(tab.kind == .tabBarController)
        #expect(tab.children.map(\.id) == ["Nav-Vc", "B-Vc"])
        #expect(tab.tabBar?.evaluateAll == true, "every tab is evaluated as the selected one")
        #expect(tab.children[0].kind == .navigationController)
        #expect(tab.children[0].children.map(\.id) == ["A-Vc"])
    }

    @Test("scenes are named by storyboard identifier, class, user label, then the scene comment")
    func names() throws {
        let document = try ibDocument(Self.tabs)
        #expect(document.scenes.map(\.name) == ["Tab Bar Controller", "Article Detail", "Modal"])
        let tab = try #require(document.scenes[0].controller)
        #expect(tab.allControllers.map(\.label) == [nil, nil, "Articles", "SettingsViewController"])
    }

    @Test("a controller pushed from inside a navigation controller is shown in a copy of the pushing chain")
    func pushedControllerIsWrapped() throws {
        let document = try ibDocument(Self.tabs)
        let pushed = try #require(document.scenes.first { $0.id == "P-Sc" }?.controller)
        #expect(pushed.allControllers.map(\.kind) == [.tabBarController, .navigationController, .viewController])
        #expect(pushed.allControllers.map(\.id) == ["Tab-Vc", "Nav-Vc", "P-Vc"])
        #expect(pushed.allControllers.map(\.isSynthesized) == [true, true, false], "the containers are context, never reported")
        #expect(pushed.tabBar?.evaluateAll == false, "the copy shows the pushed controller's tab only")
        // M presents P modally and nobody pushes M: it stands alone.
        let modal = try #require(document.scenes.first { $0.id == "M-Sc" }?.controller)
        #expect(modal.allControllers.map(\.id) == ["M-Vc"])
    }

    @Test("a container view's embed segue puts the child controller inside the container view")
    func embedSegue() throws {
        let document = try ibDocument(storyboard("""
            \(plainScene("H", subviews: """
                <containerView opaque="NO" contentMode="scaleToFill" id="H-Cv">
                    <rect key="frame" x="0.0" y="500" width="393" height="352"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMinY="YES"/>
                    <connections><segue destination="S-Vc" kind="embed" id="H-Sg"/></connections>
                </containerView>
                """))
            \(plainScene("S", subviews: label))
            """))
        #expect(document.scenes.map(\.id) == ["H-Sc"])
        let host = try #require(document.scenes[0].controller?.view)
        let container = try #require(host.subviews.first)
        #expect(container.kind == .containerView)
        #expect(container.embedded?.id == "S-Vc")
        #expect(container.embedded?.view?.subviews.map(\.id) == ["L-Lb"])
    }

    @Test("a xib's File's Owner view becomes a controller's root view; cells get a table; other views stand free")
    func xibScenes() throws {
        let document = try ibDocument(xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileViewController">
                <connections>
                    <outlet property="view" destination="Own-Vw" id="Own-Ou"/>
                    <outlet property="cardView" destination="Card-Vw" id="Card-Ou"/>
                </connections>
            </placeholder>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="Own-Vw">
                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <viewLayoutGuide key="safeArea" id="Own-Sa"/>
            </view>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="Row" rowHeight="60" id="Row-Ce" customClass="ArticleCell">
                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Row-Ce" id="Row-Cv">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <autoresizingMask key="autoresizingMask"/>
                </tableViewCellContentView>
            </tableViewCell>
            <view contentMode="scaleToFill" id="Card-Vw" userLabel="Card">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """), path: "Profile.xib")
        #expect(document.kind == .xib)
        #expect(document.scenes.map(\.id) == ["Own-Vw", "Row-Ce", "Card-Vw"])
        #expect(document.scenes.map(\.name) == ["ProfileViewController", "ArticleCell", "Card"])
        let owner = try #require(document.scenes[0].controller)
        #expect(owner.view?.id == "Own-Vw")
        let cellHost = try #require(document.scenes[1].controller)
        #expect(cellHost.kind == .tableViewController)
        #expect(cellHost.view?.kind == .tableView)
        #expect(cellHost.view?.subviews.map(\.id) == ["Row-Ce"])
        #expect(cellHost.view?.subviews.first?.subviews.map(\.kind) == [.tableViewCellContentView])
        guard case .view(let card) = document.scenes[2].root else {
            Issue.record("a free view is a scene without a controller")
            return
        }
        #expect(card.frame == Rect(x: 0, y: 0, width: 300, height: 120))
    }
}

@Suite("Interface Builder: views and constraints")
struct InterfaceBuilderConstraintTests {
    static func constraints(_ xml: String) throws -> [String: Constraint] {
        let document = try ibDocument(storyboard(plainScene("A", subviews: label, constraints: xml)))
        let root = try #require(document.scenes.first?.controller?.view)
        return Dictionary(uniqueKeysWithValues: root.allViews.flatMap(\.constraints).map { ($0.id, $0) })
    }

    @Test("a missing firstItem is the view whose block holds the constraint; margin attributes become the margins guide")
    func defaultFirstItem() throws {
        let c = try Self.constraints(#"<constraint firstAttribute="trailingMargin" secondItem="L-Lb" secondAttribute="trailing" constant="8" id="C1"/>"#)
        let constraint = try #require(c["C1"])
        #expect(constraint.first == Anchor(.guide(owner: "A-Vw", .layoutMargins), .trailing))
        #expect(constraint.second == Anchor(.view("L-Lb"), .trailing))
        #expect(constraint.constant == 8)
        #expect(constraint.owner == "A-Vw")
        #expect(constraint.location.line > 0)
    }

    @Test("ratio multipliers, named priorities, relations and baselines are read as IB writes them")
    func spellings() throws {
        let c = try Self.constraints("""
            <constraint firstItem="L-Lb" firstAttribute="width" secondItem="A-Vw" secondAttribute="width" multiplier="1:2" priority="defaultHigh" id="C1"/>
            <constraint firstItem="L-Lb" firstAttribute="height" secondItem="L-Lb" secondAttribute="width" multiplier="1/3" priority="999" id="C2"/>
            <constraint firstItem="L-Lb" firstAttribute="width" relation="lessThanOrEqual" constant="300" priority="defaultLow" id="C3"/>
            <constraint firstItem="L-Lb" firstAttribute="baseline" secondItem="A-Sa" secondAttribute="top" relation="greaterThanOrEqual" constant="40" id="C4"/>
            <constraint firstItem="L-Lb" firstAttribute="top" secondItem="A-Sa" secondAttribute="top" placeholder="YES" id="C5"/>
            """)
        #expect(c["C1"]?.multiplier == 0.5)
        #expect(c["C1"]?.priority == 750)
        #expect(c["C2"].map { abs($0.multiplier - 1.0 / 3.0) < 1e-9 } == true)
        #expect(c["C2"]?.priority == 999)
        #expect(c["C3"]?.relation == .lessThanOrEqual)
        #expect(c["C3"]?.second == nil)
        #expect(c["C3"]?.priority == 250)
        #expect(c["C4"]?.first.attribute == .lastBaseline, "IB's baseline is the last baseline")
        #expect(c["C4"]?.second == Anchor(.guide(owner: "A-Vw", .safeArea), .top))
        #expect(c["C4"]?.relation == .greaterThanOrEqual)
        // Removed at build time in favour of the code's own: kept at the lowest priority,
        // never reported.
        #expect(c["C5"]?.priority == 3)
        #expect(c["C5"]?.isSynthesized == true)
    }

    @Test("the deprecated layout guides belong to the root view")
    func deprecatedGuides() throws {
        let document = try ibDocument(storyboard("""
            <scene sceneID="A-Sc"><objects>
                <viewController id="A-Vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="A-Tg"/>
                        <viewControllerLayoutGuide type="bottom" id="A-Bg"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="A-Vw">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>\(label)</subviews>
                        <constraints>
                            <constraint firstItem="L-Lb" firstAttribute="top" secondItem="A-Tg" secondAttribute="bottom" constant="8" id="C1"/>
                            <constraint firstItem="A-Bg" firstAttribute="top" secondItem="L-Lb" secondAttribute="bottom" id="C2"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            """, attributes: ""))
        #expect(document.usesSafeAreaLayoutGuides == false)
        let constraints = try #require(document.scenes.first?.controller?.view?.constraints)
        #expect(constraints.map(\.second) == [Anchor(.guide(owner: "A-Vw", .topLayoutGuide), .bottom), Anchor(.view("L-Lb"), .bottom)])
        #expect(constraints[1].first == Anchor(.guide(owner: "A-Vw", .bottomLayoutGuide), .top))
    }

    @Test("views placed by frame keep it; views with constraints use Auto Layout; a label's intrinsic size is its text's, not its stretched frame's")
    func framesAndIntrinsicSizes() throws {
        let document = try ibDocument(storyboard(plainScene("A", subviews: """
            \(label)
            <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" fixedFrame="YES" image="hero" translatesAutoresizingMaskIntoConstraints="NO" id="A-Im">
                <rect key="frame" x="0.0" y="0.0" width="393" height="200"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
            </imageView>
            <view contentMode="scaleToFill" id="A-Bx">
                <rect key="frame" x="10" y="300" width="100" height="50"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </view>
            """, constraints: #"<constraint firstItem="L-Lb" firstAttribute="top" secondItem="A-Sa" secondAttribute="top" id="C1"/>"#)))
        let views = Dictionary(uniqueKeysWithValues: try #require(document.scenes.first?.controller?.view).allViews.map { ($0.id, $0) })
        #expect(views["L-Lb"]?.translatesAutoresizingMaskIntoConstraints == false)
        // "Today" at 17 pt: 5 x 17 x 0.55 = 46.75, rounded up; one line is 17 x 1.19336 = 20.29,
        // rounded up to a pixel (half a point), as Interface Builder's design frames are.
        #expect(views["L-Lb"]?.intrinsicWidth == 47)
        #expect(views["L-Lb"]?.intrinsicHeight == 20.5)
        #expect(views["L-Lb"]?.label == "Today", "a label is named by its text, as the document outline does")
        #expect(views["A-Im"]?.translatesAutoresizingMaskIntoConstraints == true, "fixedFrame keeps the design frame")
        #expect(views["A-Im"]?.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
        #expect(views["A-Bx"]?.translatesAutoresizingMaskIntoConstraints == true)
        #expect(views["A-Bx"]?.frame == Rect(x: 10, y: 300, width: 100, height: 50))
    }

    @Test("size-class variations decide where views and constraints are installed")
    func variations() throws {
        let document = try ibDocument(storyboard(plainScene("A", subviews: label, constraints: """
            <constraint firstItem="L-Lb" firstAttribute="top" secondItem="A-Sa" secondAttribute="top" id="C1"/>
            <constraint firstItem="L-Lb" firstAttribute="top" secondItem="A-Sa" secondAttribute="top" constant="40" id="C2"/>
            </constraints>
            <variation key="default">
                <mask key="constraints"><exclude reference="C2"/></mask>
            </variation>
            <variation key="widthClass=regular">
                <mask key="constraints"><exclude reference="C1"/><include reference="C2"/></mask>
            </variation>
            <variation key="heightClass=compact-widthClass=regular">
                <mask key="subviews"><exclude reference="L-Lb"/></mask>
            </variation>
            <constraints>
            """)))
        let root = try #require(document.scenes.first?.controller?.view)
        let c = Dictionary(uniqueKeysWithValues: root.constraints.map { ($0.id, $0) })
        let c1 = try #require(c["C1"]?.installation)
        let c2 = try #require(c["C2"]?.installation)
        #expect(c1.isInstalled(horizontal: .compact, vertical: .regular))
        #expect(!c1.isInstalled(horizontal: .regular, vertical: .regular))
        #expect(!c2.isInstalled(horizontal: .compact, vertical: .regular))
        #expect(c2.isInstalled(horizontal: .regular, vertical: .compact))
        let labelInstallation = try #require(root.subviews.first?.installation)
        #expect(!labelInstallation.isInstalled(horizontal: .regular, vertical: .compact))
        #expect(labelInstallation.isInstalled(horizontal: .regular, vertical: .regular))
    }

    @Test("a table's header and footer views sit around its cells; a flow layout's settings are read")
    func tableAttachmentsAndFlowLayout() throws {
        let document = try ibDocument(storyboard("""
            <scene sceneID="T-Sc"><objects>
                <tableViewController id="T-Vc" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="T-Tv">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <view key="tableHeaderView" contentMode="scaleToFill" id="T-Hd">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="120"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        </view>
                        <prototypes>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row" id="T-Ce">
                                <rect key="frame" x="0.0" y="170" width="393" height="44"/>
                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="T-Ce" id="T-Cv">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </prototypes>
                        <view key="tableFooterView" contentMode="scaleToFill" id="T-Ft">
                            <rect key="frame" x="0.0" y="214" width="393" height="60"/>
                        </view>
                    </tableView>
                </tableViewController>
            </objects></scene>
            <scene sceneID="G-Sc"><objects>
                <collectionViewController id="G-Vc" sceneMemberID="viewController">
                    <collectionView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="G-Cv">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <collectionViewFlowLayout key="collectionViewLayout" scrollDirection="horizontal" minimumLineSpacing="12" minimumInteritemSpacing="10" id="G-Fl">
                            <size key="itemSize" width="120" height="160"/>
                            <inset key="sectionInset" minX="16" minY="8" maxX="20" maxY="4"/>
                        </collectionViewFlowLayout>
                        <cells>
                            <collectionViewCell opaque="NO" contentMode="center" reuseIdentifier="Photo" id="G-Ce">
                                <rect key="frame" x="16" y="8" width="120" height="160"/>
                                <view key="contentView" opaque="NO" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="G-Cc">
                                    <rect key="frame" x="0.0" y="0.0" width="120" height="160"/>
                                </view>
                            </collectionViewCell>
                        </cells>
                    </collectionView>
                </collectionViewController>
            </objects></scene>
            """))
        let table = try #require(document.scenes[0].controller?.view)
        #expect(table.subviews.map(\.id) == ["T-Hd", "T-Ce", "T-Ft"])
        #expect(table.subviews.map(\.tableAttachment) == [.header, nil, .footer])
        #expect(table.subviews.map(\.translatesAutoresizingMaskIntoConstraints) == [false, false, false], "placed by the table")
        #expect(document.notes.isEmpty, "header and footer views are laid out, not noted")
        let grid = try #require(document.scenes[1].controller?.view)
        #expect(grid.collection == CollectionSettings(scrollDirection: .horizontal,
                                                      sectionInset: EdgeInsets(top: 8, left: 16, bottom: 4, right: 20),
                                                      minimumLineSpacing: 12))
        let cell = try #require(grid.subviews.first)
        #expect(cell.subviews.map(\.kind) == [.collectionViewCellContentView])
        #expect(cell.subviews.first?.translatesAutoresizingMaskIntoConstraints == false, "the cell places its content view")
    }
}

@Suite("Interface Builder: notes, skipped and failed documents")
struct InterfaceBuilderInputTests {
    @Test("what cannot be evaluated is noted once per kind and subject, with its location")
    func notes() throws {
        let document = try ibDocument(storyboard("""
            <scene sceneID="Tab-Sc"><objects>
                <tabBarController id="Tab-Vc" sceneMemberID="viewController">
                    <connections>
                        <segue destination="Ref-Vc" kind="relationship" relationship="viewControllers" id="S1"/>
                        <segue destination="Ref2-Vc" kind="relationship" relationship="viewControllers" id="S2"/>
                        <segue destination="Code-Vc" kind="relationship" relationship="viewControllers" id="S3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="Ref-Sc"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="Ref-Vc" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="Ref2-Sc"><objects>
                <viewControllerPlaceholder storyboardName="Settings" id="Ref2-Vc" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="Code-Sc"><objects>
                <viewController id="Code-Vc" customClass="MapViewController" sceneMemberID="viewController"/>
            </objects></scene>
            \(plainScene("A", subviews: label, constraints: #"<constraint firstItem="L-Lb" firstAttribute="top" secondItem="Gone-1" secondAttribute="bottom" id="C1"/>"#))
            """))
        #expect(document.notes.map(\.code) == ["storyboard-reference", "no-root-view", "unresolved-constraint"])
        #expect(document.notes.map(\.subject) == ["Settings", "Code-Vc", "Gone-1"])
        #expect(document.notes[0].message == "storyboard reference to Settings (its initial controller) is not followed: Settings.storyboard is not among the inputs")
        #expect(document.notes[0].location.line == 15)
        #expect(document.notes[2].message.contains("constraint C1 names Gone-1"))
    }

    @Test("macOS and watchOS documents are skipped, not failed")
    func skipped() throws {
        let mac = try ibFailure("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22155" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects/>
            </document>
            """, path: "Preferences.xib")
        #expect(mac.isSkipped)
        #expect(mac.errors.first?.description == "Preferences.xib:2:1: error: a macOS document (MacOSX.Cocoa); layout-lint evaluates iOS and tvOS layouts")
        let watch = try ibFailure("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.WatchKit.Storyboard" version="3.0" toolsVersion="22155" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES">
                <scenes/>
            </document>
            """, path: "Interface.storyboard")
        #expect(watch.isSkipped)
    }

    @Test("tvOS documents load as tvOS")
    func tvOS() throws {
        let document = try ibDocument(storyboard(plainScene("A")).replacingOccurrences(of: #"targetRuntime="iOS.CocoaTouch""#, with: #"targetRuntime="AppleTV""#))
        #expect(document.platform == .tvOS)
        #expect(document.usesSafeAreaLayoutGuides == nil, "the setting is an iOS matter")
    }

    @Test("legacy archives, other XML and empty files fail with a located error that says what was expected")
    func failures() throws {
        let archive = try ibFailure("""
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="8.00">
                <data/>
            </archive>
            """, path: "Old.xib")
        #expect(!archive.isSkipped)
        #expect(archive.errors.map(\.description) == ["Old.xib:2:1: error: a legacy Xcode 3 archive (com.apple.InterfaceBuilder3.CocoaTouch.XIB) is not supported; expected an Interface Builder document saved by Xcode 5 or later (open it in Xcode and save it again)"])
        let other = try ibFailure(#"<?xml version="1.0"?><plist version="1.0"/>"#, path: "Info.storyboard")
        #expect(other.errors.first?.message == "the root element is <plist>; expected <document>, the root of an Interface Builder document")
        let empty = try ibFailure("", path: "Empty.xib")
        #expect(empty.errors.first?.location.file == "Empty.xib")
        #expect(!empty.isSkipped)
    }
}

@Suite("Interface Builder: storyboard references among the inputs")
struct StoryboardReferenceTests {
    static let main = storyboard("""
        <scene sceneID="Tab-Sc"><objects>
            <tabBarController id="Tab-Vc" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="Tab-Bar"><rect key="frame" x="0.0" y="0.0" width="393" height="49"/></tabBar>
                <connections>
                    <segue destination="A-Vc" kind="relationship" relationship="viewControllers" id="S1"/>
                    <segue destination="Ref-Vc" kind="relationship" relationship="viewControllers" id="S2"/>
                    <segue destination="Gone-Vc" kind="relationship" relationship="viewControllers" id="S3"/>
                </connections>
            </tabBarController>
        </objects></scene>
        \(plainScene("A", subviews: label))
        <scene sceneID="Ref-Sc"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="Ref-Vc" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="Gone-Sc"><objects>
            <viewControllerPlaceholder storyboardName="Missing" id="Gone-Vc" sceneMemberID="viewController"/>
        </objects></scene>
        """)
    static let settings = storyboard(plainScene("S", subviews: label,
        constraints: #"<constraint firstItem="S-Sa" firstAttribute="bottom" secondItem="L-Lb" secondAttribute="bottom" constant="8" id="C1"/><constraint firstItem="L-Lb" firstAttribute="leading" secondItem="S-Sa" secondAttribute="leading" id="C2"/>"#))
        .replacingOccurrences(of: "colorMatched=\"YES\">", with: "colorMatched=\"YES\" initialViewController=\"S-Vc\">")

    /// Both storyboards written to a temporary folder; their paths.
    static func files() throws -> (main: String, settings: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-references-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let main = folder.appendingPathComponent("Main.storyboard"), settings = folder.appendingPathComponent("Settings.storyboard")
        try Self.main.write(to: main, atomically: true, encoding: .utf8)
        try Self.settings.write(to: settings, atomically: true, encoding: .utf8)
        return (main.path, settings.path)
    }

    @Test("a referenced storyboard among the inputs shows its scene in the referencing storyboard's containers")
    func followed() throws {
        let (main, settings) = try Self.files()
        defer { try? FileManager.default.removeItem(atPath: (main as NSString).deletingLastPathComponent) }
        let references = StoryboardReferences(paths: [main, settings])
        #expect(references.followed[main] == ["Settings"], "Missing.storyboard is not an input")
        #expect(references.hosts[settings]?.map(\.placeholderID) == ["Ref-Vc"])

        guard case .success(let mainDocument) = ibLoader.load(path: main, displayPath: main, references: references),
              case .success(let settingsDocument) = ibLoader.load(path: settings, displayPath: settings, references: references) else {
            Issue.record("the storyboards did not load")
            return
        }
        #expect(mainDocument.notes.map(\.subject) == ["Missing"], "only the reference to a storyboard that is not an input is a gap")
        let shown = try #require(settingsDocument.scenes.first?.controller)
        #expect(shown.allControllers.map(\.id) == ["Tab-Vc", "S-Vc"], "the Settings tab, inside Main's tab bar controller")
        #expect(shown.allControllers.map(\.isSynthesized) == [true, false])
        #expect(shown.tabBar?.evaluateAll == false)
        #expect(settingsDocument.scenes.first?.id == "S-Sc", "still the Settings scene")

        // Measured there, the tab bar is in its safe area: the label sits 8 above it.
        let measured = try LayoutEngine().measure(try #require(settingsDocument.scenes.first),
                                                  in: Environment(device: "iPhone 15 Pro", orientation: .portrait))
        let root = try #require(measured.view(id: "S-Vw"))
        #expect(root.safeAreaInsets.bottom == 83, "the tab bar (49) over the home indicator inset (34)")
        #expect(abs((measured.view(id: "L-Lb")?.frame.maxY ?? 0) - (852 - 83 - 8)) < 0.01)

        // Alone, the same storyboard is its own scene, and Main reports the reference.
        let alone = try #require(ibLoader.load(path: settings, displayPath: settings).get().scenes.first?.controller)
        #expect(alone.allControllers.map(\.id) == ["S-Vc"])
        #expect(try ibLoader.load(path: main, displayPath: main).get().notes.map(\.subject) == ["Settings", "Missing"])
    }
}
