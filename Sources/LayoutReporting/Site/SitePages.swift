import LayoutGeometry
import LayoutModel
import LayoutRules

// View models of the site's pages: ready-made values, so the templates only place them.

struct SeverityCount: Sendable {
    var severity: String
    var symbol: String
    var label: String
    var count: Int
}

struct FilterOption: Sendable {
    var value: String
    var label: String
}

struct FiltersModel: Sendable {
    var severities: [FilterOption]
    var rules: [FilterOption]
    var environments: [FilterOption]
    var groups: [FilterOption]
    var hasGroups: Bool
}

struct FindingCardModel: Sendable {
    var id: String
    var rule: String
    var ruleHref: String
    var severity: String
    var symbol: String
    var message: String
    /// `file:line:column`; on a screen's page only the file's name, its path is the page's.
    var location: String
    /// The whole `location`, where it is shortened.
    var path: String
    var element: String
    /// Named apart from the page's own `scene`: Mustache looks a nil value up in outer contexts.
    var findingScene: String?
    var environments: [String]
    var hasEnvironments: Bool
    var environmentData: String
    var environmentSummary: String
    /// How the scene was shown, and what the app's project says.
    var contexts: [String]
    var hasContexts: Bool
    /// The lines of the app's code the contexts rest on.
    var evidence: [EvidenceModel] = []
    var hasEvidence: Bool { !evidence.isEmpty }
    var pageHref: String?
    var suppression: String
    var suppressionIsAttribute: Bool
    /// On a scene page: the finding drawn large where it is worst, beside a screen where it passes.
    var focus: FocusModel? = nil
    /// A row of a group: its rule and environments are the group's, said once above it.
    var inGroup = false
}

/// One line of the app's code: where it is, what it says, and the line itself; `href` where
/// the configuration says where the code is published (`repository-url`).
struct EvidenceModel: Sendable, Hashable {
    var place: String
    /// Never nil: a template would look a missing link up in the enclosing models.
    var href: String
    var hasHref: Bool { !href.isEmpty }
    var says: String
    var code: String
}

/// A screen's findings in the order of its cards: one finding alone, or the findings of one
/// rule that share a cause (the same severity in the same environments), one row each.
struct FindingEntryModel: Sendable {
    var card: FindingCardModel?
    var group: FindingGroupModel?
}

struct FindingGroupModel: Sendable {
    var rule: String
    var ruleHref: String
    var severity: String
    var symbol: String
    /// "12 findings, in 3 of 12 environments".
    var summary: String
    var environments: [String]
    var hasEnvironments: Bool
    var rows: [FindingCardModel]
}

struct FocusModel: Sendable {
    var worst: DiagramModel
    var worstMessage: String
    var passing: DiagramModel?
    var passingNote: String
}

struct DiagramGroupModel: Sendable {
    var label: String
    var value: String
    var slug: String
    var diagrams: [DiagramModel]
}

struct PageBase: Sendable {
    var title: String
    var root: String
    var toolVersion: String
    var deviceSymbols: [DeviceSymbolModel]
    var navIndex: Bool
    var navDevices: Bool
    var navFindings = false
    var navMatrix = false
}

struct MatrixCellModel: Sendable {
    var severity: String
    var symbol: String
    var title: String
    /// Not `href`: the row has one, and Mustache would find it for a cell without a link.
    var cellLink: String?
    static let notEvaluated = MatrixCellModel(severity: "none", symbol: "—", title: "not evaluated", cellLink: nil)
    static let passing = MatrixCellModel(severity: "pass", symbol: "✓", title: "no findings", cellLink: nil)
}

struct MatrixColumnModel: Sendable {
    var label: String
    var device: String
    var detail: String
    var value: String
}

struct MatrixRowModel: Sendable {
    var name: String
    var path: String
    var href: String
    var failed: Bool
    var cells: [MatrixCellModel]
    var findingCount: Int
    /// A scene's row, under its document's (`input` is the document's path).
    var isScene = false
    var input = "", scene = ""
}

struct RuleCountModel: Sendable {
    var id: String
    var href: String
    var count: Int
    var severity: String
    var symbol: String
    var summary: String
}

struct FailedInputModel: Sendable {
    var path: String
    var errors: [FindingCardModel]
}

