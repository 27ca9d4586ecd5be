import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY section 4 (facts scrollAndTableViews):
//   adjustedContentInset = contentInset + the scroll view's safe-area insets on the edges the behaviour selects
// - always: all four edges; scrollableAxes: top/bottom when vertically scrollable, left/right when
//   horizontally scrollable; automatic: scrollableAxes plus top/bottom, scrollable or not, inside a
//   navigation controller (unless automaticallyAdjustsScrollViewInsets is false); never: none.
// Resting position: contentOffset.y = -adjusted top, so content at y 0 sits at window y = adjusted top.
// Absorbed edges are not propagated to the scroll view's subviews (0 inset there).
//
// The scroll view fills the root view, so its safe-area insets are the root's:
// - outside a navigation controller: facts devices["iPhone 15 Pro"].portrait {59,0,34,0} / .landscape {0,59,21,59};
// - inside one: top max(59, 54 + 44) = 98 in portrait (catalog choice), max(0, 0 + 32) = 32 in landscape
//   (facts bars navigationBar 44 / 32, statusBar 54 / 0).

private let device = "iPhone 15 Pro"

/// The scroll view's own safe-area insets in each setting.
private func scrollSafeArea(inNavigation: Bool, _ orientation: Orientation) -> EdgeInsets {
    let window = Facts.insets(device, orientation) // facts: devices["iPhone 15 Pro"].<orientation>
    guard inNavigation else { return window }
    let statusBar = Facts.device(device).statusBarHeight(orientation)!
    let bar = orientation == .portrait
        ? Facts.bar("navigationBar", "iPhone, regular vertical size class (portrait), small title")
        : Facts.bar("navigationBar", "iPhone landscape (compact vertical size class)")
    return EdgeInsets(max(window.top, statusBar + bar), window.left, window.bottom, window.right)
}

enum Content: String, Sendable, CaseIterable {
    case long, short
    /// contentHeight: 2000 exceeds the bounds in both orientations (852 / 393); 100 does not.
    var height: Double { self == .long ? 2000 : 100 }
}

struct ScrollCase: Sendable, CustomTestStringConvertible {
    var behavior: ContentInsetAdjustmentBehavior
    var content: Content
    var inNavigation: Bool
    var automaticallyAdjusts: Bool = true
    var testDescription: String {
        "\(behavior) · \(content) content · \(inNavigation ? "in a navigation controller" : "no container")"
            + (automaticallyAdjusts ? "" : " · automaticallyAdjustsScrollViewInsets=false")
    }

    /// Which edges the behaviour selects (UIKIT-GEOMETRY section 4). The content width is the
    /// bounds width (no contentWidth): never horizontally scrollable.
    var selects: (vertical: Bool, horizontal: Bool) {
        let verticallyScrollable = content == .long
        switch behavior {
        case .always: return (true, true)
        case .never: return (false, false)
        case .scrollableAxes: return (verticallyScrollable, false)
        case .automatic: return (verticallyScrollable || (inNavigation && automaticallyAdjusts), false)
        }
    }

    func expectedAdjusted(_ orientation: Orientation) -> EdgeInsets {
        let safe = scrollSafeArea(inNavigation: inNavigation, orientation)
        let (vertical, horizontal) = selects
        return EdgeInsets(vertical ? safe.top : 0, horizontal ? safe.left : 0,
                          vertical ? safe.bottom : 0, horizontal ? safe.right : 0)
    }

