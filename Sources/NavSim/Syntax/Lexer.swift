/// Splits source text into tokenised lines. Blank and comment-only lines are dropped.
///
/// One lexical error per line at most is reported; the rest of that line is dropped, so the
/// parser sees a truncated line and does not add a cascade of its own errors.
struct Lexer {
    /// The longest line navsim tokenises; longer lines are reported and skipped.
    static let maximumLineLength = 65_536

    /// Tokenises every line of `source`, appending lexical errors to `diagnostics`.
    static func lines(of source: SourceText, diagnostics: inout [Diagnostic]) -> [SourceLine] {
        var result: [SourceLine] = []
        result.reserveCapacity(source.lines.count)
        for number in source.lines.indices.map({ $0 + 1 }) {
            if let line = line(number, of: source, diagnostics: &diagnostics) { result.append(line) }
        }
        return result
    }

    /// Tokenises line `number` (1-based) of `source`, appending its lexical error (at most one)
    /// to `diagnostics`; nil for a blank or comment-only line, or one too long to read. Lets a
    /// parser lex lazily and stop early on a huge bad file.
    static func line(_ number: Int, of source: SourceText, diagnostics: inout [Diagnostic]) -> SourceLine? {
        let bytes = source.lines[number - 1]
        if bytes.count > maximumLineLength {
            diagnostics.append(
                Diagnostic(
                    file: source.path, position: SourcePosition(line: number, column: 1), severity: .error,
                    id: .lineTooLong,
                    message: "line is \(bytes.count) bytes long; navsim reads lines of at most \(maximumLineLength)"))
            return nil
        }
        var lexer = LineLexer(bytes: bytes, line: number, path: source.path)
        let tokens = lexer.tokenize(diagnostics: &diagnostics)
        if tokens.count == 1 { return nil }  // blank or comment only
        let first = bytes.first
        return SourceLine(
            number: number, isIndented: first == 0x20 || first == 0x09, tokens: tokens,
            text: String(decoding: bytes, as: UTF8.self))
    }
}

/// Tokenises the bytes of one line, read in place in the file's bytes (its indices are the
/// file's; columns count from the line's start).
struct LineLexer {
    let bytes: ArraySlice<UInt8>
    let line: Int
    let path: String
    var index: Int

    init(bytes: ArraySlice<UInt8>, line: Int, path: String) {
        self.bytes = bytes
        self.line = line
        self.path = path
        index = bytes.startIndex
    }

