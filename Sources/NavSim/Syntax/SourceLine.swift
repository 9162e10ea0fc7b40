/// One non-blank line of source, tokenised, with whether it is indented (belongs to the
/// declaration above it) or starts at column 1 (starts a declaration or step).
struct SourceLine: Sendable {
    /// The 1-based line number.
    var number: Int
    /// True when the line starts with a space or a tab.
    var isIndented: Bool
    /// The tokens, always ending with one `.endOfLine` token placed after the last character.
    var tokens: [Token]
    /// The line's text with its comment, as written (for messages and trace headers).
    var text: String

    /// The line's text without its `#` comment and trailing blanks.
    var code: String {
        guard let last = tokens.last else { return "" }
        let end = last.position.column - 1
        let bytes = Array(text.utf8.prefix(end))
        var trimmed = bytes[...]
        while let byte = trimmed.last, byte == 0x20 || byte == 0x09 { trimmed = trimmed.dropLast() }
        while let byte = trimmed.first, byte == 0x20 || byte == 0x09 { trimmed = trimmed.dropFirst() }
        return String(decoding: trimmed, as: UTF8.self)
    }
}
