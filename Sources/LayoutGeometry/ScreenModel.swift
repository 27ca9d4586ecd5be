import LayoutModel

/// UIKIT-GEOMETRY section 1: the screen, the window and the status bar.
public enum ScreenModel {
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case unknownDevice(String)
        case unsupportedOrientation(String, Orientation)
        case unsupportedWindow(String, WindowMode, Orientation)

        public var description: String {
            switch self {
            case .unknownDevice(let name): return "unknown device '\(name)'"
            case .unsupportedOrientation(let name, let orientation): return "\(name) has no \(orientation.rawValue) orientation"
            case .unsupportedWindow(let name, let mode, let orientation):
                return "\(name) has no \(mode.rawValue) Split View window in \(orientation.rawValue)"
            }
        }
    }

    /// Whether an environment can exist (Apple TV has no portrait, iPhones no Split View, ...).
    public static func validate(_ environment: Environment, device: Device) -> Failure? {
        guard device.orientations.contains(environment.orientation),
              device.safeAreaInsets[environment.orientation] != nil else {
            return .unsupportedOrientation(device.name, environment.orientation)
        }
        if environment.window != .full,
           device.multitasking?.window(environment.window, environment.orientation) == nil {
            return .unsupportedWindow(device.name, environment.window, environment.orientation)
        }
        return nil
    }

    /// Size classes of the app's window. iPhone: compact width except Plus/Max-class phones
    /// in landscape, compact height in landscape (catalog). iPad: regular/regular full screen;
    /// Split View windows take the catalog's horizontal class.
    public static func sizeClasses(device: Device, environment: Environment) -> SizeClasses {
        var classes = device.sizeClasses[environment.orientation]
            ?? SizeClasses(horizontal: .regular, vertical: .regular)
        if let window = device.multitasking?.window(environment.window, environment.orientation) {
            classes.horizontal = window.horizontalSizeClass
        }
        return classes
    }

    /// The window's bounds: the screen, or the Split View window (placed at the left edge).
    public static func windowBounds(device: Device, environment: Environment) -> Rect {
        let size = device.screenSize(environment.orientation)
        if let window = device.multitasking?.window(environment.window, environment.orientation) {
            return Rect(x: 0, y: 0, width: window.width, height: size.height)
        }
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// STEP 1: the screen in an environment, once the scene has decided whether the status
    /// bar is hidden.
    ///
    /// Status bar: iPhones hide it in landscape (the catalog's landscape height is 0).
    /// Hiding it on a device without a sensor housing gives back its height (top inset 0 on a
    /// home-button iPhone); on a notch or Dynamic Island iPhone the top inset stays, because
    /// the hardware is still there.
    public static func screen(device: Device, environment: Environment, statusBarHidden preferredHidden: Bool) -> ScreenGeometry {
        let orientation = environment.orientation
        let screenSize = device.screenSize(orientation)
        let bounds = windowBounds(device: device, environment: environment)
        let deviceInsets = device.safeAreaInsets[orientation] ?? .zero
        let statusBarHeight = device.statusBarHeight[orientation]
        let hidden = preferredHidden || statusBarHeight == 0

        var insets = deviceInsets
        if hidden, statusBarHeight > 0, !device.hasSensorHousing {
            insets.top = max(0, insets.top - statusBarHeight)
        }
        if environment.window != .full {
            // A Split View window does not reach the screen's sides (iPads have no side insets anyway).
            insets.left = 0
            insets.right = 0
        }

        let statusBarFrame = hidden ? nil : Rect(x: 0, y: 0, width: bounds.width, height: statusBarHeight)
        let cutoutFrame = device.cutout.rect.map { oriented($0, portraitSize: device.portraitSize, orientation: orientation) }
        let homeIndicatorFrame = device.homeIndicator.map { indicator -> Rect in
            let width = indicator.width[orientation]
            return Rect(x: (screenSize.width - width) / 2, y: screenSize.height - indicator.bottomGap - indicator.height,
                        width: width, height: indicator.height)
        }
        return ScreenGeometry(
            bounds: bounds,
            screenBounds: Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height),
            safeAreaInsets: insets,
            deviceSafeAreaInsets: deviceInsets,
            statusBarFrame: statusBarFrame,
            statusBarHidden: hidden,
            cornerRadius: device.cornerRadius,
            cutout: device.cutout.kind,
            cutoutFrame: cutoutFrame,
            cutoutCornerRadius: device.cutout.cornerRadius,
            homeIndicatorFrame: homeIndicatorFrame,
            sizeClasses: sizeClasses(device: device, environment: environment),
            scale: device.scale)
    }

    /// A portrait rectangle in landscape, the device turned with the sensor housing on the
    /// left (UIKit's `landscapeRight`); insets are symmetric, so the choice only affects drawings.
    static func oriented(_ rect: Rect, portraitSize: Size, orientation: Orientation) -> Rect {
        guard orientation == .landscape else { return rect }
        return Rect(x: rect.minY, y: portraitSize.width - rect.maxX, width: rect.height, height: rect.width)
    }
}
