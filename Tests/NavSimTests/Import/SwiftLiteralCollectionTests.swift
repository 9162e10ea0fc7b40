import Testing

@testable import NavSim

/// `SwiftLiteral.collection`: the array and dictionary literals both the Clean Swift route reader
/// and the code walker read, each element by the reader's own resolver.
@Suite struct SwiftLiteralCollectionTests {
    /// Each declaration's initial value read as a collection, with identifiers as their elements.
    static func read(_ source: String, records: Bool) -> [String?] {
        let file = SwiftSourceFile(bytes: Array(source.utf8), path: "x.swift")
        return file.declarations.compactMap(\.initialValue).map { range in
            SwiftLiteral.collection(range, in: file, records: records) { element in
                element.count == 1 && file.tokens[element.lowerBound].kind == .identifier
                    ? file.tokens[element.lowerBound].text.uppercased() : nil
            }
        }
    }

    @Test func listsAndRecordsAreReadElementByElement() {
        let source = """
            let a = [x, y]
            let b = []
            let c = ["userId": id, "name": name]
            let d = [:]
            let e = ["user id": id]
            let f = [x, "k": y]
            let g = [x + 1]
            """
        #expect(Self.read(source, records: true) == ["[X, Y]", "[]", "{userId: ID, name: NAME}", "{}", nil, nil, nil])
        // Without records, a dictionary is not read at all.
        #expect(Self.read(source, records: false) == ["[X, Y]", "[]", nil, nil, nil, nil, nil])
    }
}
