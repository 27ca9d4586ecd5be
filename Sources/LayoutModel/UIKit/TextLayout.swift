/// How many lines text takes at a width, the way a label wraps it: each line the text
/// breaks itself takes at least one line, and as many more as its width needs.
public enum TextLayout {
    /// `limit` 0 means as many as it takes (`numberOfLines = 0`).
    public static func lines(_ lineWidths: [Double], width: Double, limit: Int) -> Int {
        guard width > 0 else { return max(1, lineWidths.count) }
        var total = 0
        for lineWidth in lineWidths {
            // A hair of tolerance: a line exactly as wide as the label fits.
            total += max(1, Int(((lineWidth - 0.01) / width).rounded(.up)))
        }
        total = max(1, total)
        return limit > 0 ? min(total, limit) : total
    }

    /// A multiline label's height at a width: its lines times the line height.
    public static func height(_ lineWidths: [Double], lineHeight: Double, width: Double, limit: Int) -> Double {
        Double(lines(lineWidths, width: width, limit: limit)) * lineHeight
    }
}
