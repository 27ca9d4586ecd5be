import LayoutModel

/// What the app's code says about a document's scenes, applied before the configuration's
/// `contexts` (which win where both speak): how a controller the documents do not show is
/// shown (a sheet, pushed, a child, a window's root), the orientations and status bar its
/// class (or a base class) sets, the views its code places, and scenes whose class nothing
/// creates. Every fact keeps its file and line, and the scene's context quotes them.
enum CodeContexts {
    struct Outcome {
        var restrictions: [ConfiguredContexts.Restriction]
        /// Scenes whose class no code creates or names: dropped from the document.
        var unused: [(scene: String, reason: String)] = []
    }

    static func apply(_ code: any CodeFactsSource, to document: inout Document, scope: CodeScope?) -> Outcome {
        var outcome = Outcome(restrictions: Array(repeating: ConfiguredContexts.Restriction(), count: document.scenes.count))
        guard code.hasCode, document.kind != .fixture else { return outcome }
        let storyboard = document.kind == .storyboard ? FixtureName.of(document.path) : nil
        let nib = document.kind == .xib ? FixtureName.of(document.path) : nil
        var kept: [Int] = []
        var built: [String: CodeEvidence?] = [:]
        let everyBar = code.opaqueBarsByAppearance(scope: scope)
        for index in document.scenes.indices {
            markContentFromCode(in: &document.scenes[index], code, scope: scope, cache: &built)
            keepPopovers(&document.scenes[index], code, scope: scope)
            let scene = document.scenes[index]
            guard let className = className(of: scene) else { kept.append(index); continue }
            let facts = code.facts(forClass: className, storyboard: storyboard, identifier: scene.storyboardIdentifier, nib: nib, scope: scope)
            let assumed = scene.contexts.allSatisfy(\.isShownByCode)
            if assumed, facts.isUnreferenced, case .viewController = scene.root {
                let declared = facts.declaration.map { " but its declaration (\($0.place))" } ?? ""
                outcome.unused.append((scene.name, "no code creates \(className): its name appears in no source file\(declared), and no document shows the scene"))
                continue
            }
            if assumed, scene.storyboardIdentifier.map({ !code.names(string: $0, scope: scope) }) ?? true, facts.shown.isEmpty, facts.unresolved.isEmpty,
               let first = facts.createdWithoutScene.first, case .viewController = scene.root {
                outcome.unused.append((scene.name, "the code makes \(className) with its initialiser (\(first.place)), which loads no storyboard scene, and nothing instantiates this scene or shows it by a segue"))
                continue
            }
            kept.append(index)
            if assumed { applyShown(facts, className: className, to: &document.scenes[index]) }
            if let listItem = facts.listItem {
                placeInList(&document.scenes[index], listItem)
            } else if document.scenes[index].contexts.contains(where: { $0.presentation == .fullWidth }) {
                placeAcross(&document.scenes[index], code.widePlacements(ofView: className, scope: scope))
            }
            if let orientations = facts.orientations, let evidence = facts.orientationEvidence, orientations.count == 1 {
                outcome.restrictions[index].orientations = orientations
                outcome.restrictions[index].source = evidence.description
                outcome.restrictions[index].evidence = [evidence]
            }
            if let hidden = facts.statusBarHidden, case .viewController(var controller) = document.scenes[index].root {
                setOwnController(&controller) { $0.prefersStatusBarHidden = true }
                document.scenes[index].root = .viewController(controller)
                for offset in document.scenes[index].contexts.indices {
                    document.scenes[index].contexts[offset].source += "; \(hidden.description)"
                    document.scenes[index].contexts[offset].evidence.append(hidden)
                }
            }
            if let edges = facts.extendedEdges, let evidence = facts.extendedEdgesEvidence, case .viewController(var controller) = document.scenes[index].root {
                setOwnController(&controller) { $0.edgesForExtendedLayout = edges }
                document.scenes[index].root = .viewController(controller)
                for offset in document.scenes[index].contexts.indices {
                    document.scenes[index].contexts[offset].source += "; \(evidence.description)"
                    document.scenes[index].contexts[offset].evidence.append(evidence)
                }
            }
            if let hidden = facts.hidesNavigationBar, case .viewController(var controller) = document.scenes[index].root,
               controller.kind == .navigationController, controller.isSynthesized {
                // The navigation controller around it is the code's (or the designer's simulated
                // one): its bar is hidden while this controller shows.
                controller.navigation?.navigationBarHidden = true
                document.scenes[index].root = .viewController(controller)
                for offset in document.scenes[index].contexts.indices {
                    document.scenes[index].contexts[offset].source += "; \(hidden.description)"
                    document.scenes[index].contexts[offset].evidence.append(hidden)
                }
            }
            makeBarsOpaque(&document.scenes[index], everyBar: everyBar, pushers: Set(facts.shown.compactMap(\.pushedBy)), code, scope: scope)
            markPlaced(facts.placedOutlets, in: document.scenes[index], of: &document)
            let settings = applySettings(facts.outletSettings, in: &document.scenes[index], outlets: document.outlets,
                                         classHasCode: facts.declaration != nil)
            document.codeSettings.merge(settings) { first, _ in first }
        }
        if kept.count != document.scenes.count {
            document.scenes = kept.map { document.scenes[$0] }
            outcome.restrictions = kept.map { outcome.restrictions[$0] }
        }
        return outcome
    }

