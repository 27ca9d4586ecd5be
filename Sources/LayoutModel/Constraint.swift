/// Auto Layout constraints: `first = second * multiplier + constant`, UIKit's meaning.

public enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
    case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
    case firstBaseline, lastBaseline

    public var axis: Axis {
        switch self {
        case .leading, .trailing, .left, .right, .width, .centerX: return .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
        }
    }

    /// Width and height are sizes; every other attribute is a position.
    public var isSize: Bool { self == .width || self == .height }

    /// A baseline, which layout-lint estimates from the font size.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The four edges, which rules about insets look at.
    public var edge: Edge? {
        switch self {
        case .top: return .top
        case .bottom: return .bottom
        case .left: return .left
        case .right: return .right
        default: return nil
        }
    }
}

/// A guide a view owns (or, for the deprecated top/bottom layout guides, a view controller).
public enum GuideKind: String, Sendable, Hashable, Codable, CaseIterable {
    case safeArea
    case layoutMargins
    case readableContent
    case contentLayoutGuide
    case frameLayoutGuide
    /// `UIViewController.topLayoutGuide` (deprecated): its bottom is the top of the safe area.
    case topLayoutGuide
    /// `UIViewController.bottomLayoutGuide` (deprecated): its top is the bottom of the safe area.
    case bottomLayoutGuide
    /// `UIView.keyboardLayoutGuide` (iOS 15). With the keyboard hidden it sits at the bottom
    /// of the view, its top at the safe area's bottom (or, with `usesBottomSafeArea` off, at
    /// the view's bottom).
    case keyboard

    public var isDeprecated: Bool { self == .topLayoutGuide || self == .bottomLayoutGuide }
}

/// What a constraint anchor names: a view, or one of a view's guides.
/// The deprecated layout guides belong to the view controller's root view here.
public enum LayoutItem: Sendable, Hashable, Codable, CustomStringConvertible {
    case view(String)
    case guide(owner: String, GuideKind)

    public var viewID: String {
        switch self {
        case .view(let id): return id
        case .guide(let owner, _): return owner
        }
    }

    public var guide: GuideKind? {
        if case .guide(_, let kind) = self { return kind }
        return nil
    }

    public var description: String {
        switch self {
        case .view(let id): return id
        case .guide(let owner, let kind): return "\(owner).\(kind.rawValue)"
        }
    }
}

public struct Anchor: Sendable, Hashable, Codable, CustomStringConvertible {
    public var item: LayoutItem
    public var attribute: LayoutAttribute

    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    public var description: String { "\(item).\(attribute.rawValue)" }
}

public enum Relation: String, Sendable, Hashable, Codable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    public var symbol: String {
        switch self {
        case .equal: return "=="
        case .lessThanOrEqual: return "<="
        case .greaterThanOrEqual: return ">="
        }
    }
}

public struct Constraint: Sendable, Hashable, Codable, CustomStringConvertible {
    public static let required = LayoutPriority.required

    /// IB's constraint id, or a stable id made by the loader (`c12` for the 12th constraint).
    public var id: String
    public var first: Anchor
    public var relation: Relation
    public var second: Anchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
    public var location: SourceLocation
    /// The view whose `<constraints>` block holds it (IB), or nil for a controller-level block.
    public var owner: String?
    /// Installed only in some size classes (IB variations); nil: always.
    public var installation: Installation?
    /// Interface Builder's "Use Standard Value" (`symbolic="YES"`): the system spacing.
    public var isStandardSpacing = false
    /// Made by the loader for what UIKit lays out itself (a style cell's labels): solved,
    /// never reported.
    public var isSynthesized = false
    /// An Interface Builder placeholder, removed at build time because code makes its own:
    /// it decides only what nothing else does, and the axis it is on is not checked.
    public var isPlaceholder = false
    /// The constant and priority Interface Builder gives it in some size classes.
    public var constantVariations = SizeClassVariations<Double>()
    public var priorityVariations = SizeClassVariations<Double>()

    /// Installed in these size classes.
    public func isInstalled(in classes: SizeClasses) -> Bool {
        installation?.isInstalled(horizontal: classes.horizontal, vertical: classes.vertical) ?? true
    }

    /// The constraint as it is in these size classes (its variations applied).
    public func resolved(in classes: SizeClasses) -> Constraint {
        guard !constantVariations.isEmpty || !priorityVariations.isEmpty else { return self }
        var resolved = self
        if let constant = constantVariations.value(for: classes) { resolved.constant = constant }
        if let priority = priorityVariations.value(for: classes) { resolved.priority = priority }
        return resolved
    }

    public init(id: String, first: Anchor, relation: Relation = .equal, second: Anchor? = nil,
                multiplier: Double = 1, constant: Double = 0, priority: Double = Constraint.required,
                location: SourceLocation, owner: String? = nil, installation: Installation? = nil) {
        self.id = id
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.location = location
        self.owner = owner
        self.installation = installation
    }

    public var isRequired: Bool { priority >= Constraint.required }

    /// `headline.top == root.safeArea.top + 16 @750`
    public var description: String {
        var text = "\(first) \(relation.symbol) "
        if let second {
            text += multiplier == 1 ? "\(second)" : "\(second) * \(formatNumber(multiplier))"
            if constant != 0 { text += constant > 0 ? " + \(formatNumber(constant))" : " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        if !isRequired { text += " @\(formatNumber(priority))" }
        return text
    }
}

/// Integers without a decimal point, other numbers with up to two decimals.
public func formatNumber(_ value: Double) -> String {
    // The loaders keep numbers finite and bounded; a number past that is shown, not trapped on.
    guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
    if value == value.rounded() { return String(Int(value)) }
    let rounded = (value * 100).rounded() / 100
    if rounded == rounded.rounded() { return String(Int(rounded)) }
    var text = String(rounded)
    while text.hasSuffix("0") { text.removeLast() }
    return text
}
