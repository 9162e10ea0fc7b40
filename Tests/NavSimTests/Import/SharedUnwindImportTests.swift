import Testing

@testable import NavSim

/// An unwind action declared in `extension UIViewController` (fixture `SharedUnwind`, written for
/// this): every view controller implements it, so the storyboard's unwind is imported as an
/// unwind to `any`, and the engine lands on whichever screen presented the source.
@Suite struct SharedUnwindImportTests {
    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/SharedUnwind"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Shared", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "S.navgraph", string: text)).usableGraph)
        return (result, graph)
    }

    @Test func theStoryboardUnwindGoesToAnyAndNothingIsWarned() throws {
        let (result, graph) = try Self.imported()
        let unwinds = graph.routes.filter { $0.kind == .unwind }
        #expect(
            unwinds.map { "\($0.name.text): \($0.source.text) -> \($0.destination.text)" } == ["goBack: Credits -> any"]
        )
        #expect(unwinds.allSatisfy { $0.passes.isEmpty && $0.isAnyDestination })
        #expect(
            !result.diagnostics.contains {
                [MVCSegueReader.sharedUnwind, SiteMerger.unwindActionNotFound, SiteMerger.ambiguousUnwind].contains(
                    $0.id)
            })
    }

    @Test func theImportedUnwindReturnsToWhicheverScreenPresentedTheCredits() throws {
        let (_, graph) = try Self.imported()
        for (path, after) in [
            ("tap OpenMenu\ntap MenuToCredits", "NavigationController_navlib1[Library] > Menu"),
            ("tap OpenPlayer\ntap PlayerToCredits", "NavigationController_navlib1[Library, Player]"),
        ] {
            let scenario = try #require(
                ScenarioParser.parse(
                    SourceText(
                        path: "s.scenario",
                        string:
                            "scenario \"back\"\ngraph SharedUnwind\n\(path)\ntap goBack\nexpect hierarchy \(after)\n"
                    )
                ).usable)
            let replay = Replayer.replay(scenario, in: graph)
            #expect(replay.passed, "\(path): \(replay.failures.map(\.message))")
        }
    }
}
