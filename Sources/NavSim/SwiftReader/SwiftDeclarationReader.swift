/// Reads the declarations of a Swift file from its tokens: types, extensions and protocols with
/// their members, functions and initialisers with their parameters and bodies, properties with
/// their types, values and accessors.
///
/// It reads declarations, not statements: a body is kept as a token range (`SwiftStatements`
/// reads it), and a group in brackets is skipped whole by its partner, so a brace inside a
/// closure or a string never misleads it. Code it does not know is skipped to the end of its
/// statement; it never fails, and it never recurses deeper than `nestingLimit` types.
struct SwiftDeclarationReader {
    /// How deep types may nest in each other; deeper ones are skipped with a warning.
    static let nestingLimit = 64

    private let file: SwiftSourceFile
    private let tokens: [SwiftToken]
    private let partners: [Int]
    private let path: String
    private var depth = 0
    /// What could not be read.
    private(set) var diagnostics: [Diagnostic] = []

    /// A reader of `file`'s tokens.
    init(file: SwiftSourceFile) {
        self.file = file
        tokens = file.tokens
        partners = file.partners
        path = file.path
    }

    private static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override", "required", "convenience",
        "static", "class", "dynamic", "lazy", "weak", "unowned", "mutating", "nonmutating", "optional", "indirect",
        "nonisolated", "prefix", "postfix", "infix", "package", "distributed", "isolated",
    ]
    private static let typeKeywords: Set<String> = ["class", "struct", "enum", "actor", "protocol", "extension"]
    private static let otherKeywords: Set<String> = [
        "deinit", "subscript", "typealias", "associatedtype", "case", "operator", "precedencegroup", "macro",
    ]

    /// The declarations in the tokens `range`.
    mutating func declarations(in range: Range<Int>) -> [SwiftDeclaration] {
        var result: [SwiftDeclaration] = []
        var index = range.lowerBound
        let end = range.upperBound
        var modifiers: Set<String> = []
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .attribute:
                modifiers.insert(token.text)
                index += 1
                if index < end, tokens[index].isPunctuation("("), !tokens[index].followsSpace {
                    index = file.after(index)
                }
                continue
            case .pound:
                // `#if` conditions run to the end of their line; both branches are read.
                index += 1
                if ["#if", "#elseif"].contains(token.text) {
                    while index < end, !tokens[index].startsLine { index = file.after(index) }
                } else if index < end, tokens[index].isPunctuation("(") {
                    index = file.after(index)
                }
                continue
            case .identifier where isModifier(at: index, end: end):
                modifiers.insert(token.text)
                index += 1
                if index < end, tokens[index].isPunctuation("("), !tokens[index].followsSpace {
                    index = file.after(index)
                }
                continue
            case .identifier where Self.typeKeywords.contains(token.text):
                index = readType(at: index, end: end, modifiers: modifiers, into: &result)
            case .identifier where token.text == "func" || token.text == "init":
                index = readFunction(at: index, end: end, modifiers: modifiers, into: &result)
            case .identifier where token.text == "var" || token.text == "let":
                index = readVariables(at: index, end: end, modifiers: modifiers, into: &result)
            case .identifier where Self.otherKeywords.contains(token.text):
                var declaration = SwiftDeclaration(
                    kind: .other, name: token.text, position: token.position, modifiers: modifiers)
                let statementEnd = file.statementEnd(from: index, end: end)
                if token.text == "case" {
                    // `case a, b(Int)`: a name at the start and after each top-level comma.
                    var cursor = index + 1
                    var expectsName = true
                    while cursor < statementEnd {
                        if expectsName, tokens[cursor].kind == .identifier {
                            declaration.caseNames.append(tokens[cursor].text)
                        }
                        expectsName = tokens[cursor].isPunctuation(",")
                        cursor = file.after(cursor)
                    }
                    // `case present(scene: Scene, wrapped: Bool = false)`: one case whose associated
                    // values are all labelled has them as its parameters, defaults included.
                    let open = index + 2
                    if declaration.caseNames.count == 1, open < statementEnd, tokens[open].isPunctuation("(") {
                        let inner = (open + 1)..<min(partners[open], statementEnd)
                        let found = parameters(in: inner)
                        if found.count == file.split(inner, on: ",").count { declaration.parameters = found }
                    }
                }
                result.append(declaration)
                index = statementEnd
            default:
                index = file.statementEnd(from: index, end: end)
            }
            modifiers = []
        }
        return result
    }

    /// `class` is a modifier before `func`, `var` and the like, a keyword before a type's name.
    private func isModifier(at index: Int, end: Int) -> Bool {
        let word = tokens[index].text
        guard Self.modifierWords.contains(word) else { return false }
        guard word == "class" else { return true }
        guard index + 1 < end, tokens[index + 1].kind == .identifier else { return false }
        let next = tokens[index + 1].text
        return Self.modifierWords.contains(next)
            || ["func", "var", "let", "init", "subscript", "typealias"].contains(next)
    }

    // MARK: - Declarations

    private mutating func readType(
        at start: Int, end: Int, modifiers: Set<String>, into result: inout [SwiftDeclaration]
    )
        -> Int
    {
        let keyword = tokens[start]
        var index = start + 1
        var name = ""
        while index < end, tokens[index].kind == .identifier || tokens[index].isPunctuation(".") {
            if tokens[index].startsLine, !name.isEmpty { break }
            // `extension Holder where Self: UIViewController`: the name ends where the clause starts.
            if tokens[index].kind == .identifier, !name.isEmpty, !tokens[index - 1].isPunctuation(".") { break }
            name += tokens[index].text
            index += 1
        }
        guard !name.isEmpty, let kind = SwiftDeclaration.Kind(rawValue: keyword.text) else {
            return file.statementEnd(from: start, end: end)
        }
        var declaration = SwiftDeclaration(kind: kind, name: name, position: keyword.position, modifiers: modifiers)
        index = skipGenericParameters(at: index, end: end)
        if index < end, tokens[index].isPunctuation(":") {
            (declaration.inherited, index) = inheritance(from: index + 1, end: end)
        }
        while index < end, !tokens[index].isPunctuation("{") {
            if tokens[index].startsLine, !file.isContinuation(index) { break }
            index = file.after(index)
        }
        guard index < end, tokens[index].isPunctuation("{") else {
            result.append(declaration)
            return index
        }
        let close = min(partners[index], end)
        if depth >= Self.nestingLimit {
            warn(keyword.position, "types nested more than \(Self.nestingLimit) deep; '\(name)' is not read")
        } else {
            depth += 1
            declaration.members = declarations(in: (index + 1)..<close)
            depth -= 1
        }
        result.append(declaration)
        return min(close + 1, end)
    }

    /// The inheritance clause from `index` to its `{` or `where`: each entry's last name.
    private func inheritance(from start: Int, end: Int) -> ([String], Int) {
        var names: [String] = []
        var index = start
        var startsEntry = true
        while index < end, !tokens[index].isPunctuation("{"), !tokens[index].isIdentifier("where") {
            let token = tokens[index]
            if token.startsLine, !file.isContinuation(index), !startsEntry { break }
            if token.kind == .identifier {
                if startsEntry {
                    names.append(token.text)
                } else if index > start, tokens[index - 1].isPunctuation(".") {
                    names[names.count - 1] = token.text
                }
                startsEntry = false
            } else if token.isPunctuation(",") || token.isOperator("&") {
                startsEntry = true
            } else if token.kind == .operator, token.text.hasPrefix("<") {
                index = skipGenericParameters(at: index, end: end)
                continue
            }
            index = file.after(index)
        }
        return (names, index)
    }

    private mutating func readFunction(
        at start: Int, end: Int, modifiers: Set<String>, into result: inout [SwiftDeclaration]
    ) -> Int {
        let keyword = tokens[start]
        var index = start + 1
        var declaration: SwiftDeclaration
        if keyword.text == "init" {
            declaration = SwiftDeclaration(
                kind: .initializer, name: "init", position: keyword.position, modifiers: modifiers)
            if index < end, tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") {
                declaration.isFailable = true
                index += 1
            }
        } else {
            guard index < end, tokens[index].kind == .identifier || tokens[index].kind == .operator else {
                return file.statementEnd(from: start, end: end)
            }
            declaration = SwiftDeclaration(
                kind: .function, name: tokens[index].text, position: keyword.position, modifiers: modifiers)
            index += 1
        }
        index = skipGenericParameters(at: index, end: end)
        guard index < end, tokens[index].isPunctuation("(") else {
            result.append(declaration)
            return file.statementEnd(from: start, end: end)
        }
        declaration.parameters = parameters(in: (index + 1)..<min(partners[index], end))
        index = file.after(index)
        var returnStart: Int?
        while index < end, !tokens[index].isPunctuation("{") {
            if tokens[index].startsLine, !file.isContinuation(index) { break }
            if tokens[index].isOperator("->") { returnStart = index + 1 }
            if tokens[index].isIdentifier("where"), let from = returnStart {
                declaration.type = from..<index
                returnStart = nil
            }
            index = file.after(index)
        }
        if let returnStart { declaration.type = returnStart..<index }
        if index < end, tokens[index].isPunctuation("{") {
            declaration.body = (index + 1)..<min(partners[index], end)
            index = file.after(index)
        }
        result.append(declaration)
        return min(index, end)
    }

    /// What may come before a parameter's type: its ownership (compared, lengths first, rather
    /// than a list made for every parameter).
    private static let ownershipWords = ["inout", "borrowing", "consuming", "__owned", "__shared"]

    private func parameters(in range: Range<Int>) -> [SwiftDeclaration.Parameter] {
        var result: [SwiftDeclaration.Parameter] = []
        for part in file.split(range, on: ",") {
            guard let colon = part.first(where: { tokens[$0].isPunctuation(":") }) else { continue }
            let names = (part.lowerBound..<colon).filter { tokens[$0].kind == .identifier }.map { tokens[$0].text }
            guard let name = names.last else { continue }
            var typeStart = colon + 1
            var isInout = false
            while typeStart < part.upperBound,
                Self.ownershipWords.contains(where: { word in
                    tokens[typeStart].text.utf8.count == word.utf8.count && tokens[typeStart].text == word
                })
            {
                isInout = isInout || tokens[typeStart].text == "inout"
                typeStart += 1
            }
            let typeEnd = (typeStart..<part.upperBound).first { tokens[$0].isOperator("=") } ?? part.upperBound
            result.append(
                SwiftDeclaration.Parameter(
                    label: names.count > 1 ? names[0] : name, name: name, type: typeStart..<max(typeStart, typeEnd),
                    isInout: isInout))
        }
        return result
    }

    private mutating func readVariables(
        at start: Int, end: Int, modifiers: Set<String>, into result: inout [SwiftDeclaration]
    ) -> Int {
        var index = start + 1
        let statementEnd = file.statementEnd(from: start, end: end)
        while index < statementEnd {
            guard tokens[index].kind == .identifier else { return statementEnd }  // a tuple pattern
            var declaration = SwiftDeclaration(
                kind: .variable, name: tokens[index].text, position: tokens[index].position, modifiers: modifiers)
            if tokens[start].text == "let" { declaration.modifiers.insert("let") }
            index += 1
            if index < statementEnd, tokens[index].isPunctuation(":") {
                let typeStart = index + 1
                index = typeStart
                while index < statementEnd, !tokens[index].isOperator("="), !tokens[index].isPunctuation("{"),
                    !tokens[index].isPunctuation(",")
                {
                    index =
                        tokens[index].kind == .operator
                        ? skipGenericParameters(at: index, end: statementEnd) : file.after(index)
                }
                declaration.type = typeStart..<index
            }
            if index < statementEnd, tokens[index].isOperator("=") {
                let valueStart = index + 1
                index = valueStart
                while index < statementEnd, !tokens[index].isPunctuation(",") { index = file.after(index) }
                declaration.initialValue = valueStart..<index
            } else if index < statementEnd, tokens[index].isPunctuation("{") {
                declaration.body = (index + 1)..<min(partners[index], end)
                index = file.after(index)
            }
            result.append(declaration)
            guard index < statementEnd, tokens[index].isPunctuation(",") else { break }
            index += 1
        }
        return statementEnd
    }

    /// Skips `<…>` at `index`, if there is one: generic parameters, counting angle brackets.
    /// Another operator is stepped over; anything else is left where it is.
    private func skipGenericParameters(at start: Int, end: Int) -> Int {
        guard start < end, tokens[start].kind == .operator, tokens[start].text.hasPrefix("<") else {
            return start < end && tokens[start].kind == .operator ? start + 1 : start
        }
        var balance = 0
        var index = start
        while index < end {
            let token = tokens[index]
            if token.kind == .operator {
                for character in token.text.utf8 {
                    if character == UInt8(ascii: "<") { balance += 1 }
                    if character == UInt8(ascii: ">") { balance -= 1 }
                }
            } else if token.isPunctuation("{") {
                return index
            }
            index = file.after(index)
            if balance <= 0 { return index }
        }
        return index
    }

    private mutating func warn(_ position: SourcePosition, _ message: String) {
        diagnostics.append(
            Diagnostic(
                file: path, position: position, severity: .warning, id: SwiftLexer.notUnderstood, message: message))
    }
}
