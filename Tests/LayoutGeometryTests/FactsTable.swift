import Foundation
import Testing
import LayoutModel
import LayoutGeometry
import LayoutLoading
import LayoutTestSupport

// The outside source of truth for the geometry tests: Tests/Data/uikit-facts.json (the team's
// reference file, copied with its sources), read as the file is, never through the engine's catalog.
// Every expected number in this test target comes from this file, from the documented
// semantics in ../shared/design/UIKIT-GEOMETRY.md, or from a choice recorded in the
// catalog's top-level "choices" (cited where used).

// MARK: - The facts file

struct FactsInsets: Decodable, Sendable, Hashable, CustomStringConvertible {
    var top: Double, left: Double, bottom: Double, right: Double
    var edgeInsets: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    var description: String { "{\(fmt(top)), \(fmt(left)), \(fmt(bottom)), \(fmt(right))}" }
}

struct FactsDevice: Decodable, Sendable {
    struct StatusBar: Decodable, Sendable { var portrait: Double?; var landscape: Double? }
    var name: String
    var family: String
    var idiom: String
    var points: [Double]
    var scale: Double
    var portrait: FactsInsets?
    var landscape: FactsInsets?
    var landscapeIOS26: FactsInsets?
    var statusBar: StatusBar
    var cornerRadius: Double?
    var cutout: String
    var homeButton: Bool?
    var sizeClasses: [String: [String]]

    /// facts devices[].portrait / .landscape
    func insets(_ orientation: Orientation) -> EdgeInsets? {
        (orientation == .portrait ? portrait : landscape)?.edgeInsets
    }

    /// The screen in an orientation: `points` is [portrait width, portrait height] (Apple TV: its only, landscape, size).
    func screenSize(_ orientation: Orientation) -> Size {
        let short = min(points[0], points[1]), long = max(points[0], points[1])
        if idiom == "tv" { return Size(width: points[0], height: points[1]) }
        return orientation == .portrait ? Size(width: short, height: long) : Size(width: long, height: short)
    }

    func statusBarHeight(_ orientation: Orientation) -> Double? {
        orientation == .portrait ? statusBar.portrait : statusBar.landscape
    }
}

struct FactsBar: Decodable, Sendable {
    var bar: String
    var context: String
    var height: JSONNumberOrObject?
}

/// `height` is a number, null, or (home indicator) {"portrait": 34, "landscape": 21}.
enum JSONNumberOrObject: Decodable, Sendable {
    case number(Double)
    case object([String: Double])

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .object(try container.decode([String: Double].self))
        }
    }
}

struct FactsMarginRule: Decodable, Sendable {
    struct Example: Decodable, Sendable { var device: String; var value: FactsInsets }
    var rule: String
    var examples: [Example]?
}

struct FactsReadableWidth: Decodable, Sendable {
    var contentSizeCategory: String
    var label: String?
    var iosVersions: String?
    var readableWidth: JSONNumberOrString
}

enum JSONNumberOrString: Decodable, Sendable {
    case number(Double)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }
}

struct FactsFile: Decodable, Sendable {
    var devices: [FactsDevice]
    var bars: [FactsBar]
    var margins: [FactsMarginRule]
    var readableWidths: [FactsReadableWidth]
}

enum Facts {
    static let url: URL = TestPaths.data("uikit-facts.json")

    static let file: FactsFile = {
        do {
            let data = try Data(contentsOf: url)
            return try JSONDecoder().decode(FactsFile.self, from: data)
        } catch {
            fatalError("cannot read the facts file at \(url.path): \(error)")
        }
    }()

    static var devices: [FactsDevice] { file.devices }
    static var deviceNames: [String] { file.devices.map(\.name) }

    /// facts: devices[name]
    static func device(_ name: String) -> FactsDevice {
        guard let device = file.devices.first(where: { $0.name == name }) else {
            fatalError("no device named '\(name)' in the facts file")
        }
        return device
    }

    /// facts: devices[name].portrait / .landscape
    static func insets(_ name: String, _ orientation: Orientation) -> EdgeInsets {
        guard let insets = device(name).insets(orientation) else {
            fatalError("the facts file has no \(orientation) insets for '\(name)'")
        }
        return insets
    }

    /// facts: bars[bar == bar, context == context].height (a number)
    static func bar(_ bar: String, _ context: String) -> Double {
        guard let entry = file.bars.first(where: { $0.bar == bar && $0.context == context }),
              case .number(let value)? = entry.height else {
            fatalError("no numeric bar '\(bar)' / '\(context)' in the facts file")
        }
        return value
    }

    /// facts: bars homeIndicator "Face ID iPhone portrait / landscape" height.portrait / .landscape
    static func phoneHomeIndicator(_ orientation: Orientation) -> Double {
        guard let entry = file.bars.first(where: { $0.bar == "homeIndicator" && $0.context == "Face ID iPhone portrait / landscape" }),
              case .object(let values)? = entry.height, let value = values[orientation.rawValue] else {
            fatalError("no Face ID iPhone home indicator in the facts file")
        }
        return value
    }

