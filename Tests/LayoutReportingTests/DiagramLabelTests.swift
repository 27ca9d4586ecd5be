import Foundation
import LayoutGeometry
import LayoutModel
import LayoutPipeline
@testable import LayoutReporting
import LayoutRules
import LayoutTestSupport
import Testing

/// The labels of a diagram as boxes, the way `LabelPlacer` sizes them.
enum DiagramLabels {
    static func boxes(_ model: DiagramModel) -> [(text: String, box: Rect)] {
        func value(_ text: String) -> Double { Double(text) ?? 0 }
        var boxes: [(String, Rect)] = []
        for bar in model.bars where bar.showLabel {
            let width = LabelPlacer.width(bar.label, fontSize: 20)
            boxes.append((bar.label, Rect(x: value(bar.labelX) - width / 2, y: value(bar.labelY) - LabelPlacer.baseline(20),
                                          width: width, height: LabelPlacer.lineHeight(20))))
        }
        for view in model.views where view.showLabel {
            boxes.append((view.name, Rect(x: value(view.labelX), y: value(view.labelY) - LabelPlacer.baseline(20),
                                          width: LabelPlacer.width(view.name, fontSize: 20), height: LabelPlacer.lineHeight(20))))
        }
        for finding in model.findings {
            let text = finding.labelText
            boxes.append((text, Rect(x: value(finding.labelX), y: value(finding.labelY) - LabelPlacer.baseline(22),
                                     width: LabelPlacer.width(text, fontSize: 22, bold: true), height: LabelPlacer.lineHeight(22))))
        }
        for finding in model.findings {
            for dimension in finding.dimensions {
                let text = dimension.text
                boxes.append((text, Rect(x: value(dimension.labelX), y: value(dimension.labelY) - LabelPlacer.baseline(22),
                                                   width: LabelPlacer.width(text, fontSize: 22, bold: true),
                                                   height: LabelPlacer.lineHeight(22))))
            }
        }
        return boxes
    }
}

