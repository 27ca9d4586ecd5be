import LayoutModel

/// The geometry of one scene in one environment: what `measure` produces and what rules
/// and reporters read. Every frame is in window coordinates (the screen's, or on iPad the
/// app window's, top-left corner is 0,0) at the scroll views' resting positions.
public struct MeasuredScene: Sendable {
    public var sceneID: String
    public var environment: Environment
    public var device: Device
    public var screen: ScreenGeometry
    public var viewControllers: [MeasuredViewController]
    public var bars: [BarFrame]
    /// Every view of the scene in document order.
    public var views: [MeasuredView]
    public var problems: [LayoutProblem]
    /// The leading/trailing system minimum layout margin of root views here (16 in a
    /// compact Split View window, else the device's for the orientation).
    public var systemMinimumMargin: Double
    /// The readable line width for the environment's content size (672 pt at L): the widest
    /// a readable content guide gets.
    public var readableWidth: Double = 0

    public func view(id: String) -> MeasuredView? { views.first { $0.id == id } }
    public func viewController(id: String) -> MeasuredViewController? { viewControllers.first { $0.id == id } }
}

/// The screen (or app window) in one environment.
public struct ScreenGeometry: Sendable, Hashable {
    /// The window's bounds (the whole screen unless an iPad app runs in Split View).
    public var bounds: Rect
    /// The whole screen, in window coordinates (wider than `bounds` in Split View).
    public var screenBounds: Rect
    /// Safe-area insets of the window, after the status bar rules of this scene.
    public var safeAreaInsets: EdgeInsets
    /// The device's safe-area insets for the orientation, with the status bar shown where the system shows it.
    public var deviceSafeAreaInsets: EdgeInsets
    public var statusBarFrame: Rect?
    public var statusBarHidden: Bool
    public var cornerRadius: Double
    public var cutout: CutoutKind
    /// The sensor housing or Dynamic Island in this orientation.
    public var cutoutFrame: Rect?
    public var cutoutCornerRadius: Double
    public var homeIndicatorFrame: Rect?
    public var sizeClasses: SizeClasses
    public var scale: Double

    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }
}

public enum BarKind: String, Sendable, Hashable, Codable {
    case statusBar, navigationBar, toolbar, tabBar
}

/// A system bar drawn by a container view controller.
public struct BarFrame: Sendable, Hashable {
    public var kind: BarKind
    public var frame: Rect
    /// The container that shows it (nil for the status bar).
    public var ownerID: String?
    public var largeTitle: Bool
}

public struct MeasuredViewController: Sendable, Hashable {
    public var id: String
    public var kind: ViewControllerKind
    public var parentID: String?
    /// The frame of its view (containers' views fill them; children's views fill their slot).
    public var frame: Rect
    /// Safe-area insets of its view, including its own `additionalSafeAreaInsets`.
    public var safeAreaInsets: EdgeInsets
    /// Shown in this environment: the selected tab, the visible split columns, ...
    public var isDisplayed: Bool
    /// Its parent is a navigation controller (whose bar may be hidden: see `navigationBarVisible`).
    public var isInNavigationController: Bool
    public var navigationBarVisible: Bool
    /// Preferred the status bar hidden, and whether UIKit honoured it.
    public var prefersStatusBarHidden: Bool
    public var statusBarHidden: Bool
    /// The edge of the screen each side of its frame touches (split columns touch some only).
    public var touchesScreenEdges: Set<Edge>
}

public struct MeasuredView: Sendable, Hashable {
    public var id: String
    public var kind: ViewKind
    public var role: ViewRole
    public var viewControllerID: String
    /// Index of the superview in `MeasuredScene.views` (nil for root views of top-level controllers;
    /// an embedded controller's root view has the container view as parent).
    public var parentIndex: Int?
    public var depth: Int
    public var frame: Rect
    /// Hidden itself or through an ancestor, or in a controller that is not displayed.
    public var isHidden: Bool
    public var isPlacedByConstraints: Bool
    public var safeAreaInsets: EdgeInsets
    /// Margins measured from the view's edges (they include the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true), as UIKit reports `layoutMargins`.
    public var layoutMargins: EdgeInsets
    public var readableContentFrame: Rect
    /// Scroll, table and collection views (and scrolling text views) only.
    public var scroll: MeasuredScroll?
    /// The nearest ancestor that is a scroll view, whose content this view moves with.
    public var scrollAncestorIndex: Int?
    /// Why its intrinsic size is an estimate, where it is one.
    public var sizeEstimate: String? = nil

