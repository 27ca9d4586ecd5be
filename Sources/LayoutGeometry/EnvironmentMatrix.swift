import LayoutModel

/// The axes of evaluation: device x orientation x content size x direction (x iPad window).
public struct EnvironmentMatrix: Sendable, Hashable {
    public var devices: [String]
    public var orientations: [Orientation]
    public var contentSizes: [ContentSizeCategory]
    public var directions: [LayoutDirection]
    public var windows: [WindowMode]

    /// One device of each shape people ship to (CLI.md), both orientations, Large, left to right.
    public static let defaultDevices = [
        "iPhone SE (3rd generation)", "iPhone 11", "iPhone 15 Pro", "iPhone 16 Pro Max",
        "iPad (10th generation) / iPad (A16)", "iPad Pro 13-inch (M4/M5)",
    ]

    public static let standard = EnvironmentMatrix(
        devices: defaultDevices, orientations: [.portrait, .landscape], contentSizes: [.large],
        directions: [.leftToRight], windows: [.full])

    public init(devices: [String], orientations: [Orientation], contentSizes: [ContentSizeCategory],
                directions: [LayoutDirection], windows: [WindowMode] = [.full]) {
        self.devices = devices
        self.orientations = orientations
        self.contentSizes = contentSizes
        self.directions = directions
        self.windows = windows
    }

    /// Every device of the catalog, both orientations, Large, left to right.
    public static func all(_ catalog: DeviceCatalog) -> EnvironmentMatrix {
        EnvironmentMatrix(devices: catalog.names, orientations: [.portrait, .landscape], contentSizes: [.large],
                          directions: [.leftToRight], windows: [.full])
    }

    /// A fixture's `<matrix>` chooses the axes it names for that fixture.
    public func applying(_ spec: MatrixSpec?) -> EnvironmentMatrix {
        guard let spec else { return self }
        var result = self
        if let devices = spec.devices, !devices.isEmpty { result.devices = devices }
        if let orientations = spec.orientations, !orientations.isEmpty { result.orientations = orientations }
        if let sizes = spec.contentSizes, !sizes.isEmpty { result.contentSizes = sizes }
        if let directions = spec.directions, !directions.isEmpty { result.directions = directions }
        if let windows = spec.windows, !windows.isEmpty { result.windows = windows }
        return result
    }

    /// The matrix with the command line's selections: each axis given replaces the
    /// configured one, so a device named there is checked whatever the default matrix (the
    /// project's restrictions still apply afterwards).
    public func selecting(devices: [String]? = nil, orientations: [Orientation]? = nil,
                          contentSizes: [ContentSizeCategory]? = nil, directions: [LayoutDirection]? = nil,
                          windows: [WindowMode]? = nil) -> EnvironmentMatrix {
        var result = self
        if let devices { result.devices = devices }
        if let orientations { result.orientations = orientations }
        if let contentSizes { result.contentSizes = contentSizes }
        if let directions { result.directions = directions }
        if let windows { result.windows = windows }
        return result
    }

    /// The environments that exist, in a stable order: catalog order of devices, then
    /// orientation, window, content size, direction. tvOS documents run on Apple TV only,
    /// iOS documents on the others (only on `idioms` when the document names them).
    public func environments(catalog: DeviceCatalog, platform: Platform = .iOS, idioms: Set<Idiom>? = nil) -> [Environment] {
        var result: [Environment] = []
        let devices = self.devices.compactMap { catalog.device(named: $0) }
            .filter { (platform == .tvOS) == ($0.idiom == .tv) && (idioms?.contains($0.idiom) ?? true) }
            .sorted { (catalog.index(of: $0.name) ?? 0) < (catalog.index(of: $1.name) ?? 0) }
        var seen = Set<String>()
        for device in devices where seen.insert(device.name).inserted {
            for orientation in orientations.sorted() {
                for window in windows.sorted() {
                    for size in contentSizes.sorted() {
                        for direction in directions.sorted() {
                            let environment = Environment(device: device.name, orientation: orientation,
                                                          contentSize: size, direction: direction, window: window)
                            if ScreenModel.validate(environment, device: device) == nil { result.append(environment) }
                        }
                    }
                }
            }
        }
        return result
    }
}
