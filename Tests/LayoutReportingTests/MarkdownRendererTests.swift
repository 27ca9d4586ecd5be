import Foundation
@testable import LayoutReporting
import LayoutRules
import Testing

@Suite("Rule pages as HTML")
struct MarkdownRendererTests {
    @Test("a paragraph wrapped before inline code or a link stays one paragraph; lists, code and tables stay as written")
    func paragraphsAsWritten() {
        let html = MarkdownRenderer.html("""
            Checks every view whose role is
            `content`, in every environment. See
            [the talk](https://developer.apple.com) for more.

            - an item that wraps
              onto a second line with `code`
            - a second item

            ```
            let a = 1
            let b = 2
            ```

            | a | b |
            |---|---|
            | 1 | 2 |
            """)
        #expect(html.contains("<p>Checks every view whose role is <code>content</code>, in every environment. See <a href=\"https://developer.apple.com\">the talk</a> for more.</p>"))
        #expect(html.contains("<li>an item that wraps onto a second line with <code>code</code></li>"))
        #expect(html.contains("let a = 1\nlet b = 2"))
        #expect(html.contains("<table>"))
    }

    @Test("no rule page breaks a sentence across paragraphs")
    func everyRulePage() {
        for (id, page) in RuleDocumentation.pages {
            let html = MarkdownRenderer.html(page)
            var rest = html[...]
            while let start = rest.range(of: "<p>"), let end = rest.range(of: "</p>", range: start.upperBound..<rest.endIndex) {
                let text = rest[start.upperBound..<end.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
                let last = text.last.map(String.init) ?? "."
                #expect(".:!?)”\"…>".contains(last), "\(id): a paragraph ends mid-sentence: …\(text.suffix(60))")
                rest = rest[end.upperBound...]
            }
        }
    }
}
