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
        var text = text
        // Trimmed in the line's own UTF-8 buffer: every scenario step keeps its code for the trace.
        return text.withUTF8 { utf8 in
            var end = min(max(last.position.column - 1, 0), utf8.count)
            var start = 0
            while end > start, utf8[end - 1] == 0x20 || utf8[end - 1] == 0x09 { end -= 1 }
            while start < end, utf8[start] == 0x20 || utf8[start] == 0x09 { start += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: utf8[start..<end]), as: UTF8.self)
        }
    }
}