    /// The class whose code decides: the scene's own controller, or a top-level view's class.
    static func className(of scene: Scene) -> String? {
        switch scene.root {
        case .viewController:
            return scene.controllersInTree.first { !$0.isSynthesized }?.className
        case .view(let view):
            return view.className
        }
    }

    /// The ways the code shows the scene replace the assumed one; a site that could not be
    /// followed is said in the context, which stays assumed.
    private static func applyShown(_ facts: ClassFacts, className: String, to scene: inout Scene) {
        let known = facts.shown.filter { $0.presentation != nil }
        guard !known.isEmpty else {
            let lines = (facts.shown.flatMap(\.evidence) + facts.unresolved).sorted()
            guard let first = lines.first else { return }
            let more = lines.count > 1 ? " and \(lines.count - 1) more" : ""
            for offset in scene.contexts.indices {
                scene.contexts[offset].source += "; the code \(first.says) at \(first.place)\(more), but how it is shown could not be followed"
                scene.contexts[offset].evidence += lines.prefix(3)
            }
            return
        }
        var contexts: [SceneContext] = []
        for shown in known {
            var presentation = shown.presentation!
            if presentation == .child, scene.size == nil, case .viewController(let controller) = scene.root,
               let size = controller.view?.frame?.size {
                scene.size = size
            }
            if presentation == .child, scene.size == nil { presentation = .fullScreen }
            let words = shown.evidence.map(\.description).joined(separator: ", ")
            var context = SceneContext(presentation, source: words + (shown.isAutomatic ? " (automatic)" : ""), isAutomatic: shown.isAutomatic)
            context.evidence = shown.evidence
            if !contexts.contains(where: { $0.presentation == context.presentation && $0.isAutomatic == context.isAutomatic }) {
                contexts.append(context)
            }
        }
        scene.contexts = contexts
        if known.contains(where: { $0.container == .navigation }), case .viewController(let controller) = scene.root {
            scene.root = .viewController(ConfiguredContexts.wrap(controller, in: .navigation))
        } else if known.contains(where: { $0.container == .tabBar }), case .viewController(let controller) = scene.root {
            scene.root = .viewController(ConfiguredContexts.wrap(controller, in: .tabBar))
        }
    }

    /// A view across the screen's width whose class is a cell (or a header or footer) is
    /// as wide as its list, which the code sizes: a component at its design size.
    private static func placeInList(_ scene: inout Scene, _ listItem: CodeEvidence) {
        for offset in scene.contexts.indices where scene.contexts[offset].presentation == .fullWidth {
            scene.contexts[offset].presentation = .component
            scene.contexts[offset].source += "; \(listItem.description): its list places it"
            scene.contexts[offset].evidence.append(listItem)
        }
    }

    /// A popover segue from a controller whose code keeps its popovers in compact width
    /// (`adaptivePresentationStyle` returns none): a popover on iPhone too.
    private static func keepPopovers(_ scene: inout Scene, _ code: any CodeFactsSource, scope: CodeScope?) {
        for offset in scene.contexts.indices where scene.contexts[offset].presentation == .popover {
            guard let presenter = scene.contexts[offset].presenterClass,
                  let line = code.keepsPopovers(presenter: presenter, scope: scope) else { continue }
            scene.contexts[offset].presentation = .popoverKept
            scene.contexts[offset].source += "; \(line.description)"
            scene.contexts[offset].evidence.append(line)
        }
    }

