import Testing

@testable import NavSim

/// The explorer's scratch state is reset to the expanded state before every action, in its own
/// storage: every list becomes equal to the other's whatever the two lengths, and keeps its own
/// storage when it has room.
@Suite struct ScratchOverwriteTests {
    @Test(arguments: [0, 1, 2, 5])
    func plainDataBecomesEqualWhateverTheLengths(_ length: Int) {
        for otherLength in [0, 1, 2, 5] {
            var list = Array(100..<(100 + length))
            let other = Array(0..<otherLength)
            list.overwrite(with: other)
            #expect(list == other, "\(length) → \(otherLength)")
        }
    }

    @Test(arguments: [1, 3])
    func plainDataKeepsItsStorage(_ length: Int) {
        var list = Array(repeating: 7, count: length)
        list.reserveCapacity(8)
        let other = Array(0..<length)
        let before = list.withUnsafeBufferPointer { $0.baseAddress }
        list.overwrite(with: other)
        #expect(list == other)
        #expect(list.withUnsafeBufferPointer { $0.baseAddress } == before, "written in place")
        #expect(other.withUnsafeBufferPointer { $0.baseAddress } != before, "not sharing the other's storage")
    }

    @Test func storesTakeTheOthersTemplatesAndSharedStores() {
        let graph = loadGraph(
            """
            graph Shop
            shared Session
              store user: String = "ann"
            scene List
              store items: [String] = []
            start List
            """)
        let program = Program(graph)
        let plain = DataStores(program)
        var given = plain
        let origin = SourcePosition(line: 1, column: 1)
        func path(_ root: String, _ field: String) -> Path {
            Path(root: Name(root, at: origin), components: [.field(Name(field, at: origin))])
        }
        guard case .success = given.applyGiven(path("List", "items"), .literal(.list([.string("a")]), origin), program),
            case .success = given.applyGiven(path("Session", "user"), .literal(.string("bo"), origin), program)
        else {
            Issue.record("the givens did not apply")
            return
        }
        #expect(given != plain)
        var scratch = plain
        scratch.overwrite(with: given)
        #expect(scratch == given)
        // Again, from the stores it holds already: nothing changes.
        scratch.overwrite(with: given)
        #expect(scratch == given)
        scratch.overwrite(with: plain)
        #expect(scratch == plain)
    }
}
