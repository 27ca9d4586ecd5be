import Foundation

/// Text sizes without fonts: one estimate for loading, geometry and rules. layout-lint has
/// no font files, so a line of text is estimated at an average glyph width and a line height
/// in proportion to the point size (San Francisco's averages for Latin text).
public enum TextMetrics {
    /// Average advance of a glyph, in ems.
    public static let averageGlyphWidth = 0.55
    /// Line height, in ems: San Francisco's ascender plus descender. UIKit reports
    /// `UIFont.systemFont(ofSize: 15).lineHeight` as 17.900391 (stackoverflow.com/questions/33278645);
    /// the most common design heights of single-line system-font labels on the shared corpus's
    /// 2x canvases agree (11 pt: 13.5, 16 pt: 19.5, 17 pt: 20.5, 36 pt: 43). Older whole-point
    /// frames (Xcode 7 and before) and custom fonts (Avenir Next is about 1.37 em) differ.
    public static let lineHeightRatio = 1.19336
    /// Text is laid out on whole pixels: heights round up to half a point (a 2x screen, as
    /// Interface Builder's design frames do; a 3x screen differs by at most a third of a point).
    public static let pixel = 0.5
    /// The body text style's point size at Large, UIKit's default label font.
    public static let bodyPointSize = 17.0
    /// A button's system font size (Interface Builder's default for a titled button).
    public static let buttonPointSize = 15.0
    /// The body line when no font is known: ascender 16.4 and descender 4.1 of a 20.5 point line.
    public static let defaultLineHeight = 20.5
    /// Where the baseline divides a line: this fraction of the line is above it.
    public static let ascenderFraction = 0.8
    /// How far an estimated baseline may be from the font's: 0.8 of a 1.19 em line is 0.95 em,
    /// near San Francisco's ascender, so within about a point for text up to title sizes.
    public static let baselineTolerance = 1.0
    /// A text view's text container inset, top and bottom (UITextView.textContainerInset,
    /// (8, 0, 8, 0) by default: developer.apple.com/documentation/uikit/uitextview/textcontainerinset).
    public static let textViewVerticalInset = 8.0
    /// Padding at each end of a text view's lines (NSTextContainer.lineFragmentPadding, 5 by
    /// default: developer.apple.com/documentation/uikit/nstextcontainer/linefragmentpadding).
    public static let lineFragmentPadding = 5.0

    /// The height of a text view's text at a width: its estimated lines, the container's
    /// insets. Nil when the text is not known.
    public static func textViewContentHeight(lineWidths: [Double], lineHeight: Double?, width: Double) -> Double? {
        guard !lineWidths.isEmpty, let lineHeight, lineHeight > 0 else { return nil }
        let lines = TextLayout.height(lineWidths, lineHeight: lineHeight, width: width - 2 * lineFragmentPadding, limit: 0)
        return lines + 2 * textViewVerticalInset
    }

    /// Point sizes of the text styles at Large (UIKit's Dynamic Type table).
    public static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28,
        "UICTFontTextStyleTitle2": 22, "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17,
        "UICTFontTextStyleBody": 17, "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15,
        "UICTFontTextStyleFootnote": 13, "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// Texts Xcode puts in new views ("Label", "Button", a style cell's "Title"...): the app
    /// sets the real text at run time, so nothing is known of it.
    public static let placeholderTexts: Set<String> = ["Label", "Title", "Subtitle", "Detail", "Text", "Button"]

    /// The estimated width of `characters` glyphs at `pointSize`.
    public static func width(characters: Int, pointSize: Double) -> Double {
        Double(characters) * pointSize * averageGlyphWidth
    }

    /// The estimated width of the longest line of `text`.
    public static func widthOfLongestLine(_ text: String, pointSize: Double) -> Double {
        width(characters: text.split(whereSeparator: \.isNewline).map(\.count).max() ?? 0, pointSize: pointSize)
    }

    /// How wide a label's, button's or read-only text view's design text is (its longest
    /// line): known only for text that is not a placeholder (Xcode's "Label", or nothing),
    /// since the app sets those at run time.
    public static func estimatedWidth(of view: ViewNode) -> Double? {
        guard view.kind == .label || view.kind == .button || (view.kind == .textView && view.editable == false),
              let size = view.fontSize, let text = view.text?.trimmingCharacters(in: .whitespaces),
              !text.isEmpty, !placeholderTexts.contains(text) else { return nil }
        return widthOfLongestLine(text, pointSize: size)
    }

    /// The height of one line at `pointSize`, before rounding to pixels.
    public static func lineHeight(pointSize: Double) -> Double {
        pointSize * lineHeightRatio
    }

    /// One line of text at `pointSize` on screen: a label's or field's single line.
    public static func singleLineHeight(pointSize: Double) -> Double {
        textHeight(lines: 1, lineHeight: lineHeight(pointSize: pointSize))
    }

    /// The height `lines` lines of `lineHeight` take on screen, rounded up to a pixel.
    public static func textHeight(lines: Int, lineHeight: Double) -> Double {
        roundedUpToPixel(Double(lines) * lineHeight)
    }

    /// `value` rounded up to the next pixel (with a little slack for values already on one).
    public static func roundedUpToPixel(_ value: Double) -> Double {
        ((value - 1e-6) / pixel).rounded(.up) * pixel
    }
}
