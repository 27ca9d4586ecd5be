import LayoutGeometry
import LayoutModel

/// `layout-lint devices`: the catalog with each device's insets and where the numbers come from.
public enum DevicesReport {
    public static func json(_ catalog: DeviceCatalog) -> JSONValue {
        func insets(_ value: EdgeInsets?) -> JSONValue { value.map(InspectReport.insets) ?? .null }
        func sizeClasses(_ value: SizeClasses?) -> JSONValue {
            value.map { .object([("horizontal", .string($0.horizontal.rawValue)), ("vertical", .string($0.vertical.rawValue))]) } ?? .null
        }
        return .object([
            ("version", .int(1)),
            ("choices", .array(catalog.choices.map(JSONValue.string))),
            ("readableWidths", .object(ContentSizeCategory.allCases.map { ($0.shortName, .number(catalog.readableWidth(for: $0))) })),
            ("devices", .array(catalog.devices.map { device in
                .object([
                    ("name", .string(device.name)),
                    ("idiom", .string(device.idiom.rawValue)),
                    ("screen", .object([("width", .number(device.portraitSize.width)), ("height", .number(device.portraitSize.height)),
                                        ("scale", .number(device.scale))])),
                    ("safeAreaInsets", .object([("portrait", insets(device.safeAreaInsets.portrait)),
                                                ("landscape", insets(device.safeAreaInsets.landscape))])),
                    ("statusBar", .object([("portrait", .number(device.statusBarHeight.portrait)),
                                           ("landscape", .number(device.statusBarHeight.landscape))])),
                    ("cornerRadius", .number(device.cornerRadius)),
                    ("cutout", .object([("kind", .string(device.cutout.kind.rawValue)),
                                        ("rect", device.cutout.rect.map(InspectReport.rect) ?? .null)])),
                    ("homeIndicator", device.homeIndicator.map { indicator in
                        .object([("width", .object([("portrait", .number(indicator.width.portrait)),
                                                    ("landscape", .number(indicator.width.landscape))])),
                                 ("height", .number(indicator.height)), ("bottomGap", .number(indicator.bottomGap))])
                    } ?? .null),
                    ("homeButton", .bool(device.homeButton)),
                    ("sizeClasses", .object([("portrait", sizeClasses(device.sizeClasses.portrait)),
                                             ("landscape", sizeClasses(device.sizeClasses.landscape))])),
                    ("bars", .object([
                        ("navigationBar", .object([("portrait", .number(device.bars.navigationBar.portrait)),
                                                   ("landscape", .number(device.bars.navigationBar.landscape))])),
                        ("largeTitleExtra", .number(device.bars.largeTitleExtra)),
                        ("toolbar", .object([("portrait", .number(device.bars.toolbar.portrait)),
                                             ("landscape", .number(device.bars.toolbar.landscape))])),
                        ("tabBar", .object([("portrait", .number(device.bars.tabBar.portrait)),
                                            ("landscape", .number(device.bars.tabBar.landscape))])),
                    ])),
                    ("systemMinimumMargin", .object([("portrait", .number(device.systemMinimumMargin.portrait)),
                                                     ("landscape", .number(device.systemMinimumMargin.landscape))])),
                    ("confidence", .string(device.provenance.confidence.rawValue)),
                    ("source", .array(device.provenance.source.map(JSONValue.string))),
                ])
            })),
        ])
    }

    public static func text(_ catalog: DeviceCatalog) -> String {
        let n = JSONValue.format
        func insets(_ value: EdgeInsets?) -> String {
            guard let value else { return "-" }
            return "\(n(value.top)) \(n(value.left)) \(n(value.bottom)) \(n(value.right))"
        }
        var rows: [[String]] = [["device", "points", "scale", "portrait insets", "landscape insets", "status bar", "cutout", "corner", "confidence"]]
        for device in catalog.devices {
            rows.append([device.name, "\(n(device.portraitSize.width))x\(n(device.portraitSize.height))", "@\(n(device.scale))x",
                         insets(device.safeAreaInsets.portrait), insets(device.safeAreaInsets.landscape),
                         "\(n(device.statusBarHeight.portrait))/\(n(device.statusBarHeight.landscape))",
                         device.cutout.kind.rawValue, n(device.cornerRadius), device.provenance.confidence.rawValue])
        }
        return (InspectReport.table(rows) + ["", "Insets are top left bottom right, in points. `--format json` adds bars, margins, size classes and sources."])
            .joined(separator: "\n") + "\n"
    }
}
