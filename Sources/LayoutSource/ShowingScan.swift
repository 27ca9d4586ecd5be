import LayoutModel

/// How the code shows a controller: where it is created (an initialiser, `alloc`/`new`,
/// a storyboard identifier, an R.swift or SwiftGen accessor), and what the value then goes
/// to within its function (`present`, `pushViewController`, a navigation controller, `addChild`,
/// a window's root, a tab bar's list), following it into a method it is handed to (two calls
/// deep) and out of a function that returns it (one call up). A site it cannot follow gives
/// no outcome: the caller says the context is unknown rather than guess.
struct ShowingScan {
    let index: CodeIndex
    let filter: FileFilter
    static let maximumDepth = 2

    struct Site {
        var place: CodeIndex.Place
        /// The first token of the expression that makes the value.
        var start: Int
        var says: String
        /// Made by its initialiser (`X()`, `[[X alloc] init]`): a new instance that loads no
        /// storyboard scene (only a nib, by name).
        var isInitialiser = false
    }

    // MARK: Where it is created

    func creationSites(ofClass name: String, storyboard: String?, identifier: String?, nib: String?) -> [Site] {
        var sites: [Site] = []
        var listing: [Int: Int] = [:]
        let declarations = index.classes[name]?.declarationTokens ?? []
        for place in index.typeNames[Lexer.hash(name)] where !declarations.contains(place) && filter.allows(Int(place.file)) {
            let file = index.files[Int(place.file)]
            let t = Int(place.token)
            guard file.text(t) == name else { continue }
            if file.isPunctuation(t + 1, "(") || file.isPunctuation(t + 1, ".") && file.isName(t + 2, Names.initWord) {
                sites.append(Site(place: place, start: t, says: "creates it", isInitialiser: true))
            } else if file.isPunctuation(t - 1, "["), file.isName(t + 1, Names.alloc) || file.isName(t + 1, Names.new) {
                var start = t - 1
                while file.isPunctuation(start - 1, "[") { start -= 1 }
                sites.append(Site(place: place, start: start, says: "creates it", isInitialiser: true))
            } else if file.isPunctuation(t + 1, "."), t + 3 < file.tokens.count, file.isIdentifier(t + 2),
                      file.isPunctuation(t + 3, "("), Self.factoryNames.contains(file.tokens[t + 2].hash) {
                sites.append(Site(place: place, start: t, says: "creates it (\(file.text(t + 2)))"))
            } else if let start = castStart(file, t) {
                sites.append(Site(place: place, start: start, says: "makes it (as \(name))"))
            } else if isClassValue(file, t), listing[Int(place.file)] == nil {
                listing[Int(place.file)] = t
            }
        }
        // A class held as a value in a list (`class: PieChartViewController.self`,
        // `@"class": PieChartViewController.class`) is made where that file makes an
        // instance of a class value (`vcClass.init()`, `[[vcClass alloc] init]`).
        for (fileNumber, listed) in listing.sorted(by: { $0.key < $1.key }) {
            let file = index.files[fileNumber]
            for start in classValueInstantiations(in: file) {
                let line = file.tokens[listed].line
                sites.append(Site(place: CodeIndex.Place(file: Int32(fileNumber), token: Int32(start)), start: start,
                                  says: "creates it from a class value (the list at line \(line) holds \(name))", isInitialiser: true))
            }
        }
        if let identifier {
            for place in index.strings[Lexer.hash(identifier)] where filter.allows(Int(place.file)) {
                let file = index.files[Int(place.file)]
                let t = Int(place.token)
                guard file.stringContent(t) == identifier else { continue }
                let instantiates = (max(0, t - 6)..<t).contains { file.isName($0, Self.instantiateSwift) || file.isName($0, Self.instantiateObjC) }
                guard instantiates else { continue }
                if sites.contains(where: { $0.place.file == place.file && abs(Int($0.place.token) - t) < 12 }) { continue }
                sites.append(Site(place: place, start: callStart(file, t), says: "instantiates it by its storyboard identifier"))
            }
            sites += generatedAccessorSites(storyboard: storyboard, identifier: identifier)
        }
        return sites
    }

