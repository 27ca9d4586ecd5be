/// One cell of the evaluation matrix: device x orientation x Dynamic Type size x layout
/// direction, and on iPad the app's window when multitasking.

public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case portrait, landscape

    public static func < (a: Orientation, b: Orientation) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public enum LayoutDirection: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"

    public static func < (a: LayoutDirection, b: LayoutDirection) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

/// UIKit's content size categories, named by the short names the fixture format uses.
public enum ContentSizeCategory: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case extraSmall = "xS"
    case small = "S"
    case medium = "M"
    case large = "L"
    case extraLarge = "xL"
    case extraExtraLarge = "xxL"
    case extraExtraExtraLarge = "xxxL"
    case accessibilityMedium = "AX1"
    case accessibilityLarge = "AX2"
    case accessibilityExtraLarge = "AX3"
    case accessibilityExtraExtraLarge = "AX4"
    case accessibilityExtraExtraExtraLarge = "AX5"

    public var shortName: String { rawValue }

    /// UIKit's `UIContentSizeCategory` case name (`large`, `accessibilityMedium`, ...).
    public var uikitName: String { String(describing: self) }

    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Accepts the short name (`L`, `AX2`) or UIKit's name (`large`), without regard to case.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.allCases.first(where: {
            $0.rawValue.lowercased() == lowered || $0.uikitName.lowercased() == lowered
        }) else { return nil }
        self = match
    }
}

/// The app's window on iPad: full screen or one of the Split View widths.
public enum WindowMode: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case full
    case twoThirds = "2/3"
    case half = "1/2"
    case oneThird = "1/3"

    public static func < (a: WindowMode, b: WindowMode) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }
}

public struct Environment: Sendable, Hashable, Codable, Comparable {
    public var device: String
    public var orientation: Orientation
    public var contentSize: ContentSizeCategory
    public var direction: LayoutDirection
    public var window: WindowMode
    /// How the scene is shown (full screen unless a presentation, the document or the
    /// configuration says otherwise).
    public var presentation: Presentation

    public init(device: String, orientation: Orientation = .portrait,
                contentSize: ContentSizeCategory = .large,
                direction: LayoutDirection = .leftToRight, window: WindowMode = .full,
                presentation: Presentation = .fullScreen) {
        self.device = device
        self.orientation = orientation
        self.contentSize = contentSize
        self.direction = direction
        self.window = window
        self.presentation = presentation
    }

    /// The stable, human-readable name used in findings and reports:
    /// `iPhone 15 Pro · landscape · L · ltr`, with ` · 1/3` for a multitasking window.
    /// The axes that decide geometry most, for messages: "iPhone 15 Pro in landscape",
    /// with the content size, direction and window when they are not the defaults.
    public var shortLabel: String {
        var text = "\(device) in \(orientation.rawValue)"
        if contentSize != .large { text += " at \(contentSize.shortName)" }
        if direction == .rightToLeft { text += ", right to left" }
        if window != .full { text += ", \(window.rawValue) window" }
        if presentation != .fullScreen { text += ", \(presentation.phrase)" }
        return text
    }

    public var label: String {
        var parts = [device, orientation.rawValue, contentSize.shortName, direction.rawValue]
        if window != .full { parts.append(window.rawValue) }
        if presentation != .fullScreen { parts.append(presentation.rawValue) }
        return parts.joined(separator: " · ")
    }

    /// Environments sort by the other axes only; callers that need catalog order sort by
    /// device index first (see `DeviceCatalog`).
    public static func < (a: Environment, b: Environment) -> Bool {
        if a.device != b.device { return a.device < b.device }
        if a.orientation != b.orientation { return a.orientation < b.orientation }
        if a.window != b.window { return a.window < b.window }
        if a.contentSize != b.contentSize { return a.contentSize < b.contentSize }
        if a.direction != b.direction { return a.direction < b.direction }
        return a.presentation < b.presentation
    }
}
