/// "Did you mean ...?": the known names closest to a misspelt one.
public enum Suggestions {
    /// Up to `limit` names within a small edit distance of `name` (case-insensitive), closest
    /// first; names that contain the query (or that it contains) count as close too.
    public static func closest(to name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let query = Array(name.lowercased())
        guard !query.isEmpty else { return [] }
        let threshold = max(2, query.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in candidates {
            let lowered = candidate.lowercased()
            var distance = editDistance(query, Array(lowered))
            // A name that starts with what was typed ranks high; one that contains it (or is
            // contained in it) is close enough to offer.
            if lowered.hasPrefix(String(query)) {
                distance = min(distance, 1)
            } else if lowered.contains(String(query)) || (lowered.count >= 4 && String(query).contains(lowered)) {
                distance = min(distance, threshold)
            }
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        scored.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.name < $1.name }
        var seen = Set<String>()
        return scored.compactMap { seen.insert($0.name).inserted ? $0.name : nil }.prefix(limit).map { $0 }
    }

    /// Levenshtein distance.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// `did you mean 'x' or 'y'?`, or nil when nothing is close.
    public static func didYouMean(_ name: String, in candidates: [String], quote: (String) -> String = { "'\($0)'" }) -> String? {
        let matches = closest(to: name, in: candidates)
        guard !matches.isEmpty else { return nil }
        let quoted = matches.map(quote)
        let list = quoted.count == 1 ? quoted[0] : quoted.dropLast().joined(separator: ", ") + " or " + quoted.last!
        return "did you mean \(list)?"
    }
}
