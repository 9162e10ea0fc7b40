import Testing

@testable import NavSim

/// The data stores a search numbers: one number per distinct record, whatever its field order or
/// storage, and a state written with numbers reads back the same records.
@Suite struct RecordPoolTests {
    static func record(_ pairs: [(String, Value)]) -> Record {
        Record(pairs.map { Record.Field(name: $0.0, value: $0.1) })
    }

    @Test func equalRecordsGetOneNumberInAnyFieldOrder() {
        let pool = RecordPool()
        let first = pool.number(of: Self.record([("a", .number(1)), ("b", .string("x"))]))
        let reordered = pool.number(of: Self.record([("b", .string("x")), ("a", .number(1))]))
        let other = pool.number(of: Self.record([("a", .number(2)), ("b", .string("x"))]))
        let empty = pool.number(of: Record())
        let reserved = pool.number(of: Record(reservingCapacity: 3))
        #expect(first == reordered)
        #expect(Set([first, other, empty]).count == 3)
        #expect(reserved == empty)
        #expect(pool.records.count == 3)
    }

    @Test func aPooledRecordIsFoundByItsStorageAndSharesIt() {
        let pool = RecordPool()
        let number = pool.number(of: Self.record([("v", .number(3))]))
        let pooled = pool.records[number]
        #expect(pooled.storageAddress == pool.records[number].storageAddress)
        #expect(pool.number(of: pooled) == number)
        var written = pooled
        written["v"] = .number(4)
        #expect(written.storageAddress != pooled.storageAddress)
        #expect(pool.number(of: written) != number)
        #expect(pool.records[number]["v"] == .number(3))
    }

    @Test func storesWrittenAsNumbersReadBackAsRecords() {
        let pool = RecordPool()
        let stores = [Self.record([("x", .bool(true))]), Record(), Self.record([("x", .bool(true))])]
        var out = CanonicalBytes()
        out.pool = pool
        for store in stores { out.store(store) }
        let bytes = out.bytes
        #expect(bytes.count == 3)
        var reader = CanonicalBytes.Reader(bytes, 0..<bytes.count, pool: pool)
        #expect((0..<3).map { _ in reader.store() } == stores)
        #expect(reader.atEnd)
    }
}
