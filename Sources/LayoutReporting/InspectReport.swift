import LayoutGeometry
import LayoutModel

/// `layout-lint inspect`: the measured geometry of every view in one environment.
public enum InspectReport {
    /// The JSON shape of CLI.md, keys in its order.
    public static func json(input: String, scene: MeasuredScene, contexts: [String] = []) -> JSONValue {
        let environment = scene.environment
        var environmentMembers: [(String, JSONValue)] = [
            ("device", .string(environment.device)),
            ("orientation", .string(environment.orientation.rawValue)),
            ("contentSize", .string(environment.contentSize.shortName)),
            ("direction", .string(environment.direction.rawValue)),
        ]
        if environment.window != .full { environmentMembers.append(("window", .string(environment.window.rawValue))) }
        if environment.presentation != .fullScreen { environmentMembers.append(("presentation", .string(environment.presentation.rawValue))) }
        var members: [(String, JSONValue)] = [("input", .string(input)), ("environment", .object(environmentMembers))]
        if !contexts.isEmpty { members.append(("contexts", .array(contexts.map(JSONValue.string)))) }
        return .object(members + [
            ("screen", .object([
                ("width", .number(scene.screen.bounds.width)),
                ("height", .number(scene.screen.bounds.height)),
                ("safeAreaInsets", insets(scene.screen.safeAreaInsets)),
            ])),
            ("views", .array(scene.views.map { view in
                .object([
                    ("id", .string(view.id)),
                    ("kind", .string(view.kind.rawValue)),
                    ("viewController", .string(view.viewControllerID)),
                    ("frame", rect(view.frame)),
                    ("safeAreaInsets", insets(view.safeAreaInsets)),
                    ("safeAreaFrame", rect(view.safeAreaFrame)),
                    ("layoutMarginsFrame", rect(view.layoutMarginsFrame)),
                    ("readableContentFrame", rect(view.readableContentFrame)),
                    ("adjustedContentInset", view.scroll.map { insets($0.adjustedContentInset) } ?? .null),
                ] + (view.sizeEstimate.map { [("sizeEstimate", JSONValue.string($0))] } ?? []))
            })),
        ])
    }

    static func rect(_ rect: Rect) -> JSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }

    static func insets(_ insets: EdgeInsets) -> JSONValue {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)),
                 ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    // MARK: Text

    /// A table a person can read in a terminal.
    public static func text(input: String, scene: MeasuredScene, contexts: [String] = []) -> String {
        let n = JSONValue.format
        func rect(_ r: Rect) -> String { "\(n(r.x)),\(n(r.y)) \(n(r.width))x\(n(r.height))" }
        func insets(_ i: EdgeInsets) -> String { "\(n(i.top)) \(n(i.left)) \(n(i.bottom)) \(n(i.right))" }

        var lines: [String] = []
        lines.append("\(input) · \(scene.environment.label)")
        lines += contexts
        let screen = scene.screen
        lines.append("screen \(n(screen.bounds.width))x\(n(screen.bounds.height)), safe area insets (top left bottom right) \(insets(screen.safeAreaInsets))"
                     + (screen.statusBarHidden ? ", status bar hidden" : ""))
        for bar in scene.bars {
            lines.append("\(bar.kind.rawValue)\(bar.largeTitle ? " (large title)" : "") \(rect(bar.frame))")
        }
        lines.append("")
        var rows: [[String]] = [["view", "kind", "frame", "safe area insets", "margins frame", "readable frame", "adjusted content inset"]]
        for view in scene.views {
            let name = String(repeating: "  ", count: view.depth) + view.id + (view.isHidden ? " (hidden)" : "")
            rows.append([name, view.kind.rawValue, rect(view.frame), insets(view.safeAreaInsets), rect(view.layoutMarginsFrame),
                         rect(view.readableContentFrame), view.scroll.map { insets($0.adjustedContentInset) } ?? "-"])
        }
        lines += table(rows)
        let estimates = scene.views.compactMap { view in view.sizeEstimate.map { "\(view.id): \($0)" } }
        if !estimates.isEmpty {
            lines.append("")
            lines += estimates.map { "estimated size of \($0)" }
        }
        if !scene.problems.isEmpty {
            lines.append("")
            for problem in scene.problems {
                switch problem.kind {
                case .unsatisfiable:
                    lines.append("unsatisfiable in \(problem.viewControllerID): " + problem.constraints.map(\.description).joined(separator: "; "))
                case .ambiguous:
                    lines.append("ambiguous: \(problem.viewIDs.joined(separator: ", ")) (\(problem.undetermined.map(\.rawValue).joined(separator: ", ")))")
                case .unsettled:
                    lines.append("unsettled in \(problem.viewControllerID): guides still moved after \(problem.passes) layout passes")
                case .placedByCode:
                    lines.append("placed by code: \(problem.viewIDs.joined(separator: ", ")) (\(problem.undetermined.map(\.rawValue).joined(separator: ", "))), placeholder \(problem.constraintIDs.joined(separator: ", "))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func table(_ rows: [[String]]) -> [String] {
        guard let columns = rows.first?.count else { return [] }
        var widths = Array(repeating: 0, count: columns)
        for row in rows { for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) } }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == columns - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ")
        }
    }
}
