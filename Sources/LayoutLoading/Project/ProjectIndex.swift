import Foundation
import LayoutModel

/// The app each document belongs to: the nearest Xcode project above it (not above the
/// folder the run was asked to check), the targets of that project that bundle it, and
/// what their build settings and Info.plist say about devices and orientations. Each
/// project, configuration file and Info.plist is read once per run; what cannot be read is
/// an input error of that file, and its documents are checked with the configured matrix.
public struct ProjectIndex: Sendable {
    /// Document path (as given) -> its context.
    public private(set) var contexts: [String: ProjectContext] = [:]
    /// Problems with project files, by the file's display path.
    public private(set) var errors: [String: [LoadError]] = [:]

    public init() {}

    public func context(of document: String) -> ProjectContext { contexts[document] ?? .noProject }

    /// `documents`: each document path as given, with the folder above which no project is
    /// looked for (the working directory, or the input folder named on the command line).
    public static func build(documents: [(path: String, boundary: String)]) -> ProjectIndex {
        var builder = Builder()
        var index = ProjectIndex()
        for document in documents {
            index.contexts[document.path] = builder.context(of: document.path, boundary: Paths.absolute(document.boundary))
        }
        index.errors = builder.errors
        return index
    }

    struct Builder {
        var projects: [String: (project: XcodeProject, display: String)?] = [:]
        var plists: [String: InfoPlist?] = [:]
        /// The storyboards iOS loads for any target of a project, by the project's path.
        var loadedBySystem: [String: Set<String>?] = [:]
        var listings: [String: [String]] = [:]
        var errors: [String: [LoadError]] = [:]
        /// Configuration files a project names that are not there, by project.
        var missingFiles: [String: [String]] = [:]
        let workingDirectory = Paths.absolute(".")

        /// A path as reports show it: relative to the working directory when inside it.
        func display(_ path: String) -> String {
            path.hasPrefix(workingDirectory + "/") ? String(path.dropFirst(workingDirectory.count + 1)) : path
        }

        mutating func context(of document: String, boundary: String) -> ProjectContext {
            let path = Paths.absolute(document)
            var folder = Paths.parent(of: path)
            var nearest: ProjectContext?
            while folder == boundary || folder.hasPrefix(boundary == "/" ? "/" : boundary + "/") {
                for candidate in projectFolders(in: folder) {
                    guard let loaded = project(candidate) else {
                        nearest = nearest ?? .unreadable(project: display(candidate))
                        continue
                    }
                    let targets = loaded.project.targets.filter { !$0.isTest && $0.contains(path) }
                    if !targets.isEmpty { return .app(appContext(loaded.project, display: loaded.display, targets: targets)) }
                    nearest = nearest ?? .notInTarget(project: loaded.display)
                }
                if folder == "/" || folder == boundary { break }
                folder = Paths.parent(of: folder)
            }
            return nearest ?? .noProject
        }

        mutating func projectFolders(in folder: String) -> [String] {
            if let cached = listings[folder] { return cached }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            let found = names.filter { $0.hasSuffix(".xcodeproj") }.sorted().map { folder == "/" ? "/" + $0 : folder + "/" + $0 }
                .filter { Paths.isFile($0 + "/project.pbxproj") }
            listings[folder] = found
            return found
        }

        mutating func project(_ folder: String) -> (project: XcodeProject, display: String)? {
            if let cached = projects[folder] { return cached }
            let display = display(folder)
            let root = workingDirectory
            let shown: @Sendable (String) -> String = { path in
                path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            }
            switch XcodeProjectReader.read(projectFolder: folder, displayPath: display + "/project.pbxproj", display: shown) {
            case .success(let (project, problems, missing)):
                for problem in problems { errors[problem.location.file, default: []].append(problem) }
                missingFiles[folder] = missing
                projects[folder] = (project, display)
            case .failure(let failure):
                errors[display + "/project.pbxproj", default: []] += failure.errors
                projects[folder] = .some(nil)
            }
            return projects[folder] ?? nil
        }

        /// The Info.plist at `path`; nil when it is not there (a note, not an error) or cannot be
        /// read (an error of that file).
        mutating func plist(_ path: String) -> InfoPlist? {
            if let cached = plists[path] { return cached }
            guard Paths.exists(path) else {
                plists[path] = .some(nil)
                return nil
            }
            switch InfoPlist.read(path: path, displayPath: display(path)) {
            case .success(let plist): plists[path] = plist
            case .failure(let failure):
                errors[display(path), default: []] += failure.errors
                plists[path] = .some(nil)
            }
            return plists[path] ?? nil
        }

