/// Writes a `DiffRun.Report` as a pull-request comment (or a job summary): the verdict and the
/// consequences, the Mermaid picture (GitHub renders it), then the text in a collapsed section.
public enum DiffMarkdownWriter {
    /// The Markdown, ending with a newline.
    public static func write(_ report: DiffRun.Report) -> String {
        var out = "### navsim diff: \(code(report.oldFile)) → \(code(report.newFile))\n\n"
        guard let comparison = report.comparison, let consequences = report.consequences, let verdict = report.verdict
        else { return out + "Not compared: a side has errors.\n" }
        let icon: String
        switch verdict {
        case .unchanged: icon = "✅"
        case .changed: icon = "ℹ️"
        case .breaking: icon = "❌"
        }
        out += "\(icon) **\(verdict.rawValue)**: \(DiffTextWriter.summary(comparison, consequences))\n\n"
        for finding in consequences.newViolations {
            out +=
                "- new violation \(code(finding.id))" + (finding.route.map { " on " + code($0) } ?? "")
                + ": " + code(DiffTextWriter.way(finding)) + "\n"
        }
        for finding in consequences.fixedViolations {
            out += "- fixed violation \(code(finding.id))" + (finding.route.map { " on " + code($0) } ?? "") + "\n"
        }
        for scene in consequences.unreachableScenes { out += "- scene \(code(scene)) became unreachable\n" }
        for route in consequences.unreachableRoutes {
            out += "- route \(code(route.name)) of \(code(route.source)) became unreachable\n"
        }
        for scenario in consequences.scenarios { out += "- the trace of \(code(scenario.file)) changes\n" }
        if let picture = DiffPicture.make(report) {
            out += "\n```mermaid\n" + MermaidWriter.write(picture) + "```\n"
        }
        let details = DiffTextWriter.lines(report).joined(separator: "\n")
        let fence = String(repeating: "`", count: max(3, longestRun(of: "`", in: details) + 1))
        out += "\n<details><summary>Details</summary>\n\n\(fence)text\n\(details)\n\(fence)\n\n</details>\n"
        return out
    }

    /// `text` as a Markdown code span: fenced by more backticks than it holds in a row, padded
    /// when it starts or ends with one; line breaks as spaces.
    public static func code(_ text: String) -> String {
        let flat = String(text.map { $0.isNewline ? " " : $0 })
        let fence = String(repeating: "`", count: longestRun(of: "`", in: flat) + 1)
        let padded = flat.hasPrefix("`") || flat.hasSuffix("`") ? " \(flat) " : flat
        return fence + padded + fence
    }

    private static func longestRun(of character: Character, in text: String) -> Int {
        var longest = 0
        var run = 0
        for each in text {
            run = each == character ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}
