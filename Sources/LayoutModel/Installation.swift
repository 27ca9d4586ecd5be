/// Whether a constraint or view is installed, per size class (Interface Builder's
/// `<variation key="widthClass=regular">` include/exclude lists).
public struct Installation: Sendable, Hashable, Codable {
    public struct Override: Sendable, Hashable, Codable {
        public var horizontal: SizeClass?
        public var vertical: SizeClass?
        public var installed: Bool

        public init(horizontal: SizeClass?, vertical: SizeClass?, installed: Bool) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.installed = installed
        }

        func matches(horizontal: SizeClass, vertical: SizeClass) -> Bool {
            (self.horizontal == nil || self.horizontal == horizontal) && (self.vertical == nil || self.vertical == vertical)
        }

        /// A variation naming both classes beats one naming a single class.
        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
    }

    public var installedByDefault: Bool

    /// Installed in no size class at all (excluded by default, included by no variation).
    public var isNeverInstalled: Bool { !installedByDefault && !overrides.contains { $0.installed } }
    public var overrides: [Override]

    public init(installedByDefault: Bool = true, overrides: [Override] = []) {
        self.installedByDefault = installedByDefault
        self.overrides = overrides
    }

    /// The most specific matching variation decides; the default otherwise.
    public func isInstalled(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        let matching = overrides.filter { $0.matches(horizontal: horizontal, vertical: vertical) }
        guard let best = matching.max(by: { $0.specificity < $1.specificity }) else { return installedByDefault }
        return best.installed
    }
}
