/// Reads the tokens of one line for a recursive-descent parser.
///
/// The first error on a line is kept and later ones are dropped (at most one error per
/// statement); `expect` returns a `.missing` token instead of failing, so rules run to the end
/// and the parser never loops: every `advance` moves forward, and nothing advances past the
/// line's `.endOfLine` token.
struct TokenCursor {
    /// The line being read.
    let line: SourceLine
    /// The file the line belongs to, for diagnostics.
    let path: String
    /// The index of the current token.
    private(set) var index = 0
    /// The first error found on the line, if any.
    private(set) var error: Diagnostic?
    /// How deeply nested lists, records and indices are right now.
    var depth = 0

    /// The deepest nesting of lists, records and indices an expression may have.
    static let nestingLimit = 64

    /// Creates a cursor at the first token of `line`.
    init(line: SourceLine, path: String) {
        self.line = line
        self.path = path
    }

    /// The current token (the `.endOfLine` token once the line is used up).
    var current: Token { line.tokens[index] }

    /// The token after the current one (or `.endOfLine`).
    var next: Token { line.tokens[min(index + 1, line.tokens.count - 1)] }

    /// Whether the line is used up.
    var atEnd: Bool { current.kind == .endOfLine }

    /// Returns the current token and moves past it (never past the end of the line).
    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if token.kind != .endOfLine { index += 1 }
        return token
    }

    /// Consumes the punctuation `symbol` when it is next.
    mutating func consume(_ symbol: String) -> Bool {
        guard current.isPunctuation(symbol) else { return false }
        advance()
        return true
    }

    /// Consumes the keyword `word` when it is next.
    mutating func consumeKeyword(_ word: String) -> Bool {
        guard current.isIdentifier(word) else { return false }
        advance()
        return true
    }

    /// Consumes the punctuation `symbol`, or records "expected 'symbol' …" and returns a missing token.
    @discardableResult
    mutating func expect(_ symbol: String, _ context: String) -> Token {
        if current.isPunctuation(symbol) { return advance() }
        fail("expected '\(symbol)' \(context)", id: .expectedToken)
        return Token(kind: .missing, text: symbol, position: current.position)
    }

    /// Consumes an identifier, or records "expected <what>" and returns a missing name.
    mutating func expectName(_ what: String) -> Name {
        if current.kind == .identifier {
            let token = advance()
            return Name(token.text, at: token.position)
        }
        fail("expected \(what)", id: .expectedName)
        return Name("", at: current.position)
    }

    /// Records an error at the current token, unless the line already has one.
    mutating func fail(_ message: String, id: DiagnosticID, notes: [Diagnostic.Note] = []) {
        fail(message, id: id, at: current.position, notes: notes)
    }

    /// Records an error at `position`, unless the line already has one.
    mutating func fail(_ message: String, id: DiagnosticID, at position: SourcePosition, notes: [Diagnostic.Note] = [])
    {
        guard error == nil else { return }
        error = Diagnostic(file: path, position: position, severity: .error, id: id, message: message, notes: notes)
    }

    /// Records "unexpected …" when tokens are left on the line.
    mutating func expectEndOfLine(_ context: String) {
        guard !atEnd else { return }
        fail("unexpected \(Self.describe(current)) \(context)", id: .unexpectedToken)
    }

    /// How a token is named in a message: `'foo'`, `string "x"`, `end of line`.
    static func describe(_ token: Token) -> String {
        switch token.kind {
        case .identifier, .punctuation, .number: return "'\(token.text)'"
        case .string: return "string \(Value.quote(token.text))"
        case .endOfLine, .missing: return "end of line"
        }
    }
}
