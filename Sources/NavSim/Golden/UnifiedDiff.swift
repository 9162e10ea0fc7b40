/// A line diff between a golden trace and the actual one, printed in unified format:
///
/// ```
/// --- golden
/// +++ actual
/// @@ -4,7 +4,7 @@
///  context line
/// -golden line
/// +actual line
/// ```
/// Hunks keep 3 lines of context and always write both counts (`-4,1`, and `-3,0` for an empty
/// range, which names the line before it, as `diff -u` does). A last line without a line break
/// is followed by `\ No newline at end of file`. Lines are matched with Myers' O(ND) algorithm
/// in linear space, so a large, mostly different pair of files neither blows up memory nor
/// depends on hash order: the same inputs always give the same text.
public struct UnifiedDiff: Hashable, Sendable, CustomStringConvertible {
    /// One line of a hunk.
    public struct Line: Hashable, Sendable {
        /// Whether the line is in both files, only in the golden, or only in the actual text.
        public enum Kind: String, Hashable, Sendable {
            /// In both (printed with a leading space).
            case context = " "
            /// Only in the golden (printed with `-`).
            case removed = "-"
            /// Only in the actual text (printed with `+`).
            case added = "+"
        }

        /// Which side(s) the line is on.
        public var kind: Kind
        /// The line without its line break.
        public var text: String
        /// True for a file's last line when the file does not end with a line break.
        public var lacksLineBreak: Bool
    }

    /// A run of changes with its context.
    public struct Hunk: Hashable, Sendable {
        /// The 1-based first golden line of the hunk (the line before it when `goldenCount` is 0).
        public var goldenStart: Int
        /// How many golden lines the hunk covers (context and removed).
        public var goldenCount: Int
        /// The 1-based first actual line of the hunk (the line before it when `actualCount` is 0).
        public var actualStart: Int
        /// How many actual lines the hunk covers (context and added).
        public var actualCount: Int
        /// The lines, in order.
        public var lines: [Line]

        /// `@@ -goldenStart,goldenCount +actualStart,actualCount @@`
        public var header: String { "@@ -\(goldenStart),\(goldenCount) +\(actualStart),\(actualCount) @@" }
    }

    /// The label of the `---` line.
    public var goldenLabel: String
    /// The label of the `+++` line.
    public var actualLabel: String
    /// The hunks; empty when the texts are equal.
    public var hunks: [Hunk]

    /// The number of unchanged lines kept around each change.
    public static let defaultContext = 3

