import Foundation
import LayoutModel
import LayoutPipeline
import LayoutRules
import LayoutTestSupport
import Testing

// A depth a message quotes is how far the view reaches past the safe area's edge, the same
// number its frame gives (inspect's safe-area inset of the view on that edge), never how
// wide the part inside the unsafe area is.

@Suite("Depths in messages agree with frames")
struct DepthTests {
    @Test("an untitled button (an outlet's: the code gives it its title or image) 8 pt from the trailing edge of a full-width bar reaches as deep as its frame, on every Face ID iPhone in landscape")
    func trailingButton() throws {
        var configuration = Configuration()
        let devices = ["iPhone 11", "iPhone 15 Pro", "iPhone 16 Pro Max"]
        configuration.matrix.devices = devices
        configuration.matrix.orientations = [.landscape]
        let result = Pipeline.run(LintRequest(paths: [TestPaths.data("Depth/TrailingButton.xib").path], configuration: configuration,
                                              jobs: 1, keepMeasurements: true))
        let finding = try #require(result.findings.first { $0.rule == "content-in-unsafe-area" && $0.element == "Dep-Bt-001" })
        var depths: [String: Double] = [:]
        for measured in result.measurements.values.flatMap({ $0 }) {
            let device = measured.environment.device
            // facts: devices[device].landscape.right, the sensor housing's side inset.
            let inset = try #require(FactsFiles.insets(device, "landscape")).right
            let frame = try #require(measured.view(id: "Dep-Bt-001")?.frame)
            #expect(abs(frame.maxX - (measured.screen.bounds.width - 8)) < 0.001)
            depths[device] = frame.maxX - (measured.screen.bounds.width - inset)
        }
        // iPhone 11: 896 - 8 - (896 - 48) = 40 pt; the deepest is the device with the widest inset.
        #expect(depths["iPhone 11"] == 40)
        let worst = try #require(depths.max { $0.value < $1.value })
        #expect(Set(finding.environments.map(\.device)) == Set(devices))
        #expect(finding.message.hasPrefix("button \"Clear\" (Dep-Bt-001) overlaps the right unsafe area by \(formatNumber(worst.value)) pt"),
                "\(finding.message)")
        #expect(finding.message.hasSuffix("(at worst, on \(worst.key) in landscape)"), "\(finding.message)")
    }
}
