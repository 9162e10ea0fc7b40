/// A `prepare(for:sender:)` body cut into the code each segue runs: one branch per identifier it
/// tests (`switch segue.identifier { case "A": … }`, `if segue.identifier == "A" { … } else if …`,
/// `guard segue.identifier == "A" else { return }`, through a local bound to the identifier or an
/// enum made from it), or per destination class it casts to (`switch segue.destination { case let
/// d as DetailViewController: … }`). A body that tests nothing is one branch, for any segue.
/// Statements before a test run for every branch after it and are part of each (locals bound there).
struct PrepareBranches {
    /// The code one segue runs.
    struct Branch {
        /// The identifier tested; nil when the branch is for any segue.
        var identifier: String?
        /// The statements, in order (a `switch` case's body, an `if` clause written as its own
        /// `if`, so that its conditions bind their names).
        var ranges: [Range<Int>]
        /// Where the identifier is tested (or the body starts).
        var position: SourcePosition
        /// `case let name as Type:`: the name the case binds to the destination, and its class.
        var binding: (name: String, type: String)?
    }

    /// The branches, in the order the code tests them.
    private(set) var branches: [Branch] = []
    /// Identifier tests it could not resolve to a string: the pattern's tokens.
    private(set) var unread: [Range<Int>] = []

    private let file: Int
    private let source: SwiftSourceFile
    private let segue: String
    private let identifiers: SegueIdentifiers
    private var aliases: Set<String> = []

    /// How deep `if let id = segue.identifier { … }` blocks are followed.
    private static let depthLimit = 8

    /// Cuts `body` of file `file`, whose segue parameter is called `segue`.
    init(_ body: Range<Int>, segue: String, file: Int, index: SwiftTypeIndex) {
        self.file = file
        self.source = index.files[file]
        self.segue = segue
        self.identifiers = SegueIdentifiers(index: index)
        if !read(body, prefix: [], depth: 0), !readCasts(body) {
            let position = body.isEmpty ? SourcePosition(line: 1, column: 1) : source.tokens[body.lowerBound].position
            branches = [Branch(identifier: nil, ranges: [body], position: position)]
        }
    }

    /// Reads the statements of `range`; whether it found a test. Tests follow one another (`if
    /// segue.identifier == "A" { … }` then `if segue.identifier == "B" { … }`); a `guard` on the
    /// identifier takes the rest of the block.
    private mutating func read(_ range: Range<Int>, prefix: [Range<Int>], depth: Int) -> Bool {
        let tokens = source.tokens
        var shared = prefix
        var found = false
        let statements = source.statements(in: range)
        for (offset, statement) in statements.enumerated() {
            let first = tokens[statement.lowerBound]
            guard let open = statement.first(where: { tokens[$0].isPunctuation("{") }) else {
                if let alias = identifierAlias(statement.lowerBound..<statement.upperBound) { aliases.insert(alias) }
                shared.append(statement)
                continue
            }
            var head = (statement.lowerBound + 1)..<open
            if first.isIdentifier("guard"), let last = head.last, tokens[last].isIdentifier("else") {
                head = head.lowerBound..<last
            }
            if first.isIdentifier("switch"), readSwitch(subject: head, body: open, shared: shared) {
                found = true
                continue
            }
            if first.isIdentifier("if"), readIf(statement, shared: shared) {
                found = true
                continue
            }
            if first.isIdentifier("guard"), let test = identifierTest(in: head) {
                let rest = statements[(offset + 1)...]
                add(test, ranges: shared + [statement] + rest, at: head)
                return true
            }
            if first.isIdentifier("if") || first.isIdentifier("guard"), depth < Self.depthLimit,
                let alias = identifierAlias(head)
            {
                aliases.insert(alias)
                if first.isIdentifier("if"), read((open + 1)..<source.partners[open], prefix: shared, depth: depth + 1)
                {
                    found = true
                    continue
                }
            }
            shared.append(statement)
        }
        return found
    }

