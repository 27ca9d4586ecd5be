import LayoutModel

/// Views whose place or size a class's code sets: frames, centres, bounds and transforms
/// assigned (in `viewDidLayoutSubviews`, `layoutSubviews` or anywhere), views re-parented (`addSubview` of an outlet) or removed, constrained in code
/// (anchors, SnapKit, Masonry), and constraint outlets whose constant, activity or priority
/// change. Named by the property (or instance variable) the code uses: the pipeline matches
/// them to the document's outlets.
struct PlacementScan {
    let index: CodeIndex
    let filter: FileFilter

    static let placingProperties: [String: String] = [
        "frame": "sets its frame", "center": "sets its center", "bounds": "sets its bounds", "transform": "sets its transform",
        "constant": "changes the constraint's constant", "isActive": "activates or deactivates the constraint",
        "active": "activates or deactivates the constraint", "priority": "changes the constraint's priority",
        "origin": "moves it", "size": "resizes it",
    ]
    static let placingMessages: [String: String] = [
        "setFrame": "sets its frame", "setCenter": "sets its center", "setBounds": "sets its bounds", "setTransform": "sets its transform",
        "setConstant": "changes the constraint's constant", "setActive": "activates or deactivates the constraint",
        "removeFromSuperview": "removes it from its superview", "snp": "constrains it in code (SnapKit)", "mas_makeConstraints": "constrains it in code (Masonry)",
        "mas_remakeConstraints": "constrains it in code (Masonry)", "mas_updateConstraints": "constrains it in code (Masonry)",
        "topAnchor": "constrains it in code", "bottomAnchor": "constrains it in code", "leadingAnchor": "constrains it in code",
        "trailingAnchor": "constrains it in code", "leftAnchor": "constrains it in code", "rightAnchor": "constrains it in code",
        "centerXAnchor": "constrains it in code", "centerYAnchor": "constrains it in code",
    ]
    /// Moving a view to another superview places it; `bringSubviewToFront` only reorders.
    static let reparenting: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// Property names, each with the first line that places it.
    func placedViews(of name: String) -> [String: CodeEvidence] {
        var placed: [String: CodeEvidence] = [:]
        for (_, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            var t = range.lowerBound
            let end = min(range.upperBound, file.tokens.count)
            while t < end {
                defer { t += 1 }
                guard file.isIdentifier(t) else { continue }
                // `name.frame = ...`, `self.name.isHidden = ...`, `_name.hidden = YES`
                if file.isPunctuation(t + 1, "."), t + 2 < end, file.isIdentifier(t + 2) {
                    let property = file.text(t + 2)
                    if let says = Self.placingProperties[property], file.isPunctuation(t + 3, "=") && !file.isPunctuation(t + 4, "=")
                        || property == "frame" && file.isPunctuation(t + 3, ".") && file.isPunctuation(t + 5, "=") {
                        record(file.text(t), t, says, in: file, into: &placed)
                    } else if let says = Self.placingMessages[property], !property.hasPrefix("set") {
                        record(file.text(t), t, says, in: file, into: &placed)
                    }
                    continue
                }
                // `[self.name setFrame:...]`, `[_name setHidden:YES]`, `[name removeFromSuperview]`
                if file.isPunctuation(t - 1, "[") || file.isPunctuation(t - 1, ".") && file.isPunctuation(t - 3, "["),
                   t + 1 < end, file.isIdentifier(t + 1), let says = Self.placingMessages[file.text(t + 1)] {
                    record(file.text(t), t, says, in: file, into: &placed)
                    continue
                }
                // `view.addSubview(name)`, `[view addSubview:self.name]`
                if Self.reparenting.contains(file.text(t)) {
                    var argument = t + 2
                    if file.isName(argument, Names.selfWord), file.isPunctuation(argument + 1, ".") { argument += 2 }
                    if argument < end, file.isIdentifier(argument),
                       file.isPunctuation(t + 1, "(") || file.isPunctuation(t + 1, ":") {
                        record(file.text(argument), argument, "adds it to another view (\(file.text(t)))", in: file, into: &placed)
                    }
                }
            }
        }
        return placed
    }

