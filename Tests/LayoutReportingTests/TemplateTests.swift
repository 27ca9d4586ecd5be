import Testing
@testable import LayoutReporting

// The site's template engine: the Mustache subset the templates use, with the
// specification's whitespace rules, typed values and located errors.

private struct Item { var name: String; var note: String? }
private struct Page { var title: String; var items: [Item]; var empty: [Item]; var flag: Bool; var count: Int; var html: String }

private func render(_ text: String, _ model: Any, partials: [String: String] = [:]) throws -> String {
    var templates = ["page": try Template(text)]
    for (name, partial) in partials { templates[name] = try Template(partial) }
    var renderer = TemplateRenderer(templates: templates)
    let value = try #require(TemplateValue(any: model))
    let output = renderer.render("page", value)
    return try #require(output)
}

private let page = Page(title: "Tom & \"Jerry\" <'s>", items: [Item(name: "a", note: "n"), Item(name: "b", note: nil)],
                        empty: [], flag: true, count: 3, html: "<b>x</b>")

@Suite("Site templates")
struct TemplateTests {
    @Test("variables are HTML-escaped (& < > \" '), triple braces and & are not; numbers and flags print as text")
    func variables() throws {
        #expect(try render("{{title}}|{{{html}}}|{{& html}}|{{count}}|{{flag}}|{{missing}}", page)
                == "Tom &amp; &quot;Jerry&quot; &lt;&#39;s&gt;|<b>x</b>|<b>x</b>|3|true|")
    }

    @Test("a list repeats its section with each item; a missing field is looked up in the enclosing values")
    func sections() throws {
        #expect(try render("{{#items}}[{{name}}:{{note}}:{{count}}]{{/items}}", page) == "[a:n:3][b::3]")
        #expect(try render("{{#empty}}x{{/empty}}{{^empty}}none{{/empty}}{{^items}}no{{/items}}", page) == "none")
        #expect(try render("{{#flag}}yes{{/flag}}{{^flag}}no{{/flag}}{{#title}}<{{.}}>{{/title}}", page)
                == "yes<Tom &amp; &quot;Jerry&quot; &lt;&#39;s&gt;>")
        #expect(try render("{{items.0}}{{#missing}}x{{/missing}}{{^missing}}m{{/missing}}", page) == "m")
    }

    @Test("a line holding only a section, closing, inverted, comment or partial tag leaves no trace; other lines keep their blanks")
    func standaloneLines() throws {
        let text = "<ul>\n  {{#items}}\n  <li>{{name}}</li>\n  {{/items}}\n  {{! note }}\n  {{^empty}}\n  x {{count}}\n  {{/empty}}\n{{> foot}}\n</ul>\n"
        #expect(try render(text, page, partials: ["foot": "<p>end</p>\n"])
                == "<ul>\n  <li>a</li>\n  <li>b</li>\n  x 3\n<p>end</p>\n</ul>\n")
        // Inline tags keep the line as it is.
        #expect(try render("a {{#flag}}b{{/flag}} c\n", page) == "a b c\n")
        #expect(try render("  {{#flag}}b{{/flag}}\n", page) == "  b\n")
    }

    @Test("dotted names look inside what their first part found, and only there")
    func dottedNames() throws {
        struct Inner { var value: String }
        struct Outer { var inner: Inner; var value: String }
        #expect(try render("{{inner.value}}|{{#inner}}{{value}}{{/inner}}|{{inner.missing}}", Outer(inner: Inner(value: "in"), value: "out"))
                == "in|in|")
    }

    @Test("a broken template is an error with its line and column", arguments: [
        ("a\n{{#x}}b", "2:1: {{#x}} is not closed: {{/x}} expected"),
        ("{{#x}}\n {{/y}}", "2:2: {{/y}} closes nothing: {{/x}} expected"),
        ("ok\n  {{name", "2:3: a tag's name must be letters, digits, '.', '-' or '_', followed by }}"),
        ("{{=<% %>=}}", "1:1: {{=...}} tags are not supported; expected a variable, section, comment or partial"),
        ("{{! open", "1:1: the comment is not closed with }}"),
    ])
    func errors(_ text: String, _ expected: String) {
        #expect(throws: Template.ParseError.self) { try Template(text) }
        do { _ = try Template(text) } catch { #expect(error.description == expected) }
    }
}
