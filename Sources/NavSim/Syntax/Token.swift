/// One token of a line of `.navgraph` or `.scenario` source.
struct Token: Hashable, Sendable {
    /// What sort of token this is.
    enum Kind: Hashable, Sendable {
        /// A name: `[A-Za-z_][A-Za-z0-9_]*`. Keywords are identifiers too; parsers tell them apart.
        case identifier
        /// A number literal, possibly with a fraction or exponent; `text` is its spelling.
        case number
        /// A string literal; `text` is its decoded value, without quotes.
        case string
        /// Punctuation: `:` `->` `=` `==` `.` `,` `[` `]` `{` `}` `!` `?` `-` `*` `(` `)` `>` `|`.
        case punctuation
        /// The end of the line (never consumed; parsers stop at it).
        case endOfLine
        /// A token the parser expected but did not find; produced by parsers to keep going.
        case missing
    }

    /// The token's kind.
    var kind: Kind
    /// The token's text: the identifier, the number's spelling, the decoded string, the punctuation.
    var text: String
    /// Where the token starts.
    var position: SourcePosition

    /// Whether this is the punctuation `symbol`.
    func isPunctuation(_ symbol: String) -> Bool { kind == .punctuation && text == symbol }

    /// Whether this is the identifier (or keyword) `word`.
    func isIdentifier(_ word: String) -> Bool { kind == .identifier && text == word }
}