    /// `X.self`, `X.class`, `[X class]` as an element of a list: after `[` or `,`, or as a
    /// labelled or keyed value (`type: X.self`, `@"class": X.class`). A class handed to a
    /// call (`register(X.self, ...)`, `String(describing: X.self)`) is not a screen in a list.
    private func isClassValue(_ file: SourceFile, _ t: Int) -> Bool {
        var start = t
        if file.isPunctuation(t + 1, ".") {
            guard file.isName(t + 2, Names.selfWord) && !file.isPunctuation(t + 3, "(")
                    || file.isName(t + 2, Names.class) && file.language == .objectiveC else { return false }
        } else if file.isPunctuation(t - 1, "["), file.isName(t + 1, Names.class), file.isPunctuation(t + 2, "]") {
            start = t - 1
        } else {
            return false
        }
        let before = start - 1
        if file.isPunctuation(before, "[") || file.isPunctuation(before, ",") { return true }
        guard file.isPunctuation(before, ":") else { return false }
        if before >= 1, file.tokens[before - 1].kind == .string { return true }
        return file.isIdentifier(before - 1) && !Self.classArgumentLabels.contains(file.tokens[before - 1].hash)
    }

    private static let classArgumentLabels: Set<UInt64> = Set(["describing", "reflecting", "for", "of", "forClass"].map(Lexer.hash))

    /// Where a file makes an instance of a class held in a variable: `vcClass.init()`,
    /// `type.init(nibName: nil, bundle: nil)`, `[[vcClass alloc] init]`, `[vcClass new]`. The
    /// variable's name starts in lower case (a type's would be a plain initialiser).
    func classValueInstantiations(in file: SourceFile) -> [Int] {
        var starts: [Int] = []
        for t in file.tokens.indices where file.tokens[t].kind == .identifier {
            let first = file.bytes[Int(file.tokens[t].start)]
            guard first >= 0x61 && first <= 0x7A, !file.isName(t, Names.selfWord), !file.isName(t, Names.superWord),
                  !file.isPunctuation(t - 1, ".") else { continue }
            if file.language == .swift {
                if file.isPunctuation(t + 1, "."), file.isName(t + 2, Names.initWord), file.isPunctuation(t + 3, "(") { starts.append(t) }
            } else if file.isPunctuation(t - 1, "["), file.isName(t + 1, Names.alloc) || file.isName(t + 1, Names.new),
                      file.isPunctuation(t + 2, "]") {
                starts.append(file.isPunctuation(t - 2, "[") ? t - 2 : t - 1)
            }
        }
        return starts
    }

    static let instantiateSwift = Lexer.hash("instantiateViewController")
    static let instantiateObjC = Lexer.hash("instantiateViewControllerWithIdentifier")
    static let factoryNames: Set<UInt64> = Set(["instantiate", "instantiateFromStoryboard", "instantiateFromNib", "fromNib", "loadFromNib",
                                                "make", "create", "controller", "viewController", "storyboardInstance", "newInstance",
                                                "instance", "initFromNib", "fromStoryboard", "loadFromStoryboard"].map(Lexer.hash))

    /// `R.storyboard.main.detailViewController()` and SwiftGen's
    /// `StoryboardScene.Main.detailViewController.instantiate()`: the accessor's name is the
    /// identifier with its first letter lowered (R.swift) or as written (SwiftGen).
    func generatedAccessorSites(storyboard: String?, identifier: String) -> [Site] {
        let lowered = identifier.prefix(1).lowercased() + identifier.dropFirst()
        var sites: [Site] = []
        for use in index.storyboardAccessors(filter) {
            let file = index.files[Int(use.place.file)]
            let t = use.storyboard
            // The storyboard's name, then the accessor.
            guard t + 2 < file.tokens.count, file.isPunctuation(t + 1, ".") else { continue }
            if let storyboard, file.text(t).lowercased() != storyboard.lowercased().filter({ $0.isLetter || $0.isNumber }) { continue }
            let accessor = file.text(t + 2)
            guard accessor == lowered || accessor == identifier else { continue }
            sites.append(Site(place: use.place, start: Int(use.place.token), says: "instantiates it (\(use.tool))"))
        }
        return sites
    }

