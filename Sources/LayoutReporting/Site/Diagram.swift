import LayoutGeometry
import LayoutModel
import LayoutRules

/// A rectangle ready for a template: every number already a string.
struct RectModel: Sendable {
    var x: String, y: String, width: String, height: String

    init(_ rect: Rect) {
        x = Diagram.number(rect.x)
        y = Diagram.number(rect.y)
        width = Diagram.number(max(0, rect.width))
        height = Diagram.number(max(0, rect.height))
    }
}

struct BandModel: Sendable {
    var rect: RectModel
    var edge: String
}

struct BarModel: Sendable {
    var rect: RectModel
    var kind: String
    var label: String
    var showLabel: Bool
    var labelX: String, labelY: String
}

struct GuideModel: Sendable {
    var rect: RectModel
    var controller: String
}

struct ViewMarkModel: Sendable {
    var rect: RectModel
    var id: String
    /// What the diagram writes on the view (its id, or an IB view's outline name).
    var name: String
    var kind: String
    var role: String
    var title: String
    var showLabel: Bool
    var labelX: String, labelY: String
}

struct ScrollMarkModel: Sendable {
    var x1: String, x2: String
    var top: String, bottom: String
    var showTop: Bool, showBottom: Bool
    var id: String
}

struct FindingMarkModel: Sendable {
    var rect: RectModel
    /// The element covers most of the window: a lighter outline, so it does not hide the rest.
    var large: Bool
    var element: String
    /// What the document outline calls the element (a fixture's id).
    var elementName: String
    var rule: String
    var severity: String
    var symbol: String
    var message: String
    /// The symbol and the element's name, shortened to the element's width.
    var labelText: String
    var labelX: String, labelY: String
    /// Where the screen has no room near the element: the label is beside the screen, and
    /// this line leads from it to the element.
    var leader: LeaderModel?
    var findingID: String
    /// The element's reach into the unsafe area that the message quotes.
    var overlaps: [EdgeOverlap] = []
    /// In a focus view: those overlaps, drawn as dimension lines.
    var dimensions: [DimensionModel] = []
}

/// A line from a label placed beside the screen to what it names (at x2, y2).
struct LeaderModel: Sendable {
    var x1: String, y1: String, x2: String, y2: String
}

/// A dimension line across an overlap into an unsafe area, with its length in points.
struct DimensionModel: Sendable {
    var x1: String, y1: String, x2: String, y2: String
    var labelX: String, labelY: String
    var anchor: String
    var text: String
    /// The number is beside the screen, where there was no room near the line (not `leader`:
    /// a template would find the finding's where the number has none).
    var numberLeader: LeaderModel?
}

/// One screen in one environment, as the diagram template draws it.
struct DiagramModel: Sendable {
    var id: String
    var environment: String
    var environmentSlug: String
    var device: String
    var orientation: String
    var contentSize: String
    var direction: String
    var window: String
    var group: String
    /// The screen, and beside it the labels that did not fit on it.
    var viewBox: String
    var width: String
    var height: String
    /// The screen's own size (points), where the device is drawn.
    var screenWidth: String
    var screenHeight: String
    var deviceSymbol: String
    var clipID: String
    var windowOutline: RectModel?
    var bands: [BandModel]
    var bars: [BarModel]
    var safeAreas: [GuideModel]
    var margins: [GuideModel]
    var readables: [GuideModel]
    var views: [ViewMarkModel]
    var scrolls: [ScrollMarkModel]
    var findings: [FindingMarkModel]
    var findingCount: Int
    var hasFindings: Bool
    var findingLabel: String
    var worstSeverity: String
    var description: String
    var caption: String
}

/// Builds diagram view models from measured scenes: the only place site numbers are made.
enum Diagram {
    /// Pixels per point: to scale across devices, so an iPad draws larger than an iPhone.
    static let scale = 0.55
    /// Labels need this much room (points) to be drawn inside a view.
    static let labelMinimumWidth = 90.0
    static let labelMinimumHeight = 30.0
    /// Line height of finding labels (points), stacked when one element has several.
    static let findingLabelStep = 26.0

