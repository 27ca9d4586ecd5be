import Foundation

/// Read once and never written (so shared across test threads as it is).
/// The reference facts (Tests/Data/uikit-facts*.json), read as the files are, never through
/// the engine's catalog. Each accessor names the entry it reads, so that a test cites it.
public enum FactsFiles {
    static func load(_ name: String) -> [String: Any] {
        guard let data = try? Data(contentsOf: TestPaths.data(name)),
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [:] }
        return object
    }

    nonisolated(unsafe) public static let devices: [String: Any] = load("uikit-facts.json")
    nonisolated(unsafe) public static let presentation: [String: Any] = load("uikit-facts-presentation.json")

    /// facts: devices[name == device][orientation] (safe-area insets of a full-screen root view).
    public static func insets(_ device: String, _ orientation: String) -> (top: Double, left: Double, bottom: Double, right: Double)? {
        guard let list = devices["devices"] as? [[String: Any]],
              let entry = list.first(where: { $0["name"] as? String == device }),
              let insets = entry[orientation] as? [String: Double] else { return nil }
        return (insets["top"] ?? 0, insets["left"] ?? 0, insets["bottom"] ?? 0, insets["right"] ?? 0)
    }

    /// facts-presentation: modalPresentation[topic == topic].
    public static func modalPresentation(_ topic: String) -> [String: Any]? {
        (presentation["modalPresentation"] as? [[String: Any]])?.first { ($0["topic"] as? String) == topic }
    }

    /// facts-presentation: modalPresentation["iPhone sheet frame ..."].examples[device starts with name].sheetTop
    public static func sheetTop(_ deviceName: String) -> Double? {
        let entry = modalPresentation("iPhone sheet frame (pageSheet/formSheet/automatic/popover in compact width, portrait, largest detent)")
        let examples = entry?["examples"] as? [[String: Any]]
        return examples?.first { ($0["device"] as? String)?.hasPrefix(deviceName) == true }?["sheetTop"] as? Double
    }
}