    private func position(_ offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: offset - bytes.startIndex + 1)
    }

    mutating func tokenize(diagnostics: inout [Diagnostic]) -> [Token] {
        var tokens: [Token] = []
        // Room for a typical line's tokens at once, instead of growing 1, 2, 4, 8.
        tokens.reserveCapacity(8)
        while index < bytes.endIndex {
            let byte = bytes[index]
            let start = index
            switch byte {
            case _ where Self.isBlank(byte):
                index += 1
            case UInt8(ascii: "#"):
                index = bytes.endIndex
                tokens.append(Token(kind: .endOfLine, text: "", position: position(start)))
                return tokens
            case _ where Self.isIdentifierStart(byte):
                while index < bytes.endIndex, Self.isIdentifierContinue(bytes[index]) { index += 1 }
                tokens.append(Token(kind: .identifier, text: text(start, index), position: position(start)))
            case _ where Self.isDigit(byte):
                if let error = scanNumber() {
                    diagnostics.append(error)
                    return finish(tokens)
                }
                tokens.append(Token(kind: .number, text: text(start, index), position: position(start)))
            case UInt8(ascii: "\""):
                switch scanString() {
                case .success(let value):
                    tokens.append(Token(kind: .string, text: value, position: position(start)))
                case .failure(let error):
                    diagnostics.append(error)
                    return finish(tokens)
                }
            default:
                if let symbol = scanPunctuation() {
                    tokens.append(Token(kind: .punctuation, text: symbol, position: position(start)))
                } else {
                    let scalar = scalarDescription(at: start)
                    diagnostics.append(
                        Diagnostic(
                            file: path, position: position(start), severity: .error,
                            id: DiagnosticID.unexpectedCharacter, message: "unexpected character \(scalar)"))
                    return finish(tokens)
                }
            }
        }
        tokens.append(Token(kind: .endOfLine, text: "", position: position(bytes.endIndex)))
        return tokens
    }

    /// Ends a line after a lexical error: everything after it is dropped.
    private func finish(_ tokens: [Token]) -> [Token] {
        var tokens = tokens
        tokens.append(Token(kind: .endOfLine, text: "", position: position(bytes.endIndex)))
        return tokens
    }

    private func text(_ start: Int, _ end: Int) -> String { String(decoding: bytes[start..<end], as: UTF8.self) }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }
    static func isIdentifierContinue(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// Space, tab, form feed and vertical tab: what separates tokens.
    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0C || byte == 0x0B }

    /// number := digits ('.' digits)? (('e'|'E') ('+'|'-')? digits)?
    private mutating func scanNumber() -> Diagnostic? {
        let start = index
        while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
        if index + 1 < bytes.endIndex, bytes[index] == UInt8(ascii: "."), Self.isDigit(bytes[index + 1]) {
            index += 1
            while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var probe = index + 1
            if probe < bytes.endIndex, bytes[probe] == UInt8(ascii: "+") || bytes[probe] == UInt8(ascii: "-") {
                probe += 1
            }
            if probe < bytes.endIndex, Self.isDigit(bytes[probe]) {
                index = probe
                while index < bytes.endIndex, Self.isDigit(bytes[index]) { index += 1 }
            }
        }
        if index < bytes.endIndex, Self.isIdentifierStart(bytes[index]) {
            while index < bytes.endIndex, Self.isIdentifierContinue(bytes[index]) { index += 1 }
            return Diagnostic(
                file: path, position: position(start), severity: .error, id: DiagnosticID.invalidLiteral,
                message: "'\(text(start, index))' is not a valid number")
        }
        // Only a literal of hundreds of digits or a large exponent can overflow: the rest need
        // no trial conversion.
        let plainAndShort = index - start <= 300 && !bytes[start..<index].contains { $0 == 0x65 || $0 == 0x45 }
        if !plainAndShort, Double(text(start, index)).map({ $0.isFinite }) != true {
            return Diagnostic(
                file: path, position: position(start), severity: .error, id: DiagnosticID.invalidLiteral,
                message: "number '\(text(start, index))' is out of range")
        }
        return nil
    }

    /// string := '"' (character | '\' ('"' | '\' | 'n' | 't'))* '"'
    private mutating func scanString() -> Result<String, Diagnostic> {
        let start = index
        index += 1
        var value: [UInt8] = []
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return .success(String(decoding: value, as: UTF8.self))
            }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.endIndex else { break }
                let escaped = bytes[index + 1]
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): value.append(escaped)
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                default:
                    return .failure(
                        Diagnostic(
                            file: path, position: position(index), severity: .error, id: DiagnosticID.invalidLiteral,
                            message: "unknown escape sequence '\\\(scalarText(at: index + 1))' in string"))
                }
                index += 2
                continue
            }
            // A control character (an escape code that would reach a terminal when the string is
            // printed) is refused; a tab is text, and a line break is written \n.
            let isC1 = byte == 0xC2 && index + 1 < bytes.endIndex && (0x80...0x9F).contains(bytes[index + 1])
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F || isC1 {
                let scalar = isC1 ? UInt32(bytes[index + 1]) : UInt32(byte)
                return .failure(
                    Diagnostic(
                        file: path, position: position(index), severity: .error, id: DiagnosticID.invalidLiteral,
                        message:
                            "control character U+\(String(format: "%04X", scalar)) in string; strings hold text (\\n is a line break, \\t a tab)"
                    ))
            }
            value.append(byte)
            index += 1
        }
        return .failure(
            Diagnostic(
                file: path, position: position(start), severity: .error, id: DiagnosticID.unterminatedString,
                message: "unterminated string literal",
                notes: [Diagnostic.Note(message: "add a closing '\"' before the end of the line")]))
    }

    private mutating func scanPunctuation() -> String? {
        let byte = bytes[index]
        let next: UInt8? = index + 1 < bytes.endIndex ? bytes[index + 1] : nil
        if byte == UInt8(ascii: "-"), next == UInt8(ascii: ">") {
            index += 2
            return "->"
        }
        if byte == UInt8(ascii: "="), next == UInt8(ascii: "=") {
            index += 2
            return "=="
        }
        switch byte {
        case UInt8(ascii: ":"), UInt8(ascii: "="), UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "!"), UInt8(ascii: "?"),
            UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ">"),
            UInt8(ascii: "|"):
            index += 1
            return String(Unicode.Scalar(byte))
        default:
            return nil
        }
    }

    private func scalarText(at offset: Int) -> String {
        var end = offset + 1
        while end < bytes.endIndex, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return text(offset, min(end, bytes.endIndex))
    }

    private func scalarDescription(at offset: Int) -> String {
        let scalar = scalarText(at: offset)
        if let value = scalar.unicodeScalars.first, value.value < 0x20 || value.value == 0x7F {
            return "U+\(String(value.value, radix: 16, uppercase: true))"
        }
        return "'\(scalar)'"
    }
}
