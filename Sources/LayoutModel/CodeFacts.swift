/// A line of the app's code a fact rests on: where it is, the line itself, and what it says
/// in words (`presents it with the default style`).
public struct CodeEvidence: Sendable, Hashable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var code: String
    public var says: String

    public init(file: String, line: Int, code: String, says: String) {
        self.file = file
        self.line = line
        self.code = code
        self.says = says
    }

    /// `Downloads/DownloadsViewController.swift:212`.
    public var place: String { "\(file):\(line)" }

    /// `DownloadsViewController.swift:212`: how messages name the line.
    public var shortPlace: String { "\(file.split(separator: "/").last.map(String.init) ?? file):\(line)" }

    /// `DownloadsViewController.swift:212 presents it with the default style`.
    public var description: String { "\(shortPlace) \(says)" }

    public static func < (a: CodeEvidence, b: CodeEvidence) -> Bool { (a.file, a.line, a.says) < (b.file, b.line, b.says) }
}

/// The container the code shows a controller in.
public enum CodeContainer: String, Sendable, Hashable, Codable {
    case navigation
    case tabBar
}

/// One way the code shows a controller: the presentation (nil: the code shows it in a way
/// layout-lint cannot follow), the container around it, and the lines that say so.
public struct ShownByCode: Sendable, Hashable, Codable {
    public var presentation: Presentation?
    /// `automatic` (the default style of `present`): a page sheet before iOS 18, a form sheet
    /// on iPad from iOS 18, the same sheet on iPhone.
    public var isAutomatic: Bool
    public var container: CodeContainer?
    public var evidence: [CodeEvidence]
    /// Pushed by a method of this class: it shows in the navigation controller that shows
    /// that class's screen, so in the sheet that screen is presented in.
    public var pushedBy: String?

    public init(presentation: Presentation?, isAutomatic: Bool = false, container: CodeContainer? = nil, evidence: [CodeEvidence],
                pushedBy: String? = nil) {
        self.presentation = presentation
        self.isAutomatic = isAutomatic
        self.container = container
        self.evidence = evidence
        self.pushedBy = pushedBy
    }
}

/// What the app's code says about one view controller or view class.
public struct ClassFacts: Sendable, Hashable {
    /// Where the class is declared (`class X: Y`, `@interface X : Y`).
    public var declaration: CodeEvidence?
    /// Each way the code shows it (several sites with different outcomes: each is checked).
    public var shown: [ShownByCode] = []
    /// Where the code creates it without a way of showing it that could be followed.
    public var unresolved: [CodeEvidence] = []
    /// The class's name appears in no source file but its own declaration: nothing creates it.
    public var isUnreferenced = false
    /// For a storyboard scene: where the code makes the class with its initialiser, which
    /// loads no storyboard scene; with nothing else, the scene itself is never shown.
    public var createdWithoutScene: [CodeEvidence] = []
    /// `supportedInterfaceOrientations` of the class or a base class, when it states them.
    public var orientations: Set<Orientation>?
    public var orientationEvidence: CodeEvidence?
    /// The orientations are computed (a property, a condition): not known.
    public var orientationsUnknown: CodeEvidence?
    /// `prefersStatusBarHidden` returns true.
    public var statusBarHidden: CodeEvidence?
    /// The class (or a base class) hides the navigation bar of the navigation controller that
    /// shows it when it appears (`setNavigationBarHidden(true, …)`, `isNavigationBarHidden = true`).
    public var hidesNavigationBar: CodeEvidence?
    /// `edgesForExtendedLayout` the class (or a base class) sets on itself.
    public var extendedEdges: Set<Edge>?
    public var extendedEdgesEvidence: CodeEvidence?
    /// Outlet properties (and views) whose place or size the code sets, with the line.
    public var placedOutlets: [String: CodeEvidence] = [:]
    /// Settings the code gives outlets, by property name then setting (`contentInset`,
    /// `text`, `font`, `rowHeight`...), each with the first line that sets it.
    public var outletSettings: [String: [CodeSetting: CodeEvidence]] = [:]
    /// The class (or a base class) is a cell, header or footer of a table or collection
    /// view: its list places it, at the list's width, not the screen's.
    public var listItem: CodeEvidence?

    /// UIKit's classes whose views a table or collection view places.
    public static let listItemClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    public init() {}
}

/// What the code of a run's app says, asked class by class; and the problems of the files
/// it could not read (each located).
public protocol CodeFactsSource: Sendable {
    /// Whether the app has code at all (without it, nothing is unreferenced).
    var hasCode: Bool { get }
    /// `scope`: the app's own code, when its project says (its targets' source folders).
    func facts(forClass name: String, storyboard: String?, identifier: String?, nib: String?, scope: CodeScope?) -> ClassFacts
    /// Whether a string literal of the app's code is exactly this text.
    func names(string: String, scope: CodeScope?) -> Bool
    /// Where a view class builds what it shows (its size is the code's), if it does.
    func contentFromCode(ofView name: String, scope: CodeScope?) -> CodeEvidence?
    /// Where the code puts a view of the class that spans the screen's width (an input
    /// accessory, pinned to the screen's bottom or top, a table's header), each place once.
    func widePlacements(ofView name: String, scope: CodeScope?) -> [WidePlacement]
    /// Where the class (or a base class) keeps the popovers it presents in compact width.
    func keepsPopovers(presenter: String, scope: CodeScope?) -> CodeEvidence?
    /// Whether the code may load the storyboard of this name (a string, a generated accessor).
    func loadsStoryboard(named name: String, scope: CodeScope?) -> Bool
    /// Bars the code makes opaque for every screen (on the appearance proxy), with the line.
    func opaqueBarsByAppearance(scope: CodeScope?) -> [CodeContainer: CodeEvidence]
    /// Bars a controller class (or a base class) makes opaque: its container's, or its own
    /// when it is a navigation or tab bar controller.
    func opaqueBars(ofClass name: String, scope: CodeScope?) -> [CodeContainer: CodeEvidence]
}

