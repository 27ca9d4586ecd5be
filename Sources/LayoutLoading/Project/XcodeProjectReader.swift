import LayoutModel

/// Reads `project.pbxproj` into an `XcodeProject`: the objects graph of the property list,
/// followed from the root object to the targets, their build phases, their configuration
/// lists and the groups that give files their paths.
struct XcodeProjectReader {
    let projectFolder: String
    let displayPath: String
    let objects: [String: PropertyListValue]
    var problems: [LoadError] = []
    /// Configuration files named but not there (CocoaPods' before `pod install`).
    var missing: [String] = []
    /// Shows a path as reports do.
    let display: @Sendable (String) -> String
    /// Object id -> the group that lists it as a child.
    var parents: [String: String] = [:]
    var pathCache: [String: String?] = [:]

    /// `projectFolder`: the absolute path of the `.xcodeproj` folder.
    static func read(projectFolder: String, displayPath: String,
                     display: @escaping @Sendable (String) -> String) -> Result<(XcodeProject, [LoadError], [String]), LoadFailure> {
        let file = projectFolder + "/project.pbxproj"
        let bytes: [UInt8]
        switch XMLReader.readBytes(atPath: file, displayPath: displayPath) {
        case .failure(let failure): return .failure(failure)
        case .success(let read): bytes = read
        }
        let root: PropertyListValue
        switch PropertyListText.parse(bytes, file: displayPath) {
        case .failure(let error): return .failure(LoadFailure(error))
        case .success(let value): root = value
        }
        let start = SourceLocation(file: displayPath, line: 1, column: 1)
        guard let objects = root["objects"]?.dictionary else {
            return .failure(LoadFailure(LoadError("the project has no 'objects' dictionary; expected an Xcode project file", at: root.location)))
        }
        guard let rootID = root["rootObject"]?.string, let project = objects[rootID], project["isa"]?.string == "PBXProject" else {
            return .failure(LoadFailure(LoadError("the project's 'rootObject' does not name a PBXProject; expected an Xcode project file", at: start)))
        }
        var reader = XcodeProjectReader(projectFolder: projectFolder, displayPath: displayPath, objects: objects, display: display)
        reader.indexParents()
        let sourceRoot = Paths.join(Paths.parent(of: projectFolder), project["projectDirPath"]?.string ?? "")
        let projectList = project["buildConfigurationList"]?.string
        var targets: [XcodeProject.Target] = []
        for targetID in project["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID], target["isa"]?.string == "PBXNativeTarget" else { continue }
            targets.append(reader.target(target, id: targetID, sourceRoot: sourceRoot, projectList: projectList))
        }
        var loaded = XcodeProject(path: projectFolder, sourceRoot: sourceRoot, targets: targets)
        loaded.knownRegions = project["knownRegions"]?.array?.compactMap(\.string)
        return .success((loaded, reader.problems, reader.missing))
    }

    // MARK: Files and their paths

