/// Remembers what writing a field made of a store, so that the same write to the same storage
/// again shares the record it made instead of copying the store: a push whose `pass` lines write
/// what they wrote the time before allocates no store, and its pop frees none. A new instance's
/// store starts as its scene's template, shared by every instance of the scene, so the same
/// pushes meet the same storage again and again, in replays and above all in a search.
///
/// Sound because a record's storage never changes while two hold it: the memo holds every record
/// it names, so an address it knows always stands for the same fields. The writes are kept in a
/// direct-mapped table by the storage's address and the value, the newest write winning a slot.
/// The records it holds make a store the memo made shared, so its next write copies it where it
/// would have written in place: the price of a write the table then finds again.
///
/// A field is known by its number (`Program.storeFields`, given to each compiled `pass` line),
/// not its name: a slot's write is matched by comparing two integers and the value, and a slot
/// holds no string. A write whose field has no number (-1) is made, not remembered.
struct FieldWriteMemo {
    /// Which write a slot holds: the address of the storage written to and the field's number.
    /// Plain data, compared first.
    private struct Key: Equatable {
        var address: UInt
        var field: Int32
    }

    private static let slotBits = 10
    /// Per slot: its write (`UInt.max` for none), the value it wrote, the record it wrote to
    /// (which keeps the storage its address names alive) and the record it made, each list
    /// apart, so that a write found again reads the record it made alone. All empty until the
    /// first write: most simulators never write a store.
    private var keys: [Key] = []
    private var values: [Value] = []
    private var befores: [Record] = []
    private var afters: [Record] = []

    /// Sets field `field` (numbered `number` in `Program.storeFields`, or -1) of `record` to
    /// `value`, as `record[field] = value` does.
    mutating func set(_ field: String, number: Int32, to value: Value, in record: inout Record) {
        guard number >= 0 else {
            record[field] = value
            return
        }
        let key = Key(address: record.storageAddress, field: number)
        if keys.isEmpty {
            keys = Array(repeating: Key(address: UInt.max, field: -1), count: 1 << Self.slotBits)
            values = Array(repeating: .null, count: 1 << Self.slotBits)
            befores = Array(repeating: Record(), count: 1 << Self.slotBits)
            afters = befores
        }
        let slot = Self.slot(key, value)
        if keys[slot] == key, values[slot] == value {
            record = afters[slot]
            return
        }
        let before = record
        record[field] = value
        keys[slot] = key
        values[slot] = value
        befores[slot] = before
        afters[slot] = record
    }

    /// The slot of a write of `value` to the field and storage of `key`: bits of the value that
    /// cost nothing to read — a number's, or where a string, list or record keeps its contents,
    /// which the same value read from the same store shares — mixed with the storage's address
    /// and the field's number. Equal values in other storage may take other slots: a write found
    /// there again is only missed.
    private static func slot(_ key: Key, _ value: Value) -> Int {
        let bits: UInt64
        switch value {
        case .null: bits = 0
        case .bool(let flag): bits = flag ? 1 : 2
        case .number(let number): bits = number.bitPattern
        case .string(let string):
            bits = withUnsafeBytes(of: string) {
                $0.load(as: UInt64.self) ^ $0.load(fromByteOffset: 8, as: UInt64.self)
            }
        case .list(let items): bits = items.withUnsafeBufferPointer { UInt64(UInt(bitPattern: $0.baseAddress)) }
        case .record(let record): bits = UInt64(record.storageAddress)
        }
        let mixed =
            (UInt64(key.address) ^ (bits &* 0xff51_afd7_ed55_8ccd) ^ UInt64(UInt32(bitPattern: key.field)) << 48)
            &* 0x9e37_79b9_7f4a_7c15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
    }
}