    var xml: String {
        var controller = """
        <viewController id="vc" automaticallyAdjustsScrollViewInsets="\(automaticallyAdjusts)">
          <view id="root">
            <scrollView id="scroll" contentInsetAdjustmentBehavior="\(behavior.rawValue)" contentHeight="\(fmt(content.height))">
              <label id="label" intrinsicHeight="20"/>
              <label id="footer" intrinsicHeight="20"/>
            </scrollView>
          </view>
          <constraints>
            <constraint first="scroll.edges" second="root"/>
            <constraint first="label.top" second="scroll.contentLayoutGuide.top"/>
            <constraint first="label.leading,trailing" second="scroll.frameLayoutGuide"/>
            <constraint first="footer.leading,trailing,bottom" second="scroll.frameLayoutGuide"/>
          </constraints>
        </viewController>
        """
        if inNavigation {
            controller = "<navigationController id=\"nav\">\n\(controller)\n</navigationController>"
        }
        return fixture(controller)
    }
}

private func scrollCases() -> [ScrollCase] {
    var cases: [ScrollCase] = []
    for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always, .never] {
        for content in Content.allCases {
            for inNavigation in [false, true] {
                cases.append(ScrollCase(behavior: behavior, content: content, inNavigation: inNavigation))
            }
        }
    }
    // automaticallyAdjustsScrollViewInsets = false turns automatic into scrollableAxes behaviour.
    for content in Content.allCases {
        cases.append(ScrollCase(behavior: .automatic, content: content, inNavigation: true, automaticallyAdjusts: false))
    }
    return cases
}

struct ScrollViewTests {
    static let cases = scrollCases()

    @Test("adjustedContentInset, resting offset and content position", arguments: cases, Orientation.allCases)
    func adjustedContentInset(_ test: ScrollCase, orientation: Orientation) throws {
        let scene = try measure(test.xml, device: device, orientation: orientation)
        let scrollView = try scene.required("scroll")
        let scroll = try #require(scrollView.scroll, "the scroll view has scroll geometry")
        let size = Facts.device(device).screenSize(orientation)
        let safe = scrollSafeArea(inNavigation: test.inNavigation, orientation)
        let expected = test.expectedAdjusted(orientation)
        let what = "\(test.testDescription) · \(orientation)"

        expectClose(scrollView.frame, Rect(x: 0, y: 0, width: size.width, height: size.height), "\(what): scroll frame")
        expectClose(scrollView.safeAreaInsets, safe, "\(what): scroll view safe area")
        expectClose(scroll.adjustedContentInset, expected, "\(what): adjustedContentInset")
        expectClose(scroll.contentInset, .zero, "\(what): contentInset")
        expectClose(scroll.contentSize.height, test.content.height, "\(what): content height")
        // Resting position: scrolled to the top.
        expectClose(scroll.contentOffset.y, -expected.top, "\(what): contentOffset.y")

        // A label at content y 0 sits just below the absorbed inset.
        let label = try scene.required("label")
        expectClose(label.frame, Rect(x: 0, y: expected.top, width: size.width, height: 20), "\(what): label frame")
    }

    /// Subviews of a scroll view see 0 on absorbed edges and the propagated inset (section 3)
    /// on the others. The label spans the scroll view's width at content top, 20 tall.
    @Test("Subview insets: absorbed edges are not propagated", arguments: cases, Orientation.allCases)
    func subviewInsets(_ test: ScrollCase, orientation: Orientation) throws {
        let scene = try measure(test.xml, device: device, orientation: orientation)
        let label = try scene.required("label")
        let safe = scrollSafeArea(inNavigation: test.inNavigation, orientation)
        let expected = test.expectedAdjusted(orientation)
        let (vertical, horizontal) = test.selects
        // An edge is absorbed when the behaviour selects it and the scroll view has an inset there.
        let topAbsorbed = vertical && safe.top > 0
        let sideAbsorbed = horizontal
        // Not absorbed: the label at window y = adjusted top reaches into the top band by safe.top - y.
        let top = topAbsorbed ? 0 : min(max(safe.top - expected.top, 0), safe.top)
        let left = sideAbsorbed ? 0 : safe.left  // the label spans the full width
        let right = sideAbsorbed ? 0 : safe.right
        expectClose(label.safeAreaInsets, EdgeInsets(top, left, 0, right),
                    "\(test.testDescription) · \(orientation): label safe area")

        // A footer pinned to the frame guide's bottom (window y = height - 20) reaches the whole
        // bottom band: 0 if the bottom is absorbed, else the scroll view's bottom inset.
        let footer = try scene.required("footer")
        let size = Facts.device(device).screenSize(orientation)
        expectClose(footer.frame, Rect(x: 0, y: size.height - 20, width: size.width, height: 20),
                    "\(test.testDescription) · \(orientation): footer frame")
        let bottomAbsorbed = vertical && safe.bottom > 0
        expectClose(footer.safeAreaInsets, EdgeInsets(0, left, bottomAbsorbed ? 0 : safe.bottom, right),
                    "\(test.testDescription) · \(orientation): footer safe area")
    }