    /// Settings the class's code gives outlets: `name.contentInset = …`, `name.text = …`,
    /// `[name setFont:…]`, `name.rowHeight = UITableView.automaticDimension`, `isHidden` or
    /// `hidden` set to anything but a literal true (the view may be shown), and views put in it
    /// (`name.addSubview(…)`, `[name addSubview:…]`). Named by the
    /// property the code uses; the first line of each setting is kept.
    func outletSettings(of name: String) -> [String: [CodeSetting: CodeEvidence]] {
        var settings: [String: [CodeSetting: CodeEvidence]] = [:]
        let automatic = [Lexer.hash("automaticDimension"), Lexer.hash("UITableViewAutomaticDimension")]
        let yes = [Lexer.hash("true"), Lexer.hash("YES")], no = [Lexer.hash("false"), Lexer.hash("NO")]
        let setUp = setUpMethods(of: name)
        for (_, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            let end = min(range.upperBound, file.tokens.count)
            var t = range.lowerBound
            while t < end {
                defer { t += 1 }
                guard file.isIdentifier(t) else { continue }
                var property: String?, value = 0
                // `name.x = …`, through an optional (`name?.x`, `name!.x`) too.
                let dot = file.isPunctuation(t + 1, "?") || file.isPunctuation(t + 1, "!") ? t + 2 : t + 1
                if file.isPunctuation(dot, "."), dot + 1 < end, file.isIdentifier(dot + 1),
                   file.isPunctuation(dot + 2, "="), !file.isPunctuation(dot + 3, "=") {
                    (property, value) = (file.text(dot + 1), dot + 3)
                } else if file.isPunctuation(dot, "."), dot + 2 < end,
                          Self.fillingCalls.contains(file.text(dot + 1)) || Self.titleCalls.contains(file.text(dot + 1)),
                          file.isPunctuation(dot + 2, "(") {
                    (property, value) = (file.text(dot + 1), dot + 3)
                } else if file.isPunctuation(dot, "."), dot + 3 < end, ["isHidden", "hidden"].contains(file.text(dot + 1)),
                          file.isPunctuation(dot + 2, "."), file.text(dot + 3) == "toggle" {
                    (property, value) = (file.text(dot + 1), dot + 3)
                } else if t + 2 < end, file.isIdentifier(t + 1), file.isPunctuation(t + 2, ":"),
                          file.isPunctuation(t - 1, "[") || file.isPunctuation(t - 1, ".") && file.isPunctuation(t - 3, "[") {
                    let selector = file.text(t + 1)
                    if Self.fillingCalls.contains(selector) || Self.titleCalls.contains(selector) {
                        (property, value) = (selector, t + 3)
                    } else {
                        guard selector.hasPrefix("set"), selector.count > 3 else { continue }
                        property = selector.dropFirst(3).prefix(1).lowercased() + selector.dropFirst(4)
                        value = t + 3
                    }
                }
                guard let property else { continue }
                let setting: CodeSetting, says: String
                switch property {
                case "contentInset":
                    let line = file.evidence(at: t, "").code
                    let fromSafeArea = line.contains("safeAreaInsets") || line.contains("safeAreaLayoutGuide")
                    (setting, says) = fromSafeArea ? (.contentInsetFromSafeArea, "sets its content inset from the safe area's insets")
                        : (.contentInset, "sets its content inset")
                case "text", "attributedText": (setting, says) = (.text, "sets its text at run time")
                case "font": (setting, says) = (.font, "sets its font at run time")
                case "isHidden", "hidden":
                    guard file.text(t) != "view" else { continue }
                    if yes.contains(where: { file.isName(value, $0) }) {
                        guard let function = index.function(in: number, containing: t), setUp.contains(function.name),
                              isUnconditional(t, in: function, file) else { continue }
                        (setting, says) = (.hiddenAlways, "hides it as the screen is set up (\(function.name))")
                    } else {
                        let literal = no.contains { file.isName(value, $0) }
                        (setting, says) = (.shown, literal ? "shows it" : "shows or hides it (a computed value)")
                    }
                case _ where Self.titleCalls.contains(property), "configuration":
                    (setting, says) = (.title, "gives it a title or an image at run time")
                case _ where Self.fillingCalls.contains(property):
                    (setting, says) = (.filled, "puts views in it (\(property))")
                case "contentInsetAdjustmentBehavior":
                    // `.never`, `UIScrollView.ContentInsetAdjustmentBehavior.never`, `UIScrollViewContentInsetAdjustmentNever`
                    let stated = (value..<min(value + 6, end)).lazy.compactMap { i in Self.insetAdjustments[file.text(i)] }.first
                    guard let stated else { continue }
                    (setting, says) = (stated, "sets its contentInsetAdjustmentBehavior to \(stated.insetAdjustment!.rawValue)")
                case "insetsLayoutMarginsFromSafeArea":
                    guard no.contains(where: { file.isName(value, $0) }) else { continue }
                    (setting, says) = (.marginsIgnoreSafeArea, "turns off insetsLayoutMarginsFromSafeArea")
                case "rowHeight":
                    // `UITableView.automaticDimension`, `.automaticDimension`, `UITableViewAutomaticDimension`
                    guard (value..<min(value + 4, end)).contains(where: { i in automatic.contains { file.isName(i, $0) } }) else { continue }
                    (setting, says) = (.automaticRowHeight, "sizes its rows to their content (automatic dimension)")
                default: continue
                }
                guard let outlet = Self.outletName(file.text(t)), settings[outlet]?[setting] == nil else { continue }
                settings[outlet, default: [:]][setting] = file.evidence(at: t, says)
            }
            if settings["view"]?[.keyboardOnAppear] == nil, let line = keyboardOnAppear(in: number, range) {
                settings["view", default: [:]][.keyboardOnAppear] = line
            }
        }
        return settings
    }