    static func number(_ value: Double) -> String { JSONValue.format((value * 100).rounded() / 100) }

    static func slug(_ text: String) -> String {
        var result = ""
        var lastDash = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
                lastDash = false
            } else if !lastDash, !result.isEmpty {
                result += "-"
                lastDash = true
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "x" : result
    }

    static func symbolID(_ device: Device, _ orientation: Orientation) -> String {
        "device-\(slug(device.name))-\(orientation.rawValue)"
    }

    static func clipID(_ device: Device, _ orientation: Orientation) -> String {
        "clip-\(slug(device.name))-\(orientation.rawValue)"
    }

    static func groupLabel(_ environment: Environment) -> String {
        var parts = [environment.contentSize.shortName, environment.direction.rawValue]
        if environment.window != .full { parts.append(environment.window.rawValue) }
        return parts.joined(separator: " · ")
    }

    /// The elements of findings drawn in this diagram: a view, or a controller (its root
    /// view), or a constraint (its first view).
    struct Highlight {
        var finding: Finding
        var findingID: String
        var message: String
        /// What the message quotes of the element's reach into the unsafe area, in this environment.
        var overlaps: [EdgeOverlap] = []
    }

    /// `dimensioned`: a focus view, where each finding's overlaps are drawn to scale.
    static func model(_ scene: MeasuredScene, idPrefix: String, highlights: [String: [Highlight]],
                      elementViews: [String: String], names: [String: String] = [:], scale: Double = Diagram.scale,
                      dimensioned: Bool = false) -> DiagramModel {
        let screen = scene.screen
        let environment = scene.environment
        let bounds = screen.screenBounds
        let envSlug = slug(environment.label)
        let id = "\(idPrefix)\(envSlug)"
        let window = screen.bounds
        let guides = rootGuides(scene)
        // Labels never cover each other or the sensor housing; only a bar's own label is on a bar.
        var labels = LabelPlacer(bounds: bounds, obstacles: scene.bars.map(\.frame) + [screen.cutoutFrame].compactMap { $0 })
        let bars = barMarks(scene, labels: &labels)
        var findings = findingMarks(scene, highlights: highlights, elementViews: elementViews, names: names, labels: &labels)
        if dimensioned {
            for index in findings.indices {
                guard let view = scene.view(id: elementViews[findings[index].element] ?? findings[index].element) else { continue }
                findings[index].dimensions = dimensions(of: findings[index].overlaps, frame: view.frame, screen: scene.screen,
                                                        labels: &labels)
            }
        }
        // A view a finding's label names keeps no second label of its own.
        let named = Set(findings.map { elementViews[$0.element] ?? $0.element })
        let marks = viewMarks(scene, excluding: guides.roots, names: names, named: named, labels: &labels)
        let worst = findings.compactMap { Severity(rawValue: $0.severity) }.max()
        let canvas = labels.canvas

        let summary = findings.isEmpty ? "no findings"
            : "\(findings.count) \(findings.count == 1 ? "finding" : "findings"): " + findings.map { "\($0.rule) on \($0.element)" }.joined(separator: ", ")
        let windowOutline = environment.window == .full ? nil : RectModel(window)
        return DiagramModel(
            id: id, environment: environment.label, environmentSlug: envSlug, device: environment.device,
            orientation: environment.orientation.rawValue, contentSize: environment.contentSize.shortName,
            direction: environment.direction.rawValue, window: environment.window.rawValue,
            group: groupLabel(environment),
            viewBox: "\(number(canvas.minX)) \(number(canvas.minY)) \(number(canvas.width)) \(number(canvas.height))",
            width: number((canvas.width * scale).rounded()), height: number((canvas.height * scale).rounded()),
            screenWidth: number(bounds.width), screenHeight: number(bounds.height),
            deviceSymbol: symbolID(scene.device, environment.orientation), clipID: clipID(scene.device, environment.orientation),
            windowOutline: windowOutline, bands: unsafeBands(screen), bars: bars, safeAreas: guides.safeAreas,
            margins: guides.margins, readables: guides.readables, views: marks.views, scrolls: marks.scrolls,
            findings: findings, findingCount: findings.count,
            hasFindings: !findings.isEmpty, findingLabel: "\(findings.count) \(findings.count == 1 ? "finding" : "findings")",
            worstSeverity: worst?.rawValue ?? "none",
            description: "\(environment.label): \(summary)",
            caption: environment.window == .full ? "\(environment.device) · \(environment.orientation.rawValue)"
                : "\(environment.device) · \(environment.orientation.rawValue) · \(environment.window.rawValue) window")
    }