struct IndexPageModel: Sendable {
    var page: PageBase
    var inputCount: Int
    var environmentCount: Int
    var counts: [SeverityCount]
    var hasAside: Bool
    var aside: String
    /// Inputs with findings, worst first; then those that pass, one click away.
    var failingInputs: [InputRowModel]
    var hasFailingInputs: Bool
    var passingInputs: [InputRowModel]
    var hasPassingInputs: Bool
    var passingCount: Int
    var topRules: [RuleCountModel]
    var hasTopRules: Bool
    var contexts: [ContextCountModel]
    var hasContexts: Bool
    var failedInputs: [FailedInputModel]
    var hasFailedInputs: Bool
    var skippedInputs: [FailedInputModel]
    var skippedCount: String
    var hasSkippedInputs: Bool
    var matrixPages: [PageLinkModel]
    var findingsPages: [PageLinkModel]
    var findingCount: Int
}

/// One input in the index's lists.
struct InputRowModel: Sendable {
    var name: String
    var path: String
    var href: String
    var severity: String
    var symbol: String
    var status: String
    var errors: Int
    var warnings: Int
    var infos: Int
    var total: Int
    var sceneCount: Int
    /// The rules of its findings, which the search box matches besides its name and path.
    var rules: String
    /// Where the input sorts by severity (0 is worst).
    var rank: Int
}

/// Findings by the context they were measured in ("as a form sheet", "letterboxed", ...).
struct ContextCountModel: Sendable {
    var context: String
    var count: Int
}

/// A link to one page of a list split over pages.
struct PageLinkModel: Sendable {
    var label: String
    var href: String
    var isCurrent: Bool
}

/// One page of the inputs × environments matrix.
/// A device over its environments' columns in the matrix's header.
struct MatrixDeviceModel: Sendable {
    var device: String
    var span: Int
}

struct MatrixPageModel: Sendable {
    var page: PageBase
    var devices: [MatrixDeviceModel]
    var columns: [MatrixColumnModel]
    /// What every column shares (text size and direction), said once.
    var shared: String
    var rows: [MatrixRowModel]
    var pages: [PageLinkModel]
    var hasPages: Bool
    var range: String
}

/// One page of the list of every finding, with its filters.
struct FindingsPageModel: Sendable {
    var page: PageBase
    var findings: [FindingCardModel]
    var hasFindings: Bool
    var filters: FiltersModel
    var pages: [PageLinkModel]
    var hasPages: Bool
    var range: String
}

struct ScenePageModel: Sendable {
    var page: PageBase
    var name: String
    var path: String
    var kind: String
    var sceneName: String
    /// Every scene of the document (this one marked), for documents with several.
    var scenes: [SceneRowModel]
    var hasOtherScenes: Bool
    /// Interface Builder's design device (`retina6_12`), when the document names one.
    var designDevice: String?
    var counts: [SeverityCount]
    var entries: [FindingEntryModel]
    var hasFindings: Bool
    var groups: [DiagramGroupModel]
    var filters: FiltersModel
    var environmentCount: Int
    /// What every finding of the screen rests on, said once above them: what the app's
    /// project says (devices, orientations), how the scene is shown, and the code's lines.
    var measuredIn: [String]
    var hasMeasuredIn: Bool
    var sceneEvidence: [EvidenceModel]
    var hasSceneEvidence: Bool
}

struct SceneRowModel: Sendable {
    var name: String
    var id: String
    var href: String
    var isCurrent: Bool
    var findingCount: String
    var severity: String
    var symbol: String
}

struct ExampleModel: Sendable {
    var file: String
    var triggers: Bool
    var verdict: String
    var source: String
    var findings: [FindingCardModel]
    var diagrams: [DiagramModel]
}

struct RulePageModel: Sendable {
    var page: PageBase
    var id: String
    var severity: String
    var symbol: String
    var category: String
    var summary: String
    var documentation: String
    var examples: [ExampleModel]
    var hasExamples: Bool
    var occurrences: [FindingCardModel]
    var hasOccurrences: Bool
    var canBeDisabled: Bool
}

struct DeviceDrawingModel: Sendable {
    var orientation: String
    var symbol: String
    var viewBox: String
    var width: String
    var height: String
    var bands: [BandModel]
    var insets: String
    var statusBar: String
    var safeFrame: RectModel
}

struct DeviceCardModel: Sendable {
    var name: String
    var id: String
    var points: String
    var scale: String
    var cutout: String
    var cornerRadius: String
    var confidence: String
    var drawings: [DeviceDrawingModel]
}

struct DeviceFamilyModel: Sendable {
    var name: String
    var devices: [DeviceCardModel]
}

struct DevicesPageModel: Sendable {
    var page: PageBase
    var families: [DeviceFamilyModel]
    var count: Int
    var choices: [String]
}

struct RulesIndexModel: Sendable {
    var page: PageBase
    var rules: [RuleCountModel]
}