    /// `... as! Name` / `as? Name`: the expression before the cast makes the value.
    private func castStart(_ file: SourceFile, _ t: Int) -> Int? {
        var before = t - 1
        if file.isPunctuation(before, "!") || file.isPunctuation(before, "?") { before -= 1 }
        guard file.isName(before, Lexer.hash("as")) else { return nil }
        return statementValueStart(file, from: before - 1)
    }

    /// Walking back from a token at bracket depth 0: the first token of the value whose end it is.
    private func statementValueStart(_ file: SourceFile, from end: Int) -> Int {
        var t = end
        var steps = 0
        while t > 0, steps < 80 {
            steps += 1
            let token = file.tokens[t]
            if token.kind == .punctuation {
                let c = token.hash
                if c == UInt64(UInt8(ascii: ")")) || c == UInt64(UInt8(ascii: "]")) {
                    t = opening(file, t) - 1
                    continue
                }
                if c == UInt64(UInt8(ascii: ".")) || c == UInt64(UInt8(ascii: "?")) || c == UInt64(UInt8(ascii: "!")) { t -= 1; continue }
                return t + 1
            }
            if token.kind == .identifier, file.isName(t, Names.`return`) || file.isName(t, Names.let) || file.isName(t, Names.var)
                || file.isName(t, Lexer.hash("try")) || file.isName(t, Lexer.hash("guard")) || file.isName(t, Lexer.hash("if")) {
                return t + 1
            }
            if token.kind == .identifier, t > 0, file.isIdentifier(t - 1), file.tokens[t - 1].line != token.line { return t }
            t -= 1
        }
        return t
    }

    /// The start of the call whose argument is at `t` (`storyboard.instantiateViewController(withIdentifier: "X")`).
    private func callStart(_ file: SourceFile, _ t: Int) -> Int {
        var open = t - 1
        var depth = 0
        while open > 0, t - open < 20 {
            if file.isPunctuation(open, ")") || file.isPunctuation(open, "]") { depth += 1 }
            if file.isPunctuation(open, "(") || file.isPunctuation(open, "[") {
                if depth == 0 { break }
                depth -= 1
            }
            open -= 1
        }
        if file.isPunctuation(open, "[") { return open }
        return statementValueStart(file, from: open - 1)
    }

    /// The opening bracket of the one that closes at `close`.
    func opening(_ file: SourceFile, _ close: Int) -> Int {
        guard close >= 0, close < file.tokens.count else { return max(0, min(close, file.tokens.count - 1)) }
        let closeHash = file.tokens[close].hash
        let openHash = closeHash == UInt64(UInt8(ascii: ")")) ? UInt64(UInt8(ascii: "(")) : closeHash == UInt64(UInt8(ascii: "]")) ? UInt64(UInt8(ascii: "[")) : UInt64(UInt8(ascii: "{"))
        var depth = 0
        var t = close
        while t >= 0, close - t < 4_000 {
            let token = file.tokens[t]
            if token.kind == .punctuation {
                if token.hash == closeHash { depth += 1 }
                if token.hash == openHash { depth -= 1; if depth == 0 { return t } }
            }
            t -= 1
        }
        return max(t, 0)
    }

    // MARK: What the value goes to

    func outcomes(of site: Site) -> [ShownByCode] {
        let fileNumber = Int(site.place.file)
        let file = index.files[fileNumber]
        let created = file.evidence(at: Int(site.place.token), site.says)
        var visited = Set<String>()
        return follow(expression: site.start, end: Int(site.place.token), in: fileNumber, evidence: [created], container: nil,
                      depth: 0, visited: &visited)
    }

