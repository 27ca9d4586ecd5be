import ArgumentParser
import LayoutGeometry
import LayoutReporting

enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device catalog with each device's safe-area insets.")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let catalog = DeviceCatalog.standard
        switch format {
        case .text: printOutput(DevicesReport.text(catalog))
        case .json: printOutput(DevicesReport.json(catalog).rendered())
        }
    }
}
