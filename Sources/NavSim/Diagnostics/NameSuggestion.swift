/// Finds the closest known name to a misspelt one, for "did you mean" notes.
public enum NameSuggestion {
    /// The candidate closest to `name` by edit distance (case-insensitive), if close enough to be
    /// a plausible typo: at most a third of the longer name's length, and at least one edit.
    /// Ties go to the candidate that sorts first, so the answer is deterministic.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let other = Array(candidate.lowercased().unicodeScalars)
            let limit = max(1, max(target.count, other.count) / 3)
            if abs(target.count - other.count) > limit { continue }
            let distance = editDistance(target, other)
            guard distance <= limit else { continue }
            if let current = best, (current.distance, current.name) <= (distance, candidate) { continue }
            best = (distance, candidate)
        }
        return best?.name
    }

    /// A `did you mean 'X'?` note for `name`, or nil when no candidate is close.
    public static func note(for name: String, among candidates: some Sequence<String>) -> Diagnostic.Note? {
        closest(to: name, among: candidates).map { Diagnostic.Note(message: "did you mean '\($0)'?") }
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// two adjacent characters each cost one edit, so `Mian` is one edit from `Main`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = Swift.min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