    /// What happens to the value of the expression from `start` (to `end`): bound to a name,
    /// handed to a call, returned, or assigned to a window's root.
    private func follow(expression start: Int, end: Int, in fileNumber: Int, evidence: [CodeEvidence], container: CodeContainer?,
                        depth: Int, visited: inout Set<String>) -> [ShownByCode] {
        let file = index.files[fileNumber]
        guard let function = index.function(in: fileNumber, containing: start) else { return [] }
        let before = start - 1
        // `let name = <value>`, `self.name = <value>`, `Type *name = <value>`.
        if file.isPunctuation(before, "="), !file.isPunctuation(before - 1, "=") && !file.isPunctuation(before - 1, "!") {
            var target = before - 1
            // `let name: Type = value`.
            if let colon = (max(function.body.lowerBound, before - 8)..<before).last(where: { file.isPunctuation($0, ":") }),
               colon > 0, file.isIdentifier(colon - 1),
               file.isName(colon - 2, Names.let) || file.isName(colon - 2, Names.var) {
                target = colon - 1
            }
            guard target >= 0, file.isIdentifier(target) else { return [] }
            let name = file.text(target)
            if name == "rootViewController" {
                return [ShownByCode(presentation: .fullScreen, container: container,
                                    evidence: evidence + [file.evidence(at: target, "makes it a window's root view controller")])]
            }
            if name == "viewControllers" {
                return [ShownByCode(presentation: .fullScreen, container: containerOf(receiverBefore: target, in: file) ?? container,
                                    evidence: evidence + [file.evidence(at: target, "puts it in a container's view controllers")])]
            }
            let isProperty = file.isPunctuation(target - 1, ".") || !(file.isName(target - 1, Names.let) || file.isName(target - 1, Names.var)
                                                                   || file.isIdentifier(target - 1) || file.isPunctuation(target - 1, "*"))
            return uses(of: name, after: end, in: fileNumber, function: function, classWide: isProperty, evidence: evidence,
                        container: container, depth: depth, visited: &visited)
        }
        if file.isName(before, Names.return) {
            return returned(from: function, in: fileNumber, evidence: evidence, container: container, depth: depth, visited: &visited)
        }
        // An argument: `present(<value>, ...)`, `[nav pushViewController:<value> animated:YES]`.
        if let call = enclosingCall(file, argument: start, within: function.body) {
            return outcome(of: call, argumentStart: start, in: fileNumber, evidence: evidence, container: container,
                           depth: depth, visited: &visited)
        }
        return []
    }