    /// The overlaps a finding quotes ("overlaps the top unsafe area by 26 pt and the left by
    /// 12 pt"), each drawn across the safe area's edge into the unsafe area, beside the view.
    /// The numbers are the rule's (it measures what is drawn, such as a label's text), so
    /// the line shows exactly what the finding says.
    static func dimensions(of overlaps: [EdgeOverlap], frame: Rect, screen: ScreenGeometry,
                           labels: inout LabelPlacer) -> [DimensionModel] {
        let window = screen.bounds, insets = screen.safeAreaInsets
        var result: [DimensionModel] = []
        for overlap in overlaps where overlap.depth > 0 {
            let (edge, depth) = (overlap.edge, overlap.depth)
            // Just outside the element (right of it, or below it), clear of its outline and of
            // the finding's own label at its top left; inside its far end when there is no room.
            let x = frame.maxX + 14 <= window.maxX - 8 ? frame.maxX + 14 : min(max(frame.maxX - 24, window.minX + 12), window.maxX - 24)
            let y = frame.maxY + 14 <= window.maxY - 8 ? frame.maxY + 14 : min(max(frame.maxY - 12, window.minY + 12), window.maxY - 12)
            let line: (x1: Double, y1: Double, x2: Double, y2: Double)
            switch edge {
            case .top, .bottom:
                let boundary = edge == .top ? window.minY + insets.top : window.maxY - insets.bottom
                line = (x, boundary, x, edge == .top ? boundary - depth : boundary + depth)
            case .left, .right:
                let boundary = edge == .left ? window.minX + insets.left : window.maxX - insets.right
                line = (boundary, y, edge == .left ? boundary - depth : boundary + depth, y)
            }
            // The label goes where no other label is: beside the line's middle, then further out.
            let text = "\(formatNumber(depth)) pt"
            let width = LabelPlacer.width(text, fontSize: 22, bold: true), height = LabelPlacer.lineHeight(22)
            let middle = ((line.x1 + line.x2) / 2, (line.y1 + line.y2) / 2)
            var candidates: [Rect] = []
            for step in 0..<16 {
                let away = Double(step) * height
                candidates += [
                    Rect(x: middle.0 + 8, y: middle.1 - height / 2 + away, width: width, height: height),
                    Rect(x: middle.0 - 8 - width, y: middle.1 - height / 2 + away, width: width, height: height),
                    Rect(x: middle.0 - width / 2, y: middle.1 - height - 6 - away, width: width, height: height),
                    Rect(x: middle.0 - width / 2, y: middle.1 + 6 + away, width: width, height: height),
                ]
            }
            // Beside the screen, with a leader to the line's middle, where the screen is full.
            let inside = labels.place(candidates, within: labels.bounds)
            let box = inside ?? labels.placeOutside(width: width, height: height, near: middle.1)
            result.append(DimensionModel(x1: number(line.x1), y1: number(line.y1), x2: number(line.x2), y2: number(line.y2),
                                         labelX: number(box.minX), labelY: number(box.minY + LabelPlacer.baseline(22)),
                                         anchor: "start", text: text,
                                         numberLeader: inside == nil ? LabelPlacer.leader(from: box, to: Rect(x: middle.0, y: middle.1, width: 0, height: 0)) : nil))
        }
        return result
    }