    /// With no identifier test, `if let a = segue.destination as? A { … } else if let b = … as? B
    /// { … } else { … }`: a branch per clause, for any segue whose destination the clause casts
    /// (the `else` one's own cast, inside it). Whether there were two clauses or more.
    private mutating func readCasts(_ body: Range<Int>) -> Bool {
        let tokens = source.tokens
        var shared: [Range<Int>] = []
        var clauses: [(ranges: [Range<Int>], position: SourcePosition)] = []
        for statement in source.statements(in: body) {
            guard tokens[statement.lowerBound].isIdentifier("if"),
                let open = statement.first(where: { tokens[$0].isPunctuation("{") }),
                castsDestination((statement.lowerBound + 1)..<open)
            else {
                shared.append(statement)
                continue
            }
            var clauseStart = statement.lowerBound
            while clauseStart < statement.upperBound {
                let position = tokens[clauseStart].position
                if !tokens[clauseStart].isIdentifier("if") {
                    // The final `else { … }`: its statements.
                    guard tokens[clauseStart].isPunctuation("{"), source.partners[clauseStart] > clauseStart else {
                        break
                    }
                    clauses.append((shared + [(clauseStart + 1)..<source.partners[clauseStart]], position))
                    break
                }
                guard let open = (clauseStart..<statement.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
                    source.partners[open] > open
                else { break }
                let close = source.partners[open]
                clauses.append((shared + [clauseStart..<min(close + 1, statement.upperBound)], position))
                guard close + 2 < statement.upperBound, tokens[close + 1].isIdentifier("else") else { break }
                clauseStart = close + 2
            }
        }
        guard clauses.count >= 2 else { return false }
        branches = clauses.map { Branch(identifier: nil, ranges: $0.ranges, position: $0.position) }
        return true
    }

    /// Whether a condition casts `segue.destination` (`let a = segue.destination as? A`).
    private func castsDestination(_ range: Range<Int>) -> Bool {
        let tokens = source.tokens
        return range.dropLast(2).contains {
            tokens[$0].isIdentifier(segue) && tokens[$0 + 1].isPunctuation(".")
                && tokens[$0 + 2].isIdentifier("destination")
        } && range.contains { tokens[$0].isIdentifier("as") }
    }

    /// `let id = segue.identifier` (also `if let`, `guard let`, with `?? ""`): the name bound.
    private func identifierAlias(_ range: Range<Int>) -> String? {
        let tokens = source.tokens
        for part in source.split(range, on: ",") where part.count >= 4 {
            guard tokens[part.lowerBound].isIdentifier("let") || tokens[part.lowerBound].isIdentifier("var"),
                tokens[part.lowerBound + 2].isOperator("="), subject((part.lowerBound + 3)..<part.upperBound) != nil
            else { continue }
            return tokens[part.lowerBound + 1].text
        }
        return nil
    }

    /// What a switch's subject or a comparison's side is: the identifier (`segue.identifier`,
    /// `segue.identifier ?? ""`, an alias), an enum made from it (`Segue(rawValue: …)`: its
    /// name), or nil for anything else.
    private func subject(_ range: Range<Int>) -> Subject? {
        let tokens = source.tokens
        var range = range
        if let coalesce = range.first(where: { tokens[$0].isOperator("??") }) { range = range.lowerBound..<coalesce }
        if let first = range.first, tokens[first].kind == .identifier, range.count > 2,
            tokens[first + 1].isPunctuation("("), source.partners[first + 1] < range.upperBound
        {
            let inner = (first + 2)..<source.partners[first + 1]
            let argument = source.split(inner, on: ",").first.map { part in
                part.count > 2 && tokens[part.lowerBound + 1].isPunctuation(":")
                    ? (part.lowerBound + 2)..<part.upperBound : part
            }
            if let argument, subject(argument) == .identifier { return .enumeration(tokens[first].text) }
            return nil
        }
        guard let chain = PathChain(range, in: source) else { return nil }
        if chain.names == [segue, "identifier"] || (chain.components.count == 1 && aliases.contains(chain.root)) {
            return .identifier
        }
        return nil
    }

    /// What a switch's subject or a comparison's side reads.
    private enum Subject: Equatable {
        /// The identifier itself.
        case identifier
        /// An enum initialised from it: the enum's name.
        case enumeration(String)

        /// The enum the identifier was converted to, if any.
        var enumType: String? {
            if case .enumeration(let name) = self { return name }
            return nil
        }
    }

    /// `segue.identifier == "A"` among the comma-separated conditions of `range`: the tested
    /// value's tokens, and the enum of the subject if any.
    private func identifierTest(in range: Range<Int>) -> (value: Range<Int>, enumType: String?)? {
        let tokens = source.tokens
        for part in source.split(range, on: ",") {
            guard let equals = part.first(where: { tokens[$0].isOperator("==") }) else { continue }
            let left = part.lowerBound..<equals
            let right = (equals + 1)..<part.upperBound
            if let found = subject(left) { return (right, found.enumType) }
            if let found = subject(right) { return (left, found.enumType) }
        }
        return nil
    }

    /// `switch segue.identifier { … }` or `switch segue.destination { case let d as D: … }`.
    private mutating func readSwitch(subject head: Range<Int>, body open: Int, shared: [Range<Int>]) -> Bool {
        let tokens = source.tokens
        let close = source.partners[open]
        guard close > open else { return false }
        let found = subject(head)
        let overDestination = PathChain(head, in: source)?.names == [segue, "destination"]
        guard found != nil || overDestination else { return false }
        for (pattern, body) in cases((open + 1)..<close) {
            for part in source.split(pattern, on: ",") where !part.isEmpty {
                if overDestination {
                    // `case let detail as DetailViewController`, `case is DetailViewController`
                    guard
                        let cast = part.first(where: { tokens[$0].isIdentifier("as") || tokens[$0].isIdentifier("is") }
                        ),
                        cast + 1 < part.upperBound
                    else { continue }
                    let name = tokens[part.lowerBound].isIdentifier("let") ? tokens[part.lowerBound + 1].text : nil
                    branches.append(
                        Branch(
                            identifier: nil, ranges: shared + [body], position: tokens[part.lowerBound].position,
                            binding: name.map { ($0, tokens[cast + 1].text) } ?? ("_", tokens[cast + 1].text)))
                } else {
                    add((part, found?.enumType), ranges: shared + [body], at: part)
                }
            }
        }
        return true
    }

    /// A switch's cases: each pattern (after `case`, before its `:`) and body; `default` left out.
    private func cases(_ range: Range<Int>) -> [(pattern: Range<Int>, body: Range<Int>)] {
        let tokens = source.tokens
        var starts: [Int] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens[cursor].isIdentifier("case") || tokens[cursor].isIdentifier("default") { starts.append(cursor) }
            cursor = source.after(cursor)
        }
        var result: [(Range<Int>, Range<Int>)] = []
        for (offset, start) in starts.enumerated() where tokens[start].isIdentifier("case") {
            let end = offset + 1 < starts.count ? starts[offset + 1] : range.upperBound
            var colon = start + 1
            while colon < end, !tokens[colon].isPunctuation(":") { colon = source.after(colon) }
            guard colon < end else { continue }
            result.append(((start + 1)..<colon, (colon + 1)..<end))
        }
        return result
    }

