import Foundation
import LayoutModel

/// The device catalog: `Catalog/devices.json`, embedded in the binary at build time.
/// Every number in that file names its sources and confidence; this type resolves them
/// into `Device` values the geometry uses.
public struct DeviceCatalog: Sendable {
    public let devices: [Device]
    /// Readable content width per content size category (iOS 9-18 table).
    public let readableWidths: [ContentSizeCategory: Double]
    /// The readable guide narrows only when the spare width exceeds the readable width by more than this.
    public let readableMinimumInsetThreshold: Double
    /// Where sources disagree: the choice made and why.
    public let choices: [String]
    /// Name (as written and lowercased) to position: every measurement looks its device up.
    private let positions: [String: Int]

    public static let standard: DeviceCatalog = {
        guard let text = EmbeddedFiles.byPath["devices.json"] else {
            fatalError("the device catalog is not embedded; this is a build defect")
        }
        do {
            return try DeviceCatalog(json: Data(text.utf8))
        } catch {
            fatalError("the embedded device catalog does not decode: \(error); this is a build defect")
        }
    }()

    /// The catalog file exactly as embedded.
    public static var catalogJSON: String { EmbeddedFiles.byPath["devices.json"]! }

    public init(json: Data) throws {
        let file = try JSONDecoder().decode(CatalogFile.self, from: json)
        var widths: [ContentSizeCategory: Double] = [:]
        for (name, entry) in file.readableWidths {
            if let category = ContentSizeCategory(name: name) { widths[category] = entry.width }
        }
        readableWidths = widths
        readableMinimumInsetThreshold = file.readableGuide.minimumInsetThreshold
        choices = file.choices
        devices = try file.devices.map { try $0.resolved(bars: file.bars, splitView: file.splitView) }
        var positions: [String: Int] = [:]
        // The exact spelling too, so the common lookup need not lowercase.
        for (position, device) in devices.enumerated() {
            for key in [device.name, device.name.lowercased()] where positions[key] == nil { positions[key] = position }
        }
        self.positions = positions
    }

    /// Case-insensitive lookup by the facts file's name.
    public func device(named name: String) -> Device? {
        index(of: name).map { devices[$0] }
    }

    /// Position in the catalog (its order is the facts file's: small phones to iPads to TV).
    public func index(of name: String) -> Int? {
        positions[name] ?? positions[name.lowercased()]
    }

    public var names: [String] { devices.map(\.name) }

    /// Known names closest to an unknown one.
    public func closestNames(to name: String) -> [String] {
        Suggestions.closest(to: name, in: names)
    }

    public func readableWidth(for category: ContentSizeCategory) -> Double {
        readableWidths[category] ?? readableWidths[.large] ?? 672
    }
}

// MARK: The file's shape

struct CatalogFile: Decodable {
    var version: Int
    var choices: [String]
    var bars: [String: BarProfile]
    var readableWidths: [String: ReadableWidth]
    var readableGuide: ReadableGuide
    var splitView: SplitViewEntry
    var devices: [DeviceEntry]

    struct Sourced: Decodable {
        var confidence: Confidence
        var source: [String]
        var notes: String?
    }

    struct BarPair: Decodable {
        var portrait: Double
        var landscape: Double
        var confidence: Confidence
        var source: [String]
    }

    struct BarValue: Decodable {
        var value: Double
        var confidence: Confidence
        var source: [String]
    }

    struct BarProfile: Decodable {
        var navigationBar: BarPair
        var largeTitleExtra: BarValue
        var toolbar: BarPair
        var tabBar: BarPair
    }

    struct ReadableWidth: Decodable {
        var width: Double
        var status: String
        var source: [String]
    }

    struct ReadableGuide: Decodable {
        var minimumInsetThreshold: Double
    }

    struct SplitViewEntry: Decodable {
        var primaryColumnWidth: Double
    }

    struct Insets: Decodable {
        var top: Double, left: Double, bottom: Double, right: Double
        var value: EdgeInsets { EdgeInsets(top: top, left: left, bottom: bottom, right: right) }
    }

    struct RectEntry: Decodable {
        var x: Double, y: Double, width: Double, height: Double
    }

