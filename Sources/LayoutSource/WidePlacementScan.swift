import LayoutModel

/// Where the code puts a view of a class that spans the screen's width, which decides the
/// screen insets it gets above and below: a keyboard's input accessory rests on the screen's
/// bottom while the keyboard is down (the home indicator's inset); a view whose top or bottom
/// anchor (or SnapKit edge) the code pins to another view's edge, not to a guide, reaches that
/// edge of the screen; a table's header or footer view scrolls in its list (the sides only).
///
/// The value is followed through the names bound to it: a property or variable declared
/// with the class (`var bar: InputBar`, `InputBar *bar`) or given a value that names it
/// (`let bar = InputBar.fromNib()`, `… as! InputBar`), then the uses of that name in the
/// same file and in the bodies of the class that binds it.
struct WidePlacementScan {
    let index: CodeIndex
    let filter: FileFilter

    /// `x.inputAccessoryView = bar`, `[x setInputAccessoryView:bar]`, a getter returning it.
    static let accessory: Set<String> = ["inputAccessoryView", "setInputAccessoryView"]
    static let listHeader: Set<String> = ["tableHeaderView", "tableFooterView", "setTableHeaderView", "setTableFooterView"]
    static let anchorCalls: Set<UInt64> = Set(["constraint", "constraintEqualToAnchor", "constraintEqualToAnchor:constant:"].map(Lexer.hash))

    func placements(ofView name: String) -> [WidePlacement] {
        var found: [WidePlacement] = []
        func add(_ place: WidePlacement.Place, _ line: CodeEvidence) {
            if !found.contains(where: { $0.place == place }) { found.append(WidePlacement(place: place, evidence: line)) }
        }
        let declarations = index.classes[name]?.declarationTokens ?? []
        var searched = Set<String>()
        for place in index.typeNames[Lexer.hash(name)] where !declarations.contains(place) && filter.allows(Int(place.file)) {
            let number = Int(place.file)
            let file = index.files[number]
            let t = Int(place.token)
            guard file.text(t) == name, let bound = boundName(file, t) else { continue }
            if let direct = Self.placement(assignedTo: bound) {
                add(direct, file.evidence(at: t, direct.says))
                continue
            }
            guard searched.insert("\(number):\(bound)").inserted else { continue }
            for (use, line) in uses(of: bound, boundIn: number, at: t) {
                add(use, line)
            }
        }
        return found.sorted { $0.place < $1.place }
    }

    /// The name the value of the class at `t` is bound to: `name: Type`, `Type *name`,
    /// `name = <expression naming Type>` on the same line.
    private func boundName(_ file: SourceFile, _ t: Int) -> String? {
        if file.isPunctuation(t - 1, ":"), file.isIdentifier(t - 2) { return file.text(t - 2) }
        if file.language == .objectiveC, file.isPunctuation(t + 1, "*"), file.isIdentifier(t + 2) {
            return file.text(t + 2)
        }
        let line = file.tokens[t].line
        var back = t - 1
        while back > 0, file.tokens[back].line == line {
            if file.isPunctuation(back, "="), !file.isPunctuation(back - 1, "="), !file.isPunctuation(back - 1, "!"),
               !file.isPunctuation(back + 1, "=") {
                var target = back - 1
                // `let bar: UIView = InputBar()`: the name before the colon.
                if let colon = (max(0, back - 6)..<back).last(where: { file.isPunctuation($0, ":") }), file.isIdentifier(colon - 1),
                   file.tokens[colon].line == line {
                    target = colon - 1
                }
                return file.isIdentifier(target) ? file.text(target) : nil
            }
            if file.isPunctuation(back, ";") || file.isPunctuation(back, "{") || file.isPunctuation(back, "}") { return nil }
            back -= 1
        }
        return nil
    }

    private static func placement(assignedTo property: String) -> WidePlacement.Place? {
        if accessory.contains(property) { return .bottom }
        if listHeader.contains(property) { return .list }
        return nil
    }

