import Foundation
import LayoutModel

/// An app's code, read once per run: every source file tokenized, its declarations, the
/// class map (class, superclass, declaration, bodies across extensions and categories), and
/// where each type name and string appears. Questions about a class are answered from it
/// by `facts(forClass:...)`, a pure function of the index, so documents checked in parallel
/// share it.
public struct CodeIndex: Sendable, CodeFactsSource {
    public struct Place: Sendable, Hashable {
        public var file: Int32
        public var token: Int32
    }

    public struct ClassInfo: Sendable {
        public var name: String
        public var superclass: String?
        public var declaration: Place?
        /// Bodies of the class, its extensions and categories: (file, token range).
        public var bodies: [(file: Int, range: Range<Int>)] = []
        /// Tokens that declare it (`class X`, `extension X`, `@interface X`, `@implementation X`).
        public var declarationTokens: Set<Place> = []
    }

    public private(set) var files: [SourceFile] = []
    public private(set) var structures: [Structure] = []
    public private(set) var classes: [String: ClassInfo] = [:]
    /// Functions by name (Swift base name, Objective-C selector).
    public private(set) var functions: [String: [(file: Int, index: Int)]] = [:]
    /// Where each capitalised identifier (a type's name) appears.
    var typeNames = PlaceTable()
    /// Where each plain string appears, by its content's hash.
    var strings = PlaceTable()
    /// Problems of files that could not be read or were skipped, and lexing problems.
    public private(set) var warnings: [LoadError] = []
    public private(set) var byteCount = 0
    /// How the run's documents show classes (a segue presenting the navigation controller a
    /// class is the root of): where the code does not show a pushing class, its screens
    /// pushed by code are in that presentation.
    public var shownByDocuments: [String: [ShownByCode]] = [:]
    /// The absolute folder of each file, to keep a document's facts to its app's code.
    var folders: [String] = []

    public var hasCode: Bool { !files.isEmpty }

    public init() {}

