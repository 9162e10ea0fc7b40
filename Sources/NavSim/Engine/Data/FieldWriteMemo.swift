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
struct FieldWriteMemo {
    /// A write: the storage written to (kept alive by `before`), the field and value, and the
    /// record it made.
    private struct Entry {
        let before: Record
        let field: String
        let value: Value
        let after: Record
    }

    private static let slotBits = 10
    /// Per slot, the address of its write's storage, compared first (`UInt.max`: none); then the
    /// write. Both empty until the first write: most simulators never write a store.
    private var addresses: [UInt] = []
    private var entries: [Entry] = []

    /// Sets field `field` of `record` to `value`, as `record[field] = value` does.
    mutating func set(_ field: String, to value: Value, in record: inout Record) {
        let address = record.storageAddress
        if addresses.isEmpty {
            addresses = Array(repeating: UInt.max, count: 1 << Self.slotBits)
            entries = Array(
                repeating: Entry(before: Record(), field: "", value: .null, after: Record()), count: 1 << Self.slotBits)
        }
        let slot = Self.slot(address, value)
        if addresses[slot] == address, entries[slot].field == field, entries[slot].value == value {
            record = entries[slot].after
            return
        }
        let before = record
        record[field] = value
        addresses[slot] = address
        entries[slot] = Entry(before: before, field: field, value: value, after: record)
    }

    /// The slot of a write of `value` to the storage at `address`: bits of the value that cost
    /// nothing to read — a number's, or where a string, list or record keeps its contents, which
    /// the same value read from the same store shares — mixed with the address. Equal values
    /// in other storage may take other slots: a write found there again is only missed.
    private static func slot(_ address: UInt, _ value: Value) -> Int {
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
        let mixed = (UInt64(address) ^ (bits &* 0xff51_afd7_ed55_8ccd)) &* 0x9e37_79b9_7f4a_7c15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - slotBits))
    }
}
