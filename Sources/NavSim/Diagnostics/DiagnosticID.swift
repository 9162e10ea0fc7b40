/// A diagnostic's stable identifier, independent of its wording (`unknown-scene`): what users
/// filter on, what `docs/` lists, what tests assert.
///
/// A typed value, not a bare string, so an id cannot be mistyped where it is raised: each is a
/// `static let` declared next to the code that raises it (`GraphChecker.unknownField`,
/// `ScenarioParser.unknownStep`), as swift-syntax declares its message ids; the ids raised
/// before parsing and by the shared syntax layer are declared here. Every id is documented in
/// `docs/` (a test keeps it so).
public struct DiagnosticID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The id as users see it: lower-case words joined by hyphens.
    public let rawValue: String

    /// An id from its text.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Declares an id.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The id's text.
    public var description: String { rawValue }

    /// Ids sort by their text.
    public static func < (lhs: DiagnosticID, rhs: DiagnosticID) -> Bool { lhs.rawValue < rhs.rawValue }
}

// MARK: Reading, decoding, lexing and the shared syntax layer

extension DiagnosticID {
    /// Whether the diagnostic says navsim could not read part of a file (a line too long, XML
    /// it gave up on): what it says about the rest of the file may follow from it, so it is
    /// reported first.
    public var stopsReading: Bool { Self.readingStoppers.contains(self) }

    private static let readingStoppers: Set<DiagnosticID> = [
        .binaryFile, .invalidUTF8, .unreadableFile, .fileTooLarge, .lineTooLong, StoryboardReader.invalidXML,
    ]

    /// A file holds a NUL byte.
    public static let binaryFile = DiagnosticID("binary-file")
    /// A file is not valid UTF-8.
    public static let invalidUTF8 = DiagnosticID("invalid-utf8")
    /// A file could not be read.
    public static let unreadableFile = DiagnosticID("unreadable-file")
    /// A folder to search could not be listed (no permission).
    public static let unreadableFolder = DiagnosticID("unreadable-folder")
    /// A file is larger than navsim reads.
    public static let fileTooLarge = DiagnosticID("file-too-large")
    /// A character that starts no token.
    public static let unexpectedCharacter = DiagnosticID("unexpected-character")
    /// A string literal with no closing quote on its line.
    public static let unterminatedString = DiagnosticID("unterminated-string")
    /// A malformed number or an escape sequence that does not exist.
    public static let invalidLiteral = DiagnosticID("invalid-literal")
    /// A line longer than navsim reads.
    public static let lineTooLong = DiagnosticID("line-too-long")
    /// A symbol or keyword is missing (`expected ']'`).
    public static let expectedToken = DiagnosticID("expected-token")
    /// A name is missing.
    public static let expectedName = DiagnosticID("expected-name")
    /// A token that does not belong where it is.
    public static let unexpectedToken = DiagnosticID("unexpected-token")
    /// A value is missing.
    public static let expectedExpression = DiagnosticID("expected-expression")
    /// A type is missing or malformed.
    public static let expectedType = DiagnosticID("expected-type")
    /// A record literal names a field twice.
    public static let duplicateRecordField = DiagnosticID("duplicate-record-field")
    /// A file with more errors than navsim reports (`DiagnosticLog.errorLimit`).
    public static let tooManyErrors = DiagnosticID("too-many-errors")
    /// A value, type or hierarchy nested deeper than navsim reads.
    public static let nestingTooDeep = DiagnosticID("nesting-too-deep")
}
