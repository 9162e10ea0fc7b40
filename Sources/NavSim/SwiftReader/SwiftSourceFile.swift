/// One Swift file, read: its tokens, each bracket's partner, and its declarations. What the
/// Swift import reads Clean Swift scenes from.
struct SwiftSourceFile: Sendable {
    /// What a read file holds, in one immutable box: readers take a file out of the index at
    /// almost every step, and a copy of the file is then one reference counted, not six.
    private final class Fields: Sendable {
        let path: String
        let tokens: [SwiftToken]
        let partners: [Int]
        let declarations: [SwiftDeclaration]
        let diagnostics: [Diagnostic]
        let allDeclarations: [(declaration: SwiftDeclaration, owner: SwiftDeclaration?)]
        let calls: [SwiftCall]

        init(
            path: String, tokens: [SwiftToken], partners: [Int], declarations: [SwiftDeclaration],
            diagnostics: [Diagnostic], allDeclarations: [(declaration: SwiftDeclaration, owner: SwiftDeclaration?)],
            calls: [SwiftCall]
        ) {
            self.path = path
            self.tokens = tokens
            self.partners = partners
            self.declarations = declarations
            self.diagnostics = diagnostics
            self.allDeclarations = allDeclarations
            self.calls = calls
        }
    }

    private let fields: Fields

