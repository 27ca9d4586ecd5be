import LayoutModel

/// What a controller class says of itself, or inherits from a base class the app declares:
/// the presentation style it sets in an initialiser or `awakeFromNib` (or returns from an
/// overridden getter), the orientations it supports, whether it hides the status bar.
struct ControllerTraits {
    let index: CodeIndex
    let filter: FileFilter

    static let setUpMethods: Set<String> = ["init", "awakeFromNib", "initWithNibName:bundle:", "initWithCoder:", "initWithStyle:", "init:"]

    /// `modalPresentationStyle = .formSheet` set on itself in set-up, or an overridden getter.
    func presentationStyle(of name: String) -> (presentation: Presentation?, evidence: CodeEvidence)? {
        let hash = Lexer.hash("modalPresentationStyle")
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            for function in index.structures[number].functions where range.contains(function.nameToken) {
                if function.name == "modalPresentationStyle" {
                    let values = returnedNames(function, in: file)
                    if values.count == 1, let style = ShowingScan.styleNames[styleKey(values[0])] {
                        return (style, file.evidence(at: function.nameToken, "returns its modalPresentationStyle (\(owner))"))
                    }
                    continue
                }
                guard Self.setUpMethods.contains(function.name) || function.name.hasPrefix("initWith") else { continue }
                for t in function.body where file.tokens[t].hash == hash && file.isIdentifier(t) {
                    let onSelf = !file.isPunctuation(t - 1, ".") || file.isName(t - 2, Names.selfWord)
                    guard onSelf, file.isPunctuation(t + 1, "=") else { continue }
                    let style = ShowingScan.presentation(styleAt: t + 2, in: file)
                    return (style.presentation, file.evidence(at: t, "sets its own modalPresentationStyle in \(function.name) (\(owner))"))
                }
            }
        }
        return nil
    }

    private func styleKey(_ name: String) -> String {
        (name.hasPrefix("UIModalPresentation") ? String(name.dropFirst("UIModalPresentation".count)) : name).lowercased()
    }

    /// The identifiers a getter returns (`return .portrait`, an implicit `{ .portrait }`,
    /// `[.portrait, .portraitUpsideDown]`), or nil when one return computes its value.
    private func returnedNames(_ function: Structure.FunctionDecl, in file: SourceFile) -> [String] {
        var names: [String] = []
        for t in function.body where file.isIdentifier(t) {
            let text = file.text(t)
            if ["return", "get", "override", "self", "super", "UIInterfaceOrientationMask", "UIModalPresentationStyle"].contains(text) { continue }
            names.append(text)
        }
        return names
    }

    static let maskNames: [String: Set<Orientation>] = [
        "portrait": [.portrait], "portraitupsidedown": [.portrait], "landscapeleft": [.landscape], "landscaperight": [.landscape],
        "landscape": [.landscape], "all": [.portrait, .landscape], "allbutupsidedown": [.portrait, .landscape],
    ]

    /// `supportedInterfaceOrientations` of the class or the nearest base class that overrides
    /// it: the orientations every return names (a condition's branches are all counted), or
    /// unknown when a value is computed.
    func orientations(of name: String, into facts: inout ClassFacts) {
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            for function in index.structures[number].functions
            where range.contains(function.nameToken) && function.name == "supportedInterfaceOrientations" {
                let evidence = file.evidence(at: function.nameToken, "")
                if let set = orientationSet(function, in: file) {
                    facts.orientations = set
                    var line = evidence
                    line.says = set.count == 1 ? "\(set.first!.rawValue) only (\(owner).supportedInterfaceOrientations)"
                        : "every orientation (\(owner).supportedInterfaceOrientations)"
                    facts.orientationEvidence = line
                } else {
                    var line = evidence
                    line.says = "\(owner).supportedInterfaceOrientations computes its value: the orientations are not known"
                    facts.orientationsUnknown = line
                }
                return
            }
        }
        if let app = appOrientations() {
            if let set = app.orientations {
                facts.orientations = set
                facts.orientationEvidence = app.evidence
            } else {
                facts.orientationsUnknown = app.evidence
            }
        }
    }

    /// `application(_:supportedInterfaceOrientationsFor:)` of the app delegate: every screen.
    func appOrientations() -> (orientations: Set<Orientation>?, evidence: CodeEvidence)? {
        for key in ["application", "application:supportedInterfaceOrientationsForWindow:"] {
            for (number, offset) in index.functions[key] ?? [] where filter.allows(number) {
                let function = index.structures[number].functions[offset]
                guard function.labels.contains("supportedInterfaceOrientationsFor") || function.name.hasSuffix("ForWindow:") else { continue }
                let file = index.files[number]
                var evidence = file.evidence(at: function.nameToken, "")
                if let set = orientationSet(function, in: file) {
                    evidence.says = set.count == 1 ? "\(set.first!.rawValue) only (the app delegate's supported orientations)" : "every orientation (the app delegate)"
                    return (set, evidence)
                }
                evidence.says = "the app delegate computes its supported orientations: not known"
                return (nil, evidence)
            }
        }
        return nil
    }

    private func orientationSet(_ function: Structure.FunctionDecl, in file: SourceFile) -> Set<Orientation>? {
        var set = Set<Orientation>()
        var sawReturnValue = false
        for t in function.body where file.isIdentifier(t) {
            let text = file.text(t)
            let key = (text.hasPrefix("UIInterfaceOrientationMask") ? String(text.dropFirst("UIInterfaceOrientationMask".count)) : text).lowercased()
            if let orientations = Self.maskNames[key] {
                // `.all` in `UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait` still counts.
                set.formUnion(orientations)
                sawReturnValue = true
            } else if file.isName(t - 1, Names.return), !["UIInterfaceOrientationMask"].contains(text) {
                // `return super.supportedInterfaceOrientations`, `return mask`: computed.
                if !file.isPunctuation(t + 1, ".") || !(file.isName(t + 2, Lexer.hash("portrait")) || file.isName(t + 2, Lexer.hash("all"))) {
                    return nil
                }
            }
        }
        return sawReturnValue ? set : nil
    }

    static let appearanceMethods: Set<String> = ["viewWillAppear", "viewWillAppear:", "viewDidLoad", "viewDidAppear", "viewDidAppear:"]

    /// `navigationController?.setNavigationBarHidden(true, animated:)`,
    /// `navigationController?.isNavigationBarHidden = true` or
    /// `[self.navigationController setNavigationBarHidden:YES animated:…]` when the class
    /// appears, with no line in those methods showing it again.
    func hidesNavigationBar(_ name: String) -> CodeEvidence? {
        let setter = Lexer.hash("setNavigationBarHidden"), property = Lexer.hash("isNavigationBarHidden"), objc = Lexer.hash("navigationBarHidden")
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            var hidden: CodeEvidence?
            for function in index.structures[number].functions where range.contains(function.nameToken) && Self.appearanceMethods.contains(function.name) {
                for t in function.body where file.isIdentifier(t) {
                    let hash = file.tokens[t].hash
                    var value: Int?
                    if hash == setter { value = file.isPunctuation(t + 1, "(") || file.isPunctuation(t + 1, ":") ? t + 2 : nil }
                    if hash == property || hash == objc, file.isPunctuation(t + 1, "=") { value = t + 2 }
                    guard let value, file.isIdentifier(value) else { continue }
                    switch file.text(value) {
                    case "true", "YES": hidden = hidden ?? file.evidence(at: t, "hides the navigation bar when it appears (\(owner).\(function.name))")
                    case "false", "NO": return nil
                    default: return nil
                    }
                }
            }
            if let hidden { return hidden }
        }
        return nil
    }

    static let edgeNames: [String: Set<Edge>] = [
        "none": [], "all": Set(Edge.allCases), "top": [.top], "bottom": [.bottom], "left": [.left], "right": [.right],
    ]

    /// `edgesForExtendedLayout = []` (or `UIRectEdgeNone`, `.top`, `UIRectEdgeTop | UIRectEdgeBottom`)
    /// set on itself by the class or the nearest base class that sets it; a value it
    /// computes is not used.
    func extendedEdges(of name: String) -> (edges: Set<Edge>, evidence: CodeEvidence)? {
        let hash = Lexer.hash("edgesForExtendedLayout")
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            var t = range.lowerBound
            while t < min(range.upperBound, file.tokens.count) {
                defer { t += 1 }
                guard file.tokens[t].hash == hash, file.isIdentifier(t), file.isPunctuation(t + 1, "="),
                      !file.isPunctuation(t - 1, ".") || file.isName(t - 2, Names.selfWord) else { continue }
                var edges = Set<Edge>()
                var position = t + 2
                var understood = true
                while position < file.tokens.count, file.tokens[position].line == file.tokens[t].line, !file.isPunctuation(position, ";") {
                    if file.isIdentifier(position) {
                        let text = file.text(position)
                        let key = (text.hasPrefix("UIRectEdge") ? String(text.dropFirst("UIRectEdge".count)) : text).lowercased()
                        if let named = Self.edgeNames[key] { edges.formUnion(named) } else if text != "UIRectEdge" { understood = false }
                    }
                    position += 1
                }
                guard understood else { continue }
                let names = edges.isEmpty ? "none" : Edge.allCases.filter(edges.contains).map(\.rawValue).joined(separator: ", ")
                return (edges, file.evidence(at: t, "sets edgesForExtendedLayout to \(names) (\(owner))"))
            }
        }
        return nil
    }

    /// `prefersStatusBarHidden` returning true (or YES) in every return.
    func statusBarHidden(of name: String) -> CodeEvidence? {
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            for function in index.structures[number].functions
            where range.contains(function.nameToken) && function.name == "prefersStatusBarHidden" {
                let values = returnedNames(function, in: file)
                guard !values.isEmpty, values.allSatisfy({ $0 == "true" || $0 == "YES" }) else { return nil }
                return file.evidence(at: function.nameToken, "hides the status bar (\(owner).prefersStatusBarHidden)")
            }
        }
        return nil
    }
}