    /// Every use of a name bound to the value: within its function, or across the class's
    /// bodies for a property.
    private func uses(of name: String, after start: Int, in fileNumber: Int, function: Structure.FunctionDecl, classWide: Bool,
                      evidence: [CodeEvidence], container: CodeContainer?, depth: Int, visited: inout Set<String>) -> [ShownByCode] {
        let key = "\(fileNumber):\(function.nameToken):\(name)"
        guard visited.insert(key).inserted else { return [] }
        var ranges: [(file: Int, range: Range<Int>)] = [(fileNumber, start..<function.body.upperBound)]
        if classWide, let owner = function.owner, let info = index.classes[owner] {
            ranges = info.bodies.filter { filter.allows($0.file) }
        }
        let hash = Lexer.hash(name)
        let underscored = Lexer.hash("_" + name)
        var results: [ShownByCode] = []
        // In token order: the styles set on the value and the ways it is shown. A show takes
        // the last style set before it (the branches of `if iPad { style = a; present } else
        // { style = b; present }` pair up), else the first set after it.
        var styles: [(file: Int, token: Int, style: Style, line: CodeEvidence)] = []
        var shows: [(file: Int, token: Int, shown: [ShownByCode])] = []
        for (number, range) in ranges {
            let file = index.files[number]
            var t = range.lowerBound
            while t < min(range.upperBound, file.tokens.count) {
                defer { t += 1 }
                let token = file.tokens[t]
                guard token.kind == .identifier, token.hash == hash || token.hash == underscored else { continue }
                // `name.modalPresentationStyle = .formSheet`
                if file.isPunctuation(t + 1, "."), let property = identifierText(file, t + 2) {
                    if property == "modalPresentationStyle", file.isPunctuation(t + 3, "=") {
                        styles.append((number, t, Self.presentation(styleAt: t + 4, in: file), file.evidence(at: t, "sets its modalPresentationStyle")))
                        continue
                    }
                    if property == "transitioningDelegate", file.isPunctuation(t + 3, "=") {
                        styles.append((number, t, Style(presentation: nil), file.evidence(at: t, "gives it a custom transitioning delegate: how it is shown is not known")))
                        continue
                    }
                    if property == "sheetPresentationController" {
                        styles.append((number, t, Style(presentation: .pageSheet), file.evidence(at: t, "configures its sheet")))
                        continue
                    }
                }
                // `[name setModalPresentationStyle:UIModalPresentationFormSheet]`
                if file.isPunctuation(t - 1, "["), file.isName(t + 1, Lexer.hash("setModalPresentationStyle")) {
                    styles.append((number, t, Self.presentation(styleAt: t + 3, in: file), file.evidence(at: t, "sets its modalPresentationStyle")))
                    continue
                }
                var argumentStart = t
                if file.isPunctuation(t - 1, "."), file.isName(t - 2, Names.selfWord) { argumentStart = t - 2 }
                if let call = enclosingCall(file, argument: argumentStart, within: range) {
                    shows.append((number, t, outcome(of: call, argumentStart: argumentStart, in: number, evidence: evidence,
                                                     container: container, depth: depth, visited: &visited)))
                } else if file.isPunctuation(argumentStart - 1, "="), let target = (argumentStart - 2 >= 0 ? argumentStart - 2 : nil),
                          file.isIdentifier(target) {
                    let lhs = file.text(target)
                    if lhs == "rootViewController" {
                        shows.append((number, t, [ShownByCode(presentation: .fullScreen, container: container,
                                                              evidence: evidence + [file.evidence(at: target, "makes it a window's root view controller")])]))
                    }
                } else if file.isName(argumentStart - 1, Names.return), let function = index.function(in: number, containing: t) {
                    shows.append((number, t, returned(from: function, in: number, evidence: evidence, container: container, depth: depth, visited: &visited)))
                }
            }
        }
        for show in shows {
            let before = styles.last { $0.file == show.file && $0.token < show.token }
            let after = styles.first { $0.file == show.file && $0.token > show.token }
            for var result in show.shown {
            // A style set on the value holds for the presentations that use the default.
            if let (_, _, style, line) = before ?? after, result.isAutomatic {
                result.presentation = style.presentation
                result.isAutomatic = style.isAutomatic
                result.evidence.append(line)
            }
            if !results.contains(result) { results.append(result) }
            }
        }
        return results
    }

    private func identifierText(_ file: SourceFile, _ t: Int) -> String? {
        t < file.tokens.count && file.isIdentifier(t) ? file.text(t) : nil
    }

    /// The callers of a function that returns the value (one call up).
    private func returned(from function: Structure.FunctionDecl, in fileNumber: Int, evidence: [CodeEvidence],
                          container: CodeContainer?, depth: Int, visited: inout Set<String>) -> [ShownByCode] {
        guard depth < Self.maximumDepth, function.name != "init", !function.name.hasPrefix("init"),
              visited.insert("return:\(function.name)").inserted else { return [] }
        let file = index.files[fileNumber]
        let returns = file.evidence(at: function.nameToken, "returns it from \(function.name)")
        let hash = Lexer.hash(function.name.split(separator: ":").first.map(String.init) ?? function.name)
        var results: [ShownByCode] = []
        for (number, caller) in index.files.enumerated() where filter.allows(number) {
            for t in caller.tokens.indices where caller.tokens[t].hash == hash && caller.isIdentifier(t) {
                guard t != function.nameToken || number != fileNumber else { continue }
                // `make()` in Swift; `[Factory make]` or `[Factory makeWith:x]` in Objective-C.
                let isMessage = caller.language == .objectiveC && (caller.isPunctuation(t + 1, "]") || caller.isPunctuation(t + 1, ":"))
                guard caller.isPunctuation(t + 1, "(") || isMessage else { continue }
                var start = t
                if isMessage {
                    start = messageOpen(caller, t)
                } else {
                    while start >= 2, caller.isPunctuation(start - 1, ".") || caller.isPunctuation(start - 1, "?") {
                        start -= caller.isPunctuation(start - 1, "?") ? 1 : 2
                    }
                }
                results += follow(expression: max(start, 0), end: t, in: number, evidence: evidence + [returns], container: container,
                                  depth: depth + 1, visited: &visited)
                if results.count > 8 { return results }
            }
        }
        return results
    }

