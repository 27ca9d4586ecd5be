/// A JSON value with ordered object keys, rendered the same way every time: objects keep
/// the order they were built in (documented shapes read top-down), numbers print without
/// a trailing `.0` and with at most three decimals.
public indirect enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }
    public func hash(into hasher: inout Hasher) { hasher.combine(rendered()) }

    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }

    /// Pretty-printed with two-space indentation and a final newline when `pretty`.
    public func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        if pretty { output += "\n" }
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += JSONValue.format(value)
        case .string(let value): JSONValue.writeString(value, to: &output)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += "["
            for (offset, value) in values.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, indent.map { $0 + 1 })
                value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (offset, member) in members.enumerated() {
                if offset > 0 { output += "," }
                newline(&output, indent.map { $0 + 1 })
                JSONValue.writeString(member.0, to: &output)
                output += indent == nil ? ":" : ": "
                member.1.write(to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
            output += "}"
        }
    }

    private func newline(_ output: inout String, _ indent: Int?) {
        guard let indent else { return }
        output += "\n" + String(repeating: "  ", count: indent)
    }

    /// Whole numbers without a decimal point; others rounded to three decimals.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 {
            let integer = Int(rounded)
            return integer == 0 ? "0" : String(integer)
        }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "<": output += "\\u003c"   // safe to embed in HTML
            case ">": output += "\\u003e"
            case "&": output += "\\u0026"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
