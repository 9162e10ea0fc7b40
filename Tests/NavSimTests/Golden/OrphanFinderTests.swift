import Testing

@testable import NavSim

@Suite struct OrphanFinderTests {
    @Test func findsTracesWithoutTheirScenarioSorted() {
        #expect(
            OrphanFinder.orphans(
                traces: [
                    "Scenarios/z.trace", "Scenarios/a.trace", "./Scenarios/b.trace", "Scenarios/sub/c.trace",
                    "notes.txt",
                ],
                scenarios: ["Scenarios/a.scenario", "Scenarios//b.scenario", "Scenarios/c.scenario"])
                == ["Scenarios/sub/c.trace", "Scenarios/z.trace"])
        #expect(OrphanFinder.orphans(traces: [], scenarios: ["a.scenario"]) == [])
        #expect(OrphanFinder.orphans(traces: ["a.trace"], scenarios: []) == ["a.trace"])
    }
}
