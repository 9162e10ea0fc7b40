/// A problem found in an input file: a value with a place, a stable id and notes. Never printed
/// by the library; the CLI formats it as `path:line:col: severity: message`.
public struct Diagnostic: Hashable, Sendable, Error {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        /// The input is wrong; `navsim check` exits 1.
        case error
        /// The input is suspicious but usable.
        case warning

        /// Errors sort before warnings at the same position.
        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .error && rhs == .warning
        }
    }

    /// A secondary message attached to a diagnostic: a suggestion, or a pointer to a related place.
    public struct Note: Hashable, Sendable {
        /// The note's text: lower-case, no trailing period, names in single quotes.
        public var message: String
        /// The file the note points into, or nil when it only adds text.
        public var file: String?
        /// The place the note points at, or nil when it only adds text.
        public var position: SourcePosition?

        /// Creates a note, optionally pointing at a place.
        public init(message: String, file: String? = nil, position: SourcePosition? = nil) {
            self.message = message
            self.file = file
            self.position = position
        }
    }

    /// The path of the file, as the user gave it.
    public var file: String
    /// Where the problem is.
    public var position: SourcePosition
    /// Error or warning.
    public var severity: Severity
    /// A stable identifier, independent of the wording (for example `unknown-scene`).
    public var id: DiagnosticID
    /// The message: lower-case, no trailing period, names in single quotes.
    public var message: String
    /// Further explanation or related places, printed after the diagnostic.
    public var notes: [Note]

    /// Creates a diagnostic.
    public init(
        file: String, position: SourcePosition, severity: Severity, id: DiagnosticID, message: String,
        notes: [Note] = []
    ) {
        self.file = file
        self.position = position
        self.severity = severity
        self.id = id
        self.message = message
        self.notes = notes
    }

    /// The total order diagnostics are reported in: file; within a file, first what stopped
    /// navsim reading part of it (`DiagnosticID.stopsReading`: the cause of the errors after
    /// it, wherever their lines are), then position, severity, id, message.
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.id.stopsReading != rhs.id.stopsReading { return lhs.id.stopsReading }
        if lhs.position != rhs.position { return lhs.position < rhs.position }
        if lhs.severity != rhs.severity { return lhs.severity < rhs.severity }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics in reporting order.
    public func sortedForReporting() -> [Diagnostic] { sorted(by: Diagnostic.reportingOrder) }

    /// Whether any of the diagnostics is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
