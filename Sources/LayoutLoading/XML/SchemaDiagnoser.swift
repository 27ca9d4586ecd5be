import CLibXML2
import Foundation
import LayoutModel

/// Explains why a document does not match a RELAX NG schema, element by element.
///
/// It reads the subset of RELAX NG our schemas use (define/ref, element, attribute,
/// optional, zeroOrMore, oneOrMore, choice, group, list, value, data with pattern and
/// range parameters) into per-element rules: allowed attributes with their value syntax,
/// required attributes, allowed children. Counts and order of children are left to the
/// loader, which can name the elements involved.
struct SchemaDiagnoser {
    indirect enum ValueRule {
        case text
        case values([String])
        case data(type: String, parameters: [String: String])
        case list(ValueRule)
        case choice([ValueRule])
        /// A rule that came through a named define (used to describe it in words).
        case named(String, ValueRule)
    }

    /// Child elements that stand at one place of an element's content: a name, or a choice
    /// of names, required or not, repeatable or not; groups are in document order.
    struct ChildGroup {
        var names: Set<String>
        var required: Bool
        var repeatable: Bool
    }

    struct ElementRule {
        var attributes: [String: ValueRule] = [:]
        var attributeOrder: [String] = []
        var required: Set<String> = []
        var children: Set<String> = []
        var groups: [ChildGroup] = []
        var allowsText = false
    }

    private(set) var rules: [String: ElementRule] = [:]
    private(set) var startElements: Set<String> = []
    private var defines: [String: XMLElement] = [:]

    init(schema: XMLElement) {
        for define in schema.children(named: "define") {
            if let name = define.attribute("name") { defines[name] = define }
        }
        var visited = Set<String>()
        if let start = schema.firstChild(named: "start") {
            var startRule = ElementRule()
            for child in start.children { collect(child, into: &startRule, optional: false, visited: &visited) }
            startElements = startRule.children
        }
    }

    // MARK: Reading the schema

    private mutating func collect(_ pattern: XMLElement, into rule: inout ElementRule, optional: Bool,
                                  visited: inout Set<String>) {
        switch pattern.name {
        case "element":
            guard let name = pattern.attribute("name") else { return }
            rule.children.insert(name)
            if visited.insert(name).inserted {
                var elementRule = ElementRule()
                for child in pattern.children { collect(child, into: &elementRule, optional: false, visited: &visited) }
                var expanding = Set<String>()
                groups(of: pattern.children, required: true, repeatable: false, into: &elementRule, defines: &expanding)
                rules[name] = elementRule
            }
        case "attribute":
            guard let name = pattern.attribute("name") else { return }
            if rule.attributes[name] == nil { rule.attributeOrder.append(name) }
            rule.attributes[name] = valueRule(of: pattern.children) ?? .text
            if !optional { rule.required.insert(name) }
        case "optional", "zeroOrMore", "choice":
            for child in pattern.children { collect(child, into: &rule, optional: true, visited: &visited) }
        case "oneOrMore", "group", "interleave", "mixed":
            for child in pattern.children { collect(child, into: &rule, optional: optional, visited: &visited) }
        case "ref":
            guard let name = pattern.attribute("name"), let define = defines[name] else { return }
            for child in define.children { collect(child, into: &rule, optional: optional, visited: &visited) }
        default:
            break
        }
    }

    /// The content model as a sequence of child groups (what `diagnose` checks for counts and order).
    private func groups(of patterns: [XMLElement], required: Bool, repeatable: Bool,
                        into rule: inout ElementRule, defines: inout Set<String>) {
        for pattern in patterns {
            switch pattern.name {
            case "element":
                if let name = pattern.attribute("name") {
                    rule.groups.append(ChildGroup(names: [name], required: required, repeatable: repeatable))
                }
            case "optional":
                groups(of: pattern.children, required: false, repeatable: repeatable, into: &rule, defines: &defines)
            case "zeroOrMore":
                groups(of: pattern.children, required: false, repeatable: true, into: &rule, defines: &defines)
            case "oneOrMore":
                groups(of: pattern.children, required: required, repeatable: true, into: &rule, defines: &defines)
            case "choice":
                var inner = ElementRule()
                groups(of: pattern.children, required: required, repeatable: repeatable, into: &inner, defines: &defines)
                let hasEmpty = pattern.children.contains { $0.name == "empty" }
                if !inner.groups.isEmpty {
                    rule.groups.append(ChildGroup(names: inner.groups.reduce(into: Set<String>()) { $0.formUnion($1.names) },
                                                  required: required && !hasEmpty && inner.groups.allSatisfy(\.required),
                                                  repeatable: repeatable || inner.groups.contains(where: \.repeatable)))
                }
                rule.allowsText = rule.allowsText || inner.allowsText
            case "group", "interleave":
                groups(of: pattern.children, required: required, repeatable: repeatable, into: &rule, defines: &defines)
            case "mixed":
                rule.allowsText = true
                groups(of: pattern.children, required: required, repeatable: repeatable, into: &rule, defines: &defines)
            case "text":
                rule.allowsText = true
            case "ref":
                guard let name = pattern.attribute("name"), let define = self.defines[name], defines.insert(name).inserted else { continue }
                groups(of: define.children, required: required, repeatable: repeatable, into: &rule, defines: &defines)
                defines.remove(name)
            default:
                break
            }
        }
    }