    /// Reads the sources under the roots (see `SourceDiscovery`).
    /// `jobs`: files are read and tokenized on this many threads, then indexed in path order.
    public static func build(roots: [String], jobs: Int = 1, isExcluded: (String) -> Bool = { _ in false }) -> CodeIndex {
        let found = SourceDiscovery.find(roots: roots, isExcluded: isExcluded)
        var index = CodeIndex()
        index.warnings = found.warnings
        let prepared = Prepared(count: found.paths.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, found.paths.count))) { worker in
            for offset in stride(from: worker, to: found.paths.count, by: max(1, min(jobs, found.paths.count))) {
                let path = found.paths[offset]
                prepared.set(offset, SourceDiscovery.read(path).map { bytes in
                    let file = SourceFile(path: path, bytes: bytes)
                    return (file, Structure(file))
                })
            }
        }
        var loaded: [(SourceFile, Structure)] = []
        for result in prepared.results {
            switch result {
            case .success(let pair)?: loaded.append(pair)
            case .failure(let error)?: index.warnings.append(error)
            case nil: break
            }
        }
        index.add(loaded)
        return index
    }

    /// Results written by several threads, each to its own slot.
    private final class Prepared: @unchecked Sendable {
        var results: [Result<(SourceFile, Structure), LoadError>?]
        private let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ offset: Int, _ result: Result<(SourceFile, Structure), LoadError>) { lock.withLock { results[offset] = result } }
    }

    /// An index of files held in memory (tests, the fuzz campaign).
    public static func build(files: [(path: String, text: String)]) -> CodeIndex {
        var index = CodeIndex()
        index.add(files.map { text in
            let file = SourceFile(path: text.path, bytes: Array(text.text.utf8))
            return (file, Structure(file))
        })
        return index
    }

    private mutating func add(_ sources: [(SourceFile, Structure)]) {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var folderOf: [Substring: String] = [:]
        var typeEntries: [(hash: UInt64, place: Place)] = []
        var stringEntries: [(hash: UInt64, place: Place)] = []
        for (source, structure) in sources {
            let number = files.count
            files.append(source)
            let relative = source.path[..<(source.path.lastIndex(of: "/") ?? source.path.startIndex)]
            if let known = folderOf[relative] {
                folders.append(known)
            } else {
                let folder = Self.absoluteFolder(of: source.path, workingDirectory: workingDirectory)
                folderOf[relative] = folder
                folders.append(folder)
            }
            byteCount += source.bytes.count
            for problem in source.problems {
                warnings.append(LoadError(problem.message + "; the rest of the file is read as well as it can be",
                                          at: SourceLocation(file: source.path, line: problem.line, column: 1)))
            }
            structures.append(structure)
            for type in structure.types {
                let place = Place(file: Int32(number), token: Int32(type.nameToken))
                // Changed in place: a copy out of the dictionary and back copied its sets.
                Self.declare(type, at: place, body: (number, type.body), in: &classes[type.name, default: ClassInfo(name: type.name)])
            }
            for (offset, function) in structure.functions.enumerated() {
                functions[function.name, default: []].append((number, offset))
            }
            for position in source.capitalized {
                typeEntries.append((source.tokens[Int(position)].hash, Place(file: Int32(number), token: position)))
            }
            for position in source.plainStrings {
                stringEntries.append((source.tokens[Int(position)].hash, Place(file: Int32(number), token: position)))
            }
            // `@class X;` forward declarations name no use of X.
            for position in structure.forwardDeclarations {
                let name = source.text(position)
                classes[name, default: ClassInfo(name: name)].declarationTokens.insert(Place(file: Int32(number), token: Int32(position)))
            }
        }
        typeNames = PlaceTable(typeEntries)
        strings = PlaceTable(stringEntries)
    }

    private static func declare(_ type: Structure.TypeDecl, at place: Place, body: (file: Int, range: Range<Int>), in info: inout ClassInfo) {
        if type.isClass {
            if info.declaration == nil { info.declaration = place }
            if info.superclass == nil { info.superclass = type.superclass }
        }
        info.declarationTokens.insert(place)
        info.bodies.append(body)
    }

    /// The absolute, normalized folder of a path, by string (no file system call: resolving
    /// links per file was a third of the scan). Project paths are normalized the same way.
    static func absoluteFolder(of path: String, workingDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        parts.removeLast()
        return "/" + parts.joined(separator: "/")
    }

    /// Which files a question may read: those in the scope (all without one, or when the
    /// scope names no file of the index).
    func allowed(by scope: CodeScope?) -> FileFilter {
        guard let scope, !scope.folders.isEmpty || !scope.trees.isEmpty else { return FileFilter(allowed: []) }
        var cache: [String: Bool] = [:]
        let allowed = folders.map { folder in
            if let known = cache[folder] { return known }
            let inside = scope.contains(folder: folder)
            cache[folder] = inside
            return inside
        }
        return FileFilter(allowed: allowed.contains(true) ? allowed : [])
    }

    /// The class and its superclasses that the app declares, nearest first (a cycle stops).
    public func lineage(of name: String) -> [ClassInfo] {
        var result: [ClassInfo] = []
        var seen = Set<String>()
        var current: String? = name
        while let next = current, seen.insert(next).inserted, let info = classes[next] {
            result.append(info)
            current = info.superclass
        }
        return result
    }

    /// The bodies (class, extensions, categories) of the class and its superclasses, nearest
    /// first, with the class each belongs to: what the scans of one class's code walk.
    func bodies(ofLineage name: String, _ filter: FileFilter) -> [(owner: String, file: Int, range: Range<Int>)] {
        lineage(of: name).flatMap { info in
            info.bodies.filter { filter.allows($0.file) }.map { (info.name, $0.file, $0.range) }
        }
    }

    /// The innermost function of a file whose body holds the token.
    func function(in file: Int, containing token: Int) -> Structure.FunctionDecl? {
        var best: Structure.FunctionDecl?
        for function in structures[file].functions where function.body.contains(token) {
            if best == nil || function.body.count < best!.body.count { best = function }
        }
        return best
    }

    public func facts(forClass name: String, storyboard: String?, identifier: String?, nib: String?, scope: CodeScope? = nil) -> ClassFacts {
        var facts = ClassFacts()
        guard hasCode else { return facts }
        let filter = allowed(by: scope)
        if let declaration = classes[name]?.declaration, filter.allows(Int(declaration.file)) {
            facts.declaration = files[Int(declaration.file)].evidence(at: Int(declaration.token), "declares it")
        }
        let scan = ShowingScan(index: self, filter: filter)
        var sites = scan.creationSites(ofClass: name, storyboard: storyboard, identifier: identifier, nib: nib)
        facts.isUnreferenced = sites.isEmpty && !isReferenced(name, nib: nib, identifier: identifier, filter: filter)
        if storyboard != nil {
            // A storyboard scene is loaded by its storyboard (a segue, the initial controller,
            // an identifier, a generated accessor), never by the class's initialiser.
            facts.createdWithoutScene = sites.filter(\.isInitialiser).map { files[Int($0.place.file)].evidence(at: Int($0.place.token), $0.says) }
            sites.removeAll(where: \.isInitialiser)
        }
        for site in sites {
            var outcomes = scan.outcomes(of: site)
            let presenter = function(in: Int(site.place.file), containing: Int(site.place.token))?.owner
            if outcomes.contains(where: { $0.presentation == .popover }), let kept = keepsPopovers(presenter, filter) {
                for offset in outcomes.indices where outcomes[offset].presentation == .popover {
                    outcomes[offset].presentation = .popoverKept
                    outcomes[offset].evidence.append(kept)
                }
            }
            if outcomes.isEmpty {
                facts.unresolved.append(files[Int(site.place.file)].evidence(at: Int(site.place.token), site.says))
            }
            // One way of being shown once (addChild and addSubview of its view are one embedding).
            for outcome in outcomes where !facts.shown.contains(where: {
                $0.presentation == outcome.presentation && $0.isAutomatic == outcome.isAutomatic && $0.container == outcome.container
                    && $0.evidence.first == outcome.evidence.first
            }) {
                facts.shown.append(outcome)
            }
        }
        let style = ControllerTraits(index: self, filter: filter).presentationStyle(of: name)
        if let style {
            // A style the class sets on itself holds wherever it is presented with the default.
            for offset in facts.shown.indices where facts.shown[offset].isAutomatic {
                facts.shown[offset].presentation = style.presentation
                facts.shown[offset].isAutomatic = false
                facts.shown[offset].evidence.append(style.evidence)
            }
        }
        var visiting: Set<String> = [name]
        // A segue counts for the documents of its own app (samples side by side share class names).
        let workingDirectory = FileManager.default.currentDirectoryPath
        let documents = shownByDocuments.mapValues { ways in
            ways.filter { way in scope.map { $0.contains(folder: Self.absoluteFolder(of: way.evidence[0].file, workingDirectory: workingDirectory)) } ?? true }
        }
        facts.shown = inheritPushers(facts.shown, scan: scan, filter: filter, documents: documents, visiting: &visiting)
        ControllerTraits(index: self, filter: filter).orientations(of: name, into: &facts)
        facts.statusBarHidden = ControllerTraits(index: self, filter: filter).statusBarHidden(of: name)
        facts.hidesNavigationBar = ControllerTraits(index: self, filter: filter).hidesNavigationBar(name)
        if let edges = ControllerTraits(index: self, filter: filter).extendedEdges(of: name) {
            facts.extendedEdges = edges.edges
            facts.extendedEdgesEvidence = edges.evidence
        }
        if let base = lineage(of: name).first(where: { ClassFacts.listItemClasses.contains($0.superclass ?? "") }),
           let declaration = base.declaration, filter.allows(Int(declaration.file)) {
            facts.listItem = files[Int(declaration.file)].evidence(at: Int(declaration.token), "declares \(base.name) a \(base.superclass!)")
        }
        let placement = PlacementScan(index: self, filter: filter)
        facts.placedOutlets = placement.placedViews(of: name)
        facts.outletSettings = placement.outletSettings(of: name)
        return facts
    }

    /// A controller pushed by another class's method shows in the navigation controller that
    /// shows that class: in the sheet (or popover) the code presents the pusher in. A pusher
    /// the code shows nowhere it can follow leaves the push full screen, as before.
    func inheritPushers(_ shown: [ShownByCode], scan: ShowingScan, filter: FileFilter, documents: [String: [ShownByCode]],
                        visiting: inout Set<String>) -> [ShownByCode] {
        var result: [ShownByCode] = []
        for outcome in shown {
            guard let pusher = outcome.pushedBy, visiting.count <= Self.maximumPushChain,
                  visiting.insert(pusher).inserted else { result.append(outcome); continue }
            defer { visiting.remove(pusher) }
            var pusherShown = scan.creationSites(ofClass: pusher, storyboard: nil, identifier: nil, nib: nil).flatMap(scan.outcomes(of:))
            if let style = ControllerTraits(index: self, filter: filter).presentationStyle(of: pusher) {
                for offset in pusherShown.indices where pusherShown[offset].isAutomatic {
                    pusherShown[offset].presentation = style.presentation
                    pusherShown[offset].isAutomatic = false
                    pusherShown[offset].evidence.append(style.evidence)
                }
            }
            // The documents' segues, where the code shows the pusher nowhere it can follow.
            if !pusherShown.contains(where: { $0.presentation != nil }) { pusherShown += documents[pusher] ?? [] }
            let known = inheritPushers(pusherShown, scan: scan, filter: filter, documents: documents, visiting: &visiting).filter { $0.presentation != nil }
            guard !known.isEmpty else { result.append(outcome); continue }
            for way in known {
                let inSheet = [Presentation.formSheet, .pageSheet, .popover, .popoverKept].contains(way.presentation!)
                let lines = way.evidence.map { line in
                    var line = line
                    line.says += " (\(pusher), which pushes it)"
                    return line
                }
                let inherited = ShownByCode(presentation: inSheet ? way.presentation : .fullScreen, isAutomatic: inSheet && way.isAutomatic,
                                            container: .navigation, evidence: outcome.evidence + lines, pushedBy: pusher)
                if !result.contains(where: { $0.presentation == inherited.presentation && $0.isAutomatic == inherited.isAutomatic
                    && $0.evidence.first == inherited.evidence.first }) {
                    result.append(inherited)
                }
            }
        }
        return result
    }

    /// How many pushes back a pushed controller's sheet is looked for.
    static let maximumPushChain = 3

    public func keepsPopovers(presenter: String, scope: CodeScope?) -> CodeEvidence? {
        hasCode ? keepsPopovers(presenter, allowed(by: scope)) : nil
    }

    /// Where the class (or a base class) answers `adaptivePresentationStyle(for:)` with
    /// `.none`: the popovers it presents stay popovers in compact width.
    func keepsPopovers(_ owner: String?, _ filter: FileFilter) -> CodeEvidence? {
        guard let owner else { return nil }
        for (_, number, range) in bodies(ofLineage: owner, filter) {
            let file = files[number]
            for function in structures[number].functions
            where function.name.hasPrefix("adaptivePresentationStyle") && range.contains(function.nameToken) {
                if function.body.contains(where: { file.isIdentifier($0) && ["none", "UIModalPresentationNone"].contains(file.text($0)) }) {
                    return file.evidence(at: function.nameToken, "keeps its popovers in compact width (adaptivePresentationStyle returns none)")
                }
            }
        }
        return nil
    }

    /// Where a view class builds what it shows in code, so its size is the code's: it
    /// overrides `intrinsicContentSize`, or adds subviews or loads a nib while it is made
    /// (an initialiser, `awakeFromNib`, a setup method they call).
    public func contentFromCode(ofView name: String, scope: CodeScope?) -> CodeEvidence? {
        guard hasCode else { return nil }
        let filter = allowed(by: scope)
        let building: Set<UInt64> = Set(["addSubview", "addArrangedSubview", "loadNibNamed", "UINib", "instantiate"].map(Lexer.hash))
        for (_, number, range) in bodies(ofLineage: name, filter) {
            let file = files[number]
            for function in structures[number].functions where range.contains(function.body.lowerBound) {
                if function.name == "intrinsicContentSize" {
                    return file.evidence(at: function.nameToken, "overrides intrinsicContentSize")
                }
                let making = function.name.hasPrefix("init") || function.name == "awakeFromNib"
                    || function.name.lowercased().contains("setup") || function.name.lowercased().contains("commoninit")
                guard making else { continue }
                for t in function.body where t < file.tokens.count && building.contains(where: { file.isName(t, $0) }) {
                    return file.evidence(at: t, "builds its content in code (\(file.text(t)) in \(function.name))")
                }
            }
        }
        return nil
    }

    public func widePlacements(ofView name: String, scope: CodeScope?) -> [WidePlacement] {
        guard hasCode else { return [] }
        return WidePlacementScan(index: self, filter: allowed(by: scope)).placements(ofView: name)
    }

    /// The storyboard's name in a string (`UIStoryboard(name: "Settings", bundle: nil)`,
    /// `storyboardWithName:@"Settings"`), an R.swift or SwiftGen accessor (`R.storyboard.settings`,
    /// `StoryboardScene.Settings`), or a class of that name (a storyboard named after the
    /// controller it holds, loaded by `String(describing:)`): the code may load it.
    ///
    /// `scope` is the project's whole folder, not only its targets' sources (a package of
    /// the same repository may load the app's storyboards). A storyboard loaded by a name the
    /// code computes (`UIStoryboard(name: sample.storyboardName, …)`) could be any: then
    /// every storyboard may be loaded.
    public func loadsStoryboard(named name: String, scope: CodeScope?) -> Bool {
        guard hasCode else { return true }
        let filter = allowed(by: scope)
        if [name, name + ".storyboard"].contains(where: { strings[Lexer.hash($0)].contains { filter.allows(Int($0.file)) } })
            || classes[name] != nil {
            return true
        }
        if loadsStoryboardsByComputedName(filter) { return true }
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        return storyboardAccessors(filter).contains { use in
            files[Int(use.place.file)].text(use.storyboard).lowercased().filter { $0.isLetter || $0.isNumber } == key
        }
    }

    public func opaqueBarsByAppearance(scope: CodeScope?) -> [CodeContainer: CodeEvidence] {
        hasCode ? BarScan(index: self, filter: allowed(by: scope)).byAppearance() : [:]
    }

    public func opaqueBars(ofClass name: String, scope: CodeScope?) -> [CodeContainer: CodeEvidence] {
        hasCode ? BarScan(index: self, filter: allowed(by: scope)).ofClass(name) : [:]
    }

    /// Each use of a generated storyboard accessor, with the token naming the storyboard:
    /// `R.storyboard.main` (R.swift), `StoryboardScene.Main` (SwiftGen).
    func storyboardAccessors(_ filter: FileFilter) -> [(place: Place, storyboard: Int, tool: String)] {
        var uses: [(place: Place, storyboard: Int, tool: String)] = []
        for (prefix, container, tool) in [("R", "storyboard" as String?, "R.swift"), ("StoryboardScene", nil, "SwiftGen")] {
            for place in typeNames[Lexer.hash(prefix)] where filter.allows(Int(place.file)) {
                let file = files[Int(place.file)]
                var t = Int(place.token)
                guard file.text(t) == prefix, file.isPunctuation(t + 1, ".") else { continue }
                t += 2
                if let container {
                    guard file.isName(t, Lexer.hash(container)), file.isPunctuation(t + 1, ".") else { continue }
                    t += 2
                }
                if file.isIdentifier(t) { uses.append((place, t, tool)) }
            }
        }
        return uses
    }

    /// `UIStoryboard(name: <not a string>, …)` or `[UIStoryboard storyboardWithName:<not a string> …]` somewhere.
    func loadsStoryboardsByComputedName(_ filter: FileFilter) -> Bool {
        typeNames[Lexer.hash("UIStoryboard")].contains { place in
            guard filter.allows(Int(place.file)) else { return false }
            let file = files[Int(place.file)]
            let t = Int(place.token)
            let argument: Int
            if file.isPunctuation(t + 1, "("), file.isName(t + 2, Lexer.hash("name")), file.isPunctuation(t + 3, ":") {
                argument = t + 4
            } else if file.isName(t + 1, Lexer.hash("storyboardWithName")), file.isPunctuation(t + 2, ":") {
                argument = t + 3
            } else {
                return false
            }
            return argument < file.tokens.count && file.tokens[argument].kind != .string
        }
    }

    public func names(string text: String, scope: CodeScope?) -> Bool {
        let filter = allowed(by: scope)
        return strings[Lexer.hash(text)].contains { filter.allows(Int($0.file)) }
    }

    /// Whether anything but its own declarations names the class: a type reference, a
    /// string with its name, its nib's name or its storyboard identifier.
    func isReferenced(_ name: String, nib: String?, identifier: String?, filter: FileFilter) -> Bool {
        let info = classes[name]
        let hash = Lexer.hash(name)
        for place in typeNames[hash] where !(info?.declarationTokens.contains(place) ?? false) && filter.allows(Int(place.file)) {
            if files[Int(place.file)].text(Int(place.token)) == name { return true }
        }
        for text in [name, nib, identifier].compactMap({ $0 }) where strings[Lexer.hash(text)].contains(where: { filter.allows(Int($0.file)) }) {
            return true
        }
        return false
    }
}

