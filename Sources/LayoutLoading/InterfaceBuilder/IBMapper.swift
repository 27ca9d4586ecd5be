import LayoutModel

/// Maps a parsed Interface Builder document onto the model. Anything it does not understand
/// becomes a note (once per kind of thing per document), never a silent skip.
struct IBMapper {
    let file: String
    let root: XMLElement

    /// Every element with an id, for segue destinations and references.
    var elements: [String: XMLElement] = [:]
    /// Guide ids (`viewLayoutGuide`, `viewControllerLayoutGuide`) -> the item they stand for.
    var guides: [String: LayoutItem] = [:]
    /// Size-class variations: the constraints and views they include or exclude.
    var installations: [String: Installation] = [:]
    /// Views that some constraint names (first or second item, or the block's owner by default).
    var constrainedViews = Set<String>()
    /// Child controller id -> parent controller id (relationship and embed segues).
    var parents: [String: String] = [:]
    /// Controller id -> the controller ids its show/push segues lead to.
    var pushes: [String: [String]] = [:]
    /// Element id -> the properties its size-class variations set (class, class, name, value).
    var propertyVariations: [String: [(horizontal: SizeClass?, vertical: SizeClass?, name: String, value: String)]] = [:]
    /// The properties whose variations are applied.
    static let variedProperties: Set<String> = ["constant", "priority", "hidden", "axis", "spacing"]
    /// Views whose keyboard layout guide is tied to the view's bottom (`usesBottomSafeArea` off).
    var keyboardGuidesAtViewBottom = Set<String>()
    /// Elements an outlet points at: code can reach them (and fill them).
    var outletDestinations = Set<String>()
    /// The properties of those outlets, by element: how the code names it.
    var outletProperties: [String: [String]] = [:]
    /// Controller id -> where show (push) segues to it are.
    var showSegues: [String: [SourceLocation]] = [:]
    /// Controller id -> the segues that present it modally.
    var presentationSegues: [String: [PresentationSegue]] = [:]
    /// Screen sizes of the device catalog (portrait), to tell screens from parts of them.
    var screenSizes: [Size] = []
    var notes: [LoadNote] = []
    private var notedKinds = Set<String>()
    /// `<resources><image name width height>`: the size of each named image.
    var imageSizes: [String: Size] = [:]
    /// The same for system symbols: their aspect ratio (Interface Builder's normalized box).
    var symbolBoxes: [String: Size] = [:]
    /// Storyboards this one references that are inputs: their references are followed from
    /// the other side, not reported.
    var followedStoryboards: Set<String> = []
    /// Controllers mapped in place of an element (a placeholder standing for another
    /// storyboard's scene).
    var substitutions: [String: ViewControllerNode] = [:]
    private var isPrepared = false

    init(file: String, root: XMLElement) {
        self.file = file
        self.root = root
    }

    // MARK: Notes

    mutating func note(_ code: String, kind: String, _ message: String, at location: SourceLocation, views: [String] = []) {
        guard notedKinds.insert("\(code) \(kind)").inserted else {
            // The same gap again: the views it leaves open add up.
            if !views.isEmpty, let index = notes.firstIndex(where: { $0.code == code && $0.subject == kind }) {
                notes[index].views += views.filter { !notes[index].views.contains($0) }
            }
            return
        }
        notes.append(LoadNote(code: code, subject: kind, message: message, location: location, views: views))
    }

    // MARK: Document

    /// The one pass over the document that mapping needs first.
    mutating func prepare() {
        guard !isPrepared else { return }
        isPrepared = true
        index(root, parent: nil)
    }

    mutating func map(platform: Platform, kind: DocumentKind) -> Document {
        prepare()
        let name = FixtureLoader.defaultName(for: file).replacingOccurrences(of: ".storyboard", with: "")
        let usesSafeAreas = root.attribute("useSafeAreas") == "YES" || !guides.values.filter { $0.guide == .safeArea }.isEmpty
        let designDevice = root.firstChild(named: "device")?.attribute("id")
            ?? root.descendants(named: "simulatedScreenMetrics").first?.attribute("type")
        let scenes = kind == .storyboard ? storyboardScenes() : xibScenes()
        var document = Document(path: file, kind: kind, name: name, platform: platform, scenes: scenes,
                                // Without Auto Layout the setting has nothing to apply to.
                                designDevice: designDevice,
                                usesSafeAreaLayoutGuides: platform == .iOS && root.attribute("useAutolayout") == "YES" ? usesSafeAreas : nil,
                                notes: notes, location: root.location)
        document.outlets = outletProperties
        return document
    }

