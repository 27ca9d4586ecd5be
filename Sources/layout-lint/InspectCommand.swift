import ArgumentParser
import LayoutGeometry
import LayoutModel
import LayoutPipeline
import LayoutReporting

extension Orientation: ExpressibleByArgument {}
extension LayoutDirection: ExpressibleByArgument {}
extension WindowMode: ExpressibleByArgument {}
extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
}

/// `--presentation formSheet`.
enum PresentationArgument: String, ExpressibleByArgument, CaseIterable {
    case fullScreen, pageSheet, formSheet, popover, child, component, fullWidth, fullWidthTop, fullWidthBottom

    var value: Presentation {
        switch self {
        case .fullScreen: return .fullScreen
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .popover: return .popover
        case .child: return .child
        case .component: return .component
        case .fullWidth: return .fullWidth
        case .fullWidthTop: return .fullWidthTop
        case .fullWidthBottom: return .fullWidthBottom
        }
    }
}

struct InspectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inspect",
        abstract: "Print the computed geometry of every view of one input in one environment.",
        discussion: "Frames are in window coordinates (the screen's top-left corner is 0,0), at the scroll views' resting positions.")

    @Argument(help: "A layout fixture or Interface Builder document.")
    var file: String

    @Option(help: "Device name from `layout-lint devices` (default: the first device of the input's matrix).")
    var device: String?

    @Option(help: "portrait or landscape.")
    var orientation: Orientation = .portrait

    @Option(name: .customLong("content-size"), help: "Dynamic Type size: xS S M L xL xxL xxxL AX1 ... AX5.")
    var contentSize: ContentSizeCategory = .large

    @Option(help: "Layout direction: ltr or rtl.")
    var direction: LayoutDirection = .leftToRight

    @Option(help: "iPad window: full, 2/3, 1/2 or 1/3.")
    var window: WindowMode = .full

    @Option(help: "The scene to inspect (id), for documents with several scenes.")
    var scene: String?

    @Option(help: "How the scene is shown: fullScreen, pageSheet, formSheet, popover, child or component (default: the first way the document shows it).")
    var presentation: PresentationArgument?

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let catalog = DeviceCatalog.standard
        let document: Document
        switch Pipeline.load(path: file, catalog: catalog) {
        case .failure(let failure):
            for error in failure.errors { printError(error.description) }
            throw ExitCode(Exit.failure)
        case .success(let loaded):
            // Where the code shows the scene, as lint reads it.
            document = loaded.kind == .fixture ? loaded : Pipeline.applyingCode(to: loaded, path: file)
        }

        let deviceName = device ?? EnvironmentMatrix.standard.applying(document.matrix).devices.first ?? EnvironmentMatrix.defaultDevices[0]
        guard let resolved = catalog.device(named: deviceName) else {
            let closest = catalog.closestNames(to: deviceName)
            printError("error: unknown device '\(deviceName)'" + (closest.isEmpty ? "; see `layout-lint devices`"
                : "; closest known names: " + closest.map { "'\($0)'" }.joined(separator: ", ")))
            throw ExitCode(Exit.failure)
        }
        guard let chosen = scene.map({ id in document.scenes.first { $0.id == id } }) ?? document.scenes.first else {
            let known = document.scenes.map(\.id)
            printError("error: \(file) has no scene '\(scene ?? "")'" + (known.isEmpty ? "" : "; expected one of: " + known.joined(separator: ", ")))
            throw ExitCode(Exit.failure)
        }
        var environment = Environment(device: resolved.name, orientation: orientation, contentSize: contentSize,
                                      direction: direction, window: window)
        environment.presentation = presentation?.value ?? chosen.contexts.first?.presentation ?? .fullScreen
        let shownAs = chosen.contexts.first { $0.presentation == environment.presentation }?.description
        let project = document.kind == .fixture ? nil : Pipeline.project(of: file)
        let contexts = [shownAs, project?.description].compactMap { $0 }.filter { !$0.hasSuffix(": ") }
        let measured: MeasuredScene
        do {
            measured = try Pipeline.measure(chosen, in: environment, presentationChosen: presentation != nil, catalog: catalog)
        } catch {
            printError("error: \(error)")
            throw ExitCode(Exit.failure)
        }
        switch format {
        case .text: printOutput(InspectReport.text(input: file, scene: measured, contexts: contexts))
        case .json: printOutput(InspectReport.json(input: file, scene: measured, contexts: contexts).rendered())
        }
    }
}
