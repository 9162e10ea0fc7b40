/// The byte form of a state: what `Hierarchy` and `AppState` write to compare, hash and store
/// themselves, and read back to resume from. Equal values write equal bytes — a record's fields
/// in name order whatever order they were set in, `-0` as `0` — so bytes compare where values
/// would, and the explorer can keep millions of states as bytes instead of as values.
///
/// Integers are LEB128 varints (most fit in one byte); a number is its 8-byte IEEE pattern.
///
/// A writer is scratch space — reset and reused for every state of a search — so it is not
/// copyable and owns its buffer: bytes are written through a pointer, with none of an array's
/// uniqueness and capacity checks on every byte.
struct CanonicalBytes: ~Copyable {
    private var pointer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0
    /// Where a search numbers its data stores (`store(_:)` writes a number); nil writes them whole.
    /// A hierarchy read with a pool's records keeps each store's number until the store is
    /// written, and writes it back as it is into a writer with a pool: the explorer reads and
    /// writes every state of a search with that search's one pool.
    var pool: RecordPool?

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 16)
        pointer = .allocate(capacity: self.capacity)
    }

    deinit { pointer.deallocate() }

    /// The bytes written so far, as an array (a copy).
    var bytes: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the bytes written so far, in place.
    func withBytes<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        body(UnsafeBufferPointer(start: pointer, count: count))
    }

    /// Empties the buffer, keeping its storage, to write the next state.
    mutating func reset() { count = 0 }

    /// Forgets the bytes written from `count` on.
    mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count, "a writer is truncated within what it wrote")
        self.count = count
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(by: extra) }
    }

    @inline(never)
    private mutating func grow(by extra: Int) {
        let grown = max(capacity * 2, count + extra)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.initialize(from: pointer, count: count)
        pointer.deallocate()
        pointer = larger
        capacity = grown
    }

    /// A byte.
    @inline(__always)
    mutating func byte(_ value: UInt8) { withCursor(reserving: 1) { $0.byte(value) } }

    /// A non-negative integer.
    @inline(__always)
    mutating func count(_ value: Int) { withCursor(reserving: Cursor.maximumCount) { $0.count(value) } }

    /// Where `withCursor` writes: bytes put straight through a pointer, with no capacity check
    /// and no round trip through the buffer's count between them.
    struct Cursor {
        /// The most bytes `count(_:)` writes.
        static let maximumCount = 10
        fileprivate var next: UnsafeMutablePointer<UInt8>

        /// A byte.
        @inline(__always)
        mutating func byte(_ value: UInt8) {
            next.pointee = value
            next += 1
        }

        /// A non-negative integer, as a LEB128 varint.
        @inline(__always)
        mutating func count(_ value: Int) {
            var rest = UInt(bitPattern: value)
            while rest >= 0x80 {
                byte(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            byte(UInt8(rest))
        }
    }

    /// Lets `body` write at most `maximum` bytes through a cursor, after one capacity check: the
    /// hot writers (a hierarchy's nodes) put several small integers at once.
    @inline(__always)
    mutating func withCursor<T>(reserving maximum: Int, _ body: (inout Cursor) -> T) -> T {
        reserve(maximum)
        var cursor = Cursor(next: pointer + count)
        let result = body(&cursor)
        assert(cursor.next - (pointer + count) <= maximum, "a cursor wrote more than it reserved")
        count = cursor.next - pointer
        return result
    }

    /// Bytes as they are (a span of bytes written before).
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        reserve(buffer.count)
        (pointer + count).initialize(from: base, count: buffer.count)
        count += buffer.count
    }

    mutating func string(_ text: String) {
        var text = text
        // A contiguous buffer copies at once; a field name is usually a small string, kept inline.
        text.withUTF8 { utf8 in
            count(utf8.count)
            append(utf8)
        }
    }

    /// Value tags.
    fileprivate enum Tag: UInt8 {
        case null, `false`, `true`, number, string, list, record
    }

    mutating func value(_ value: Value) {
        switch value {
        case .null: byte(Tag.null.rawValue)
        case .bool(let flag): byte((flag ? Tag.true : Tag.false).rawValue)
        case .number(let number):
            byte(Tag.number.rawValue)
            var pattern = (number == 0 ? 0 : number).bitPattern
            for _ in 0..<8 {
                byte(UInt8(truncatingIfNeeded: pattern))
                pattern >>= 8
            }
        case .string(let text):
            byte(Tag.string.rawValue)
            string(text)
        case .list(let items):
            byte(Tag.list.rawValue)
            count(items.count)
            for item in items { self.value(item) }
        case .record(let record):
            byte(Tag.record.rawValue)
            self.record(record)
        }
    }

    /// A record's fields in name order: records equal in any field order write the same bytes.
    mutating func record(_ record: Record) {
        let fields = record.fields
        count(fields.count)
        var sorted = true
        var index = 1
        while sorted, index < fields.count {
            sorted = fields[index - 1].name < fields[index].name
            index += 1
        }
        if sorted {
            for field in fields { self.field(field) }
        } else {
            for field in fields.sorted(by: { $0.name < $1.name }) { self.field(field) }
        }
    }

    /// A data store: its number in the pool, or the whole record when there is no pool.
    mutating func store(_ record: Record) {
        guard pool != nil else { return self.record(record) }
        count(pool!.cachedNumber(of: record) ?? poolNumber(of: record, pinning: false))
    }

    /// Numbers `records` in the pool and keeps their storage alive there, so that every store
    /// sharing one of them is found by its address: the scenes' templates, which a new instance's
    /// store shares until it is written.
    mutating func pin(_ records: [Record]) {
        precondition(pool != nil, "records are pinned in a pool")
        for record in records { _ = poolNumber(of: record, pinning: true) }
    }

    /// The pool's number for `record`, found by its bytes: written where the number goes, then
    /// taken back.
    private mutating func poolNumber(of record: Record, pinning: Bool) -> Int {
        let start = count
        self.record(record)
        let bytes = UnsafeBufferPointer(start: pointer + start, count: count - start)
        let number = pool!.number(of: record, bytes: bytes, pinning: pinning)
        count = start
        return number
    }

    private mutating func field(_ field: Record.Field) {
        string(field.name)
        value(field.value)
    }
}

