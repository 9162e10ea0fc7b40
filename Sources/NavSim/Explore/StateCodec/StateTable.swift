#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The states a search has visited, each kept once as its canonical bytes, with the first way
/// it was reached: the state it came from and the action taken there. Filled breadth first, the
/// first way in is a shortest one, and a state's number is its place in that order — so a layer
/// of the search is a range of numbers, and no separate queue is kept.
///
/// Kept compact, since a search's memory is this table (`docs/explore.md`, "What a state
/// costs"): per state its bytes, one 8-byte `Way` and its share of the slots.
/// - The bytes of the states sit end to end in chunks of at most 65,535 bytes (a state never spans
///   two; a longer state has a chunk of its own), which are never moved or copied once full: no
///   doubling array whose spare half is counted, and no copy of every state's bytes when it grows.
///   A state's `Way` says where its bytes end within its chunk, in 16 bits; they start where the
///   state before it ends, or at the chunk's start.
/// - The `Way`s sit in chunks of 65,536.
/// - An open-addressing table of state numbers, each with the high 32 bits of the state's hash:
///   most probes never compare bytes, and the slot a state's hash picks is the top bits of the
///   hash, so growing the table reads the stored high bits and never hashes a state again.
struct StateTable {
    /// No state: the way into the first one.
    static let none: Int32 = -1

    /// The states' bytes, in chunks; `chunkFirsts[c]` is the first state kept in chunk `c`.
    private var chunks: [[UInt8]] = []
    private var chunkFirsts: [Int32] = []
    /// How many bytes of the last chunk hold states.
    private var used = 0
    /// Per state, in chunks of `waysPerChunk`: the way it was first reached and where it ends.
    private var ways: [[Way]] = []
    /// Open addressing, linear probing: `(hash >> 32) << 32 | (state + 1)`, 0 for an empty slot.
    private var slots: [UInt64]
    /// log2 of the slots' count: a hash's slot is its top `bits` bits.
    private var bits: Int
    /// How many states are stored.
    private(set) var count = 0

    /// The most bytes a chunk is made with, so that an end within it fits 16 bits (a state longer
    /// than that has a chunk of its own size, and no end).
    static let chunkSize = (1 << 16) - 1
    private static let waysShift = 16
    private static let waysPerChunk = 1 << waysShift

    /// How a state was first reached — the state it came from and the action taken there
    /// (`UInt16.max` for none) — and where its bytes end in its chunk.
    private struct Way {
        var parent: Int32
        var action: UInt16
        var end: UInt16
    }

    /// An empty table with room for `capacity` slots (a power of two) before it grows.
    init(capacity: Int = 1 << 14) {
        precondition(capacity > 1 && capacity & (capacity - 1) == 0, "a table's capacity is a power of two")
        slots = Array(repeating: 0, count: capacity)
        bits = capacity.trailingZeroBitCount
    }

    /// The bytes the table holds, for the memory a state costs (everything allocated counted:
    /// each chunk's whole capacity, the slots, empty or not).
    var footprint: Int {
        chunks.reduce(0) { $0 + $1.capacity } + chunks.capacity * MemoryLayout<[UInt8]>.stride
            + chunkFirsts.capacity * 4 + ways.reduce(0) { $0 + $1.capacity * MemoryLayout<Way>.stride }
            + ways.capacity * MemoryLayout<[Way]>.stride + slots.capacity * 8
    }

    /// Stores `state` unless an equal one is stored; returns its number and whether it is new.
    mutating func insert(_ state: UnsafeBufferPointer<UInt8>, from parent: Int32, by action: Int32)
        -> (number: Int, isNew: Bool)
    {
        let hash = Self.hash(state)
        let tag = hash & 0xffff_ffff_0000_0000
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
        // Probed through a pointer: the slot is in range by its mask, and reading needs no
        // uniqueness check of the array.
        let found: Int? = slots.withUnsafeBufferPointer { slots in
            while case let entry = slots[slot], entry != 0 {
                if entry & 0xffff_ffff_0000_0000 == tag {
                    let number = Int(entry & 0xffff_ffff) - 1
                    if equals(number, state) { return number }
                }
                slot = (slot + 1) & mask
            }
            return nil
        }
        if let found { return (found, false) }
        let number = count
        precondition(number < Int(Int32.max), "a search keeps fewer than 2^31 states")
        slots[slot] = tag | UInt64(number + 1)
        append(state, from: parent, by: action)
        count += 1
        if count * 10 > slots.count * 7 { grow() }
        return (number, true)
    }

