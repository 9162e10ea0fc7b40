import Testing

@testable import NavSim

@Suite struct SwiftLexerTests {
    private func lex(_ source: String) -> (tokens: [SwiftToken], diagnostics: [Diagnostic]) {
        SwiftLexer.tokenize(Array(source.utf8), path: "a.swift")
    }

    @Test func splitsCodeIntoTokensWithPositions() {
        let (tokens, diagnostics) = lex("let x = a?.b!\n  router!.dataStore\n")
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.text) == ["let", "x", "=", "a", "?", ".", "b", "!", "router", "!", ".", "dataStore"])
        #expect(tokens[2].kind == .operator)
        #expect(tokens[4].kind == .punctuation)
        #expect(tokens[8].position == SourcePosition(line: 2, column: 3))
        #expect(tokens[8].startsLine)
        #expect(!tokens[9].startsLine && !tokens[9].followsSpace)
    }

    /// A key path's backslash is a token of its own, not an unexpected character.
    @Test func aKeyPathsBackslashIsPunctuation() {
        let (tokens, diagnostics) = lex("let t = items.map(\\.title)\nlet p = \\Book.pages.count\n")
        #expect(diagnostics.isEmpty)
        #expect(
            tokens.map(\.text) == [
                "let", "t", "=", "items", ".", "map", "(", "\\", ".", "title", ")",
                "let", "p", "=", "\\", "Book", ".", "pages", ".", "count",
            ])
        #expect(tokens[7].kind == .punctuation)
    }

    /// `NSFetchedResultsController<Entry>!` at a line's end: `>` closes the generic arguments and
    /// `!` is postfix, so the statement ends there; a `>!` operator would run on into the next line.
    @Test func aPostfixMarkAfterGenericArgumentsIsATokenOfItsOwn() {
        let (tokens, diagnostics) = lex("var c: Box<Entry>!\nvar s: [Set<Int>]?\nx = a >> b\n")
        #expect(diagnostics.isEmpty)
        #expect(
            tokens.map(\.text) == [
                "var", "c", ":", "Box", "<", "Entry", ">", "!", "var", "s", ":", "[", "Set", "<", "Int", ">", "]", "?",
                "x", "=", "a", ">>", "b",
            ])
        #expect(tokens[7].kind == .punctuation)
        let file = SwiftSourceFile(
            bytes: Array("class A {\n  var c: Box<Entry>!\n  var heading = \"x\"\n}\n".utf8), path: "a.swift")
        #expect(file.declarations.first?.members.map(\.name) == ["c", "heading"])
    }

    @Test func skipsNestedBlockCommentsAndLineComments() {
        let (tokens, diagnostics) = lex("a /* one /* two } */ still { comment */ b // c {\nd")
        #expect(diagnostics.isEmpty)
        #expect(tokens.map(\.text) == ["a", "b", "d"])
        #expect(tokens[2].startsLine)
    }

    @Test func readsStringsWithInterpolationsHoldingStringsAndBraces() {
        let (tokens, diagnostics) = lex(#"x = "routeTo\(scene)WithSegue:" + "a \(f("}", "\(1)")) b" + "\"{""#)
        #expect(diagnostics.isEmpty)
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.map(\.text) == [#"routeTo\(scene)WithSegue:"#, #"a \(f("}", "\(1)")) b"#, #"\"{"#])
        #expect(strings.map(\.isInterpolated) == [true, true, false])
        #expect(tokens.filter { $0.isPunctuation("{") || $0.isPunctuation("}") }.isEmpty)
    }

    @Test func readsRawAndMultiLineStrings() {
        let source = """
            a = #"a "quoted" \\( not interpolated \\#(yes)"#
            b = ##"ends only at "# here"##
            c = \"""
              line { one
              "two" \\(x)
              \"""
            d
            """
        let (tokens, diagnostics) = lex(source)
        #expect(diagnostics.isEmpty)
        let strings = tokens.filter { $0.kind == .string }
        #expect(strings.count == 3)
        #expect(strings[0].isInterpolated)
        #expect(strings[1].text == ##"ends only at "# here"##)
        #expect(strings[2].text.contains("line { one"))
        #expect(tokens.last?.text == "d")
        #expect(tokens.last?.position.line == 7)
    }

    @Test func readsAttributesPoundKeywordsAndOperators() {
        let (tokens, _) = lex("@objc @IBAction #if DEBUG\n#selector(f) a ?? b -> c ..< d &x")
        #expect(tokens.filter { $0.kind == .attribute }.map(\.text) == ["@objc", "@IBAction"])
        #expect(tokens.filter { $0.kind == .pound }.map(\.text) == ["#if", "#selector"])
        #expect(tokens.filter { $0.kind == .operator }.map(\.text) == ["??", "->", "..<", "&"])
    }

    @Test func warnsAboutUnterminatedLiteralsAndKeepsGoing() {
        let (tokens, diagnostics) = lex("a \"open\nb /* never closed")
        #expect(
            diagnostics.map(\.position) == [SourcePosition(line: 1, column: 3), SourcePosition(line: 2, column: 3)])
        #expect(diagnostics.allSatisfy { $0.id == SwiftLexer.notUnderstood && $0.severity == .warning })
        #expect(tokens.map(\.text).contains("b"))
    }

    @Test func neverCrashesOnArbitraryBytes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("\"#\\()/*{}[]\n @`?!.=<>abc1".utf8) + [0xC3, 0xA9, 0xFF]
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<200, using: &generator)).map { _ in
                alphabet.randomElement(using: &generator)!
            }
            let file = SwiftSourceFile(bytes: bytes, path: "fuzz.swift")
            #expect(file.partners.count == file.tokens.count)
        }
    }
}
