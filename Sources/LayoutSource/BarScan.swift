import LayoutModel

/// Bars the code makes opaque (`isTranslucent = false`, `translucent = NO`,
/// `setTranslucent:NO`): an opaque bar lays its controller's view out beside it, not under it
/// (unless `extendedLayoutIncludesOpaqueBars`). Read where the code says it plainly:
/// - for every bar of the app, on the appearance proxy (`UINavigationBar.appearance()`,
///   `[UITabBar appearance]`);
/// - for the screens of a class, on the bar of the container that shows it
///   (`navigationController?.navigationBar`, `self.tabBarController.tabBar`) or, in a
///   container's subclass, on its own bar (`navigationBar`, `self.tabBar`).
/// A value the code computes (`isTranslucent = flag`) is not read: the document's stays.
struct BarScan {
    let index: CodeIndex
    let filter: FileFilter

    private static let translucent: Set<UInt64> = Set(["isTranslucent", "translucent"].map(Lexer.hash))
    private static let setTranslucent = Lexer.hash("setTranslucent")
    private static let appearance = Lexer.hash("appearance")
    private static let barNames: [UInt64: CodeContainer] = [Lexer.hash("navigationBar"): .navigation, Lexer.hash("tabBar"): .tabBar]
    private static let proxyNames: [UInt64: CodeContainer] = [Lexer.hash("UINavigationBar"): .navigation, Lexer.hash("UITabBar"): .tabBar]
    private static let containerNames: [UInt64: CodeContainer] = [Lexer.hash("navigationController"): .navigation,
                                                                  Lexer.hash("tabBarController"): .tabBar]
    private static let falseNames: Set<UInt64> = Set(["false", "NO"].map(Lexer.hash))

    /// Who a bar setting is for.
    enum Receiver {
        /// The appearance proxy: every bar of that kind.
        case everyBar
        /// The bar of the container showing the class.
        case containerBar
        /// A bar of the class's own (`navigationBar`, `self.tabBar`): the container
        /// subclass's bar, when the class is one.
        case ownBar
    }

    /// Bars of every screen made opaque on the appearance proxy, with the line.
    func byAppearance() -> [CodeContainer: CodeEvidence] {
        var result: [CodeContainer: CodeEvidence] = [:]
        for (hash, _) in Self.proxyNames {
            for place in index.typeNames[hash] where filter.allows(Int(place.file)) {
                let file = index.files[Int(place.file)]
                // The setting is within a few tokens after the proxy's name.
                for t in Int(place.token)..<min(Int(place.token) + 10, file.tokens.count) {
                    guard let (bar, receiver) = opaqueSetting(file, at: t), receiver == .everyBar, result[bar] == nil else { continue }
                    result[bar] = file.evidence(at: t, "makes every \(bar == .navigation ? "navigation bar" : "tab bar") opaque (its appearance proxy)")
                }
            }
        }
        return result
    }

    /// Bars the class (or a base class) makes opaque for its screens, with the line.
    func ofClass(_ name: String) -> [CodeContainer: CodeEvidence] {
        var result: [CodeContainer: CodeEvidence] = [:]
        // A bar of its own only where the class is a navigation or tab bar controller (else
        // `tabBar` is an outlet to a bar in its view).
        let base = index.lineage(of: name).last?.superclass ?? ""
        let ownBar: CodeContainer? = base.hasSuffix("NavigationController") ? .navigation : base.hasSuffix("TabBarController") ? .tabBar : nil
        for (owner, number, range) in index.bodies(ofLineage: name, filter) {
            let file = index.files[number]
            for t in range where t < file.tokens.count && file.tokens[t].kind == .identifier {
                guard let (bar, receiver) = opaqueSetting(file, at: t), result[bar] == nil,
                      receiver == .containerBar || receiver == .ownBar && ownBar == bar else { continue }
                result[bar] = file.evidence(at: t, "makes the \(bar == .navigation ? "navigation bar" : "tab bar") opaque (\(owner))")
            }
        }
        return result
    }

    /// The bar a token sets opaque, and whose it is: `isTranslucent = false`,
    /// `translucent = NO`, `setTranslucent:NO` / `setTranslucent(false)`, after a receiver
    /// this scan can name.
    func opaqueSetting(_ file: SourceFile, at t: Int) -> (CodeContainer, Receiver)? {
        let hash = file.tokens[t].hash
        let property = Self.translucent.contains(hash) && file.isPunctuation(t + 1, "=") && !file.isPunctuation(t + 2, "=")
        let message = hash == Self.setTranslucent && file.isPunctuation(t + 1, ":") && file.language == .objectiveC
        guard property || message, file.isIdentifier(t + 2), Self.falseNames.contains(file.tokens[t + 2].hash) else { return nil }
        // The receiver ends just before: `<receiver>.isTranslucent` or `[<receiver> setTranslucent:NO]`.
        var end = t - 1
        if property {
            guard file.isPunctuation(end, ".") else { return nil }
            end -= 1
        }
        return receiver(endingAt: end, in: file)
    }

    /// `UINavigationBar.appearance()`, `[UITabBar appearance]`, `navigationController?.navigationBar`,
    /// `self.tabBarController.tabBar`, `self.navigationBar`, `navigationBar`.
    private func receiver(endingAt end: Int, in file: SourceFile) -> (CodeContainer, Receiver)? {
        // `UINavigationBar.appearance()` / `[UINavigationBar appearance]`.
        if file.isPunctuation(end, ")"), file.isPunctuation(end - 1, "("), file.isName(end - 2, Self.appearance),
           file.isPunctuation(end - 3, "."), file.isIdentifier(end - 4), let bar = Self.proxyNames[file.tokens[end - 4].hash] {
            return (bar, .everyBar)
        }
        if file.isPunctuation(end, "]"), file.isName(end - 1, Self.appearance), file.isIdentifier(end - 2),
           let bar = Self.proxyNames[file.tokens[end - 2].hash], file.isPunctuation(end - 3, "[") {
            return (bar, .everyBar)
        }
        guard file.isIdentifier(end), let bar = Self.barNames[file.tokens[end].hash] else { return nil }
        var before = end - 1
        // `navigationBar` alone, or `self.navigationBar`: a container subclass's own bar.
        guard file.isPunctuation(before, ".") else { return (bar, .ownBar) }
        before -= 1
        if file.isPunctuation(before, "?") || file.isPunctuation(before, "!") { before -= 1 }
        if file.isName(before, Names.selfWord) { return file.isPunctuation(before - 1, ".") ? nil : (bar, .ownBar) }
        guard file.isIdentifier(before), Self.containerNames[file.tokens[before].hash] == bar else { return nil }
        // `navigationController?.navigationBar` or `self.navigationController.navigationBar`, not another's.
        if !file.isPunctuation(before - 1, ".") { return (bar, .containerBar) }
        return file.isName(before - 2, Names.selfWord) && !file.isPunctuation(before - 3, ".") ? (bar, .containerBar) : nil
    }
}
