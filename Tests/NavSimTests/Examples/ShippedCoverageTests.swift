import Foundation
import Testing

@testable import NavSim

/// The shipped examples promise two things: every route of every shipped graph is taken by some
/// shipped scenario, and every runtime violation id is shown by some `expect violation` line.
@Suite struct ShippedCoverageTests {
    /// Every shipped scenario replayed once, with the graphs they ran against.
    static func replays() -> (results: [ReplayResult], graphs: [String: Graph]) {
        var catalog = GraphCatalog()
        var results: [ReplayResult] = []
        for path in shippedScenarios {
            let run = ScenarioRunner.run(path: path, currentDirectory: packageRoot, catalog: &catalog)
            if let result = run.result { results.append(result) }
        }
        var graphs: [String: Graph] = [:]
        for file in ProjectFiles.discover(paths: ["Graphs"], currentDirectory: packageRoot).graphs {
            let loaded = GraphLoader.load(path: packageRoot + "/" + file, displayPath: file)
            if let graph = loaded.usableGraph { graphs[file] = graph }
        }
        return (results, graphs)
    }

    @Test func everyRouteOfEveryShippedGraphIsTaken() {
        let (results, graphs) = Self.replays()
        #expect(!graphs.isEmpty)
        var taken: Set<String> = []
        for result in results {
            for hop in result.hops {
                if let line = hop.graphLine { taken.insert("\(result.graphFile):\(line)") }
            }
        }
        for file in graphs.keys.sorted() {
            for route in graphs[file]!.routes {
                let isTaken = taken.contains("\(file):\(route.position.line)")
                #expect(
                    isTaken,
                    "\(file):\(route.position.line): \(route.keyword) '\(route.name.text)' is taken by no shipped scenario"
                )
            }
        }
    }

    @Test func everyRuntimeViolationIsShownByAnExpectViolationLine() {
        let (results, _) = Self.replays()
        var expected: Set<String> = []
        for result in results {
            for step in result.scenario.steps {
                if case .expectViolation(let id) = step.kind { expected.insert(id.text) }
            }
        }
        // missing-constructor-argument is a load-time error: a graph with it never replays, so it is
        // shown by docs/examples/ and its tested `navsim check` output instead.
        for id in Violation.ID.allCases where id != .missingConstructorArgument {
            let isShown = expected.contains(id.rawValue)
            #expect(isShown, "no shipped scenario expects '\(id.rawValue)'")
        }
    }

    /// A hop's words are written straight into the trace; as strings (`navigationText` and the
    /// others, for tools) they must read the same.
    @Test func everyHopsTextsReadAsTheTraceWritesThem() {
        let (results, _) = Self.replays()
        var hops = 0
        for result in results {
            let trace = Substring(TraceRenderer.render(result))
            for hop in result.hops {
                hops += 1
                #expect(trace.contains("  1 get     \(hop.destinationText)\n"), "\(hop.route): \(hop.destinationText)")
                #expect(trace.contains("  \(hop.declarationText)"), "\(hop.route): \(hop.declarationText)")
                if hop.lastStep >= 3 {
                    #expect(
                        trace.contains("  3 nav     \(hop.navigationText)\n"), "\(hop.route): \(hop.navigationText)")
                }
            }
        }
        #expect(hops > 100)
    }
}