        /// What the targets that bundle a document say, together: the families and
        /// orientations of any of them, full-screen windows only if all require them, and the
        /// lowest deployment target.
        mutating func appContext(_ project: XcodeProject, display: String, targets: [XcodeProject.Target]) -> AppContext {
            var context = AppContext(project: display, targets: targets.map(\.name), families: [],
                                     location: SourceLocation(file: display + "/project.pbxproj", line: 1, column: 1))
            var requiresFullScreen = true
            var statusBarHidden = true
            var letterboxed = true
            for target in targets {
                let facts = targetFacts(target, project: project, display: display)
                context.families.formUnion(facts.families)
                for (idiom, orientations) in facts.orientations where facts.families.contains(idiom) {
                    context.orientations[idiom] = (context.orientations[idiom] ?? []).union(orientations)
                }
                for idiom in facts.families where facts.orientations[idiom] == nil {
                    context.orientations[idiom] = Set(Orientation.allCases)
                }
                requiresFullScreen = requiresFullScreen && facts.requiresFullScreen
                statusBarHidden = statusBarHidden && facts.statusBarHidden
                letterboxed = letterboxed && facts.hasLaunchScreen == false
                if let version = facts.deploymentTarget, context.deploymentTarget.map({ version.lexicographicallyPrecedes($0) }) ?? true {
                    context.deploymentTarget = version
                }
                context.sources += facts.sources
                context.codeFolders.formUnion(target.sourceFolders)
                context.codeTrees.formUnion(target.synchronizedFolders.map(\.folder))
            }
            context.orientations = context.orientations.filter { $0.value.count < Orientation.allCases.count }
            context.projectFolder = self.display(Paths.parent(of: project.path))
            context.languages = project.knownRegions.map { regions in regions.filter { $0 != "Base" }.sorted() }
            context.sources += (missingFiles[project.path] ?? []).map { "\($0) not found" }
            context.requiresFullScreen = requiresFullScreen
            context.statusBarHidden = statusBarHidden
            context.letterboxedOnPhones = letterboxed
            // Every target's, not only those that bundle the document: a storyboard another
            // target's Info.plist names is loaded there, whatever the membership says.
            if loadedBySystem[project.path] == nil {
                var names: Set<String>? = []
                // Apps and their extensions: a framework's Info.plist has iOS load nothing.
                for target in project.targets where target.isApplication || target.productType.contains("extension") {
                    let facts = targetFacts(target, project: project, display: display)
                    names = facts.storyboardsLoadedBySystem.flatMap { found in names.map { $0.union(found) } }
                }
                loadedBySystem[project.path] = .some(names)
            }
            context.storyboardsLoadedBySystem = targets.isEmpty ? nil : loadedBySystem[project.path] ?? nil
            return context
        }
    }
}

/// The facts of one target, with where each came from.
struct TargetFacts {
    var families: Set<Idiom> = []
    var orientations: [Idiom: Set<Orientation>] = [:]
    var requiresFullScreen = false
    var statusBarHidden = false
    /// Nil when neither an Info.plist nor generated Info.plist settings say.
    var hasLaunchScreen: Bool?
    /// The storyboards iOS loads for the target (main, launch, scenes); nil: no Info.plist says.
    var storyboardsLoadedBySystem: Set<String>?
    var deploymentTarget: [Int]?
    var sources: [String] = []
}