    /// The `[` of the message whose selector starts at `t`.
    private func messageOpen(_ file: SourceFile, _ t: Int) -> Int {
        var position = t - 1
        var depth = 0
        while position > 0, t - position < 200 {
            if file.isPunctuation(position, "]") { depth += 1 }
            if file.isPunctuation(position, "[") { if depth == 0 { return position }; depth -= 1 }
            position -= 1
        }
        return max(position, 0)
    }

    /// A call around an argument: its name (Swift) or selector part (Objective-C), the label
    /// before the argument, its position and the call's first token.
    struct Call {
        var name: String
        var label: String?
        var argumentIndex: Int
        var open: Int
        var isMessage: Bool
        /// The Objective-C selector, every part (`presentViewController:animated:completion:`).
        var selector: String?
        var receiverText: String
    }

    /// The call whose argument list holds the token (without crossing a statement).
    func enclosingCall(_ file: SourceFile, argument: Int, within range: Range<Int>) -> Call? {
        var t = argument - 1
        var depth = 0
        var commas = 0
        var label: String?
        var selectorPartBefore: String?
        while t >= range.lowerBound, argument - t < 400 {
            let token = file.tokens[t]
            if token.kind == .punctuation {
                switch token.hash {
                case UInt64(UInt8(ascii: ")")), UInt64(UInt8(ascii: "]")):
                    depth += 1
                case UInt64(UInt8(ascii: "(")):
                    if depth == 0 {
                        guard t > 0, file.isIdentifier(t - 1) else { return nil }
                        var receiver = t - 2
                        var receiverText = ""
                        while receiver >= 0, file.isPunctuation(receiver, ".") || file.isPunctuation(receiver, "?") {
                            receiver -= 1
                            if receiver >= 0, file.isIdentifier(receiver) { receiverText = file.text(receiver) + "." + receiverText }
                            receiver -= 1
                        }
                        return Call(name: file.text(t - 1), label: label, argumentIndex: commas, open: t - 1, isMessage: false,
                                    selector: nil, receiverText: receiverText)
                    }
                    depth -= 1
                case UInt64(UInt8(ascii: "[")):
                    if depth == 0 {
                        // An array literal (Swift's `[a, vc]`, Objective-C's `@[a, vc]`) inside a call
                        // (`setViewControllers([a, vc], animated:)`) or assigned (`viewControllers = [a, vc]`).
                        let isArray = file.language == .swift || file.isPunctuation(t - 1, "@")
                        if isArray {
                            let before = file.isPunctuation(t - 1, "@") ? t - 2 : t - 1
                            if file.isPunctuation(before, "="), before > 0, file.isIdentifier(before - 1) {
                                return Call(name: file.text(before - 1) + "=", label: nil, argumentIndex: 0, open: before - 1, isMessage: false,
                                            selector: nil, receiverText: receiverText(before: before - 1, in: file))
                            }
                            if file.isPunctuation(before, ":") || file.isPunctuation(before, "(") || file.isPunctuation(before, ",") {
                                return enclosingCall(file, argument: before + 1, within: range)
                            }
                            return nil
                        }
                        guard let part = selectorPartBefore else { return nil }
                        return objectiveCMessage(file, open: t, argument: argument, part: part)
                    }
                    depth -= 1
                case UInt64(UInt8(ascii: "{")), UInt64(UInt8(ascii: "}")), UInt64(UInt8(ascii: ";")):
                    if depth == 0 { return nil }
                case UInt64(UInt8(ascii: ",")):
                    if depth == 0 { commas += 1 }
                case UInt64(UInt8(ascii: ":")):
                    if depth == 0, t > 0, file.isIdentifier(t - 1) {
                        if label == nil && commas == 0 { label = file.text(t - 1) }
                        if selectorPartBefore == nil { selectorPartBefore = file.text(t - 1) }
                    }
                default:
                    break
                }
            } else if token.kind == .identifier, depth == 0, file.isName(t, Names.return) || file.isName(t, Names.let) || file.isName(t, Names.var) {
                return nil
            }
            t -= 1
        }
        return nil
    }