    /// The window's unsafe bands, one per edge with an inset.
    static func unsafeBands(_ screen: ScreenGeometry) -> [BandModel] {
        var bands: [BandModel] = []
        let insets = screen.safeAreaInsets
        let window = screen.bounds
        if insets.top > 0 { bands.append(BandModel(rect: RectModel(Rect(x: window.minX, y: window.minY, width: window.width, height: insets.top)), edge: "top")) }
        if insets.bottom > 0 { bands.append(BandModel(rect: RectModel(Rect(x: window.minX, y: window.maxY - insets.bottom, width: window.width, height: insets.bottom)), edge: "bottom")) }
        if insets.left > 0 { bands.append(BandModel(rect: RectModel(Rect(x: window.minX, y: window.minY, width: insets.left, height: window.height)), edge: "left")) }
        if insets.right > 0 { bands.append(BandModel(rect: RectModel(Rect(x: window.maxX - insets.right, y: window.minY, width: insets.right, height: window.height)), edge: "right")) }
        return bands
    }

    /// Each bar with its name, centred, or beside the sensor housing when that is where the
    /// centre is (a status bar on a phone with a Dynamic Island).
    static func barMarks(_ scene: MeasuredScene, labels: inout LabelPlacer) -> [BarModel] {
        scene.bars.map { bar -> BarModel in
            let label: String
            switch bar.kind {
            case .statusBar: label = "status bar"
            case .navigationBar: label = bar.largeTitle ? "navigation bar (large title)" : "navigation bar"
            case .toolbar: label = "toolbar"
            case .tabBar: label = "tab bar"
            }
            let frame = bar.frame
            let width = LabelPlacer.width(label, fontSize: 20), height = LabelPlacer.lineHeight(20)
            var centres = [frame.midX]
            if let cutout = scene.screen.cutoutFrame, cutout.intersection(frame) != nil {
                centres += [(frame.minX + cutout.minX) / 2, (cutout.maxX + frame.maxX) / 2]
            }
            let candidates = centres.map { Rect(x: $0 - width / 2, y: frame.midY - height / 2, width: width, height: height) }
            // A bar too short for its name beside the sensor housing (a notch) keeps it in its tooltip.
            let placed = labels.place(candidates, within: frame, ignoringObstacle: frame)
            return BarModel(rect: RectModel(frame), kind: bar.kind.rawValue, label: label, showLabel: placed != nil,
                            labelX: number(placed?.midX ?? frame.midX), labelY: number((placed?.minY ?? frame.minY) + LabelPlacer.baseline(20)))
        }
    }

    /// Guides of the displayed content controllers' root views, and which views are roots.
    static func rootGuides(_ scene: MeasuredScene) -> (safeAreas: [GuideModel], margins: [GuideModel], readables: [GuideModel], roots: Set<Int>) {
        var safeAreas: [GuideModel] = [], margins: [GuideModel] = [], readables: [GuideModel] = []
        var rootIndices = Set<Int>()
        for (index, view) in scene.views.enumerated() where !view.isHidden {
            let isRoot = view.parentIndex == nil || scene.views[view.parentIndex!].viewControllerID != view.viewControllerID
            guard isRoot else { continue }
            rootIndices.insert(index)
            safeAreas.append(GuideModel(rect: RectModel(view.safeAreaFrame), controller: view.viewControllerID))
            margins.append(GuideModel(rect: RectModel(view.layoutMarginsFrame), controller: view.viewControllerID))
            if view.readableContentFrame != view.layoutMarginsFrame {
                readables.append(GuideModel(rect: RectModel(view.readableContentFrame), controller: view.viewControllerID))
            }
        }
        return (safeAreas, margins, readables, rootIndices)
    }

