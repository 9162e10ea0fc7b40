import Testing

@testable import NavSim

/// The data stores a search numbers: one number per distinct record, whatever its field order or
/// storage, and a state written with numbers reads back the same records.
@Suite struct RecordPoolTests {
    static func record(_ pairs: [(String, Value)]) -> Record {
        Record(pairs.map { Record.Field(name: $0.0, value: $0.1) })
    }

    /// The numbers `stores` are written as, one byte each while there are few.
    static func numbers(_ stores: [Record], _ out: inout CanonicalBytes) -> [UInt8] {
        out.reset()
        for store in stores { out.store(store) }
        return out.bytes
    }

    @Test func equalRecordsGetOneNumberInAnyFieldOrder() {
        var out = CanonicalBytes()
        out.pool = RecordPool()
        let numbers = Self.numbers(
            [
                Self.record([("a", .number(1)), ("b", .string("x"))]),
                Self.record([("b", .string("x")), ("a", .number(1))]),
                Self.record([("a", .number(2)), ("b", .string("x"))]),
                Record(), Record(reservingCapacity: 3),
            ], &out)
        #expect(numbers == [0, 0, 1, 2, 2])
        #expect(out.pool!.records.count == 3)
    }

    @Test func aPooledRecordIsFoundByItsStorageAndAWrittenCopyIsNot() {
        var out = CanonicalBytes()
        out.pool = RecordPool()
        _ = Self.numbers([Self.record([("v", .number(3))])], &out)
        let pooled = out.pool!.records[0]
        #expect(out.pool!.cachedNumber(of: pooled) == 0)
        #expect(out.pool!.cachedNumber(of: Self.record([("v", .number(3))])) == nil)
        var written = pooled
        written["v"] = .number(4)
        #expect(out.pool!.cachedNumber(of: written) == nil)
        #expect(Self.numbers([written, pooled], &out) == [1, 0])
        #expect(out.pool!.records[0]["v"] == .number(3))
    }

    @Test func aPinnedTemplateNamesEveryStoreSharingItEvenWhenAnEqualRecordIsPooled() {
        var out = CanonicalBytes()
        out.pool = RecordPool()
        // Two scenes' templates, equal in value, with storage of their own.
        let first = Record(reservingCapacity: 1)
        let second = Record(reservingCapacity: 1)
        #expect(first.storageAddress != second.storageAddress)
        out.pin([first, second])
        let instanceStore = second  // a new instance's store shares its template's storage
        #expect(out.pool!.cachedNumber(of: instanceStore) == 0)
        #expect(out.pool!.cachedNumber(of: first) == 0)
        var written = instanceStore
        written["v"] = .number(1)
        #expect(out.pool!.cachedNumber(of: written) == nil)
        #expect(Self.numbers([written, instanceStore], &out) == [1, 0])
        #expect(out.pool!.records.count == 2)
    }

    @Test func storesWrittenAsNumbersReadBackAsRecords() {
        var out = CanonicalBytes()
        out.pool = RecordPool()
        let stores = [Self.record([("x", .bool(true))]), Record(), Self.record([("x", .bool(true))])]
        let bytes = Self.numbers(stores, &out)
        #expect(bytes.count == 3)
        var reader = CanonicalBytes.Reader(bytes, 0..<bytes.count, records: out.pool!.records)
        #expect((0..<3).map { _ in reader.store() } == stores)
        #expect(reader.atEnd)
    }
}
