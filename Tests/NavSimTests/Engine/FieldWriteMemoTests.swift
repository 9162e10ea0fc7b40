import Testing

@testable import NavSim

/// The memo of field writes: the same write to the same storage shares the record it made the
/// first time, and every write gives what `record[field] = value` gives.
@Suite struct FieldWriteMemoTests {
    let template = Record([.init(name: "id", value: .number(1))])
    /// The fields' numbers, as a program gives them (`Program.storeFields`).
    let numbers = NameIndex(["id", "note", "seen", "other"])

    func written(
        _ memo: inout FieldWriteMemo, _ field: String, _ value: Value, into record: Record, numbered: Bool = true
    ) -> Record {
        var expected = record
        expected[field] = value
        var result = record
        memo.set(field, number: numbered ? Int32(numbers.number(of: field)!) : -1, to: value, in: &result)
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
        memo.set("id", number: 0, to: .number(3), in: &unique)
        #expect(unique["id"] == .number(3))
        #expect(unique.fields.count == 1)
    }

    @Test func aFieldWithoutANumberIsWrittenAndNotRemembered() {
        var memo = FieldWriteMemo()
        let first = written(&memo, "note", .string("a"), into: template, numbered: false)
        let second = written(&memo, "note", .string("a"), into: template, numbered: false)
        #expect(first == second)
        #expect(first.storageAddress != second.storageAddress)
    }

    @Test func twoFieldsWrittenWithTheSameValueAreTwoWrites() {
        var memo = FieldWriteMemo()
        let note = written(&memo, "note", .null, into: template)
        let seen = written(&memo, "seen", .null, into: template)
        #expect(note != seen)
        #expect(written(&memo, "note", .null, into: template).storageAddress == note.storageAddress)
        #expect(written(&memo, "seen", .null, into: template).storageAddress == seen.storageAddress)
    }

    @Test func aProgramNumbersTheFieldsItsPassLinesWrite() throws {
        let graph = loadGraph(
            """
            graph G
            scene A
              store v: Int?
            scene B
              store v: Int?
              store w: Int?
              store x: Student?
              appear w = v
            navigation Main root A
            start Main
            segue Go: A -> B show
              pass v = v
              pass x.age = v
            """)
        let program = Program(graph)
        let go = try #require(program.routes.first { $0.name == "Go" })
        let v = try #require(program.storeFields.number(of: "v"))
        #expect(go.passes[0].destinationField == Int32(v))
        #expect(go.passes[1].destinationField == -1, "a path is written by the general writer")
        let b = try #require(program.scenes.first { $0.name == "B" })
        #expect(b.appearLines[0].destinationField == Int32(try #require(program.storeFields.number(of: "w"))))
        #expect(program.storeFields.number(of: "x") != nil, "every line's destination root is numbered")
    }
}