    public var safeAreaFrame: Rect { frame.inset(by: safeAreaInsets) }
    public var layoutMarginsFrame: Rect { frame.inset(by: layoutMargins) }
}

public struct MeasuredScroll: Sendable, Hashable {
    public var behavior: ContentInsetAdjustmentBehavior
    public var contentInset: EdgeInsets
    public var adjustedContentInset: EdgeInsets
    public var contentSize: Size
    /// The content offset at rest: scrolled to the top, `-adjustedContentInset.top`.
    public var contentOffset: Point
    /// Edges whose safe-area inset went into `adjustedContentInset` (not propagated to subviews).
    public var absorbedEdges: Set<Edge>
    public var scrollsVertically: Bool
    public var scrollsHorizontally: Bool
    /// `automatic` also adjusted top and bottom because the view controller is in a navigation controller.
    public var navigationAdjustment: Bool
}

/// A constraint system that UIKit could not lay out as written, reported as data.
public struct LayoutProblem: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// Required constraints conflict; UIKit breaks one of them.
        case unsatisfiable
        /// A view's position or size is not determined.
        case ambiguous
        /// Guides and frames kept changing between layout passes.
        case unsettled
        /// What only an Interface Builder placeholder constraint decides (the code's own
        /// constraint replaces it at run time): the view and the parts the document leaves open.
        case placedByCode
    }

    public var kind: Kind
    public var viewControllerID: String
    /// For a conflict: the constraints involved, the one the solver could not add first.
    public var constraints: [ProblemConstraint]
    /// The views involved (for ambiguity: the ambiguous view).
    public var viewIDs: [String]
    /// For ambiguity (and what code places): what the constraints leave open, in the order x,
    /// width, y, height.
    public var undetermined: [FramePart]
    /// For a layout that does not settle: the passes it was given.
    public var passes: Int
    /// For a conflict: how many points the broken constraint misses by when the others hold.
    public var shortfall: Double

    public init(kind: Kind, viewControllerID: String, constraints: [ProblemConstraint] = [], viewIDs: [String] = [],
                undetermined: [FramePart] = [], passes: Int = 0, shortfall: Double = 0) {
        self.kind = kind
        self.shortfall = shortfall
        self.viewControllerID = viewControllerID
        self.constraints = constraints
        self.viewIDs = viewIDs
        self.undetermined = undetermined
        self.passes = passes
    }

    /// Ids of the document's constraints involved.
    public var constraintIDs: [String] { constraints.compactMap(\.id) }
}

/// A constraint named by a problem: one of the document's (with its id), or one layout-lint
/// added for what UIKit does itself (an intrinsic size, a stack view's arrangement).
public struct ProblemConstraint: Sendable, Hashable {
    /// What an added constraint stands for, where a rule treats it apart.
    public enum Role: String, Sendable, Hashable {
        /// The document's, or one of UIKit's own that needs no particular treatment.
        case other
        /// A stack view's zero-length constraint on a hidden arranged view ('UISV-hiding').
        case stackHiding
        /// No width, or no height, is negative (layout-lint's: UIKit has no such constraint and
        /// lays the view out at a negative size; where it conflicts, the content does not fit).
        case nonNegativeWidth
        case nonNegativeHeight
    }

    /// The document's id; nil for a constraint layout-lint added.
    public var id: String?
    /// `headline.top == root.safeArea.top + 16 @750`, or the added constraint in words.
    public var description: String
    public var role: Role
    /// The views it names (for an added constraint: the view, then the other view).
    public var views: [String]

    public init(id: String?, description: String, role: Role = .other, views: [String] = []) {
        self.id = id
        self.description = description
        self.role = role
        self.views = views
    }
}

/// A part of a frame the constraints may leave open.
public enum FramePart: String, Sendable, Hashable, CaseIterable {
    case horizontalPosition = "horizontal position"
    case width
    case verticalPosition = "vertical position"
    case height

    public var axis: Axis { self == .horizontalPosition || self == .width ? .horizontal : .vertical }
}
