import Foundation
import Testing
import LayoutGeometry
import LayoutLoading
import LayoutModel

// Fixtures that load: what the model holds afterwards.

// MARK: - The complete example of FIXTURE-FORMAT.md

@Suite("The complete example of FIXTURE-FORMAT.md")
struct CompleteExampleTests {
    /// Copied verbatim from design/FIXTURE-FORMAT.md, "A complete example".
    static let example = """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout version="1" name="Article">
      <!-- Optional. Without it the configured matrix applies. -->
      <matrix devices="iPhone SE (3rd generation), iPhone 15 Pro, iPad Pro 11-inch (M4/M5)"
              orientations="portrait landscape" contentSizes="L AX2" directions="ltr rtl"/>

      <tabBarController id="tabs">
        <navigationController id="nav" prefersLargeTitles="false">
          <viewController id="article" additionalSafeAreaInsets="0 0 44 0">
            <view id="root">
              <scrollView id="scroll" contentHeight="1800">
                <label id="headline" numberOfLines="0" intrinsicHeight="60"/>
                <imageView id="hero" role="background"/>
              </scrollView>
              <view id="toolbarBackground" role="background"/>
              <button id="share" intrinsicWidth="120" intrinsicHeight="44"/>
            </view>
            <constraints>
              <constraint first="scroll.edges" second="root.edges"/>
              <constraint first="headline.leading" second="scroll.readableContent.leading"/>
              <constraint first="headline.trailing" second="scroll.readableContent.trailing"/>
              <constraint first="headline.top" second="scroll.contentLayoutGuide.top" constant="16"/>
              <constraint first="share.centerX" second="root.centerX"/>
              <constraint first="share.bottom" second="root.bottom" constant="-20" priority="750"/>
              <constraint first="share.bottom" relation="lessThanOrEqual" second="root.safeArea.bottom"/>
              <constraint first="toolbarBackground.top" second="share.top" constant="-8"/>
              <constraint first="toolbarBackground.leading,trailing,bottom" second="root"/>
            </constraints>
          </viewController>
        </navigationController>
      </tabBarController>
    </layout>
    """

    @Test("it loads, with its name, matrix and controller tree")
    func loads() throws {
        let document = try loadDocument(Self.example)
        #expect(document.name == "Article")
        #expect(document.kind == .fixture)
        #expect(document.path == testPath)
        #expect(document.location.description == at(2, 1))
        #expect(document.scenes.count == 1)

        let matrix = try #require(document.matrix)
        #expect(matrix.devices == ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPad Pro 11-inch (M4/M5)"])
        #expect(matrix.orientations == [.portrait, .landscape])
        #expect(matrix.contentSizes == [.large, .accessibilityLarge])
        #expect(matrix.directions == [.leftToRight, .rightToLeft])
        #expect(matrix.windows == nil)
        #expect(matrix.location?.description == at(4, 3))

        let tabs = try #require(document.rootController)
        #expect(tabs.id == "tabs")
        #expect(tabs.kind == .tabBarController)
        #expect(tabs.location.description == at(7, 3))
        #expect(tabs.tabBar == TabBarSettings(selectedIndex: 0, evaluateAll: false))
        #expect(tabs.view == nil)

        let nav = try #require(tabs.children.first)
        #expect(tabs.children.count == 1)
        #expect(nav.kind == .navigationController)
        #expect(nav.navigation == NavigationSettings(navigationBarHidden: false, prefersLargeTitles: false, toolbarHidden: true))

        let article = try #require(nav.children.first)
        #expect(nav.children.count == 1)
        #expect(article.kind == .viewController)
        #expect(article.location.description == at(9, 7))
        #expect(article.additionalSafeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))
        #expect(article.additionalSafeAreaInsetsLocation?.description == at(9, 36))
    }

