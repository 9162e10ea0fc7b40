/// A route trace being written, as UTF-8 bytes, in the layout of spec §5: a two-space indent, a
/// label padded to ten columns, a location aligned at a column. Every line ends in one newline
/// and never in spaces; a line break inside a value is written as `\n`, so one trace line stays
/// one line.
///
/// Bytes, not lines of `String`: a 100,000-step trace is 30 MB, and building it as strings,
/// trimming and escaping them character by character, cost more than the replay itself. Text
/// without line breaks (nearly all) is copied as it is.
struct TraceText: NotationStream {
    /// The trace so far.
    private(set) var bytes: [UInt8] = []
    /// How many line breaks were escaped (each widens its line by one column).
    private var escapes = 0

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// An empty line, between blocks.
    mutating func blank() { bytes.append(newline) }

    /// `  label     text` (`indent` false: `label     text`, the header's lines).
    mutating func labelled(_ label: String, _ text: String, indent: Bool = true) {
        labelled(label, indent: indent) { $0.write(text) }
    }

    /// `  label     ` and what `body` writes: a value or a hierarchy written straight into the
    /// trace, with no string built for it.
    mutating func labelled(_ label: String, indent: Bool = true, _ body: (inout TraceText) -> Void) {
        let start = bytes.count
        if indent { appendSpaces(2) }
        appendPadded(label)
        body(&self)
        endLine(from: start)
    }

    /// Writes `text` into the line being written, line breaks escaped.
    mutating func write(_ text: String) { appendEscaped(text) }

    /// Writes `file:line`.
    mutating func writeLocation(_ file: String, _ line: Int) {
        write(file)
        writeASCII(UInt8(ascii: ":"))
        writeDecimal(line)
    }

    /// Writes one ASCII character, which needs no escaping.
    mutating func writeASCII(_ byte: UInt8) { bytes.append(byte) }

    /// Writes a non-negative integer's decimal digits, with no string built for it.
    mutating func writeDecimal(_ value: Int) {
        precondition(value >= 0, "a decimal written is not negative")
        if value >= 10 { writeDecimal(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// A line whose left part `left` writes (after `  label     ` when there is a label), then,
    /// when `hasRight`, what `right` writes starting at `column`, at least two spaces after the
    /// left part: a block header or a route line with its location, written with no string
    /// built for either side. Columns count characters as they were before escaping.
    mutating func aligned(
        label: String? = nil, _ left: (inout TraceText) -> Void, right: (inout TraceText) -> Void, hasRight: Bool,
        column: Int
    ) {
        let start = bytes.count
        let escapesBefore = escapes
        if let label {
            appendSpaces(2)
            appendPadded(label)
        }
        left(&self)
        if hasRight {
            let width = columns(from: start, escapesBefore: escapesBefore)
            appendSpaces(max(2, column - width))
            right(&self)
        }
        endLine(from: start)
    }

    /// Empties the text, keeping its storage for the next block.
    mutating func removeAll() { bytes.removeAll(keepingCapacity: true) }

    // MARK: Pieces

    private let space: UInt8 = 0x20
    private let newline: UInt8 = 0x0A

    /// The label, padded to ten columns (one space after a longer one).
    private mutating func appendPadded(_ label: String) {
        let start = bytes.count
        let escapesBefore = escapes
        appendEscaped(label)
        let width = columns(from: start, escapesBefore: escapesBefore)
        appendSpaces(width >= 10 ? 1 : 10 - width)
    }

    private mutating func appendSpaces(_ count: Int) {
        // A label's padding is a few spaces, appended one by one; a location's can be dozens.
        if count > 12 {
            bytes.append(contentsOf: repeatElement(space, count: count))
        } else {
            for _ in 0..<max(count, 0) { bytes.append(space) }
        }
    }

    /// Drops the line's trailing spaces and ends it.
    private mutating func endLine(from start: Int) {
        while bytes.count > start, bytes[bytes.count - 1] == space { bytes.removeLast() }
        bytes.append(newline)
    }

    private mutating func appendEscaped(_ text: String) {
        var text = text
        // One pass over the contiguous UTF-8: scanned, then copied whole when it holds no line break.
        let copied = text.withUTF8 { utf8 in
            guard !Self.mayHoldLineBreak(utf8) else { return false }
            // A short text (a name, a value) is copied byte by byte: `append(contentsOf:)` costs
            // more in its checks than the copy.
            if utf8.count <= 32 {
                for byte in utf8 { bytes.append(byte) }
            } else {
                bytes.append(contentsOf: utf8)
            }
            return true
        }
        if copied { return }
        for character in text {
            if character.isNewline {
                escapes += 1
                bytes.append(contentsOf: #"\n"#.utf8)
            } else {
                bytes.append(contentsOf: character.utf8)
            }
        }
    }

    /// The columns the text written since `start` takes, counted as before escaping: its
    /// characters (its byte count when ASCII, nearly always), less one for each line break
    /// escaped since then (`\n` is two characters standing for one).
    private func columns(from start: Int, escapesBefore: Int) -> Int {
        let written = bytes[start...]
        var any: UInt8 = 0
        for byte in written { any |= byte }
        let characters = any < 0x80 ? written.count : String(decoding: written, as: UTF8.self).count
        return characters - (escapes - escapesBefore)
    }

    /// Whether the bytes may hold a character that `Character.isNewline` accepts: LF, VT, FF,
    /// CR, NEL (U+0085), LINE and PARAGRAPH SEPARATOR (U+2028, U+2029). False ones only cost
    /// the slow path.
    private static func mayHoldLineBreak(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where byte &- 0x0A < 4 || byte == 0xC2 || byte == 0xE2 { return true }
        return false
    }
}