    private func receiverText(before t: Int, in file: SourceFile) -> String {
        var receiver = t - 1
        var text = ""
        while receiver >= 1, file.isPunctuation(receiver, ".") || file.isPunctuation(receiver, "?") {
            receiver -= 1
            if file.isIdentifier(receiver) { text = file.text(receiver) + "." + text }
            receiver -= 1
        }
        return text
    }

    /// `[receiver part:arg other:arg]` around an argument.
    private func objectiveCMessage(_ file: SourceFile, open: Int, argument: Int, part: String) -> Call {
        let close = file.closing(open)
        var parts: [String] = []
        var partIndex = 0
        var depth = 0
        var receiver = ""
        var t = open + 1
        while t < close {
            if file.isPunctuation(t, "[") || file.isPunctuation(t, "(") { depth += 1 }
            if file.isPunctuation(t, "]") || file.isPunctuation(t, ")") { depth -= 1 }
            if depth == 0, file.isIdentifier(t), file.isPunctuation(t + 1, ":") {
                if t + 1 < argument { partIndex = parts.count }
                parts.append(file.text(t) + ":")
            } else if depth == 0, parts.isEmpty, file.isIdentifier(t) {
                receiver += file.text(t)
            }
            t += 1
        }
        return Call(name: part, label: part, argumentIndex: partIndex, open: open, isMessage: true,
                    selector: parts.joined(), receiverText: receiver)
    }

    private func containerOf(receiverBefore t: Int, in file: SourceFile) -> CodeContainer? {
        containerOf(text: receiverText(before: t, in: file))
    }

    /// The container a receiver's name suggests (`tabBarController`, `navigation`).
    private func containerOf(text: String) -> CodeContainer? {
        let text = text.lowercased()
        if text.contains("tab") { return .tabBar }
        if text.contains("nav") { return .navigation }
        return nil
    }

    private static let navigationNames: Set<String> = ["UINavigationController", "initWithRootViewController", "rootViewController"]