extension CanonicalBytes {
    /// Reads back what a `CanonicalBytes` wrote. The bytes are always navsim's own, so a read
    /// past the end is a bug and traps.
    struct Reader {
        private let bytes: [UInt8]
        private(set) var position: Int
        private let end: Int
        /// The pool's records, when the stores were numbered in one.
        private let records: [Record]?

        /// Reads `bytes[range]`, with the records of the pool its stores were numbered in.
        init(_ bytes: [UInt8], _ range: Range<Int>, records: [Record]? = nil) {
            self.bytes = bytes
            self.records = records
            position = range.lowerBound
            end = range.upperBound
        }

        /// Whether everything has been read.
        var atEnd: Bool { position == end }

        /// The next byte, left to read.
        func peek() -> UInt8 {
            precondition(position < end, "canonical bytes end early")
            return bytes[position]
        }

        /// The bytes in `range` (positions as `position` gives them).
        func bytes(in range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }

        /// How many of the bytes left to read are the first bytes of `other` (at most `count`).
        func matching(_ other: [UInt8], count: Int) -> Int {
            let length = Swift.min(count, other.count, end - position)
            guard length > 0 else { return 0 }
            return bytes.withUnsafeBufferPointer { mine in
                other.withUnsafeBufferPointer { theirs in
                    var same = 0
                    while same + 8 <= length,
                        UnsafeRawPointer(mine.baseAddress! + position + same).loadUnaligned(as: UInt64.self)
                            == UnsafeRawPointer(theirs.baseAddress! + same).loadUnaligned(as: UInt64.self)
                    {
                        same += 8
                    }
                    while same < length, mine[position + same] == theirs[same] { same += 1 }
                    return same
                }
            }
        }

        /// The same reader at `position` (before or after its own).
        func moved(to position: Int) -> Reader {
            var moved = self
            moved.position = position
            return moved
        }

        /// Moves on `count` bytes without reading them.
        mutating func skip(_ count: Int) {
            precondition(count >= 0 && position + count <= end, "canonical bytes end early")
            position += count
        }

        mutating func byte() -> UInt8 {
            precondition(position < end, "canonical bytes end early")
            defer { position += 1 }
            return bytes[position]
        }

        mutating func count() -> Int {
            var result: UInt = 0
            var shift: UInt = 0
            while true {
                let next = byte()
                result |= UInt(next & 0x7f) << shift
                if next < 0x80 { return Int(bitPattern: result) }
                shift += 7
            }
        }

        mutating func string() -> String {
            let length = count()
            precondition(position + length <= end, "canonical bytes end early")
            defer { position += length }
            return String(decoding: bytes[position..<position + length], as: UTF8.self)
        }

        mutating func value() -> Value {
            switch Tag(rawValue: byte()) {
            case .null: return .null
            case .false: return .bool(false)
            case .true: return .bool(true)
            case .number:
                var pattern: UInt64 = 0
                for shift in stride(from: 0, to: 64, by: 8) { pattern |= UInt64(byte()) << UInt64(shift) }
                return .number(Double(bitPattern: pattern))
            case .string: return .string(string())
            case .list: return .list((0..<count()).map { _ in value() })
            case .record: return .record(record())
            case nil: preconditionFailure("unknown value tag in canonical bytes")
            }
        }

        /// A data store `store(_:)` wrote.
        mutating func store() -> Record { numberedStore().record }

        /// A data store `store(_:)` wrote, with its number in the pool when it was numbered.
        mutating func numberedStore() -> (record: Record, number: Int?) {
            guard let records else { return (record(), nil) }
            let number = count()
            return (records[number], number)
        }

        mutating func record() -> Record {
            let fields = (0..<count()).map { _ in Record.Field(name: string(), value: value()) }
            return Record(fields)
        }
    }
}