    @Test("its views keep their attributes and locations")
    func views() throws {
        let document = try loadDocument(Self.example)
        let root = try #require(document.rootController?.controller("article")?.view)
        #expect(root.id == "root")
        #expect(root.subviews.map(\.id) == ["scroll", "toolbarBackground", "share"])
        #expect(root.allViews.map(\.id) == ["root", "scroll", "headline", "hero", "toolbarBackground", "share"])

        let locations = Dictionary(uniqueKeysWithValues: root.allViews.map { ($0.id, $0.location.description) })
        #expect(locations == [
            "root": at(10, 9), "scroll": at(11, 11), "headline": at(12, 13), "hero": at(13, 13),
            "toolbarBackground": at(15, 11), "share": at(16, 11),
        ])

        let scroll = try #require(root.view("scroll"))
        #expect(scroll.kind == .scrollView)
        #expect(scroll.scroll?.contentHeight == 1800)
        #expect(scroll.scroll?.contentWidth == nil)

        let headline = try #require(root.view("headline"))
        #expect(headline.kind == .label)
        #expect(headline.numberOfLines == 0)
        #expect(headline.intrinsicHeight == 60)
        #expect(headline.role == .content)

        #expect(root.view("hero")?.role == .background)
        #expect(root.view("toolbarBackground")?.role == .background)
        let share = try #require(root.view("share"))
        #expect(share.kind == .button)
        #expect(share.intrinsicWidth == 120 && share.intrinsicHeight == 44)
    }

    @Test("its constraints expand as written, each at its element")
    func constraints() throws {
        let document = try loadDocument(Self.example)
        let article = try #require(document.rootController?.controller("article"))
        #expect(article.constraints.map(\.description) == [
            "scroll.top == root.top",
            "scroll.leading == root.leading",
            "scroll.bottom == root.bottom",
            "scroll.trailing == root.trailing",
            "headline.leading == scroll.readableContent.leading",
            "headline.trailing == scroll.readableContent.trailing",
            "headline.top == scroll.contentLayoutGuide.top + 16",
            "share.centerX == root.centerX",
            "share.bottom == root.bottom - 20 @750",
            "share.bottom <= root.safeArea.bottom",
            "toolbarBackground.top == share.top - 8",
            "toolbarBackground.leading == root.leading",
            "toolbarBackground.trailing == root.trailing",
            "toolbarBackground.bottom == root.bottom",
        ])
        #expect(article.constraints.map(\.location.line) == [19, 19, 19, 19, 20, 21, 22, 23, 24, 25, 26, 27, 27, 27])
        #expect(article.constraints.allSatisfy { $0.location.column == 11 && $0.location.file == testPath })
        #expect(article.constraints.allSatisfy { $0.owner == nil })
        // Ids are unique, and the expansions of one element share its id as a prefix.
        let ids = article.constraints.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids[0].hasSuffix(".top") && ids[0].split(separator: ".").first == ids[3].split(separator: ".").first)
    }
}

// MARK: - Shorthands

@Suite("Constraint shorthands")
struct ShorthandTests {
    /// Two views `a` and `b` in a root view, and the given constraints.
    static func constraints(_ lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Constraint] {
        let document = try loadDocument("""
        <?xml version="1.0" encoding="UTF-8"?>
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <label id="a"/>
              <view id="b"/>
            </view>
            <constraints>
              \(lines)
            </constraints>
          </viewController>
        </layout>
        """, sourceLocation: sourceLocation)
        return try #require(document.rootController?.constraints, sourceLocation: sourceLocation)
    }

    @Test("an unnamed constraint's id is what it relates, so inserting another does not change it (issue 13)")
    func stableKeys() throws {
        let before = try Self.constraints("""
        <constraint first="a.top" second="b.top"/>
              <constraint first="a.width" constant="10"/>
              <constraint first="a.leading,trailing" second="b" inset="8" id="sides"/>
              <constraint first="a.top" second="b.top" priority="750"/>
        """)
        #expect(before.map(\.id) == ["a.top==b.top", "a.width==constant", "sides.leading", "sides.trailing", "a.top==b.top#2"])
        let after = try Self.constraints("""
        <constraint first="a.bottom" relation="lessThanOrEqual" second="b.bottom"/>
              <constraint first="a.top" second="b.top"/>
              <constraint first="a.width" constant="10"/>
        """)
        #expect(after.map(\.id) == ["a.bottom<=b.bottom", "a.top==b.top", "a.width==constant"])
    }

