/// A view of the hierarchy with UIKit's attributes and UIKit's defaults.

public enum ViewKind: String, Sendable, Hashable, Codable, CaseIterable {
    case view, label, button, imageView, textField, textView
    case `switch`, slider, segmentedControl, pickerView, datePicker, activityIndicatorView
    case progressView, pageControl, stepper, searchBar
    case stackView, scrollView, tableView, collectionView, visualEffectView
    case toolbar, navigationBar, tabBar, containerView
    case tableViewCell, tableViewCellContentView, collectionViewCell, collectionViewCellContentView
    case mapView, webView, other

    public var isScrollView: Bool {
        switch self {
        case .scrollView, .tableView, .collectionView: return true
        case .textView: return false // a text view scrolls only when `scrollEnabled`; see `ViewNode.isScrollable`
        default: return false
        }
    }

    /// Labels, buttons, images, text and controls: what the user reads or touches. Bars laid
    /// out as views are content too: their items are what the user touches.
    public var isContentByDefault: Bool {
        switch self {
        case .label, .button, .imageView, .textField, .textView, .switch, .slider, .segmentedControl,
             .pickerView, .datePicker, .activityIndicatorView, .progressView, .pageControl, .stepper, .searchBar,
             .toolbar, .navigationBar, .tabBar:
            return true
        default:
            return false
        }
    }

    /// What a person taps, types into or drags: the talk's bottom-padding technique is for these.
    public var isControl: Bool {
        switch self {
        case .button, .textField, .switch, .slider, .segmentedControl, .pickerView, .datePicker, .pageControl,
             .stepper, .searchBar, .toolbar, .tabBar:
            return true
        default:
            return false
        }
    }

    /// Bars that lay their items out inside their own safe area across the screen: a
    /// toolbar, navigation, tab or search bar can span the width, its items keep clear of
    /// the sensor housing and the corners (only the bar's background reaches the sides).
    public var insetsItemsFromSafeAreaSides: Bool {
        switch self {
        case .toolbar, .navigationBar, .tabBar, .searchBar: return true
        default: return false
        }
    }

    /// Controls that do not read the safe area themselves (the talk's picker sheet).
    public var isSafeAreaUnawareControl: Bool {
        switch self {
        case .pickerView, .datePicker: return true
        default: return false
        }
    }

    /// Views whose text gives them a baseline.
    public var hasTextBaseline: Bool {
        switch self {
        case .label, .button, .textField, .textView, .segmentedControl, .searchBar: return true
        default: return false
        }
    }
}

public enum ViewRole: String, Sendable, Hashable, Codable {
    /// What the user reads or touches: must stay inside the safe area.
    case content
    /// Meant to reach the screen edges: exempt from safe-area rules.
    case background
    /// Groups other views; not itself content.
    case container
}

public enum SemanticContentAttribute: String, Sendable, Hashable, Codable {
    case unspecified, forceLeftToRight, forceRightToLeft, playback, spatial
}

/// How a view's layout margins were given.
public enum LayoutMarginsSpec: Sendable, Hashable, Codable {
    case absolute(EdgeInsets)
    case directional(DirectionalEdgeInsets)

    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        switch self {
        case .absolute(let insets): return insets
        case .directional(let insets): return insets.resolved(in: direction)
        }
    }
}

