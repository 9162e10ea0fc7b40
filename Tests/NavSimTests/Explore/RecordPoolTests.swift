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
        // An equal record of its own storage: found while it equals the one last numbered by
        // its bytes, looked up by its bytes once another was.
        #expect(out.pool!.cachedNumber(of: Self.record([("v", .number(3))])) == 0)
        #expect(Self.numbers([Self.record([("w", .number(3))])], &out) == [1])
        #expect(out.pool!.cachedNumber(of: Self.record([("v", .number(3))])) == nil)
        #expect(Self.numbers([Self.record([("v", .number(3))])], &out) == [0])
        var written = pooled
        written["v"] = .number(4)
        #expect(out.pool!.cachedNumber(of: written) == nil)
        #expect(Self.numbers([written, pooled], &out) == [2, 0])
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

    @Test func aStoreReadFromThePoolWritesItsNumberUntilItIsWritten() {
        // Two Details, each with its own item: read from a pooled state, a hierarchy writes each
        // store's number as it read it; a store written since is looked up, and found anew.
        var simulator = HierarchyTests.launched()
        let context = HierarchyTests.context
        for row in [0, 2] {
            _ = simulator.select(row, context: context)
            _ = simulator.tap("Open", context: context)
            _ = simulator.back(context: context)
        }
        _ = simulator.select(1, context: context)
        _ = simulator.tap("Open", context: context)
        var out = CanonicalBytes()
        out.pool = RecordPool()
        out.pin(simulator.app.stores.templates)
        StateWriter.write(simulator.app.hierarchy, into: &out)
        let pooled = out.bytes
        var reader = CanonicalBytes.Reader(pooled, 0..<pooled.count, records: out.pool!.records)
        var hierarchy = StateReader.hierarchy(&reader)
        let numbered = hierarchy.nodes.indices.filter { hierarchy.storeSlots[$0].pooled >= 0 }
        let stored = hierarchy.nodes.indices.filter { hierarchy.nodes[$0].live && hierarchy.store(of: $0) != nil }
        #expect(numbered == stored && numbered.count == 3, "List, Detail and Stats were read with their numbers")
        out.reset()
        StateWriter.write(hierarchy, into: &out)
        #expect(out.bytes == pooled)
        // Written: the number is dropped, and writing the state finds the record again.
        let detail = hierarchy.top
        hierarchy.updateStore(detail) { $0?["item"] = .number(3) }
        #expect(hierarchy.storeSlots[detail].pooled == -1)
        hierarchy.updateStore(detail) { $0?["item"] = .number(2) }
        out.reset()
        StateWriter.write(hierarchy, into: &out)
        #expect(out.bytes == pooled, "the same value again is the same pooled record")
        // Without a pool the numbers are not used: the records are written whole.
        var plain = CanonicalBytes()
        StateWriter.write(hierarchy, into: &plain)
        var whole = CanonicalBytes()
        StateWriter.write(simulator.app.hierarchy, into: &whole)
        #expect(plain.bytes == whole.bytes)
    }
}