    /// Diffs `golden` against `actual`, line by line, exactly as given (normalise line endings first).
    public init(
        golden: String, actual: String, goldenLabel: String = "golden", actualLabel: String = "actual",
        context: Int = UnifiedDiff.defaultContext
    ) {
        self.goldenLabel = goldenLabel
        self.actualLabel = actualLabel
        let wholeOld = Self.split(golden)
        let wholeNew = Self.split(actual)
        // Lines the two texts share at both ends, beyond a hunk's context, never reach a hunk:
        // only the middle is matched (a one-line change in a 30 MB golden diffs a few lines).
        var prefix = 0
        while prefix < min(wholeOld.count, wholeNew.count), wholeOld[prefix] == wholeNew[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(wholeOld.count, wholeNew.count) - prefix,
            wholeOld[wholeOld.count - 1 - suffix] == wholeNew[wholeNew.count - 1 - suffix]
        {
            suffix += 1
        }
        let context = max(0, context)
        let skipped = max(0, prefix - context)
        let dropped = max(0, suffix - context)
        let old = Array(wholeOld[skipped..<(wholeOld.count - dropped)])
        let new = Array(wholeNew[skipped..<(wholeNew.count - dropped)])
        // Equal lines get equal ids; the ids only feed the matcher, so hash order never shows.
        var ids: [SplitLine: Int] = [:]
        func id(_ line: SplitLine) -> Int {
            if let known = ids[line] { return known }
            ids[line] = ids.count
            return ids.count - 1
        }
        let oldIDs = old.map(id)
        let newIDs = new.map(id)
        let edits = Self.edits(old.count, new.count, matches: LineMatcher.matches(oldIDs, newIDs))
        hunks = Self.hunks(edits, old: old, new: new, context: context).map { hunk in
            var hunk = hunk
            hunk.goldenStart += skipped
            hunk.actualStart += skipped
            return hunk
        }
    }

    /// Whether the two texts are equal.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The unified diff, every line ending in a line break; empty when the texts are equal.
    public var description: String {
        guard !hunks.isEmpty else { return "" }
        var text = "--- \(goldenLabel)\n+++ \(actualLabel)\n"
        for hunk in hunks {
            text += hunk.header + "\n"
            for line in hunk.lines {
                text += line.kind.rawValue + line.text + "\n"
                if line.lacksLineBreak { text += "\\ No newline at end of file\n" }
            }
        }
        return text
    }

    /// A line as compared: its text, and whether it is a last line without a line break.
    struct SplitLine: Hashable {
        var text: Substring
        var lacksLineBreak: Bool
    }

    /// One step of the edit script: a line kept, removed from the golden or added by the actual text.
    enum Edit {
        case keep(Int, Int)
        case remove(Int)
        case add(Int)
    }

    static func split(_ text: String) -> [SplitLine] {
        guard !text.isEmpty else { return [] }
        // Split on the byte: a line break is one byte, and walking 30 MB by Character is slow.
        var parts = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { Substring($0) }
        let endsWithBreak = parts.last == ""
        if endsWithBreak { parts.removeLast() }
        return parts.enumerated().map { index, part in
            SplitLine(text: part, lacksLineBreak: !endsWithBreak && index == parts.count - 1)
        }
    }

    /// The edit script: between two matches, removals before additions.
    static func edits(_ oldCount: Int, _ newCount: Int, matches: [(Int, Int)]) -> [Edit] {
        var edits: [Edit] = []
        var oldIndex = 0
        var newIndex = 0
        for (oldMatch, newMatch) in matches + [(oldCount, newCount)] {
            while oldIndex < oldMatch {
                edits.append(.remove(oldIndex))
                oldIndex += 1
            }
            while newIndex < newMatch {
                edits.append(.add(newIndex))
                newIndex += 1
            }
            if oldMatch < oldCount {
                edits.append(.keep(oldMatch, newMatch))
                oldIndex += 1
                newIndex += 1
            }
        }
        return edits
    }

    /// Groups the edit script into hunks with `context` lines around each change; changes closer
    /// than twice the context share a hunk.
    static func hunks(_ edits: [Edit], old: [SplitLine], new: [SplitLine], context: Int) -> [Hunk] {
        let changes = edits.indices.filter { if case .keep = edits[$0] { false } else { true } }
        guard let firstChange = changes.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = firstChange
        var end = firstChange
        for change in changes.dropFirst() {
            if change - end - 1 > 2 * context {
                ranges.append(start...end)
                start = change
            }
            end = change
        }
        ranges.append(start...end)

        // Line positions before each edit, to number the hunks.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        var oldLine = 0
        var newLine = 0
        for edit in edits {
            oldBefore.append(oldLine)
            newBefore.append(newLine)
            switch edit {
            case .keep: (oldLine, newLine) = (oldLine + 1, newLine + 1)
            case .remove: oldLine += 1
            case .add: newLine += 1
            }
        }
        return ranges.map { range in
            let lower = max(0, range.lowerBound - context)
            let upper = min(edits.count - 1, range.upperBound + context)
            var lines: [Line] = []
            var goldenCount = 0
            var actualCount = 0
            for edit in edits[lower...upper] {
                switch edit {
                case .keep(let index, _):
                    lines.append(
                        Line(kind: .context, text: String(old[index].text), lacksLineBreak: old[index].lacksLineBreak))
                    goldenCount += 1
                    actualCount += 1
                case .remove(let index):
                    lines.append(
                        Line(kind: .removed, text: String(old[index].text), lacksLineBreak: old[index].lacksLineBreak))
                    goldenCount += 1
                case .add(let index):
                    lines.append(
                        Line(kind: .added, text: String(new[index].text), lacksLineBreak: new[index].lacksLineBreak))
                    actualCount += 1
                }
            }
            return Hunk(
                goldenStart: oldBefore[lower] + (goldenCount == 0 ? 0 : 1), goldenCount: goldenCount,
                actualStart: newBefore[lower] + (actualCount == 0 ? 0 : 1), actualCount: actualCount, lines: lines)
        }
    }
}
