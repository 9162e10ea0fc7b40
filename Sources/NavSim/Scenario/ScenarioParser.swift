/// Parses a `.scenario` file (spec §4) into a `Scenario`.
///
/// A hand-written recursive descent, one function per grammar rule with the rule in its doc
/// comment. The file is line-oriented, so every line is parsed on its own `TokenCursor`: the
/// first error of a line is kept (at most one per line), and parsing resumes at the next line,
/// so one run reports every bad line of a file. A line with a lexical error was already reported
/// by the lexer and is dropped without a second error.
///
/// ```
/// file     := scenario graph step*
/// scenario := 'scenario' string                      (the first line)
/// graph    := 'graph' (identifier | string)          (the second line)
/// step     := given | select | tap | fire | back | dismiss | tab | set | expect   (at column 1)
/// ```
///
/// Scenario values (`given`, `set`, `expect … ==`, indices in scenario paths) must be
/// constants: a scenario describes what the user sees and types, so it never reads a store.
/// A scenario with errors is still returned, without its bad lines, so the checker can report
/// more problems in the same run; it must not be replayed while `diagnostics` holds an error.
/// Only a file whose `scenario` or `graph` line is missing (or lies past the error limit)
/// yields no scenario.
public struct ScenarioParser {
    // Stable ids of the diagnostics the scenario parser emits (the token cursor's and the
    // expression parser's `expected-token`, `expected-name`, `expected-expression`,
    // `unexpected-token`, `nesting-too-deep` also occur).

    /// The most steps a scenario has.
    public static let maximumSteps = 200_000
    /// A scenario with more than `maximumSteps` steps.
    public static let tooManySteps = DiagnosticID("too-many-steps")
    /// The file does not start with `scenario "title"`.
    public static let missingScenarioHeader = DiagnosticID("missing-scenario-header")
    /// No `graph` line follows the `scenario` line.
    public static let missingGraphHeader = DiagnosticID("missing-graph-header")
    /// A `scenario` or `graph` line that is not where it belongs, or appears twice.
    public static let misplacedHeader = DiagnosticID("misplaced-header")
    /// A line that starts with a blank: scenario lines all start at column 1.
    public static let unexpectedIndentation = DiagnosticID("unexpected-indentation")
    /// A line whose first word is no step.
    public static let unknownStep = DiagnosticID("unknown-step")
    /// A `given` after the first other step.
    public static let givenAfterStep = DiagnosticID("given-after-step")
    /// A `given` whose path goes deeper than `Scene.field`.
    public static let givenNotAField = DiagnosticID("given-not-a-field")
    /// A scenario path without a field after its scene (`set Scene = 1`).
    public static let expectedField = DiagnosticID("expected-field")
    /// A scenario value or index that reads a path instead of being a constant.
    public static let valueNotConstant = DiagnosticID("value-not-constant")
    /// `select` without a non-negative whole number.
    public static let invalidRow = DiagnosticID("invalid-row")
    /// `expect stack []`.
    public static let emptyStack = DiagnosticID("empty-stack")
    /// `expect x` where x is no form of expectation.
    public static let unknownExpectation = DiagnosticID("unknown-expectation")
    /// `expect hierarchy Main[ListOrders#1]`: instance numbers, which `#` turns into a comment.
    public static let instanceNumber = DiagnosticID("instance-number")
    /// `expect violation x` naming no violation of spec §3.
    public static let unknownViolation = DiagnosticID("unknown-violation")

    /// The words a step line can start with, in the order the spec lists them.
    public static let stepKeywords = ["given", "select", "tap", "fire", "back", "dismiss", "tab", "set", "expect"]

    let path: String
    /// What the file reports: one error per line, stopping at the error limit.
    var log: DiagnosticLog
    /// The first step that is not a `given` (givens must come before it).
    var firstOtherStep: SourcePosition?

    init(path: String) {
        self.path = path
        log = DiagnosticLog(file: path)
    }

