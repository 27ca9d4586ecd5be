import LayoutModel
import LayoutRules

/// The configuration's `contexts` entries applied to a document's scenes: what only the code
/// says about where a scene is shown (locked to portrait, shown on iPhone only, presented as a
/// form sheet, pushed onto a navigation controller). Later entries win where they overlap.
enum ConfiguredContexts {
    /// What an entry narrows the matrix to, for one scene.
    struct Restriction: Sendable {
        var orientations: Set<Orientation>?
        var families: Set<Idiom>?
        var source: String?
        /// The code's line, when the code set it.
        var evidence: [CodeEvidence] = []

        /// `portrait only, iPhone only: .layout-lint.yml:12`.
        var note: String? {
            guard let source else { return nil }
            var parts: [String] = []
            if let orientations, orientations.count == 1, let only = orientations.first { parts.append("\(only.rawValue) only") }
            if let families {
                let names = [(Idiom.phone, "iPhone"), (.pad, "iPad")].filter { families.contains($0.0) }.map(\.1)
                parts.append(names.joined(separator: " and ") + (names.count == 1 ? " only" : ""))
            }
            return parts.isEmpty ? nil : parts.joined(separator: ", ") + ": " + source
        }

        func allows(_ environment: Environment, idiom: Idiom) -> Bool {
            (orientations?.contains(environment.orientation) ?? true) && (families?.contains(idiom) ?? true)
        }
    }

    /// A `placedByCode` name of the entry at this index.
    struct PlacedName: Sendable, Hashable {
        var entry: Int
        var name: String
    }

    /// The restrictions per scene, and the `placedByCode` names that named a view here.
    static func apply(_ entries: [ContextEntry], to document: inout Document) -> (restrictions: [Restriction], placed: Set<PlacedName>) {
        var restrictions = Array(repeating: Restriction(), count: document.scenes.count)
        var placed = Set<PlacedName>()
        guard !entries.isEmpty else { return (restrictions, placed) }
        for index in document.scenes.indices {
            for (number, entry) in entries.enumerated() where matches(entry, document: document, scene: document.scenes[index]) {
                apply(entry, to: &document.scenes[index], restriction: &restrictions[index])
                if let names = entry.placedByCode {
                    let found = markPlacedByCode(Set(names), in: document.scenes[index], of: &document)
                    placed.formUnion(found.map { PlacedName(entry: number, name: $0) })
                }
            }
        }
        return (restrictions, placed)
    }

    /// Names of `placedByCode` lists that named no view in the whole run: a typo, or a view
    /// since renamed, would otherwise leave the code's view judged by its document frame.
    static func unusedPlacements(_ entries: [ContextEntry], used: Set<PlacedName>) -> [(entry: ContextEntry, name: String)] {
        entries.enumerated().flatMap { number, entry in
            (entry.placedByCode ?? []).filter { !used.contains(PlacedName(entry: number, name: $0)) }.map { (entry, $0) }
        }
    }

    static func matches(_ entry: ContextEntry, document: Document, scene: Scene) -> Bool {
        if let path = entry.path, !Glob.matches(path, document.path) { return false }
        let own = scene.controllersInTree.first { !$0.isSynthesized }
        if let wanted = entry.scene, ![scene.id, scene.name, own?.label, own?.id].contains(wanted) { return false }
        if let wanted = entry.className {
            let className: String?
            switch scene.root {
            case .viewController: className = own?.className
            case .view(let view): className = view.className
            }
            if className != wanted { return false }
        }
        return true
    }

    private static func apply(_ entry: ContextEntry, to scene: inout Scene, restriction: inout Restriction) {
        let source = entry.source
        if let presentation = entry.presentation {
            scene.contexts = [SceneContext(presentation, source: source)]
        }
        if let size = entry.size { scene.size = size }
        if let orientations = entry.orientations { restriction.orientations = Set(orientations); restriction.source = source }
        if let families = entry.families { restriction.families = Set(families); restriction.source = source }
        if let edges = entry.extendedEdges, case .viewController(var controller) = scene.root {
            // The scene's own controller: a container the configuration wrapped it in keeps its own.
            if controller.isSynthesized, !controller.children.isEmpty {
                controller.children[0].edgesForExtendedLayout = edges
            } else {
                controller.edgesForExtendedLayout = edges
            }
            scene.root = .viewController(controller)
            let names = edges.isEmpty ? "none" : Edge.allCases.filter(edges.contains).map(\.rawValue).joined(separator: ", ")
            for index in scene.contexts.indices { scene.contexts[index].source += "; extended edges: \(names) (\(source))" }
        }
        if let container = entry.container, case .viewController(let controller) = scene.root {
            scene.root = .viewController(wrap(controller, in: container))
            for index in scene.contexts.indices {
                scene.contexts[index].source += "; in a \(container == .navigation ? "navigation" : "tab bar") controller (\(source))"
            }
        }
    }

    /// Marks the scene's views the code lays out, named as its code names them (an outlet's
    /// property), by id or by user label; returns the names that named a view.
    private static func markPlacedByCode(_ names: Set<String>, in scene: Scene, of document: inout Document) -> Set<String> {
        var found = Set<String>()
        for view in scene.viewsInTree {
            let outlets = document.outlets[view.id] ?? []
            let naming = names.filter { $0 == view.id || $0 == view.label || outlets.contains($0) }
            guard !naming.isEmpty else { continue }
            document.placedByCode.insert(view.id)
            found.formUnion(naming)
        }
        return found
    }

    /// The controller inside a container the code provides, unless it is in one already.
    static func wrap(_ controller: ViewControllerNode, in container: ContextEntry.Container) -> ViewControllerNode {
        switch container {
        case .navigation:
            if controller.kind == .navigationController { return controller }
            var navigation = ViewControllerNode(id: "\(controller.id)~navigation", kind: .navigationController,
                                                location: controller.location, children: [controller])
            navigation.navigation = NavigationSettings()
            navigation.isSynthesized = true
            return navigation
        case .tabBar:
            if controller.kind == .tabBarController { return controller }
            var tabs = ViewControllerNode(id: "\(controller.id)~tabs", kind: .tabBarController, location: controller.location,
                                          children: [controller])
            tabs.tabBar = TabBarSettings(selectedIndex: 0, evaluateAll: false)
            tabs.isSynthesized = true
            return tabs
        }
    }
}