    /// What happens to a name: made an input accessory or a list's header, or pinned by an edge.
    private func uses(of name: String, boundIn number: Int, at token: Int) -> [(WidePlacement.Place, CodeEvidence)] {
        var ranges: [(file: Int, range: Range<Int>)] = [(number, 0..<index.files[number].tokens.count)]
        if let owner = index.structures[number].types.last(where: { $0.body.contains(token) })?.name {
            ranges += index.bodies(ofLineage: owner, filter).filter { $0.file != number }.map { ($0.file, $0.range) }
        }
        let hash = Lexer.hash(name), underscored = Lexer.hash("_" + name)
        var results: [(WidePlacement.Place, CodeEvidence)] = []
        for (fileNumber, range) in ranges {
            let file = index.files[fileNumber]
            let getters = index.structures[fileNumber].functions.filter { Self.accessory.contains($0.name) }
            var u = range.lowerBound
            while u < min(range.upperBound, file.tokens.count) {
                defer { u += 1 }
                guard file.tokens[u].kind == .identifier, file.tokens[u].hash == hash || file.tokens[u].hash == underscored else { continue }
                var start = u
                if file.isPunctuation(u - 1, "."), file.isName(u - 2, Names.selfWord) { start = u - 2 }
                // `x.inputAccessoryView = bar`, `[x setInputAccessoryView:bar]`
                if file.isPunctuation(start - 1, "=") || file.isPunctuation(start - 1, ":"), file.isIdentifier(start - 2),
                   let place = Self.placement(assignedTo: file.text(start - 2)) {
                    results.append((place, file.evidence(at: u, place.says)))
                    continue
                }
                // `override var inputAccessoryView: UIView? { bar }`, `- (UIView *)inputAccessoryView { return _bar; }`
                if getters.contains(where: { $0.body.contains(u) }) {
                    results.append((.bottom, file.evidence(at: u, WidePlacement.Place.bottom.says)))
                    continue
                }
                if let (edge, line) = pinnedEdge(file, u) {
                    results.append((edge, file.evidence(at: line, edge.says)))
                }
            }
        }
        return results
    }

    /// `bar.bottomAnchor.constraint(equalTo: view.bottomAnchor)` (either side), Objective-C's
    /// `constraintEqualToAnchor:`, or SnapKit's `bar.snp.makeConstraints { $0.bottom.equalToSuperview() }`:
    /// the edge pinned to another view's same edge, not to a layout guide (the safe area,
    /// the margins, the keyboard's), which would keep it clear of the insets.
    static let screenViews: Set<String> = ["view", "superview", "window", "keyWindow"]

    /// The view whose anchor `t` is: the identifier before the dot (`self.view.bottomAnchor`
    /// is `view`, `superview!.bottomAnchor` is `superview`).
    private func receiver(_ file: SourceFile, of t: Int) -> String {
        var r = t - 1
        guard file.isPunctuation(r, ".") else { return "" }
        r -= 1
        if file.isPunctuation(r, "!") || file.isPunctuation(r, "?") { r -= 1 }
        return file.isIdentifier(r) ? file.text(r) : ""
    }

    private func pinnedEdge(_ file: SourceFile, _ u: Int) -> (WidePlacement.Place, token: Int)? {
        let line = file.tokens[u].line
        var lineTokens: [Int] = []
        var t = u
        while t > 0, file.tokens[t - 1].line == line { t -= 1 }
        while t < file.tokens.count, file.tokens[t].line == line { lineTokens.append(t); t += 1 }
        let texts = lineTokens.filter { file.isIdentifier($0) }.map { file.text($0) }
        if texts.contains(where: { $0.contains("Guide") || $0.lowercased().contains("safearea") || $0.contains("Margin") }) { return nil }
        if file.isPunctuation(u + 1, "."), u + 2 < file.tokens.count, file.isIdentifier(u + 2),
           lineTokens.contains(where: { Self.anchorCalls.contains(file.tokens[$0].hash) && file.isIdentifier($0) }) {
            for (anchor, place) in [("bottomAnchor", WidePlacement.Place.bottom), ("topAnchor", .top)] {
                let anchors = lineTokens.filter { file.isIdentifier($0) && file.text($0) == anchor }
                // Pinned to the screen's view (`view`, `self.view`, `superview`, the window), not to a view inside it.
                if anchors.count == 2, anchors.contains(where: { $0 != u + 2 && Self.screenViews.contains(receiver(file, of: $0)) }) {
                    return (place, u)
                }
            }
        }
        // SnapKit: the closure of `bar.snp.makeConstraints` pins `bottom` to the superview or a view.
        if file.isPunctuation(u + 1, "."), file.isName(u + 2, Lexer.hash("snp")), file.isPunctuation(u + 3, "."),
           file.isName(u + 4, Lexer.hash("makeConstraints")),
           let open = (u + 5..<min(file.tokens.count, u + 8)).first(where: { file.isPunctuation($0, "{") }) {
            let close = file.closing(open)
            var c = open + 1
            while c < close {
                defer { c += 1 }
                guard file.isIdentifier(c), file.text(c) == "bottom" || file.text(c) == "top", file.isPunctuation(c - 1, ".") else { continue }
                var end = c
                while file.isPunctuation(end + 1, "."), file.isIdentifier(end + 2) { end += 2 }
                let call = file.text(end)
                guard call == "equalToSuperview" || call == "equalTo" else { continue }
                let argumentEnd = file.isPunctuation(end + 1, "(") ? file.closing(end + 1, limit: close) : end
                let argument = (end + 1..<argumentEnd).filter { file.isIdentifier($0) }.map { file.text($0) }.filter { $0 != "self" }
                if argument.contains(where: { $0.contains("safeArea") || $0.contains("Guide") || $0.contains("Margin") }) { continue }
                if call == "equalTo", !(argument.first.map(Self.screenViews.contains) ?? false) { continue }
                return (file.text(c) == "bottom" ? .bottom : .top, c)
            }
        }
        return nil
    }
}