    /// `if segue.identifier == "A" { … } else if … { … } else { … }`: a branch per clause that
    /// tests the identifier, each written as its own `if` so its conditions bind their names.
    private mutating func readIf(_ statement: Range<Int>, shared: [Range<Int>]) -> Bool {
        let tokens = source.tokens
        var clauseStart = statement.lowerBound
        var tested = false
        while clauseStart < statement.upperBound, tokens[clauseStart].isIdentifier("if") {
            guard let open = (clauseStart..<statement.upperBound).first(where: { tokens[$0].isPunctuation("{") }),
                source.partners[open] > open
            else { break }
            let close = source.partners[open]
            if let test = identifierTest(in: (clauseStart + 1)..<open) {
                add(
                    test, ranges: shared + [clauseStart..<min(close + 1, statement.upperBound)],
                    at: (clauseStart + 1)..<open)
                tested = true
            }
            let next = close + 1
            guard next + 1 < statement.upperBound, tokens[next].isIdentifier("else") else { break }
            clauseStart = next + 1
        }
        return tested
    }

    private mutating func add(
        _ test: (value: Range<Int>, enumType: String?), ranges: [Range<Int>], at place: Range<Int>
    ) {
        let position = source.tokens[place.lowerBound].position
        guard let identifier = identifiers.identifier(test.value, file: file, enumType: test.enumType) else {
            unread.append(test.value)
            return
        }
        branches.append(Branch(identifier: identifier, ranges: ranges, position: position))
    }
}
