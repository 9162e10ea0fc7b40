/// A route trace being written, as UTF-8 bytes, in the layout of spec §5: a two-space indent, a
/// label padded to ten columns, a location aligned at a column. Every line ends in one newline
/// and never in spaces; a line break inside a value is written as `\n`, so one trace line stays
/// one line.
///
/// Bytes, not lines of `String`: a 100,000-step trace is 30 MB, and building it as strings,
/// trimming and escaping them character by character, cost more than the replay itself. Text
/// without line breaks (nearly all) is copied as it is.
///
/// A class owning its buffer, written through a pointer: a step's block is some 26 small writes,
/// and an array checked its uniqueness and bounds for each (a tenth of `navsim check`). One text
/// is written by one writer at a time (`TraceStream` keeps one and empties it for every block),
/// so sharing it by reference loses nothing a value would keep.
final class TraceText: NotationStream {
    /// The buffer: the trace so far in its first `count` bytes, then room to write into.
    private var pointer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0
    /// How many line breaks were escaped (each widens its line by one column).
    private var escapes = 0

    /// An empty text.
    init() {
        capacity = 256
        pointer = .allocate(capacity: capacity)
    }

    deinit { pointer.deallocate() }

    /// The trace so far, copied.
    var bytes: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the trace so far, in place.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) throws -> T) rethrows -> T {
        try body(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// An empty line, between blocks.
    func blank() { append(newline) }

    /// `  label     text` (`indent` false: `label     text`, the header's lines).
    func labelled(_ label: String, _ text: String, indent: Bool = true) {
        labelled(label, indent: indent) { $0.write(text) }
    }

    /// `  label     ` and what `body` writes: a value or a hierarchy written straight into the
    /// trace, with no string built for it.
    func labelled(_ label: String, indent: Bool = true, _ body: (inout TraceText) -> Void) {
        let start = count
        if indent { appendSpaces(2) }
        appendPadded(label)
        var text = self
        body(&text)
        endLine(from: start)
    }

    /// Writes `text` into the line being written, line breaks escaped.
    func write(_ text: String) { appendEscaped(text) }

    /// Writes `file:line`.
    func writeLocation(_ file: String, _ line: Int) {
        write(file)
        writeASCII(UInt8(ascii: ":"))
        writeDecimal(line)
    }

    /// Writes one ASCII character, which needs no escaping.
    func writeASCII(_ byte: UInt8) { append(byte) }

    /// Writes ASCII punctuation with one copy.
    func writeASCII(_ text: StaticString) {
        text.withUTF8Buffer { copy($0) }
    }

    /// Writes bytes that need no escaping with one copy.
    func writeVerbatim(_ utf8: [UInt8]) {
        utf8.withUnsafeBufferPointer { copy($0) }
    }

    /// Writes a non-negative integer's decimal digits, with no string built for it: written
    /// from the last one back at the end of the room reserved for the longest, then moved to
    /// where the text ends.
    func writeDecimal(_ value: Int) {
        precondition(value >= 0, "a decimal written is not negative")
        if value < 10 { return append(UInt8(ascii: "0") + UInt8(value)) }
        // Int.max has 19 digits: written in the second half of 40 bytes, they never overlap
        // where they are moved to.
        let room = 40
        reserve(room)
        let end = pointer + count + room
        var first = end
        var rest = value
        repeat {
            first -= 1
            first.pointee = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        } while rest > 0
        let digits = end - first
        (pointer + count).update(from: first, count: digits)
        count += digits
    }

    /// A line whose left part `left` writes (after `  label     ` when there is a label), then,
    /// when `hasRight`, what `right` writes starting at `column`, at least two spaces after the
    /// left part: a block header or a route line with its location, written with no string
    /// built for either side. Columns count characters as they were before escaping.
    func aligned(
        label: String? = nil, _ left: (inout TraceText) -> Void, right: (inout TraceText) -> Void, hasRight: Bool,
        column: Int
    ) {
        let start = count
        let escapesBefore = escapes
        if let label {
            appendSpaces(2)
            appendPadded(label)
        }
        var text = self
        left(&text)
        if hasRight {
            let width = columns(from: start, escapesBefore: escapesBefore)
            appendSpaces(max(2, column - width))
            right(&text)
        }
        endLine(from: start)
    }

    /// Empties the text, keeping its storage for the next block.
    func removeAll() {
        count = 0
        escapes = 0
    }

    // MARK: Pieces

    private let space: UInt8 = 0x20
    private let newline: UInt8 = 0x0A

    /// The label, padded to ten columns (one space after a longer one).
    private func appendPadded(_ label: String) {
        let start = count
        let escapesBefore = escapes
        appendEscaped(label)
        let width = columns(from: start, escapesBefore: escapesBefore)
        appendSpaces(width >= 10 ? 1 : 10 - width)
    }

    private func appendSpaces(_ spaces: Int) {
        guard spaces > 0 else { return }
        reserve(spaces)
        (pointer + count).update(repeating: space, count: spaces)
        count += spaces
    }

    /// Drops the line's trailing spaces and ends it.
    private func endLine(from start: Int) {
        while count > start, pointer[count - 1] == space { count -= 1 }
        append(newline)
    }

    @inline(__always)
    private func appendEscaped(_ text: String) {
        // Checked for line breaks eight bytes at a time, then copied whole: a text with none
        // (nearly all) costs a few instructions per word and one copy. Inlined, with the rare
        // escaping path out of line, a short text costs no call of its own.
        let copied =
            text.utf8.withContiguousStorageIfAvailable { source in
                guard !Self.mayHoldLineBreak(source) else { return false }
                copy(source)
                return true
            } ?? false
        if !copied { appendEscapingLineBreaks(text) }
    }

    @inline(never)
    private func appendEscapingLineBreaks(_ text: String) {
        for character in text {
            if character.isNewline {
                escapes += 1
                append(UInt8(ascii: "\\"))
                append(UInt8(ascii: "n"))
            } else {
                for byte in character.utf8 { append(byte) }
            }
        }
    }

    /// Appends bytes that need no escaping.
    @inline(__always)
    private func copy(_ source: UnsafeBufferPointer<UInt8>) {
        guard let from = source.baseAddress else { return }
        reserve(source.count)
        (pointer + count).update(from: from, count: source.count)
        count += source.count
    }

    /// Appends one byte.
    private func append(_ byte: UInt8) {
        reserve(1)
        pointer[count] = byte
        count += 1
    }

    /// Makes room for `more` bytes after `count`, doubling the buffer when it grows.
    @inline(__always)
    private func reserve(_ more: Int) {
        if count + more > capacity { grow(more) }
    }

    @inline(never)
    private func grow(_ more: Int) {
        let grown = Swift.max(capacity * 2, count + more)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: pointer, count: count)
        pointer.deallocate()
        pointer = larger
        capacity = grown
    }

    /// The columns the text written since `start` takes, counted as before escaping: its
    /// characters (its byte count when ASCII, nearly always), less one for each line break
    /// escaped since then (`\n` is two characters standing for one).
    private func columns(from start: Int, escapesBefore: Int) -> Int {
        let written = UnsafeBufferPointer(start: pointer + start, count: count - start)
        var any: UInt8 = 0
        for byte in written { any |= byte }
        let characters = any < 0x80 ? written.count : String(decoding: written, as: UTF8.self).count
        return characters - (escapes - escapesBefore)
    }

    /// Whether the bytes may hold a character that `Character.isNewline` accepts: LF, VT, FF,
    /// CR, NEL (U+0085), LINE and PARAGRAPH SEPARATOR (U+2028, U+2029). Words of eight bytes
    /// that are all printable ASCII are passed over at once; false alarms only cost the slow path.
    static func mayHoldLineBreak(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            // A byte's high bit is set when it is 0x80 or more, or when it was below 0x20.
            if (word | (word &- 0x2020_2020_2020_2020)) & 0x8080_8080_8080_8080 != 0 {
                return holdsLineBreakByte(bytes, from: offset)
            }
            offset += 8
        }
        // The last few bytes (all of a short name's), one at a time: printable ASCII is 0x20-0x7F.
        while offset < bytes.count {
            if base[offset] &- 0x20 >= 0x60 { return holdsLineBreakByte(bytes, from: offset) }
            offset += 1
        }
        return false
    }

    /// Whether a byte from `offset` on may start a line break (LF, VT, FF, CR, or the lead byte
    /// of NEL, LINE or PARAGRAPH SEPARATOR).
    private static func holdsLineBreakByte(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Bool {
        for byte in bytes[offset...] where byte &- 0x0A < 4 || byte == 0xC2 || byte == 0xE2 { return true }
        return false
    }
}