    /// Parses `source`, returning the scenario (nil only when a header line is missing) and every
    /// diagnostic of the file, lexical ones included, in reporting order.
    public static func parse(_ source: SourceText) -> ScenarioLoadResult {
        var parser = ScenarioParser(path: source.path)
        let scenario = parser.parseFile(source)
        return ScenarioLoadResult(scenario, diagnostics: parser.log.diagnostics.sortedForReporting())
    }

    /// file := scenario graph step*
    ///
    /// Read line by line with `LineReader`. Whether the file has a `scenario` and a `graph` line
    /// anywhere is found first, without lexing, so that a missing one is reported before the
    /// steps, where the error limit cannot cut it off. A header line found later than its place
    /// is still read, and reported as misplaced.
    mutating func parseFile(_ source: SourceText) -> Scenario? {
        let headers = LineReader.lineNumbers(startingWith: ["scenario", "graph"], in: source)
        let (hasTitle, hasGraph) = (headers["scenario"] != nil, headers["graph"] != nil)
        var reader = LineReader(source)
        var firstLine: SourceLine?
        var title: Header<(text: String, position: SourcePosition)>?
        var graphReference: Header<GraphReference>?
        var readStep = false
        var steps: [ScenarioStep] = []
        steps.reserveCapacity(min(source.lines.count, Self.maximumSteps))
        reading: while let next = reader.next(reportingInto: &log) {
            let line = next.line
            if next.isBroken, line.tokens.count == 1 { continue }  // nothing before the lexical error
            let first = firstLine ?? line
            firstLine = first
            switch Self.firstWord(of: line) {
            case "scenario":
                takeHeader(
                    "scenario", line, into: &title, misplaced: line.number != first.number,
                    "the 'scenario' line must be the first line of the file"
                ) { parser, line in parser.parseScenarioHeader(line) }
            case "graph":
                takeHeader(
                    "graph", line, into: &graphReference, misplaced: readStep,
                    "the 'graph' line must come right after the 'scenario' line"
                ) { parser, line in parser.parseGraphHeader(line) }
            default:
                if !readStep {
                    readStep = true
                    reportMissingHeaders(hasTitle: hasTitle, hasGraph: hasGraph, firstLine: first, firstStep: line)
                }
                if let step = parseStepLine(line) {
                    guard steps.count < Self.maximumSteps else {
                        report(
                            Self.tooManySteps,
                            "scenario has more than \(Self.maximumSteps) steps, the most navsim replays; split it",
                            at: line.tokens.first?.position ?? SourcePosition(line: line.number, column: 1))
                        break reading
                    }
                    steps.append(step)
                }
            }
        }
        guard let firstLine else {
            report(
                Self.missingScenarioHeader, "file is empty; expected 'scenario \"title\"' and 'graph Name' lines",
                at: SourcePosition(line: 1, column: 1))
            return nil
        }
        if !readStep {
            reportMissingHeaders(hasTitle: hasTitle, hasGraph: hasGraph, firstLine: firstLine, firstStep: nil)
        }
        guard let title = title?.value, let graphReference = graphReference?.value else { return nil }
        return Scenario(
            file: path, title: title.text, titlePosition: title.position, graph: graphReference, steps: steps)
    }

    /// step := given | select | tap | fire | back | dismiss | tab | set | expect
    mutating func parseStepLine(_ line: SourceLine) -> ScenarioStep? {
        var cursor = TokenCursor(line: line, path: path)
        let keyword = cursor.current
        checkIndentation(line, &cursor)
        if firstOtherStep == nil, keyword.kind == .identifier, keyword.text != "given",
            Self.stepKeywords.contains(keyword.text)
        {
            firstOtherStep = keyword.position
        }
        let kind = parseStep(&cursor)
        if case .given? = kind, cursor.error == nil, let firstOtherStep {
            cursor.fail(
                "'given' sets starting values, so it must come before the first step", id: Self.givenAfterStep,
                at: keyword.position,
                notes: [Diagnostic.Note(message: "the first step is here", file: path, position: firstOtherStep)])
        }
        let lineHadError = log.hasError(onLine: line.number)
        finish(line, cursor)
        guard cursor.error == nil, !lineHadError, let kind else { return nil }
        return ScenarioStep(kind: kind, position: keyword.position, text: line.code)
    }

