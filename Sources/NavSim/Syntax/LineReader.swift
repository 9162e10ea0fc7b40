/// The one line driver of navsim's line-oriented parsers, graphs and scenarios alike.
///
/// It hands a parser one line at a time, lexing each only when it is reached: a line's
/// lexical error goes into the parser's `DiagnosticLog` before the parser sees the line, so the
/// lexer's error wins over the parser's on the same line, and the log's rules (one error per
/// line, the error limit) hold for both kinds of error. Reading ends at the end of the file or
/// as soon as the log has stopped, so a huge bad file is never tokenised to its end and never
/// held in memory as tokens.
struct LineReader {
    /// One non-blank line, as the parser receives it.
    struct Line {
        /// The tokens of the line; after a lexical error, those before it (possibly none, then
        /// only the `.endOfLine` token).
        var line: SourceLine
        /// True when the lexer reported an error on this line: the parser drops the line (and
        /// recovers) without adding an error of its own.
        var isBroken: Bool
    }

    private let source: SourceText
    private var number = 0
    private var lexical: [Diagnostic] = []

    /// A reader at the start of `source`.
    init(_ source: SourceText) { self.source = source }

    /// The next non-blank line, its lexical error (if any) reported into `log`; nil at the end
    /// of the file or once `log` has stopped.
    mutating func next(reportingInto log: inout DiagnosticLog) -> Line? {
        while !log.stopped, number < source.lines.count {
            number += 1
            lexical.removeAll(keepingCapacity: true)
            let lexed = Lexer.line(number, of: source, diagnostics: &lexical)
            guard let error = lexical.first else {
                if let lexed { return Line(line: lexed, isBroken: false) }
                continue
            }
            log.report(error)
            if log.stopped { return nil }
            let first = source.lines[number - 1].first
            let line =
                lexed
                ?? SourceLine(
                    number: number, isIndented: first == 0x20 || first == 0x09,
                    tokens: [Token(kind: .endOfLine, text: "", position: SourcePosition(line: number, column: 1))],
                    text: "")
            return Line(line: line, isBroken: true)
        }
        return nil
    }

    /// The lines of `source` whose first word is one of `keywords`, by keyword, found in one
    /// pass without lexing (a first word is an identifier, which never fails to lex), so a parser
    /// can know before it reads the file whether a line it needs comes later.
    static func lineNumbers(startingWith keywords: Set<String>, in source: SourceText) -> [String: [Int]] {
        // Compared as bytes: a string made and hashed for every line's first word cost more than
        // lexing the line.
        let wanted = keywords.sorted().map { (keyword: $0, utf8: Array($0.utf8)) }
        var found: [String: [Int]] = [:]
        for (offset, bytes) in source.lines.enumerated() where bytes.count <= Lexer.maximumLineLength {
            guard let start = bytes.firstIndex(where: { !LineLexer.isBlank($0) }),
                LineLexer.isIdentifierStart(bytes[start])
            else { continue }
            let end = bytes[start...].firstIndex { !LineLexer.isIdentifierContinue($0) } ?? bytes.endIndex
            let word = bytes[start..<end]
            if let match = wanted.first(where: { $0.utf8.elementsEqual(word) }) {
                found[match.keyword, default: []].append(offset + 1)
            }
        }
        return found
    }
}
