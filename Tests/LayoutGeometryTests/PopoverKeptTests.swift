import Testing
import LayoutLoading
import LayoutModel
import LayoutGeometry

// A popover whose presenter answers adaptivePresentationStyle with none is not adapted to a
// sheet in compact width (facts-presentation: "popover size": the content's preferred size):
// on an iPhone in portrait it stays at its content size, centred, without the screen's insets.

struct PopoverKeptTests {
    @Test("kept in compact width: 320 x 240, centred in the safe area, no insets; the adapting popover becomes a sheet there")
    func keptInCompactWidth() throws {
        let loader = FixtureLoader(deviceNames: DeviceCatalog.standard.names)
        let xml = fixture("""
          <viewController id="layers" presentedSize="320 240">
            <view id="layersRoot"/>
          </viewController>
        """)
        guard case .success(let document) = loader.load(bytes: Array(xml.utf8), displayPath: "T.layout.xml") else {
            Issue.record("the fixture did not load")
            return
        }
        var scene = document.scenes[0]
        scene.size = Size(width: 320, height: 240)
        var environment = Environment(device: "iPhone 15 Pro", orientation: .portrait)
        environment.presentation = .popoverKept
        let kept = try LayoutEngine().measure(scene, in: environment)
        let root = try kept.required("layersRoot")
        #expect(root.frame.size == Size(width: 320, height: 240))
        #expect(root.safeAreaInsets == .zero)
        // facts: devices["iPhone 15 Pro"]: 393 x 852, portrait insets 59 top, 34 bottom: the
        // safe area's middle is x 196.5, y 59 + (852 - 93) / 2 = 438.5; the origin is rounded to
        // whole points: (36.5, 318.5) becomes (37, 319).
        #expect(root.frame.origin == Point(x: 37, y: 319))
        environment.presentation = .popover
        let adapted = try LayoutEngine().measure(scene, in: environment)
        #expect(try adapted.required("layersRoot").frame.width == 393)
    }
}
