import LayoutGeometry
import LayoutModel
import LayoutRules
import Testing

@Suite("Configuration")
struct ConfigurationTests {
    func errors(_ text: String) -> [String] {
        switch Configuration.parse(text, path: ".layout-lint.yml") {
        case .success: return []
        case .failure(let failure): return failure.errors.map(\.description)
        }
    }

    func parse(_ text: String) throws -> Configuration {
        try Configuration.parse(text, path: ".layout-lint.yml").get()
    }

    @Test("the example of CLI.md reads every key")
    func cliExample() throws {
        let configuration = try parse("""
        included: [App, Fixtures]
        excluded: [App/Legacy]
        matrix:
          devices: [iPhone SE (3rd generation), iPhone 15 Pro, iPhone 15 Pro Max, iPad Pro 11-inch (M4/M5)]
          orientations: [portrait, landscape]
          contentSizes: [L, AX2]
          directions: [ltr, rtl]
        rules:
          disabled: [left-right-margins]
          severity: { multiline-text-exceeds-readable-width: error }
          ignore:                       # suppress by rule and element
            - { rule: content-in-unsafe-area, path: App/Legacy.storyboard, element: abc-12-xyz }
        fail-on: error
        baseline: layout-lint-baseline.json
        reporters: [xcode, sarif:build/layout-lint.sarif]
        output: site
        """)
        #expect(configuration.included == ["App", "Fixtures"])
        #expect(configuration.excluded == ["App/Legacy"])
        #expect(configuration.matrix.devices == ["iPhone SE (3rd generation)", "iPhone 15 Pro", "iPhone 15 Pro Max", "iPad Pro 11-inch (M4/M5)"])
        #expect(configuration.matrix.orientations == [.portrait, .landscape])
        #expect(configuration.matrix.contentSizes == [.large, .accessibilityLarge])
        #expect(configuration.matrix.directions == [.leftToRight, .rightToLeft])
        #expect(configuration.disabledRules == ["left-right-margins"])
        #expect(configuration.severities == ["multiline-text-exceeds-readable-width": .error])
        #expect(configuration.ignores.count == 1)
        #expect(configuration.ignores[0].rule == "content-in-unsafe-area")
        #expect(configuration.ignores[0].location.line == 12)
        #expect(configuration.failOn == .error)
        #expect(configuration.baseline == "layout-lint-baseline.json")
        #expect(configuration.reporters == ["xcode", "sarif:build/layout-lint.sarif"])
        #expect(configuration.output == "site")
    }

    @Test("unknown keys are errors with the line and the closest valid name")
    func unknownKeys() {
        #expect(errors("include: [App]\n") == [".layout-lint.yml:1:1: error: unknown key 'include'; did you mean 'included'?"])
        #expect(errors("matrix:\n  device: [iPhone 15 Pro]\n") == [".layout-lint.yml:2:3: error: unknown key 'matrix.device'; did you mean 'devices'?"])
        #expect(errors("rules:\n  disable: []\n") == [".layout-lint.yml:2:3: error: unknown key 'rules.disable'; did you mean 'disabled'?"])
        #expect(errors("rules:\n  ignore:\n    - { rul: content-in-unsafe-area }\n").first?.contains("unknown key 'rul' in an ignore entry; did you mean 'rule'?") == true)
    }

    @Test("unknown rule ids, devices, severities and values are errors with suggestions")
    func unknownValues() {
        #expect(errors("rules:\n  disabled: [left-right-margin]\n") == [".layout-lint.yml:2:14: error: unknown rule 'left-right-margin'; did you mean 'left-right-margins'?"])
        #expect(errors("rules:\n  severity: { content-in-unsafe-area: fatal }\n").first?.contains("severity of 'content-in-unsafe-area' is 'fatal'") == true)
        #expect(errors("matrix:\n  devices: [iPhone 15 Prro]\n") == [".layout-lint.yml:2:13: error: unknown device 'iPhone 15 Prro'; closest known names: 'iPhone 15 Pro', 'iPhone 11 Pro', 'iPhone 12 Pro'"])
        #expect(errors("matrix:\n  orientations: [sideways]\n").first?.contains("'matrix.orientations' has 'sideways'") == true)
        #expect(errors("fail-on: warnings\n") == [".layout-lint.yml:1:10: error: 'fail-on' is 'warnings'; did you mean 'warning'?"])
        #expect(errors("reporters: [sarif:out.sarif, jsn]\n") == [".layout-lint.yml:1:30: error: unknown reporter 'jsn'; did you mean 'json'?"])
        #expect(errors("rules:\n  disabled: [input-error]\n") == [".layout-lint.yml:2:14: error: rule 'input-error' cannot be disabled"])
    }

