/// Splits Swift source into `SwiftToken`s: every kind of comment and string literal Swift has,
/// read as the compiler reads them, so that a brace or quote inside one never misleads the
/// reader of declarations.
///
/// - Comments: `//` to the end of the line; `/* … */`, nested to any depth.
/// - Strings: `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, interpolations
///   `\(…)` (`\#(…)` in a raw string) holding any expression, nested strings included; an
///   extended regular expression `#/…/#` is read as a string.
/// - `@name` is an attribute token, `#name` a pound token (`#if`, `#selector`).
/// - A `?` or `!` written against what it follows is a postfix token of its own (`x?.y`,
///   `as! T`, `router!.dataStore!`); other operator characters form one operator token.
///
/// Never fails: what it cannot read (an unterminated comment or string, a stray byte) is a
/// warning, and lexing goes on.
struct SwiftLexer {
    /// Swift the reader cannot make sense of: an unterminated comment or string, unbalanced
    /// brackets, declarations nested too deep. A warning: the rest of the file is still read.
    static let notUnderstood = DiagnosticID("swift-not-understood")
    /// How deep interpolations may nest inside each other before the lexer gives up on the literal.
    static let interpolationLimit = 32

    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private var sawNewline = true
    private var sawSpace = true
    private(set) var tokens: [SwiftToken] = []
    private(set) var diagnostics: [Diagnostic] = []

    /// The tokens of `bytes` (a file shown as `path`), and warnings for what could not be read.
    static func tokenize(_ bytes: [UInt8], path: String) -> (tokens: [SwiftToken], diagnostics: [Diagnostic]) {
        var lexer = SwiftLexer(bytes: bytes, path: path)
        lexer.run()
        return (lexer.tokens, lexer.diagnostics)
    }

