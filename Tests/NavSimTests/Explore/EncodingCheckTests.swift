import Testing

@testable import NavSim

/// The release-build guard on explore's fast path: one successor in 4,096 is written again from
/// scratch and must be the bytes its copy wrote; a difference stops the process.
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
        #expect(result.encodingChecks == result.transitions / EncodingCheck.interval)
    }

    @Test func onlyEveryIntervalthTransitionIsSampled() {
        #expect(EncodingCheck.samples(EncodingCheck.interval))
        #expect(EncodingCheck.samples(3 * EncodingCheck.interval))
        #expect(!EncodingCheck.samples(EncodingCheck.interval + 1))
        #expect(!EncodingCheck.samples(1))
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
}
