/// The one tolerance for comparing points in the geometry (Kiwi's `nearZero`, Yoga's
/// `YGFloatsEqual`): UIKit rounds to pixels, so anything below a thousandth of a point is noise.
public enum Tolerance {
    public static let points: Double = 0.001

    public static func nearlyEqual(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= points }
    public static func nearlyZero(_ a: Double) -> Bool { abs(a) <= points }
    /// `a` exceeds `b` by more than the tolerance.
    public static func greater(_ a: Double, _ b: Double) -> Bool { a - b > points }
}
