import LayoutRules

/// JUnit XML for CI test dashboards: a test suite per input, a failing test case per
/// finding at or above the fail-on severity (below it, a passing case with the finding as
/// output), an error for an input that did not load, a skipped case for an input that was
/// not evaluated (a macOS document), and a passing case for a clean input.
public struct JUnitReporter: Reporter {
    public static let name = "junit"
    public init() {}

    public func render(_ result: LintResult, metadata: RunMetadata) -> String {
        let byPath = Dictionary(grouping: result.findings, by: \.path)
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0, totalSkipped = 0
        for input in result.inputs {
            let findings = byPath[input.path] ?? []
            var cases: [String] = []
            var failures = 0, errors = 0
            for finding in findings {
                let name = Markup.escape("\(finding.rule) \(finding.element)")
                let location = Markup.escape("\(finding.location)")
                let body = Markup.escape(finding.message + (finding.environments.isEmpty ? ""
                    : "\n" + finding.environments.map(\.label).joined(separator: "\n"))
                    + (finding.contexts.isEmpty ? "" : "\n" + finding.contexts.joined(separator: "\n")))
                if finding.rule == "input-error" {
                    errors += 1
                    cases.append("    <testcase name=\"\(name)\" classname=\"\(Markup.escape(input.path))\" file=\"\(Markup.escape(finding.path))\" line=\"\(finding.location.line)\">\n      <error message=\"\(Markup.escapeAttribute(finding.message))\" type=\"input-error\">\(location): \(body)</error>\n    </testcase>")
                } else if metadata.failOn.fails(finding.severity) {
                    failures += 1
                    cases.append("    <testcase name=\"\(name)\" classname=\"\(Markup.escape(input.path))\" file=\"\(Markup.escape(finding.path))\" line=\"\(finding.location.line)\">\n      <failure message=\"\(Markup.escapeAttribute(finding.message))\" type=\"\(finding.severity.rawValue)\">\(location): \(body)</failure>\n    </testcase>")
                } else {
                    cases.append("    <testcase name=\"\(name)\" classname=\"\(Markup.escape(input.path))\" file=\"\(Markup.escape(finding.path))\" line=\"\(finding.location.line)\">\n      <system-out>\(finding.severity.rawValue): \(location): \(body)</system-out>\n    </testcase>")
                }
            }
            var skipped = 0
            if findings.isEmpty, input.status == .skipped {
                // Not evaluated is not passed: Jenkins and GitLab show it as skipped.
                skipped = 1
                let reason = input.errors.first?.message ?? "not evaluated"
                cases.append("    <testcase name=\"\(Markup.escape(input.path))\" classname=\"\(Markup.escape(input.path))\">\n      <skipped message=\"\(Markup.escapeAttribute(reason))\"/>\n    </testcase>")
            } else if findings.isEmpty {
                cases.append("    <testcase name=\"\(Markup.escape(input.path))\" classname=\"\(Markup.escape(input.path))\"/>")
            }
            totalTests += cases.count
            totalFailures += failures
            totalErrors += errors
            totalSkipped += skipped
            suites.append("  <testsuite name=\"\(Markup.escape(input.path))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
                          + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"\(metadata.toolName)\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\" skipped=\"\(totalSkipped)\">\n"
            + suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
    }
}