    /// Every shown view as its frame, and scroll views' adjusted content insets.
    static func viewMarks(_ scene: MeasuredScene, excluding roots: Set<Int>, names: [String: String], named: Set<String> = [],
                          labels: inout LabelPlacer) -> (views: [ViewMarkModel], scrolls: [ScrollMarkModel]) {
        var views: [ViewMarkModel] = []
        var scrolls: [ScrollMarkModel] = []
        for (index, view) in scene.views.enumerated() where !view.isHidden && !roots.contains(index) {
            let frame = view.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let fullName = names[view.id] ?? view.id
            let name = shortened(fullName, toFit: frame.width - 10, em: 20 * LabelPlacer.regularEm)
            // The name inside the view, on the first line where it covers no other label;
            // a view too small or too crowded, or off the screen (scrolled out), keeps its name
            // in its tooltip only.
            var label: Rect?
            if !named.contains(view.id), let onScreen = frame.intersection(labels.bounds),
               frame.width >= labelMinimumWidth, frame.height >= labelMinimumHeight {
                let width = LabelPlacer.width(name, fontSize: 20), height = LabelPlacer.lineHeight(20)
                let lines = Int(max(0, (frame.height - height - 4) / height)) + 1
                let candidates = (0..<min(lines, 8)).map { Rect(x: frame.minX + 5, y: frame.minY + 3 + Double($0) * height, width: width, height: height) }
                // Clear of the screen's right edge, where an estimate a little short would be cut.
                label = labels.place(candidates, within: Rect(x: onScreen.minX, y: onScreen.minY, width: onScreen.width - 4, height: onScreen.height))
            }
            let described = fullName == view.id ? "\(view.id) (\(view.kind.rawValue))" : "\(fullName) (\(view.kind.rawValue) \(view.id))"
            views.append(ViewMarkModel(
                rect: RectModel(frame), id: view.id, name: name, kind: view.kind.rawValue, role: view.role.rawValue,
                title: "\(described): \(number(frame.x)), \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)) pt",
                showLabel: label != nil, labelX: number(label?.minX ?? frame.minX + 5),
                labelY: number((label?.minY ?? frame.minY + 3) + LabelPlacer.baseline(20))))
            if let scroll = view.scroll, scroll.adjustedContentInset != .zero {
                let adjusted = scroll.adjustedContentInset
                scrolls.append(ScrollMarkModel(
                    x1: number(frame.minX), x2: number(frame.maxX),
                    top: number(frame.minY + adjusted.top), bottom: number(frame.maxY - adjusted.bottom),
                    showTop: adjusted.top > 0, showBottom: adjusted.bottom > 0, id: view.id))
            }
        }
        return (views, scrolls)
    }

    /// Findings in this environment, outlined on their element.
    static func findingMarks(_ scene: MeasuredScene, highlights: [String: [Highlight]], elementViews: [String: String],
                             names: [String: String], labels: inout LabelPlacer) -> [FindingMarkModel] {
        let bounds = scene.screen.screenBounds, window = scene.screen.bounds
        var findings: [FindingMarkModel] = []
        for (element, marks) in highlights.sorted(by: { $0.key < $1.key }) {
            guard let viewID = elementViews[element] ?? (scene.view(id: element) != nil ? element : nil),
                  let view = scene.view(id: viewID), !view.isHidden else { continue }
            for (offset, mark) in marks.enumerated() {
                let severity = mark.finding.severity
                // Outlined just inside the element, so an element as large as the screen
                // still shows its outline; labels inside, one line per finding.
                let visible = view.frame.intersection(bounds) ?? view.frame
                let outline = visible.width > 8 && visible.height > 8 ? visible.inset(by: EdgeInsets(all: 3)) : visible
                // The label names the element, as the document outline does; the rule is in the
                // tooltip, the legend and the card. An element with several findings here says
                // which rule each line is.
                let name = names[element] ?? element
                let named = marks.count > 1 ? "\(name) · \(mark.finding.rule)" : name
                let room = min(max(outline.width - 12, 14 * 22 * LabelPlacer.boldEm), bounds.width - 8)
                let text = shortened("\(symbol(severity)) \(named)", toFit: room, em: 22 * LabelPlacer.boldEm)
                let label = labels.placeFindingLabel(text, x: max(outline.minX + 6, bounds.minX + 4),
                                                     y: outline.minY + 4 + Double(offset) * findingLabelStep, naming: outline)
                let area = visible.width * visible.height
                findings.append(FindingMarkModel(
                    rect: RectModel(outline), large: area > 0.6 * window.width * window.height,
                    element: element, elementName: name, rule: mark.finding.rule, severity: severity.rawValue,
                    symbol: symbol(severity), message: mark.message, labelText: text,
                    labelX: number(label.x), labelY: number(label.y), leader: label.leader, findingID: mark.findingID,
                    overlaps: mark.overlaps))
            }
        }
        return findings
    }

