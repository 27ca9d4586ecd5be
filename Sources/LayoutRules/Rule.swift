import LayoutGeometry
import LayoutModel

public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public enum RuleCategory: String, Sendable, Hashable, Codable, CaseIterable {
    case safeArea = "safe-area"
    case scrollViews = "scroll-views"
    case statusBar = "status-bar"
    case margins = "margins"
    case readableWidth = "readable-width"
    case rightToLeft = "right-to-left"
    case layoutIntegrity = "layout-integrity"
    case interfaceBuilder = "interface-builder"
    case input = "input"

    public var title: String {
        switch self {
        case .safeArea: return "Safe area"
        case .scrollViews: return "Scroll views"
        case .statusBar: return "Status bar"
        case .margins: return "Layout margins"
        case .readableWidth: return "Readable width"
        case .rightToLeft: return "Right-to-left layout"
        case .layoutIntegrity: return "Layout integrity"
        case .interfaceBuilder: return "Interface Builder"
        case .input: return "Input"
        }
    }
}

/// A finding an example is expected to produce: the element, every environment in matrix
/// order, and the message of its worst environment.
public struct ExpectedFinding: Sendable, Hashable {
    public var element: String
    public var environments: [Environment]
    public var message: String

    /// `ExpectedFinding("greeting", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "...")`.
    public init(_ element: String, _ groups: ExampleEnvironments..., message: String) {
        self.element = element
        self.environments = groups.flatMap(\.environments)
        self.message = message
    }

    public init(element: String, environments: [Environment], message: String) {
        self.element = element
        self.environments = environments
        self.message = message
    }
}

/// The devices the examples' `<matrix>` name, and those of the default matrix that Interface
/// Builder examples are checked on (the catalog test checks they exist).
public enum ExampleDevice: String, Sendable, CaseIterable {
    case iPhoneSE3 = "iPhone SE (3rd generation)"
    case iPhone11 = "iPhone 11"
    case iPhone15Pro = "iPhone 15 Pro"
    case iPhone16ProMax = "iPhone 16 Pro Max"
    case iPhone15ProMax = "iPhone 15 Pro Max"
    case iPadPro11 = "iPad Pro 11-inch (M4/M5)"
    case iPadPro13 = "iPad Pro 13-inch (M4/M5)"
}

/// Environments of an expected finding, written compactly: a device in one orientation or
/// both, at Large and left to right unless said otherwise.
public struct ExampleEnvironments: Sendable {
    public var environments: [Environment]

    public static func portrait(_ device: ExampleDevice) -> ExampleEnvironments { at(device, .portrait) }
    public static func landscape(_ device: ExampleDevice) -> ExampleEnvironments { at(device, .landscape) }
    public static func both(_ device: ExampleDevice) -> ExampleEnvironments {
        ExampleEnvironments(environments: portrait(device).environments + landscape(device).environments)
    }

    /// Every environment of the default matrix, which Interface Builder examples are checked on.
    public static var defaultMatrix: ExampleEnvironments {
        ExampleEnvironments(environments: EnvironmentMatrix.defaultDevices.flatMap { device in
            [Orientation.portrait, .landscape].map { Environment(device: device, orientation: $0, contentSize: .large, direction: .leftToRight) }
        })
    }

    public static func at(_ device: ExampleDevice, _ orientation: Orientation, _ contentSize: ContentSizeCategory = .large,
                          _ direction: LayoutDirection = .leftToRight) -> ExampleEnvironments {
        ExampleEnvironments(environments: [Environment(device: device.rawValue, orientation: orientation,
                                                       contentSize: contentSize, direction: direction)])
    }
}

/// An example fixture of a rule, in `Rules/examples/<rule-id>/`: the tests run it and
/// check the exact findings; the site draws it.
public struct RuleExample: Sendable, Hashable {
    public var file: String
    /// Empty for an example that passes.
    public var expected: [ExpectedFinding]

    public static func triggering(_ file: String, _ expected: [ExpectedFinding]) -> RuleExample {
        RuleExample(file: file, expected: expected)
    }

    public static func passing(_ file: String) -> RuleExample {
        RuleExample(file: file, expected: [])
    }

    public var triggers: Bool { !expected.isEmpty }
}

/// A rule's metadata: a static value (ESLint's `meta`, SwiftLint's `RuleDescription`).
/// Long-form prose lives in `Rules/<id>.md`.
public struct RuleDescription: Sendable, Hashable {
    public var id: String
    public var defaultSeverity: Severity
    public var category: RuleCategory
    /// One line, no trailing period.
    public var summary: String
    public var examples: [RuleExample]
    /// `input-error` cannot be disabled.
    public var canBeDisabled: Bool
    /// About the screen's edges, bars and insets: not run on a scene laid out as a child of
    /// a container or as a component, which is away from the screen's edges.
    public var needsScreen: Bool

    public init(id: String, defaultSeverity: Severity, category: RuleCategory, summary: String,
                examples: [RuleExample], canBeDisabled: Bool = true, needsScreen: Bool = false) {
        self.id = id
        self.defaultSeverity = defaultSeverity
        self.category = category
        self.summary = summary
        self.examples = examples
        self.canBeDisabled = canBeDisabled
        self.needsScreen = needsScreen
    }
}

/// What a rule reports about one element in one environment.
public struct Violation: Sendable, Hashable {
    /// The element's id (a view, a view controller or a constraint).
    public var element: String
    public var location: SourceLocation
    /// Short, specific, stable; names the element and the measured number; no trailing period.
    public var message: String
    /// Only for a rule whose default depends on what it measured (see RULES.md):
    /// the severity this occurrence has when the configuration does not set one.
    public var severity: Severity?
    /// How bad this occurrence is (points of overlap, points too wide): a finding quotes the
    /// message of its worst environment.
    public var magnitude: Double?
    /// How far the element reaches into the unsafe area at each edge its message names, in
    /// the message's order: what the report draws to scale.
    public var overlaps: [EdgeOverlap]

    public init(element: String, location: SourceLocation, message: String, severity: Severity? = nil, magnitude: Double? = nil,
                overlaps: [EdgeOverlap] = []) {
        self.element = element
        self.location = location
        self.message = message
        self.severity = severity
        self.magnitude = magnitude
        self.overlaps = overlaps
    }
}

/// An element reaching `depth` points across the safe area's `edge` into the unsafe area.
public struct EdgeOverlap: Sendable, Hashable {
    public var edge: Edge
    public var depth: Double

    public init(_ edge: Edge, _ depth: Double) {
        self.edge = edge
        self.depth = depth
    }
}

/// A practice of the talk, checked on the measured geometry of one input in one environment.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// One scene in one environment.
    func check(_ context: RuleContext) -> [Violation]
    /// The document as a whole, once, before any environment: for settings of the file
    /// (reported without environments, and even when the document has no scene to lay out).
    func checkDocument(_ document: Document) -> [Violation]
}

extension Rule {
    public var description: RuleDescription { Self.description }
    public func check(_ context: RuleContext) -> [Violation] { [] }
    public func checkDocument(_ document: Document) -> [Violation] { [] }
}
