/// An estimate of the size of an SF Symbol image (uikit-facts-presentation.json, `sfSymbols`).
/// Apple documents neither the default point size nor the image sizes: the estimate is the
/// symbol's larger side at about 1.1 times its point size (the one measured example:
/// chevron.compact.down at 64 pt is 70.33 x 25.67), its aspect ratio from Interface Builder's
/// resource box, and the scales' ratios (small about 20% smaller, large about 30% larger than
/// medium; medium confidence). Views sized this way say so.
public enum SymbolMetrics {
    /// The point size of a symbol with no configuration: the body text style's (a guess: no
    /// source measures it).
    public static let defaultPointSize = TextMetrics.bodyPointSize
    /// The symbol image's larger side, in points per point of font size.
    public static let largerSidePerPoint = 70.33 / 64
    public static let scaleFactors: [String: Double] = ["small": 0.8, "medium": 1, "large": 1.3, "default": 1, "unspecified": 1]

    /// The image size of a symbol whose resource box is `aspect` at `pointSize` and `scale`.
    public static func size(aspect: Size, pointSize: Double, scale: String?) -> Size {
        let larger = pointSize * largerSidePerPoint * (scale.flatMap { scaleFactors[$0] } ?? 1)
        guard aspect.width > 0, aspect.height > 0 else { return Size(width: larger, height: larger) }
        if aspect.width >= aspect.height {
            return Size(width: larger, height: larger * aspect.height / aspect.width)
        }
        return Size(width: larger * aspect.width / aspect.height, height: larger)
    }
}