    /// Keeps state `count`'s bytes and way. A chunk is made at its full size, uninitialized (the
    /// bytes after `used` are never read), and filled through a pointer: appending to an array in
    /// an array checked both for uniqueness and capacity at every state.
    private mutating func append(_ state: UnsafeBufferPointer<UInt8>, from parent: Int32, by action: Int32) {
        if chunks.isEmpty || used + state.count > chunks[chunks.count - 1].count {
            // Chunks grow with the table up to `chunkSize`, so a small search holds little.
            let held = chunks.reduce(0) { $0 + $1.count }
            let size = max(state.count, min(Self.chunkSize, max(4096, held)))
            chunks.append([UInt8](unsafeUninitializedCapacity: size) { _, count in count = size })
            chunkFirsts.append(Int32(count))
            used = 0
        }
        if let source = state.baseAddress {
            chunks[chunks.count - 1].withUnsafeMutableBufferPointer { chunk in
                (chunk.baseAddress! + used).update(from: source, count: state.count)
            }
        }
        used += state.count
        precondition(action >= Self.none && action < Int32(UInt16.max), "a search has fewer than 65,535 actions")
        let way = Way(parent: parent, action: UInt16(truncatingIfNeeded: action), end: UInt16(truncatingIfNeeded: used))
        // A state longer than a chunk fills its own: the next starts another.
        if state.count > Self.chunkSize { used = chunks[chunks.count - 1].count }
        let position = count & (Self.waysPerChunk - 1)
        if position == 0 {
            // The first chunk of ways grows as an array does; the others are made whole.
            // (A way is plain data: the slots after this one are written before they are read.)
            ways.append(
                count == 0
                    ? [way]
                    : [Way](unsafeUninitializedCapacity: Self.waysPerChunk) { slots, count in
                        slots[0] = way
                        count = Self.waysPerChunk
                    })
        } else if count < Self.waysPerChunk {
            ways[0].append(way)
        } else {
            ways[ways.count - 1][position] = way
        }
    }

    /// Reads state `number`'s bytes. The reader lives only in `body`: one that outlived it would
    /// share a chunk's storage and make the next insert copy it.
    func read<T>(_ number: Int, records: [Record]? = nil, _ body: (inout CanonicalBytes.Reader) -> T) -> T {
        let (chunk, range) = place(of: number)
        var reader = CanonicalBytes.Reader(chunks[chunk], range, records: records)
        return body(&reader)
    }

    /// A reader of state `number`'s bytes, for a caller that cannot pass a closure to `read`
    /// (`StateCodec.expand`, whose closure would copy the whole table to read it while the codec
    /// changes). It shares its chunk's storage: it must be gone before the next `insert`.
    func reader(of number: Int, records: [Record]?) -> CanonicalBytes.Reader {
        let (chunk, range) = place(of: number)
        return CanonicalBytes.Reader(chunks[chunk], range, records: records)
    }

    /// State `number`'s bytes, as an array (for tests and checks).
    func bytes(of number: Int) -> [UInt8] {
        let (chunk, range) = place(of: number)
        return Array(chunks[chunk][range])
    }

    /// The actions that first reached state `number` from the first state, in order.
    func path(to number: Int) -> [Int32] {
        var path: [Int32] = []
        var current = number
        while way(current).parent != Self.none {
            path.append(Int32(way(current).action))
            current = Int(way(current).parent)
        }
        return path.reversed()
    }

    @inline(__always)
    private func way(_ number: Int) -> Way {
        ways[number >> Self.waysShift][number & (Self.waysPerChunk - 1)]
    }

    /// The chunk holding state `number`, and where in it its bytes lie.
    @inline(__always)
    private func place(of number: Int) -> (chunk: Int, range: Range<Int>) {
        // The last chunk whose first state is at most `number`.
        var low = 0
        var high = chunkFirsts.count - 1
        while low < high {
            let middle = (low + high + 1) >> 1
            if Int(chunkFirsts[middle]) <= number { low = middle } else { high = middle - 1 }
        }
        guard Int(chunkFirsts[low]) != number else {
            // The first state of its chunk, perhaps one longer than a chunk and alone in it.
            let size = chunks[low].count
            return (low, 0..<(size > Self.chunkSize ? size : Int(way(number).end)))
        }
        return (low, Int(way(number - 1).end)..<Int(way(number).end))
    }

    private func equals(_ number: Int, _ state: UnsafeBufferPointer<UInt8>) -> Bool {
        let (chunk, range) = place(of: number)
        guard range.count == state.count else { return false }
        guard range.count > 0 else { return true }
        return chunks[chunk].withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + range.lowerBound, state.baseAddress!, range.count) == 0
        }
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            // The entry's tag is its hash's top 32 bits, and its slot their top `bits`.
            var slot = Int(truncatingIfNeeded: entry >> UInt64(64 - bits))
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// A fast 64-bit hash of bytes, the same on every run (no state's order depends on it, but a
    /// search should take the same time each time): 16 bytes a step folded by one 64 × 64 → 128-bit
    /// multiply (wyhash's), the last 16 read overlapping the ones before, and two multiplies to
    /// finish, which spread every byte over the top bits a slot and a tag are taken from.
    static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let raw = UnsafeRawBufferPointer(buffer)
        let length = raw.count
        var seed: UInt64 = 0xa076_1d64_78bd_642f ^ UInt64(length)
        let first: UInt64
        let second: UInt64
        if length >= 16 {
            var offset = 0
            while length - offset > 16 {
                seed = fold(
                    raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ 0xe703_7ed1_a0b4_28db,
                    raw.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self) ^ seed)
                offset += 16
            }
            first = raw.loadUnaligned(fromByteOffset: length - 16, as: UInt64.self)
            second = raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else if length >= 8 {
            first = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
            second = raw.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        } else {
            var tail: UInt64 = 0
            for (position, byte) in raw.enumerated() { tail |= UInt64(byte) << UInt64(position * 8) }
            first = tail
            second = 0
        }
        let mixed = fold(first ^ 0xe703_7ed1_a0b4_28db, second ^ seed)
        return fold(mixed ^ 0x8ebc_6af0_9c88_c6e3, UInt64(length) ^ 0x5899_65cc_7537_4cc3)
    }

    /// The two halves of `a × b`, 128 bits wide, xor-ed together.
    @inline(__always)
    private static func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        return high ^ low
    }
}
