import Foundation
import LayoutModel

/// How the storyboards among a run's inputs present the classes at the root of the
/// navigation controllers they present: a screen the code pushes from such a class is in
/// the same presentation (a sheet, a popover). Read before the documents are checked, from
/// the storyboards that have a presentation segue at all, so that a document checked in
/// parallel with another can still ask how the other shows its pushing screen.
public struct PresentedScenes: Sendable {
    /// Class name → each way a segue presents the navigation controller it is the root of,
    /// with the segue's line.
    public private(set) var presented: [String: [ShownByCode]] = [:]

    public init() {}

    public init(paths: [String]) {
        let markers = IBMapper.presentationKinds.map { Array("kind=\"\($0)\"".utf8) }
        for path in paths.filter({ $0.hasSuffix(".storyboard") }).sorted() {
            // Most storyboards present nothing: look for the bytes before parsing.
            guard case .success(let bytes) = XMLReader.readBytes(atPath: path, displayPath: path),
                  markers.contains(where: { StoryboardReferences.contains($0, in: bytes) }),
                  case .success(let root) = XMLReader.parse(bytes, displayPath: path) else { continue }
            read(root, path: path)
        }
    }

    private mutating func read(_ root: XMLElement, path: String) {
        var controllers: [String: XMLElement] = [:]
        var segues: [XMLElement] = []
        func walk(_ element: XMLElement) {
            if element.name.hasSuffix("Controller"), let id = element.attribute("id") { controllers[id] = element }
            if element.name == "segue" { segues.append(element) }
            element.children.forEach(walk)
        }
        walk(root)
        for segue in segues {
            guard let kind = segue.attribute("kind"), IBMapper.presentationKinds.contains(kind),
                  let destination = segue.attribute("destination").flatMap({ controllers[$0] }),
                  destination.name == "navigationController" else { continue }
            let rootSegue = destination.firstChild(named: "connections")?.children(named: "segue")
                .first { $0.attribute("kind") == "relationship" && $0.attribute("relationship") == "rootViewController" }
            guard let rootID = rootSegue?.attribute("destination"), let className = controllers[rootID]?.attribute("customClass") else { continue }
            let (presentation, automatic) = IBMapper.presentation(kind: kind, style: segue.attribute("modalPresentationStyle")
                                                                    ?? destination.attribute("modalPresentationStyle"))
            let how = automatic ? "with the default style" : presentation.phrase
            let line = CodeEvidence(file: path, line: segue.location.line, code: "<segue kind=\"\(kind)\" destination=\"\(destination.attribute("id") ?? "")\"/>",
                                    says: "a segue presents its navigation controller \(how)")
            let shown = ShownByCode(presentation: presentation, isAutomatic: automatic, container: .navigation, evidence: [line])
            if !(presented[className] ?? []).contains(where: { $0.presentation == presentation && $0.isAutomatic == automatic }) {
                presented[className, default: []].append(shown)
            }
        }
    }
}