    mutating func indexParents() {
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            guard let isa = object["isa"]?.string, isa == "PBXGroup" || isa == "PBXVariantGroup" else { continue }
            for child in object["children"]?.array?.compactMap(\.string) ?? [] where parents[child] == nil {
                parents[child] = id
            }
        }
    }

    /// The absolute path of a file reference or group, following `sourceTree`; nil for paths
    /// outside the source tree (built products, the SDK).
    mutating func path(of id: String, sourceRoot: String, depth: Int = 0) -> String? {
        if let cached = pathCache[id] { return cached }
        guard depth < 64, let object = objects[id] else { return nil }
        let own = object["path"]?.string
        var result: String?
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<group>":
            let base = parents[id].flatMap { path(of: $0, sourceRoot: sourceRoot, depth: depth + 1) } ?? sourceRoot
            result = own.map { Paths.join(base, $0) } ?? base
        case "SOURCE_ROOT":
            result = Paths.join(sourceRoot, own ?? "")
        case "<absolute>":
            result = own.map(Paths.normalize)
        default:
            result = nil
        }
        pathCache[id] = result
        return result
    }

    /// The files a build file stands for: a file, or each variant of a localized one.
    mutating func files(ofBuildFile id: String, sourceRoot: String) -> [String] {
        guard let reference = objects[id]?["fileRef"]?.string, let object = objects[reference] else { return [] }
        if object["isa"]?.string == "PBXVariantGroup" {
            return (object["children"]?.array?.compactMap(\.string) ?? []).compactMap { path(of: $0, sourceRoot: sourceRoot) }
        }
        return path(of: reference, sourceRoot: sourceRoot).map { [$0] } ?? []
    }

    // MARK: Targets

    mutating func target(_ target: PropertyListValue, id targetID: String, sourceRoot: String,
                         projectList: String?) -> XcodeProject.Target {
        let name = target["name"]?.string ?? "?"
        var resources = Set<String>()
        var sourceFolders = Set<String>()
        for phaseID in target["buildPhases"]?.array?.compactMap(\.string) ?? [] {
            guard let phase = objects[phaseID] else { continue }
            let kind = phase["isa"]?.string
            guard kind == "PBXResourcesBuildPhase" || kind == "PBXSourcesBuildPhase" else { continue }
            for file in phase["files"]?.array?.compactMap(\.string) ?? [] {
                let paths = files(ofBuildFile: file, sourceRoot: sourceRoot)
                if kind == "PBXResourcesBuildPhase" { resources.formUnion(paths) } else { sourceFolders.formUnion(paths.map { Paths.parent(of: $0) }) }
            }
        }
        var synchronized: [(String, Set<String>)] = []
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            guard let folder = path(of: groupID, sourceRoot: sourceRoot) else { continue }
            var exceptions = Set<String>()
            for setID in objects[groupID]?["exceptions"]?.array?.compactMap(\.string) ?? [] {
                guard let set = objects[setID], set["target"]?.string == targetID else { continue }
                exceptions.formUnion(set["membershipExceptions"]?.array?.compactMap(\.string) ?? [])
            }
            synchronized.append((folder, exceptions))
        }
        let targetConfiguration = configuration(target["buildConfigurationList"]?.string, sourceRoot: sourceRoot)
        let projectConfiguration = configuration(projectList, named: targetConfiguration.name, sourceRoot: sourceRoot)
        let settings = BuildSettingsResolver.resolve(layers: [projectConfiguration.settings, targetConfiguration.settings],
                                                     builtIn: ["SRCROOT": sourceRoot, "PROJECT_DIR": sourceRoot,
                                                               "TARGET_NAME": name, "PRODUCT_NAME": name])
        var result = XcodeProject.Target(name: name, productType: target["productType"]?.string ?? "", resources: resources,
                                         synchronizedFolders: synchronized, settings: settings, location: target.location)
        result.sourceFolders = sourceFolders
        return result
    }

    // MARK: Build configurations

    /// The settings of the configuration checked (Release when the list has one, since that
    /// is what ships; else the list's default): its `.xcconfig` settings, then its own.
    mutating func configuration(_ listID: String?, named wanted: String? = nil, sourceRoot: String) -> (name: String, settings: [(String, String, SourceLocation)]) {
        guard let listID, let list = objects[listID] else { return (wanted ?? "", []) }
        let configurations = (list["buildConfigurations"]?.array?.compactMap(\.string) ?? []).compactMap { objects[$0] }
        let names = configurations.compactMap { $0["name"]?.string }
        let name = wanted.flatMap { names.contains($0) ? $0 : nil }
            ?? (names.contains("Release") ? "Release" : list["defaultConfigurationName"]?.string ?? names.first ?? "")
        guard let configuration = configurations.first(where: { $0["name"]?.string == name }) else { return (name, []) }
        var settings: [(String, String, SourceLocation)] = []
        if let xcconfig = baseConfiguration(configuration, sourceRoot: sourceRoot) {
            var visited = Set<String>()
            settings += XCConfigReader.read(path: xcconfig, display: display, platformSDK: "iphoneos", visited: &visited,
                                            problems: &problems, missing: &missing).map { ($0.key, $0.value, $0.location) }
        }
        for (key, value) in (configuration["buildSettings"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
            var name = key
            if let bracket = key.firstIndex(of: "[") {
                guard BuildSettingsResolver.conditionApplies(String(key[bracket...]), sdk: "iphoneos") else { continue }
                name = String(key[..<bracket])
            }
            let text = value.string ?? value.array?.compactMap(\.string).joined(separator: " ") ?? ""
            settings.append((name, text, value.location))
        }
        return (name, settings)
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path
    /// inside a synchronized folder.
    mutating func baseConfiguration(_ configuration: PropertyListValue, sourceRoot: String) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string {
            return path(of: reference, sourceRoot: sourceRoot)
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string,
           let folder = path(of: anchor, sourceRoot: sourceRoot) {
            return Paths.join(folder, relative)
        }
        return nil
    }
}

/// Build settings as Xcode layers them: the project's configuration (its `.xcconfig`, then
/// its own settings), then the target's (likewise); later layers win, and `$(inherited)`
/// stands for the layer below.
enum BuildSettingsResolver {
    static func resolve(layers: [[(String, String, SourceLocation)]], builtIn: [String: String]) -> BuildSettings {
        var values: [String: (value: String, location: SourceLocation)] = [:]
        for layer in layers {
            for (key, value, location) in layer {
                let below = values[key]?.value ?? ""
                let resolved = value.replacingOccurrences(of: "$(inherited)", with: below)
                    .replacingOccurrences(of: "${inherited}", with: below).trimmingCharacters(in: .whitespaces)
                values[key] = (resolved, location)
            }
        }
        var settings = BuildSettings(values: values)
        for (key, value) in builtIn where settings.values[key] == nil {
            settings.values[key] = (value, SourceLocation(file: "", line: 0, column: 0))
        }
        return settings
    }

    /// `[sdk=iphoneos*]`, `[sdk=iphone*][arch=arm64]`: whether the condition holds for an iOS
    /// device build. Conditions on other things (architectures, configurations) are taken as
    /// holding.
    static func conditionApplies(_ condition: String, sdk: String?) -> Bool {
        guard let sdk else { return true }
        for part in condition.split(separator: "]") {
            let clause = part.drop { $0 == "[" }
            guard clause.hasPrefix("sdk=") else { continue }
            let pattern = clause.dropFirst(4)
            if pattern.hasSuffix("*") {
                if !sdk.hasPrefix(pattern.dropLast()) { return false }
            } else if pattern != sdk {
                return false
            }
        }
        return true
    }
}
