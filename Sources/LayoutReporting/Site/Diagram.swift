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
    var rule: String
    var severity: String
    var symbol: String
    var message: String
    var labelX: String, labelY: String
    var findingID: String
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
    var viewBox: String
    var width: String
    var height: String
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
    }

    static func model(_ scene: MeasuredScene, idPrefix: String, highlights: [String: [Highlight]],
                      elementViews: [String: String], names: [String: String] = [:]) -> DiagramModel {
        let screen = scene.screen
        let environment = scene.environment
        let bounds = screen.screenBounds
        let envSlug = slug(environment.label)
        let id = "\(idPrefix)\(envSlug)"
        let window = screen.bounds
        let guides = rootGuides(scene)
        let marks = viewMarks(scene, excluding: guides.roots, names: names)
        let findings = findingMarks(scene, highlights: highlights, elementViews: elementViews)
        let worst = findings.compactMap { Severity(rawValue: $0.severity) }.max()

        let summary = findings.isEmpty ? "no findings"
            : "\(findings.count) \(findings.count == 1 ? "finding" : "findings"): " + findings.map { "\($0.rule) on \($0.element)" }.joined(separator: ", ")
        let windowOutline = environment.window == .full ? nil : RectModel(window)
        return DiagramModel(
            id: id, environment: environment.label, environmentSlug: envSlug, device: environment.device,
            orientation: environment.orientation.rawValue, contentSize: environment.contentSize.shortName,
            direction: environment.direction.rawValue, window: environment.window.rawValue,
            group: groupLabel(environment),
            viewBox: "\(number(bounds.minX)) \(number(bounds.minY)) \(number(bounds.width)) \(number(bounds.height))",
            width: number((bounds.width * scale).rounded()), height: number((bounds.height * scale).rounded()),
            deviceSymbol: symbolID(scene.device, environment.orientation), clipID: clipID(scene.device, environment.orientation),
            windowOutline: windowOutline, bands: unsafeBands(screen), bars: barMarks(scene), safeAreas: guides.safeAreas,
            margins: guides.margins, readables: guides.readables, views: marks.views, scrolls: marks.scrolls,
            findings: findings, findingCount: findings.count,
            hasFindings: !findings.isEmpty, findingLabel: "\(findings.count) \(findings.count == 1 ? "finding" : "findings")",
            worstSeverity: worst?.rawValue ?? "none",
            description: "\(environment.label): \(summary)",
            caption: environment.window == .full ? "\(environment.device) · \(environment.orientation.rawValue)"
                : "\(environment.device) · \(environment.orientation.rawValue) · \(environment.window.rawValue) window")
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

    static func barMarks(_ scene: MeasuredScene) -> [BarModel] {
        scene.bars.map { bar -> BarModel in
            let label: String
            switch bar.kind {
            case .statusBar: label = "status bar"
            case .navigationBar: label = bar.largeTitle ? "navigation bar (large title)" : "navigation bar"
            case .toolbar: label = "toolbar"
            case .tabBar: label = "tab bar"
            }
            return BarModel(rect: RectModel(bar.frame), kind: bar.kind.rawValue, label: label,
                            labelX: number(bar.frame.midX), labelY: number(bar.frame.midY + 4))
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
    static func viewMarks(_ scene: MeasuredScene, excluding roots: Set<Int>, names: [String: String]) -> (views: [ViewMarkModel], scrolls: [ScrollMarkModel]) {
        var views: [ViewMarkModel] = []
        var scrolls: [ScrollMarkModel] = []
        for (index, view) in scene.views.enumerated() where !view.isHidden && !roots.contains(index) {
            let frame = view.frame
            guard frame.width > 0, frame.height > 0 else { continue }
            let showLabel = frame.width >= labelMinimumWidth && frame.height >= labelMinimumHeight
            let name = names[view.id] ?? view.id
            let described = name == view.id ? "\(view.id) (\(view.kind.rawValue))" : "\(name) (\(view.kind.rawValue) \(view.id))"
            views.append(ViewMarkModel(
                rect: RectModel(frame), id: view.id, name: name, kind: view.kind.rawValue, role: view.role.rawValue,
                title: "\(described): \(number(frame.x)), \(number(frame.y)), \(number(frame.width)) × \(number(frame.height)) pt",
                showLabel: showLabel, labelX: number(frame.minX + 5), labelY: number(frame.minY + 21)))
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
    static func findingMarks(_ scene: MeasuredScene, highlights: [String: [Highlight]], elementViews: [String: String]) -> [FindingMarkModel] {
        let bounds = scene.screen.screenBounds, window = scene.screen.bounds
        var findings: [FindingMarkModel] = []
        var labels = LabelPlacer(bounds: bounds)
        for (element, marks) in highlights.sorted(by: { $0.key < $1.key }) {
            guard let viewID = elementViews[element] ?? (scene.view(id: element) != nil ? element : nil),
                  let view = scene.view(id: viewID), !view.isHidden else { continue }
            for (offset, mark) in marks.enumerated() {
                let severity = mark.finding.severity
                // Outlined just inside the element, so an element as large as the screen
                // still shows its outline; labels inside, one line per finding.
                let visible = view.frame.intersection(bounds) ?? view.frame
                let outline = visible.width > 8 && visible.height > 8 ? visible.inset(by: EdgeInsets(all: 3)) : visible
                let text = "\(symbol(severity)) \(mark.finding.rule)"
                let label = labels.place(text, x: max(outline.minX + 6, bounds.minX + 4),
                                         y: outline.minY + 24 + Double(offset) * findingLabelStep)
                let area = visible.width * visible.height
                findings.append(FindingMarkModel(
                    rect: RectModel(outline), large: area > 0.6 * window.width * window.height,
                    element: element, rule: mark.finding.rule, severity: severity.rawValue,
                    symbol: symbol(severity), message: mark.message,
                    labelX: number(label.x), labelY: number(label.y), findingID: mark.findingID))
            }
        }
        return findings
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

/// Places finding labels so that they do not cover each other: each label moves down a
/// line until it is clear of those placed before (widths estimated from the text length).
struct LabelPlacer {
    let bounds: Rect
    private var placed: [Rect] = []

    init(bounds: Rect) { self.bounds = bounds }

    static let characterWidth = 12.5
    static let height = 26.0

    mutating func place(_ text: String, x: Double, y: Double) -> (x: Double, y: Double) {
        let width = Double(text.count) * Self.characterWidth
        let left = min(x, max(bounds.minX + 4, bounds.maxX - width - 4))
        let start = Rect(x: left, y: min(y - 20, bounds.maxY - Self.height - 4), width: width, height: Self.height)
        // Down a line at a time; near the bottom of the screen, up instead.
        var candidate = start
        for step in [Self.height, -Self.height] {
            candidate = start
            for _ in 0..<12 where placed.contains(where: { $0.intersection(candidate) != nil }) {
                candidate = candidate.offsetBy(dx: 0, dy: step)
            }
            if candidate.maxY <= bounds.maxY, candidate.minY >= bounds.minY { break }
        }
        placed.append(candidate)
        return (candidate.minX, candidate.minY + 20)
    }
}
