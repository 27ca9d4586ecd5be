/// What loading produces, whatever the source: a fixture or an Interface Builder document.

public struct SourceLocation: Sendable, Hashable, Codable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

public enum DocumentKind: String, Sendable, Hashable, Codable {
    case fixture, storyboard, xib
    /// A file of an Xcode project (`project.pbxproj`, an `.xcconfig`, an `Info.plist`) that
    /// could not be read: listed with its errors, never laid out.
    case project
}

public enum Platform: String, Sendable, Hashable, Codable {
    case iOS, tvOS
}

/// A fixture's `<matrix>`: each present axis narrows the configured matrix.
public struct MatrixSpec: Sendable, Hashable, Codable {
    public var devices: [String]?
    public var orientations: [Orientation]?
    public var contentSizes: [ContentSizeCategory]?
    public var directions: [LayoutDirection]?
    public var windows: [WindowMode]?
    public var location: SourceLocation?

    public init(devices: [String]? = nil, orientations: [Orientation]? = nil,
                contentSizes: [ContentSizeCategory]? = nil, directions: [LayoutDirection]? = nil,
                windows: [WindowMode]? = nil, location: SourceLocation? = nil) {
        self.devices = devices
        self.orientations = orientations
        self.contentSizes = contentSizes
        self.directions = directions
        self.windows = windows
        self.location = location
    }
}

/// A part of a document the loader could not model and left out of the evaluation (an
/// unsupported element, a storyboard reference it cannot follow): reported by the
/// `not-evaluated` rule so that nobody mistakes silence for a pass.
public struct LoadNote: Sendable, Hashable, Codable {
    /// What kind of gap (`storyboard-reference`, `unsupported-element`, ...).
    public var code: String
    /// What it is about (an element name, a storyboard, an id): one note per code and subject.
    public var subject: String
    public var message: String
    public var location: SourceLocation
    /// The views whose geometry the gap leaves open (a dropped constraint's views): the
    /// ambiguity it causes there is not the user's, and is said here instead.
    public var views: [String]

    public init(code: String, subject: String, message: String, location: SourceLocation, views: [String] = []) {
        self.code = code
        self.subject = subject
        self.message = message
        self.location = location
        self.views = views
    }
}

public struct Document: Sendable, Hashable {
    /// The path as given on the command line (relative paths stay relative).
    public var path: String
    public var kind: DocumentKind
    public var name: String
    public var platform: Platform
    public var matrix: MatrixSpec?
    public var scenes: [Scene]
    /// Interface Builder's design device (`retina6_1` ...), kept for reports.
    public var designDevice: String?
    /// Interface Builder's `useSafeAreas`; nil for fixtures.
    public var usesSafeAreaLayoutGuides: Bool?
    /// The devices the document is made for, when it says (an iPad-only document's
    /// `targetRuntime="iOS.CocoaTouch.iPad"`); nil: every device of its platform.
    public var idioms: Set<Idiom>?
    /// Why, where the document's name says it (`named for iPhone (Login_iPhone.xib)`): said
    /// in every scene's context once the code and configuration have set them.
    public var idiomsSource: String?
    public var notes: [LoadNote]
    public var location: SourceLocation
    /// The properties of the outlets that reach each view, by id (`pickerView`): how its
    /// code names it.
    public var outlets: [String: [String]] = [:]
    /// Views the configuration says code lays out, moves, hides or shows (`placedByCode`):
    /// their frames in the document are not where they are shown, so no rule judges where
    /// they, or what they hold, are.
    public var placedByCode: Set<String> = []
    /// Settings the app's code gives views through their outlets, by view id.
    public var codeSettings: [String: [CodeSetting: CodeEvidence]] = [:]

    public init(path: String, kind: DocumentKind, name: String, platform: Platform = .iOS,
                matrix: MatrixSpec? = nil, scenes: [Scene], designDevice: String? = nil,
                usesSafeAreaLayoutGuides: Bool? = nil, notes: [LoadNote] = [], location: SourceLocation) {
        self.path = path
        self.kind = kind
        self.name = name
        self.platform = platform
        self.matrix = matrix
        self.scenes = scenes
        self.designDevice = designDevice
        self.usesSafeAreaLayoutGuides = usesSafeAreaLayoutGuides
        self.notes = notes
        self.location = location
    }
}

