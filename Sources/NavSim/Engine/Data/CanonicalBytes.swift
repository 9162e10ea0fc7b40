/// The byte form of a state: what `Hierarchy` and `AppState` write to compare, hash and store
/// themselves, and read back to resume from. Equal values write equal bytes — a record's fields
/// in name order whatever order they were set in, `-0` as `0` — so bytes compare where values
/// would, and the explorer can keep millions of states as bytes instead of as values.
///
/// Integers are LEB128 varints (most fit in one byte); a number is its 8-byte IEEE pattern.
struct CanonicalBytes {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// Scratch space for `Hierarchy.writeCanonical`: each scene instance met, in walk order, with
    /// its creation number. Kept here so writing a state allocates nothing once warm.
    var scenes: [(scene: Int, number: Int)] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 256) { bytes.reserveCapacity(capacity) }

    /// Empties the buffer, keeping its storage, to write the next state.
    mutating func reset() { bytes.removeAll(keepingCapacity: true) }

    mutating func byte(_ value: UInt8) { bytes.append(value) }

    /// A non-negative integer.
    mutating func count(_ value: Int) {
        var rest = UInt(bitPattern: value)
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func string(_ text: String) {
        count(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
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
                bytes.append(UInt8(truncatingIfNeeded: pattern))
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

        /// Reads `bytes[range]`.
        init(_ bytes: [UInt8], _ range: Range<Int>) {
            self.bytes = bytes
            position = range.lowerBound
            end = range.upperBound
        }

        /// Whether everything has been read.
        var atEnd: Bool { position == end }

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

        mutating func record() -> Record {
            let fields = (0..<count()).map { _ in Record.Field(name: string(), value: value()) }
            return Record(fields)
        }
    }
}