    /// A view across the screen's width where the code puts it: on the screen's bottom edge
    /// (an input accessory, pinned there), its top edge, or in a list (a table's header:
    /// the sides only, as assumed). Each place the code uses is checked.
    private static func placeAcross(_ scene: inout Scene, _ placements: [WidePlacement]) {
        guard !placements.isEmpty, let assumed = scene.contexts.first(where: { $0.presentation == .fullWidth }) else { return }
        var contexts = scene.contexts.filter { $0.presentation != .fullWidth }
        for placement in placements {
            var context = SceneContext(placement.place.presentation, source: assumed.source + "; \(placement.evidence.description)")
            context.evidence = assumed.evidence + [placement.evidence]
            contexts.append(context)
        }
        scene.contexts = contexts
    }

    /// Bars the code makes opaque, for every screen (the appearance proxy) or for this one
    /// (its class, or a container subclass around it): the screen is laid out beside them.
    /// A pushed screen shares the navigation bar of the screen that pushes it.
    private static func makeBarsOpaque(_ scene: inout Scene, everyBar: [CodeContainer: CodeEvidence], pushers: Set<String>,
                                       _ code: any CodeFactsSource, scope: CodeScope?) {
        guard case .viewController(var root) = scene.root else { return }
        var bars: [CodeContainer: CodeEvidence] = [:]
        for name in Set(scene.controllersInTree.compactMap(\.className)).sorted() {
            bars.merge(code.opaqueBars(ofClass: name, scope: scope)) { first, _ in first }
        }
        for pusher in pushers.sorted() {
            bars.merge(code.opaqueBars(ofClass: pusher, scope: scope).filter { $0.key == .navigation }) { first, _ in first }
        }
        bars.merge(everyBar) { first, _ in first }
        guard !bars.isEmpty else { return }
        var used: [CodeEvidence] = []
        func update(_ controller: inout ViewControllerNode) {
            if let line = bars[.navigation], controller.navigation?.barIsOpaque == false {
                controller.navigation?.barIsOpaque = true
                used.append(line)
            }
            if let line = bars[.tabBar], controller.tabBar?.barIsOpaque == false {
                controller.tabBar?.barIsOpaque = true
                used.append(line)
            }
            for offset in controller.children.indices { update(&controller.children[offset]) }
        }
        update(&root)
        scene.root = .viewController(root)
        let lines = Array(Set(used)).sorted()
        guard !lines.isEmpty else { return }
        for offset in scene.contexts.indices {
            scene.contexts[offset].source += "; " + lines.map(\.description).joined(separator: ", ")
            scene.contexts[offset].evidence += lines
        }
    }

    private static func setOwnController(_ controller: inout ViewControllerNode, _ change: (inout ViewControllerNode) -> Void) {
        if controller.isSynthesized, !controller.children.isEmpty {
            setOwnController(&controller.children[0], change)
        } else {
            change(&controller)
        }
    }