    /// With `never`, a label at content top gets the full top inset (it sits under the bars).
    @Test("never: a label at content top gets the full top inset", arguments: [false, true], Orientation.allCases)
    func neverGivesFullTopInset(inNavigation: Bool, orientation: Orientation) throws {
        let test = ScrollCase(behavior: .never, content: .long, inNavigation: inNavigation)
        let scene = try measure(test.xml, device: device, orientation: orientation)
        let label = try scene.required("label")
        let safe = scrollSafeArea(inNavigation: inNavigation, orientation)
        expectClose(label.frame.minY, 0, "never: label at window y 0")
        expectClose(label.safeAreaInsets.top, safe.top, "never: label top inset = the scroll view's (\(fmt(safe.top)))")
    }

    /// Numbers written out for the brief's headline cases (portrait).
    struct Literal: Sendable, CustomTestStringConvertible {
        var test: ScrollCase
        var orientation: Orientation
        var adjusted: EdgeInsets
        var why: String
        var testDescription: String { "\(test.testDescription) · \(orientation) → \(describe(adjusted)) (\(why))" }
    }

    static let literals: [Literal] = [
        Literal(test: ScrollCase(behavior: .automatic, content: .short, inNavigation: true), orientation: .portrait,
                adjusted: EdgeInsets(98, 0, 34, 0), why: "automatic in a navigation controller adjusts even when short"),
        Literal(test: ScrollCase(behavior: .scrollableAxes, content: .short, inNavigation: true), orientation: .portrait,
                adjusted: EdgeInsets(0, 0, 0, 0), why: "scrollableAxes does not when short"),
        Literal(test: ScrollCase(behavior: .scrollableAxes, content: .long, inNavigation: false), orientation: .portrait,
                adjusted: EdgeInsets(59, 0, 34, 0), why: "facts portrait top/bottom"),
        Literal(test: ScrollCase(behavior: .always, content: .short, inNavigation: false), orientation: .landscape,
                adjusted: EdgeInsets(0, 59, 21, 59), why: "always adds left/right in landscape"),
        Literal(test: ScrollCase(behavior: .always, content: .long, inNavigation: true), orientation: .landscape,
                adjusted: EdgeInsets(32, 59, 21, 59), why: "navigation bar 32 in landscape"),
        Literal(test: ScrollCase(behavior: .automatic, content: .long, inNavigation: true), orientation: .landscape,
                adjusted: EdgeInsets(32, 0, 21, 0), why: "automatic: vertical only, content as wide as the bounds"),
        Literal(test: ScrollCase(behavior: .automatic, content: .short, inNavigation: true, automaticallyAdjusts: false),
                orientation: .portrait, adjusted: EdgeInsets(0, 0, 0, 0), why: "automaticallyAdjustsScrollViewInsets false"),
        Literal(test: ScrollCase(behavior: .never, content: .long, inNavigation: true), orientation: .portrait,
                adjusted: EdgeInsets(0, 0, 0, 0), why: "never adds nothing"),
    ]

