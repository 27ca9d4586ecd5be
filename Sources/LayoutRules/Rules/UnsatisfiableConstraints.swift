import LayoutGeometry
import LayoutModel

/// Required constraints that cannot all hold: UIKit breaks one of them at run time (and logs
/// "Unable to simultaneously satisfy constraints"), so the layout is not what was written.
public struct UnsatisfiableConstraints: Rule {
    public static let description = RuleDescription(
        id: "unsatisfiable-constraints", defaultSeverity: .error, category: .layoutIntegrity,
        summary: "Required constraints conflict, so UIKit breaks one of them",
        examples: [
            .triggering("triggering-fixed-width-on-narrow-phone.layout.xml", [
                ExpectedFinding("buttonWidth", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "required constraints conflict: subscribeButton.width == 400; subscribeRoot fills its view controller (width); subscribeButton.trailing <= subscribeRoot.layoutMargins.trailing; subscribeButton.centerX == subscribeRoot.centerX"),
            ]),
            .triggering("triggering-width-from-design-device.layout.xml", [
                ExpectedFinding("headlineWidth", .landscape(.iPhoneSE3), .both(.iPhone15Pro), message: "required constraints conflict: headline.width == 343; articleRoot fills its view controller (width); headline.leading == articleRoot.layoutMargins.leading; headline.trailing == articleRoot.layoutMargins.trailing"),
            ]),
            .triggering("triggering-autoresizing-mask-still-on.layout.xml", [
                ExpectedFinding("bannerTrailing", .landscape(.iPhoneSE3), .both(.iPhone15Pro), message: "required constraints conflict: offlineBanner.trailing == offlineRoot.trailing; offlineRoot fills its view controller (width); offlineBanner frame (x, autoresizing); offlineBanner frame (width, autoresizing)"),
                ExpectedFinding("bannerTop", .portrait(.iPhoneSE3), .portrait(.iPhone15Pro), message: "required constraints conflict: offlineBanner.top == offlineRoot.safeArea.top; offlineBanner frame (y, autoresizing)"),
            ]),
            .passing("passing-width-gives-way.layout.xml"),
            .passing("passing-autoresizing-off.layout.xml"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.measured.problems.compactMap { problem in
            guard problem.kind == .unsatisfiable else { return nil }
            let constraints = problem.constraintIDs.compactMap { id in context.allConstraints.first { $0.constraint.id == id } }
            let anchor = constraints.first
            let element = anchor?.constraint.id ?? problem.viewControllerID
            let location = anchor?.constraint.location
                ?? context.tree.index(ofController: problem.viewControllerID).map { context.tree.controllers[$0].node.location }
                ?? context.document.location
            return Violation(element: element, location: location,
                             message: "required constraints conflict: " + problem.constraints.map(\.description).joined(separator: "; "))
        }
    }
}
