/// The rule pages (`Rules/<id>.md`) and example fixtures (`Rules/examples/<id>/...`),
/// embedded in the binary at build time.
public enum RuleDocumentation {
    public static func page(for id: String) -> String? {
        EmbeddedFiles.byPath["\(id).md"]
    }

    public static var pages: [String: String] {
        var result: [String: String] = [:]
        for id in RuleRegistry.ids {
            if let page = page(for: id) { result[id] = page }
        }
        return result
    }

    /// An example fixture's text, by rule id and file name.
    public static func example(rule: String, file: String) -> String? {
        EmbeddedFiles.byPath["examples/\(rule)/\(file)"]
    }

    /// The sections every page has, in order (the catalog test checks them).
    public static let requiredSections = ["Why", "How to fix", "When it does not apply", "Examples"]
}
