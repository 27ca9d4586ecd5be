import Testing
import LayoutModel
import LayoutGeometry

// UIKIT-GEOMETRY section 2, split view: "columns side by side when regular width; each
// column's view gets the screen's insets only on the edges it touches." The primary column
// is 320 wide (catalog choice "Split view primary column: 320 pt") and leading: on the left in
// ltr, on the right in rtl. iPads have no side insets (facts devices[iPad].landscape
// {24,0,20,0} / {20,0,0,0}), so the split view controller also gets additionalSafeAreaInsets
// "0 10 0 30" to give the left and right edges something to pass on (section 2: additional
// insets add to what the controller's view receives).

private let primaryWidth = 320.0

private func splitFixture(additional: String) -> String {
    fixture("""
      <splitViewController id="split" displayMode="oneBesideSecondary" additionalSafeAreaInsets="\(additional)">
        <viewController id="primary"><view id="primaryRoot"/></viewController>
        <viewController id="secondary"><view id="secondaryRoot"/></viewController>
      </splitViewController>
    """)
}

struct SplitViewTests {
    static let devices = ["iPad Pro 11-inch (M4/M5)", "iPad (9th generation) 10.2-inch", "iPad Pro 13-inch (M4/M5)"]

    @Test("Columns get the insets of the edges they touch",
          arguments: devices, LayoutDirection.allCases)
    func columns(device: String, direction: LayoutDirection) throws {
        for withSideInsets in [false, true] { try columns(device: device, withSideInsets: withSideInsets, direction: direction) }
    }

    private func columns(device: String, withSideInsets: Bool, direction: LayoutDirection) throws {
        // Landscape is the brief's case; portrait (still regular width, facts sizeClasses) behaves the same.
        for orientation in Orientation.allCases {
            let scene = try measure(splitFixture(additional: withSideInsets ? "0 10 0 30" : "0 0 0 0"),
                                    device: device, orientation: orientation, direction: direction)
            let size = Facts.device(device).screenSize(orientation)
            var insets = Facts.insets(device, orientation) // facts: devices[device].<orientation>
            if withSideInsets { insets = insets + EdgeInsets(0, 10, 0, 30) }
            let what = "\(device) \(orientation) \(direction) sides=\(withSideInsets)"

            let secondaryWidth = size.width - primaryWidth
            let primaryFrame: Rect
            let secondaryFrame: Rect
            let primaryInsets: EdgeInsets
            let secondaryInsets: EdgeInsets
            if direction == .leftToRight {
                primaryFrame = Rect(x: 0, y: 0, width: primaryWidth, height: size.height)
                secondaryFrame = Rect(x: primaryWidth, y: 0, width: secondaryWidth, height: size.height)
                primaryInsets = EdgeInsets(insets.top, insets.left, insets.bottom, 0)    // touches the left edge
                secondaryInsets = EdgeInsets(insets.top, 0, insets.bottom, insets.right) // touches the right edge
            } else {
                primaryFrame = Rect(x: secondaryWidth, y: 0, width: primaryWidth, height: size.height)
                secondaryFrame = Rect(x: 0, y: 0, width: secondaryWidth, height: size.height)
                primaryInsets = EdgeInsets(insets.top, 0, insets.bottom, insets.right)   // on the right in rtl
                secondaryInsets = EdgeInsets(insets.top, insets.left, insets.bottom, 0)
            }
            let primary = try scene.required("primaryRoot")
            let secondary = try scene.required("secondaryRoot")
            expectClose(primary.frame, primaryFrame, "\(what): primary frame")
            expectClose(secondary.frame, secondaryFrame, "\(what): secondary frame")
            expectClose(primary.safeAreaInsets, primaryInsets, "\(what): primary insets")
            expectClose(secondary.safeAreaInsets, secondaryInsets, "\(what): secondary insets")
            #expect(!primary.isHidden && !secondary.isHidden, "\(what): both columns displayed")
        }
    }

    /// Numbers written out: iPad Pro 11-inch (M4/M5) landscape, 1210 x 834, facts {24,0,20,0}, plus "0 10 0 30".
    @Test("iPad Pro 11-inch (M4/M5) landscape, numbers written out", arguments: LayoutDirection.allCases)
    func literal(direction: LayoutDirection) throws {
        let scene = try measure(splitFixture(additional: "0 10 0 30"), device: "iPad Pro 11-inch (M4/M5)",
                                orientation: .landscape, direction: direction)
        let primary = try scene.required("primaryRoot")
        let secondary = try scene.required("secondaryRoot")
        if direction == .leftToRight {
            expectClose(primary.frame, Rect(x: 0, y: 0, width: 320, height: 834), "primary frame")
            expectClose(primary.safeAreaInsets, EdgeInsets(24, 10, 20, 0), "primary insets")
            expectClose(secondary.frame, Rect(x: 320, y: 0, width: 890, height: 834), "secondary frame")
            expectClose(secondary.safeAreaInsets, EdgeInsets(24, 0, 20, 30), "secondary insets")
        } else {
            expectClose(primary.frame, Rect(x: 890, y: 0, width: 320, height: 834), "primary frame")
            expectClose(primary.safeAreaInsets, EdgeInsets(24, 0, 20, 30), "primary insets")
            expectClose(secondary.frame, Rect(x: 0, y: 0, width: 890, height: 834), "secondary frame")
            expectClose(secondary.safeAreaInsets, EdgeInsets(24, 10, 20, 0), "secondary insets")
        }
    }
}