/// One screen: a view controller tree (a fixture, a storyboard scene) or, in a xib,
/// a top-level view without a view controller.
public struct Scene: Sendable, Hashable {
    public enum Root: Sendable, Hashable {
        case viewController(ViewControllerNode)
        /// A free-standing view (a custom view of a xib): laid out at its design size, at no
        /// particular place on screen, so without safe-area insets.
        case view(ViewNode)
    }

    public var id: String
    public var name: String
    public var root: Root
    public var location: SourceLocation
    /// Every way the scene is shown, with where each came from (full screen, in a sheet, a
    /// popover, as a child of a container, as a component).
    public var contexts: [SceneContext]
    /// The size it is laid out at when it is a child, a component or a popover's content
    /// (its design size unless the configuration gives one).
    public var size: Size?
    /// A storyboard scene's `storyboardIdentifier`: how code instantiates it.
    public var storyboardIdentifier: String?

    public init(id: String, name: String, root: Root, location: SourceLocation,
                contexts: [SceneContext] = [.noPresentationFound], size: Size? = nil) {
        self.id = id
        self.name = name
        self.root = root
        self.location = location
        self.contexts = contexts
        self.size = size
    }

    /// Laid out at its own size as a part of a screen (a child or a component).
    public var isPartOfScreen: Bool { contexts.allSatisfy(\.presentation.isPartOfScreen) }
}

public enum ViewControllerKind: String, Sendable, Hashable, Codable {
    case viewController
    case tableViewController
    case collectionViewController
    case navigationController
    case tabBarController
    case splitViewController
    case pageViewController

    public var isContainer: Bool {
        switch self {
        case .navigationController, .tabBarController, .splitViewController, .pageViewController: return true
        default: return false
        }
    }
}

public struct NavigationSettings: Sendable, Hashable, Codable {
    public var navigationBarHidden: Bool
    public var prefersLargeTitles: Bool
    public var toolbarHidden: Bool
    /// An opaque bar (`isTranslucent` false): content is laid out below it, not under it.
    public var barIsOpaque = false

    public init(navigationBarHidden: Bool = false, prefersLargeTitles: Bool = false, toolbarHidden: Bool = true) {
        self.navigationBarHidden = navigationBarHidden
        self.prefersLargeTitles = prefersLargeTitles
        self.toolbarHidden = toolbarHidden
    }
}

public struct TabBarSettings: Sendable, Hashable, Codable {
    public var selectedIndex: Int
    /// Evaluate every tab, not only the selected one.
    public var evaluateAll: Bool
    /// An opaque bar: content is laid out above it, not under it.
    public var barIsOpaque = false

    public init(selectedIndex: Int = 0, evaluateAll: Bool = false) {
        self.selectedIndex = selectedIndex
        self.evaluateAll = evaluateAll
    }
}

public enum SplitDisplayMode: String, Sendable, Hashable, Codable, CaseIterable {
    case automatic
    case secondaryOnly
    case oneBesideSecondary
    case oneOverSecondary
    case twoBesideSecondary
    case twoOverSecondary
    case twoDisplaceSecondary
}

public struct SplitSettings: Sendable, Hashable, Codable {
    public var displayMode: SplitDisplayMode
    public var preferredPrimaryColumnWidth: Double?

    public init(displayMode: SplitDisplayMode = .automatic, preferredPrimaryColumnWidth: Double? = nil) {
        self.displayMode = displayMode
        self.preferredPrimaryColumnWidth = preferredPrimaryColumnWidth
    }
}

public struct ViewControllerNode: Sendable, Hashable {
    public var id: String
    public var kind: ViewControllerKind
    public var className: String?
    /// A human name: storyboard identifier, userLabel, title (used to name scenes in messages).
    public var label: String?
    public var location: SourceLocation