    private func valueRule(of patterns: [XMLElement]) -> ValueRule? {
        let rules = patterns.compactMap(valueRule(of:))
        if rules.isEmpty { return nil }
        return rules.count == 1 ? rules[0] : .choice(rules)
    }

    private func valueRule(of pattern: XMLElement) -> ValueRule? {
        switch pattern.name {
        case "text": return .text
        case "value": return .values([pattern.text])
        case "data":
            var parameters: [String: String] = [:]
            for parameter in pattern.children(named: "param") {
                if let name = parameter.attribute("name") { parameters[name] = parameter.text }
            }
            return .data(type: pattern.attribute("type") ?? "string", parameters: parameters)
        case "list":
            return valueRule(of: pattern.children).map { .list($0) }
        case "oneOrMore", "zeroOrMore", "optional", "group":
            return valueRule(of: pattern.children)
        case "choice":
            let rules = pattern.children.compactMap(valueRule(of:))
            let values = rules.compactMap { rule -> [String]? in if case .values(let v) = rule { return v }; return nil }
            if values.count == rules.count { return .values(values.flatMap { $0 }) }
            return .choice(rules)
        case "ref":
            guard let name = pattern.attribute("name"), let define = defines[name],
                  let rule = valueRule(of: define.children) else { return nil }
            return .named(name, rule)
        default:
            return nil
        }
    }

    // MARK: Explaining a document

    func diagnose(_ root: XMLElement) -> [LoadError] {
        var errors: [LoadError] = []
        if !startElements.contains(root.name) {
            let expected = startElements.sorted().map { "<\($0)>" }.joined(separator: " or ")
            errors.append(LoadError("the root element is <\(root.name)>; expected \(expected)", at: root.location))
            return errors
        }
        check(root, errors: &errors)
        return errors.sorted { $0.location < $1.location }
    }

    private static func names(_ group: ChildGroup) -> String {
        group.names.sorted().map { "<\($0)>" }.joined(separator: ", ")
    }

    /// Counts and order of the children, and text where only elements belong.
    private func checkContent(_ element: XMLElement, _ rule: ElementRule, errors: inout [LoadError]) {
        let text = element.text.trimmingSpaces
        if !rule.allowsText, !text.isEmpty {
            let shown = text.count > 40 ? String(text.prefix(40)) + "…" : text
            errors.append(LoadError("<\(element.name)> contains the text \"\(shown)\"; expected only child elements (text goes in attributes such as text=\"...\")",
                                    at: element.location))
        }
        var lastGroup = -1
        var lastChild: XMLElement?
        var counts = Array(repeating: 0, count: rule.groups.count)
        for child in element.children {
            guard let index = rule.groups.firstIndex(where: { $0.names.contains(child.name) }) else { continue }
            counts[index] += 1
            let group = rule.groups[index]
            if !group.repeatable, counts[index] == 2 {
                errors.append(LoadError("<\(element.name)> has more than one \(group.names.count == 1 ? "<\(child.name)>" : "of " + Self.names(group)); expected exactly one",
                                        at: child.location))
            }
            if index < lastGroup, let previous = lastChild {
                errors.append(LoadError("<\(child.name)> comes after <\(previous.name)> in <\(element.name)>; expected it before",
                                        at: child.location))
            } else {
                lastGroup = index
                lastChild = child
            }
        }
        for (index, group) in rule.groups.enumerated() where group.required && counts[index] == 0 {
            errors.append(LoadError("<\(element.name)> has no \(group.names.count == 1 ? Self.names(group) : "view controller or view"); expected one of: \(Self.names(group))",
                                    at: element.location))
        }
    }

