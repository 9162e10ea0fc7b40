import Testing

@testable import NavSim

/// Explore's states behind `StateCodec`: every state a search keeps is read back into an app that
/// writes what the app it was kept from wrote, and the guard on the copied write stops the
/// process on a planted missed mark, sampled the way a release build samples it.
@Suite struct StateCodecTests {
    static let context = Simulator.StepContext(number: 1, line: 0)

    /// A breadth-first search of `graph` through the codec alone, as the explorer drives it (no
    /// double taps, no data choices, no tabs one at a time), to `depth` or about `maxStates`.
    /// Returns, by state number, the bytes each kept app wrote afresh (with no pool) when it was
    /// kept, and the same for the app each was expanded into.
    static func roundTrip(_ graph: Graph, depth: Int, maxStates: Int) -> (kept: [[UInt8]], expanded: [[UInt8]]) {
        var launched = Simulator(graph: graph, recordsTrace: false)
        _ = launched.launch()
        guard !launched.crashed, !launched.app.hierarchy.levels.isEmpty else { return ([], []) }
        var codec = StateCodec(first: launched, pinning: launched.app.stores.templates)
        codec.keepLaunched(launched.app, decisions: [], tab: nil)
        var kept = [StateWriter.bytes(of: launched.app)]
        var expanded: [[UInt8]] = []
        var menu = ActionMenu(launched.program, doubleTaps: false)
        var offered: [Int32] = []
        var routes: [Int32] = []
        var decisions: [UInt8] = []
        var tab: UInt8?
        var transitions = 0
        var layerStart = 0
        for _ in 0..<depth where layerStart < codec.count && codec.count < maxStates {
            let layerEnd = codec.count
            for number in layerStart..<layerEnd where codec.count < maxStates {
                codec.expand(number, decisions: &decisions, tab: &tab)
                expanded.append(StateWriter.bytes(of: codec.expanded.app))
                _ = menu.offer(in: codec.expanded.app, codec.expanded.program, into: &offered, routes: &routes)
                for (position, action) in offered.enumerated() {
                    codec.reset(again: position > 0)
                    let outcome = menu.perform(action, route: routes[position], on: &codec.scratch, context: context)
                    guard outcome.failure == nil, !codec.scratch.crashed else { continue }
                    transitions += 1
                    if codec.keep(successorOf: number, by: action, decisions: [], tab: nil, transition: transitions) {
                        kept.append(StateWriter.bytes(of: codec.scratch.app))
                    }
                }
            }
            layerStart = layerEnd
        }
        return (kept, expanded)
    }

    @Test(arguments: CanonicalFormTests.graphs)
    func everyKeptStateReadsBackAsTheAppItWasKeptFrom(_ name: String) throws {
        let graph = try #require(GraphLoader.load(path: packageRoot + "/Graphs/" + name).usable)
        // To the end of the search: every state reachable without double taps, on the graph's data.
        let (kept, expanded) = Self.roundTrip(graph, depth: 1_000, maxStates: 20_000)
        #expect(kept.count < 20_000, "\(name): the search ended before the limit")
        #expect(expanded.count == kept.count, "\(name): every kept state was read back")
        let differing = expanded.indices.filter { expanded[$0] != kept[$0] }
        #expect(differing.isEmpty, "\(name): states \(Array(differing.prefix(5))) read back as another app")
    }

    @Test func aDebugBuildWritesEveryExpandedStateAgainAndComparesItsBytes() {
        var launched = Simulator(graph: EncodingCheckTests.branching, recordsTrace: false)
        _ = launched.launch()
        var codec = StateCodec(first: launched, pinning: launched.app.stores.templates)
        codec.checksEvery = true
        codec.keepLaunched(launched.app, decisions: [1], tab: 2)
        var decisions: [UInt8] = [0]
        var tab: UInt8? = 0
        codec.expand(0, decisions: &decisions, tab: &tab)
        codec.expand(0, decisions: &decisions, tab: &tab)
        #expect(codec.readBacks == 2)
        codec.checksEvery = false
        codec.expand(0, decisions: &decisions, tab: &tab)
        #expect(codec.readBacks == 2, "a release build does not")
    }

    /// A codec over `EncodingCheckTests.branching` that has expanded its launched state and
    /// performed a push on its scratch simulator, then forgot the push's marks: what the copied
    /// write sees when a hierarchy operation does not mark what it changed.
    static func plantedCodec() -> StateCodec {
        var launched = Simulator(graph: EncodingCheckTests.branching, recordsTrace: false)
        _ = launched.launch()
        var codec = StateCodec(first: launched, pinning: launched.app.stores.templates)
        codec.keepLaunched(launched.app, decisions: [], tab: nil)
        codec.checksEvery = false
        var decisions: [UInt8] = []
        var tab: UInt8?
        codec.expand(0, decisions: &decisions, tab: &tab)
        var menu = ActionMenu(launched.program, doubleTaps: false)
        var offered: [Int32] = []
        var routes: [Int32] = []
        _ = menu.offer(in: codec.expanded.app, codec.expanded.program, into: &offered, routes: &routes)
        let tap = offered.indices.first { routes[$0] >= 0 }!
        codec.reset(again: false)
        let outcome = menu.perform(offered[tap], route: routes[tap], on: &codec.scratch, context: context)
        precondition(outcome.failure == nil, "the planted action is a push")
        codec.scratch.restore { $0.hierarchy.markUntouched() }
        return codec
    }

    @Test func aPlantedMissedMarkOnATransitionTheReleaseBuildSkipsMergesTwoStates() {
        var codec = Self.plantedCodec()
        // Not sampled: the copy wrote the launched state's bytes, so the push's state is lost.
        let isNew = codec.keep(
            successorOf: 0, by: 0, decisions: [], tab: nil, transition: EncodingCheck.interval + 1)
        #expect(!isNew)
        #expect(codec.count == 1)
        #expect(codec.encodingChecks == 0)
    }

    @Test func aPlantedMissedMarkOnATransitionTheReleaseBuildSamplesStopsTheProcess() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            var codec = StateCodecTests.plantedCodec()
            _ = codec.keep(successorOf: 0, by: 0, decisions: [], tab: nil, transition: 2 * EncodingCheck.interval)
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("did not mark what it changed"))
        }
    }

    @Test func theSuffixIsKeptAfterTheAppAndReadBack() {
        var launched = Simulator(graph: EncodingCheckTests.branching, recordsTrace: false)
        _ = launched.launch()
        var codec = StateCodec(first: launched, pinning: launched.app.stores.templates)
        codec.keepLaunched(launched.app, decisions: [2, 0], tab: 3)
        let other = codec.keepLaunched(launched.app, decisions: [2, 1], tab: 3)
        let same = codec.keepLaunched(launched.app, decisions: [2, 0], tab: 3)
        #expect(other, "other data: another state")
        #expect(!same, "the same state again")
        var decisions: [UInt8] = [9, 9]
        var tab: UInt8? = 0
        codec.expand(1, decisions: &decisions, tab: &tab)
        #expect(decisions == [2, 1])
        #expect(tab == 3)
        #expect(codec.bytes(of: 1).suffix(3) == [2, 1, 3])
    }
}
