import LayoutModel

/// Where a presented scene's root view goes in an environment, and what safe area it gets
/// (uikit-facts-presentation.json, `modalPresentation`):
/// - full screen: the window, with the window's insets;
/// - page sheet, form sheet, popover in compact height (every iPhone in landscape): full
///   screen, as UIKit adapts them;
/// - in compact width (iPhone portrait, narrow iPad windows): a sheet attached to the
///   bottom edge, below the status bar, with no top inset and the home indicator's bottom one;
/// - in regular width and height: a form sheet or page sheet centred in the window, a
///   popover at its content size, with no insets;
/// - a popover its presenter keeps in compact width: at its content size everywhere;
/// - a child or a component: at its own size, with no insets;
/// - a component across the screen's width: as wide as the window, as tall as designed,
///   in the middle of the screen, with the window's side insets only; on the screen's top
///   or bottom edge (where the code puts it), with that edge's inset as well.
public enum PresentationModel {
    public struct Placement: Sendable, Hashable {
        public var slot: ContainerModel.Slot
        /// Shown in a sheet: a navigation bar there is the sheet's (56 pt tall).
        public var inSheet: Bool
        /// Presented, but adapted to full screen here (compact height).
        public var adaptedToFullScreen: Bool
    }

    public static func placement(_ presentation: Presentation, screen: ScreenGeometry, device: Device,
                                 size: Size?) -> Placement {
        let window = screen.bounds
        let full = Placement(slot: ContainerModel.Slot(frame: window, insets: screen.safeAreaInsets), inSheet: false,
                             adaptedToFullScreen: presentation.isModal)
        switch presentation {
        case .fullScreen:
            return Placement(slot: full.slot, inSheet: false, adaptedToFullScreen: false)
        case .child, .component:
            let designed = size ?? window.size
            return Placement(slot: ContainerModel.Slot(frame: Rect(x: 0, y: 0, width: designed.width, height: designed.height),
                                                       insets: .zero, touches: []),
                             inSheet: false, adaptedToFullScreen: false)
        case .fullWidth, .fullWidthTop, .fullWidthBottom:
            // As wide as the window, as tall as designed: in the middle, or on the edge the code
            // puts it on, with that edge's inset besides the sides'.
            let height = min(size?.height ?? window.height, window.height)
            let y: Double, edge: Edge?
            switch presentation {
            case .fullWidthTop: (y, edge) = (window.minY, .top)
            case .fullWidthBottom: (y, edge) = (window.maxY - height, .bottom)
            default: (y, edge) = ((window.minY + (window.height - height) / 2).rounded(), nil)
            }
            let safe = screen.safeAreaInsets
            let insets = EdgeInsets(top: edge == .top ? safe.top : 0, left: safe.left, bottom: edge == .bottom ? safe.bottom : 0, right: safe.right)
            return Placement(slot: ContainerModel.Slot(frame: Rect(x: window.minX, y: y, width: window.width, height: height), insets: insets,
                                                       touches: Set([.left, .right] + (edge.map { [$0] } ?? []))),
                             inSheet: false, adaptedToFullScreen: false)
        case .popoverKept:
            return Placement(slot: ContainerModel.Slot(frame: centred(size ?? PresentationMetrics.formSheetSize, in: screen), insets: .zero, touches: []),
                             inSheet: false, adaptedToFullScreen: false)
        case .pageSheet, .formSheet, .popover:
            if screen.sizeClasses.vertical == .compact { return full }
            if screen.sizeClasses.horizontal == .compact { return bottomSheet(screen: screen, device: device) }
            let wanted: Size
            switch presentation {
            case .formSheet: wanted = PresentationMetrics.formSheetSize
            case .pageSheet: wanted = PresentationMetrics.pageSheetSize
            default: wanted = size ?? PresentationMetrics.formSheetSize
            }
            return Placement(slot: ContainerModel.Slot(frame: centred(wanted, in: screen), insets: .zero, touches: []),
                             inSheet: presentation != .popover, adaptedToFullScreen: false)
        }
    }

    /// A sheet attached to the bottom edge: from below the status bar to the bottom of the
    /// window, as wide as the window.
    static func bottomSheet(screen: ScreenGeometry, device: Device) -> Placement {
        let window = screen.bounds
        let top: Double
        if device.homeButton && device.idiom == .phone {
            top = (screen.statusBarFrame?.height ?? device.statusBarHeight.portrait) + PresentationMetrics.homeButtonSheetGapBelowStatusBar
        } else {
            top = screen.deviceSafeAreaInsets.top + PresentationMetrics.sheetGapBelowSafeArea
        }
        let frame = Rect(x: window.minX, y: window.minY + top, width: window.width, height: max(0, window.height - top))
        let insets = EdgeInsets(top: 0, left: 0, bottom: screen.safeAreaInsets.bottom, right: 0)
        return Placement(slot: ContainerModel.Slot(frame: frame, insets: insets, touches: [.left, .right, .bottom]),
                         inSheet: true, adaptedToFullScreen: false)
    }

    /// A rectangle of `size` centred in the window's safe area, no larger than it allows.
    static func centred(_ size: Size, in screen: ScreenGeometry) -> Rect {
        let safe = screen.bounds.inset(by: screen.safeAreaInsets)
        let margin = PresentationMetrics.centredSheetMargin
        let width = min(size.width, max(0, safe.width - 2 * margin))
        let height = min(size.height, max(0, safe.height - 2 * margin))
        return Rect(x: (safe.midX - width / 2).rounded(), y: (safe.midY - height / 2).rounded(), width: width, height: height)
    }
}
