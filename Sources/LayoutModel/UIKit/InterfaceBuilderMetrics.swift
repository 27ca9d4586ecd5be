/// What Interface Builder writes that says something about the screen a document was
/// designed for (uikit-facts-presentation.json, `interfaceBuilderAndProject`: "document
/// device and root-view sizes written by IB"; medium).
public enum InterfaceBuilderMetrics {
    /// The point sizes of the devices Interface Builder designs on (portrait), including
    /// older ones no longer in the device catalog: a root view designed at one of them (less
    /// the bars Interface Builder draws) is a screen, not a part of one.
    public static let designScreens: [Size] = [
        Size(width: 320, height: 480),      // retina3_5
        Size(width: 320, height: 568),      // retina4_0
        Size(width: 375, height: 667),      // retina4_7
        Size(width: 414, height: 736),      // retina5_5
        Size(width: 375, height: 812),      // retina5_9
        Size(width: 390, height: 844),      // retina6_0
        Size(width: 414, height: 896),      // retina6_1, retina6_5
        Size(width: 393, height: 852),      // retina6_12
        Size(width: 428, height: 926),      // retina6_7
        Size(width: 768, height: 1024),     // ipad9_7
        Size(width: 834, height: 1112),     // ipad10_5
        Size(width: 820, height: 1180),     // ipad10_9rounded
        Size(width: 1024, height: 1366),    // ipad12_9, ipad12_9rounded
        Size(width: 1032, height: 1376),    // iPad13_0rounded
        Size(width: 1920, height: 1080),    // appleTV
    ]

    /// The most a designer's simulated bars take off a screen's height (status bar, a
    /// navigation bar with a prompt or large title, a tab bar or toolbar): a root view this
    /// much shorter than a screen of its width is still that screen.
    public static let simulatedBarsAllowance = 150.0
}
