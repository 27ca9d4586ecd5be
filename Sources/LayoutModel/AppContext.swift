/// What an app's Xcode project says about where a document is shown: the devices the app
/// runs on, the orientations it supports, whether its iPad windows can be resized, and its
/// deployment target. Read by the loader, applied by the pipeline to the matrix.
public struct AppContext: Sendable, Hashable {
    /// The project (`App.xcodeproj`) and the targets that bundle the document.
    public var project: String
    public var targets: [String]
    /// Device families (`TARGETED_DEVICE_FAMILY`).
    public var families: Set<Idiom>
    /// Supported orientations per device family; a family not listed supports both.
    public var orientations: [Idiom: Set<Orientation>]
    /// `UIRequiresFullScreen` on iPad: no Split View or Slide Over windows.
    public var requiresFullScreen: Bool
    /// `IPHONEOS_DEPLOYMENT_TARGET`, as major and minor numbers.
    public var deploymentTarget: [Int]?
    /// The app hides the status bar everywhere: `UIStatusBarHidden` with
    /// `UIViewControllerBasedStatusBarAppearance` off (controllers' preferences are ignored).
    public var statusBarHidden = false
    /// The app names no launch storyboard, launch screen or launch images: iOS shows it
    /// letterboxed on iPhones with a sensor housing, in a window without their insets, so it
    /// is laid out on the iPhones of the matrix that have none.
    public var letterboxedOnPhones = false
    /// The storyboards iOS loads by itself for the app (`UIMainStoryboardFile`, the launch
    /// storyboard, each window scene's `UISceneStoryboardFile`), by name; nil: not known. Any
    /// other storyboard is shown only if the code or another storyboard loads it.
    public var storyboardsLoadedBySystem: Set<String>?
    /// The folder holding the `.xcodeproj`, as reports show paths (relative to the working
    /// directory when inside it): where the app's code is looked for besides the inputs.
    public var projectFolder: String?
    /// The languages the project is localized in (its `knownRegions` but Base); nil: not said.
    public var languages: [String]?
    /// Languages written right to left (ISO 639 codes), by which direction rules matter.
    public static let rightToLeftLanguages: Set<String> = ["ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "ku", "ps", "sd", "ug", "ur", "yi"]

    /// The project lists its languages and none is written right to left: a layout that does
    /// not follow the reading direction is never seen mirrored.
    public var shipsNoRightToLeftLanguage: Bool {
        guard let languages, !languages.isEmpty else { return false }
        return !languages.contains { Self.rightToLeftLanguages.contains(String($0.lowercased().prefix { $0 != "-" && $0 != "_" })) }
    }

    /// The app's own code (absolute paths): the folders of its targets' sources build phases,
    /// and the folders Xcode keeps in sync with them (with everything below). Empty: unknown.
    public var codeFolders: Set<String> = []
    public var codeTrees: Set<String> = []
    /// Where each fact came from, in words ("TARGETED_DEVICE_FAMILY = 1 (App.xcodeproj)").
    public var sources: [String]
    public var location: SourceLocation

    public init(project: String, targets: [String], families: Set<Idiom>, orientations: [Idiom: Set<Orientation>] = [:],
                requiresFullScreen: Bool = false, deploymentTarget: [Int]? = nil, sources: [String] = [], location: SourceLocation) {
        self.project = project
        self.targets = targets
        self.families = families
        self.orientations = orientations
        self.requiresFullScreen = requiresFullScreen
        self.deploymentTarget = deploymentTarget
        self.sources = sources
        self.location = location
    }

    public func supports(_ idiom: Idiom) -> Bool { families.contains(idiom) }

    /// Whether the app is shown on the device as it is: false for an iPhone with a sensor
    /// housing that letterboxes an app without a launch screen.
    public func isShownFullSize(on device: Device) -> Bool {
        !(letterboxedOnPhones && device.idiom == .phone && device.hasSensorHousing)
    }

    public func supports(_ orientation: Orientation, on idiom: Idiom) -> Bool {
        orientations[idiom]?.contains(orientation) ?? true
    }

    /// `iPhone only, portrait only`, `iPhone and iPad`, `iPhone, iPad and Apple TV, portrait only on iPhone`.
    public var summary: String {
        let names: [(Idiom, String)] = [(.phone, "iPhone"), (.pad, "iPad"), (.tv, "Apple TV")]
        let shown = names.filter { families.contains($0.0) }
        var parts = [shown.count == 1 ? "\(shown[0].1) only"
            : shown.dropLast().map(\.1).joined(separator: ", ") + " and " + (shown.last?.1 ?? "")]
        let limited = shown.compactMap { idiom, name -> (String, Orientation)? in
            guard let allowed = orientations[idiom], allowed.count == 1, let only = allowed.first else { return nil }
            return (name, only)
        }
        if limited.count == shown.count, let first = limited.first, limited.allSatisfy({ $0.1 == first.1 }) {
            parts.append("\(first.1.rawValue) only")
        } else {
            parts += limited.map { "\($0.1.rawValue) only on \($0.0)" }
        }
        if requiresFullScreen, families.contains(.pad) { parts.append("full-screen iPad windows only") }
        if statusBarHidden { parts.append("status bar hidden") }
        if shipsNoRightToLeftLanguage, let languages { parts.append("no right-to-left language (\(languages.joined(separator: ", ")))") }
        if letterboxedOnPhones, families.contains(.phone) { parts.append("no launch screen, so letterboxed on iPhones with a sensor housing") }
        return parts.joined(separator: ", ")
    }
}

/// Where the project context of a document came from, or why there is none.
public enum ProjectContext: Sendable, Hashable {
    /// Targets of a project bundle the document.
    case app(AppContext)
    /// No Xcode project above the document: the configured matrix applies.
    case noProject
    /// A project was found, but none of its targets bundles the document.
    case notInTarget(project: String)
    /// The project could not be read (its error is an input error of its own).
    case unreadable(project: String)

    public var app: AppContext? { if case .app(let app) = self { return app } else { return nil } }

    /// What the report says about it: `iPhone only, portrait only: App.xcodeproj (target App)`.
    public var description: String {
        switch self {
        case .app(let app):
            let targets = app.targets.count == 1 ? "target \(app.targets[0])" : "targets " + app.targets.joined(separator: ", ")
            return "\(app.summary): \(app.project) (\(targets))"
        case .noProject:
            return "no Xcode project found: the configured matrix"
        case .notInTarget(let project):
            return "no target of \(project) bundles it: the configured matrix"
        case .unreadable(let project):
            return "\(project) could not be read: the configured matrix"
        }
    }
}
