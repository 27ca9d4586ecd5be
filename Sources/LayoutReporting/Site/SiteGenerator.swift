import Foundation
import LayoutGeometry
import LayoutModel
import LayoutRules

public struct SiteInput: Sendable {
    public var result: LintResult
    public var examples: [RuleExampleRun]
    public var devices: [DeviceScreens]
    public var metadata: RunMetadata
    /// Catalog order of device names, for stable environment order.
    public var deviceOrder: [String]

    public init(result: LintResult, examples: [RuleExampleRun], devices: [DeviceScreens], metadata: RunMetadata) {
        self.result = result
        self.examples = examples
        self.devices = devices
        self.metadata = metadata
        self.deviceOrder = devices.map(\.device.name)
    }
}

/// Turns a run into the pages of the site: view models rendered with the templates.
/// Pure: the same input gives the same pages (no clock, no absolute paths).
public struct SiteGenerator: Sendable {
    public let templates: TemplateSet

    public init(templates: TemplateSet) {
        self.templates = templates
    }

    /// Relative path -> file contents, including the assets, for a run that kept its
    /// documents and measurements (`keepMeasurements`).
    public func pages(for input: SiteInput) throws -> [String: String] {
        let pages = PageCollector()
        let result = input.result
        try write(input, to: pages) { body in
            for summary in result.inputs where summary.status == .ok {
                guard let document = result.documents[summary.path] else { continue }
                try body(summary.path, document, result.measurements[summary.path] ?? [])
            }
        }
        return pages.pages
    }

    /// Writes the site page by page: the pages of the whole run first (index, rules, devices,
    /// assets), then each input's scene pages as `measuring` hands over its document and
    /// measurements, possibly from several threads at once. Only one input's drawings are
    /// held at a time for each thread, so a report's memory does not grow with its inputs.
    public func write(_ input: SiteInput, to sink: some SitePageSink,
                      measuring: (_ body: @escaping @Sendable (String, Document, [MeasuredScene]) throws -> Void) throws -> Void) throws {
        var builder = PageBuilder(input: input)
        builder.assignPaths()
        let pages = builder
        let templates = self.templates
        // The run's pages (rules with their examples drawn, the matrix, the lists) on every core.
        let runPages = pages.runPages()
        let failure = FirstError()
        DispatchQueue.concurrentPerform(iterations: runPages.count) { index in
            guard !failure.isSet else { return }
            let (path, name, model) = runPages[index]
            do { try sink.write(path, try templates.render(model(), name)) } catch { failure.set(error) }
        }
        if let error = failure.error { throw error }
        for (name, text) in templates.assets.sorted(by: { $0.key < $1.key }) { try sink.write("assets/\(name)", Array(text.utf8)) }
        let summaries = Dictionary(input.result.inputs.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        try measuring { path, document, measured in
            guard let summary = summaries[path] else { return }
            for scene in document.scenes {
                guard let page = pages.scenePath(path, scene.id) else { continue }
                let model = pages.scenePage(summary: summary, document: document, scene: scene, measured: measured)
                try sink.write(page, try templates.render(model, "scene"))
            }
        }
    }
}

/// Where pages go as they are made: the site's folder (`SiteWriter.Session`) or memory.
public protocol SitePageSink: Sendable {
    /// One page's UTF-8 bytes (a report's largest pages are megabytes: not copied again).
    func write(_ path: String, _ bytes: [UInt8]) throws
}

extension SitePageSink {
    public func write(_ path: String, _ text: String) throws { try write(path, Array(text.utf8)) }
}

extension SiteWriter.Session: SitePageSink {}

/// Pages kept in memory (tests, and `pages(for:)`).
final class PageCollector: SitePageSink, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String: String] = [:]
    var pages: [String: String] { lock.withLock { stored } }
    func write(_ path: String, _ bytes: [UInt8]) throws {
        let text = String(decoding: bytes, as: UTF8.self)
        lock.withLock { stored[path] = text }
    }
}

/// Builds every page model; keeps the bookkeeping (slugs, links) in one place.
struct PageBuilder: Sendable {
    let input: SiteInput
    var inputPaths: [String: String] = [:]      // input path -> page path of its first scene
    var scenePaths: [String: String] = [:]      // "input\u{1}scene" -> page path
    var findingIDs: [Finding: String] = [:]
    var findingsByPath: [String: [Finding]] = [:]
    /// Run-wide values every list page uses, worked out once (`assignPaths`).
    var rankedInputs: [(summary: InputSummary, findings: [Finding])] = []
    var environments: [Environment] = []
    /// The ranked inputs on each page of the matrix.
    var matrixPages: [Range<Int>] = [0..<0]
    var matrixPageCount: Int { matrixPages.count }
    var findingsPageCount = 1

    init(input: SiteInput) {
        self.input = input
    }

    var result: LintResult { input.result }

    /// The pages of the whole run (not the scene pages): path, template, and the model,
    /// made when the page is rendered so that only one is held at a time.
    func runPages() -> [(String, String, @Sendable () -> Any)] {
        var pages: [(String, String, @Sendable () -> Any)] = [("index.html", "index", { indexPage() })]
        for page in 0..<matrixPageCount { pages.append((Self.matrixFile(page), "matrix", { matrixPage(page) })) }
        for page in 0..<findingsPageCount { pages.append((Self.findingsFile(page), "findings", { findingsPage(page) })) }
        for rule in RuleRegistry.all.map(\.description) {
            pages.append(("rules/\(rule.id).html", "rule", { rulePage(rule) }))
        }
        pages.append(("rules.html", "rules", { rulesIndexPage() }))
        pages.append(("devices.html", "devices", { devicesPage() }))
        return pages
    }

