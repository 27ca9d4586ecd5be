/// A device of the catalog, with every number the geometry needs already resolved.
/// The catalog file (in `LayoutGeometry`) records where each number comes from.

public enum Idiom: String, Sendable, Hashable, Codable {
    case phone, pad, tv
}

public enum SizeClass: String, Sendable, Hashable, Codable {
    case compact, regular
}

public enum CutoutKind: String, Sendable, Hashable, Codable {
    case none, notch, dynamicIsland
}

public enum Confidence: String, Sendable, Hashable, Codable, Comparable {
    case low, medium, high

    public static func < (a: Confidence, b: Confidence) -> Bool {
        let order: [Confidence] = [.low, .medium, .high]
        return order.firstIndex(of: a)! < order.firstIndex(of: b)!
    }
}

/// Where a number comes from, as the facts file records it.
public struct Provenance: Sendable, Hashable, Codable {
    public var confidence: Confidence
    public var source: [String]
    public var notes: String?

    public init(confidence: Confidence, source: [String], notes: String? = nil) {
        self.confidence = confidence
        self.source = source
        self.notes = notes
    }
}

/// A value per orientation.
public struct PerOrientation<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public var portrait: Value
    public var landscape: Value

    public init(portrait: Value, landscape: Value) {
        self.portrait = portrait
        self.landscape = landscape
    }

    public subscript(orientation: Orientation) -> Value {
        orientation == .portrait ? portrait : landscape
    }
}

public struct SizeClasses: Sendable, Hashable, Codable {
    public var horizontal: SizeClass
    public var vertical: SizeClass

    public init(horizontal: SizeClass, vertical: SizeClass) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// Heights of the system bars, without the home-indicator inset below them.
public struct BarHeights: Sendable, Hashable, Codable {
    /// Navigation bar with a small title.
    public var navigationBar: PerOrientation<Double>
    /// Added to the navigation bar by a large title where large titles show.
    public var largeTitleExtra: Double
    public var toolbar: PerOrientation<Double>
    public var tabBar: PerOrientation<Double>

    public init(navigationBar: PerOrientation<Double>, largeTitleExtra: Double,
                toolbar: PerOrientation<Double>, tabBar: PerOrientation<Double>) {
        self.navigationBar = navigationBar
        self.largeTitleExtra = largeTitleExtra
        self.toolbar = toolbar
        self.tabBar = tabBar
    }
}

/// The sensor housing or Dynamic Island, as a rectangle in portrait screen coordinates.
public struct Cutout: Sendable, Hashable, Codable {
    public var kind: CutoutKind
    public var rect: Rect?
    public var cornerRadius: Double

    public init(kind: CutoutKind, rect: Rect?, cornerRadius: Double = 0) {
        self.kind = kind
        self.rect = rect
        self.cornerRadius = cornerRadius
    }

    public static let none = Cutout(kind: .none, rect: nil)
}

/// The home indicator bar: its size, and the gap between it and the bottom of the screen.
public struct HomeIndicator: Sendable, Hashable, Codable {
    public var width: PerOrientation<Double>
    public var height: Double
    public var bottomGap: Double

    public init(width: PerOrientation<Double>, height: Double, bottomGap: Double) {
        self.width = width
        self.height = height
        self.bottomGap = bottomGap
    }
}

/// The app's window in an iPad Split View: its width and horizontal size class.
public struct SplitWindow: Sendable, Hashable, Codable {
    public var width: Double
    public var horizontalSizeClass: SizeClass

    public init(width: Double, horizontalSizeClass: SizeClass) {
        self.width = width
        self.horizontalSizeClass = horizontalSizeClass
    }
}

/// The Split View windows of an iPad, per orientation (nil where the mode does not exist,
/// such as 1/2 in portrait).
public struct MultitaskingWidths: Sendable, Hashable, Codable {
    public var twoThirds: PerOrientation<SplitWindow?>
    public var half: PerOrientation<SplitWindow?>
    public var oneThird: PerOrientation<SplitWindow?>

    public init(twoThirds: PerOrientation<SplitWindow?>, half: PerOrientation<SplitWindow?>,
                oneThird: PerOrientation<SplitWindow?>) {
        self.twoThirds = twoThirds
        self.half = half
        self.oneThird = oneThird
    }