    /// facts: margins rootViewReportedLayoutMargins examples[device]
    static func rootMarginsExample(_ device: String) -> EdgeInsets {
        guard let rule = file.margins.first(where: { $0.rule == "rootViewReportedLayoutMargins" }),
              let example = rule.examples?.first(where: { $0.device == device }) else {
            fatalError("no rootViewReportedLayoutMargins example for '\(device)'")
        }
        return example.value.edgeInsets
    }

    /// facts: margins <rule>.value (a number)
    static func marginRuleValue(_ rule: String) -> Double {
        // Read loosely: the value of these rules is a single number.
        guard let data = try? Data(contentsOf: url),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let margins = object["margins"] as? [[String: Any]],
              let entry = margins.first(where: { $0["rule"] as? String == rule }),
              let value = entry["value"] as? Double else {
            fatalError("no numeric margin rule '\(rule)'")
        }
        return value
    }

    /// facts: readableWidths[label, iOS 9-18].readableWidth
    static func readableWidth(_ label: String) -> Double {
        guard let entry = file.readableWidths.first(where: { $0.label == label && $0.iosVersions == "9-18" }),
              case .number(let value) = entry.readableWidth else {
            fatalError("no iOS 9-18 readable width for '\(label)'")
        }
        return value
    }
}

// MARK: - Loading and measuring fixtures

struct FixtureFailure: Error, CustomStringConvertible {
    var description: String
}

/// Loads a fixture from text (schema-checked like any fixture) and measures its first scene.
func measure(_ xml: String, device: String, orientation: Orientation,
             contentSize: ContentSizeCategory = .large, direction: LayoutDirection = .leftToRight,
             window: WindowMode = .full) throws -> MeasuredScene {
    let loader = FixtureLoader(deviceNames: DeviceCatalog.standard.names)
    let document: Document
    switch loader.load(bytes: Array(xml.utf8), displayPath: "T.layout.xml") {
    case .success(let value):
        document = value
    case .failure(let failure):
        throw FixtureFailure(description: failure.errors.map(\.description).joined(separator: "\n"))
    }
    let environment = Environment(device: device, orientation: orientation, contentSize: contentSize,
                                  direction: direction, window: window)
    return try LayoutEngine().measure(document.scenes[0], in: environment)
}

/// Wraps a controller element in a fixture document.
func fixture(_ body: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <layout version="1" name="T">
    \(body)
    </layout>
    """
}

extension MeasuredScene {
    /// The view with this id, or a recorded issue.
    func required(_ id: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> MeasuredView {
        try #require(view(id: id), "no view '\(id)' in the measured scene", sourceLocation: sourceLocation)
    }
}

// MARK: - Comparison with one tolerance

let pointTolerance = 0.001

func fmt(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}

func describe(_ insets: EdgeInsets) -> String {
    "{top \(fmt(insets.top)), left \(fmt(insets.left)), bottom \(fmt(insets.bottom)), right \(fmt(insets.right))}"
}

func describe(_ rect: Rect) -> String {
    "(x \(fmt(rect.x)), y \(fmt(rect.y)), w \(fmt(rect.width)), h \(fmt(rect.height)))"
}

func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= pointTolerance }

func expectClose(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(close(actual, expected), "\(what()): expected \(fmt(expected)), got \(fmt(actual))",
            sourceLocation: sourceLocation)
}

func expectClose(_ actual: EdgeInsets, _ expected: EdgeInsets, _ what: @autoclosure () -> String,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let same = close(actual.top, expected.top) && close(actual.left, expected.left)
        && close(actual.bottom, expected.bottom) && close(actual.right, expected.right)
    #expect(same, "\(what()): expected \(describe(expected)), got \(describe(actual))", sourceLocation: sourceLocation)
}

func expectClose(_ actual: Rect, _ expected: Rect, _ what: @autoclosure () -> String,
                 sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let same = close(actual.x, expected.x) && close(actual.y, expected.y)
        && close(actual.width, expected.width) && close(actual.height, expected.height)
    #expect(same, "\(what()): expected \(describe(expected)), got \(describe(actual))", sourceLocation: sourceLocation)
}

extension EdgeInsets {
    init(_ top: Double, _ left: Double, _ bottom: Double, _ right: Double) {
        self.init(top: top, left: left, bottom: bottom, right: right)
    }
}

/// The rectangle of a size at the origin, inset by insets.
func rect(_ size: Size, insetBy insets: EdgeInsets) -> Rect {
    Rect(x: insets.left, y: insets.top, width: size.width - insets.left - insets.right,
         height: size.height - insets.top - insets.bottom)
}
