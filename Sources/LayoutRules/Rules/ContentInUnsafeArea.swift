import LayoutGeometry
import LayoutModel

/// Content (labels, buttons, controls, images, text) must stay inside its view
/// controller's safe area: out of the status bar, sensor housing, home indicator, bars and
/// rounded corners. Measured at the scroll views' resting positions; an edge a scroll view
/// absorbs is not a problem, since the user scrolls the content out from under it.
public struct ContentInUnsafeArea: Rule {
    public static let description = RuleDescription(
        id: "content-in-unsafe-area", defaultSeverity: .error, category: .safeArea,
        summary: "Content reaches into the unsafe area: under a bar, the status bar, the sensor housing or the home indicator",
        examples: [
            .triggering("triggering-label-under-status-bar.layout.xml", [
                ExpectedFinding("greeting", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "greeting overlaps the top unsafe area by 43 pt, under the status bar and the Dynamic Island (placed by greeting.top == profileRoot.top + 16) (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-button-beside-sensor-housing.layout.xml", [
                ExpectedFinding("closeButton", .landscape(.iPhone15Pro), message: "closeButton overlaps the left unsafe area by 43 pt, in the rounded corner (placed by closeButton.leading == playerRoot.leading + 16)"),
            ]),
            .triggering("triggering-long-article-never-adjusts.layout.xml", [
                ExpectedFinding("articleTitle", .both(.iPhoneSE3), .both(.iPhone15Pro), message: "articleTitle overlaps the top unsafe area by 82 pt, under the status bar, the navigation bar and the Dynamic Island (placed by articleTitle.top == articleScroll.contentLayoutGuide.top + 16) (at worst, on iPhone 15 Pro in portrait)"),
                ExpectedFinding("articleBody", .both(.iPhone15Pro), message: "articleBody overlaps the bottom unsafe area by 34 pt, under the home indicator, and the top by 6 pt, under the navigation bar (placed by articleBody.bottom == articleScroll.contentLayoutGuide.bottom - 24) (at worst, on iPhone 15 Pro in portrait)"),
            ]),
            .triggering("triggering-toolbar-holder-filled-by-code.layout.xml", [
                ExpectedFinding("toolbarHolder", .portrait(.iPhone15Pro), message: "toolbarHolder is empty in the document and assumed to hold what the code puts in it (nothing else is known of that code); it reaches 34 pt into the bottom unsafe area, under the home indicator, where what it holds lands unless pinned to its safe area (placed by toolbarHolder.bottom == editorRoot.bottom)"),
            ]),
            .passing("passing-content-in-safe-area.layout.xml"),
            .passing("passing-long-article-scrolls-under-bars.layout.xml"),
            .passing("passing-toolbar-holder-above-home-indicator.layout.xml"),
        ],
        needsScreen: true)

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        contentViolations(context) + holderViolations(context)
    }

    func contentViolations(_ context: RuleContext) -> [Violation] {
        context.displayedContent.compactMap { index in
            let frame = context.frame(index)
            guard frame.width > Tolerance.points, frame.height > Tolerance.points else { return nil }
            var overlap = context.unsafeOverlap(of: index)
            if context.isInCellOfTableNotInsetToSafeArea(index) {
                // cell-content-in-unsafe-area says it more precisely for the sides.
                overlap.left = 0
                overlap.right = 0
            }
            let edges = Self.deepestFirst(overlap)
            guard let first = edges.first else { return nil }
            // Each edge says what is there, where the facts know it (the unsafe area alone else).
            func covered(_ edge: Edge) -> String { context.coverage(of: index, at: edge).map { ", \($0)," } ?? "" }
            var message = "\(context.name(index)) overlaps the \(first.rawValue) unsafe area by \(formatNumber(overlap[first])) pt\(covered(first))"
            for edge in edges.dropFirst() {
                message += " and the \(edge.rawValue) by \(formatNumber(overlap[edge])) pt\(covered(edge))"
            }
            if message.hasSuffix(",") { message.removeLast() }
            // Too large for this screen: it does not stop at the edge either.
            let offScreen = context.offScreen(of: index)[first]
            if offScreen > 0 { message += ", and runs \(formatNumber(offScreen)) pt off the screen" }
            if let placing = context.constraint(placing: index, at: first) {
                message += " (placed by \(placing.constraint.description))"
            }
            // A picture fitted into its frame often has transparent padding of its own: a
            // shallow overlap cannot be known to draw anything there.
            var severity: Severity?
            if Self.mayBeTransparent(index, overlap: overlap, edges: edges, context) {
                message += "; the image may be transparent that close to its edge, so this is a warning"
                severity = .warning
            }
            return Violation(element: context.node(index).id, location: context.node(index).location, message: message,
                             severity: severity, magnitude: overlap[first], overlaps: edges.map { EdgeOverlap($0, overlap[$0]) })
        }
    }

    /// An empty holder the code fills (a toolbar's container, an input bar's holder): a strip
    /// (at most `holderStripDepth` across) reaching into the unsafe area puts whatever the
    /// code adds there too, unless that is pinned to the holder's safe area: a warning that
    /// names the line that fills it, or says the outlet is all that is known.
    func holderViolations(_ context: RuleContext) -> [Violation] {
        context.viewIndices.compactMap { index in
            let node = context.node(index)
            guard let fill = node.codeFill, context.isDisplayed(index) else { return nil }
            let frame = context.frame(index)
            guard min(frame.width, frame.height) <= Self.holderStripDepth, min(frame.width, frame.height) >= Self.hairline else { return nil }
            let overlap = context.unsafeOverlap(of: index)
            let edges = Self.deepestFirst(overlap)
            guard let first = edges.first else { return nil }
            let outlet = context.document.outlets[node.id]?.first.map { " (outlet `\($0)`)" } ?? ""
            let filled: String
            switch fill {
            case .line(let line): filled = "the code puts views in it (\(line.shortPlace))"
            case .assumed: filled = "assumed to hold what the code puts in it (nothing else is known of that code)"
            }
            var message = "\(context.name(index))\(outlet) is empty in the document and \(filled); it reaches "
                + edges.map { edge in
                    "\(formatNumber(overlap[edge])) pt into the \(edge.rawValue) unsafe area" + (context.coverage(of: index, at: edge).map { ", \($0)" } ?? "")
                }.joined(separator: " and ")
            message += ", where what it holds lands unless pinned to its safe area"
            if let placing = context.constraint(placing: index, at: first) {
                message += " (placed by \(placing.constraint.description))"
            }
            return Violation(element: node.id, location: node.location, message: message, severity: .warning,
                             magnitude: overlap[first], overlaps: edges.map { EdgeOverlap($0, overlap[$0]) })
        }
    }

    /// The edges the view reaches past, deepest first; equal overlaps (within rounding) keep
    /// the edges' order: top, left, bottom, right.
    static func deepestFirst(_ overlap: EdgeInsets) -> [Edge] {
        Edge.allCases.filter { Tolerance.greater(overlap[$0], 0) }
            .sorted { Tolerance.nearlyEqual(overlap[$0], overlap[$1])
                ? Edge.allCases.firstIndex(of: $0)! < Edge.allCases.firstIndex(of: $1)! : overlap[$0] > overlap[$1] }
    }

    /// The most a holder measures across and still is a strip (a bar's holder, not an area).
    static let holderStripDepth = 120.0
    /// Thinner than this it is a hairline (a separator), not a holder.
    static let hairline = 10.0

    /// An aspect-fit image view reaching into the unsafe area by no more than a
    /// tenth of its drawn picture on that axis, and no more than 8 pt, at every edge.
    static func mayBeTransparent(_ index: Int, overlap: EdgeInsets, edges: [Edge], _ context: RuleContext) -> Bool {
        let node = context.node(index)
        guard node.kind == .imageView, node.imageAspectFits else { return false }
        let drawn = context.drawnFrame(of: index)
        return edges.allSatisfy { edge in
            let extent = edge.axis == .vertical ? drawn.height : drawn.width
            return overlap[edge] <= min(8, extent / 10) + Tolerance.points
        }
    }
}
