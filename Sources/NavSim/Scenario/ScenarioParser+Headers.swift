/// The two header lines of a scenario file, `scenario "title"` and `graph Name`: their grammar,
/// and what is reported when one is missing, misplaced or repeated.
extension ScenarioParser {
    /// A header line read: what it says (nil when it did not parse) and where it starts.
    struct Header<Value> {
        var value: Value?
        var start: SourcePosition
    }

    /// Reads header line `keyword`: the first one is parsed into `header` (and reported when it
    /// is `misplaced`), a repeated one is reported with a note at the first.
    mutating func takeHeader<T>(
        _ keyword: String, _ line: SourceLine, into header: inout Header<T>?, misplaced: Bool,
        _ misplacedMessage: String, parse: (inout ScenarioParser, SourceLine) -> T?
    ) {
        if let first = header {
            report(
                Self.misplacedHeader, "a scenario has one '\(keyword)' line", at: Self.startPosition(line),
                notes: [Diagnostic.Note(message: "the first one is here", file: path, position: first.start)])
            return
        }
        header = Header(value: parse(&self, line), start: Self.startPosition(line))
        if misplaced { report(Self.misplacedHeader, misplacedMessage, at: Self.startPosition(line)) }
    }

    /// Reports the header lines the file lacks, once, when the first step line is read (or at the
    /// end of a file with none): at the file's first line, or for the graph at the first step.
    mutating func reportMissingHeaders(
        hasTitle: Bool, hasGraph: Bool, firstLine: SourceLine, firstStep: SourceLine?
    ) {
        switch (hasTitle, hasGraph) {
        case (false, false):
            report(
                Self.missingScenarioHeader,
                "expected 'scenario \"title\"' as the first line and 'graph Name' as the second",
                at: Self.startPosition(firstLine))
        case (false, true):
            report(
                Self.missingScenarioHeader, "expected 'scenario \"title\"' as the first line",
                at: Self.startPosition(firstLine))
        case (true, false):
            report(
                Self.missingGraphHeader, "expected 'graph Name' after the 'scenario' line",
                at: firstStep.map(Self.startPosition) ?? Self.endPosition(firstLine))
        case (true, true):
            break
        }
    }

    /// scenario := 'scenario' string
    mutating func parseScenarioHeader(_ line: SourceLine) -> (text: String, position: SourcePosition)? {
        var cursor = TokenCursor(line: line, path: path)
        let keyword = cursor.advance()
        checkIndentation(line, &cursor)
        var title = ""
        if cursor.current.kind == .string {
            let token = cursor.advance()
            title = token.text
            if title.allSatisfy({ $0 == " " || $0 == "\t" }) {
                cursor.fail("the scenario's title is empty", id: .expectedToken, at: token.position)
            }
        } else {
            cursor.fail(
                "expected the scenario's title in double quotes, found \(TokenCursor.describe(cursor.current))",
                id: .expectedToken)
        }
        cursor.expectEndOfLine("after the scenario's title")
        finish(line, cursor)
        return (title, keyword.position)
    }

    /// graph := 'graph' (identifier | string)
    ///
    /// A string, or a name holding `/` or ending in `.navgraph`, is a path relative to the scenario.
    mutating func parseGraphHeader(_ line: SourceLine) -> GraphReference? {
        var cursor = TokenCursor(line: line, path: path)
        cursor.advance()
        checkIndentation(line, &cursor)
        let token = cursor.current
        var reference = GraphReference(text: "", isPath: false, position: token.position)
        switch token.kind {
        case .string:
            cursor.advance()
            reference.text = token.text
            reference.isPath = true
            if token.text.isEmpty {
                cursor.fail("expected a graph path, found an empty string", id: .expectedToken, at: token.position)
            }
        case .identifier:
            cursor.advance()
            reference.text = token.text
        default:
            cursor.fail(
                "expected a graph name or a \"path.navgraph\" after 'graph', found \(TokenCursor.describe(token))",
                id: .expectedName)
        }
        cursor.expectEndOfLine("after the graph's name")
        finish(line, cursor)
        return reference
    }
}
