import LayoutModel

/// Where a solver tag came from: a constraint of the document, or one layout-lint adds the
/// way UIKit does (intrinsic size, stack view arrangement, cells, frames, the root view).
enum ConstraintOrigin: Sendable {
    case document(Constraint)
    case generated(GeneratedConstraint)
}

/// A constraint layout-lint adds for what UIKit lays out itself, kept as data (its wording
/// and the views and number it names) and put into words only when a problem names it.
struct GeneratedConstraint: Sendable {
    /// What it says: `{view}`, `{other}`, `{n}` and `{word}` stand for the view, the other
    /// view, the number and a word (a table attachment's kind).
    var wording: String
    var view: Int
    var other: Int?
    var number: Double?
    var word: String?
    var role: ProblemConstraint.Role

    init(_ wording: String, _ view: Int, other: Int? = nil, number: Double? = nil, word: String? = nil,
         role: ProblemConstraint.Role = .other) {
        self.wording = wording
        self.view = view
        self.other = other
        self.number = number
        self.word = word
        self.role = role
    }

    /// The views it names, as ids.
    func viewIDs(in tree: SceneTree) -> [String] {
        [tree.views[view].node.id] + (other.map { [tree.views[$0].node.id] } ?? [])
    }

    /// `articleStack spacing 8`.
    func description(in tree: SceneTree) -> String {
        var text = wording.replacingOccurrences(of: "{view}", with: tree.views[view].node.id)
        if let other { text = text.replacingOccurrences(of: "{other}", with: tree.views[other].node.id) }
        if let number { text = text.replacingOccurrences(of: "{n}", with: formatNumber(number)) }
        if let word { text = text.replacingOccurrences(of: "{word}", with: word) }
        return text
    }
}
