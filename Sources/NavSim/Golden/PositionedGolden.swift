/// A golden in the format navsim wrote before goldens held behaviour only: the positioned layout
/// of `TraceRenderer`, with the graph's file in the header, `file:line` after every block header
/// and route line, and failures named `line N`. Such a golden is compared as the golden layout
/// of the same trace (`removingPositions`), so it keeps passing until `--record all` rewrites it.
enum PositionedGolden {
    /// The golden without its source positions, or nil when it holds none (today's format).
    ///
    /// The header says which files the positions name: its `file` line (the scenario) and the
    /// text after the graph's name on its `graph` line. Only `  file:line` at the end of a line,
    /// naming one of those two files, is removed, so no text of the trace itself is; a failure's
    /// `line N` becomes `step M`, the step its header put at line N, or `launch` at the graph line.
    static func removingPositions(_ golden: [UInt8]) -> [UInt8]? {
        // The header is the first three lines: a short look tells today's format apart.
        guard golden.starts(with: Array("scenario  ".utf8)) else { return nil }
        var lines = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 3, lines[1].hasPrefix("file      "), lines[2].hasPrefix("graph     ") else { return nil }
        let scenarioFile = lines[1].dropFirst("file      ".count)
        let graph = lines[2].dropFirst("graph     ".count)
        guard let gap = graph.firstRange(of: "  ") else { return nil }
        let graphFile = graph[gap.upperBound...]
        guard !graphFile.isEmpty else { return nil }
        lines[2] = "graph     " + graph[..<gap.lowerBound]

        var stepAtLine: [Int: Int] = [:]
        for index in lines.indices.dropFirst(3) {
            guard let (kept, file, line) = split(lines[index], files: [scenarioFile, graphFile]) else { continue }
            lines[index] = kept
            if kept.hasPrefix("step "), file == scenarioFile,
                let number = Int(kept.dropFirst("step ".count).prefix { $0.isNumber })
            {
                stepAtLine[line] = number
            }
        }
        // Failures, after `result`: `  line N    message`.
        for index in lines.indices.dropFirst(3) where lines[index].hasPrefix("  line ") {
            let rest = lines[index].dropFirst("  line ".count)
            let digits = rest.prefix { $0.isNumber }
            guard let line = Int(digits), rest.dropFirst(digits.count).hasPrefix(" ") else { continue }
            let message = rest.dropFirst(digits.count).drop { $0 == " " }
            let label = stepAtLine[line].map { "step \($0)" } ?? "launch"
            lines[index] = "  " + label + String(repeating: " ", count: max(1, 10 - label.count)) + message
        }
        return Array(lines.joined(separator: "\n").utf8)
    }

    /// `line` without a trailing `  file:N` naming one of `files`: the text before it (trailing
    /// blanks dropped), the file and N; nil when the line ends in no such position.
    private static func split(_ line: Substring, files: [Substring]) -> (Substring, Substring, Int)? {
        guard let colon = line.lastIndex(of: ":") else { return nil }
        let digits = line[line.index(after: colon)...]
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let number = Int(digits) else { return nil }
        let before = line[..<colon]
        for file in files where before.hasSuffix("  " + file) {
            let text = before.dropLast(file.count)
            let kept = text.reversed().drop { $0 == " " }.count
            guard kept > 0 else { return nil }
            return (text.prefix(kept), file, number)
        }
        return nil
    }
}