    func scenePath(_ input: String, _ scene: String) -> String? { scenePaths[summaryKey(input, scene)] }

    private func summaryKey(_ path: String, _ scene: String) -> String { "\(path)\u{1}\(scene)" }

    mutating func assignPaths() {
        var used = Set<String>()
        func unique(_ base: String) -> String {
            var candidate = base
            var counter = 2
            while used.contains(candidate) {
                candidate = "\(base)-\(counter)"
                counter += 1
            }
            used.insert(candidate)
            return candidate
        }
        // Page names from the paths below the folder all inputs share (a long common
        // prefix such as ../shared/corpus/ says nothing).
        let prefix = Self.commonFolder(result.inputs.filter { $0.status == .ok }.map(\.path))
        for summary in result.inputs where summary.status == .ok {
            let base = unique(Diagram.slug(String(summary.path.dropFirst(prefix.count))))
            let sceneIDs = summary.scenes.isEmpty ? result.documents[summary.path]?.scenes.map(\.id) ?? [] : summary.scenes.map(\.id)
            for (offset, scene) in sceneIDs.enumerated() {
                let path = offset == 0 ? "inputs/\(base).html" : "inputs/\(unique("\(base)--\(Diagram.slug(scene))")).html"
                scenePaths[summaryKey(summary.path, scene)] = path
                if offset == 0 { inputPaths[summary.path] = path }
            }
        }
        for (offset, finding) in result.findings.enumerated() { findingIDs[finding] = "f\(offset + 1)" }
        findingsByPath = Dictionary(grouping: result.findings, by: \.path)
        rankedInputs = result.inputs.map { ($0, findingsByPath[$0.path] ?? []) }.sorted { a, b in
            let (x, y) = (Self.rankKey(a.summary, a.findings), Self.rankKey(b.summary, b.findings))
            if x != y { return x.lexicographicallyPrecedes(y) }
            return a.summary.path < b.summary.path
        }
        environments = sortedEnvironments(result.inputs.flatMap(\.environments))
        matrixPages = Self.pageRanges(rowCounts: rankedInputs.map { $0.summary.scenes.count > 1 ? 1 + $0.summary.scenes.count : 1 },
                                      limit: Self.matrixRowsPerPage)
        findingsPageCount = max(1, (result.findings.count + Self.findingsPerPage - 1) / Self.findingsPerPage)
    }

    func plural(_ count: Int, _ one: String, _ many: String) -> String { "\(count) \(count == 1 ? one : many)" }

    /// The longest folder prefix (ending in "/") that every path starts with.
    static func commonFolder(_ paths: [String]) -> String {
        guard let first = paths.first else { return "" }
        var folders = first.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for path in paths.dropFirst() {
            let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
            var shared = 0
            while shared < min(folders.count, parts.count), folders[shared] == parts[shared] { shared += 1 }
            folders = Array(folders.prefix(shared))
        }
        return folders.isEmpty ? "" : folders.joined(separator: "/") + "/"
    }

    // MARK: Shared pieces

    func base(_ title: String, depth: Int, symbols: [DeviceSymbolModel] = [], index: Bool = false, devices: Bool = false,
              findings: Bool = false, matrix: Bool = false) -> PageBase {
        PageBase(title: title, root: String(repeating: "../", count: depth), toolVersion: input.metadata.toolVersion,
                 deviceSymbols: symbols, navIndex: index, navDevices: devices, navFindings: findings, navMatrix: matrix)
    }

    static func counts(_ findings: [Finding]) -> [SeverityCount] {
        [Severity.error, .warning, .info].map { severity in
            let count = findings.filter { $0.severity == severity }.count
            return SeverityCount(severity: severity.rawValue, symbol: Diagram.symbol(severity),
                                 label: count == 1 ? severity.rawValue : (severity == .info ? "info" : severity.rawValue + "s"),
                                 count: count)
        }
    }

