/// The text of one input file, decoded and split into lines, ready for the lexer.
///
/// Decoding is strict: a file that is not UTF-8, or that holds NUL bytes (binary data), is
/// rejected with a diagnostic at the first offending byte instead of being guessed at.
/// CRLF and lone CR line endings are treated as LF; a UTF-8 byte-order mark is skipped.
public struct SourceText: Sendable {
    /// The path the text was read from, as given by the user; used in every diagnostic.
    public let path: String
    /// The lines of the file without their line terminators, as UTF-8 bytes.
    public let lines: [ArraySlice<UInt8>]

    /// The outcome of decoding raw bytes.
    public enum DecodingResult: Sendable {
        /// The bytes are valid UTF-8 text.
        case text(SourceText)
        /// The bytes are not text; the diagnostic says where and why.
        case rejected(Diagnostic)
    }

    /// Creates source text from a Swift string (always valid UTF-8).
    public init(path: String, string: String) {
        self.init(path: path, validatedBytes: Array(string.utf8))
    }

    private init(path: String, validatedBytes bytes: [UInt8]) {
        self.path = path
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = start
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D {
                lines.append(bytes[lineStart..<index])
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                index += 1
                lineStart = index
            } else {
                index += 1
            }
        }
        if lineStart < bytes.count { lines.append(bytes[lineStart..<bytes.count]) }
        self.lines = lines
    }

    /// Decodes raw file bytes, rejecting binary data and invalid UTF-8 with a positioned diagnostic.
    public static func decode(path: String, bytes: [UInt8]) -> DecodingResult {
        var line = 1
        var lineStart = 0
        var index = 0
        func reject(_ id: DiagnosticID, _ message: String) -> DecodingResult {
            .rejected(
                Diagnostic(
                    file: path, position: SourcePosition(line: line, column: index - lineStart + 1),
                    severity: .error, id: id, message: message))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { return reject(DiagnosticID.binaryFile, "file is binary, not text (NUL byte)") }
            if byte == 0x0A {
                line += 1
                lineStart = index + 1
                index += 1
                continue
            }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            if byte & 0xE0 == 0xC0, byte >= 0xC2 {
                length = 2
            } else if byte & 0xF0 == 0xE0 {
                length = 3
            } else if byte & 0xF8 == 0xF0, byte <= 0xF4 {
                length = 4
            } else {
                return reject(DiagnosticID.invalidUTF8, "file is not valid UTF-8 text (byte 0x\(hex(byte)))")
            }
            guard index + length <= bytes.count,
                (1..<length).allSatisfy({ bytes[index + $0] & 0xC0 == 0x80 })
            else {
                return reject(DiagnosticID.invalidUTF8, "file is not valid UTF-8 text (byte 0x\(hex(byte)))")
            }
            // Overlong three-byte forms and UTF-16 surrogates are not valid UTF-8.
            if length == 3 {
                let second = bytes[index + 1]
                if (byte == 0xE0 && second < 0xA0) || (byte == 0xED && second >= 0xA0) {
                    return reject(DiagnosticID.invalidUTF8, "file is not valid UTF-8 text (byte 0x\(hex(byte)))")
                }
            }
            if length == 4 {
                let second = bytes[index + 1]
                if (byte == 0xF0 && second < 0x90) || (byte == 0xF4 && second >= 0x90) {
                    return reject(DiagnosticID.invalidUTF8, "file is not valid UTF-8 text (byte 0x\(hex(byte)))")
                }
            }
            index += length
        }
        return .text(SourceText(path: path, validatedBytes: bytes))
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}