public struct AutoresizingMask: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    public static let names: [(String, AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic, scrollableAxes, never, always
}

public struct ScrollSettings: Sendable, Hashable, Codable {
    public var behavior: ContentInsetAdjustmentBehavior
    public var behaviorLocation: SourceLocation?
    public var contentInset: EdgeInsets
    public var contentWidth: Double?
    public var contentHeight: Double?
    public var alwaysBounceVertical: Bool
    public var alwaysBounceHorizontal: Bool
    /// False for a text view with scrolling off: it sizes to its text like a label.
    public var scrollEnabled: Bool

    public init(behavior: ContentInsetAdjustmentBehavior = .automatic, behaviorLocation: SourceLocation? = nil,
                contentInset: EdgeInsets = .zero, contentWidth: Double? = nil, contentHeight: Double? = nil,
                alwaysBounceVertical: Bool = false, alwaysBounceHorizontal: Bool = false, scrollEnabled: Bool = true) {
        self.behavior = behavior
        self.behaviorLocation = behaviorLocation
        self.contentInset = contentInset
        self.contentWidth = contentWidth
        self.contentHeight = contentHeight
        self.alwaysBounceVertical = alwaysBounceVertical
        self.alwaysBounceHorizontal = alwaysBounceHorizontal
        self.scrollEnabled = scrollEnabled
    }
}

/// A collection view's flow layout, as far as placing its cells needs it.
public struct CollectionSettings: Sendable, Hashable, Codable {
    public enum InsetReference: String, Sendable, Hashable, Codable {
        case contentInset, safeArea, layoutMargins
    }

    public var scrollDirection: Axis
    public var sectionInset: EdgeInsets
    public var minimumLineSpacing: Double
    /// What the section inset is measured from (`sectionInsetReference`).
    public var sectionInsetReference: InsetReference = .contentInset

    public init(scrollDirection: Axis = .vertical, sectionInset: EdgeInsets = .zero, minimumLineSpacing: Double = 10) {
        self.scrollDirection = scrollDirection
        self.sectionInset = sectionInset
        self.minimumLineSpacing = minimumLineSpacing
    }
}

public enum TextAlignment: String, Sendable, Hashable, Codable {
    case natural, left, center, right, justified
    /// A button's content aligned to the trailing edge.
    case trailing
}

/// A table view cell's accessory (`accessoryType`).
public enum CellAccessory: String, Sendable, Hashable, Codable {
    case none, disclosureIndicator, checkmark, detailButton, detailDisclosureButton
}

/// A view a table or collection view places before or after its rows: a table's header or
/// footer view, a flow layout's section header or footer.
public enum TableAttachment: String, Sendable, Hashable, Codable {
    case header, footer
}

public enum TableViewStyle: String, Sendable, Hashable, Codable {
    case plain, grouped, insetGrouped
}

public struct TableSettings: Sendable, Hashable, Codable {
    public var style: TableViewStyle
    public var cellLayoutMarginsFollowReadableWidth: Bool
    public var insetsContentViewsToSafeArea: Bool
    public var rowHeight: Double?
    /// Static cells designed in the document (`dataMode="static"`): a form, a menu or
    /// settings, not a list the app fills.
    public var hasStaticCells: Bool

    public init(style: TableViewStyle = .plain, cellLayoutMarginsFollowReadableWidth: Bool = false,
                insetsContentViewsToSafeArea: Bool = true, rowHeight: Double? = nil, hasStaticCells: Bool = false) {
        self.style = style
        self.cellLayoutMarginsFollowReadableWidth = cellLayoutMarginsFollowReadableWidth
        self.insetsContentViewsToSafeArea = insetsContentViewsToSafeArea
        self.rowHeight = rowHeight
        self.hasStaticCells = hasStaticCells
    }
}

public enum StackAlignment: String, Sendable, Hashable, Codable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

public enum StackDistribution: String, Sendable, Hashable, Codable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

public struct StackSettings: Sendable, Hashable, Codable {
    public var axis: Axis
    public var spacing: Double
    public var alignment: StackAlignment
    public var distribution: StackDistribution
    /// `layoutMarginsRelativeArrangement`: arranged views sit inside the stack's margins.
    public var marginsRelativeArrangement = false
    /// Interface Builder's size-class variations of the axis and the spacing.
    public var axisVariations = SizeClassVariations<Axis>()
    public var spacingVariations = SizeClassVariations<Double>()

    /// The stack as it is in these size classes.
    public func resolved(in classes: SizeClasses) -> StackSettings {
        var resolved = self
        if let axis = axisVariations.value(for: classes) { resolved.axis = axis }
        if let spacing = spacingVariations.value(for: classes) { resolved.spacing = spacing }
        return resolved
    }

    public init(axis: Axis = .horizontal, spacing: Double = 0, alignment: StackAlignment = .fill,
                distribution: StackDistribution = .fill) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
    }
}

/// UIKit's defaults for content hugging (250) and compression resistance (750).
public struct LayoutPriorities: Sendable, Hashable, Codable {
    public var horizontalHugging: Double
    public var verticalHugging: Double
    public var horizontalCompressionResistance: Double
    public var verticalCompressionResistance: Double

    public init(horizontalHugging: Double = LayoutPriority.defaultHugging, verticalHugging: Double = LayoutPriority.defaultHugging,
                horizontalCompressionResistance: Double = LayoutPriority.defaultCompressionResistance,
                verticalCompressionResistance: Double = LayoutPriority.defaultCompressionResistance) {
        self.horizontalHugging = horizontalHugging
        self.verticalHugging = verticalHugging
        self.horizontalCompressionResistance = horizontalCompressionResistance
        self.verticalCompressionResistance = verticalCompressionResistance
    }