    /// Dispatches on the step's first word.
    mutating func parseStep(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        let keyword = cursor.current
        guard keyword.kind == .identifier else {
            cursor.fail("expected a step, found \(TokenCursor.describe(keyword))", id: Self.unknownStep)
            return nil
        }
        switch keyword.text {
        case "given": return parseGiven(&cursor)
        case "select": return parseSelect(&cursor)
        case "tap": return parseTap(&cursor)
        case "fire": return parseFire(&cursor)
        case "back", "dismiss": return parseBareStep(&cursor)
        case "tab": return parseTab(&cursor)
        case "set": return parseSet(&cursor)
        case "expect": return parseExpect(&cursor)
        default:
            let note = NameSuggestion.note(for: keyword.text, among: Self.stepKeywords)
            cursor.fail(
                "unknown step '\(keyword.text)'", id: Self.unknownStep,
                notes: note.map { [$0] }
                    ?? [
                        Diagnostic.Note(
                            message: "steps are " + Self.stepKeywords.map { "'\($0)'" }.joined(separator: ", "))
                    ])
            return nil
        }
    }

    /// given := 'given' identifier '.' identifier '=' constant
    mutating func parseGiven(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let target = parseScenarioPath(&cursor, after: "'given'")
        if cursor.error == nil, target.components.count > 1 {
            cursor.fail(
                "a 'given' sets a whole field: write 'given \(target.root.text).\(target.droppingRoot?.root.text ?? "field") = …'",
                id: Self.givenNotAField, at: target.root.position)
        }
        cursor.expect("=", "after the field of a 'given'")
        let value = parseConstant(&cursor)
        cursor.expectEndOfLine("after the value")
        return .given(target, value)
    }

    /// select := 'select' number      (a non-negative whole number)
    mutating func parseSelect(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let token = cursor.current
        guard token.kind == .number, token.text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let row = Int(token.text)
        else {
            cursor.fail(
                "expected a row number after 'select' (a whole number, 0 or more), found \(TokenCursor.describe(token))",
                id: Self.invalidRow)
            return nil
        }
        cursor.advance()
        cursor.expectEndOfLine("after the row number")
        return .select(row)
    }

    /// tap := 'tap' identifier ('twice' | 'then' identifier)?
    mutating func parseTap(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let route = cursor.expectName("a route name after 'tap'")
        if cursor.error == nil, cursor.consumeKeyword("then") {
            let next = cursor.expectName("a route name after 'then'")
            cursor.expectEndOfLine("after the second route name")
            return .tapThen(route, then: next)
        }
        let twice = cursor.consumeKeyword("twice")
        cursor.expectEndOfLine(twice ? "after 'twice'" : "after the route name")
        return .tap(route, twice: twice)
    }

    /// fire := 'fire' identifier 'from' identifier
    mutating func parseFire(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let route = cursor.expectName("a route name after 'fire'")
        if cursor.error == nil, !cursor.consumeKeyword("from") {
            cursor.fail(
                "expected 'from' and the scene that fires it, as in 'fire \(route.text) from Scene'",
                id: DiagnosticID.expectedToken)
        }
        let scene = cursor.expectName("the scene that fires the route after 'from'")
        cursor.expectEndOfLine("after the scene name")
        return .fire(route, from: scene)
    }

    /// back := 'back' ;  dismiss := 'dismiss'
    mutating func parseBareStep(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        let keyword = cursor.advance()
        cursor.expectEndOfLine("after '\(keyword.text)'")
        return keyword.text == "back" ? .back : .dismiss
    }