@Suite("Diagram labels")
struct DiagramLabelTests {
    /// Every environment of the demo app and of the rule examples, as the report draws them.
    static func diagrams() throws -> [(name: String, model: DiagramModel, cutout: Rect?, bars: [Rect])] {
        let root = TestPaths.packageRoot.appendingPathComponent("Examples")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.path).filter { $0.hasSuffix(".layout.xml") }.sorted()
        let texts = try names.map { ("Examples/\($0)", try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
        let result = Pipeline.run(texts: texts, request: LintRequest(paths: [], jobs: 2, keepMeasurements: true))
        var diagrams: [(String, DiagramModel, Rect?, [Rect])] = []
        for (path, scenes) in result.measurements.sorted(by: { $0.key < $1.key }) {
            let findings = result.findings.filter { $0.path == path }
            for scene in scenes {
                var highlights: [String: [Diagram.Highlight]] = [:]
                for finding in findings {
                    guard let index = finding.environments.firstIndex(of: scene.environment) else { continue }
                    highlights[finding.element, default: []].append(Diagram.Highlight(
                        finding: finding, findingID: "f", message: finding.messages[index],
                        overlaps: finding.overlaps.isEmpty ? [] : finding.overlaps[index]))
                }
                // Dimensioned as a focus view is, so that the overlap labels are checked too.
                let model = Diagram.model(scene, idPrefix: "d-", highlights: highlights, elementViews: [:], dimensioned: true)
                diagrams.append(("\(path) \(scene.environment.label)", model, scene.screen.cutoutFrame, scene.bars.map(\.frame)))
            }
        }
        return diagrams
    }

    @Test("no two labels of a diagram overlap; none is under the sensor housing, and only a bar's own name is on a bar")
    func noOverlaps() throws {
        let diagrams = try Self.diagrams()
        #expect(diagrams.count > 100)
        var labels = 0
        for (name, model, cutout, bars) in diagrams {
            let boxes = DiagramLabels.boxes(model)
            labels += boxes.count
            for (i, a) in boxes.enumerated() {
                for b in boxes[(i + 1)...] {
                    #expect(a.box.intersection(b.box) == nil, "\(name): '\(a.text)' covers '\(b.text)'")
                }
                if let cutout { #expect(a.box.intersection(cutout) == nil, "\(name): '\(a.text)' at \(a.box) is under the sensor housing") }
                let barNames: Set = ["status bar", "navigation bar", "navigation bar (large title)", "toolbar", "tab bar"]
                if !barNames.contains(a.text) {
                    #expect(!bars.contains { $0.intersection(a.box) != nil }, "\(name): '\(a.text)' is on a bar")
                }
            }
        }
        #expect(labels > 500, "the diagrams are labelled (\(labels) labels)")
    }

    @Test("where the screen is crowded, labels go beside it with a leader to their element, none overlapping, all inside the drawing")
    func leaders() throws {
        // Twelve findings on one small view near the top of an iPhone 15 Pro's screen (facts:
        // devices["iPhone 15 Pro"] portrait 393 x 852), as where a stack of views shares a top: the
        // six lines near it fill up.
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        var placer = LabelPlacer(bounds: screen, obstacles: [Rect(x: 0, y: 0, width: 393, height: 54)])
        let element = Rect(x: 20, y: 100, width: 120, height: 30)
        let placed = (0..<12).map { index in
            placer.placeFindingLabel("✖ content-in-unsafe-area \(index)", x: 26, y: 104, naming: element)
        }
        let outside = placed.filter { $0.leader != nil }
        // Of the six lines tried near it, the one two lines above (52-78) touches the status bar
        // (0-54): five labels stay on the screen, seven go beside it.
        #expect(outside.count == 7, "\(outside.count) of 12 beside the screen")
        for label in outside {
            #expect(label.x >= screen.maxX + LabelPlacer.outsideGap, "beside the screen, not on it")
            let leader = try #require(label.leader)
            // The leader ends on the element's outline (its right edge, the side facing the label).
            #expect(Double(leader.x2) == element.maxX && (element.minY...element.maxY).contains(Double(leader.y2)!))
        }
        for label in placed where label.leader == nil { #expect(label.x + 10 <= screen.maxX && label.y <= screen.maxY) }
        let boxes = placed.enumerated().map { index, label in
            Rect(x: label.x, y: label.y - LabelPlacer.baseline(22),
                 width: LabelPlacer.width("✖ content-in-unsafe-area \(index)", fontSize: 22, bold: true), height: LabelPlacer.lineHeight(22))
        }
        for (i, a) in boxes.enumerated() { for b in boxes[(i + 1)...] { #expect(a.intersection(b) == nil) } }
        #expect(boxes.allSatisfy { placer.canvas.union($0) == placer.canvas }, "the drawing grows to hold every label")
        #expect(placer.canvas.minX == 0 && placer.canvas.height == screen.height && placer.canvas.width > screen.width)
    }

    @Test("a column of labels beside the screen stops at the screen's bottom and the next starts to its right")
    func columns() throws {
        // Sixty findings on one view of an iPhone 15 Pro's screen (facts: devices["iPhone 15 Pro"]
        // portrait 393 x 852): more labels than one column of the screen's height holds.
        let screen = Rect(x: 0, y: 0, width: 393, height: 852)
        var placer = LabelPlacer(bounds: screen, obstacles: [Rect(x: 0, y: 0, width: 393, height: 54)])
        let element = Rect(x: 20, y: 400, width: 120, height: 30)
        let texts = (0..<60).map { "✖ edge-pinned-to-superview \($0)" }
        let placed = texts.map { placer.placeFindingLabel($0, x: 26, y: 404, naming: element) }
        let boxes = zip(texts, placed).map { text, label in
            Rect(x: label.x, y: label.y - LabelPlacer.baseline(22),
                 width: LabelPlacer.width(text, fontSize: 22, bold: true), height: LabelPlacer.lineHeight(22))
        }
        let outside = zip(boxes, placed).filter { $0.1.leader != nil }.map(\.0)
        let columns = Set(outside.map(\.minX)).sorted()
        // A column holds (852 - 8) / line height labels; the rest go to a second column.
        let perColumn = Int((screen.height - 8) / LabelPlacer.lineHeight(22))
        #expect(columns.count == 2 && outside.filter { $0.minX == columns[0] }.count == perColumn)
        #expect(columns[0] == screen.maxX + LabelPlacer.outsideGap)
        #expect(columns[1] >= outside.filter { $0.minX == columns[0] }.map(\.maxX).max()! + LabelPlacer.outsideGap)
        #expect(outside.allSatisfy { $0.minY >= screen.minY && $0.maxY <= screen.maxY }, "no label below the screen")
        for (i, a) in boxes.enumerated() { for b in boxes[(i + 1)...] { #expect(a.intersection(b) == nil) } }
        #expect(placer.canvas.height == screen.height, "the drawing is as tall as the screen")
    }

    @Test("on a phone with a Dynamic Island the status bar's name goes beside it")
    func statusBarBesideTheIsland() throws {
        let diagram = try #require(try Self.diagrams().first { $0.name.hasSuffix("Article.layout.xml iPhone 15 Pro · portrait · L · ltr") })
        let status = try #require(diagram.model.bars.first { $0.label == "status bar" })
        let island = try #require(diagram.cutout)
        #expect(Double(status.labelX)! + LabelPlacer.width("status bar", fontSize: 20) / 2 <= island.minX
                || Double(status.labelX)! - LabelPlacer.width("status bar", fontSize: 20) / 2 >= island.maxX)
    }

    @Test("a focus view draws each overlap its finding quotes to scale, from the safe area's edge into the unsafe area")
    func dimensionLines() throws {
        let diagram = try #require(try Self.diagrams().first { $0.name.hasSuffix("Comments.layout.xml iPhone 11 · portrait · L · ltr") })
        let field = try #require(diagram.model.findings.first { $0.element == "commentField" })
        #expect(field.message == "commentField overlaps the bottom unsafe area by 26 pt, under the home indicator", "this environment's message")
        let line = try #require(field.dimensions.first)
        // facts: devices["iPhone 11"] portrait is 414 x 896 with a 34 pt bottom inset: the safe area ends at 862.
        #expect(field.dimensions.count == 1)
        #expect(line.y1 == "862" && line.y2 == "888" && line.x1 == line.x2 && line.text == "26 pt")
        // Both sides of a banner that reaches into the left and right insets of iPhone 16 Pro Max in landscape.
        let wide = try #require(try Self.diagrams().first { $0.name.hasSuffix("Comments.layout.xml iPhone 16 Pro Max · landscape · L · ltr") })
        let banner = try #require(wide.model.findings.first { $0.element == "newCommentsBanner" })
        #expect(banner.dimensions.map(\.text) == ["46 pt", "46 pt"])
        #expect(banner.dimensions.allSatisfy { $0.y1 == $0.y2 })
    }
}
