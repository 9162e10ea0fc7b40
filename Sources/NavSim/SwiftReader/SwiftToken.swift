/// One token of Swift source, as `SwiftLexer` reads it. Comments and whitespace are not tokens;
/// what they separated is kept as `startsLine` and `followsSpace`, which is all a reader of
/// declarations and statements needs from them.
struct SwiftToken: Sendable, Equatable {
    /// What kind of token it is.
    enum Kind: Sendable, Equatable {
        /// A name or keyword: `class`, `routeToShowOrder`, `$0`; a backticked name without its backticks.
        case identifier
        /// An integer or floating-point literal, as written.
        case number
        /// A string literal of any kind; `text` is what is between its delimiters, escapes and
        /// interpolations as written.
        case string
        /// `{ } ( ) [ ] , : ; .`, and a postfix `?` or `!` written against what it follows.
        case punctuation
        /// A run of operator characters: `=`, `==`, `->`, `&`, `??`, `..<`.
        case `operator`
        /// `@` and a name: `@objc`, `@IBAction`.
        case attribute
        /// `#` and a name: `#if`, `#selector`, `#endif`.
        case pound
    }

    /// The kind.
    let kind: Kind
    /// The token's text (see `Kind`).
    let text: String
    /// Where it starts.
    var position: SourcePosition
    /// Whether it is the first token on its line.
    var startsLine: Bool
    /// Whether whitespace or a comment comes right before it.
    var followsSpace: Bool
    /// For a string literal: whether it holds an interpolation, `\(…)`.
    var isInterpolated = false
    /// For punctuation, its one byte (every punctuation token is one ASCII character); 0 for
    /// other kinds. Readers ask `isPunctuation` of nearly every token they pass, and comparing
    /// two strings that differ was a call into the runtime each time.
    let punctuationByte: UInt8

    /// A token of `kind` with `text`, starting at `position`.
    init(
        kind: Kind, text: String, position: SourcePosition, startsLine: Bool, followsSpace: Bool,
        isInterpolated: Bool = false
    ) {
        self.kind = kind
        self.text = text
        self.position = position
        self.startsLine = startsLine
        self.followsSpace = followsSpace
        self.isInterpolated = isInterpolated
        punctuationByte = kind == .punctuation && text.utf8.count == 1 ? text.utf8.first! : 0
    }

    /// Whether the token is the punctuation `character` (`{ } ( ) [ ] , : ; . ? ! \`).
    func isPunctuation(_ character: Unicode.Scalar) -> Bool {
        punctuationByte != 0 && UInt32(punctuationByte) == character.value
    }

    /// Whether the token is the name or keyword `text`. The lengths are compared first (held in
    /// the strings themselves): most tokens asked about are other names, of other lengths.
    func isIdentifier(_ text: String) -> Bool {
        kind == .identifier && self.text.utf8.count == text.utf8.count && self.text == text
    }

    /// Whether the token is the operator `text`.
    func isOperator(_ text: String) -> Bool {
        kind == .operator && self.text.utf8.count == text.utf8.count && self.text == text
    }

    /// `tokens` written back as compact Swift: no spaces, except after `,` and `:`, between two
    /// words (`inout Order`), and around an operator where the source had one (`count - 2`, but
    /// `&destination`). What comments and warnings show of the code they saw.
    static func text(of tokens: some Collection<SwiftToken>) -> String {
        // One token (a name, most type annotations) is its text, without a string built for it.
        if tokens.count == 1, let only = tokens.first, only.kind != .string { return only.text }
        // Written as bytes into the string's own storage, sized once: appended to a string a
        // token at a time, the text of the statements and types that readers show was a fiftieth
        // of an import. At most each token's bytes, its quotes and a space before it.
        var capacity = 0
        for token in tokens { capacity += token.text.utf8.count + 3 }
        return String(unsafeUninitializedCapacity: capacity) { buffer in
            var count = 0
            func write(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func write(_ text: String) {
                let copied = text.utf8.withContiguousStorageIfAvailable { bytes in
                    UnsafeMutableBufferPointer(rebasing: buffer[count...]).initialize(from: bytes).1
                }
                if let copied {
                    count = copied + count
                } else {
                    for byte in text.utf8 { write(byte) }
                }
            }
            var previous: SwiftToken?
            for token in tokens {
                if let previous, needsSpace(between: previous, and: token) { write(UInt8(ascii: " ")) }
                switch token.kind {
                case .string:
                    write(UInt8(ascii: "\""))
                    write(token.text)
                    write(UInt8(ascii: "\""))
                default: write(token.text)
                }
                previous = token
            }
            return count
        }
    }

    // Compared, not hashed: `text(of:)` asks of every two tokens it writes. Punctuation by its
    // byte; a token of another kind (a string literal `"{"`) by its text.
    private static func isBrace(_ token: SwiftToken) -> Bool {
        if token.kind == .punctuation { return token.isPunctuation("{") || token.isPunctuation("}") }
        return token.text.utf8.count == 1 && (token.text == "{" || token.text == "}")
    }

    private static func isWord(_ kind: Kind) -> Bool {
        switch kind {
        case .identifier, .number, .string, .attribute, .pound: return true
        case .punctuation, .operator: return false
        }
    }

    private static func needsSpace(between left: SwiftToken, and right: SwiftToken) -> Bool {
        if left.isPunctuation(",") || left.isPunctuation(":") { return true }
        if right.followsSpace,
            left.kind == .operator || right.kind == .operator || isBrace(left) || isBrace(right)
        {
            return true
        }
        return isWord(left.kind) && isWord(right.kind)
    }
}