/// The files of the index a question may read (empty: all).
struct FileFilter: Sendable {
    var allowed: [Bool]

    @inline(__always)
    func allows(_ file: Int) -> Bool { allowed.isEmpty || allowed[file] }
}

/// Places grouped by hash in one array (a dictionary of arrays cost an allocation per name).
/// The keys are FNV hashes already, so groups are found by open addressing on the hash's
/// own bits: `Dictionary` hashed each key again with SipHash, a tenth of the scan.
struct PlaceTable: Sendable {
    private var places: [CodeIndex.Place] = []
    /// Slot → hash and group (-1: empty); groups → their range in `places`.
    private var keys: [UInt64] = []
    private var slots: [Int32] = []
    private var starts: [Int32] = []
    private var mask = 0

    init() {}

    /// The entries come in source order (file, then token). They are grouped by hash in
    /// two passes, each group kept in that order: linear in their number, where a sort was not.
    init(_ entries: [(hash: UInt64, place: CodeIndex.Place)]) {
        var capacity = 64
        while capacity < entries.count / 4 { capacity <<= 1 }
        resize(to: capacity)
        var counts: [Int32] = []
        var groups = [Int32](repeating: 0, count: entries.count)
        for (offset, entry) in entries.enumerated() {
            var group = slots[find(entry.hash)]
            if group < 0 {
                group = Int32(counts.count)
                counts.append(0)
                if counts.count * 2 > slots.count { rehash() }
                let slot = find(entry.hash)
                slots[slot] = group
                keys[slot] = entry.hash
            }
            counts[Int(group)] += 1
            groups[offset] = group
        }
        starts.reserveCapacity(counts.count + 1)
        var total: Int32 = 0
        for count in counts {
            starts.append(total)
            total += count
        }
        starts.append(total)
        var filled = starts
        places = Array(repeating: CodeIndex.Place(file: 0, token: 0), count: entries.count)
        for (offset, entry) in entries.enumerated() {
            let group = Int(groups[offset])
            places[Int(filled[group])] = entry.place
            filled[group] += 1
        }
    }

    private mutating func resize(to capacity: Int) {
        keys = Array(repeating: 0, count: capacity)
        slots = Array(repeating: -1, count: capacity)
        mask = capacity - 1
    }

    /// Doubles the slots, keeping each hash's group.
    private mutating func rehash() {
        let (oldKeys, oldSlots) = (keys, slots)
        resize(to: slots.count * 2)
        for (slot, group) in oldSlots.enumerated() where group >= 0 {
            var target = Int(truncatingIfNeeded: oldKeys[slot]) & mask
            while slots[target] >= 0 { target = (target + 1) & mask }
            slots[target] = group
            keys[target] = oldKeys[slot]
        }
    }

    /// The slot holding the hash, or an empty one.
    private func find(_ hash: UInt64) -> Int {
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 && keys[slot] != hash { slot = (slot + 1) & mask }
        return slot
    }

    subscript(hash: UInt64) -> ArraySlice<CodeIndex.Place> {
        guard !slots.isEmpty else { return [] }
        let group = slots[find(hash)]
        guard group >= 0 else { return [] }
        return places[Int(starts[Int(group)])..<Int(starts[Int(group) + 1])]
    }
}
