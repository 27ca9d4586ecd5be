import LayoutGeometry

/// What `layout-lint init` writes: every option at its default, commented.
public enum ConfigurationTemplate {
    public static var text: String {
        let devices = EnvironmentMatrix.defaultDevices.map { "    - \($0)" }.joined(separator: "\n")
        let rules = RuleRegistry.all.map(\.description).map { "#   \($0.id): \($0.defaultSeverity.rawValue)" }.joined(separator: "\n")
        return """
        # layout-lint configuration (found upward from the working directory).
        # Every option is shown at its default; uncomment and edit what you need.

        # Files and folders to check when no path is given (default: the current folder).
        # included: [App, Fixtures]

        # Paths or globs to skip (.build, .git, DerivedData, Pods, Carthage, node_modules always are).
        # excluded: [App/Legacy]

        # The environments every input is evaluated in. A fixture's <matrix> chooses its own
        # axes; command-line options (--devices, ...) narrow a run. `matrix: all` means every device.
        matrix:
          devices:
        \(devices)
          orientations: [portrait, landscape]
          contentSizes: [L]
          directions: [ltr]
          # windows: [full]          # iPad Split View windows: full, 2/3, 1/2, 1/3

        rules:
          # Rules not to run (input-error cannot be disabled).
          disabled: []
          # Severity per rule (error, warning, info). The defaults:
        \(rules)
          severity: {}
          # Suppress findings by rule, path and element id (Interface Builder files cannot carry comments).
          # An entry that matches nothing is reported (unused-suppression), so stale ones get cleaned up.
          ignore: []
          #  - { rule: content-in-unsafe-area, path: App/Legacy.storyboard, element: abc-12-xyz }

        # Where scenes are shown, for what only the code says. layout-lint reads the rest from the
        # documents (presentation segues, containers, simulated bars, freeform sizes) and from the
        # app's Xcode project (device families, supported orientations). Each entry matches by
        # path (a glob), scene (its id, storyboard identifier or name) or class (the custom class
        # of its view controller), and can set:
        #   orientations: [portrait]               what the code locks the screen to
        #   devices: [iPhone]                      iPhone, iPad
        #   presentation: formSheet                fullScreen, pageSheet, formSheet, popover, child, component, fullWidth, fullWidthTop, fullWidthBottom
        #   size: { width: 320, height: 400 }      a popover's content or a child, laid out at this size
        #   container: navigation                  navigation or tabBar: pushed or shown in one by the code
        #   extendedEdges: []                      edgesForExtendedLayout as the code sets it (top, left, bottom, right)
        #   placedByCode: [pickerView]             views the code lays out itself (outlet, element id or user label):
        #                                          no rule judges where they, or what they hold, are
        contexts: []
        #  - { class: LoginViewController, presentation: formSheet }
        #  - { path: App/Onboarding/*.storyboard, orientations: [portrait] }
        #  - { path: App/Cells/*.xib, class: SettingsViewController, container: navigation }
        #  - { class: FloorsViewController, placedByCode: [pickerView] }

        # Findings at or above this severity fail the run (exit 1): error, warning, info or never.
        fail-on: error

        # Findings recorded here (by --write-baseline) are not reported.
        # baseline: layout-lint-baseline.json

        # Output formats, NAME or NAME:FILE: xcode, json, sarif, junit, github, checkstyle, markdown, summary.
        reporters: [xcode]

        # Where `layout-lint report` writes the site.
        output: site

        # Where the site is published, if it is: SARIF (code scanning) links each rule to its page there.
        # report-url: https://example.github.io/app/layout

        # Where these files are browsed: the report links each line of code a finding rests on there.
        # repository-url: https://github.com/example/app/blob/main

        """
    }
}