    /// A label cut to `width` points (at `em` points a character), ending in "…"; the
    /// tooltip has it whole. Too narrow for four characters: whole, placed where it fits.
    static func shortened(_ text: String, toFit width: Double, em: Double) -> String {
        let fitting = Int(width / em)
        return text.count > fitting && fitting >= 4 ? String(text.prefix(fitting - 1)) + "…" : text
    }

    static func symbol(_ severity: Severity) -> String {
        switch severity {
        case .error: return "✖"
        case .warning: return "▲"
        case .info: return "●"
        }
    }
}

/// The drawing of one device in one orientation, defined once per page.
struct DeviceSymbolModel: Sendable {
    var id: String
    var clipID: String
    var viewBox: String
    var width: String, height: String
    var cornerRadius: String
    var cutout: RectModel?
    var cutoutRadius: String
    var homeIndicator: RectModel?
    var homeIndicatorRadius: String

    init(device: Device, orientation: Orientation, screen: ScreenGeometry) {
        let bounds = screen.screenBounds
        id = Diagram.symbolID(device, orientation)
        clipID = Diagram.clipID(device, orientation)
        viewBox = "0 0 \(Diagram.number(bounds.width)) \(Diagram.number(bounds.height))"
        width = Diagram.number(bounds.width)
        height = Diagram.number(bounds.height)
        cornerRadius = Diagram.number(device.cornerRadius)
        cutout = screen.cutoutFrame.map(RectModel.init)
        cutoutRadius = Diagram.number(screen.cutout == .dynamicIsland ? (screen.cutoutFrame.map { min($0.width, $0.height) / 2 } ?? 0) : screen.cutoutCornerRadius)
        homeIndicator = screen.homeIndicatorFrame.map(RectModel.init)
        homeIndicatorRadius = Diagram.number((screen.homeIndicatorFrame?.height ?? 0) / 2)
    }
}

/// Places a diagram's labels so that none covers another, the sensor housing, or a bar it
/// does not name. Widths are estimated from the text (the labels are short, one line, in the
/// site's sans-serif at a known size).
struct LabelPlacer {
    let bounds: Rect
    let obstacles: [Rect]
    private(set) var placed: [Rect] = []

    init(bounds: Rect, obstacles: [Rect] = []) {
        self.bounds = bounds
        self.obstacles = obstacles
        canvas = bounds
    }

    /// An average character of the site's sans-serif is about 0.56 em wide (bold 0.62), a
    /// capital about 0.74 (bold 0.78), as measured in the browser test (.ci/label-overlaps.html).
    static let regularEm = 0.56, boldEm = 0.62
    static let capitalEm = 0.74, boldCapitalEm = 0.78
    static func width(_ text: String, fontSize: Double, bold: Bool = false) -> Double {
        let capitals = text.filter(\.isUppercase).count
        let others = text.count - capitals
        return (Double(others) * (bold ? boldEm : regularEm) + Double(capitals) * (bold ? boldCapitalEm : capitalEm)) * fontSize
    }
    static func lineHeight(_ fontSize: Double) -> Double { (fontSize * 1.2).rounded() }
    /// From the top of a label's box to its text's baseline.
    static func baseline(_ fontSize: Double) -> Double { (fontSize * 0.95).rounded() }

    func isFree(_ rect: Rect, ignoringObstacle ignored: Rect? = nil) -> Bool {
        !placed.contains { $0.intersection(rect) != nil }
            && !obstacles.contains { $0 != ignored && $0.intersection(rect) != nil }
    }