    @Test("a.edges = b gives top, leading, bottom and trailing with one relation and priority")
    func edges() throws {
        let constraints = try Self.constraints(
            #"<constraint first="a.edges" relation="greaterThanOrEqual" second="b" priority="750"/>"#)
        #expect(constraints.map(\.first) == [Anchor(.view("a"), .top), Anchor(.view("a"), .leading),
                                              Anchor(.view("a"), .bottom), Anchor(.view("a"), .trailing)])
        #expect(constraints.map(\.second) == [Anchor(.view("b"), .top), Anchor(.view("b"), .leading),
                                               Anchor(.view("b"), .bottom), Anchor(.view("b"), .trailing)])
        #expect(constraints.allSatisfy { $0.relation == .greaterThanOrEqual })
        #expect(constraints.allSatisfy { $0.priority == 750 && $0.multiplier == 1 && $0.constant == 0 })
        #expect(constraints.allSatisfy { $0.location.description == at(9, 7) })
    }

    @Test("inset is positive inward: +16 on top and leading, -16 on bottom and trailing")
    func inset() throws {
        let constraints = try Self.constraints(#"<constraint first="a.edges" second="b" inset="16"/>"#)
        #expect(constraints.map(\.first.attribute) == [.top, .leading, .bottom, .trailing])
        #expect(constraints.map(\.constant) == [16, 16, -16, -16])
        #expect(constraints.allSatisfy { $0.relation == .equal && $0.priority == 1000 })
    }

    @Test("inset on named edges, including left and right")
    func insetOnNamedEdges() throws {
        let constraints = try Self.constraints("""
        <constraint first="a.leading,trailing" second="b" inset="8"/>
              <constraint first="a.left,right" second="b" inset="4"/>
        """)
        #expect(constraints.map(\.description) == [
            "a.leading == b.leading + 8", "a.trailing == b.trailing - 8",
            "a.left == b.left + 4", "a.right == b.right - 4",
        ])
    }

    @Test("a.leading,trailing = b.safeArea gives two constraints to the safe area guide")
    func listToGuide() throws {
        let constraints = try Self.constraints(#"<constraint first="a.leading,trailing" second="b.safeArea"/>"#)
        #expect(constraints.count == 2)
        #expect(constraints.map(\.first) == [Anchor(.view("a"), .leading), Anchor(.view("a"), .trailing)])
        #expect(constraints.map(\.second) == [Anchor(.guide(owner: "b", .safeArea), .leading),
                                               Anchor(.guide(owner: "b", .safeArea), .trailing)])
    }

    @Test("center and size expand; a single second attribute is reused for every first one")
    func centerAndSize() throws {
        let constraints = try Self.constraints("""
        <constraint first="a.center" second="b"/>
              <constraint first="a.size" second="b" multiplier="0.5"/>
              <constraint first="a.top,bottom" second="b.centerY"/>
        """)
        #expect(constraints.map(\.description) == [
            "a.centerX == b.centerX", "a.centerY == b.centerY",
            "a.width == b.width * 0.5", "a.height == b.height * 0.5",
            "a.top == b.centerY", "a.bottom == b.centerY",
        ])
    }

    @Test("guide long names are accepted")
    func guideLongNames() throws {
        let constraints = try Self.constraints("""
        <constraint first="a.top" second="b.safeAreaLayoutGuide.top"/>
              <constraint first="a.leading" second="b.layoutMarginsGuide.leading"/>
              <constraint first="a.trailing" second="b.readableContentGuide.trailing"/>
        """)
        #expect(constraints.map(\.second?.item) == [.guide(owner: "b", .safeArea), .guide(owner: "b", .layoutMargins),
                                                     .guide(owner: "b", .readableContent)])
    }

    struct MarginCase: Sendable, CustomTestStringConvertible {
        var attribute: String
        var expected: LayoutAttribute
        var testDescription: String { attribute }
    }

    @Test("margin attributes mean the layoutMargins guide", arguments: [
        MarginCase(attribute: "leadingMargin", expected: .leading),
        MarginCase(attribute: "trailingMargin", expected: .trailing),
        MarginCase(attribute: "leftMargin", expected: .left),
        MarginCase(attribute: "rightMargin", expected: .right),
        MarginCase(attribute: "topMargin", expected: .top),
        MarginCase(attribute: "bottomMargin", expected: .bottom),
        MarginCase(attribute: "centerXWithinMargins", expected: .centerX),
        MarginCase(attribute: "centerYWithinMargins", expected: .centerY),
    ])
    func marginAttributes(_ margin: MarginCase) throws {
        let constraints = try Self.constraints(
            #"<constraint first="a.\#(margin.expected.rawValue)" second="b.\#(margin.attribute)"/>"#)
        #expect(constraints.count == 1)
        #expect(constraints.first?.first == Anchor(.view("a"), margin.expected))
        #expect(constraints.first?.second == Anchor(.guide(owner: "b", .layoutMargins), margin.expected))
    }

    @Test("a margin attribute in first names the first item's margins")
    func marginAttributeInFirst() throws {
        let constraints = try Self.constraints(#"<constraint first="a.leadingMargin" second="b.leading"/>"#)
        #expect(constraints.map(\.description) == ["a.layoutMargins.leading == b.leading"])
    }

    @Test("a margin attribute listed with plain ones changes only its own anchor")
    func mixedMarginList() throws {
        let constraints = try Self.constraints(#"<constraint first="a.top,bottomMargin" second="b"/>"#)
        #expect(constraints.map(\.description) == ["a.top == b.top", "a.layoutMargins.bottom == b.bottom"])
    }

    @Test("a size alone takes a constant, and multiplier is ignored without second")
    func constantSize() throws {
        let constraints = try Self.constraints("""
        <constraint first="a.width" constant="120"/>
              <constraint first="a.height" relation="lessThanOrEqual" constant="44" multiplier="2"/>
        """)
        #expect(constraints.map(\.description) == ["a.width == 120", "a.height <= 44"])
        #expect(constraints.allSatisfy { $0.second == nil && $0.multiplier == 1 })
    }

    @Test("ids: a written id is kept, and an expansion suffixes it with the attribute")
    func ids() throws {
        let constraints = try Self.constraints("""
        <constraint id="pinTop" first="a.top" second="b.top"/>
              <constraint id="fill" first="a.leading,trailing" second="b"/>
        """)
        #expect(constraints.map(\.id) == ["pinTop", "fill.leading", "fill.trailing"])
    }
}

// MARK: - Defaults

@Suite("UIKit defaults")
struct DefaultTests {
    struct RoleCase: Sendable, CustomTestStringConvertible {
        var element: String
        var role: ViewRole
        var testDescription: String { "<\(element)> is \(role)" }
    }

    @Test("the default role depends on the kind of view", arguments: [
        RoleCase(element: "label", role: .content),
        RoleCase(element: "button", role: .content),
        RoleCase(element: "imageView", role: .content),
        RoleCase(element: "textField", role: .content),
        RoleCase(element: "textView", role: .content),
        RoleCase(element: "switch", role: .content),
        RoleCase(element: "slider", role: .content),
        RoleCase(element: "segmentedControl", role: .content),
        RoleCase(element: "datePicker", role: .content),
        RoleCase(element: "activityIndicatorView", role: .content),
        RoleCase(element: "view", role: .container),
        RoleCase(element: "scrollView", role: .container),
        RoleCase(element: "stackView", role: .container),
        RoleCase(element: "tableView", role: .container),
        RoleCase(element: "visualEffectView", role: .container),
    ])
    func defaultRole(_ roleCase: RoleCase) throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root"><\(roleCase.element) id="subject"/></view>
          </viewController>
        </layout>
        """)
        let subject = try #require(document.rootController?.view?.view("subject"))
        #expect(subject.kind.rawValue == roleCase.element)
        #expect(subject.role == roleCase.role)
    }

    @Test("an explicit role wins over the default")
    func explicitRole() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <label id="caption" role="background"/>
              <view id="card" role="content"/>
            </view>
          </viewController>
        </layout>
        """)
        let root = try #require(document.rootController?.view)
        #expect(root.view("caption")?.role == .background)
        #expect(root.view("card")?.role == .content)
    }

    @Test("views, labels, scroll and table views take UIKit's defaults")
    func viewDefaults() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <label id="caption"/>
              <scrollView id="scroll"/>
              <tableView id="table"/>
              <stackView id="stack"/>
              <textView id="notes"/>
            </view>
          </viewController>
        </layout>
        """)
        #expect(document.name == "Test")
        let controller = try #require(document.rootController)
        #expect(controller.kind == .viewController)
        #expect(controller.additionalSafeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(controller.additionalSafeAreaInsetsLocation == nil)
        #expect(controller.prefersStatusBarHidden == false)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins == true)
        #expect(controller.automaticallyAdjustsScrollViewInsets == true)
        #expect(controller.hidesBottomBarWhenPushed == false)
        #expect(controller.constraints.isEmpty)

        let root = try #require(controller.view)
        #expect(root.translatesAutoresizingMaskIntoConstraints == true)
        #expect(root.role == .container)

        let caption = try #require(root.view("caption"))
        #expect(caption.numberOfLines == 1)
        #expect(caption.translatesAutoresizingMaskIntoConstraints == false)
        #expect(caption.frame == nil)
        #expect(caption.hidden == false && caption.clipsToBounds == false)
        #expect(caption.layoutMargins == nil)
        #expect(caption.insetsLayoutMarginsFromSafeArea == true)
        #expect(caption.preservesSuperviewLayoutMargins == false)
        #expect(caption.semanticContentAttribute == .unspecified)
        #expect(caption.priorities == LayoutPriorities(horizontalHugging: 250, verticalHugging: 250,
                                                       horizontalCompressionResistance: 750,
                                                       verticalCompressionResistance: 750))
        #expect(caption.intrinsicWidth == nil && caption.intrinsicHeight == nil)

        let scroll = try #require(root.view("scroll")?.scroll)
        #expect(scroll.behavior == .automatic)
        #expect(scroll.behaviorLocation == nil)
        #expect(scroll.contentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(scroll.contentWidth == nil && scroll.contentHeight == nil)
        #expect(scroll.scrollEnabled == true)

        let table = try #require(root.view("table"))
        #expect(table.scroll?.behavior == .automatic)
        #expect(table.table?.insetsContentViewsToSafeArea == true)
        #expect(table.table?.cellLayoutMarginsFollowReadableWidth == false)
        #expect(table.table?.style == .plain)

        #expect(root.view("stack")?.stack == StackSettings(axis: .horizontal, spacing: 0, alignment: .fill, distribution: .fill))

        let notes = try #require(root.view("notes"))
        #expect(notes.scroll?.scrollEnabled == true)
        #expect(notes.editable == true)
    }

    @Test("container defaults: tab 0, navigation bar shown, toolbar hidden, automatic split")
    func containerDefaults() throws {
        let document = try loadDocument("""
        <layout version="1">
          <tabBarController id="tabs">
            <navigationController id="nav">
              <viewController id="list"><view id="listRoot"/></viewController>
            </navigationController>
            <splitViewController id="split">
              <viewController id="primary"><view id="primaryRoot"/></viewController>
              <viewController id="secondary"><view id="secondaryRoot"/></viewController>
            </splitViewController>
          </tabBarController>
        </layout>
        """)
        let tabs = try #require(document.rootController)
        #expect(tabs.tabBar == TabBarSettings(selectedIndex: 0, evaluateAll: false))
        #expect(tabs.children.map(\.id) == ["nav", "split"])
        #expect(tabs.controller("nav")?.navigation == NavigationSettings(navigationBarHidden: false, prefersLargeTitles: false, toolbarHidden: true))
        #expect(tabs.controller("split")?.split == SplitSettings(displayMode: .automatic, preferredPrimaryColumnWidth: nil))
        #expect(tabs.controller("split")?.children.map(\.id) == ["primary", "secondary"])
    }

    @Test("explicit values replace the defaults")
    func explicitValues() throws {
        let document = try loadDocument("""
        <layout version="1">
          <tabBarController id="tabs" selectedIndex="1" evaluate="all">
            <viewController id="first"><view id="firstRoot"/></viewController>
            <viewController id="second" prefersStatusBarHidden="true" viewRespectsSystemMinimumLayoutMargins="false">
              <view id="root">
                <label id="caption" numberOfLines="3" hidden="true" verticalHuggingPriority="251"/>
                <tableView id="table" style="insetGrouped" contentInsetAdjustmentBehavior="never"
                           insetsContentViewsToSafeArea="false" cellLayoutMarginsFollowReadableWidth="true"/>
                <view id="card" directionalLayoutMargins="1 2 3 4" semanticContentAttribute="forceRightToLeft"/>
                <view id="badge" translatesAutoresizingMaskIntoConstraints="true" frame="10 20 30 40"
                      autoresizingMask="flexibleWidth flexibleBottomMargin"/>
              </view>
            </viewController>
          </tabBarController>
        </layout>
        """)
        let tabs = try #require(document.rootController)
        #expect(tabs.tabBar == TabBarSettings(selectedIndex: 1, evaluateAll: true))
        let second = try #require(tabs.controller("second"))
        #expect(second.prefersStatusBarHidden == true)
        #expect(second.viewRespectsSystemMinimumLayoutMargins == false)
        let root = try #require(second.view)

        let caption = try #require(root.view("caption"))
        #expect(caption.numberOfLines == 3)
        #expect(caption.hidden == true)
        #expect(caption.priorities.verticalHugging == 251)

        let table = try #require(root.view("table"))
        #expect(table.table?.style == .insetGrouped)
        #expect(table.table?.insetsContentViewsToSafeArea == false)
        #expect(table.table?.cellLayoutMarginsFollowReadableWidth == true)
        #expect(table.scroll?.behavior == .never)
        #expect(table.scroll?.behaviorLocation?.description == at(7, 52))

        let card = try #require(root.view("card"))
        #expect(card.layoutMargins == .directional(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(card.layoutMarginsLocation?.description == at(9, 25))
        #expect(card.semanticContentAttribute == .forceRightToLeft)

        let badge = try #require(root.view("badge"))
        #expect(badge.translatesAutoresizingMaskIntoConstraints == true)
        #expect(badge.frame == Rect(x: 10, y: 20, width: 30, height: 40))
        #expect(badge.autoresizingMask == [.flexibleWidth, .flexibleBottomMargin])
    }
}

// MARK: - Guides, containers, matrix

@Suite("Guides, embedding and the matrix")
struct GuideAndContainerTests {
    @Test("article.topLayoutGuide and bottomLayoutGuide belong to the root view")
    func deprecatedLayoutGuides() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root"><label id="title"/></view>
            <constraints>
              <constraint first="title.top" second="article.topLayoutGuide.bottom" constant="8"/>
              <constraint first="title.bottom" relation="lessThanOrEqual" second="article.bottomLayoutGuide.top"/>
            </constraints>
          </viewController>
        </layout>
        """)
        let constraints = try #require(document.rootController?.constraints)
        #expect(constraints.map(\.second) == [Anchor(.guide(owner: "root", .topLayoutGuide), .bottom),
                                               Anchor(.guide(owner: "root", .bottomLayoutGuide), .top)])
        #expect(constraints.map(\.description) == ["title.top == root.topLayoutGuide.bottom + 8",
                                                   "title.bottom <= root.bottomLayoutGuide.top"])
    }

    @Test("scroll view guides: contentLayoutGuide and frameLayoutGuide")
    func scrollGuides() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <scrollView id="scroll"><label id="body"/></scrollView>
            </view>
            <constraints>
              <constraint first="body.top" second="scroll.contentLayoutGuide.top"/>
              <constraint first="body.width" second="scroll.frameLayoutGuide.width"/>
            </constraints>
          </viewController>
        </layout>
        """)
        let constraints = try #require(document.rootController?.constraints)
        #expect(constraints.map(\.second?.item) == [.guide(owner: "scroll", .contentLayoutGuide),
                                                     .guide(owner: "scroll", .frameLayoutGuide)])
    }

    @Test("a containerView embeds a view controller, with its own views and constraints")
    func containerView() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="parent">
            <view id="root">
              <containerView id="slot">
                <viewController id="child" class="ChildViewController">
                  <view id="childRoot"><label id="childLabel"/></view>
                  <constraints>
                    <constraint first="childLabel.top" second="childRoot.safeArea.top"/>
                  </constraints>
                </viewController>
              </containerView>
            </view>
            <constraints>
              <constraint first="slot.edges" second="root"/>
            </constraints>
          </viewController>
        </layout>
        """)
        let parent = try #require(document.rootController)
        #expect(parent.constraints.count == 4)
        let slot = try #require(parent.view?.view("slot"))
        #expect(slot.kind == .containerView)
        let child = try #require(slot.embedded)
        #expect(child.id == "child")
        #expect(child.className == "ChildViewController")
        #expect(child.location.description == at(5, 9))
        #expect(child.view?.id == "childRoot")
        #expect(child.view?.subviews.map(\.id) == ["childLabel"])
        #expect(child.constraints.map(\.description) == ["childLabel.top == childRoot.safeArea.top"])
        // The embedded controller's views are not the parent's subviews.
        #expect(parent.view?.view("childLabel") == nil)
    }

    @Test("a constraints block inside a view belongs to that view")
    func viewLevelConstraints() throws {
        let document = try loadDocument("""
        <layout version="1">
          <viewController id="article">
            <view id="root">
              <view id="card">
                <label id="title"/>
                <constraints>
                  <constraint first="title.top" second="card.layoutMargins.top"/>
                </constraints>
              </view>
            </view>
          </viewController>
        </layout>
        """)
        let controller = try #require(document.rootController)
        #expect(controller.constraints.isEmpty)
        let card = try #require(controller.view?.view("card"))
        #expect(card.constraints.map(\.description) == ["title.top == card.layoutMargins.top"])
        #expect(card.constraints.first?.owner == "card")
        #expect(card.constraints.first?.location.description == at(7, 11))
    }

    @Test("matrix device names are matched without regard to case and spelt as the catalog does")
    func matrixDeviceNames() throws {
        let document = try loadDocument("""
        <layout version="1">
          <matrix devices="iphone 15 pro,IPAD PRO 11-INCH (M4/M5) ,  iPhone SE (3rd Generation)"
                  orientations="landscape" contentSizes="xS AX5" directions="rtl" windows="full 1/2"/>
          <viewController id="article"><view id="root"/></viewController>
        </layout>
        """)
        let matrix = try #require(document.matrix)
        #expect(matrix.devices == ["iPhone 15 Pro", "iPad Pro 11-inch (M4/M5)", "iPhone SE (3rd generation)"])
        #expect(matrix.devices?.allSatisfy { DeviceCatalog.standard.names.contains($0) } == true)
        #expect(matrix.orientations == [.landscape])
        #expect(matrix.contentSizes == [.extraSmall, .accessibilityExtraExtraExtraLarge])
        #expect(matrix.directions == [.rightToLeft])
        #expect(matrix.windows == [.full, .half])
        #expect(matrix.location?.description == at(2, 3))
    }

    @Test("without a matrix element the document has no matrix")
    func noMatrix() throws {
        let document = try loadDocument(#"<layout version="1"><viewController id="a"><view id="r"/></viewController></layout>"#)
        #expect(document.matrix == nil)
    }
}

