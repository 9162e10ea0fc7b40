/// Stable ids of the diagnostics raised before parsing: reading and decoding files, and lexing.
///
/// Parsers and checkers declare their own ids next to the code that emits them.
public enum DiagnosticID {
    /// A file holds a NUL byte.
    public static let binaryFile = "binary-file"
    /// A file is not valid UTF-8.
    public static let invalidUTF8 = "invalid-utf8"
    /// A file could not be read.
    public static let unreadableFile = "unreadable-file"
    /// A file is larger than navsim reads.
    public static let fileTooLarge = "file-too-large"
    /// A character that starts no token.
    public static let unexpectedCharacter = "unexpected-character"
    /// A string literal with no closing quote on its line.
    public static let unterminatedString = "unterminated-string"
    /// A malformed number or an escape sequence that does not exist.
    public static let invalidLiteral = "invalid-literal"
}