    /// One pass over the document: ids, guides, variations, containment segues.
    private mutating func index(_ element: XMLElement, parent: XMLElement?) {
        if let id = element.attribute("id"), elements[id] == nil { elements[id] = element }
        switch element.name {
        case "viewLayoutGuide":
            if let id = element.attribute("id"), let owner = parent?.attribute("id") {
                let kind: GuideKind?
                switch element.attribute("key") {
                case "safeArea": kind = .safeArea
                case "contentLayoutGuide": kind = .contentLayoutGuide
                case "frameLayoutGuide": kind = .frameLayoutGuide
                default: kind = nil
                }
                if let kind { guides[id] = .guide(owner: owner, kind) }
            }
        case "keyboardLayoutGuide":
            // `<keyboardLayoutGuide key="keyboard" id="..."/>` beside the view's safe area guide.
            if let id = element.attribute("id"), let owner = parent?.attribute("id") {
                guides[id] = .guide(owner: owner, .keyboard)
                if element.attribute("usesBottomSafeArea") == "NO" { keyboardGuidesAtViewBottom.insert(owner) }
            }
        case "outlet", "outletCollection":
            if let destination = element.attribute("destination") {
                outletDestinations.insert(destination)
                if let property = element.attribute("property") { outletProperties[destination, default: []].append(property) }
            }
        case "variation":
            readVariation(element, of: parent)
        case "image" where parent?.name == "resources":
            if let name = element.attribute("name"), let width = element.attribute("width").flatMap(Double.init),
               let height = element.attribute("height").flatMap(Double.init) {
                // A system symbol's box is an aspect ratio, not a size.
                if element.attribute("catalog") == "system" { symbolBoxes[name] = Size(width: width, height: height) }
                else { imageSizes[name] = Size(width: width, height: height) }
            }
        case "constraints":
            for constraint in element.children(named: "constraint") where constraint.attribute("placeholder") != "YES" {
                if let first = constraint.attribute("firstItem") ?? parent?.attribute("id") { constrainedViews.insert(first) }
                if let second = constraint.attribute("secondItem") { constrainedViews.insert(second) }
            }
        default:
            break
        }
        if Self.controllerElements.contains(element.name) { indexController(element) }
        for child in element.children { index(child, parent: element) }
    }

    private mutating func indexController(_ controller: XMLElement) {
        guard let id = controller.attribute("id") else { return }
        // The deprecated top and bottom layout guides belong to the root view.
        let rootView = controller.children.first { $0.attribute("key") == "view" }?.attribute("id")
        for guide in controller.descendants(named: "viewControllerLayoutGuide") {
            if let guideID = guide.attribute("id"), let rootView {
                guides[guideID] = .guide(owner: rootView, guide.attribute("type") == "bottom" ? .bottomLayoutGuide : .topLayoutGuide)
            }
        }
        for segue in controller.firstChild(named: "connections")?.children(named: "segue") ?? [] {
            guard let destination = segue.attribute("destination"), segue.attribute("kind") == "relationship" else { continue }
            if parents[destination] == nil { parents[destination] = id }
        }
        // Pushes start from the controller or, more often, from a button, a cell or a bar
        // button item inside it.
        for segue in controller.descendants(named: "segue") where ["show", "push"].contains(segue.attribute("kind") ?? "") {
            if let destination = segue.attribute("destination"), pushes[id]?.contains(destination) != true {
                pushes[id, default: []].append(destination)
                showSegues[destination, default: []].append(segue.location)
            }
        }
        for segue in controller.descendants(named: "segue") where Self.presentationKinds.contains(segue.attribute("kind") ?? "") {
            guard let destination = segue.attribute("destination") else { continue }
            presentationSegues[destination, default: []].append(PresentationSegue(
                kind: segue.attribute("kind")!, style: segue.attribute("modalPresentationStyle"), location: segue.location,
                presenterClass: controller.attribute("customClass")))
        }
        // Container views embed controllers through their own connections.
        for container in controller.descendants(named: "containerView") {
            for segue in container.firstChild(named: "connections")?.children(named: "segue") ?? [] where segue.attribute("kind") == "embed" {
                if let destination = segue.attribute("destination"), parents[destination] == nil { parents[destination] = id }
            }
        }
    }

