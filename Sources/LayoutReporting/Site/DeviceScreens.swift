import LayoutGeometry
import LayoutModel

/// A device's screen in each of its orientations, for the devices page.
public struct DeviceScreens: Sendable {
    public var device: Device
    public var screens: [(orientation: Orientation, screen: ScreenGeometry)]

    public init(device: Device, screens: [(orientation: Orientation, screen: ScreenGeometry)]) {
        self.device = device
        self.screens = screens
    }

    /// Each catalog device in its orientations, status bar shown where the system shows it.
    public static func all(catalog: DeviceCatalog = .standard) -> [DeviceScreens] {
        catalog.devices.map { device in
            DeviceScreens(device: device, screens: device.orientations.compactMap { orientation in
                let environment = Environment(device: device.name, orientation: orientation)
                guard ScreenModel.validate(environment, device: device) == nil else { return nil }
                return (orientation, ScreenModel.screen(device: device, environment: environment, statusBarHidden: false))
            })
        }
    }
}