    /// A view whose owner sets its frame to the size that fits its content (a cell's style
    /// labels): never larger, and smaller only where the room runs out (it truncates).
    public static let sizedToFit = LayoutPriorities(
        horizontalHugging: LayoutPriority.required, verticalHugging: LayoutPriority.required,
        horizontalCompressionResistance: LayoutPriority.required - 1, verticalCompressionResistance: LayoutPriority.required - 1)
}

public struct ViewNode: Sendable, Hashable {
    public var id: String
    public var kind: ViewKind
    /// The element name in the source (`mapView`, `wkWebView`, ...) when it says more than `kind`.
    public var elementName: String
    public var className: String?
    /// IB's userLabel or a fixture label's text: a friendlier name for messages.
    public var label: String?
    public var location: SourceLocation

    public var role: ViewRole
    public var hidden: Bool
    public var clipsToBounds: Bool
    public var layoutMargins: LayoutMarginsSpec?
    public var layoutMarginsLocation: SourceLocation?
    public var insetsLayoutMarginsFromSafeArea: Bool
    public var preservesSuperviewLayoutMargins: Bool
    /// The margins follow the readable content guide (UIView's `layoutMarginsFollowReadableWidth`).
    public var layoutMarginsFollowReadableWidth: Bool = false
    /// Its keyboard layout guide is tied to the safe area's bottom (`usesBottomSafeArea`, the
    /// default) rather than the view's bottom.
    public var keyboardUsesBottomSafeArea: Bool = true
    /// Installed only in some size classes (IB variations); nil: always.
    public var installation: Installation?
    /// Hidden in some size classes only (`<variation key="widthClass=compact" hidden="YES"/>`).
    public var hiddenVariations = SizeClassVariations<Bool>()

    /// Hidden itself in these size classes.
    public func isHidden(in classes: SizeClasses) -> Bool {
        hiddenVariations.value(for: classes) ?? hidden
    }

    /// Installed itself in these size classes.
    public func isInstalled(in classes: SizeClasses) -> Bool {
        installation?.isInstalled(horizontal: classes.horizontal, vertical: classes.vertical) ?? true
    }
    /// The design-time font size and alignment of text (Interface Builder documents only;
    /// a fixture's `text` is for messages, so its geometry is never estimated from it).
    public var fontSize: Double?
    public var textAlignment: TextAlignment?
    /// A collection view's flow layout (Interface Builder documents; fixtures stack cells in rows).
    public var collection: CollectionSettings?
    /// Made by the loader to host what the document holds (a xib's lone cell gets a table
    /// view): laid out, drawn, but never the subject of a finding.
    public var isSynthesized = false
    /// A table's header or footer view, or a collection view's section header or footer:
    /// placed by its container before or after its rows.
    public var tableAttachment: TableAttachment?
    /// A table view cell's accessory, which narrows its content view.
    public var cellAccessory: CellAccessory = .none
    public var semanticContentAttribute: SemanticContentAttribute

    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// Why the intrinsic size is an estimate, where it is one (an SF Symbol's size, an image
    /// not in the document's resources): said by inspect and the report.
    public var sizeEstimate: String?
    /// The app's code builds what this view (of a custom class) shows, so its size is the
    /// code's: the line that says so.
    public var contentFromCode: CodeEvidence?
    /// An empty plain view an outlet reaches: a holder the code puts content in (a toolbar's
    /// container, an input bar's holder). Nil for every other view.
    public var codeFill: CodeFill?
    /// An image view's image scales to fit inside it, keeping its aspect ratio
    /// (`contentMode` scaleAspectFit): what it draws can be smaller than its frame.
    public var imageAspectFits = false
    /// A button that shows an image: it draws across its frame, whatever its title.
    public var showsImage = false
    /// A button that paints a background (a colour, a background image, a filled style):
    /// its frame is drawn, not only its title.
    public var paintsBackground = false
    /// A text field with no border and no background: it draws one line of text, centred
    /// on its height, and nothing else.
    public var drawsTextOnly = false
    /// A button the document gives nothing to draw (no title, image or background, not an
    /// icon type): it draws only what the code gives it.
    public var emptyButton = false
    /// A date picker in the compact style: a small button that shows the picker in a
    /// popover, not a wheel at the screen's edge.
    public var isCompactDatePicker = false
    public var priorities: LayoutPriorities