/// The folders whose code is the app's (absolute paths): files directly in `folders`, and
/// anything below `trees`. A tree holding several apps (samples side by side) keeps each
/// document's facts to its own app's code.
/// Below a tree, the folders of test code (`Test`, `Tests`, `AppUITests`) are left out for a
/// document that is not itself a test's: a test that makes a controller the window's root
/// says nothing of how the app shows it.
public struct CodeScope: Sendable, Hashable {
    public var folders: Set<String>
    public var trees: Set<String>
    public var excludesTests: Bool

    /// The folder all of them are in: a test folder is one below it.
    private var base: String

    public init(folders: Set<String>, trees: Set<String> = [], excludesTests: Bool = false) {
        self.folders = folders
        self.trees = trees
        self.excludesTests = excludesTests
        var common = (folders.union(trees)).min() ?? ""
        for path in folders.union(trees) {
            while !common.isEmpty, path != common, !path.hasPrefix(common + "/") {
                common = common.contains("/") ? String(common[..<common.lastIndex(of: "/")!]) : ""
            }
        }
        base = common
    }

    public func contains(folder: String) -> Bool {
        if folders.contains(folder) { return !(excludesTests && Self.isTestFolder(String(folder.dropFirst(base.count)))) }
        return trees.contains { tree in
            (folder == tree || folder.hasPrefix(tree + "/")) && !(excludesTests && Self.isTestFolder(String(folder.dropFirst(tree.count))))
        }
    }

    /// Whether a path has a folder of tests in it (`Test`, `Tests`, `OpenFoodFactsTests`,
    /// `AppUITests`, a Quick `AppSpecs`).
    public static func isTestFolder(_ path: String) -> Bool {
        path.split(separator: "/").contains { $0 == "Test" || $0.hasSuffix("Tests") || $0.hasSuffix("Specs") }
    }
}

/// A setting code gives a view through its outlet, where it changes what the document says.
public enum CodeSetting: String, Sendable, Hashable, Codable, CaseIterable {
    /// `contentInset` assigned; `contentInsetFromSafeArea` when the line reads the safe area's
    /// insets (the code keeps the content clear of them itself).
    case contentInset, contentInsetFromSafeArea
    /// The text (or attributed text) the app shows is set at run time.
    case text
    /// The font is replaced at run time.
    case font
    /// `rowHeight = UITableView.automaticDimension`: rows size to their content.
    case automaticRowHeight
    /// `isHidden`/`hidden` set to anything but a literal true: a view hidden in the document
    /// may be shown, so it is laid out and checked as shown.
    case shown
    /// `isHidden = true` (`hidden = YES`) as the screen is set up, on no condition
    /// (`viewDidLoad`, `awakeFromNib`, an initialiser, or a method they call), with no line
    /// that shows it again: hidden wherever the screen shows, so not checked.
    case hiddenAlways
    /// `addSubview`, `addArrangedSubview` or `insertSubview` called on it: the code puts
    /// views in it.
    case filled
    /// `contentInsetAdjustmentBehavior` set to a stated value (a computed one is unknown).
    case insetAdjustmentAutomatic, insetAdjustmentScrollableAxes, insetAdjustmentNever, insetAdjustmentAlways
    /// `insetsLayoutMarginsFromSafeArea = false`: its margins no longer grow by the safe area.
    case marginsIgnoreSafeArea
    /// On a controller's root view: the controller makes a view first responder as its
    /// screen loads or appears (`becomeFirstResponder` in `viewDidLoad`, `viewWillAppear`,
    /// `viewDidAppear`), so the keyboard covers the bottom of the screen while it shows.
    case keyboardOnAppear
    /// A button's title, image or configuration set at run time (`setTitle`, `setImage`,
    /// `configuration = …`): it draws something the document does not show.
    case title

    /// The behaviour a stated `contentInsetAdjustmentBehavior` setting gives.
    public var insetAdjustment: ContentInsetAdjustmentBehavior? {
        switch self {
        case .insetAdjustmentAutomatic: return .automatic
        case .insetAdjustmentScrollableAxes: return .scrollableAxes
        case .insetAdjustmentNever: return .never
        case .insetAdjustmentAlways: return .always
        default: return nil
        }
    }
}

/// Where the code puts a view across the screen's width, which decides the insets it gets
/// above and below it.
public struct WidePlacement: Sendable, Hashable {
    public enum Place: Int, Sendable, Hashable, Comparable {
        /// On the screen's top edge (pinned to its view's top): the top inset.
        case top
        /// On the screen's bottom edge (an input accessory while the keyboard is down, or
        /// pinned to its view's bottom): the bottom inset.
        case bottom
        /// A table's header or footer view: it scrolls in its list, with the sides only.
        case list

        public static func < (a: Place, b: Place) -> Bool { a.rawValue < b.rawValue }

        public var says: String {
            switch self {
            case .top: return "pins it to the screen's top edge"
            case .bottom: return "puts it on the screen's bottom edge"
            case .list: return "makes it a table's header or footer"
            }
        }

        /// How a view across the screen's width is shown here.
        public var presentation: Presentation {
            switch self {
            case .top: return .fullWidthTop
            case .bottom: return .fullWidthBottom
            case .list: return .fullWidth
            }
        }
    }

    public var place: Place
    public var evidence: CodeEvidence

    public init(place: Place, evidence: CodeEvidence) {
        self.place = place
        self.evidence = evidence
    }
}
