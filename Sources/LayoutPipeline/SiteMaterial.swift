import LayoutGeometry
import LayoutModel
import LayoutRules

// What the report site draws besides the run itself: the rule examples, linted, and the
// device catalog's screens. Measured here, so that the site only places values.

/// An example of a rule, linted for its page.
public struct RuleExampleRun: Sendable {
    public var rule: String
    public var file: String
    public var triggers: Bool
    public var source: String
    public var result: LintResult

    public init(rule: String, file: String, triggers: Bool, source: String, result: LintResult) {
        self.rule = rule
        self.file = file
        self.triggers = triggers
        self.source = source
        self.result = result
    }
}

/// A device's screen in each of its orientations, for the devices page.
public struct DeviceScreens: Sendable {
    public var device: Device
    public var screens: [(orientation: Orientation, screen: ScreenGeometry)]

    public init(device: Device, screens: [(orientation: Orientation, screen: ScreenGeometry)]) {
        self.device = device
        self.screens = screens
    }
}

public enum SiteMaterial {
    /// Every example of every rule, linted from the text the binary carries.
    public static func ruleExamples(catalog: DeviceCatalog = .standard) -> [RuleExampleRun] {
        var runs: [RuleExampleRun] = []
        for rule in RuleRegistry.all.map(\.description) {
            for example in rule.examples {
                guard let text = RuleDocumentation.example(rule: rule.id, file: example.file) else { continue }
                var request = LintRequest(paths: [], jobs: 1, keepMeasurements: true)
                request.configuration = Configuration()
                let path = "Rules/examples/\(rule.id)/\(example.file)"
                let result = Pipeline.run(texts: [(path, text)], request: request, catalog: catalog)
                runs.append(RuleExampleRun(rule: rule.id, file: example.file, triggers: example.triggers, source: text, result: result))
            }
        }
        return runs
    }

    /// Each catalog device in its orientations, status bar shown where the system shows it.
    public static func deviceScreens(catalog: DeviceCatalog = .standard) -> [DeviceScreens] {
        catalog.devices.map { device in
            DeviceScreens(device: device, screens: device.orientations.compactMap { orientation in
                let environment = Environment(device: device.name, orientation: orientation)
                guard ScreenModel.validate(environment, device: device) == nil else { return nil }
                return (orientation, ScreenModel.screen(device: device, environment: environment, statusBarHidden: false))
            })
        }
    }
}