    /// True when the view is placed by its frame and autoresizing mask, not by constraints.
    public var translatesAutoresizingMaskIntoConstraints: Bool
    /// In the superview's coordinates; for a view placed by constraints, IB's design-time frame.
    public var frame: Rect?
    public var autoresizingMask: AutoresizingMask

    public var lintDisable: Set<String>

    public var numberOfLines: Int?
    public var text: String?
    /// The text's estimated width on each line it breaks itself (`TextMetrics`), and one
    /// line's height: a multiline label is measured at the width it is laid out at.
    public var textLineWidths: [Double] = []
    public var textLineHeight: Double?
    /// A label's explicit wrapping width (Interface Builder's "Explicit"); nil: the width it
    /// is laid out at (automatic).
    public var preferredMaxLayoutWidth: Double?
    public var editable: Bool?
    public var scroll: ScrollSettings?
    public var table: TableSettings?
    public var stack: StackSettings?

    public var subviews: [ViewNode]
    /// A `<constraints>` block inside this view (IB's way; fixtures may use it too).
    public var constraints: [Constraint]
    /// For a container view: the embedded view controller.
    @Indirect public var embedded: ViewControllerNode?

    public init(id: String, kind: ViewKind, elementName: String? = nil, className: String? = nil,
                label: String? = nil, location: SourceLocation, role: ViewRole? = nil,
                hidden: Bool = false, clipsToBounds: Bool = false, layoutMargins: LayoutMarginsSpec? = nil,
                layoutMarginsLocation: SourceLocation? = nil,
                insetsLayoutMarginsFromSafeArea: Bool = true, preservesSuperviewLayoutMargins: Bool = false,
                semanticContentAttribute: SemanticContentAttribute = .unspecified,
                intrinsicWidth: Double? = nil, intrinsicHeight: Double? = nil,
                priorities: LayoutPriorities = LayoutPriorities(),
                translatesAutoresizingMaskIntoConstraints: Bool = false, frame: Rect? = nil,
                autoresizingMask: AutoresizingMask = [], lintDisable: Set<String> = [],
                numberOfLines: Int? = nil, text: String? = nil, editable: Bool? = nil,
                scroll: ScrollSettings? = nil, table: TableSettings? = nil, stack: StackSettings? = nil,
                subviews: [ViewNode] = [], constraints: [Constraint] = [], embedded: ViewControllerNode? = nil) {
        self.id = id
        self.kind = kind
        self.elementName = elementName ?? kind.rawValue
        self.className = className
        self.label = label
        self.location = location
        self.role = role ?? (kind.isContentByDefault ? .content : .container)
        self.hidden = hidden
        self.clipsToBounds = clipsToBounds
        self.layoutMargins = layoutMargins
        self.layoutMarginsLocation = layoutMarginsLocation
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.semanticContentAttribute = semanticContentAttribute
        self.intrinsicWidth = intrinsicWidth
        self.intrinsicHeight = intrinsicHeight
        self.priorities = priorities
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.frame = frame
        self.autoresizingMask = autoresizingMask
        self.lintDisable = lintDisable
        self.numberOfLines = numberOfLines
        self.text = text
        self.editable = editable
        self.scroll = scroll
        self.table = table
        self.stack = stack
        self.subviews = subviews
        self.constraints = constraints
        self.embedded = embedded
    }

    /// A label with more than one line, or a text view that shows text without editing it.
    public var isMultilineText: Bool {
        switch kind {
        case .label: return (numberOfLines ?? 1) != 1
        case .textView: return editable == false
        default: return false
        }
    }
}

/// Stores an optional value out of line, so that a view can hold a view controller that
/// holds views (a container view's embedded controller) while both stay value types.
@propertyWrapper
public struct Indirect<Value: Sendable & Hashable>: Sendable, Hashable {
    private var storage: [Value]

    public init(wrappedValue: Value?) {
        storage = wrappedValue.map { [$0] } ?? []
    }

    public var wrappedValue: Value? {
        get { storage.first }
        set { storage = newValue.map { [$0] } ?? [] }
    }
}

/// Why a view is taken as a holder of what the code shows.
public enum CodeFill: Sendable, Hashable, Codable {
    /// Assumed from its outlet: nothing else is known of the code that fills it.
    case assumed
    /// The line of the app's code that puts views in it.
    case line(CodeEvidence)
}
