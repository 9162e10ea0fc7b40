/// The diagnostics of one file while a parser reads it, with the rules every parser keeps: at
/// most one error per line (the first), and after `errorLimit` errors a final `too-many-errors`
/// at the next error's place, after which the reader stops (`stopped`) and nothing more is kept.
/// Warnings are kept until then and never count.
///
/// The graph parser, the scenario parser (both reading through `LineReader`, which reports each
/// line's lexical error here first) and the graph loader (which caps the parser's and the
/// checker's diagnostics together, `capped`) all go through it, so the limit and its wording
/// live in one place.
struct DiagnosticLog {
    /// The number of errors after which a file stops being read.
    static let errorLimit = 50

    /// The file the diagnostics are about.
    let file: String
    /// What has been kept, in the order reported.
    private(set) var diagnostics: [Diagnostic] = []
    /// True once the error limit was passed: the reader should stop.
    private(set) var stopped = false
    private var linesWithErrors: Set<Int> = []
    private var errorCount = 0

    init(file: String) { self.file = file }

    /// Keeps `diagnostic` unless the reader has stopped, or it is an error on a line that
    /// already has one.
    mutating func report(_ diagnostic: Diagnostic) {
        guard !stopped else { return }
        if diagnostic.severity == .error {
            guard linesWithErrors.insert(diagnostic.position.line).inserted else { return }
            if errorCount == Self.errorLimit {
                diagnostics.append(
                    Self.tooManyErrors(
                        file: file, at: diagnostic.position,
                        "navsim stopped reading this file after \(Self.errorLimit)"))
                stopped = true
                return
            }
            errorCount += 1
        }
        diagnostics.append(diagnostic)
    }

    /// An error at `position` (`id`, `message`, `notes`), as `report` keeps it.
    mutating func error(
        _ id: DiagnosticID, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []
    ) {
        report(Diagnostic(file: file, position: position, severity: .error, id: id, message: message, notes: notes))
    }

    /// Whether line `number` already has an error (its later errors are dropped).
    func hasError(onLine number: Int) -> Bool { linesWithErrors.contains(number) }

    /// A finished list cut to its first `errorLimit` errors in reporting order (and the warnings
    /// before the cut), the rest counted in one `too-many-errors`. A list a parser already cut
    /// keeps its own `too-many-errors`.
    static func capped(_ sorted: [Diagnostic], file: String) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var errors = 0
        for (index, diagnostic) in sorted.enumerated() {
            if diagnostic.id == DiagnosticID.tooManyErrors { return kept + [diagnostic] }
            if diagnostic.severity == .error {
                if errors == errorLimit {
                    return kept + [
                        tooManyErrors(file: file, at: diagnostic.position, "\(sorted.count - index) more not shown")
                    ]
                }
                errors += 1
            }
            kept.append(diagnostic)
        }
        return kept
    }

    private static func tooManyErrors(file: String, at position: SourcePosition, _ detail: String) -> Diagnostic {
        Diagnostic(
            file: file, position: position, severity: .error, id: DiagnosticID.tooManyErrors,
            message: "too many errors; \(detail)")
    }
}
