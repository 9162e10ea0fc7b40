import Testing

@testable import NavSim

/// Random and hostile input: the parser never crashes, never reports two errors on one line,
/// and gives the same answer twice.
@Suite struct ScenarioParserRobustnessTests {
    static let pieces = [
        "scenario", "graph", "given", "select", "tap", "back", "dismiss", "tab", "set", "expect", "top", "stack",
        "presented", "hierarchy", "violation", "none", "twice", "A", "B.x", "[", "]", "{", "}", "(", ")", "*", ">",
        "-", "=", "==", ",", ".", ":", "1", "-2", "\"s\"", "nil", "#c", "double-presentation", "\"", "$", " ", "  ",
    ]

    @Test func randomLinesReportAtMostOneErrorEach() {
        var generator = UnifiedDiffTests.SplitMix(seed: 42)
        for _ in 0..<300 {
            var lines = ["scenario \"t\"", "graph G"]
            for _ in 0..<Int(generator.next() % 8) {
                let count = Int(generator.next() % 8)
                lines.append(
                    (0..<count).map { _ in Self.pieces[Int(generator.next() % UInt64(Self.pieces.count))] }
                        .joined(separator: generator.next() % 3 == 0 ? "" : " "))
            }
            if generator.next() % 4 == 0 { lines.shuffle(using: &generator) }
            let source = SourceText(path: "r", string: lines.joined(separator: "\n"))
            let first = ScenarioParser.parse(source)
            let lineNumbers = first.diagnostics.map(\.position.line)
            #expect(Set(lineNumbers).count == lineNumbers.count, "\(lines)")
            let second = ScenarioParser.parse(source)
            #expect(first.diagnostics == second.diagnostics)
        }
    }

    @Test func deepValuesAreRefusedNotOverflowed() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let diagnostics = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\ngiven A.x = \(deep)\n")
        ).diagnostics
        #expect(diagnostics.map(\.id) == [DiagnosticID.nestingTooDeep])
    }

    @Test func stopsAtTheErrorLimitKeepingTheFirstErrorsByLine() {
        // Odd lines fail in the lexer, even lines in the parser: the kept errors are the first
        // fifty lines' whichever kind, and too-many-errors sits at the fifty-first.
        let bad = (0..<200).map { $0 % 2 == 0 ? "tap $\($0)" : "bogus\($0)" }
        let diagnostics = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\n" + bad.joined(separator: "\n") + "\n")
        ).diagnostics
        #expect(diagnostics.count == DiagnosticLog.errorLimit + 1)
        #expect(diagnostics.dropLast().map(\.position.line) == Array(3..<(3 + DiagnosticLog.errorLimit)))
        #expect(
            Set(diagnostics.dropLast().map(\.id)) == [DiagnosticID.unexpectedCharacter, ScenarioParser.unknownStep])
        #expect(diagnostics.last?.id == DiagnosticID.tooManyErrors)
        #expect(diagnostics.last?.position.line == 3 + DiagnosticLog.errorLimit)
        #expect(diagnostics.last?.message == "too many errors; navsim stopped reading this file after 50")
    }
}

extension UnifiedDiffTests.SplitMix: RandomNumberGenerator {}
