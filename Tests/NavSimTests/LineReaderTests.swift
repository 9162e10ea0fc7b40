import Testing

@testable import NavSim

/// The line driver both parsers read through.
@Suite struct LineReaderTests {
    private func read(_ text: String) -> (lines: [LineReader.Line], log: DiagnosticLog) {
        var reader = LineReader(SourceText(path: "f", string: text))
        var log = DiagnosticLog(file: "f")
        var lines: [LineReader.Line] = []
        while let line = reader.next(reportingInto: &log) { lines.append(line) }
        return (lines, log)
    }

    @Test func skipsBlankAndCommentLinesAndKeepsLineNumbers() {
        let (lines, log) = read("a b\n\n   # only a comment\n  c\n")
        #expect(lines.map(\.line.number) == [1, 4])
        #expect(lines.map(\.line.isIndented) == [false, true])
        #expect(lines.allSatisfy { !$0.isBroken })
        #expect(log.diagnostics.isEmpty)
    }

    @Test func reportsALexicalErrorBeforeTheParserSeesItsLine() {
        var reader = LineReader(SourceText(path: "f", string: "tap A $\n@\n  x \"open\n"))
        var log = DiagnosticLog(file: "f")
        let first = reader.next(reportingInto: &log)
        #expect(first?.isBroken == true)
        #expect(first?.line.tokens.map(\.text) == ["tap", "A", ""])
        #expect(log.diagnostics.map(\.position) == [SourcePosition(line: 1, column: 7)])
        #expect(log.hasError(onLine: 1))
        // An error at a line's first character leaves only the end-of-line token.
        let second = reader.next(reportingInto: &log)
        #expect(second?.line.number == 2)
        #expect(second?.line.tokens.count == 1)
        let third = reader.next(reportingInto: &log)
        #expect(third?.isBroken == true)
        #expect(third?.line.isIndented == true)
        #expect(reader.next(reportingInto: &log) == nil)
        #expect(log.diagnostics.map(\.id) == [.unexpectedCharacter, .unexpectedCharacter, .unterminatedString])
    }

    @Test func stopsReadingOnceTheLogHasStopped() {
        let bad = Array(repeating: "x $", count: DiagnosticLog.errorLimit + 10) + ["clean line"]
        let (lines, log) = read(bad.joined(separator: "\n"))
        #expect(log.stopped)
        #expect(lines.count == DiagnosticLog.errorLimit)
        #expect(log.diagnostics.last?.id == DiagnosticID.tooManyErrors)
        #expect(log.diagnostics.last?.position.line == DiagnosticLog.errorLimit + 1)
    }

    @Test func findsTheLinesThatStartWithAWordWithoutLexingThem() {
        let source = SourceText(
            path: "f", string: "graph G\ngraphs H\n  graph I $\n# graph J\ngraph:K\nx graph\n\tgraph\n")
        #expect(LineReader.lineNumbers(startingWith: ["graph"], in: source) == ["graph": [1, 3, 5, 7]])
        #expect(LineReader.lineNumbers(startingWith: ["graph", "x"], in: source)["x"] == [6])
    }
}