    /// Idioms of other platforms than iPhone and iPad.
    static let otherPlatformIdioms = ["mac", "tv", "carPlay", "watch", "vision"]

    /// `<variation key="widthClass=regular"><mask key="constraints"><include reference="..."/>`.
    private mutating func readVariation(_ variation: XMLElement, of owner: XMLElement?) {
        guard let key = variation.attribute("key") else { return }
        var horizontal: SizeClass?, vertical: SizeClass?
        var isDefault = false
        if key == "default" {
            isDefault = true
        } else if Self.otherPlatformIdioms.contains(where: { key.contains("userInterfaceIdiom=\($0)") }) {
            // A variation for a Mac, a TV or a car screen: no iPhone or iPad ever shows it.
            return
        } else {
            for part in key.split(separator: "-") {
                let pieces = part.split(separator: "=").map(String.init)
                guard pieces.count == 2, let sizeClass = SizeClass(rawValue: pieces[1]) else {
                    note("unsupported-variation", kind: key, "the variation '\(key)' is not evaluated (only width and height size classes are)", at: variation.location)
                    return
                }
                if pieces[0] == "widthClass" { horizontal = sizeClass } else if pieces[0] == "heightClass" { vertical = sizeClass }
                else {
                    note("unsupported-variation", kind: key, "the variation '\(key)' is not evaluated (only width and height size classes are)", at: variation.location)
                    return
                }
            }
        }
        // Property variations (`constant="200"`, `axis="vertical"`, `hidden="YES"`) belong to the
        // element the variation is in.
        let properties = variation.attributes.filter { $0.name != "key" }
        if !properties.isEmpty, !isDefault, let ownerID = owner?.attribute("id") {
            for property in properties {
                guard Self.variedProperties.contains(property.name) else {
                    note("unsupported-variation", kind: "\(owner?.name ?? "element").\(property.name)",
                         "the size-class variation of '\(property.name)' on <\(owner?.name ?? "element")> is not evaluated (constant, priority, hidden, axis and spacing are)",
                         at: variation.location)
                    continue
                }
                propertyVariations[ownerID, default: []].append((horizontal, vertical, property.name, property.value))
            }
        }
        for mask in variation.children(named: "mask") {
            for reference in mask.children where reference.name == "include" || reference.name == "exclude" {
                guard let id = reference.attribute("reference") else { continue }
                var installation = installations[id] ?? Installation()
                let installed = reference.name == "include"
                if isDefault {
                    installation.installedByDefault = installed
                } else {
                    installation.overrides.append(Installation.Override(horizontal: horizontal, vertical: vertical, installed: installed))
                }
                installations[id] = installation
            }
        }
    }

    // MARK: Scenes

    static let controllerElements: Set<String> = [
        "viewController", "tableViewController", "collectionViewController", "navigationController",
        "tabBarController", "splitViewController", "pageViewController", "viewControllerPlaceholder",
        "avPlayerViewController", "glkViewController", "hostingController",
    ]