    struct DeviceEntry: Decodable {
        struct Screen: Decodable { var width: Double; var height: Double; var scale: Double }
        struct SafeArea: Decodable { var portrait: Insets?; var landscape: Insets? }
        struct StatusBar: Decodable { var portrait: Double; var landscape: Double }
        struct CornerRadius: Decodable { var value: Double }
        struct CutoutEntry: Decodable { var kind: CutoutKind; var rect: RectEntry?; var cornerRadius: Double? }
        struct HomeIndicatorEntry: Decodable {
            struct Width: Decodable { var portrait: Double?; var landscape: Double? }
            struct Gap: Decodable { var portrait: Double; var landscape: Double }
            var width: Width
            var height: Double
            var bottomGap: Gap
        }
        struct Margin: Decodable { var portrait: Double; var landscape: Double }
        struct WindowWidth: Decodable {
            var width: Double
            var sizeClass: SizeClass
            var window: SplitWindow { SplitWindow(width: width, horizontalSizeClass: sizeClass) }
        }
        struct Multitasking: Decodable {
            struct Side: Decodable { var twoThirds: WindowWidth?; var half: WindowWidth?; var oneThird: WindowWidth? }
            var portrait: Side
            var landscape: Side
        }

        var name: String
        var family: String
        var idiom: Idiom
        var screen: Screen
        var orientations: [Orientation]
        var safeAreaInsets: SafeArea
        var statusBar: StatusBar
        var cornerRadius: CornerRadius
        var cutout: CutoutEntry
        var homeIndicator: HomeIndicatorEntry?
        var homeButton: Bool
        var sizeClasses: [String: [SizeClass]?]
        var systemMinimumMargin: Margin
        var multitasking: Multitasking?
        var confidence: Confidence
        var source: [String]
        var notes: String?

        func resolved(bars: [String: BarProfile], splitView: SplitViewEntry) throws -> Device {
            guard let profile = bars[idiom.rawValue] else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "no bar profile for \(idiom) (\(name))"))
            }
            func sizeClasses(_ orientation: Orientation) -> SizeClasses? {
                guard let pair = self.sizeClasses[orientation.rawValue] ?? nil, pair.count == 2 else { return nil }
                return SizeClasses(horizontal: pair[0], vertical: pair[1])
            }
            let shortSide = min(screen.width, screen.height), longSide = max(screen.width, screen.height)
            let indicator = homeIndicator.map { entry in
                HomeIndicator(width: PerOrientation(portrait: entry.width.portrait ?? (shortSide * 0.357).rounded(),
                                                    landscape: entry.width.landscape ?? (longSide * 0.357).rounded()),
                              height: entry.height, bottomGap: entry.bottomGap.portrait)
            }
            let windows = multitasking.map { entry in
                MultitaskingWidths(
                    twoThirds: PerOrientation(portrait: entry.portrait.twoThirds?.window, landscape: entry.landscape.twoThirds?.window),
                    half: PerOrientation(portrait: entry.portrait.half?.window, landscape: entry.landscape.half?.window),
                    oneThird: PerOrientation(portrait: entry.portrait.oneThird?.window, landscape: entry.landscape.oneThird?.window))
            }
            return Device(
                name: name, family: family, idiom: idiom,
                portraitSize: Size(width: screen.width, height: screen.height), scale: screen.scale,
                orientations: orientations,
                safeAreaInsets: PerOrientation(portrait: safeAreaInsets.portrait?.value, landscape: safeAreaInsets.landscape?.value),
                statusBarHeight: PerOrientation(portrait: statusBar.portrait, landscape: statusBar.landscape),
                cornerRadius: cornerRadius.value,
                cutout: Cutout(kind: cutout.kind,
                               rect: cutout.rect.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) },
                               cornerRadius: cutout.cornerRadius ?? 0),
                homeIndicator: indicator, homeButton: homeButton,
                sizeClasses: PerOrientation(portrait: sizeClasses(.portrait), landscape: sizeClasses(.landscape)),
                bars: BarHeights(
                    navigationBar: PerOrientation(portrait: profile.navigationBar.portrait, landscape: profile.navigationBar.landscape),
                    largeTitleExtra: profile.largeTitleExtra.value,
                    toolbar: PerOrientation(portrait: profile.toolbar.portrait, landscape: profile.toolbar.landscape),
                    tabBar: PerOrientation(portrait: profile.tabBar.portrait, landscape: profile.tabBar.landscape)),
                systemMinimumMargin: PerOrientation(portrait: systemMinimumMargin.portrait, landscape: systemMinimumMargin.landscape),
                multitasking: windows,
                splitViewPrimaryColumnWidth: splitView.primaryColumnWidth,
                provenance: Provenance(confidence: confidence, source: source, notes: notes))
        }
    }
}
