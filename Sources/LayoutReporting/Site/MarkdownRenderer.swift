import Ink

/// Rule pages (Markdown) as HTML that is also well-formed XML, as every page of the site is.
enum MarkdownRenderer {
    static func html(_ markdown: String) -> String {
        var html = MarkdownParser().html(from: unwrapped(markdown))
        // Void elements closed the XML way.
        for tag in ["hr", "br"] {
            html = html.replacingOccurrences(of: "<\(tag)>", with: "<\(tag)/>")
        }
        return html
    }

    /// The pages are wrapped at 95 columns; Ink starts a new paragraph at a wrapped line that
    /// begins with inline code or a link, breaking sentences in two. Each paragraph and list
    /// item is put on one line first; code blocks, headings, tables and quotes stay as written.
    static func unwrapped(_ markdown: String) -> String {
        var lines: [String] = []
        var inFence = false
        var joinable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.drop { $0 == " " }
            if trimmed.hasPrefix("```") { inFence.toggle(); joinable = false; lines.append(line); continue }
            if inFence || trimmed.isEmpty { joinable = false; lines.append(line); continue }
            if joinable, !startsBlock(trimmed) {
                lines[lines.count - 1] += " " + trimmed
                continue
            }
            lines.append(line)
            // A heading, a table row or an indented code line is complete on its line.
            joinable = !(trimmed.hasPrefix("#") || trimmed.hasPrefix("|") || line.hasPrefix("    ") && !startsBlock(trimmed))
        }
        return lines.joined(separator: "\n")
    }

    private static func startsBlock(_ line: Substring) -> Bool {
        if line.hasPrefix("#") || line.hasPrefix(">") || line.hasPrefix("|") || line.hasPrefix("- ") || line.hasPrefix("* ")
            || line.hasPrefix("+ ") || line.hasPrefix("---") { return true }
        let digits = line.prefix { $0.isNumber }
        return !digits.isEmpty && line.dropFirst(digits.count).hasPrefix(". ")
    }
}
