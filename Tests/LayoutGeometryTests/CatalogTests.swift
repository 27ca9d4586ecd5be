import Testing
import LayoutModel
import LayoutGeometry

// The catalog (`DeviceCatalog.standard`, built from Catalog/devices.json) against the facts
// file, device by device. The facts' `landscape` is the value the catalog must use: for the
// iPhone 17 family and Air it already is the iOS 26 value (catalog choice "iPhone 17 family
// and Air, which ship with iOS 26 only, use their iOS 26 landscape insets").

private let catalog = DeviceCatalog.standard

struct CatalogTests {
    static let names = Facts.deviceNames

    @Test("The facts file lists devices") func factsHaveDevices() {
        #expect(Facts.devices.count >= 40, "facts devices: \(Facts.devices.count)")
    }

    @Test("Every facts device is in the catalog with the facts' numbers", arguments: names)
    func device(name: String) throws {
        let facts = Facts.device(name)
        let device = try #require(catalog.device(named: name), "'\(name)' is not in the catalog")
        #expect(device.name == facts.name)

        // facts: devices[].points, .scale
        #expect(device.portraitSize == Size(width: facts.points[0], height: facts.points[1]),
                "\(name): points \(facts.points) vs \(device.portraitSize)")
        #expect(device.scale == facts.scale, "\(name): scale")
        #expect(device.idiom.rawValue == facts.idiom, "\(name): idiom")

        // facts: devices[].portrait / .landscape (null: no such orientation)
        for orientation in Orientation.allCases {
            let expected = facts.insets(orientation)
            let actual = device.safeAreaInsets[orientation]
            if let expected {
                let actual = try #require(actual, "\(name): no \(orientation) insets in the catalog")
                expectClose(actual, expected, "\(name) \(orientation) safe-area insets")
                #expect(device.orientations.contains(orientation), "\(name): \(orientation) listed")
            } else {
                #expect(actual == nil, "\(name): the facts have no \(orientation); the catalog has \(String(describing: actual))")
                #expect(!device.orientations.contains(orientation), "\(name): \(orientation) not listed")
            }
        }
        if let ios26 = facts.landscapeIOS26 {
            // The iOS 26-only devices: facts landscape == landscapeIOS26, and the catalog uses it.
            expectClose(try #require(device.safeAreaInsets.landscape), ios26.edgeInsets, "\(name) iOS 26 landscape")
        }

        // facts: devices[].cornerRadius, where the facts give one
        if let radius = facts.cornerRadius {
            expectClose(device.cornerRadius, radius, "\(name) corner radius")
        }
        // facts: devices[].cutout
        #expect(device.cutout.kind.rawValue == facts.cutout, "\(name): cutout \(facts.cutout) vs \(device.cutout.kind)")
        // facts: devices[].homeButton, where given
        if let homeButton = facts.homeButton {
            #expect(device.homeButton == homeButton, "\(name): homeButton")
        }
        // facts: devices[].statusBar, where the facts give a height
        for orientation in Orientation.allCases {
            if let height = facts.statusBarHeight(orientation), facts.insets(orientation) != nil {
                expectClose(device.statusBarHeight[orientation], height, "\(name) \(orientation) status bar")
            }
        }
        // facts: devices[].sizeClasses [horizontal, vertical]
        for orientation in Orientation.allCases {
            guard let pair = facts.sizeClasses[orientation.rawValue] else {
                #expect(device.sizeClasses[orientation] == nil, "\(name): no \(orientation) size classes in the facts")
                continue
            }
            let actual = try #require(device.sizeClasses[orientation], "\(name): \(orientation) size classes")
            #expect(actual.horizontal.rawValue == pair[0] && actual.vertical.rawValue == pair[1],
                    "\(name) \(orientation) size classes: facts \(pair), catalog \(actual)")
        }
    }

    @Test("The catalog has exactly the facts' devices, in the facts' order")
    func sameDevices() {
        #expect(catalog.names == Facts.deviceNames)
    }

    @Test("Lookups ignore case", arguments: names)
    func caseInsensitive(name: String) throws {
        for variant in [name.lowercased(), name.uppercased(), name] {
            let device = try #require(catalog.device(named: variant), "lookup of '\(variant)'")
            #expect(device.name == name)
            #expect(catalog.index(of: variant) == catalog.names.firstIndex(of: name))
        }
    }

    @Test("Unknown names are not found") func unknownName() {
        #expect(catalog.device(named: "iPhone 99") == nil)
        #expect(catalog.device(named: "") == nil)
        #expect(catalog.index(of: "iPhone 99") == nil)
    }

    @Test("The default matrix names six existing devices") func defaultMatrix() throws {
        let names = EnvironmentMatrix.defaultDevices
        #expect(names.count == 6)
        #expect(Set(names.map { $0.lowercased() }).count == 6, "no device twice")
        for name in names {
            #expect(catalog.device(named: name) != nil, "'\(name)' is not in the catalog")
            #expect(Facts.deviceNames.contains(name), "'\(name)' is not a facts device name")
        }
        #expect(EnvironmentMatrix.standard.devices == names)
        #expect(EnvironmentMatrix.standard.orientations == [.portrait, .landscape])
        // Every default device exists in both orientations: 12 environments.
        #expect(EnvironmentMatrix.standard.environments(catalog: catalog).count == 12)
    }

    /// Apple TV is landscape only (facts devices["Apple TV (HD / 4K)"].portrait null): the matrix
    /// of all devices skips its portrait, and iOS documents do not run on it.
    @Test("Environments of every device") func allEnvironments() {
        let all = EnvironmentMatrix.all(catalog)
        let iOS = all.environments(catalog: catalog, platform: .iOS)
        let tvOS = all.environments(catalog: catalog, platform: .tvOS)
        let phonesAndPads = Facts.devices.filter { $0.idiom != "tv" }
        #expect(iOS.count == phonesAndPads.count * 2)
        #expect(tvOS.map(\.orientation) == [.landscape])
    }
}