    /// A scene per controller that no other controller contains; a controller shown by a
    /// push from inside a navigation controller is shown in a copy of that container chain,
    /// as Interface Builder simulates it.
    private mutating func storyboardScenes() -> [Scene] {
        var scenes: [Scene] = []
        for scene in root.descendants(named: "scene") {
            guard let controllerElement = scene.firstChild(named: "objects")?.children
                .first(where: { Self.controllerElements.contains($0.name) }),
                  let id = controllerElement.attribute("id"), parents[id] == nil,
                  controllerElement.name != "viewControllerPlaceholder" else { continue }
            var visiting = Set<String>()
            guard let controller = mapController(controllerElement, visiting: &visiting) else { continue }
            let label = controller.label ?? sceneLabel(scene, controllerElement)
            var shown = wrapInPushingContainers(controller)
            var (contexts, size) = storyboardContexts(rootID: shown.id, designed: controllerElement,
                                                      presentedByShow: shown.id == id ? showSegues[id] ?? [] : [])
            if shown.id == id {
                // Shown by code, not by a container of the document: the simulated bars say how.
                let (wrapped, note) = applySimulatedMetrics(to: shown, from: controllerElement,
                                                            // A child guessed from its size is not pushed by its navigation item.
                                                            shownByCode: contexts.allSatisfy { $0.isShownByCode && $0.presentation != .child })
                shown = wrapped
                if let note { contexts = contexts.map { var context = $0; context.source += "; \(note)"; return context } }
            }
            var mapped = Scene(id: scene.attribute("sceneID") ?? id, name: label, root: .viewController(shown),
                               location: controllerElement.location, contexts: contexts, size: size)
            mapped.storyboardIdentifier = controllerElement.attribute("storyboardIdentifier")
            scenes.append(mapped)
            // Views kept beside the controller (a header, a toast, an input bar the code adds):
            // components, at their design size; a table cell, in a table view of its own.
            for element in scene.firstChild(named: "objects")?.children ?? [] where IBViews.kind(of: element.name) != nil {
                guard let viewID = element.attribute("id"), isConnected(element, id: viewID, owner: label) else { continue }
                scenes.append(element.name == "tableViewCell" ? cellScene(element, id: viewID) : componentScene(element, id: viewID))
            }
        }
        return scenes
    }

    func sceneLabel(_ scene: XMLElement, _ controller: XMLElement) -> String {
        if let identifier = controller.attribute("storyboardIdentifier") { return identifier }
        if let custom = controller.attribute("customClass") { return custom }
        if let label = controller.attribute("userLabel") { return label }
        var name = scene.precedingComment?.trimmingSpaces ?? ""
        if name.isEmpty { name = controller.attribute("title") ?? controller.name }
        // "Navigation Controller" says little: name the controller it shows first.
        if ["navigationController", "tabBarController", "splitViewController"].contains(controller.name),
           let first = controller.firstChild(named: "connections")?.children(named: "segue")
               .first(where: { $0.attribute("kind") == "relationship" })?.attribute("destination"),
           let child = elements[first], let childName = child.attribute("storyboardIdentifier") ?? child.attribute("customClass")
               ?? child.attribute("title") ?? child.firstChild(named: "navigationItem")?.attribute("title") {
            name += " · \(childName)"
        }
        return name
    }

    /// The navigation controller that shows `id` when something pushes it: the nearest one
    /// around a controller that pushes it (directly, or through a chain of pushes).
    private func pushingNavigation(of id: String, visited: inout Set<String>) -> String? {
        guard visited.insert(id).inserted else { return nil }
        for (source, destinations) in pushes.sorted(by: { $0.key < $1.key }) where destinations.contains(id) {
            var current = source
            var seen: Set<String> = [current]
            while let parent = parents[current], seen.insert(parent).inserted {
                if elements[parent]?.name == "navigationController" { return parent }
                current = parent
            }
            if let outer = pushingNavigation(of: source, visited: &visited) { return outer }
        }
        return nil
    }

    /// A pushed controller is shown where its navigation controller is: the whole tree
    /// around that navigation controller is laid out (so a navigation controller embedded
    /// in a container view keeps the container's frame), with the pushed controller on top
    /// of the stack. Everything but the pushed controller is context: measured, drawn,
    /// never reported (it has a scene of its own). Tab bar controllers on the way keep
    /// only the tab that leads to it.
    private mutating func wrapInPushingContainers(_ controller: ViewControllerNode) -> ViewControllerNode {
        guard parents[controller.id] == nil else { return controller }
        return context(around: controller.id, showing: controller) ?? controller
    }

