/// Auto Layout's priority ladder: UIKit's named levels, and the levels layout-lint gives the
/// constraints it adds for what UIKit decides in code. The engine's own levels sit far below
/// anything a developer writes (1 to 49), so that a document's constraints always win; the
/// order among them decides what fills the room the document leaves open.
public enum LayoutPriority {
    // UIKit's `UILayoutPriority` levels, and the names Interface Builder writes.
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let defaultLow = 250.0
    public static let fittingSizeLevel = 50.0

    /// UIKit's default content hugging and compression resistance of a view.
    public static let defaultHugging = defaultLow
    public static let defaultCompressionResistance = defaultHigh

    /// A priority as Interface Builder writes it: a number or one of UIKit's names.
    public static func named(_ text: String) -> Double? {
        switch text {
        case "required": return required
        case "defaultHigh": return defaultHigh
        case "defaultLow": return defaultLow
        case "fittingSizeLevel": return fittingSizeLevel
        default: return Double(text)
        }
    }

    // layout-lint's levels, from the strongest.

    /// `fillProportionally`: arranged lengths in proportion, just below required.
    public static let stackProportion = 999.0
    /// A view laid out on its own keeps its design size below every required constraint and
    /// above every content preference (layout-lint's).
    public static let componentDesignSize = 999.0
    /// A self-sizing row's design height, just below the fitting level: its content wins.
    public static let selfSizingRowEstimate = 49.0
    /// A stack view's arranged view fills the stack across its axis where the alignment lets it.
    public static let stackFit = 25.0
    /// Where a hidden arranged view sits (it has no size, so its place does not matter).
    public static let hiddenArrangedPlacement = 10.0
    /// An Interface Builder placeholder constraint: code replaces it at run time, so it decides
    /// only what nothing else decides.
    public static let placeholder = 3.0
    /// Arranged views keep their intrinsic length in arrangement order: the first keeps it at
    /// this level, each next one a hundredth lower, so that the last stretches.
    public static let stackIntrinsicOrder = 2.0
    /// An equal-spacing stack keeps its minimum gap where nothing else says.
    public static let lastResort = 1.0
    /// A scroll view's content defaults to its bounds where nothing else says. Weaker than
    /// every constraint UIKit itself makes (a stack's gap preference included): the default
    /// is layout-lint's, UIKit has no such constraint, so it must never tie with one of them.
    public static let scrollContentDefault = 0.5
}
