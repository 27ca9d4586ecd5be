import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY section 3 (and facts safeAreaPropagation): a subview's inset on each edge is
// the part of it that reaches into its superview's unsafe band, never more than the
// superview's own inset:
//   bottom = clamp(frame.maxY - (parent.height - parent.bottom), 0, parent.bottom)
// The parent here is the root view of a plain view controller, whose insets are facts
// devices["iPhone 15 Pro"].portrait {59,0,34,0} / .landscape {0,59,21,59}.

private let device = "iPhone 15 Pro"

struct SafeAreaPropagationTests {
    /// How far the 100 pt tall, full-width view reaches past the parent's safe-area bottom
    /// (negative: it ends above it).
    static let overlaps: [Double] = [-200, -50, -1, 0, 0.5, 10, 20, 21, 30, 34, 35, 60, 100, 500, 2000]

    @Test("A view sliding off the bottom gains inset up to the parent's, then stops",
          arguments: overlaps, Orientation.allCases)
    func slidingOffTheBottom(overlap: Double, orientation: Orientation) throws {
        let parent = Facts.insets(device, orientation)      // facts: devices["iPhone 15 Pro"].<orientation>
        let size = Facts.device(device).screenSize(orientation) // facts: devices["iPhone 15 Pro"].points
        let height = 100.0
        let y = size.height - parent.bottom - height + overlap
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <view id="slider" translatesAutoresizingMaskIntoConstraints="true" frame="0 \(fmt(y)) \(fmt(size.width)) \(fmt(height))"/>
            </view>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let slider = try scene.required("slider")
        expectClose(slider.frame, Rect(x: 0, y: y, width: size.width, height: height), "slider frame")
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
        let expected = EdgeInsets(
            top: clamp(parent.top - y, parent.top),
            left: clamp(parent.left - 0, parent.left),
            bottom: clamp(overlap, parent.bottom),
            right: clamp(size.width - (size.width - parent.right), parent.right))
        expectClose(slider.safeAreaInsets, expected, "overlap \(fmt(overlap)) \(orientation)")
    }

    /// The same, with the numbers written out for the talk's example (portrait, parent bottom 34).
    static let portraitBottoms: [(y: Double, bottom: Double)] = [
        (600, 0),   // maxY 700 < 818 (= 852 - 34): inside the safe area
        (718, 0),   // maxY 818: touches the safe-area bottom
        (728, 10),  // maxY 828
        (740, 22),  // maxY 840
        (752, 34),  // maxY 852: the screen's bottom edge
        (800, 34),  // past the screen: stops at the parent's 34
        (5000, 34),
    ]