extension ProjectIndex.Builder {
    mutating func targetFacts(_ target: XcodeProject.Target, project: XcodeProject, display: String) -> TargetFacts {
        var facts = TargetFacts()
        let settings = target.settings
        let sdk = settings["SDKROOT"] ?? ""
        if let family = settings["TARGETED_DEVICE_FAMILY"], !family.isEmpty {
            facts.families = Set(family.split(whereSeparator: { $0 == "," || $0 == " " }).compactMap { Self.idiom(String($0)) })
            facts.sources.append("TARGETED_DEVICE_FAMILY = \(family) (\(target.name))")
        } else {
            // Xcode's default for an iOS target is iPhone (1); for a tvOS one, Apple TV (3).
            facts.families = sdk.hasPrefix("appletv") ? [.tv] : [.phone]
            facts.sources.append("TARGETED_DEVICE_FAMILY not set: Xcode's default (\(target.name))")
        }
        if let version = settings["IPHONEOS_DEPLOYMENT_TARGET"] {
            facts.deploymentTarget = version.split(separator: ".").compactMap { Int($0) }
        }
        var plist: InfoPlist?
        if let file = settings.expanded("INFOPLIST_FILE"), !file.isEmpty {
            let written = Paths.join(project.sourceRoot, file)
            if let path = Paths.onDisk(written) {
                plist = self.plist(path)
                facts.sources.append("Info.plist: \(self.display(path))")
            } else {
                facts.sources.append("\(self.display(written)) not found")
            }
        }
        // Orientations: the Info.plist's keys (per idiom, then general), else the generated
        // Info.plist's build settings. An app whose Info.plist names none supports all.
        for (idiom, plistSuffix, settingSuffix) in [(Idiom.phone, "~iphone", "_iPhone"), (.pad, "~ipad", "_iPad")] {
            let fromPlist = plist?.strings("UISupportedInterfaceOrientations" + plistSuffix) ?? plist?.strings("UISupportedInterfaceOrientations")
            let setting = settings["INFOPLIST_KEY_UISupportedInterfaceOrientations" + settingSuffix]
                ?? settings["INFOPLIST_KEY_UISupportedInterfaceOrientations"]
            let names = fromPlist ?? setting.map { $0.split(separator: " ").map(String.init) }
            guard let names else { continue }
            let orientations = Set(names.compactMap(Self.orientation))
            if !orientations.isEmpty { facts.orientations[idiom] = orientations }
        }
        let fullScreen = plist?.bool("UIRequiresFullScreen~ipad") ?? plist?.bool("UIRequiresFullScreen")
            ?? settings["INFOPLIST_KEY_UIRequiresFullScreen"].map { $0 == "YES" }
        facts.requiresFullScreen = fullScreen ?? false
        let hidden = plist?.bool("UIStatusBarHidden") ?? settings["INFOPLIST_KEY_UIStatusBarHidden"].map { $0 == "YES" }
        let perController = plist?.bool("UIViewControllerBasedStatusBarAppearance")
            ?? settings["INFOPLIST_KEY_UIViewControllerBasedStatusBarAppearance"].map { $0 == "YES" }
        facts.statusBarHidden = hidden == true && perController == false
        facts.hasLaunchScreen = Self.hasLaunchScreen(plist: plist, settings: settings, resources: target.resources)
        if facts.hasLaunchScreen == false { facts.sources.append("no launch screen (\(target.name))") }
        let fromSettings = ["INFOPLIST_KEY_UIMainStoryboardFile", "INFOPLIST_KEY_UILaunchStoryboardName"].compactMap { settings.expanded($0) }
        if plist != nil || settings["GENERATE_INFOPLIST_FILE"] == "YES" {
            facts.storyboardsLoadedBySystem = (plist?.storyboardsLoadedBySystem ?? []).union(fromSettings.filter { !$0.isEmpty })
        }
        return facts
    }

    /// A launch storyboard or screen, or launch images, in the Info.plist, the generated
    /// Info.plist's settings, the asset catalog's settings, or the bundle (`Default-568h@2x.png`).
    /// Nil when there is neither an Info.plist nor a generated one to tell.
    static func hasLaunchScreen(plist: InfoPlist?, settings: BuildSettings, resources: Set<String>) -> Bool? {
        let keys = ["UILaunchStoryboardName", "UILaunchStoryboardName~iphone", "UILaunchStoryboards", "UILaunchScreen",
                    "UILaunchScreen~iphone", "UILaunchScreens", "UILaunchImages", "UILaunchImages~iphone", "UILaunchImageFile"]
        if let plist, keys.contains(where: plist.has) { return true }
        let settingKeys = ["INFOPLIST_KEY_UILaunchStoryboardName", "INFOPLIST_KEY_UILaunchScreen_Generation", "ASSETCATALOG_COMPILER_LAUNCHIMAGE_NAME"]
        if settingKeys.contains(where: { !(settings[$0] ?? "").isEmpty && settings[$0] != "NO" }) { return true }
        if resources.contains(where: { ($0 as NSString).lastPathComponent.hasPrefix("Default") && $0.hasSuffix(".png") }) { return true }
        let generated = settings["GENERATE_INFOPLIST_FILE"] == "YES"
        return plist != nil || generated ? false : nil
    }

    static func idiom(_ family: String) -> Idiom? {
        switch family.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")) {
        case "1": return .phone
        case "2": return .pad
        case "3": return .tv
        default: return nil
        }
    }

    static func orientation(_ name: String) -> Orientation? {
        switch name.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown": return .portrait
        case "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight": return .landscape
        default: return nil
        }
    }
}