    @Test("adjustedContentInset, numbers written out", arguments: literals)
    func literal(_ literal: Literal) throws {
        let scene = try measure(literal.test.xml, device: device, orientation: literal.orientation)
        let scroll = try #require(try scene.required("scroll").scroll)
        expectClose(scroll.adjustedContentInset, literal.adjusted, literal.testDescription)
        expectClose(scroll.contentOffset.y, -literal.adjusted.top, "\(literal.testDescription): contentOffset.y")
    }

    /// contentInset adds to the adjustment (facts: "adjustedContentInset = contentInset + ...").
    @Test("contentInset adds to the safe-area adjustment", arguments: Orientation.allCases)
    func contentInsetAdds(orientation: Orientation) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <scrollView id="scroll" contentInsetAdjustmentBehavior="always" contentHeight="2000" contentInset="10 4 6 2"/>
            </view>
            <constraints>
              <constraint first="scroll.edges" second="root"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let scroll = try #require(try scene.required("scroll").scroll)
        let safe = Facts.insets(device, orientation) // facts: devices["iPhone 15 Pro"].<orientation>
        expectClose(scroll.adjustedContentInset, EdgeInsets(safe.top + 10, safe.left + 4, safe.bottom + 6, safe.right + 2),
                    "always + contentInset \(orientation)")
        expectClose(scroll.contentOffset.y, -(safe.top + 10), "contentOffset.y")
    }

    /// alwaysBounceVertical makes short content count as vertically scrollable for scrollableAxes.
    @Test("scrollableAxes with alwaysBounceVertical adjusts short content", arguments: Orientation.allCases)
    func alwaysBounceVertical(orientation: Orientation) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <scrollView id="scroll" contentInsetAdjustmentBehavior="scrollableAxes" contentHeight="100" alwaysBounceVertical="true"/>
            </view>
            <constraints>
              <constraint first="scroll.edges" second="root"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let scroll = try #require(try scene.required("scroll").scroll)
        let safe = Facts.insets(device, orientation)
        expectClose(scroll.adjustedContentInset, EdgeInsets(safe.top, 0, safe.bottom, 0), "alwaysBounceVertical \(orientation)")
    }

    /// The horizontal axis: wide content (contentWidth 2000) is horizontally scrollable, so
    /// scrollableAxes and automatic add the left and right insets (facts devices["iPhone 15 Pro"].landscape
    /// {0,59,21,59}); the content height equals the bounds (not vertically scrollable).
    @Test("Horizontally scrollable content adjusts left and right",
          arguments: [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes, .always, .never], Orientation.allCases)
    func horizontalAxis(behavior: ContentInsetAdjustmentBehavior, orientation: Orientation) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <scrollView id="scroll" contentInsetAdjustmentBehavior="\(behavior.rawValue)" contentWidth="2000"/>
            </view>
            <constraints>
              <constraint first="scroll.edges" second="root"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let scroll = try #require(try scene.required("scroll").scroll)
        let safe = Facts.insets(device, orientation)
        let expected: EdgeInsets
        switch behavior {
        case .automatic, .scrollableAxes: expected = EdgeInsets(0, safe.left, 0, safe.right)
        case .always: expected = safe
        case .never: expected = .zero
        }
        expectClose(scroll.adjustedContentInset, expected, "\(behavior) wide content \(orientation)")
    }

    /// A scroll view inset from the screen edges has smaller (or no) insets to absorb
    /// (facts scrollAndTableViews "which safe area").
    @Test("A scroll view inside the safe area has nothing to absorb", arguments: Orientation.allCases)
    func scrollInsideSafeArea(orientation: Orientation) throws {
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <scrollView id="scroll" contentInsetAdjustmentBehavior="always" contentHeight="2000"/>
            </view>
            <constraints>
              <constraint first="scroll.edges" second="root.safeArea"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let scrollView = try scene.required("scroll")
        expectClose(scrollView.safeAreaInsets, .zero, "scroll view safe area")
        expectClose(try #require(scrollView.scroll).adjustedContentInset, .zero, "adjustedContentInset")
    }
}
