import Testing

@testable import NavSim

/// The index a `tap` step's route name is found in: every name gets its number, whatever the
/// table's collisions, and nothing else gets one.
@Suite struct NameIndexTests {
    @Test func findsEachNameByItsNumber() {
        // Many more names than the smallest table has slots, so slots collide and probe on.
        let names =
            (0..<300).map { "Route\($0)" } + ["", "Ä", "tap twice", "🧭 Explore", String(repeating: "Long", count: 20)]
        let index = NameIndex(names)
        for (number, name) in names.enumerated() {
            #expect(index.number(of: name) == number, "\(name)")
        }
        for absent in ["Route300", "route0", "Route0 ", "A", "Long"] {
            #expect(index.number(of: absent) == nil, "\(absent)")
        }
    }

    @Test func aRepeatedNameKeepsItsFirstNumber() {
        let index = NameIndex(["Open", "Back", "Open"])
        #expect(index.number(of: "Open") == 0)
        #expect(index.number(of: "Back") == 1)
    }

    @Test func anEmptyIndexFindsNothing() {
        #expect(NameIndex([]).number(of: "Open") == nil)
    }

    @Test func equalNamesHashAlikeHoweverTheyAreStored() {
        // A small string is stored inline, a long one on the heap, one decoded from bytes may be
        // either: the hash reads the UTF-8 bytes, so it cannot tell them apart.
        let long = String(repeating: "ShowOrder", count: 4)
        let decoded = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(NameIndex.hash(long) == NameIndex.hash(decoded))
        #expect(NameIndex.hash("Open") == NameIndex.hash(String(decoding: Array("Open".utf8), as: UTF8.self)))
        #expect(NameIndex.hash("Open") != NameIndex.hash("Opem"))
    }
}
