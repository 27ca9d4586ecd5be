import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutRules
import Testing

// content-in-unsafe-area names the constraint that places the view at the edge it crosses:
// one to an ancestor or its guide, to a sibling's same edge, or one written for the view;
// never one written for a sibling that hangs from it.

@Suite("The constraint a finding says places the view")
struct PlacingConstraintTests {
    static let fixture = """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout version="1">
      <matrix devices="iPhone 15 Pro" orientations="portrait"/>
      <viewController id="player">
        <view id="root">
          <imageView id="cover" intrinsicWidth="300" intrinsicHeight="300"/>
          <label id="title" intrinsicWidth="80" intrinsicHeight="21" text="Song"/>
          <label id="caption" intrinsicWidth="80" intrinsicHeight="21" text="Artist"/>
        </view>
        <constraints>
          <constraint first="cover.centerX" second="root.centerX"/>
          <constraint first="title.top" second="cover.bottom" constant="18"/>
          <constraint first="cover.bottom" second="root.bottom" constant="-10"/>
          <constraint first="title.centerX" second="root.centerX"/>
          <constraint first="caption.top" second="root.top" constant="10"/>
          <constraint first="caption.centerX" second="root.centerX"/>
        </constraints>
      </viewController>
    </layout>
    """

    @Test("a view pinned to its superview is placed by that pin, not by the sibling that hangs below it")
    func namesThePin() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-lint-placing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Player.layout.xml").path
        try Self.fixture.write(toFile: path, atomically: true, encoding: .utf8)
        let result = Pipeline.run(LintRequest(paths: [path], jobs: 1))
        let messages = Dictionary(result.findings.filter { $0.rule == "content-in-unsafe-area" }.map { ($0.element, $0.message) },
                                  uniquingKeysWith: { first, _ in first })
        // facts: devices["iPhone 15 Pro"] insets 59 top, 34 bottom in portrait: the cover ends 10
        // pt above the bottom (24 pt in the inset); the caption at 10 is wholly inside the top
        // one, and its depth is how far it reaches past the safe area's edge (59 - 10).
        #expect(messages["cover"] == "cover overlaps the bottom unsafe area by 24 pt, under the home indicator (placed by cover.bottom == root.bottom - 10)")
        #expect(messages["caption"] == "caption overlaps the top unsafe area by 49 pt, under the status bar and the Dynamic Island (placed by caption.top == root.top + 10)")
        #expect(messages["title"] == nil, "the title runs off the screen below the cover, not into the unsafe area only")
    }
}
