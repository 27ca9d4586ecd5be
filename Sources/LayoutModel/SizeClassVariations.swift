/// A value Interface Builder varies by size class: `<variation key="heightClass=compact"
/// constant="200"/>` inside a constraint, `axis="vertical"` inside a stack view,
/// `hidden="YES"` inside a view. The most specific matching variation wins (one naming both
/// classes beats one naming a single class); none matching, the default applies.
public struct SizeClassVariations<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    public struct Entry: Sendable, Hashable, Codable {
        public var horizontal: SizeClass?
        public var vertical: SizeClass?
        public var value: Value

        public init(horizontal: SizeClass?, vertical: SizeClass?, value: Value) {
            self.horizontal = horizontal
            self.vertical = vertical
            self.value = value
        }

        func matches(_ classes: SizeClasses) -> Bool {
            (horizontal == nil || horizontal == classes.horizontal) && (vertical == nil || vertical == classes.vertical)
        }

        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }
    }

    public var entries: [Entry]

    public init(_ entries: [Entry] = []) {
        self.entries = entries
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The value for these size classes, or nil where no variation applies.
    public func value(for classes: SizeClasses) -> Value? {
        var best: Entry?
        for entry in entries where entry.matches(classes) && entry.specificity > (best?.specificity ?? -1) {
            best = entry
        }
        return best?.value
    }
}
