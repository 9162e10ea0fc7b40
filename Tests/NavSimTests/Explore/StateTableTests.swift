import Testing

@testable import NavSim

/// The table of visited states: each state kept once, read back byte for byte from its chunk,
/// never merged with a state that differs in one byte, and kept compact.
@Suite struct StateTableTests {
    /// Deterministic pseudo-random states of 0 to 299 bytes.
    static func states(_ count: Int, seed: UInt64 = 0x5eed) -> [[UInt8]] {
        var seed = seed
        return (0..<count).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(seed >> 33) % 300
            return (0..<length).map { position in UInt8(truncatingIfNeeded: (seed >> 11) &+ UInt64(position * 31)) }
        }
    }

    static func insert(_ state: [UInt8], into table: inout StateTable, from parent: Int32 = StateTable.none)
        -> (number: Int, isNew: Bool)
    {
        state.withUnsafeBufferPointer { table.insert($0, from: parent, by: 7) }
    }

    @Test func everyStateReadsBackAsWrittenAcrossManyChunks() {
        let states = Self.states(30_000)
        var table = StateTable(capacity: 2)
        var numbers: [Int] = []
        for state in states {
            let (number, _) = Self.insert(state, into: &table)
            numbers.append(number)
        }
        // About 4.5 MB of states: chunks of 4 KiB growing to 1 MiB.
        #expect(states.reduce(0) { $0 + $1.count } > 4 * StateTable.chunkSize)
        for (state, number) in zip(states, numbers) {
            #expect(table.bytes(of: number) == state)
            #expect(table.read(number) { reader in (0..<state.count).map { _ in reader.byte() } } == state)
            let again = Self.insert(state, into: &table)
            #expect(again.number == number && !again.isNew)
        }
        #expect(table.count == Set(states).count)
    }

    @Test func aStateDifferingInOneByteIsNeverMerged() {
        var table = StateTable()
        let base: [UInt8] = Array(0..<40)
        let first = Self.insert(base, into: &table)
        var seen: Set<Int> = [first.number]
        for position in base.indices {
            for change: UInt8 in [1, 0x80] {
                var variant = base
                variant[position] ^= change
                let (number, isNew) = Self.insert(variant, into: &table)
                #expect(isNew, "byte \(position) changed by \(change)")
                #expect(seen.insert(number).inserted)
            }
        }
        // One byte longer or shorter is another state too.
        #expect(Self.insert(base + [0], into: &table).isNew)
        #expect(Self.insert(Array(base.dropLast()), into: &table).isNew)
        #expect(Self.insert([], into: &table).isNew)
        #expect(!Self.insert(base, into: &table).isNew)
    }

    @Test func aStateLongerThanAChunkGetsOneOfItsOwn() {
        var table = StateTable()
        let small: [UInt8] = [1, 2, 3]
        let large = (0..<(3 * StateTable.chunkSize + 17)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let a = Self.insert(small, into: &table).number
        let b = Self.insert(large, into: &table).number
        let c = Self.insert([4, 5], into: &table).number
        let d = Self.insert(large.reversed(), into: &table).number
        #expect(table.bytes(of: a) == small)
        #expect(table.bytes(of: b) == large)
        #expect(table.bytes(of: c) == [4, 5])
        #expect(table.bytes(of: d) == large.reversed())
        #expect(!Self.insert(large, into: &table).isNew)
    }

    @Test func thePathFollowsTheFirstWayIn() {
        var table = StateTable()
        let root = Self.insert([0], into: &table).number
        let child = [1].withUnsafeBufferPointer { table.insert($0, from: Int32(root), by: 3) }.number
        let grandchild = [2].withUnsafeBufferPointer { table.insert($0, from: Int32(child), by: 5) }.number
        // A second way into the child keeps the first.
        _ = [1].withUnsafeBufferPointer { table.insert($0, from: Int32(grandchild), by: 9) }
        #expect(table.path(to: root) == [])
        #expect(table.path(to: grandchild) == [3, 5])
    }

    @Test func aStateCostsItsBytesAWayAndItsSlotsWithNoDoubledArray() {
        var table = StateTable()
        let count = 200_000
        var state = [UInt8](repeating: 0, count: 40)
        for number in 0..<count {
            for byte in 0..<4 { state[byte] = UInt8(truncatingIfNeeded: number >> (8 * byte)) }
            _ = Self.insert(state, into: &table)
        }
        #expect(table.count == count)
        // 40 bytes, an 8-byte way, 8-byte slots at least 35% full (2^19 for 200k), a chunk's
        // unused end (under one state) and its array's header per chunk: under
        // 40 + 8 + 8 × 2^19 / 200k ≈ 69 bytes a state, plus two chunks of bytes and two of ways
        // (the last, made whole, and the first's growth).
        let chunks = count * 40 / (StateTable.chunkSize - 40) + 1
        let bound =
            count * (40 + 8) + 8 * (1 << 19) + chunks * 80 + 2 * StateTable.chunkSize + 2 * 8 * (1 << 16)
        #expect(table.footprint <= bound)
        #expect(table.footprint >= count * (40 + 8))
    }

    @Test func everyBitOfAStateMovesTheTopOfItsHash() {
        // A slot and a tag are the hash's top bits: a byte that did not reach them would leave
        // every state differing only there on one chain of slots, compared byte for byte.
        for length in 0...70 {
            let state = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ length) }
            let top = state.withUnsafeBufferPointer { StateTable.hash($0) } >> 32
            for position in state.indices {
                for bit in 0..<8 {
                    var flipped = state
                    flipped[position] ^= 1 << bit
                    let other = flipped.withUnsafeBufferPointer { StateTable.hash($0) } >> 32
                    #expect(other != top, "length \(length), byte \(position), bit \(bit)")
                }
            }
            // One byte more (a zero) is another state, with another hash.
            let longer = (state + [0]).withUnsafeBufferPointer { StateTable.hash($0) } >> 32
            #expect(longer != top, "length \(length) and one zero more")
        }
    }
}
