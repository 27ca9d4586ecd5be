import LayoutGeometry
import LayoutModel

/// An iOS Interface Builder document without safe area layout guides (`useSafeAreas` off)
/// has nothing to constrain content to on the sides, and nothing at all in a xib without a
/// view controller. That matters where its content reaches into the unsafe area, pinned to a
/// superview's edge or placed there by its frame. The deprecated top and
/// bottom guides themselves still work at the top and bottom (`deprecated-layout-guide`
/// reports each constraint on them).
public struct SafeAreaGuidesDisabled: Rule {
    public static let description = RuleDescription(
        id: "safe-area-guides-disabled", defaultSeverity: .warning, category: .interfaceBuilder,
        summary: "An Interface Builder document without safe area layout guides has content in the unsafe area",
        examples: [
            .triggering("triggering-article-with-layout-guides.storyboard", [
                ExpectedFinding("document", .landscape(.iPhone11), .landscape(.iPhone15Pro), .landscape(.iPhone16ProMax), message: "triggering-article-with-layout-guides does not use safe area layout guides, and 1 view reaches into the unsafe area here: label \"Bagels, ranked\" (Art-Lb-002); turn them on and pin it to the safe area"),
            ]),
            .passing("passing-article-with-safe-area.storyboard"),
            .passing("passing-guides-off-on-margins.storyboard"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let document = context.document
        guard document.kind != .fixture, document.platform == .iOS, document.usesSafeAreaLayoutGuides == false else { return [] }
        let exposed = Self.contentInUnsafeArea(context)
        guard !exposed.isEmpty else { return [] }
        let count = exposed.count
        let names = exposed.prefix(3).map { context.name($0) }.joined(separator: ", ") + (count > 3 ? ", …" : "")
        return [Violation(element: "document", location: document.location,
                          message: "\(document.name) does not use safe area layout guides, and \(count) view\(count == 1 ? " reaches" : "s reach") "
                            + "into the unsafe area here: \(names); turn them on and pin \(count == 1 ? "it" : "them") to the safe area",
                          magnitude: Double(count))]
    }

    /// Displayed content that reaches into the unsafe area where it sits (what it draws:
    /// centred text and aspect-fit pictures count by their drawn part).
    static func contentInUnsafeArea(_ context: RuleContext) -> [Int] {
        context.displayedContent.filter { index in
            let overlap = context.unsafeOverlap(of: index), offScreen = context.offScreen(of: index)
            // A view that runs off the screen is too large for it: guides would not help.
            return Edge.allCases.contains { Tolerance.greater(overlap[$0], 0) && offScreen[$0] == 0 }
        }
    }
}