    /// tab := 'tab' identifier
    mutating func parseTab(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let child = cursor.expectName("a tab's name after 'tab'")
        cursor.expectEndOfLine("after the tab's name")
        return .tab(child)
    }

    /// set := 'set' scenarioPath '=' constant
    mutating func parseSet(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let target = parseScenarioPath(&cursor, after: "'set'")
        if cursor.current.isPunctuation("==") {
            cursor.fail(
                "expected '=' after the path of a 'set'", id: .expectedToken,
                notes: [Diagnostic.Note(message: "'==' compares, in 'expect'; 'set' assigns with '='")])
        }
        cursor.expect("=", "after the path of a 'set'")
        let value = parseConstant(&cursor)
        cursor.expectEndOfLine("after the value")
        return .set(target, value)
    }

    /// scenarioPath := identifier '.' identifier ('.' identifier | '[' constant ']')*
    ///
    /// The root names a scene or a shared store; a field of its store must follow.
    mutating func parseScenarioPath(_ cursor: inout TokenCursor, after context: String) -> Path {
        if cursor.current.kind != .identifier {
            cursor.fail(
                "expected 'Scene.field' after \(context), found \(TokenCursor.describe(cursor.current))",
                id: .expectedName)
            return Path(root: Name("", at: cursor.current.position))
        }
        let path = ExpressionParser.parsePath(&cursor)
        guard cursor.error == nil else { return path }
        guard case .field? = path.components.first else {
            cursor.fail(
                "expected a field after '\(path.root.text)': write '\(path.root.text).field'", id: Self.expectedField,
                at: path.components.isEmpty ? cursor.current.position : path.root.position)
            return path
        }
        for index in path.indexExpressions {
            requireConstant(index, &cursor)
        }
        return path
    }

    /// constant := expression      (reading no path)
    mutating func parseConstant(_ cursor: inout TokenCursor) -> Expression {
        let expression = ExpressionParser.parseExpression(&cursor)
        if cursor.error == nil { requireConstant(expression, &cursor) }
        return expression
    }

    /// Fails unless `expression` is a constant, pointing at the first path it reads.
    func requireConstant(_ expression: Expression, _ cursor: inout TokenCursor) {
        guard let path = expression.paths.first else { return }
        var notes: [Diagnostic.Note] = []
        if path.components.isEmpty {
            notes.append(Diagnostic.Note(message: "write text in double quotes: \(Value.quote(path.root.text))"))
        }
        cursor.fail(
            "scenario values are constants, but '\(path)' reads a path", id: Self.valueNotConstant,
            at: path.root.position, notes: notes)
    }

    // MARK: - Helpers

    /// Records the error of a line (dropped when the line already has one).
    mutating func finish(_ line: SourceLine, _ cursor: TokenCursor) {
        if let error = cursor.error { log.report(error) }
    }

    /// Fails an indented line: every scenario line starts at column 1.
    func checkIndentation(_ line: SourceLine, _ cursor: inout TokenCursor) {
        guard line.isIndented else { return }
        cursor.fail(
            "unexpected indentation; every scenario line starts at column 1", id: Self.unexpectedIndentation,
            at: SourcePosition(line: line.number, column: 1))
    }

    /// Records an error outside any line's cursor (headers that are missing or misplaced).
    mutating func report(
        _ id: DiagnosticID, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []
    ) {
        log.error(id, message, at: position, notes: notes)
    }

    static func firstWord(of line: SourceLine) -> String? {
        line.tokens.first.flatMap { $0.kind == .identifier ? $0.text : nil }
    }

    static func startPosition(_ line: SourceLine) -> SourcePosition { line.tokens[0].position }

    static func endPosition(_ line: SourceLine) -> SourcePosition { line.tokens[line.tokens.count - 1].position }
}
