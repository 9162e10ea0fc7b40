import Testing

@testable import NavSim

/// The memo of field writes: the same write to the same storage shares the record it made the
/// first time, and every write gives what `record[field] = value` gives.
@Suite struct FieldWriteMemoTests {
    let template = Record([.init(name: "id", value: .number(1))])

    func written(_ memo: inout FieldWriteMemo, _ field: String, _ value: Value, into record: Record) -> Record {
        var expected = record
        expected[field] = value
        var result = record
        memo.set(field, to: value, in: &result)
        #expect(result == expected)
        #expect(result.fields.map(\.name) == expected.fields.map(\.name))
        return result
    }

    @Test func theSameWriteToTheSameStorageSharesItsRecord() {
        var memo = FieldWriteMemo()
        let first = written(&memo, "note", .string("a"), into: template)
        let second = written(&memo, "note", .string("a"), into: template)
        #expect(first.storageAddress == second.storageAddress)
        #expect(template.fields.count == 1, "the template itself is never written")
        // A write to what the memo made is remembered too: a second pass line after the first.
        let chained = written(&memo, "seen", .bool(true), into: first)
        #expect(written(&memo, "seen", .bool(true), into: second).storageAddress == chained.storageAddress)
    }

    @Test func anotherValueOrFieldMakesAnotherRecord() {
        var memo = FieldWriteMemo()
        let a = written(&memo, "note", .string("a"), into: template)
        let b = written(&memo, "note", .string("b"), into: template)
        let other = written(&memo, "other", .string("a"), into: template)
        #expect(a != b && a != other && b != other)
        #expect(a.storageAddress != b.storageAddress)
        #expect(written(&memo, "note", .string("a"), into: template) == a)
        #expect(written(&memo, "note", .string("b"), into: template) == b)
        // Replacing a field's value, and writing nil, as a store's write does.
        #expect(written(&memo, "id", .null, into: template)["id"] == .null)
    }

    @Test func aStoreThatIsNotSharedIsWrittenAsBefore() {
        var memo = FieldWriteMemo()
        var unique = Record([.init(name: "id", value: .number(2))])
        memo.set("id", to: .number(3), in: &unique)
        #expect(unique["id"] == .number(3))
        #expect(unique.fields.count == 1)
    }
}