    /// The tree of this storyboard around the controller `id` (a pushed controller, or a
    /// reference to another storyboard), with `controller` in its place: under its tab bar
    /// or split view (relationship segues), or pushed onto the navigation controller whose
    /// screen shows it. Everything else is context. Nil when nothing contains or pushes it,
    /// or when it contains what pushes it (a push back to itself).
    mutating func context(around id: String, showing controller: ViewControllerNode) -> ViewControllerNode? {
        prepare()
        let navigation: String?
        if parents[id] != nil {
            navigation = nil
            // Mapped in its place as an empty stand-in, replaced once the context is marked.
            substitutions[id] = ViewControllerNode(id: id, kind: .viewController, location: controller.location)
        } else {
            var visited = Set<String>()
            navigation = pushingNavigation(of: id, visited: &visited)
            guard navigation != nil else { return nil }
        }
        defer { substitutions[id] = nil }
        let top = outermostContainer(of: navigation ?? id)
        guard top != id, let element = elements[top] else { return nil }
        var visiting = Set<String>()
        guard var context = mapController(element, visiting: &visiting) else { return nil }
        Self.markAsContext(&context)
        let placed = navigation.map { Self.push(controller, onto: $0, in: &context) } ?? Self.replace(id, with: controller, in: &context)
        return placed ? context : nil
    }

    /// The controller that contains `id` through relationship and embed segues, outermost.
    private func outermostContainer(of id: String) -> String {
        var top = id
        var seen: Set<String> = [top]
        while let parent = parents[top], seen.insert(parent).inserted { top = parent }
        return top
    }

    /// Puts `controller` where the controller `id` is; tab bar controllers on the way keep
    /// only that tab.
    private static func replace(_ id: String, with controller: ViewControllerNode, in node: inout ViewControllerNode) -> Bool {
        for index in node.children.indices {
            if node.children[index].id == id {
                node.children[index] = controller
            } else if !replace(id, with: controller, in: &node.children[index]) {
                continue
            }
            if node.kind == .tabBarController {
                node.children = [node.children[index]]
                node.tabBar?.selectedIndex = 0
                node.tabBar?.evaluateAll = false
            }
            return true
        }
        return false
    }

    private static func markAsContext(_ controller: inout ViewControllerNode) {
        controller.isSynthesized = true
        for index in controller.children.indices { markAsContext(&controller.children[index]) }
        if controller.view != nil { markAsContext(&controller.view!) }
    }

    private static func markAsContext(_ view: inout ViewNode) {
        view.isSynthesized = true
        for index in view.constraints.indices { view.constraints[index].isSynthesized = true }
        for index in view.subviews.indices { markAsContext(&view.subviews[index]) }
        if view.embedded != nil { markAsContext(&view.embedded!) }
    }

    /// Puts `pushed` on top of the navigation stack `navigation`, wherever it is in the tree.
    private static func push(_ pushed: ViewControllerNode, onto navigation: String, in controller: inout ViewControllerNode) -> Bool {
        if controller.id == navigation {
            controller.children = [pushed]
            return true
        }
        for index in controller.children.indices where push(pushed, onto: navigation, in: &controller.children[index]) {
            if controller.kind == .tabBarController {
                controller.children = [controller.children[index]]
                controller.tabBar?.selectedIndex = 0
                controller.tabBar?.evaluateAll = false
            }
            return true
        }
        if controller.view != nil, push(pushed, onto: navigation, in: &controller.view!) { return true }
        return false
    }

    private static func push(_ pushed: ViewControllerNode, onto navigation: String, in view: inout ViewNode) -> Bool {
        if view.embedded != nil, push(pushed, onto: navigation, in: &view.embedded!) { return true }
        for index in view.subviews.indices where push(pushed, onto: navigation, in: &view.subviews[index]) { return true }
        return false
    }

