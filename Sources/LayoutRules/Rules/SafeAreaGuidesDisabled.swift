import LayoutGeometry
import LayoutModel

/// An iOS Interface Builder document without safe area layout guides (`useSafeAreas` off)
/// lays out against the deprecated top and bottom layout guides of its view controllers,
/// which know nothing of the left and right insets, and gives views without a view
/// controller no guide at all.
public struct SafeAreaGuidesDisabled: Rule {
    public static let description = RuleDescription(
        id: "safe-area-guides-disabled", defaultSeverity: .warning, category: .interfaceBuilder,
        summary: "An Interface Builder document does not use safe area layout guides",
        examples: [
            // A setting of the file: reported once, on the document, without environments.
            .triggering("triggering-article-with-layout-guides.storyboard", [ExpectedFinding("document", [])]),
            .passing("passing-article-with-safe-area.storyboard"),
        ])

    public init() {}

    public func checkDocument(_ document: Document) -> [Violation] {
        guard document.kind != .fixture, document.platform == .iOS, document.usesSafeAreaLayoutGuides == false else { return [] }
        return [Violation(element: "document", location: document.location,
                          message: "\(document.name) does not use safe area layout guides")]
    }
}