    static let appearing: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    /// Methods that run whenever the screen is made or loaded.
    static let settingUp: Set<String> = ["viewDidLoad", "awakeFromNib", "loadView", "init", "initWithCoder:", "initWithFrame:",
                                          "initWithNibName:bundle:", "viewWillAppear", "viewWillAppear:"]

    /// The class's set-up methods (and their lineage's), and the methods of its own they
    /// call on no condition (`configure()`, `[self fillForm]`): one call deep.
    func setUpMethods(of name: String) -> Set<String> {
        var names = Self.settingUp
        for (_, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            for function in index.structures[number].functions where range.contains(function.nameToken) && Self.settingUp.contains(function.name) {
                for t in function.body where file.isIdentifier(t) && isUnconditional(t, in: function, file) {
                    if file.language == .swift, file.isPunctuation(t + 1, "("), !file.isPunctuation(t - 1, ".") || file.isName(t - 2, Names.selfWord) {
                        names.insert(file.text(t))
                    } else if file.language == .objectiveC, file.isName(t, Names.selfWord), file.isPunctuation(t - 1, "["), file.isIdentifier(t + 1) {
                        names.insert(file.text(t + 1) + (file.isPunctuation(t + 2, ":") ? ":" : ""))
                    }
                }
            }
        }
        return names
    }

    /// Whether the statement holding the token runs whenever its function does: not in a
    /// block (`if`, a closure, a loop) and, in Objective-C, not after a brace-less `if (…)`.
    func isUnconditional(_ t: Int, in function: Structure.FunctionDecl, _ file: SourceFile) -> Bool {
        var depth = 0
        for position in function.body.lowerBound..<t {
            if file.isPunctuation(position, "{") { depth += 1 } else if file.isPunctuation(position, "}") { depth -= 1 }
        }
        guard depth == 0 else { return false }
        guard file.language == .objectiveC else { return true }
        // Back to the statement's first token: `self.name`, `[self.name setHidden:YES]`.
        var start = t
        while file.isPunctuation(start - 1, "."), file.isIdentifier(start - 2) { start -= 2 }
        while file.isPunctuation(start - 1, "[") { start -= 1 }
        let before = start - 1
        return before < function.body.lowerBound || file.isPunctuation(before, ";") || file.isPunctuation(before, "{") || file.isPunctuation(before, "}")
    }

    /// `searchBar.becomeFirstResponder()` or `[self.field becomeFirstResponder]` as the
    /// screen loads or appears: the keyboard is up when it shows.
    private func keyboardOnAppear(in number: Int, _ range: Range<Int>) -> CodeEvidence? {
        let file = index.files[number]
        let becomes = Lexer.hash("becomeFirstResponder")
        for function in index.structures[number].functions
        where range.contains(function.nameToken) && Self.appearing.contains(String(function.name.prefix { $0 != ":" })) {
            if let t = function.body.first(where: { file.isName($0, becomes) }) {
                return file.evidence(at: t, "raises the keyboard as the screen appears (becomeFirstResponder in \(function.name))")
            }
        }
        return nil
    }

    /// The names of `contentInsetAdjustmentBehavior`'s values, in Swift and Objective-C.
    static let insetAdjustments: [String: CodeSetting] = [
        "automatic": .insetAdjustmentAutomatic, "scrollableAxes": .insetAdjustmentScrollableAxes,
        "never": .insetAdjustmentNever, "always": .insetAdjustmentAlways,
        "UIScrollViewContentInsetAdjustmentAutomatic": .insetAdjustmentAutomatic,
        "UIScrollViewContentInsetAdjustmentScrollableAxes": .insetAdjustmentScrollableAxes,
        "UIScrollViewContentInsetAdjustmentNever": .insetAdjustmentNever,
        "UIScrollViewContentInsetAdjustmentAlways": .insetAdjustmentAlways,
    ]

    /// Calls that give a button something to draw.
    static let titleCalls: Set<String> = ["setTitle", "setAttributedTitle", "setImage", "setBackgroundImage"]

    /// Calls that put views into the view they are called on.
    static let fillingCalls: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]

    private func record(_ raw: String, _ t: Int, _ says: String, in file: SourceFile, into placed: inout [String: CodeEvidence]) {
        // The controller's own view is placed by its controller, not by this code.
        guard let name = Self.outletName(raw), name != "view", placed[name] == nil else { return }
        placed[name] = file.evidence(at: t, says)
    }

    /// The property an identifier names (`_picker` is the instance variable behind `picker`),
    /// or nil for the object itself (`self`, `super`).
    static func outletName(_ raw: String) -> String? {
        let name = raw.hasPrefix("_") ? String(raw.dropFirst()) : raw
        return name == "self" || name == "super" ? nil : name
    }
}