    private init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    private var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1) }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func run() {
        // About a token for every five bytes of Swift: reserved, the list is not copied as it grows.
        tokens.reserveCapacity(bytes.count / 5)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0x23, 0x21], from: index) { skipLine() }  // #! script line
        while let current = byte() {
            switch current {
            case 0x0A:
                newline()
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C, 0x00:
                index += 1
                sawSpace = true
            case 0x2F where byte(1) == 0x2F:  // //
                skipLine()
            case 0x2F where byte(1) == 0x2A:  // /*
                skipBlockComment()
            default:
                lexToken(current)
            }
        }
    }

    private mutating func newline() {
        index += 1
        line += 1
        lineStart = index
        sawNewline = true
        sawSpace = true
    }

    private mutating func skipLine() {
        while let current = byte(), current != 0x0A { index += 1 }
        sawSpace = true
    }

    private mutating func skipBlockComment() {
        let start = position
        var depth = 0
        while let current = byte() {
            if current == 0x2F, byte(1) == 0x2A {
                depth += 1
                index += 2
            } else if current == 0x2A, byte(1) == 0x2F {
                depth -= 1
                index += 2
                if depth == 0 { break }
            } else if current == 0x0A {
                newline()
                sawNewline = false
            } else {
                index += 1
            }
        }
        if depth > 0 { warn(start, "unterminated '/*' comment: the rest of the file is inside it") }
        sawSpace = true
        // A comment holding a line break still separates lines.
        if line > start.line { sawNewline = true }
    }

    private mutating func lexToken(_ current: UInt8) {
        let start = position
        let startIndex = index
        var kind = SwiftToken.Kind.punctuation
        var text: String?
        var interpolated = false
        switch current {
        case UInt8(ascii: "\""):
            (text, interpolated) = lexString(hashes: 0, start: start)
            kind = .string
        case UInt8(ascii: "#") where hashRunEnds(in: "\"/"):
            var hashes = 0
            while byte() == UInt8(ascii: "#") {
                hashes += 1
                index += 1
            }
            if byte() == UInt8(ascii: "/") {
                text = lexRegex(hashes: hashes, start: start)
            } else {
                (text, interpolated) = lexString(hashes: hashes, start: start)
            }
            kind = .string
        case UInt8(ascii: "@"), UInt8(ascii: "#"):
            index += 1
            skipIdentifier()
            kind = current == UInt8(ascii: "@") ? .attribute : .pound
        case UInt8(ascii: "`"):
            index += 1
            let nameStart = index
            while let next = byte(), next != UInt8(ascii: "`"), next != 0x0A { index += 1 }
            text = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if byte() == UInt8(ascii: "`") { index += 1 }
            kind = .identifier
        case _ where Self.isIdentifierStart(current):
            skipIdentifier()
            kind = .identifier
        case _ where Self.isDigit(current):
            skipNumber()
            kind = .number
        case UInt8(ascii: "?") where !sawSpace, UInt8(ascii: "!") where !sawSpace:
            index += 1
        case UInt8(ascii: "."):
            if byte(1) == UInt8(ascii: ".") {
                kind = .operator
                skipOperator()
            } else {
                index += 1
            }
        case _ where Self.isPunctuation(current):
            index += 1
        case _ where Self.isOperatorCharacter(current):
            kind = .operator
            skipOperator()
        default:
            index += 1
            while let next = byte(), next & 0xC0 == 0x80 { index += 1 }
            warn(start, "unexpected character '\(String(decoding: bytes[startIndex..<index], as: UTF8.self))'")
            return
        }
        // A one-byte token (punctuation, `=`, a one-letter name; about half of them) takes its text
        // from a table rather than decoding and checking its byte.
        let written =
            text
            ?? (index == startIndex + 1 && current < 0x80
                ? Self.asciiTexts[Int(current)] : String(decoding: bytes[startIndex..<index], as: UTF8.self))
        tokens.append(
            SwiftToken(
                kind: kind, text: written, position: start, startsLine: sawNewline, followsSpace: sawSpace,
                isInterpolated: interpolated))
        sawNewline = false
        sawSpace = false
    }

    /// Whether the `#` run at `index` is followed by one of `characters` (a raw string or regex).
    private func hashRunEnds(in characters: String) -> Bool {
        var offset = 0
        while byte(offset) == UInt8(ascii: "#") { offset += 1 }
        guard let next = byte(offset) else { return false }
        return characters.utf8.contains(next)
    }

    /// A string literal whose opening `#`s are consumed and whose quote is at `index`: its
    /// content and whether it interpolates. Leaves `index` after its closing delimiter.
    private mutating func lexString(hashes: Int, start: SourcePosition, depth: Int = 0) -> (String, Bool) {
        let multiLine = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
        index += multiLine ? 3 : 1
        let contentStart = index
        var interpolated = false
        while let current = byte() {
            if current == UInt8(ascii: "\"") && closes(multiLine: multiLine, hashes: hashes) {
                let content = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += (multiLine ? 3 : 1) + hashes
                return (content, interpolated)
            }
            if current == 0x0A {
                if !multiLine { break }
                newline()
                sawNewline = false
                continue
            }
            if current == UInt8(ascii: "\\"), escapeHashesMatch(hashes) {
                index += 1 + hashes
                if byte() == UInt8(ascii: "(") {
                    interpolated = true
                    skipInterpolation(depth: depth)
                } else if byte() != nil, byte() != 0x0A {
                    index += 1
                }
                continue
            }
            index += 1
        }
        let content = String(decoding: bytes[contentStart..<index], as: UTF8.self)
        warn(start, "unterminated string literal")
        return (content, interpolated)
    }

    private func closes(multiLine: Bool, hashes: Int) -> Bool {
        if multiLine, !(byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")) { return false }
        let after = multiLine ? 3 : 1
        return (0..<hashes).allSatisfy { byte(after + $0) == UInt8(ascii: "#") }
    }

    private func escapeHashesMatch(_ hashes: Int) -> Bool {
        (0..<hashes).allSatisfy { byte(1 + $0) == UInt8(ascii: "#") }
    }

    /// Skips `(…)` of an interpolation at `index`: nested parentheses, strings and comments.
    private mutating func skipInterpolation(depth: Int) {
        let start = position
        guard depth < Self.interpolationLimit else {
            warn(start, "string interpolations nested more than \(Self.interpolationLimit) deep")
            while let current = byte(), current != 0x0A { index += 1 }
            return
        }
        var parentheses = 0
        while let current = byte() {
            switch current {
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
            case UInt8(ascii: ")"):
                parentheses -= 1
                index += 1
                if parentheses == 0 { return }
            case UInt8(ascii: "\""):
                _ = lexString(hashes: 0, start: position, depth: depth + 1)
            case UInt8(ascii: "#") where hashRunEnds(in: "\""):
                var hashes = 0
                while byte() == UInt8(ascii: "#") {
                    hashes += 1
                    index += 1
                }
                _ = lexString(hashes: hashes, start: position, depth: depth + 1)
            case 0x2F where byte(1) == 0x2A:
                skipBlockComment()
            case 0x0A:
                newline()
                sawNewline = false
            default:
                index += 1
            }
        }
        warn(start, "unterminated string interpolation")
    }

    /// `#/…/#`: an extended regular expression literal, read as a string.
    private mutating func lexRegex(hashes: Int, start: SourcePosition) -> String {
        index += 1
        let contentStart = index
        while let current = byte() {
            if current == UInt8(ascii: "/"), (0..<hashes).allSatisfy({ byte(1 + $0) == UInt8(ascii: "#") }) {
                let content = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 1 + hashes
                return content
            }
            if current == 0x0A {
                newline()
                sawNewline = false
            } else {
                index += 1
            }
        }
        warn(start, "unterminated regular expression literal")
        return String(decoding: bytes[contentStart..<index], as: UTF8.self)
    }

    private mutating func skipIdentifier() {
        while let next = byte(), Self.isIdentifierStart(next) || Self.isDigit(next) { index += 1 }
    }

    private mutating func skipNumber() {
        while let next = byte() {
            if Self.isIdentifierStart(next) || Self.isDigit(next) {
                index += 1
            } else if next == UInt8(ascii: "."), let after = byte(1), Self.isDigit(after) {
                index += 2
            } else if next == UInt8(ascii: "-") || next == UInt8(ascii: "+"),
                let before = index > 0 ? bytes[index - 1] : nil,
                before == UInt8(ascii: "e") || before == UInt8(ascii: "E") || before == UInt8(ascii: "p")
                    || before == UInt8(ascii: "P")
            {
                index += 1
            } else {
                return
            }
        }
    }

    private mutating func skipOperator() {
        let dotted = byte() == UInt8(ascii: ".")
        let first = index
        while let next = byte() {
            guard Self.isOperatorCharacter(next) || dotted && next == UInt8(ascii: ".") else { return }
            // `Controller<Entry>!`, `[Set<Int>]?`: a generic argument list closed, then a postfix
            // `!` or `?` of its own — not one `>!` operator continuing the statement on the next line.
            if next == UInt8(ascii: "!") || next == UInt8(ascii: "?"), index > first,
                bytes[first..<index].allSatisfy({ $0 == UInt8(ascii: ">") })
            {
                return
            }
            // A comment starts here, not more operator.
            if next == 0x2F, byte(1) == 0x2F || byte(1) == 0x2A { return }
            index += 1
        }
    }

    /// The most warnings one Swift file gets, from the lexer and the reader together; the last
    /// one says the rest are not reported (`limited`).
    static let warningLimit = 10

    /// One file's warnings cut to the first `warningLimit` in reporting order, the last one kept
    /// saying that the rest are not reported when some are left out.
    static func limited(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let sorted = diagnostics.sortedForReporting()
        guard sorted.count > warningLimit else { return sorted }
        var kept = Array(sorted.prefix(warningLimit))
        kept[warningLimit - 1].message += "; further problems in this file are not reported"
        return kept
    }

    /// Records a warning. One more than `warningLimit` is kept, so that `limited` knows the file
    /// had more; the rest of a garbage file costs nothing.
    private mutating func warn(_ position: SourcePosition, _ message: String) {
        guard diagnostics.count <= Self.warningLimit else { return }
        diagnostics.append(
            Diagnostic(file: path, position: position, severity: .warning, id: Self.notUnderstood, message: message))
    }

    /// The text of each ASCII byte as a one-character string.
    private static let asciiTexts: [String] = (0..<128).map { String(decoding: [UInt8($0)], as: UTF8.self) }

    // Byte classes as switches: asked of nearly every token, a set's hashing and a walk over a
    // string's bytes were a twentieth of lexing.
    private static func isPunctuation(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"),
            // A key path's backslash: `items.map(\.title)`, `\Book.title`.
            UInt8(ascii: "\\"):
            return true
        default: return false
        }
    }

    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}

extension Array where Element == UInt8 {
    fileprivate func starts(with prefix: [UInt8], from start: Int) -> Bool {
        guard start + prefix.count <= count else { return false }
        return self[start..<start + prefix.count].elementsEqual(prefix)
    }
}