    /// What a call does with the value handed to it.
    private func outcome(of call: Call, argumentStart: Int, in fileNumber: Int, evidence: [CodeEvidence],
                         container: CodeContainer?, depth: Int, visited: inout Set<String>) -> [ShownByCode] {
        let file = index.files[fileNumber]
        let at = file.evidence(at: argumentStart, "")
        func said(_ words: String) -> CodeEvidence { var line = at; line.says = words; return line }
        // A method of the app's own named like UIKit's (`show(_:)` of a coordinator) is the app's.
        let isAppMethod = !call.isMessage && (index.functions[call.name] ?? []).contains { filter.allows($0.file) }
        switch isAppMethod ? "" : call.name {
        case "present", "presentViewController", "presentModalViewController":
            return [ShownByCode(presentation: .formSheet, isAutomatic: true, container: container,
                                evidence: evidence + [said("presents it with the default style")])]
        case "pushViewController", "show", "showViewController":
            let pusher = index.function(in: fileNumber, containing: argumentStart)?.owner
            return [ShownByCode(presentation: .fullScreen, container: .navigation,
                                evidence: evidence + [said(call.name == "pushViewController" ? "pushes it onto a navigation controller" : "shows it (pushed by the navigation controller that shows the sender)")],
                                pushedBy: pusher)]
        case "showDetailViewController":
            return [ShownByCode(presentation: .fullScreen, container: container, evidence: evidence + [said("shows it as a split view's detail")])]
        case "addChild", "addChildViewController":
            return [ShownByCode(presentation: .child, container: nil, evidence: evidence + [said("adds it as a child view controller")])]
        case "addSubview", "insertSubview":
            // Its view put into another view without `addChild`: laid out there, as a child.
            var name = argumentStart
            if file.isName(name, Names.selfWord), file.isPunctuation(name + 1, ".") { name += 2 }
            guard file.isPunctuation(name + 1, "."), file.isName(name + 2, Lexer.hash("view")) else { return [] }
            return [ShownByCode(presentation: .child, container: nil, evidence: evidence + [said("puts its view into another view")])]
        case "setViewControllers", "viewControllers=", "initWithViewControllers":
            let kind = containerOf(text: call.receiverText) ?? (call.name == "viewControllers=" ? nil : .navigation)
            return [ShownByCode(presentation: .fullScreen, container: kind ?? container,
                                evidence: evidence + [said("puts it in a \(kind == .tabBar ? "tab bar" : "container") controller's view controllers")])]
        default:
            break
        }
        // A navigation controller made around it: follow that controller in turn.
        let wrapsInNavigation = call.label == "rootViewController" || call.name == "initWithRootViewController"
            || call.name.hasSuffix("NavigationController") && call.label == nil
        if wrapsInNavigation {
            var start = call.open
            if call.isMessage {
                // `[[UINavigationController alloc] initWithRootViewController:vc]`.
                start = call.open
                while file.isPunctuation(start - 1, "[") { start -= 1 }
            }
            let end = call.isMessage ? file.closing(call.open) : file.closing(call.open + 1)
            return follow(expression: start, end: end, in: fileNumber, evidence: evidence + [said("puts it in a navigation controller")],
                          container: .navigation, depth: depth, visited: &visited)
        }
        // A method of the app's own that it is handed to.
        guard depth < Self.maximumDepth else { return [] }
        let key = call.isMessage ? (call.selector ?? call.name) : call.name
        var results: [ShownByCode] = []
        for (number, offset) in index.functions[key] ?? [] where filter.allows(number) {
            let function = index.structures[number].functions[offset]
            guard call.argumentIndex < function.parameters.count, !function.body.isEmpty else { continue }
            let parameter = function.parameters[call.argumentIndex]
            let handed = evidence + [said("hands it to \(function.name)")]
            results += uses(of: parameter, after: function.body.lowerBound, in: number, function: function, classWide: false,
                            evidence: handed, container: container, depth: depth + 1, visited: &visited)
        }
        return results
    }


    /// The presentation a `modalPresentationStyle` value names; nil for one that is computed
    /// or custom (not known).
    struct Style: Hashable {
        var presentation: Presentation?
        var isAutomatic = false
    }

    static func presentation(styleAt t: Int, in file: SourceFile) -> Style {
        var position = t
        while position < file.tokens.count, position < t + 4 {
            if file.isIdentifier(position) {
                let name = file.text(position)
                if name == "UIModalPresentationStyle" { position += 1; continue }
                let key = name.hasPrefix("UIModalPresentation") ? String(name.dropFirst("UIModalPresentation".count)).lowercased() : name.lowercased()
                if key == "automatic" { return Style(presentation: .formSheet, isAutomatic: true) }
                return Style(presentation: styleNames[key] ?? nil)
            }
            position += 1
        }
        return Style(presentation: nil)
    }

    static let styleNames: [String: Presentation?] = [
        "fullscreen": .fullScreen, "overfullscreen": .fullScreen, "currentcontext": .fullScreen, "overcurrentcontext": .fullScreen,
        "blurOverFullScreen".lowercased(): .fullScreen, "none": .fullScreen, "pagesheet": .pageSheet, "formsheet": .formSheet,
        "popover": .popover, "custom": nil,
    ]
}