// MARK: - Locations

@Suite("Locations")
struct LocationTests {
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!-- A comment that mentions <view id="fake"> must not shift positions. -->
    <layout version="1"
            name="Locations">
      <viewController id="article">
        <view id="root">
            <label id="greater" text="a > b &amp; 'c'"/><view id="sameLine"/>
          <?processing instruction?>
          <stackView id="stack"
                     axis="vertical">
            <button id="deep"
                    text='say "hi"'/>
          </stackView>
        </view>
        <constraints>
          <!-- <constraint first="fake.top"/> -->
          <constraint first="greater.top" second="root.top"/>
          <constraint
              first="stack.edges" second="root.safeArea"/>
        </constraints>
      </viewController>
    </layout>
    """

    @Test("views are located at their '<', whatever precedes them")
    func viewLocations() throws {
        let document = try loadDocument(Self.fixture)
        #expect(document.name == "Locations")
        #expect(document.location.description == at(3, 1))
        let controller = try #require(document.rootController)
        #expect(controller.location.description == at(5, 3))
        let root = try #require(controller.view)
        let locations = root.allViews.map { "\($0.id) \($0.location)" }
        #expect(locations == [
            "root \(at(6, 5))", "greater \(at(7, 9))", "sameLine \(at(7, 53))",
            "stack \(at(9, 7))", "deep \(at(11, 9))",
        ])
        #expect(root.view("greater")?.text == "a > b & 'c'")
        #expect(root.view("deep")?.label == #"say "hi""#)
    }

    @Test("constraints are located at their '<', and every expansion shares it")
    func constraintLocations() throws {
        let document = try loadDocument(Self.fixture)
        let constraints = try #require(document.rootController?.constraints)
        #expect(constraints.map(\.location.description) == [at(17, 7)] + Array(repeating: at(18, 7), count: 4))
    }

    @Test("CRLF line endings give the same locations")
    func crlf() throws {
        let crlf = Self.fixture.replacingOccurrences(of: "\n", with: "\r\n")
        guard case .success(let document) = load(crlf) else {
            Issue.record("the CRLF fixture did not load")
            return
        }
        let root = try #require(document.rootController?.view)
        #expect(root.view("sameLine")?.location.description == at(7, 53))
        #expect(root.view("deep")?.location.description == at(11, 9))
        #expect(document.rootController?.constraints.last?.location.description == at(18, 7))
    }

    @Test("an attribute error is located at the attribute's name, even on a continuation line")
    func attributeOnContinuationLine() throws {
        let broken = Self.fixture.replacingOccurrences(of: #"axis="vertical""#, with: #"axis="diagonal""#)
        let error = try singleError(broken)
        #expect(error.location.description == at(10, 18))
        #expect(error.message.contains(#"attribute 'axis' of <stackView> is "diagonal"; expected one of: horizontal, vertical"#))
    }
}

// MARK: - Encodings and files

@Suite("Encodings and files")
struct EncodingAndFileTests {
    @Test("a document declared as ISO-8859-1 is transcoded")
    func latin1() throws {
        let bytes = Array(#"<?xml version="1.0" encoding="ISO-8859-1"?>"#.utf8) + [0x0A]
            + Array(#"<layout version="1" name="Caf"#.utf8) + [0xE9]
            + Array(#""><viewController id="a"><view id="r"><label id="l" text="na"#.utf8) + [0xEF]
            + Array(#"ve"/></view></viewController></layout>"#.utf8)
        guard case .success(let document) = load(bytes: bytes) else {
            Issue.record("the ISO-8859-1 fixture did not load")
            return
        }
        #expect(document.name == "Café")
        #expect(document.rootController?.view?.view("l")?.text == "naïve")
    }

    @Test("a UTF-8 byte order mark is accepted")
    func byteOrderMark() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
            + Array(#"<layout version="1"><viewController id="a"><view id="r"/></viewController></layout>"#.utf8)
        guard case .success(let document) = load(bytes: bytes) else {
            Issue.record("the fixture with a BOM did not load")
            return
        }
        #expect(document.rootController?.id == "a")
    }

    @Test("a fixture on disk loads; its name defaults to the file name")
    func fileOnDisk() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-lint-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Profile.layout.xml")
        try Data("""
        <layout version="1">
          <viewController id="profile"><view id="root"><label id="name"/></view></viewController>
        </layout>
        """.utf8).write(to: file)

        guard case .success(let document) = loader.load(path: file.path, displayPath: "Screens/Profile.layout.xml") else {
            Issue.record("the fixture on disk did not load")
            return
        }
        #expect(document.name == "Profile")
        #expect(document.path == "Screens/Profile.layout.xml")
        #expect(document.rootController?.view?.view("name")?.location.description == "Screens/Profile.layout.xml:2:48")

        guard case .success(let root) = XMLReader.parseFile(atPath: file.path, displayPath: "Profile.layout.xml") else {
            Issue.record("XMLReader did not parse the fixture on disk")
            return
        }
        #expect(root.name == "layout")
        #expect(root.location.description == "Profile.layout.xml:1:1")
        #expect(root.attribute("version") == "1")
    }
}
