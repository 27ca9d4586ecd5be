/// How many lines text takes at a width, the way a label wraps it: each line the text
/// breaks itself takes at least one line, and as many more as its width needs.
public enum TextLayout {
    public static let maximumLines = 1_000_000.0

    /// `limit` 0 means as many as it takes (`numberOfLines = 0`).
    public static func lines(_ lineWidths: [Double], width: Double, limit: Int) -> Int {
        guard width > 0 else { return max(1, lineWidths.count) }
        var total = 0
        for lineWidth in lineWidths {
            // A hair of tolerance: a line exactly as wide as the label fits. A width of a
            // tiny fraction of a point (a document may say 1e-320) would need more lines than
            // an Int holds: a million lines is already more than any screen shows.
            let needed = ((lineWidth - 0.01) / width).rounded(.up)
            total += needed.isFinite ? max(1, Int(min(needed, maximumLines))) : Int(maximumLines)
        }
        total = max(1, total)
        return limit > 0 ? min(total, limit) : total
    }

    /// A multiline label's height at a width: its lines times the line height.
    public static func height(_ lineWidths: [Double], lineHeight: Double, width: Double, limit: Int) -> Double {
        TextMetrics.textHeight(lines: lines(lineWidths, width: width, limit: limit), lineHeight: lineHeight)
    }
}
