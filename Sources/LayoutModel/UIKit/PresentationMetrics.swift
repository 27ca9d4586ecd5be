/// The geometry of modal presentations, from `uikit-facts-presentation.json`
/// (`modalPresentation`), with its confidence. UIKit adapts a presentation to the size
/// classes of the window it is shown in; these numbers are the adapted forms.
public enum PresentationMetrics {
    /// Compact width (an iPhone in portrait, a narrow iPad window): the sheet is attached to
    /// the bottom edge, this far below the top safe-area inset on Face ID iPhones and iPads
    /// ("iPhone sheet frame": top = safe top + 10; medium, measured on iOS 16).
    public static let sheetGapBelowSafeArea = 10.0
    /// On a home-button iPhone the sheet's top is 20 below the 20-point status bar (40).
    public static let homeButtonSheetGapBelowStatusBar = 20.0
    /// Navigation bar of a navigation controller shown in a sheet (iOS 13-18: 56; high).
    public static let sheetNavigationBarHeight = 56.0
    /// iPad form sheet, regular width and height, `preferredContentSize` unset (iPadOS 13-15:
    /// 540 x 620; medium. iPadOS 16 made it "slightly bigger", with no number from any source).
    public static let formSheetSize = Size(width: 540, height: 620)
    /// iPad page sheet: the readable width plus the margins (704, derived: low) and a page's
    /// height, width x square root of 2 (995.5, as Interface Builder simulates it: low).
    public static let pageSheetSize = Size(width: 704, height: 995.5)
    /// A centred sheet keeps at least this much room from the window's top and bottom safe
    /// edges when the window is too short for it (a choice: no source gives the number).
    public static let centredSheetMargin = 20.0
}
