/// The data stores a search has met, each kept once and numbered, so that a state's bytes hold a
/// store's number instead of its fields: writing a state does not spell its stores out, and
/// resuming from it shares the pool's records instead of building new ones.
///
/// A record is found first by its storage: a store that no hop wrote since it was resumed is the
/// pool's own record, and the pool keeps every record it holds alive, so no other record can have
/// that storage. Any other record is found by its canonical bytes, so equal records (in any field
/// order) get one number. The numbers are the search's own: they mean nothing outside it.
final class RecordPool {
    /// The records, by number.
    private(set) var records: [Record] = []
    /// The canonical bytes of each record, to find an equal one.
    private var table = StateTable()
    /// The number of each record, by the address of its storage.
    private var byStorage: [UInt: Int32] = [:]
    private var scratch = CanonicalBytes()

    /// The number of `record`, adding it when no equal record is pooled.
    func number(of record: Record) -> Int {
        if let known = byStorage[record.storageAddress] { return Int(known) }
        scratch.reset()
        scratch.record(record)
        let (number, isNew) = scratch.withBytes { table.insert($0, from: StateTable.none, by: StateTable.none) }
        if isNew {
            records.append(record)
            // The pool now holds this storage, so its address stays this record's.
            byStorage[record.storageAddress] = Int32(number)
        }
        return number
    }

    /// The bytes the pool holds, counted in the memory a state costs.
    var footprint: Int { table.footprint + records.capacity * MemoryLayout<Record>.stride + byStorage.capacity * 24 }
}