    public var additionalSafeAreaInsets: EdgeInsets
    public var additionalSafeAreaInsetsLocation: SourceLocation?
    public var prefersStatusBarHidden: Bool
    public var viewRespectsSystemMinimumLayoutMargins: Bool
    public var automaticallyAdjustsScrollViewInsets: Bool
    public var hidesBottomBarWhenPushed: Bool

    public var navigation: NavigationSettings?
    public var tabBar: TabBarSettings?
    public var split: SplitSettings?

    /// Contained view controllers: tabs, the navigation stack's top, split columns in order.
    public var children: [ViewControllerNode]
    /// The root view (content view controllers; containers may have none).
    public var view: ViewNode?
    /// A `<constraints>` block at the controller level (fixtures).
    public var constraints: [Constraint]
    public var lintDisable: Set<String>
    /// Made by the loader to host what the document holds (see `ViewNode.isSynthesized`).
    public var isSynthesized = false
    /// The edges where the view extends under its containers' bars (UIKit's
    /// `edgesForExtendedLayout`, all by default); elsewhere it is laid out beside them.
    public var edgesForExtendedLayout: Set<Edge> = Set(Edge.allCases)
    /// Extends under opaque bars too (UIKit's `extendedLayoutIncludesOpaqueBars`).
    public var extendedLayoutIncludesOpaqueBars = false

    /// Whether the view reaches under a bar on this edge.
    public func extendsUnderBar(_ edge: Edge, barIsOpaque: Bool) -> Bool {
        edgesForExtendedLayout.contains(edge) && (!barIsOpaque || extendedLayoutIncludesOpaqueBars)
    }

    public init(id: String, kind: ViewControllerKind, className: String? = nil, label: String? = nil,
                location: SourceLocation, additionalSafeAreaInsets: EdgeInsets = .zero,
                additionalSafeAreaInsetsLocation: SourceLocation? = nil,
                prefersStatusBarHidden: Bool = false, viewRespectsSystemMinimumLayoutMargins: Bool = true,
                automaticallyAdjustsScrollViewInsets: Bool = true, hidesBottomBarWhenPushed: Bool = false,
                navigation: NavigationSettings? = nil, tabBar: TabBarSettings? = nil, split: SplitSettings? = nil,
                children: [ViewControllerNode] = [], view: ViewNode? = nil, constraints: [Constraint] = [],
                lintDisable: Set<String> = []) {
        self.id = id
        self.kind = kind
        self.className = className
        self.label = label
        self.location = location
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.additionalSafeAreaInsetsLocation = additionalSafeAreaInsetsLocation
        self.prefersStatusBarHidden = prefersStatusBarHidden
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.automaticallyAdjustsScrollViewInsets = automaticallyAdjustsScrollViewInsets
        self.hidesBottomBarWhenPushed = hidesBottomBarWhenPushed
        self.navigation = navigation
        self.tabBar = tabBar
        self.split = split
        self.children = children
        self.view = view
        self.constraints = constraints
        self.lintDisable = lintDisable
    }
}

// MARK: Walking a scene

extension ViewNode {
    /// This view and every view below it, depth first, not entering embedded controllers.
    public var viewsInTree: [ViewNode] { [self] + subviews.flatMap(\.viewsInTree) }
}

extension ViewControllerNode {
    /// This controller and every controller below it (children, and controllers embedded
    /// in container views), depth first.
    public var controllersInTree: [ViewControllerNode] {
        [self] + children.flatMap(\.controllersInTree)
            + (view?.viewsInTree.compactMap(\.embedded).flatMap(\.controllersInTree) ?? [])
    }
}

extension Scene {
    public var controllersInTree: [ViewControllerNode] {
        if case .viewController(let root) = root { return root.controllersInTree }
        return []
    }

    /// Every view of the scene, in every controller.
    public var viewsInTree: [ViewNode] {
        switch root {
        case .viewController: return controllersInTree.compactMap(\.view).flatMap(\.viewsInTree)
        case .view(let view): return view.viewsInTree
        }
    }
}