    /// A xib's scenes: its File's Owner's view as a controller's root view, cells inside a
    /// table or collection view, other top-level views at their design size.
    private mutating func xibScenes() -> [Scene] {
        guard let objects = root.firstChild(named: "objects") else { return [] }
        var scenes: [Scene] = []
        let owner = objects.children.first { $0.name == "placeholder" && $0.attribute("placeholderIdentifier") == "IBFilesOwner" }
        let ownerView = owner?.firstChild(named: "connections")?.children(named: "outlet")
            .first { $0.attribute("property") == "view" }?.attribute("destination")
        for element in objects.children {
            if Self.controllerElements.contains(element.name) {
                var visiting = Set<String>()
                guard let id = element.attribute("id"), parents[id] == nil,
                      let controller = mapController(element, visiting: &visiting) else { continue }
                let (contexts, size) = storyboardContexts(rootID: id, designed: element)
                scenes.append(Scene(id: id, name: controller.label ?? element.name, root: .viewController(controller),
                                    location: element.location, contexts: contexts, size: size))
                continue
            }
            guard IBViews.kind(of: element.name) != nil, let id = element.attribute("id") else {
                // Objects that are not views (gesture recognizers, custom objects) have no layout.
                if !["placeholder", "customObject", "exit", "menu", "window", "userDefaultsController"].contains(element.name),
                   !element.name.hasSuffix("GestureRecognizer") {
                    note("unsupported-element", kind: element.name, "top-level <\(element.name)> is not laid out", at: element.location)
                }
                continue
            }
            // A File's Owner with a `view` outlet is a view controller when its class is one
            // (by name); a UIView subclass that loads the xib into itself is not.
            let ownerIsController = ownerView != nil && owner?.attribute("customClass")?.hasSuffix("Controller") ?? false
            if id == ownerView, ownerIsController, let owner {
                scenes.append(ownerControllerScene(element, id: id, owner: owner))
            } else if element.name == "tableViewCell" || (element.name == "collectionViewCell" && isListRow(element)) {
                scenes.append(cellScene(element, id: id))
            } else if root.attribute("launchScreen") == "YES", scenes.isEmpty {
                scenes.append(launchScreenScene(element, id: id))
            } else if ownerIsController, !isConnected(element, id: id, owner: owner?.attribute("customClass") ?? "File's Owner") {
                continue
            } else {
                scenes.append(componentScene(element, id: id))
            }
        }
        return scenes
    }

    /// The File's Owner's view, as its view controller's root view. Designed at a screen's
    /// size, it is a screen, shown by code (full screen unless the configuration says
    /// otherwise), in the containers its simulated bars name; designed at another size, it is
    /// a child of whatever container the code puts it in.
    private mutating func ownerControllerScene(_ element: XMLElement, id: String, owner: XMLElement) -> Scene {
        let view = mapView(element, context: ViewContext(controllerID: owner.attribute("id") ?? "owner", rootViewID: id), isRoot: true)
        let name = owner.attribute("customClass") ?? "File's Owner"
        var controller = ViewControllerNode(id: owner.attribute("id") ?? "owner", kind: .viewController,
                                            className: owner.attribute("customClass"), label: name, location: owner.location, view: view)
        // (Its autoresizing mask says nothing: a controller's view takes the size it is given.)
        if let frame = view.frame, !isScreenSized(frame.size) {
            // A guess from the size alone: the code, where it says how the controller is shown, wins.
            let source = "assumed a child: designed at \(formatNumber(frame.width)) × \(formatNumber(frame.height)) (\(file):\(element.location.line)), no screen's size"
            return Scene(id: id, name: name, root: .viewController(controller), location: element.location,
                         contexts: [SceneContext(.child, source: source, isShownByCode: true)], size: frame.size)
        }
        var context = SceneContext(.fullScreen, source: "assumed full screen: no presentation found (a xib's view controller, shown by code)", isShownByCode: true)
        let (wrapped, note) = applySimulatedMetrics(to: controller, from: element, shownByCode: true)
        controller = wrapped
        if let note { context.source += "; \(note)" }
        return Scene(id: id, name: name, root: .viewController(controller), location: element.location, contexts: [context])
    }

    /// A launch screen xib's view: the system shows it full screen, as the root view of the
    /// window, before the app runs.
    private mutating func launchScreenScene(_ element: XMLElement, id: String) -> Scene {
        let controllerID = "\(id)~launch"
        let view = mapView(element, context: ViewContext(controllerID: controllerID, rootViewID: id), isRoot: true)
        var controller = ViewControllerNode(id: controllerID, kind: .viewController, label: "Launch Screen",
                                            location: element.location, view: view)
        controller.isSynthesized = true
        return Scene(id: id, name: "Launch Screen", root: .viewController(controller), location: element.location,
                     contexts: [SceneContext(.fullScreen, source: "the launch screen of \(file) (launchScreen)")])
    }

