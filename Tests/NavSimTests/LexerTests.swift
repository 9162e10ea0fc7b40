import Testing

@testable import NavSim

@Suite struct LexerTests {
    @Test func tokenisesADeclarationWithPositions() {
        var diagnostics: [Diagnostic] = []
        let lines = Lexer.lines(
            of: SourceText(path: "a", string: "segue X: A -> B show # c\n  pass a = b[0]\n"), diagnostics: &diagnostics)
        #expect(diagnostics.isEmpty)
        #expect(lines.count == 2)
        #expect(lines[0].tokens.map(\.text) == ["segue", "X", ":", "A", "->", "B", "show", ""])
        #expect(lines[0].tokens[4].position == SourcePosition(line: 1, column: 12))
        #expect(lines[1].isIndented)
        #expect(lines[0].code == "segue X: A -> B show")
    }

    @Test func columnsCountFromEachLinesStartAndOnlyHugeNumbersOverflow() {
        var diagnostics: [Diagnostic] = []
        let digits = String(repeating: "9", count: 320)
        let source = "a = 1\n  b = 2.5e3\n c = 1e999\n d = \(digits)\n e = \(digits.prefix(300))\n"
        let lines = Lexer.lines(of: SourceText(path: "a", string: source), diagnostics: &diagnostics)
        #expect(
            lines[1].tokens.map(\.position.column) == [3, 5, 7, 12], "the end of the line is one past its last byte")
        #expect(
            diagnostics.map(\.position) == [SourcePosition(line: 3, column: 6), SourcePosition(line: 4, column: 6)])
        #expect(diagnostics.allSatisfy { $0.id == DiagnosticID.invalidLiteral })
        #expect(lines[4].tokens[2].text.count == 300, "300 digits are a finite number")
    }

    @Test func reportsOneErrorPerLineAndKeepsGoing() {
        var diagnostics: [Diagnostic] = []
        let lines = Lexer.lines(
            of: SourceText(path: "a", string: "scene A $ @\nscene \"open\n"), diagnostics: &diagnostics)
        #expect(
            diagnostics.map(\.position) == [SourcePosition(line: 1, column: 9), SourcePosition(line: 2, column: 7)])
        #expect(diagnostics.map(\.id) == [DiagnosticID.unexpectedCharacter, DiagnosticID.unterminatedString])
        #expect(lines.count == 2)
    }

    @Test func rejectsBinaryAndInvalidUTF8() {
        if case .rejected(let diagnostic) = SourceText.decode(path: "b", bytes: [0x61, 0x0A, 0x62, 0x00]) {
            #expect(diagnostic.id == DiagnosticID.binaryFile)
            #expect(diagnostic.position == SourcePosition(line: 2, column: 2))
        } else {
            Issue.record("NUL byte accepted")
        }
        if case .rejected(let diagnostic) = SourceText.decode(path: "b", bytes: [0x61, 0xFF]) {
            #expect(diagnostic.id == DiagnosticID.invalidUTF8)
        } else {
            Issue.record("invalid UTF-8 accepted")
        }
    }

    @Test func normalisesLineEndings() {
        guard case .text(let text) = SourceText.decode(path: "c", bytes: Array("a\r\nb\rc\n".utf8)) else {
            Issue.record("rejected")
            return
        }
        #expect(text.lines.map { String(decoding: $0, as: UTF8.self) } == ["a", "b", "c"])
    }
}
