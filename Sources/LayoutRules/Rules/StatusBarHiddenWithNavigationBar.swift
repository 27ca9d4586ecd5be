import LayoutGeometry
import LayoutModel

/// On a notch or Dynamic Island iPhone a navigation controller keeps the status bar while
/// its navigation bar is visible, whatever the content prefers; on other devices the status
/// bar goes. The screen then differs by device. For an immersive screen, hide both.
public struct StatusBarHiddenWithNavigationBar: Rule {
    public static let description = RuleDescription(
        id: "status-bar-hidden-with-navigation-bar", defaultSeverity: .warning, category: .statusBar,
        summary: "A view controller prefers the status bar hidden while its navigation bar is visible",
        examples: [
            // Hidden on the home-button iPhone SE, kept by UIKit on the iPhone 15 Pro.
            .triggering("triggering-gallery-hides-status-bar-only.layout.xml", [
                ExpectedFinding("gallery", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "gallery prefers the status bar hidden while its navigation bar is visible (hidden here) (on iPhone SE (3rd generation) in portrait)"),
            ]),
            .passing("passing-immersive-bars-hidden-together.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // Only where the device shows a status bar in this orientation, and only for an app
        // that also runs on a device where UIKit keeps it: otherwise the screen is the same
        // everywhere (an iPad-only app hides it on every device).
        guard context.device.statusBarHeight[context.environment.orientation] > 0, context.matrixHasSensorHousing else { return [] }
        return context.measured.viewControllers.compactMap { controller in
            guard controller.prefersStatusBarHidden, controller.isDisplayed, controller.isInNavigationController,
                  controller.navigationBarVisible,
                  let index = context.tree.index(ofController: controller.id) else { return nil }
            let node = context.tree.controllers[index].node
            let outcome = controller.statusBarHidden ? "hidden here" : "kept here by UIKit"
            return Violation(element: node.id, location: node.location,
                             message: "\(context.name(of: node)) prefers the status bar hidden while its navigation bar is visible (\(outcome))")
        }
    }
}