    public func window(_ mode: WindowMode, _ orientation: Orientation) -> SplitWindow? {
        switch mode {
        case .full: return nil
        case .twoThirds: return twoThirds[orientation]
        case .half: return half[orientation]
        case .oneThird: return oneThird[orientation]
        }
    }
}

public struct Device: Sendable, Hashable, Codable {
    public var name: String
    public var family: String
    public var idiom: Idiom
    /// Screen size in points, portrait (for Apple TV, its only orientation).
    public var portraitSize: Size
    public var scale: Double
    public var orientations: [Orientation]
    /// Safe-area insets of a full-screen view controller's root view with the status bar
    /// shown where the system shows it and no bars; nil for an orientation the device lacks.
    public var safeAreaInsets: PerOrientation<EdgeInsets?>
    /// Status bar height when shown (0: the system hides it in that orientation).
    public var statusBarHeight: PerOrientation<Double>
    public var cornerRadius: Double
    public var cutout: Cutout
    public var homeIndicator: HomeIndicator?
    public var homeButton: Bool
    public var sizeClasses: PerOrientation<SizeClasses?>
    public var bars: BarHeights
    /// The leading/trailing system minimum layout margin of a root view, per orientation.
    public var systemMinimumMargin: PerOrientation<Double>
    /// Split View window widths (iPad only).
    public var multitasking: MultitaskingWidths?
    /// Default width of a split view's primary (and supplementary) column.
    public var splitViewPrimaryColumnWidth: Double
    public var provenance: Provenance

    public init(name: String, family: String, idiom: Idiom, portraitSize: Size, scale: Double,
                orientations: [Orientation], safeAreaInsets: PerOrientation<EdgeInsets?>,
                statusBarHeight: PerOrientation<Double>, cornerRadius: Double, cutout: Cutout,
                homeIndicator: HomeIndicator?, homeButton: Bool, sizeClasses: PerOrientation<SizeClasses?>,
                bars: BarHeights, systemMinimumMargin: PerOrientation<Double>,
                multitasking: MultitaskingWidths?, splitViewPrimaryColumnWidth: Double,
                provenance: Provenance) {
        self.name = name
        self.family = family
        self.idiom = idiom
        self.portraitSize = portraitSize
        self.scale = scale
        self.orientations = orientations
        self.safeAreaInsets = safeAreaInsets
        self.statusBarHeight = statusBarHeight
        self.cornerRadius = cornerRadius
        self.cutout = cutout
        self.homeIndicator = homeIndicator
        self.homeButton = homeButton
        self.sizeClasses = sizeClasses
        self.bars = bars
        self.systemMinimumMargin = systemMinimumMargin
        self.multitasking = multitasking
        self.splitViewPrimaryColumnWidth = splitViewPrimaryColumnWidth
        self.provenance = provenance
    }

    /// Screen size in points for an orientation.
    public func screenSize(_ orientation: Orientation) -> Size {
        let short = min(portraitSize.width, portraitSize.height)
        let long = max(portraitSize.width, portraitSize.height)
        if idiom == .tv { return portraitSize }
        return orientation == .portrait ? Size(width: short, height: long) : Size(width: long, height: short)
    }

    public var hasSensorHousing: Bool { cutout.kind != .none }
}

extension Device {
    /// The heights a top or bottom edge takes on this device in `orientation`: the safe-area
    /// inset, the status bar, and either with a navigation bar (top) or a tab bar or toolbar
    /// (bottom). A constraint constant equal to one of them codes for this device.
    public func insetHeights(at edge: Edge, _ orientation: Orientation) -> Set<Double> {
        guard let insets = safeAreaInsets[orientation] else { return [] }
        switch edge {
        case .top:
            let status = statusBarHeight[orientation], bar = bars.navigationBar[orientation]
            return Set([insets.top, status, status + bar, insets.top + bar].filter { $0 > 0 })
        case .bottom:
            let bottom = insets.bottom
            return Set([bottom, bottom + bars.tabBar[orientation], bottom + bars.toolbar[orientation]].filter { $0 > 0 })
        case .left, .right:
            return Set([insets[edge]].filter { $0 > 0 })
        }
    }
}