    /// The first candidate inside `area` that is free, now taken; nil when none is.
    mutating func place(_ candidates: [Rect], within area: Rect, ignoringObstacle ignored: Rect? = nil) -> Rect? {
        for candidate in candidates where candidate.minX >= area.minX - 0.5 && candidate.maxX <= area.maxX + 0.5
            && candidate.minY >= area.minY - 0.5 && candidate.maxY <= area.maxY + 0.5 && isFree(candidate, ignoringObstacle: ignored) {
            placed.append(candidate)
            return candidate
        }
        return nil
    }

    /// Space between the screen and the labels beside it.
    static let outsideGap = 24.0
    /// Columns of labels beside the screen before the drawing grows downwards.
    static let outsideColumns = 8
    /// What the diagram shows: the screen, and the labels placed beside it.
    private(set) var canvas: Rect

    /// A label for which the screen has no room: in a column right of the screen, as near
    /// `y` as it is free. A column runs down the screen's height; a full one starts another to
    /// its right, so that the drawing does not grow below the screen.
    mutating func placeOutside(width: Double, height: Double, near y: Double) -> Rect {
        let start = min(max(y - height / 2, bounds.minY + 4), bounds.maxY - height - 4)
        var x = bounds.maxX + Self.outsideGap
        var box: Rect?
        for _ in 0..<Self.outsideColumns {
            var candidates: [Rect] = []
            for line in 0..<400 {
                let top = start + Double((line + 1) / 2) * height * (line % 2 == 0 ? 1 : -1)
                if top >= bounds.minY + 4, top + height <= bounds.maxY - 4 { candidates.append(Rect(x: x, y: top, width: width, height: height)) }
            }
            box = place(candidates, within: Rect(x: x, y: bounds.minY, width: width, height: bounds.height))
            if box != nil { break }
            x = (placed.filter { abs($0.minX - x) < 0.5 }.map(\.maxX).max() ?? x + width) + Self.outsideGap
        }
        // Past that many columns (never seen): below the last label.
        let placedBox = box ?? {
            let below = Rect(x: x, y: (placed.map(\.maxY).max() ?? bounds.maxY) + 2, width: width, height: height)
            placed.append(below)
            return below
        }()
        canvas = canvas.union(Rect(x: placedBox.minX, y: placedBox.minY, width: placedBox.width + 8, height: placedBox.height + 6))
        return placedBox
    }

    /// From a label beside the screen to the nearest point of what it names.
    static func leader(from label: Rect, to target: Rect) -> LeaderModel {
        let y = label.midY
        let point = (x: min(max(label.minX, target.minX), target.maxX), y: min(max(y, target.minY), target.maxY))
        return LeaderModel(x1: Diagram.number(label.minX - 4), y1: Diagram.number(y),
                           x2: Diagram.number(point.x), y2: Diagram.number(point.y))
    }

    /// A finding's label: at its element, else a few lines down (or up) until it is clear;
    /// where the screen is that crowded, beside the screen with a leader to the element.
    mutating func placeFindingLabel(_ text: String, x: Double, y: Double, naming element: Rect)
        -> (x: Double, y: Double, leader: LeaderModel?) {
        let width = Self.width(text, fontSize: 22, bold: true), height = Self.lineHeight(22)
        let left = min(x, max(bounds.minX + 4, bounds.maxX - width - 4))
        let start = Rect(x: left, y: min(y, bounds.maxY - height - 4), width: width, height: height)
        // Beside an obstacle in the way (the notch in landscape) before moving a line.
        let besides = obstacles.filter { $0.minX < start.maxX && $0.maxX > start.minX }.map { $0.maxX + 4 }
            .filter { $0 + width <= bounds.maxX - 4 }
        let xs = [left] + besides
        var candidates: [Rect] = []
        for line in [0, 1, 2, 3, -1, -2] {
            for x in xs { candidates.append(Rect(x: x, y: start.minY + Double(line) * height, width: width, height: height)) }
        }
        if let chosen = place(candidates, within: bounds) { return (chosen.minX, chosen.minY + Self.baseline(22), nil) }
        let outside = placeOutside(width: width, height: height, near: y + height / 2)
        return (outside.minX, outside.minY + Self.baseline(22), Self.leader(from: outside, to: element))
    }
}
