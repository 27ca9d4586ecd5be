/// How a scene is shown: full screen, in a sheet, in a popover, as the child of a container
/// or as a component of a screen. An axis of the environment: a scene shown two ways is
/// measured and checked in each.
public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// The root of the window (or covering it: `fullScreen`, `overFullScreen`, `currentContext`).
    case fullScreen = "full screen"
    case pageSheet = "page sheet"
    case formSheet = "form sheet"
    case popover
    /// Inside a container at its own size (a page of a pager, a card of a feed): no screen
    /// insets reach it, and rules about the screen's edges do not run on it.
    case child
    /// A view of its own (a header, a toast, an input bar) at its design size, placed by code.
    case component
    /// A view of its own designed at a screen's width (a search bar, a table header, a
    /// footer with the main button): wherever the code places it, it spans the screen, and
    /// in landscape its sides get the screen's side insets. Where it goes vertically is the
    /// code's: no top or bottom inset is assumed.
    case fullWidth = "full width"
    /// Across the screen's width on its top edge (the code pins it there): the side insets
    /// and the top one.
    case fullWidthTop = "full width at the top"
    /// Across the screen's width on its bottom edge (an input accessory while the keyboard is
    /// down, a footer the code pins there): the side insets and the bottom one.
    case fullWidthBottom = "full width at the bottom"
    /// A popover its presenter keeps a popover in compact width too (its
    /// `adaptivePresentationStyle` returns `none`): at its content size everywhere.
    case popoverKept = "popover kept"

    public static func < (a: Presentation, b: Presentation) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// Shown over other content as a modal presentation.
    public var isModal: Bool { self == .pageSheet || self == .formSheet || self == .popover || self == .popoverKept }

    /// Laid out at its own size, away from the screen's edges.
    public var isPartOfScreen: Bool { self == .child || self == .component }

    /// `as a form sheet`, `full screen`, `as a child`.
    public var phrase: String {
        switch self {
        case .fullScreen: return "full screen"
        case .popover: return "as a popover"
        case .child: return "as a child"
        case .component: return "as a component"
        case .fullWidth: return "across the screen's width"
        case .fullWidthTop: return "across the screen's top edge"
        case .fullWidthBottom: return "across the screen's bottom edge"
        case .popoverKept: return "as a popover, also in compact width"
        case .pageSheet, .formSheet: return "as a \(rawValue)"
        }
    }
}

/// One way a scene is shown, and where layout-lint learned it.
public struct SceneContext: Sendable, Hashable, Codable {
    public var presentation: Presentation
    /// `segue at Main.storyboard:120`, `no presentation found`, `.layout-lint.yml:12`.
    public var source: String
    /// Resolved by the deployment target: `automatic` is a page sheet before iOS 18 and a
    /// form sheet from iOS 18 on iPad (the same sheet on iPhone).
    public var isAutomatic: Bool
    /// Nothing in the documents shows the scene: code does, in a container (a navigation
    /// controller, a sheet) that layout-lint cannot see.
    public var isShownByCode: Bool
    /// The lines of the app's code this context rests on.
    public var evidence: [CodeEvidence] = []
    /// The class of the controller a segue presents it from, whose code may decide how
    /// (a popover it keeps in compact width).
    public var presenterClass: String?

    public init(_ presentation: Presentation, source: String, isAutomatic: Bool = false, isShownByCode: Bool = false) {
        self.presentation = presentation
        self.source = source
        self.isAutomatic = isAutomatic
        self.isShownByCode = isShownByCode
    }

    /// `as a form sheet: segue at Main.storyboard:120`.
    public var description: String { "\(presentation.phrase): \(source)" }

    public static let noPresentationFound = SceneContext(.fullScreen, source: "no presentation found", isShownByCode: true)
}
