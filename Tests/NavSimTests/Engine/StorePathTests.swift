import Testing

@testable import NavSim

/// Path reads and writes with Swift's optional chaining and traps.
@Suite struct StorePathTests {
    static let origin = SourcePosition(line: 1, column: 1)

    static func path(_ text: String) -> Path {
        var diagnostics: [Diagnostic] = []
        let line = Lexer.lines(of: SourceText(path: "t", string: text), diagnostics: &diagnostics)[0]
        var cursor = TokenCursor(line: line, path: "t")
        return ExpressionParser.parsePath(&cursor)
    }

    static let store: Value = .record(
        Record([
            .init(name: "orders", value: .list([.record(Record([.init(name: "total", value: .number(7))]))])),
            .init(name: "row", value: .number(0)),
        ]))

    static func root(_ name: Name) -> Value { StorePath.field(name.text, of: store) }

    @Test func readsFieldsAndIndices() throws {
        #expect(try StorePath.read(Self.path("orders[row].total"), root: Self.root) == .number(7))
        #expect(try StorePath.read(Self.path("orders[0].missing.deeper"), root: Self.root) == .null)
        #expect(try StorePath.read(Self.path("nothing[row]"), root: Self.root) == .null)
    }

    @Test func trapsOnANilIndexAndPastTheEnd() {
        #expect(throws: PathFault.nilIndex(path: "orders[none]", index: "none")) {
            try StorePath.read(Self.path("orders[none]"), root: Self.root)
        }
        #expect(throws: PathFault.outOfRange(path: "orders[1]", index: "1", count: 1)) {
            try StorePath.read(Self.path("orders[1]"), root: Self.root)
        }
    }

    @Test func writesInPlaceAndDropsIntoNil() throws {
        var base = Self.store
        let components = [Path.Component.field(Name("orders", at: Self.origin))] + Self.path("x[0].total").components
        #expect(
            try StorePath.write(.number(9), into: &base, components: components[...], prefix: "", indexRoot: Self.root)
                == .written)
        #expect(
            StorePath.field("orders", of: base) == .list([.record(Record([.init(name: "total", value: .number(9))]))]))
        let intoNil = [Path.Component.field(Name("absent", at: Self.origin)), .field(Name("age", at: Self.origin))]
        #expect(
            try StorePath.write(.number(1), into: &base, components: intoNil[...], prefix: "", indexRoot: Self.root)
                == .dropped(.isNil(path: "absent")))
        #expect(StorePath.field("absent", of: base) == .null, "a dropped write adds no field")
    }
}