    private func check(_ element: XMLElement, errors: inout [LoadError]) {
        guard let rule = rules[element.name] else { return }
        checkContent(element, rule, errors: &errors)
        for attribute in element.attributes {
            guard let valueRule = rule.attributes[attribute.name] else {
                var message = "unknown attribute '\(attribute.name)' on <\(element.name)>"
                if let hint = Suggestions.didYouMean(attribute.name, in: rule.attributeOrder) {
                    message += "; \(hint)"
                } else {
                    message += "; expected one of: \(rule.attributeOrder.joined(separator: ", "))"
                }
                errors.append(LoadError(message, at: attribute.location))
                continue
            }
            if !Self.matches(attribute.value, valueRule) {
                errors.append(LoadError(
                    "attribute '\(attribute.name)' of <\(element.name)> is \"\(attribute.value)\"; expected \(Self.describe(valueRule, attribute: attribute.name))",
                    at: attribute.location))
            }
        }
        for name in rule.attributeOrder where rule.required.contains(name) && element.attribute(name) == nil {
            errors.append(LoadError(
                "<\(element.name)> has no '\(name)' attribute; expected \(name)=\"...\" (\(Self.describe(rule.attributes[name]!, attribute: name)))",
                at: element.location))
        }
        for child in element.children {
            if !rule.children.contains(child.name) {
                let allowed = rule.children.sorted()
                var message = rules[child.name] == nil
                    ? "unknown element <\(child.name)> inside <\(element.name)>"
                    : "<\(child.name)> is not allowed inside <\(element.name)>"
                if allowed.isEmpty {
                    message += "; <\(element.name)> takes no child elements"
                } else if rules[child.name] == nil,
                          let hint = Suggestions.didYouMean(child.name, in: allowed, quote: { "<\($0)>" }) {
                    message += "; \(hint)"
                } else {
                    message += "; expected one of: " + allowed.map { "<\($0)>" }.joined(separator: ", ")
                }
                errors.append(LoadError(message, at: child.location))
            }
            check(child, errors: &errors)
        }
    }

    // MARK: Values

    private static func matches(_ value: String, _ rule: ValueRule) -> Bool {
        switch rule {
        case .text: return true
        case .named(_, let inner): return matches(value, inner)
        case .values(let allowed): return allowed.contains(collapsed(value))
        case .choice(let rules): return rules.contains { matches(value, $0) }
        case .list(let inner):
            let items = value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
            return !items.isEmpty && items.allSatisfy { matches(String($0), inner) }
        case .data(let type, let parameters):
            let lexical = type == "string" ? value : collapsed(value)
            if let pattern = parameters["pattern"], !XSDPattern.matches(lexical, pattern: pattern) { return false }
            switch type {
            case "nonNegativeInteger":
                guard !lexical.isEmpty, lexical.allSatisfy(\.isASCII), lexical.allSatisfy(\.isNumber) else { return false }
            case "decimal", "double":
                // XML Schema decimals have no exponent (Swift's Double would accept "1e3").
                guard lexical.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "+") }),
                      let number = Double(lexical) else { return false }
                if let minimum = parameters["minInclusive"].flatMap(Double.init), number < minimum { return false }
                if let maximum = parameters["maxInclusive"].flatMap(Double.init), number > maximum { return false }
            default:
                break
            }
            return true
        }
    }

    private static func collapsed(_ value: String) -> String {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
    }

    /// What a value should look like, in words.
    static func describe(_ rule: ValueRule, attribute: String) -> String {
        switch attribute {
        case "directionalLayoutMargins": return "four numbers: top leading bottom trailing"
        default: break
        }
        switch rule {
        case .text: return "text"
        case .named(let name, let inner):
            switch name {
            case "identifier": return "an identifier (a letter or '_', then letters, digits, '_' or '-')"
            case "number": return "a number"
            case "nonNegativeNumber": return "a number of 0 or more"
            case "fourNumbers": return "four numbers: top left bottom right"
            case "boolean": return "true or false"
            case "priority": return "a priority from 1 to 1000"
            case "ruleIDs": return "rule ids separated by spaces"
            case "anchor": return "an anchor such as view.top, root.safeArea.bottom or a.leading,trailing"
            default: return describe(inner, attribute: attribute)
            }
        case .values(let values):
            return values.count == 1 ? "\"\(values[0])\"" : "one of: " + values.joined(separator: ", ")
        case .choice(let rules):
            return rules.map { describe($0, attribute: attribute) }.joined(separator: " or ")
        case .list(let inner):
            return "a space-separated list of " + describe(inner, attribute: attribute).replacingFirst("one of: ", with: "")
        case .data(let type, let parameters):
            switch type {
            case "nonNegativeInteger": return "a whole number of 0 or more"
            case "decimal", "double":
                if let minimum = parameters["minInclusive"], let maximum = parameters["maxInclusive"] {
                    return "a number from \(minimum) to \(maximum)"
                }
                return "a number"
            default: return "a value matching \(parameters["pattern"] ?? type)"
            }
        }
    }
}

private extension String {
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// XML Schema regular expressions, with libxml2's own engine (the one RELAX NG uses).
enum XSDPattern {
    private final class Cache: @unchecked Sendable {
        var compiled: [String: xmlRegexpPtr] = [:]
        let lock = NSLock()
    }
    private static let cache = Cache()

    static func matches(_ value: String, pattern: String) -> Bool {
        let regexp: xmlRegexpPtr? = cache.lock.withLock {
            if let existing = cache.compiled[pattern] { return existing }
            let compiled = pattern.withCString { xmlRegexpCompile(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
            if let compiled { cache.compiled[pattern] = compiled }
            return compiled
        }
        guard let regexp else { return true }
        return value.withCString { xmlRegexpExec(regexp, UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) == 1 }
    }
}
