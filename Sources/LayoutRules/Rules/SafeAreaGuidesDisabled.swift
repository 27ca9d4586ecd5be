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
            .triggering("triggering-article-with-layout-guides.storyboard", [ExpectedFinding("document", message: "triggering-article-with-layout-guides does not use safe area layout guides; 1 constraint uses the deprecated top and bottom layout guides")]),
            .passing("passing-article-with-safe-area.storyboard"),
        ])

    public init() {}

    public func checkDocument(_ document: Document) -> [Violation] {
        guard document.kind != .fixture, document.platform == .iOS, document.usesSafeAreaLayoutGuides == false else { return [] }
        // The setting is about constraints: a document without any, or with only cells
        // (whose table keeps them inside the safe area), does not depend on it.
        let controllers = document.scenes.flatMap(\.controllersInTree)
        let views = document.scenes.flatMap(\.viewsInTree)
        let hasFreeView = document.scenes.contains { if case .view = $0.root { true } else { false } }
        guard controllers.contains(where: { !$0.isSynthesized }) || hasFreeView,
              !views.flatMap(\.constraints).isEmpty || !controllers.flatMap(\.constraints).isEmpty else { return [] }
        let deprecated = (views.flatMap(\.constraints) + controllers.flatMap(\.constraints)).filter { constraint in
            [constraint.first.item.guide, constraint.second?.item.guide].contains { $0?.isDeprecated == true }
        }.count
        let detail = deprecated == 0 ? "" : "; \(deprecated) constraint\(deprecated == 1 ? " uses" : "s use") the deprecated top and bottom layout guides"
        return [Violation(element: "document", location: document.location,
                          message: "\(document.name) does not use safe area layout guides\(detail)")]
    }
}