    @Test("iPhone 15 Pro portrait: bottom inset by y", arguments: portraitBottoms.map { [$0.y, $0.bottom] })
    func portraitBottom(pair: [Double]) throws {
        let (y, bottom) = (pair[0], pair[1])
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <view id="slider" translatesAutoresizingMaskIntoConstraints="true" frame="0 \(fmt(y)) 393 100"/>
            </view>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: .portrait)
        expectClose(try scene.required("slider").safeAreaInsets, EdgeInsets(0, 0, bottom, 0), "slider at y \(fmt(y))")
    }

    /// Sliding off the top: the top inset shrinks as the view moves down into the safe area.
    @Test("A view near the top", arguments: [0.0, 10, 30, 58, 59, 60, 200], Orientation.allCases)
    func nearTheTop(y: Double, orientation: Orientation) throws {
        let parent = Facts.insets(device, orientation)
        let size = Facts.device(device).screenSize(orientation)
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <view id="v" translatesAutoresizingMaskIntoConstraints="true" frame="100 \(fmt(y)) 100 40"/>
            </view>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let v = try scene.required("v")
        let left = min(max(parent.left - 100, 0), parent.left)                       // 59 - 100 < 0: 0
        let right = min(max(200 - (size.width - parent.right), 0), parent.right)     // far from the right edge: 0
        let bottom = min(max(y + 40 - (size.height - parent.bottom), 0), parent.bottom)
        expectClose(v.safeAreaInsets, EdgeInsets(min(max(parent.top - y, 0), parent.top), left, bottom, right),
                    "view at y \(fmt(y)) \(orientation)")
    }

    /// A view pinned to the safe-area guide is fully inside it: zero insets; a view pinned to
    /// the edges gets the parent's insets; a grandchild inside it gets the overlap again.
    @Test("Constraint-placed views", arguments: Orientation.allCases, LayoutDirection.allCases)
    func constrainedViews(orientation: Orientation, direction: LayoutDirection) throws {
        let parent = Facts.insets(device, orientation)
        let size = Facts.device(device).screenSize(orientation)
        let xml = fixture("""
          <viewController id="vc">
            <view id="root">
              <view id="inside"/>
              <view id="full">
                <view id="grandchild"/>
              </view>
            </view>
            <constraints>
              <constraint first="inside.edges" second="root.safeArea"/>
              <constraint first="full.edges" second="root"/>
              <constraint first="grandchild.leading,trailing" second="full"/>
              <constraint first="grandchild.top" second="full.top" constant="10"/>
              <constraint first="grandchild.height" constant="100"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation, direction: direction)
        let inside = try scene.required("inside")
        expectClose(inside.frame, rect(size, insetBy: parent), "inside frame = the root's safe-area frame")
        expectClose(inside.safeAreaInsets, .zero, "a view inside the safe area has zero insets")
        expectClose(try scene.required("full").safeAreaInsets, parent, "a full-screen subview gets the parent's insets")
        // Grandchild at y 10, 100 tall: top = clamp(parent.top - 10, 0, parent.top), bottom 0.
        expectClose(try scene.required("grandchild").safeAreaInsets,
                    EdgeInsets(max(parent.top - 10, 0), parent.left, 0, parent.right), "grandchild")
        #expect(scene.problems.isEmpty, "no layout problems: \(scene.problems)")
    }

    // MARK: additionalSafeAreaInsets

    struct AdditionalCase: Sendable, CustomTestStringConvertible {
        var additional: String  // "top left bottom right" as the fixture writes it
        var portrait: EdgeInsets
        var landscape: EdgeInsets
        var testDescription: String { "additionalSafeAreaInsets=\"\(additional)\"" }
    }

    /// facts: devices["iPhone 15 Pro"].portrait {59,0,34,0} / .landscape {0,59,21,59}, plus the
    /// additional insets (UIKIT-GEOMETRY section 2: "added ... Negative values reduce them; the
    /// result never goes below 0").
    static let additionalCases: [AdditionalCase] = [
        AdditionalCase(additional: "0 0 0 0", portrait: EdgeInsets(59, 0, 34, 0), landscape: EdgeInsets(0, 59, 21, 59)),
        AdditionalCase(additional: "10 5 20 5", portrait: EdgeInsets(69, 5, 54, 5), landscape: EdgeInsets(10, 64, 41, 64)),
        AdditionalCase(additional: "0 0 44 0", portrait: EdgeInsets(59, 0, 78, 0), landscape: EdgeInsets(0, 59, 65, 59)),
        AdditionalCase(additional: "-20 0 -10 0", portrait: EdgeInsets(39, 0, 24, 0), landscape: EdgeInsets(0, 59, 11, 59)),
        AdditionalCase(additional: "-59 0 -34 0", portrait: EdgeInsets(0, 0, 0, 0), landscape: EdgeInsets(0, 59, 0, 59)),
        AdditionalCase(additional: "-100 -100 -100 -100", portrait: EdgeInsets(0, 0, 0, 0), landscape: EdgeInsets(0, 0, 0, 0)),
        AdditionalCase(additional: "-10 -30 5 10", portrait: EdgeInsets(49, 0, 39, 10), landscape: EdgeInsets(0, 29, 26, 69)),
    ]

    @Test("additionalSafeAreaInsets add, negative ones reduce, never below 0",
          arguments: additionalCases, Orientation.allCases)
    func additionalSafeAreaInsets(_ test: AdditionalCase, orientation: Orientation) throws {
        let xml = fixture("""
          <viewController id="vc" additionalSafeAreaInsets="\(test.additional)">
            <view id="root">
              <view id="full"/>
            </view>
            <constraints>
              <constraint first="full.edges" second="root"/>
            </constraints>
          </viewController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        let expected = orientation == .portrait ? test.portrait : test.landscape
        expectClose(try scene.required("root").safeAreaInsets, expected, "root, \(test.testDescription), \(orientation)")
        expectClose(try scene.required("full").safeAreaInsets, expected, "full-size subview, \(test.testDescription), \(orientation)")
        expectClose(try #require(scene.viewController(id: "vc")).safeAreaInsets, expected, "controller, \(orientation)")
    }

    /// Additional insets of a child controller add to what its navigation controller gives:
    /// max(59, 54 + 44) = 98 (catalog choice) + 10 on top, 34 + 20 at the bottom.
    @Test("additionalSafeAreaInsets inside a navigation controller", arguments: Orientation.allCases)
    func additionalInNavigation(orientation: Orientation) throws {
        let xml = fixture("""
          <navigationController id="nav">
            <viewController id="vc" additionalSafeAreaInsets="10 0 20 0">
              <view id="root"/>
            </viewController>
          </navigationController>
        """)
        let scene = try measure(xml, device: device, orientation: orientation)
        // portrait: facts statusBar 54 + navigationBar 44 = 98 > 59; landscape: 0 + 32 (facts bars) > 0.
        let expected = orientation == .portrait ? EdgeInsets(108, 0, 54, 0) : EdgeInsets(42, 59, 41, 59)
        expectClose(try scene.required("root").safeAreaInsets, expected, "nav child with additional insets, \(orientation)")
    }
}