    /// The file as output names it.
    var path: String { fields.path }
    /// Its tokens.
    var tokens: [SwiftToken] { fields.tokens }
    /// For each token that is a bracket, `(`, `[` or `{` or its closer, the index of its partner;
    /// an opener left unclosed is partnered with the closer that skipped it, or `tokens.count`.
    /// Other tokens, and closers that close nothing: -1.
    var partners: [Int] { fields.partners }
    /// The top-level statements in `range`, each a token range: a statement ends before the
    /// next token that starts a line and continues nothing, or at a `;`.
    func statements(in range: Range<Int>) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let end = statementEnd(from: index, end: range.upperBound)
            let last = end > index + 1 && tokens[end - 1].isPunctuation(";") ? end - 1 : end
            if last > index { result.append(index..<last) }
            index = end
        }
        return result
    }

    /// Top-level declarations, in order.
    var declarations: [SwiftDeclaration] { fields.declarations }
    /// What the lexer and the reader could not make sense of.
    var diagnostics: [Diagnostic] { fields.diagnostics }

    /// Reads Swift source `bytes`, shown as `path`.
    init(bytes: [UInt8], path: String) {
        let lexed = SwiftLexer.tokenize(bytes, path: path)
        var problems = lexed.diagnostics
        let partners = Self.partners(of: lexed.tokens, path: path, diagnostics: &problems)
        // The declarations are read from the file's tokens and brackets.
        let tokenized = SwiftSourceFile(
            fields: Fields(
                path: path, tokens: lexed.tokens, partners: partners, declarations: [], diagnostics: problems,
                allDeclarations: [], calls: []))
        var reader = SwiftDeclarationReader(file: tokenized)
        let declarations = reader.declarations(in: 0..<lexed.tokens.count)
        fields = Fields(
            path: path, tokens: lexed.tokens, partners: partners, declarations: declarations,
            diagnostics: SwiftLexer.limited(problems + reader.diagnostics),
            allDeclarations: Self.flattened(declarations), calls: SwiftCall.scan(0..<lexed.tokens.count, of: tokenized))
    }

    private init(fields: Fields) { self.fields = fields }

    /// `SwiftCall.all(in:of:)`: the calls whose names are in `range`, from the file's calls,
    /// found once when it was read. Readers ask for the calls of the same bodies many times
    /// over, and each answer went through the tokens again and made each call's arguments anew.
    /// A call of the file is a call of `range` as it is when its parentheses close inside
    /// `range`; when one of them is cut by its end, `range`'s calls are found by going through it.
    func calls(in range: Range<Int>) -> ArraySlice<SwiftCall> {
        let calls = fields.calls
        // The first call named at or after the range's start.
        var low = 0
        var high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].nameIndex < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        var end = low
        // A name must have its `(` after it inside the range.
        while end < calls.count, calls[end].nameIndex + 1 < range.upperBound {
            if calls[end].end > range.upperBound { return SwiftCall.scan(range, of: self)[...] }
            end += 1
        }
        return calls[low..<end]
    }

    /// The text of the tokens in `range`, as compact Swift.
    func text(_ range: Range<Int>) -> String { SwiftToken.text(of: tokens[range]) }

    /// Every declaration, nested ones included, with the type it is a member of: listed once,
    /// as every reader goes through them.
    var allDeclarations: [(declaration: SwiftDeclaration, owner: SwiftDeclaration?)] { fields.allDeclarations }

    private static func flattened(
        _ declarations: [SwiftDeclaration]
    ) -> [(declaration: SwiftDeclaration, owner: SwiftDeclaration?)] {
        var result: [(declaration: SwiftDeclaration, owner: SwiftDeclaration?)] = []
        func visit(_ declarations: [SwiftDeclaration], owner: SwiftDeclaration?) {
            for declaration in declarations {
                result.append((declaration, owner))
                visit(declaration.members, owner: declaration)
            }
        }
        visit(declarations, owner: nil)
        return result
    }

    // MARK: - Moving through tokens

    /// The token after the one at `index`, or after its whole group when it opens one.
    func after(_ index: Int) -> Int {
        // Only an opener has a partner after it.
        partners[index] > index ? min(partners[index] + 1, tokens.count) : index + 1
    }

    /// The index after the statement starting at `start`: it ends before the next token that
    /// starts a line and continues nothing, or after a `;`.
    func statementEnd(from start: Int, end: Int) -> Int {
        var index = after(start)
        while index < end {
            if tokens[index].isPunctuation(";") { return index + 1 }
            if tokens[index].startsLine, !isContinuation(index) { return index }
            index = after(index)
        }
        return end
    }

    /// Whether the token at `index`, first on its line, continues the statement before it:
    /// a member access, an Allman-style brace, `else`, `where`, `->`, a cast (`as?`, `is`), a
    /// binary operator, or a line after one that ends with an operator (but the `>` closing a
    /// generic argument list), `,` or `:`.
    func isContinuation(_ index: Int) -> Bool {
        let token = tokens[index]
        if token.isPunctuation(".") || token.isPunctuation("{") { return true }
        // Words compared by `isIdentifier` (kind, then length): asked of every token that starts a line.
        if token.kind == .identifier, Self.continuingWords.contains(where: token.isIdentifier) { return true }
        if token.kind == .operator, index + 1 < tokens.count, tokens[index + 1].followsSpace { return true }
        guard index > 0 else { return false }
        let previous = tokens[index - 1]
        // `guard` or `if` alone on its line: its conditions follow.
        if previous.kind == .identifier, Self.conditionWords.contains(where: previous.isIdentifier) { return true }
        // An operator written against what it follows and ending the line is postfix (Swift's
        // rule), not a binary one waiting for its right side: `let sources: Driver<[Item]>`.
        let binary = previous.kind == .operator && (previous.followsSpace || !previous.text.hasSuffix(">"))
        return binary || previous.isPunctuation(",") || previous.isPunctuation(":") || previous.isPunctuation(".")
    }

    /// Words that, first on a line, continue the statement before it.
    private static let continuingWords = ["else", "where", "catch", "throws", "rethrows", "async", "as", "is"]
    /// Words whose conditions may follow on the next line.
    private static let conditionWords = ["guard", "if", "while", "switch"]

    /// The top-level `=` of the statement `range` (an assignment's or a binding's), before any
    /// `{`: nil when there is none.
    func topLevelEquals(in range: Range<Int>) -> Int? {
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens[cursor].isOperator("=") { return cursor }
            if tokens[cursor].isPunctuation("{") { return nil }
            cursor = after(cursor)
        }
        return nil
    }

    /// Whether `range` is a closure literal, `{ … }`, whole.
    func isClosureLiteral(_ range: Range<Int>) -> Bool {
        !range.isEmpty && tokens[range.lowerBound].isPunctuation("{")
            && partners[range.lowerBound] == range.upperBound - 1
    }

    /// A property's initial value without the `{ didSet … }` (or `willSet`) observers the
    /// declaration reader keeps after it.
    func withoutObservers(_ range: Range<Int>) -> Range<Int> {
        guard let last = range.last, tokens[last].isPunctuation("}") else { return range }
        let open = partners[last]
        guard open > range.lowerBound, open + 1 < last,
            tokens[open + 1].isIdentifier("didSet") || tokens[open + 1].isIdentifier("willSet")
        else { return range }
        return range.lowerBound..<open
    }

    /// `range` cut at each top-level `separator`.
    func split(_ range: Range<Int>, on separator: Unicode.Scalar) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = start
        while index < range.upperBound {
            if tokens[index].isPunctuation(separator) {
                parts.append(start..<index)
                start = index + 1
                index += 1
            } else {
                index = min(after(index), range.upperBound)
            }
        }
        if start < range.upperBound { parts.append(start..<range.upperBound) }
        return parts
    }

    private static func partners(of tokens: [SwiftToken], path: String, diagnostics: inout [Diagnostic]) -> [Int] {
        var partners = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() where token.kind == .punctuation {
            switch token.punctuationByte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                open.append(index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                // A closer with no opener of its kind, or one that skips an opener, is reported
                // and left alone; an opener it skips stays open until the end.
                let opener: Unicode.Scalar = token.isPunctuation(")") ? "(" : token.isPunctuation("]") ? "[" : "{"
                guard let match = open.lastIndex(where: { tokens[$0].isPunctuation(opener) }) else {
                    diagnostics.append(unbalanced(token, path: path, "'\(token.text)' closes nothing"))
                    continue
                }
                if match != open.count - 1 {
                    diagnostics.append(
                        unbalanced(
                            tokens[open[open.count - 1]], path: path,
                            "'\(tokens[open[open.count - 1]].text)' is never closed"))
                }
                partners[open[match]] = index
                partners[index] = open[match]
                for skipped in open[(match + 1)...] { partners[skipped] = index }
                open.removeSubrange(match...)
            default:
                break
            }
        }
        for index in open {
            partners[index] = tokens.count
            diagnostics.append(unbalanced(tokens[index], path: path, "'\(tokens[index].text)' is never closed"))
        }
        return partners
    }

    private static func unbalanced(_ token: SwiftToken, path: String, _ message: String) -> Diagnostic {
        Diagnostic(
            file: path, position: token.position, severity: .warning, id: SwiftLexer.notUnderstood, message: message)
    }
}
