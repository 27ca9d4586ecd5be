import LayoutGeometry
import LayoutLoading
import LayoutModel
import Testing

/// Leading and trailing constraints mirror in right-to-left layout, constants and
/// inequalities included: `a.leading = b.leading + 16` keeps a 16-point gap on the right.
@Suite("Right-to-left constants")
struct RightToLeftConstantTests {
    static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout version="1">
      <viewController id="screen">
        <view id="root">
          <label id="title" intrinsicHeight="20"/>
          <button id="action" intrinsicWidth="80" intrinsicHeight="30"/>
          <view id="badge"/>
        </view>
        <constraints>
          <constraint first="title.top" second="root.safeArea.top"/>
          <constraint first="title.leading" second="root.leading" constant="16"/>
          <constraint first="title.trailing" second="action.leading" constant="-8"/>
          <constraint first="action.top" second="root.safeArea.top"/>
          <constraint first="action.trailing" second="root.trailing" constant="-20"/>
          <constraint first="badge.top" second="root.safeArea.top" constant="40"/>
          <constraint first="badge.size" constant="10"/>
          <constraint first="badge.leading" relation="greaterThanOrEqual" second="root.leading" constant="30"/>
          <constraint first="badge.leading" second="root.leading" priority="250"/>
        </constraints>
      </viewController>
    </layout>
    """

    func frames(_ direction: LayoutDirection) throws -> [String: Rect] {
        let document = try FixtureLoader(deviceNames: DeviceCatalog.standard.names)
            .load(bytes: Array(Self.xml.utf8), displayPath: "RTL.layout.xml").get()
        let scene = try LayoutEngine().measure(document.scenes[0], in: Environment(device: "iPhone SE (3rd generation)", direction: direction))
        #expect(scene.problems.isEmpty)
        return Dictionary(uniqueKeysWithValues: scene.views.map { ($0.id, $0.frame) })
    }

    func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 0.001
    }

    @Test("left to right: constants measure from the left")
    func leftToRight() throws {
        let frames = try frames(.leftToRight)
        #expect(close(frames["title"]?.minX, 16))
        #expect(close(frames["action"]?.maxX, 375 - 20))
        #expect(close(frames["title"]?.maxX, 375 - 20 - 80 - 8))
        #expect(close(frames["badge"]?.minX, 30))
    }

    @Test("right to left: the same constraints mirror, gaps and inequalities included")
    func rightToLeft() throws {
        let frames = try frames(.rightToLeft)
        #expect(close(frames["title"]?.maxX, 375 - 16))
        #expect(close(frames["action"]?.minX, 20))
        #expect(close(frames["title"]?.minX, 20 + 80 + 8))
        #expect(close(frames["badge"]?.maxX, 375 - 30))
    }
}