    /// Environments in catalog order, then orientation, window, content size and direction.
    func sortedEnvironments(_ environments: [Environment]) -> [Environment] {
        let order = Dictionary(input.deviceOrder.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var seen = Set<Environment>()
        return environments.filter { seen.insert($0).inserted }.sorted { a, b in
            let (x, y) = (order[a.device] ?? Int.max, order[b.device] ?? Int.max)
            if x != y { return x < y }
            if a.orientation != b.orientation { return a.orientation < b.orientation }
            if a.window != b.window { return a.window < b.window }
            if a.contentSize != b.contentSize { return a.contentSize < b.contentSize }
            return a.direction < b.direction
        }
    }

    /// `id` overrides the finding's page-wide id where a card appears twice on a page (or
    /// belongs to another run, as an example's findings do).
    func card(_ finding: Finding, depth: Int, totalEnvironments: Int?, id explicitID: String? = nil) -> FindingCardModel {
        let root = String(repeating: "../", count: depth)
        let id = explicitID ?? findingIDs[finding] ?? "f0"
        let kind = result.inputs.first { $0.path == finding.path }?.kind
        let suppression: String
        let isAttribute: Bool
        if finding.rule == InputError.description.id {
            suppression = "input-error cannot be suppressed: fix the input"
            isAttribute = false
        } else if kind == .fixture {
            suppression = "lint-disable=\"\(finding.rule)\" on \(finding.element)"
            isAttribute = true
        } else {
            suppression = "- { rule: \(finding.rule), path: \(finding.path), element: \(finding.element) }"
            isAttribute = false
        }
        var pageHref: String?
        if let scene = finding.scene, let path = scenePaths[summaryKey(finding.path, scene)] {
            pageHref = root + path + "#" + id
        } else if let path = inputPaths[finding.path] {
            pageHref = root + path + "#" + id
        }
        let count = finding.environments.count
        let summary: String
        if count == 0 { summary = "every environment" }
        else if let total = totalEnvironments, total > 0 { summary = "\(count) of \(total) environments" }
        else { summary = "\(count) \(count == 1 ? "environment" : "environments")" }
        return FindingCardModel(
            id: id, rule: finding.rule, ruleHref: root + "rules/\(finding.rule).html", severity: finding.severity.rawValue,
            symbol: Diagram.symbol(finding.severity), message: finding.message, location: "\(finding.location)", path: "\(finding.location)",
            element: finding.element, findingScene: kind == .fixture ? nil : finding.scene.map { id in finding.sceneName.map { "\($0) (\(id))" } ?? id }, environments: finding.environments.map(\.label),
            hasEnvironments: !finding.environments.isEmpty, environmentData: finding.environments.map(\.label).joined(separator: "|"), environmentSummary: summary,
            contexts: finding.contexts, hasContexts: !finding.contexts.isEmpty,
            evidence: finding.evidence.map(evidenceModel),
            pageHref: pageHref, suppression: suppression, suppressionIsAttribute: isAttribute)
    }

    /// A line of code, linked where the configuration says where the files are browsed and
    /// the line's path is inside the linted folder.
    func evidenceModel(_ line: CodeEvidence) -> EvidenceModel {
        let href = input.metadata.repositoryURL.flatMap { base -> String? in
            guard !line.file.hasPrefix("/"), !line.file.hasPrefix("../"), line.file != ".." else { return nil }
            let path = line.file.hasPrefix("./") ? String(line.file.dropFirst(2)) : line.file
            let escaped = path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
            return "\(base)/\(escaped)#L\(line.line)"
        }
        return EvidenceModel(place: line.place, href: href ?? "", says: line.says, code: line.code)
    }

    func filters(findings: [Finding], environments: [Environment], groups: [String] = []) -> FiltersModel {
        let rules = Array(Set(findings.map(\.rule))).sorted()
        return FiltersModel(
            severities: [Severity.error, .warning, .info].map { FilterOption(value: $0.rawValue, label: "\(Diagram.symbol($0)) \($0.rawValue)") },
            rules: rules.map { FilterOption(value: $0, label: $0) },
            environments: environments.map { FilterOption(value: $0.label, label: $0.label) },
            groups: groups.map { FilterOption(value: $0, label: $0) },
            hasGroups: groups.count > 1)
    }

    /// Device symbols for the scenes drawn on a page, one per device and orientation.
    func symbols(for scenes: [MeasuredScene]) -> [DeviceSymbolModel] {
        var seen = Set<String>()
        var result: [DeviceSymbolModel] = []
        for scene in scenes {
            let id = Diagram.symbolID(scene.device, scene.environment.orientation)
            guard seen.insert(id).inserted else { continue }
            result.append(DeviceSymbolModel(device: scene.device, orientation: scene.environment.orientation, screen: scene.screen))
        }
        return result.sorted { $0.id < $1.id }
    }

    /// What each diagram outlines: findings by element, with the message of that environment.
    func highlights(for findings: [Finding], environment: Environment) -> [String: [Diagram.Highlight]] {
        var marks: [String: [Diagram.Highlight]] = [:]
        for finding in findings {
            guard let index = finding.environments.firstIndex(of: environment) else { continue }
            let message = finding.messages.indices.contains(index) ? finding.messages[index] : finding.message
            let overlaps = finding.overlaps.indices.contains(index) ? finding.overlaps[index] : []
            marks[finding.element, default: []].append(Diagram.Highlight(finding: finding, findingID: findingIDs[finding] ?? "",
                                                                         message: message, overlaps: overlaps))
        }
        return marks
    }

    /// For a scene's diagrams, from one walk of its tree: the view each element is drawn on
    /// (a controller on its root view, a constraint on the view it places), and what a diagram
    /// writes on each element. A fixture's ids are names; an Interface Builder id is not, so
    /// the outline name (text, title, user label) is shown, a controller's label or class, and
    /// a constraint's anchor (`scrollView.top`), as the document outline names them.
    static func elements(_ scene: Scene, in document: Document) -> (views: [String: String], names: [String: String]) {
        let isFixture = document.kind == .fixture
        let tree = SceneTree(scene)
        var views: [String: String] = [:], names: [String: String] = [:]
        if !isFixture { for view in tree.views { names[view.node.id] = view.node.label ?? view.node.elementName } }
        for controller in tree.controllers {
            let node = controller.node
            if let root = controller.rootView { views[node.id] = tree.views[root].node.id }
            if !isFixture { names[node.id] = node.label ?? node.className ?? node.kind.rawValue }
            for constraint in controller.constraints {
                let anchor = drawnAnchor(constraint)
                views[constraint.id] = anchor.item.viewID
                let owner = names[anchor.item.viewID] ?? anchor.item.viewID
                let item = anchor.item.guide.map { "\(owner).\($0.rawValue)" } ?? owner
                names[constraint.id] = "\(item).\(anchor.attribute.rawValue)"
            }
        }
        return (views, names)
    }

    /// The anchor a constraint is drawn at and named by: its first view's, or its second's
    /// where the first is a guide (`bottomLayoutGuide.top == list.bottom` places the list).
    static func drawnAnchor(_ constraint: Constraint) -> Anchor {
        if constraint.first.item.guide != nil, let second = constraint.second, second.item.guide == nil { return second }
        return constraint.first
    }

    // MARK: Index, matrix and findings pages

    /// Inputs on one page of the matrix, findings on one page of the list: a large run's
    /// pages stay small enough to open and to render in little memory.
    static let matrixRowsPerPage = 250

    /// Inputs split into pages of at most `limit` rows, an input and its scene rows on one page
    /// (alone, when it has more).
    static func pageRanges(rowCounts: [Int], limit: Int) -> [Range<Int>] {
        var pages: [Range<Int>] = []
        var start = 0, rows = 0
        for (index, count) in rowCounts.enumerated() {
            if rows + count > limit, index > start {
                pages.append(start..<index)
                (start, rows) = (index, 0)
            }
            rows += count
        }
        if start < rowCounts.count || pages.isEmpty { pages.append(start..<rowCounts.count) }
        return pages
    }
    static let findingsPerPage = 500

    /// The inputs rank worst first: errors, then warnings, then info, then by how many, then path.
    /// An input that could not be loaded ranks with those that have errors (it has one per problem).
    static func rankKey(_ summary: InputSummary, _ findings: [Finding]) -> [Int] {
        let worst = findings.map(\.severity).max().map { $0 == .error ? 2 : $0 == .warning ? 1 : 0 } ?? (summary.status == .skipped ? -1 : -2)
        return [-worst] + [Severity.error, .warning, .info].map { severity in -findings.filter { $0.severity == severity }.count }
    }

    /// Where an input's row links: its page, or its entry among the inputs not evaluated.
    func inputHref(_ summary: InputSummary) -> String {
        inputPaths[summary.path] ?? (summary.status == .skipped ? "#skipped" : "#failed")
    }

    func inputRow(_ summary: InputSummary, _ findings: [Finding], rank: Int) -> InputRowModel {
        let worst = findings.map(\.severity).max()
        let status = summary.status == .ok ? (worst.map { "worst: \($0.rawValue)" } ?? "passes") : summary.status == .failed ? "could not be loaded" : "skipped"
        let count = { (severity: Severity) in findings.filter { $0.severity == severity }.count }
        let rules = Set(findings.map(\.rule)).sorted().joined(separator: " ")
        return InputRowModel(
            name: summary.name, path: summary.path, href: inputHref(summary),
            severity: summary.status == .ok ? (worst?.rawValue ?? "pass") : "none", symbol: worst.map(Diagram.symbol) ?? (summary.status == .ok ? "✓" : "—"),
            status: status, errors: count(.error), warnings: count(.warning), infos: count(.info), total: findings.count,
            sceneCount: summary.scenes.count, rules: rules, rank: rank)
    }

    func pageLinks(count: Int, current: Int, file: (Int) -> String, label: (Int) -> String) -> [PageLinkModel] {
        (0..<count).map { PageLinkModel(label: label($0), href: file($0), isCurrent: $0 == current) }
    }

    static func matrixFile(_ page: Int) -> String { page == 0 ? "matrix.html" : "matrix-\(page + 1).html" }
    static func findingsFile(_ page: Int) -> String { page == 0 ? "findings.html" : "findings-\(page + 1).html" }

    func indexPage() -> IndexPageModel {
        let ranked = rankedInputs.enumerated().map { inputRow($1.summary, $1.findings, rank: $0) }
        let failing = ranked.filter { $0.total > 0 || $0.severity == "none" }
        var ruleCounts: [String: Int] = [:]
        for finding in result.findings { ruleCounts[finding.rule, default: 0] += 1 }
        let topRules = ruleCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map { id, count -> RuleCountModel in
            let rule = RuleRegistry.rule(id: id)?.description
            let severity = result.findings.filter { $0.rule == id }.map(\.severity).max() ?? .warning
            return RuleCountModel(id: id, href: "rules/\(id).html", count: count, severity: severity.rawValue,
                                  symbol: Diagram.symbol(severity), summary: rule?.summary ?? "")
        }
        var contextCounts: [String: Int] = [:]
        for finding in result.findings { for context in Set(finding.contexts.map(Self.contextKind)) { contextCounts[context, default: 0] += 1 } }
        let contexts = contextCounts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { ContextCountModel(context: $0.key, count: $0.value) }
        let failed = result.inputs.filter { $0.status == .failed }.map { summary in
            FailedInputModel(path: summary.path, errors: (findingsByPath[summary.path] ?? [])
                .filter { $0.rule == InputError.description.id }
                .map { card($0, depth: 0, totalEnvironments: nil, id: "load-" + (findingIDs[$0] ?? "f0")) })
        }
        let skipped = result.inputs.filter { $0.status == .skipped }.enumerated().map { offset, summary in
            FailedInputModel(path: summary.path, errors: summary.errors.enumerated().map { index, error in
                card(Finding(rule: "input-error", severity: .info, message: error.message, location: error.location,
                             element: "input", scene: nil, environments: []), depth: 0, totalEnvironments: nil,
                     id: "skipped-\(offset + 1)-\(index + 1)")
            })
        }
        var notes: [String] = []
        if result.failedInputs > 0 { notes.append(plural(result.failedInputs, "input", "inputs") + " could not be loaded (see below).") }
        if result.suppressedCount > 0 { notes.append(plural(result.suppressedCount, "finding", "findings") + " suppressed.") }
        if !result.fixed.isEmpty { notes.append(plural(result.fixed.count, "baselined finding", "baselined findings") + " fixed.") }
        return IndexPageModel(
            page: base("layout-lint report", depth: 0, index: true),
            inputCount: result.inputs.count, environmentCount: environments.count,
            counts: Self.counts(result.findings), hasAside: !notes.isEmpty, aside: notes.joined(separator: " "),
            failingInputs: failing, hasFailingInputs: !failing.isEmpty,
            passingInputs: ranked.filter { $0.total == 0 && $0.severity != "none" }, hasPassingInputs: ranked.count > failing.count,
            passingCount: ranked.count - failing.count,
            topRules: topRules, hasTopRules: !topRules.isEmpty, contexts: contexts, hasContexts: !contexts.isEmpty,
            failedInputs: failed, hasFailedInputs: !failed.isEmpty, skippedInputs: skipped,
            skippedCount: plural(skipped.count, "input skipped", "inputs skipped"), hasSkippedInputs: !skipped.isEmpty,
            matrixPages: pageLinks(count: matrixPageCount, current: -1, file: Self.matrixFile) { page in
                "inputs \(matrixPages[page].lowerBound + 1)–\(matrixPages[page].upperBound)" },
            findingsPages: pageLinks(count: findingsPageCount, current: -1, file: Self.findingsFile) { page in
                "findings \(page * Self.findingsPerPage + 1)–\(min(result.findings.count, (page + 1) * Self.findingsPerPage))" },
            findingCount: result.findings.count)
    }

    /// A context as the index counts it: its kind, without the document position it was read at.
    static func contextKind(_ context: String) -> String {
        let kind = context.split(separator: ":", maxSplits: 1).first.map(String.init) ?? context
        return kind.count > 80 ? String(kind.prefix(80)) + "…" : kind
    }

    func matrixPage(_ page: Int) -> MatrixPageModel {
        // A text size or direction every column has is said once, not in every header.
        let sharedSize = Set(environments.map(\.contentSize)).count == 1 ? environments.first?.contentSize : nil
        let sharedDirection = Set(environments.map(\.direction)).count == 1 ? environments.first?.direction : nil
        let columns = environments.map { environment in
            var detail = [environment.orientation.rawValue]
            if sharedSize == nil { detail.append(environment.contentSize.shortName) }
            if sharedDirection == nil { detail.append(environment.direction.rawValue) }
            if environment.window != .full { detail.append(environment.window.rawValue) }
            if environment.presentation != .fullScreen { detail.append(environment.presentation.rawValue) }
            return MatrixColumnModel(label: environment.label, device: environment.device,
                                     detail: detail.joined(separator: " · "), value: environment.label)
        }
        var devices: [MatrixDeviceModel] = []
        for column in columns {
            if devices.last?.device == column.device { devices[devices.count - 1].span += 1 } else { devices.append(MatrixDeviceModel(device: column.device, span: 1)) }
        }
        let shared = [sharedSize.map { "text size \($0.shortName)" }, sharedDirection.map { $0 == .leftToRight ? "left to right" : "right to left" }]
            .compactMap { $0 }.joined(separator: ", ")
        let ranked = rankedInputs
        let slice = ranked[matrixPages[page]]
        let anchors = environments.map { "#d-" + Diagram.slug($0.label) }
        let rows = slice.flatMap { summary, findings in
            [MatrixRowModel(name: summary.name, path: summary.path, href: inputHref(summary), failed: summary.status != .ok,
                            cells: zip(environments, anchors).map { matrixCell(summary, findings, $0, anchor: $1) },
                            findingCount: findings.count)]
                + sceneRows(summary, findings, anchors: anchors)
        }
        let links = pageLinks(count: matrixPageCount, current: page, file: Self.matrixFile) { "\($0 + 1)" }
        return MatrixPageModel(page: base("Inputs × environments: layout-lint", depth: 0, matrix: true), devices: devices, columns: columns,
                               shared: shared.isEmpty ? "" : "Every column: \(shared).", rows: rows,
                               pages: links, hasPages: matrixPageCount > 1,
                               range: "inputs \(slice.startIndex + 1)–\(slice.endIndex) of \(ranked.count), worst first")
    }

    /// The worst finding of an input in one environment; the cell links to the diagram (at
    /// `anchor`) of the scene the worst finding is in.
    func matrixCell(_ summary: InputSummary, _ findings: [Finding], _ environment: Environment, anchor: String) -> MatrixCellModel {
        guard summary.environments.contains(environment) else { return .notEvaluated }
        return cell(findings, in: environment) { worst in
            (worst.scene.flatMap { scenePaths[summaryKey(summary.path, $0)] } ?? inputHref(summary)) + anchor
        }
    }

    /// A row per scene of a document with several (a storyboard), under the document's row:
    /// its cells hold that scene's findings only, where that scene was measured, and link to
    /// its diagrams; a finding of the whole document stays on the document's row.
    func sceneRows(_ summary: InputSummary, _ findings: [Finding], anchors: [String]) -> [MatrixRowModel] {
        guard summary.scenes.count > 1 else { return [] }
        return summary.scenes.map { scene in
            let here = findings.filter { $0.scene == scene.id }
            let page = scenePaths[summaryKey(summary.path, scene.id)] ?? inputHref(summary)
            let measured = Set(scene.environments)
            let cells = zip(environments, anchors).map { environment, anchor in
                measured.contains(environment) ? cell(here, in: environment) { _ in page + anchor } : .notEvaluated
            }
            return MatrixRowModel(name: scene.name, path: "", href: page, failed: false, cells: cells,
                                  findingCount: here.count, isScene: true, input: summary.path, scene: scene.id)
        }
    }

    /// The worst of the findings there in `environment` (one with no environment of its own is
    /// there in every one), linking to where `link` says for it.
    func cell(_ findings: [Finding], in environment: Environment, link: (Finding) -> String) -> MatrixCellModel {
        let here = findings.filter { $0.environments.isEmpty || $0.environments.contains(environment) }
        guard let worst = here.max(by: { $0.severity < $1.severity }) else { return .passing }
        let rules = Array(Set(here.map(\.rule))).sorted().joined(separator: ", ")
        return MatrixCellModel(severity: worst.severity.rawValue, symbol: Diagram.symbol(worst.severity),
                               title: "\(here.count) \(here.count == 1 ? "finding" : "findings"): \(rules)", cellLink: link(worst))
    }

    func findingsPage(_ page: Int) -> FindingsPageModel {
        let all = result.findings
        let slice = all[min(all.count, page * Self.findingsPerPage)..<min(all.count, (page + 1) * Self.findingsPerPage)]
        let cards = slice.map { card($0, depth: 0, totalEnvironments: nil) }
        return FindingsPageModel(page: base("Findings: layout-lint", depth: 0, findings: true), findings: cards, hasFindings: !cards.isEmpty,
                                 filters: filters(findings: Array(slice), environments: environments),
                                 pages: pageLinks(count: findingsPageCount, current: page, file: Self.findingsFile) { "\($0 + 1)" },
                                 hasPages: findingsPageCount > 1,
                                 range: all.isEmpty ? "no findings" : "findings \(slice.startIndex + 1)–\(slice.endIndex) of \(all.count)")
    }

    // MARK: Scene pages

    func scenePage(summary: InputSummary, document: Document, scene: Scene, measured all: [MeasuredScene]) -> ScenePageModel {
        let ofInput = findingsByPath[summary.path] ?? []
        let findings = ofInput.filter { $0.scene == scene.id || $0.scene == nil }
        // What every finding rests on is said once, above them; a card keeps what is its own.
        let shared = SharedGrounds(findings)
        var measuredIn = [summary.project?.description ?? (document.kind == .fixture ? "the fixture's matrix" : "the configured matrix")]
        for context in shared.contexts where !measuredIn.contains(context) { measuredIn.append(context) }
        let measured = all.filter { $0.sceneID == scene.id }
        let environments = sortedEnvironments(measured.map(\.environment))
        let ordered = environments.compactMap { environment in measured.first { $0.environment == environment } }
        let (elementViews, names) = Self.elements(scene, in: document)
        var groups: [DiagramGroupModel] = []
        for scene in ordered {
            let diagram = Diagram.model(scene, idPrefix: "d-", highlights: highlights(for: findings, environment: scene.environment),
                                        elementViews: elementViews, names: names)
            if let index = groups.firstIndex(where: { $0.value == diagram.group }) {
                groups[index].diagrams.append(diagram)
            } else {
                groups.append(DiagramGroupModel(label: diagram.group, value: diagram.group, slug: Diagram.slug(diagram.group), diagrams: [diagram]))
            }
        }
        let scenes = document.scenes.compactMap { other -> SceneRowModel? in
            guard let path = scenePaths[summaryKey(summary.path, other.id)] else { return nil }
            let own = ofInput.filter { $0.scene == other.id }
            let worst = own.map(\.severity).max()
            return SceneRowModel(name: other.name, id: other.id, href: "../" + path, isCurrent: other.id == scene.id,
                                 findingCount: own.isEmpty ? "no findings" : plural(own.count, "finding", "findings"),
                                 severity: worst?.rawValue ?? "pass", symbol: worst.map(Diagram.symbol) ?? "✓")
        }
        return ScenePageModel(
            page: base("\(document.name): layout-lint", depth: 1, symbols: symbols(for: ordered)),
            name: document.name, path: summary.path, kind: document.kind.rawValue, sceneName: scene.name,
            scenes: scenes, hasOtherScenes: scenes.count > 1, designDevice: document.designDevice, counts: Self.counts(findings),
            entries: entries(findings) { finding in
                var card = card(finding, depth: 1, totalEnvironments: environments.count)
                card.focus = focus(finding, id: card.id, in: ordered, elementViews: elementViews, names: names)
                card.contexts = shared.ownContexts(finding)
                card.hasContexts = !card.contexts.isEmpty
                card.evidence = finding.evidence.filter { !shared.lines.contains($0) }.map(evidenceModel)
                card.findingScene = finding.scene == nil ? card.findingScene : nil
                card.pageHref = nil
                card.location = String(card.location.split(separator: "/").last ?? Substring(card.location))
                return card
            }, hasFindings: !findings.isEmpty,
            groups: groups, filters: filters(findings: findings, environments: environments, groups: groups.map(\.value)),
            environmentCount: environments.count, measuredIn: measuredIn, hasMeasuredIn: !measuredIn.isEmpty,
            sceneEvidence: shared.lines.map(evidenceModel), hasSceneEvidence: !shared.lines.isEmpty)
    }

    /// What a screen's findings rest on, said once above them: every way the screen is shown
    /// (a finding has those of its environments), and the lines of code every finding has.
    struct SharedGrounds {
        var contexts: [String] = []
        /// Contexts every finding has.
        var common: Set<String> = []
        var lines: [CodeEvidence] = []

        init(_ findings: [Finding]) {
            guard let first = findings.first else { return }
            for context in findings.flatMap(\.contexts) where !contexts.contains(context) { contexts.append(context) }
            common = Set(contexts.filter { context in findings.allSatisfy { $0.contexts.contains(context) } })
            lines = first.evidence.filter { line in findings.allSatisfy { $0.evidence.contains(line) } }
        }

        /// What a card says of how the screen is shown: only where it is not every way the
        /// screen is shown (its finding occurs in some of them), and not what all share.
        func ownContexts(_ finding: Finding) -> [String] {
            guard !Set(contexts).isSubset(of: Set(finding.contexts)) else { return [] }
            return finding.contexts.filter { !common.contains($0) }
        }
    }

    /// A screen's cards in finding order, where the findings of one rule with the same
    /// severity in the same environments (one cause, such as twelve views under the same
    /// inset) are one group, at the place of its first finding, a row each.
    func entries(_ findings: [Finding], card: (Finding) -> FindingCardModel) -> [FindingEntryModel] {
        struct Cause: Hashable { var rule: String, severity: Severity, environments: [Environment] }
        let cause = { (finding: Finding) in Cause(rule: finding.rule, severity: finding.severity, environments: finding.environments) }
        var members: [Cause: [Finding]] = [:]
        for finding in findings { members[cause(finding), default: []].append(finding) }
        var entries: [FindingEntryModel] = []
        var placed = Set<Cause>()
        for finding in findings {
            let key = cause(finding)
            let group = members[key] ?? []
            guard group.count > 1 else { entries.append(FindingEntryModel(card: card(finding))); continue }
            guard placed.insert(key).inserted else { continue }
            var rows = group.map(card)
            for index in rows.indices { rows[index].inGroup = true }
            let first = rows[0]
            entries.append(FindingEntryModel(group: FindingGroupModel(
                rule: key.rule, ruleHref: first.ruleHref, severity: first.severity, symbol: first.symbol,
                summary: "\(group.count) findings, in \(first.environmentSummary)", environments: first.environments,
                hasEnvironments: first.hasEnvironments, rows: rows)))
        }
        return entries
    }

    /// The focus view of a finding: the environment its message quotes, drawn large with only
    /// this finding outlined, beside the same screen where the finding does not occur (the
    /// same device turned, else another device in the same orientation), if there is one.
    func focus(_ finding: Finding, id: String, in scenes: [MeasuredScene], elementViews: [String: String], names: [String: String]) -> FocusModel? {
        guard !finding.environments.isEmpty else { return nil }
        let quoted = finding.environments.indices.first { finding.message.hasSuffix("on \(finding.environments[$0].shortLabel))") }
            ?? finding.environments.indices.first { finding.messages.indices.contains($0) && finding.messages[$0] == finding.message } ?? 0
        let worstEnvironment = finding.environments[quoted]
        guard let worst = scenes.first(where: { $0.environment == worstEnvironment }) else { return nil }
        let passes = scenes.filter { !finding.environments.contains($0.environment) }
        let passing = passes.first { $0.environment.device == worstEnvironment.device }
            ?? passes.first { $0.environment.orientation == worstEnvironment.orientation } ?? passes.first
        let focusScale = Diagram.scale * 1.6
        func draw(_ scene: MeasuredScene, _ role: String) -> DiagramModel {
            Diagram.model(scene, idPrefix: "focus-\(id)-\(role)-", highlights: highlights(for: [finding], environment: scene.environment),
                          elementViews: elementViews, names: names, scale: focusScale, dimensioned: role == "worst")
        }
        let message = finding.messages.indices.contains(quoted) ? finding.messages[quoted] : finding.message
        return FocusModel(worst: draw(worst, "worst"), worstMessage: "\(worstEnvironment.shortLabel): \(message)",
                          passing: passing.map { draw($0, "passing") },
                          passingNote: passing.map { "\($0.environment.shortLabel): passes" } ?? "it occurs in every environment of this screen")
    }

    // MARK: Rule pages

    func rulePage(_ rule: RuleDescription) -> RulePageModel {
        let page = RuleDocumentation.page(for: rule.id) ?? "# \(rule.id)\n\n\(rule.summary)\n"
        var documentation = MarkdownRenderer.html(page)
        // The page's title is the template's heading.
        if let end = documentation.range(of: "</h1>") { documentation = String(documentation[end.upperBound...]) }
        let examples = input.examples.filter { $0.rule == rule.id }.map { run -> ExampleModel in
            let findings = run.result.findings.filter { $0.rule == rule.id }
            let measured = run.result.measurements.values.flatMap { $0 }
            var wanted: [Environment] = []
            for finding in findings { wanted += measured.map(\.environment).filter(finding.environments.contains) }
            if wanted.isEmpty { wanted = measured.map(\.environment) }
            let environments = Array(sortedEnvironments(wanted).prefix(4))
            var diagrams: [DiagramModel] = []
            for environment in environments {
                guard let scene = measured.first(where: { $0.environment == environment }),
                      let document = run.result.documents.values.first,
                      let modelScene = document.scenes.first(where: { $0.id == scene.sceneID }) else { continue }
                let elements = Self.elements(modelScene, in: document)
                diagrams.append(Diagram.model(scene, idPrefix: "x-\(Diagram.slug(run.file))-",
                                              highlights: highlights(for: findings, environment: environment),
                                              elementViews: elements.views, names: elements.names))
            }
            let prefix = "x-\(Diagram.slug(run.file))-"
            // Each example finding with its focus view, as on a screen's page.
            let cards = findings.enumerated().map { offset, finding -> FindingCardModel in
                var card = card(finding, depth: 1, totalEnvironments: nil, id: prefix + "f\(offset + 1)")
                if let document = run.result.documents.values.first,
                   let modelScene = document.scenes.first(where: { $0.id == finding.scene }) ?? document.scenes.first {
                    let elements = Self.elements(modelScene, in: document)
                    card.focus = focus(finding, id: card.id, in: measured.filter { $0.sceneID == modelScene.id },
                                       elementViews: elements.views, names: elements.names)
                }
                return card
            }
            return ExampleModel(file: run.file, triggers: run.triggers, verdict: run.triggers ? "triggers" : "passes",
                                source: run.source, findings: cards, diagrams: diagrams)
        }
        let occurrences = result.findings.filter { $0.rule == rule.id }.map { card($0, depth: 1, totalEnvironments: nil) }
        let exampleScenes = input.examples.filter { $0.rule == rule.id }.flatMap { $0.result.measurements.values.flatMap { $0 } }
        return RulePageModel(
            page: base("\(rule.id): layout-lint", depth: 1, symbols: symbols(for: exampleScenes)),
            id: rule.id, severity: rule.defaultSeverity.rawValue, symbol: Diagram.symbol(rule.defaultSeverity),
            category: rule.category.title, summary: rule.summary, documentation: documentation,
            examples: examples, hasExamples: !examples.isEmpty, occurrences: occurrences, hasOccurrences: !occurrences.isEmpty,
            canBeDisabled: rule.canBeDisabled)
    }

    func rulesIndexPage() -> RulesIndexModel {
        let rules = RuleRegistry.all.map(\.description).map { rule in
            RuleCountModel(id: rule.id, href: "rules/\(rule.id).html", count: result.findings.filter { $0.rule == rule.id }.count,
                           severity: rule.defaultSeverity.rawValue, symbol: Diagram.symbol(rule.defaultSeverity), summary: rule.summary)
        }
        return RulesIndexModel(page: base("Rules: layout-lint", depth: 0), rules: rules)
    }

    // MARK: Devices

    func devicesPage() -> DevicesPageModel {
        var families: [DeviceFamilyModel] = []
        var symbols: [DeviceSymbolModel] = []
        for entry in input.devices {
            let device = entry.device
            var drawings: [DeviceDrawingModel] = []
            for (orientation, screen) in entry.screens {
                symbols.append(DeviceSymbolModel(device: device, orientation: orientation, screen: screen))
                let insets = screen.safeAreaInsets
                let bounds = screen.screenBounds
                var bands: [BandModel] = []
                if insets.top > 0 { bands.append(BandModel(rect: RectModel(Rect(x: 0, y: 0, width: bounds.width, height: insets.top)), edge: "top")) }
                if insets.bottom > 0 { bands.append(BandModel(rect: RectModel(Rect(x: 0, y: bounds.maxY - insets.bottom, width: bounds.width, height: insets.bottom)), edge: "bottom")) }
                if insets.left > 0 { bands.append(BandModel(rect: RectModel(Rect(x: 0, y: 0, width: insets.left, height: bounds.height)), edge: "left")) }
                if insets.right > 0 { bands.append(BandModel(rect: RectModel(Rect(x: bounds.maxX - insets.right, y: 0, width: insets.right, height: bounds.height)), edge: "right")) }
                let n = Diagram.number
                drawings.append(DeviceDrawingModel(
                    orientation: orientation.rawValue, symbol: Diagram.symbolID(device, orientation),
                    viewBox: "0 0 \(n(bounds.width)) \(n(bounds.height))",
                    width: n((bounds.width * Diagram.scale * 0.6).rounded()), height: n((bounds.height * Diagram.scale * 0.6).rounded()),
                    bands: bands,
                    insets: "\(n(insets.top)) \(n(insets.left)) \(n(insets.bottom)) \(n(insets.right))",
                    statusBar: screen.statusBarFrame.map { n($0.height) } ?? "hidden",
                    safeFrame: RectModel(screen.safeAreaFrame)))
            }
            let card = DeviceCardModel(
                name: device.name, id: Diagram.slug(device.name),
                points: "\(Diagram.number(device.portraitSize.width)) × \(Diagram.number(device.portraitSize.height)) pt",
                scale: "@\(Diagram.number(device.scale))x", cutout: device.cutout.kind.rawValue,
                cornerRadius: Diagram.number(device.cornerRadius), confidence: device.provenance.confidence.rawValue,
                drawings: drawings)
            let family = device.idiom == .phone ? "iPhone" : device.idiom == .pad ? "iPad" : "Apple TV"
            if let index = families.firstIndex(where: { $0.name == family }) {
                families[index].devices.append(card)
            } else {
                families.append(DeviceFamilyModel(name: family, devices: [card]))
            }
        }
        return DevicesPageModel(page: base("Devices: layout-lint", depth: 0, symbols: symbols, devices: true),
                                families: families, count: input.devices.count,
                                choices: DeviceCatalog.standard.choices)
    }
}
