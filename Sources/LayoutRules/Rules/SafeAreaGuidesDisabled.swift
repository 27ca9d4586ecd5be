import LayoutGeometry
import LayoutModel

/// An iOS Interface Builder document without safe area layout guides (`useSafeAreas` off)
/// lays out against the deprecated top and bottom layout guides, which know nothing of the
/// sides or the home indicator's corners.
public struct SafeAreaGuidesDisabled: Rule {
    public static let description = RuleDescription(
        id: "safe-area-guides-disabled", defaultSeverity: .warning, category: .interfaceBuilder,
        summary: "An Interface Builder document does not use safe area layout guides",
        examples: [])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let document = context.document
        guard document.kind != .fixture, document.platform == .iOS, document.usesSafeAreaLayoutGuides == false else { return [] }
        return [Violation(element: "document", location: document.location,
                          message: "\(document.name) does not use safe area layout guides")]
    }
}
