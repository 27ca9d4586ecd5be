import ArgumentParser
import LayoutModel
import LayoutReporting
import LayoutRules

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, default severity, category and summary.")

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let rules = RuleRegistry.all.map(\.description)
        switch format {
        case .json:
            printOutput(JSONValue.array(rules.map { rule in
                .object([("id", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
                         ("category", .string(rule.category.rawValue)), ("summary", .string(rule.summary)),
                         ("canBeDisabled", .bool(rule.canBeDisabled))])
            }).rendered())
        case .text:
            let width = rules.map(\.id.count).max() ?? 0
            for rule in rules {
                let padding = String(repeating: " ", count: width - rule.id.count)
                printOutput("\(rule.id)\(padding)  \(rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(rule.summary)\n")
            }
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Print a rule's documentation: why, how to fix, when it does not apply, examples.")

    @Argument(help: "A rule id from `layout-lint rules`.")
    var rule: String

    func run() throws {
        guard RuleRegistry.rule(id: rule) != nil, let page = RuleDocumentation.page(for: rule) else {
            let hint = Suggestions.didYouMean(rule, in: RuleRegistry.ids).map { "; \($0)" } ?? "; see `layout-lint rules`"
            printError("error: unknown rule '\(rule)'\(hint)")
            throw ExitCode(Exit.failure)
        }
        printOutput(page.hasSuffix("\n") ? page : page + "\n")
    }
}
