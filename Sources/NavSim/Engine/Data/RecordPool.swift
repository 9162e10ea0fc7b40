/// The data stores a search has met, each kept once and numbered, so that a state's bytes hold a
/// store's number instead of its fields: writing a state does not spell its stores out, and
/// resuming from it shares the pool's records instead of building new ones.
///
/// Equal records (in any field order) get one number: they are found by their canonical bytes.
/// A store no hop wrote since the state was resumed is the pool's own record, and a new
/// instance's store shares its scene's template until it is written, so a store is found first by
/// its storage, in a small cache of the records the pool keeps alive — its own and the pinned
/// templates — which no other record can share while they are cached. The numbers are the
/// search's own.
struct RecordPool {
    /// The records, by number.
    private(set) var records: [Record] = []
    /// Records kept alive besides the pool's own so the cache may name them (the templates).
    private var pinned: [Record] = []
    /// The canonical bytes of each record, to find an equal one.
    private var table = StateTable(capacity: 1 << 8)
    /// A direct-mapped cache of pooled records: the address of the storage and the number.
    private var cachedAddresses = [UInt](repeating: 0, count: Self.cacheSize)
    private var cachedNumbers = [Int](repeating: 0, count: Self.cacheSize)
    private static let cacheSize = 1 << 10

    /// The record last numbered by its bytes, and its number.
    private var last: (record: Record, number: Int)?

    /// The number of `record` when its storage is a pooled record's that is cached, or when it
    /// equals the record last numbered by its bytes: a route's `pass` lines build a new store at
    /// every push, most often the one they built from the state before. Equal as values, which
    /// is how the engine compares stores everywhere else: two stores whose strings are
    /// Unicode-equivalent but spelled with other bytes may get one number here and two by their
    /// bytes, which can keep a state twice but never merges two the engine tells apart. Mutating
    /// only so that the writer reaches its pool in place: a copy would retain every array here.
    mutating func cachedNumber(of record: Record) -> Int? {
        let address = record.storageAddress
        let slot = Self.slot(address)
        if address != 0, cachedAddresses[slot] == address { return cachedNumbers[slot] }
        if let last, last.record == record { return last.number }
        return nil
    }

    /// The number of `record`, whose canonical bytes are `bytes`; adds it when no equal record
    /// is pooled. `pinning` keeps `record`'s storage alive too, so that stores sharing it are found
    /// in the cache: for records that outlive the search anyway, as the scenes' templates do.
    mutating func number(of record: Record, bytes: UnsafeBufferPointer<UInt8>, pinning: Bool = false) -> Int {
        let (number, isNew) = table.insert(bytes, from: StateTable.none, by: StateTable.none)
        if isNew { records.append(record) }
        last = (record, number)
        let address = record.storageAddress
        if pinning, records[number].storageAddress != address { pinned.append(record) }
        if address != 0, pinning || records[number].storageAddress == address {
            cachedAddresses[Self.slot(address)] = address
            cachedNumbers[Self.slot(address)] = number
        }
        return number
    }

    /// The bytes the pool holds, counted in the memory a state costs.
    var footprint: Int {
        table.footprint + (records.capacity + pinned.capacity) * MemoryLayout<Record>.stride + Self.cacheSize * 16
    }

    private static func slot(_ address: UInt) -> Int {
        Int(truncatingIfNeeded: (UInt64(address) &* 0x9e37_79b9_7f4a_7c15) >> 54)
    }
}
