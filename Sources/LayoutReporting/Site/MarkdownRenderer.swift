import Ink

/// Rule pages (Markdown) as HTML that is also well-formed XML, as every page of the site is.
enum MarkdownRenderer {
    static func html(_ markdown: String) -> String {
        var html = MarkdownParser().html(from: markdown)
        // Void elements closed the XML way.
        for tag in ["hr", "br"] {
            html = html.replacingOccurrences(of: "<\(tag)>", with: "<\(tag)/>")
        }
        return html
    }
}
