import Testing
import LayoutModel
import LayoutGeometry

// The talk's bottom button (WWDC 2018 session 235; FIXTURE-FORMAT example):
//   button.bottom == root.bottom - 20 @750
//   button.bottom <= root.safeArea.bottom      (required)
// On a home-button phone the safe area reaches the screen's bottom, so the optional
// constraint holds: bottom = screen height - 20. On a Face ID phone the safe-area bottom
// (34 portrait / 21 landscape, facts devices[]) is more than 20 above the screen's bottom,
// so the required constraint wins: bottom = screen height - safe bottom.

private let bottomButtonFixture = fixture("""
  <viewController id="vc">
    <view id="root">
      <button id="button" intrinsicWidth="120" intrinsicHeight="44"/>
    </view>
    <constraints>
      <constraint first="button.centerX" second="root.centerX"/>
      <constraint first="button.bottom" second="root.bottom" constant="-20" priority="750"/>
      <constraint first="button.bottom" relation="lessThanOrEqual" second="root.safeArea.bottom"/>
    </constraints>
  </viewController>
""")

struct BottomButtonTests {
    static let devices = [
        "iPhone SE (3rd generation)", // facts: bottom 0 / 0
        "iPhone 8",                   // facts: bottom 0 / 0
        "iPhone 13",                  // facts: bottom 34 / 21
        "iPhone 15 Pro",              // facts: bottom 34 / 21
        "iPhone 17 Pro",              // facts: bottom 34 / 20 (iOS 26 landscape, catalog choice)
    ]

    @Test("The bottom button sits 20 above the screen's bottom, or on the safe area",
          arguments: devices, Orientation.allCases)
    func bottomButton(device: String, orientation: Orientation) throws {
        for direction in LayoutDirection.allCases {
            let scene = try measure(bottomButtonFixture, device: device, orientation: orientation, direction: direction)
            let size = Facts.device(device).screenSize(orientation)  // facts: devices[].points
            let safeBottom = Facts.insets(device, orientation).bottom // facts: devices[].<orientation>.bottom
            let expectedBottom = size.height - max(20, safeBottom)
            let button = try scene.required("button")
            let what = "\(device) \(orientation) \(direction)"
            expectClose(button.frame, Rect(x: (size.width - 120) / 2, y: expectedBottom - 44, width: 120, height: 44),
                        "\(what): button frame")
            #expect(scene.problems.isEmpty, "\(what): no layout problems: \(scene.problems)")
        }
    }

    /// Numbers written out.
    @Test("Bottom button, numbers written out", arguments: [
        ("iPhone SE (3rd generation)", Orientation.portrait, 647.0),  // 667 - 20
        ("iPhone SE (3rd generation)", Orientation.landscape, 355.0), // 375 - 20
        ("iPhone 15 Pro", Orientation.portrait, 818.0),               // 852 - 34
        ("iPhone 15 Pro", Orientation.landscape, 372.0),              // 393 - 21
    ])
    func literal(device: String, orientation: Orientation, bottom: Double) throws {
        let scene = try measure(bottomButtonFixture, device: device, orientation: orientation)
        expectClose(try scene.required("button").frame.maxY, bottom, "\(device) \(orientation) button bottom")
    }
}
