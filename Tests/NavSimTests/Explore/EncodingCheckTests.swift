import Testing

@testable import NavSim

/// The guard on explore's fast path: one successor in 4,096 (every one in a debug build) is
/// written again from scratch and must be the bytes its copy wrote; a difference stops the
/// process, in release builds too — shown on a planted missed mark.
@Suite struct EncodingCheckTests {
    /// Twelve scenes in one stack, each with three `show` segues to others: thousands of
    /// transitions within a few actions.
    static let branching: Graph = {
        var text = "graph Branching\n"
        for scene in 0..<12 { text += "scene S\(scene)\n" }
        text += "navigation Main root S0\nstart Main\n"
        for scene in 0..<12 {
            for step in 1...3 { text += "segue Go\(scene)_\(step): S\(scene) -> S\((scene + step * 5) % 12) show\n" }
        }
        return loadGraph(text)
    }()

    @Test func aLongSearchChecksOneSuccessorInEvery4096AndFindsThemEqual() {
        let result = ExplorerTests.explore(Self.branching, depth: 9, maxStates: 1_000_000, doubleTaps: false)
        #expect(result.crashes == 0)
        #expect(result.transitions > 3 * EncodingCheck.interval)
        // A debug build (the test suite's) checks every successor, a release build one in 4,096.
        let expected = EncodingCheck.checksEvery ? result.transitions : result.transitions / EncodingCheck.interval
        #expect(result.encodingChecks == expected)
    }

    @Test func onlyEveryIntervalthTransitionIsSampled() {
        #expect(EncodingCheck.samples(EncodingCheck.interval, every: false))
        #expect(EncodingCheck.samples(3 * EncodingCheck.interval, every: false))
        #expect(!EncodingCheck.samples(EncodingCheck.interval + 1, every: false))
        #expect(!EncodingCheck.samples(1, every: false))
        #expect(EncodingCheck.samples(1, every: true))
    }

    @Test func equalBytesPassAndAreCounted() {
        var check = EncodingCheck()
        check.verify(reused: [1, 2, 3], full: [1, 2, 3])
        check.verify(reused: [], full: [])
        #expect(check.checked == 2)
    }

    @Test func differentBytesStopTheProcess() async {
        await #expect(processExitsWith: .failure) {
            var check = EncodingCheck()
            check.verify(reused: [1, 2, 3], full: [1, 9, 3])
        }
    }

    @Test func theMessageSaysWhereTheBytesFirstDiffer() {
        let message = EncodingCheck.mismatch(at: 1, reused: 3, full: 4)
        #expect(message.contains("at byte 1 (3 against 4 bytes)"))
    }

    /// A state one action from the launched `branching` app, whose action's marks are then
    /// forgotten: what the explorer's fast writer would copy for a hierarchy operation that did
    /// not mark what it changed (unless `planted` is false). Returns the changed app and the
    /// spans of the state before.
    static func successor(planted: Bool = true) -> (app: AppState, spans: CanonicalSpans) {
        var launched = Simulator(graph: branching, recordsTrace: false)
        _ = launched.launch()
        var out = CanonicalBytes()
        StateWriter.write(launched.app, into: &out)
        let state = out.bytes
        var base = launched
        var spans = CanonicalSpans()
        var reader = CanonicalBytes.Reader(state, 0..<state.count)
        base.restore { StateReader.read(&reader, into: &$0, stores: launched.app.stores, spans: &spans) }
        var next = base
        next.restore { $0.overwrite(with: base.app) }
        var menu = ActionMenu(base.program, doubleTaps: false)
        var offered: [Int32] = []
        var routes: [Int32] = []
        _ = menu.offer(in: base.app, base.program, into: &offered, routes: &routes)
        let tap = offered.indices.first { routes[$0] >= 0 }!
        let outcome = menu.perform(
            offered[tap], route: routes[tap], on: &next, context: Simulator.StepContext(number: 1, line: 0))
        precondition(outcome.failure == nil, "the planted action is a push")
        var app = next.app
        if planted { app.hierarchy.markUntouched() }
        return (app, spans)
    }

    @Test func aPlantedMissedMarkWritesOtherBytesThanAFreshWrite() {
        let (app, spans) = Self.successor()
        var copied = CanonicalBytes()
        StateWriter.write(app, into: &copied, reusing: spans)
        var fresh = CanonicalBytes()
        StateWriter.write(app, into: &fresh)
        // The copy wrote the state before the push: the search would merge two states.
        #expect(copied.bytes != fresh.bytes)
    }

    @Test func theCheckStopsTheProcessOnAPlantedMissedMark() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let (app, spans) = Self.successor()
            var out = CanonicalBytes()
            StateWriter.write(app, into: &out, reusing: spans)
            var check = EncodingCheck()
            check.verify(app, wrote: &out, from: 0)
        }.map { result in
            let message = String(decoding: result.standardErrorContent, as: UTF8.self)
            #expect(message.contains("did not mark what it changed"))
        }
    }

    @Test func theCheckPassesAnUnplantedSuccessorAndLeavesItsBytes() {
        let (app, spans) = Self.successor(planted: false)
        var out = CanonicalBytes()
        out.byte(42)
        StateWriter.write(app, into: &out, reusing: spans)
        let written = out.bytes
        var check = EncodingCheck()
        check.verify(app, wrote: &out, from: 1)
        #expect(check.checked == 1)
        #expect(out.bytes == written)
    }
}