    /// Settings the code gives views through their outlets, by view id (for the rules). A
    /// table whose rows the code sizes to their content has no fixed row height; a view
    /// hidden in the document that the code shows is laid out and checked as shown, and the
    /// scene's contexts say which line shows it. An empty holder the code puts views in
    /// names that line; where the class's code puts nothing in it, it holds nothing here.
    private static func applySettings(_ settings: [String: [CodeSetting: CodeEvidence]], in scene: inout Scene,
                                      outlets: [String: [String]], classHasCode: Bool) -> [String: [CodeSetting: CodeEvidence]] {
        guard !settings.isEmpty || classHasCode else { return [:] }
        var given: [String: [CodeSetting: CodeEvidence]] = [:]
        var shownLines: [CodeEvidence] = [], hiddenLines: [CodeEvidence] = []
        // The class's own root view is `view` to its code; a table or collection view
        // controller's is also `tableView` or `collectionView`.
        var outlets = outlets
        if let own = scene.controllersInTree.first(where: { !$0.isSynthesized }), let root = own.view?.id {
            outlets[root, default: []] += ["view"] + (own.kind == .tableViewController ? ["tableView"] : own.kind == .collectionViewController ? ["collectionView"] : [])
        }
        updateViews(in: &scene) { view in
            for name in outlets[view.id] ?? [] {
                guard let set = settings[name] else { continue }
                given[view.id, default: [:]].merge(set) { first, _ in first }
            }
            if given[view.id]?[.automaticRowHeight] != nil { view.table?.rowHeight = nil }
            // One stated behaviour is the code's; several (set one way here, another there) leave the document's.
            let behaviors = (given[view.id] ?? [:]).filter { $0.key.insetAdjustment != nil }
            if behaviors.count == 1, let (setting, line) = behaviors.first, view.scroll != nil {
                view.scroll?.behavior = setting.insetAdjustment!
                view.scroll?.behaviorLocation = SourceLocation(file: line.file, line: line.line, column: 1)
            }
            if given[view.id]?[.marginsIgnoreSafeArea] != nil { view.insetsLayoutMarginsFromSafeArea = false }
            if view.codeFill != nil, classHasCode { view.codeFill = given[view.id]?[.filled].map(CodeFill.line) }
            // A button the document gives nothing to draw, whose class's code gives it no title
            // or image either (a tap-catcher it only shows and hides), draws nothing.
            if view.emptyButton, classHasCode, given[view.id]?[.title] == nil { view.role = .container }
            if view.hidden, let line = given[view.id]?[.shown] {
                view.hidden = false
                shownLines.append(line)
            } else if !view.hidden, given[view.id]?[.shown] == nil, let line = given[view.id]?[.hiddenAlways] {
                view.hidden = true
                hiddenLines.append(line)
            }
        }
        if !shownLines.isEmpty {
            for offset in scene.contexts.indices {
                scene.contexts[offset].source += "; views hidden in the document are checked as shown: " + shownLines.map(\.description).joined(separator: ", ")
                scene.contexts[offset].evidence += shownLines
            }
        }
        if !hiddenLines.isEmpty {
            for offset in scene.contexts.indices {
                scene.contexts[offset].source += "; views the code always hides are not checked: " + hiddenLines.map(\.description).joined(separator: ", ")
                scene.contexts[offset].evidence += hiddenLines
            }
        }
        return given
    }

    /// Views of custom classes whose code builds what they show: their size is the code's.
    private static func markContentFromCode(in scene: inout Scene, _ code: any CodeFactsSource, scope: CodeScope?,
                                            cache: inout [String: CodeEvidence?]) {
        updateViews(in: &scene) { view in
            guard let name = view.className, view.kind == .view else { return }
            if cache[name] == nil { cache[name] = .some(code.contentFromCode(ofView: name, scope: scope)) }
            view.contentFromCode = cache[name] ?? nil
        }
    }

    /// Runs `body` on every view of the scene, in place.
    private static func updateViews(in scene: inout Scene, _ body: (inout ViewNode) -> Void) {
        func update(_ view: inout ViewNode) {
            body(&view)
            for offset in view.subviews.indices { update(&view.subviews[offset]) }
        }
        func update(_ controller: inout ViewControllerNode) {
            if var view = controller.view { update(&view); controller.view = view }
            for offset in controller.children.indices { update(&controller.children[offset]) }
        }
        switch scene.root {
        case .viewController(var controller): update(&controller); scene.root = .viewController(controller)
        case .view(var view): update(&view); scene.root = .view(view)
        }
    }

    /// Views the code places, matched by outlet property; a constraint outlet the code
    /// changes places the view it constrains.
    private static func markPlaced(_ placed: [String: CodeEvidence], in scene: Scene, of document: inout Document) {
        guard !placed.isEmpty else { return }
        let names = Set(placed.keys)
        for constraint in scene.controllersInTree.flatMap(\.constraints) {
            guard let outlets = document.outlets[constraint.id], outlets.contains(where: names.contains) else { continue }
            if case .view(let id) = constraint.first.item { document.placedByCode.insert(id) }
        }
        for view in scene.viewsInTree {
            if let outlets = document.outlets[view.id], outlets.contains(where: names.contains) {
                document.placedByCode.insert(view.id)
            }
            for constraint in view.constraints {
                guard let outlets = document.outlets[constraint.id], outlets.contains(where: names.contains) else { continue }
                if case .view(let id) = constraint.first.item { document.placedByCode.insert(id) }
            }
        }
    }
}