    /// Whether a view kept beside a view controller is connected to an outlet: the
    /// controller reaches the objects of its scene or nib only through outlets, so a view none
    /// connects is never shown (a leftover), and is noted instead of laid out.
    mutating func isConnected(_ element: XMLElement, id: String, owner: String) -> Bool {
        if outletDestinations.contains(id) { return true }
        note("unconnected-view", kind: id, "\(element.attribute("customClass") ?? element.attribute("userLabel") ?? element.name) \(id) beside "
             + "\(owner) is connected to no outlet: nothing shows it, so it is not laid out", at: element.location)
        return false
    }

    /// A view of its own (a header, a toast, an input bar, a custom view loaded from the xib):
    /// at its design size; where it goes on screen is up to the code that places it. Designed
    /// at a screen's width, it spans the screen wherever it goes (a search bar, a table
    /// header, a footer with the main button), and gets the screen's side insets there.
    mutating func componentScene(_ element: XMLElement, id: String) -> Scene {
        let view = mapView(element, context: ViewContext(controllerID: id, rootViewID: id), isRoot: true)
        var context = SceneContext(.component, source: "a top-level view of \(file), placed by code")
        if let width = view.frame?.width, isScreenWide(width) {
            context = SceneContext(.fullWidth, source: "a top-level view designed at a screen's width (\(formatNumber(width)) pt) "
                                   + "at \(file):\(element.location.line), placed by code across the screen")
        }
        return Scene(id: id, name: element.attribute("customClass") ?? element.attribute("userLabel") ?? element.name,
                     root: .view(view), location: element.location, contexts: [context], size: view.frame?.size)
    }


    /// A collection view cell designed at least as wide as a small phone's content (320 pt
    /// less two 16 pt margins) is a row of a list, as wide as its collection view; a narrower
    /// one is an item of a grid or a strip, placed by its layout (a component).
    func isListRow(_ element: XMLElement) -> Bool {
        (frame(of: element)?.width ?? 0) >= 288
    }

    /// A cell of a xib, evaluated as a row of a full-width table (or collection) view.
    mutating func cellScene(_ element: XMLElement, id: String) -> Scene {
        let isTable = element.name == "tableViewCell"
        let hostID = "\(id)~\(isTable ? "table" : "collection")"
        let controllerID = "\(id)~controller"
        let context = ViewContext(controllerID: controllerID, rootViewID: hostID)
        var cell = mapView(element, context: context, isRoot: false)
        cell.translatesAutoresizingMaskIntoConstraints = false
        // UIKit never reads a registered nib's row height: the table's decides, or the
        // content (self-sizing, from the design height where the content leaves it open).
        if isTable { cell.intrinsicHeight = nil }
        var host = ViewNode(id: hostID, kind: isTable ? .tableView : .collectionView, location: element.location,
                            role: .container, translatesAutoresizingMaskIntoConstraints: true,
                            scroll: ScrollSettings(alwaysBounceVertical: true), table: isTable ? TableSettings() : nil, subviews: [cell])
        host.isSynthesized = true
        var controller = ViewControllerNode(id: controllerID, kind: isTable ? .tableViewController : .collectionViewController,
                                            className: element.attribute("customClass"), label: element.attribute("customClass"),
                                            location: element.location, view: host)
        controller.isSynthesized = true
        let name = element.attribute("customClass") ?? element.attribute("reuseIdentifier") ?? element.name
        return Scene(id: id, name: name, root: .viewController(controller), location: element.location,
                     contexts: [SceneContext(.fullScreen, source: "a cell of \(file), in a \(isTable ? "table" : "collection") view that fills the screen")])
    }


}

extension XMLElement {
    /// Every descendant with this name, in document order.
    func descendants(named name: String) -> [XMLElement] {
        var result: [XMLElement] = []
        collectDescendants(named: name, into: &result)
        return result
    }

    private func collectDescendants(named name: String, into result: inout [XMLElement]) {
        for child in children {
            if child.name == name { result.append(child) }
            child.collectDescendants(named: name, into: &result)
        }
    }
}