    @Test("wrong types are errors")
    func wrongTypes() {
        #expect(errors("included: { a: b }\n") == [".layout-lint.yml:1:11: error: 'included' must be a list, such as [a, b]"])
        #expect(errors("fail-on: [error]\n") == [".layout-lint.yml:1:10: error: 'fail-on' must be a single value"])
        #expect(errors("rules: [a]\n") == [".layout-lint.yml:1:8: error: 'rules' must be a mapping of disabled, severity, ignore"])
        #expect(errors("- a\n- b\n").first?.contains("the configuration must be a mapping of keys") == true)
    }

    @Test("report-url and repository-url are http(s) addresses, kept without a trailing slash; anything else is a located error")
    func addresses() throws {
        let configuration = try parse("report-url: https://example.github.io/app/layout/\nrepository-url: https://github.com/o/app/blob/0a1b2c\n")
        #expect(configuration.reportURL == "https://example.github.io/app/layout")
        #expect(configuration.repositoryURL == "https://github.com/o/app/blob/0a1b2c")
        #expect(errors("repository-url: git@github.com:o/app.git\n") == [
            ".layout-lint.yml:1:17: error: 'repository-url' is 'git@github.com:o/app.git'; expected the http(s) address where the files are browsed, such as https://github.com/example/app/blob/main",
        ])
    }

    @Test("invalid YAML is located")
    func invalidYAML() {
        let found = errors("matrix:\n  devices: [iPhone 15 Pro\nfail-on: error\n")
        #expect(found.count == 1)
        #expect(found.first?.contains("is not valid YAML") == true)
    }

    @Test("an empty file is the defaults; `matrix: all` means every device")
    func defaultsAndAll() throws {
        let empty = try parse("")
        #expect(empty.disabledRules.isEmpty && empty.ignores.isEmpty && empty.failOn == nil)
        let all = try parse("matrix: all\n")
        #expect(all.matrix.apply(to: .standard, catalog: .standard).devices == DeviceCatalog.standard.names)
    }

    @Test("what `init` writes parses, and sets every option to its default")
    func template() throws {
        let configuration = try parse(ConfigurationTemplate.text)
        #expect(configuration.matrix.apply(to: .standard, catalog: .standard) == EnvironmentMatrix.standard)
        #expect(configuration.disabledRules.isEmpty)
        #expect(configuration.severities.isEmpty)
        #expect(configuration.failOn == .error)
        #expect(configuration.reporters == ["xcode"])
        #expect(configuration.output == "site")
        for rule in RuleRegistry.all.map(\.description) {
            #expect(ConfigurationTemplate.text.contains("#   \(rule.id): \(rule.defaultSeverity.rawValue)"))
        }
    }

    @Test("globs: * within a folder, ** across folders, a plain path and what is below it")
    func globs() {
        #expect(Glob.matches("App/Legacy", "App/Legacy/Old.storyboard"))
        #expect(Glob.matches("App/Legacy", "App/Legacy"))
        #expect(!Glob.matches("App/Legacy", "App/LegacyNew.storyboard"))
        #expect(Glob.matches("App/*.xib", "App/Cell.xib"))
        #expect(!Glob.matches("App/*.xib", "App/Sub/Cell.xib"))
        #expect(Glob.matches("**/*.xib", "App/Sub/Cell.xib"))
        #expect(Glob.matches("./App/Main.storyboard", "App/Main.storyboard"))
    }

    @Test("a glob of many stars is decided without exponential backtracking")
    func globOfManyStars() {
        let pattern = String(repeating: "*a", count: 30) + "*b"
        let path = String(repeating: "a", count: 200)
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(!Glob.matches(pattern, path)) }
        #expect(elapsed < .seconds(2), "took \(elapsed)")
        #expect(Glob.matches("**/*.xib", "App/Views/Cell.xib"))
        #expect(!Glob.matches("*/*.xib", "App/Views/Cell.xib"))
    }
}
