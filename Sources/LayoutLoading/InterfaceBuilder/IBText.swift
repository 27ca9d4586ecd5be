import LayoutModel

/// The text of a label, button, field or text view as Interface Builder stores it: plain
/// (`text="..."`, or `<string key="text">` when it has line breaks) or attributed
/// (`<attributedString key="attributedText">` fragments, each with its font), measured with
/// `TextMetrics` one line at a time.
struct IBText: Sendable {
    var string: String
    /// The estimated width of each line the text breaks itself (before wrapping).
    var lineWidths: [Double]
    /// The height of one line (the largest font's).
    var lineHeight: Double
    /// The first paragraph's alignment, for attributed text that says it.
    var alignment: TextAlignment? = nil

    /// Point sizes of the metafonts Interface Builder names without a size.
    static let metaFontSizes: [String: Double] = ["smallSystem": 12, "message": 13, "system": 17, "systemBold": 17]

    /// The text of an element, at `pointSize` unless its runs say otherwise.
    static func read(_ element: XMLElement, plain: String?, pointSize: Double) -> IBText? {
        if let attributed = element.child(named: "attributedString", key: "attributedText") {
            return attributedText(attributed, pointSize: pointSize)
        }
        guard let plain, !plain.isEmpty else { return nil }
        let lines = plain.split(separator: "\n", omittingEmptySubsequences: false)
        return IBText(string: plain, lineWidths: lines.map { TextMetrics.width(characters: $0.count, pointSize: pointSize) },
                      lineHeight: TextMetrics.lineHeight(pointSize: pointSize))
    }

    /// Runs of text, each at its own size; line breaks inside a run start a new line.
    static func attributedText(_ attributed: XMLElement, pointSize: Double) -> IBText? {
        var string = ""
        var widths: [Double] = [0]
        var tallest = 0.0
        var alignment: TextAlignment?
        for fragment in attributed.children(named: "fragment") {
            let paragraph = fragment.firstChild(named: "attributes")?.children.first { $0.name == "paragraphStyle" }
            if alignment == nil { alignment = paragraph?.attribute("alignment").flatMap(TextAlignment.init(rawValue:)) }
            let content = fragment.attribute("content") ?? fragment.child(named: "string", key: "content")?.text ?? ""
            let font = fragment.firstChild(named: "attributes")?.children.first { $0.name == "font" && $0.attribute("key") == "NSFont" }
            let size = font?.attribute("size").flatMap(Double.init)
                ?? font?.attribute("metaFont").flatMap { metaFontSizes[$0] } ?? pointSize
            tallest = max(tallest, TextMetrics.lineHeight(pointSize: size))
            string += content
            for (offset, line) in content.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if offset > 0 { widths.append(0) }
                widths[widths.count - 1] += TextMetrics.width(characters: line.count, pointSize: size)
            }
        }
        guard !string.isEmpty else { return nil }
        return IBText(string: string, lineWidths: widths, lineHeight: tallest, alignment: alignment)
    }
}
