/// The data stores a search has met, each kept once and numbered, so that a state's bytes hold a
/// store's number instead of its fields: writing a state does not spell its stores out, and
/// resuming from it shares the pool's records instead of building new ones.
///
/// Equal records (in any field order) get one number: they are found by their canonical bytes.
/// A store no hop wrote since the state was resumed is the pool's own record, a new instance's
/// store shares its scene's template until it is written, and a written one most often shares a
/// record `FieldWriteMemo` made before; so a store is found first by its storage, in a small
/// cache that holds each record it names, so that no other can take its address while it is
/// cached. The numbers are the search's own.
struct RecordPool {
    /// The records, by number.
    private(set) var records: [Record] = []
    /// Records kept alive besides the pool's own so the cache may name them (the templates).
    private var pinned: [Record] = []
    /// The canonical bytes of each record, to find an equal one.
    private var table = StateTable(capacity: 1 << 8)
    /// A direct-mapped cache of records by the address of their storage: the address, the
    /// number, and the record (kept alive while it is cached).
    private var cachedAddresses = [UInt](repeating: 0, count: Self.cacheSize)
    private var cachedNumbers = [Int](repeating: 0, count: Self.cacheSize)
    private var cachedRecords = [Record?](repeating: nil, count: Self.cacheSize)
    private static let cacheSize = 1 << 10

    /// The record last numbered by its bytes, and its number.
    private var last: (record: Record, number: Int)?

    /// The number of `record` when its storage is cached, or when it equals the record last
    /// numbered by its bytes (a route's `pass` lines build a new store at every push, most often
    /// the one they built from the state before; it is cached then). Equal as values, which is
    /// how the engine compares stores everywhere else: two stores whose strings are
    /// Unicode-equivalent but spelled with other bytes may get one number here and two by their
    /// bytes, which can keep a state twice but never merges two the engine tells apart. Mutating
    /// so that the writer reaches its pool in place: a copy would retain every array here.
    mutating func cachedNumber(of record: Record) -> Int? {
        let address = record.storageAddress
        let slot = Self.slot(address)
        if address != 0, cachedAddresses[slot] == address { return cachedNumbers[slot] }
        guard let last, last.record == record else { return nil }
        cache(record, address: address, number: last.number)
        return last.number
    }

    /// The number of `record`, whose canonical bytes are `bytes`; adds it when no equal record
    /// is pooled. `pinning` keeps `record`'s storage alive for the whole search too: for records
    /// that outlive it anyway, as the scenes' templates do.
    mutating func number(of record: Record, bytes: UnsafeBufferPointer<UInt8>, pinning: Bool = false) -> Int {
        let (number, isNew) = table.insert(bytes, from: StateTable.none, by: StateTable.none)
        if isNew { records.append(record) }
        last = (record, number)
        let address = record.storageAddress
        if pinning, records[number].storageAddress != address { pinned.append(record) }
        cache(record, address: address, number: number)
        return number
    }

    private mutating func cache(_ record: Record, address: UInt, number: Int) {
        guard address != 0 else { return }
        let slot = Self.slot(address)
        cachedAddresses[slot] = address
        cachedNumbers[slot] = number
        cachedRecords[slot] = record
    }

    /// The bytes the pool holds, counted in the memory a state costs.
    var footprint: Int {
        table.footprint + (records.capacity + pinned.capacity) * MemoryLayout<Record>.stride + Self.cacheSize * 24
    }

    private static func slot(_ address: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(address) &* 0x9e37_79b9_7f4a_7c15) >> 54)
    }
}
