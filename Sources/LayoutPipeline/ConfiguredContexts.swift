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

    static func apply(_ entries: [ContextEntry], to document: inout Document) -> [Restriction] {
        var restrictions = Array(repeating: Restriction(), count: document.scenes.count)
        guard !entries.isEmpty else { return restrictions }
        for index in document.scenes.indices {
            for entry in entries where matches(entry, document: document, scene: document.scenes[index]) {
                apply(entry, to: &document.scenes[index], restriction: &restrictions[index])
            }
        }
        return restrictions
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

    /// The controller inside a container the code provides, unless it is in one already.
    private static func wrap(_ controller: ViewControllerNode, in container: ContextEntry.Container) -> ViewControllerNode {
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
