import Testing

@testable import NavSim

/// Unwind actions declared in extensions of UIKit classes other than `UIViewController`
/// (fixture `SharedUnwindKinds`, written for this): only instances of that class implement them.
/// An extension of `UITableViewController` is the one table view controller scene's; one of
/// `UICollectionViewController` has two candidate scenes (a subclass two levels down and a plain
/// collection view controller), and one of `UINavigationController` has no scene at all: those
/// two stay comments with a warning, never `-> any`.
@Suite struct SharedUnwindKindsImportTests {
    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/SharedUnwindKinds"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Reader", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "R.navgraph", string: text)).usableGraph)
        return (result, graph)
    }

    @Test func onlyTheOneSceneOfTheExtendedKindIsTheDestination() throws {
        let (result, graph) = try Self.imported()
        let unwinds = graph.routes.filter { $0.kind == .unwind }
        #expect(
            unwinds.map { "\($0.name.text): \($0.source.text) -> \($0.destination.text)" } == [
                "backToShelf: Notes -> Shelf"
            ])
        #expect(!unwinds.contains { $0.isAnyDestination })
        let warned = result.diagnostics.filter {
            [MVCSegueReader.sharedUnwind, SiteMerger.unwindActionNotFound, SiteMerger.ambiguousUnwind].contains($0.id)
        }
        #expect(warned.map(\.id) == [SiteMerger.unwindActionNotFound, SiteMerger.ambiguousUnwind])
        #expect(warned.allSatisfy { $0.file.hasSuffix("Main.storyboard") })
    }

    @Test func theOthersStayCommentsNamingTheCandidates() throws {
        let (result, _) = try Self.imported()
        let text = try #require(result.graph)
        let lines = text.split(separator: "\n").map(String.init)
        let closeFlow = try #require(lines.first { $0.contains("unwind closeFlow") })
        #expect(closeFlow.hasPrefix("#") && closeFlow.contains("UINavigationController"))
        let backToGrid = try #require(lines.first { $0.contains("unwind backToGrid") })
        #expect(backToGrid.hasPrefix("#") && backToGrid.contains("Covers,"))
    }

    @Test func theResolvedUnwindPopsBackToTheShelf() throws {
        let (_, graph) = try Self.imported()
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string:
                        "scenario \"back\"\ngraph Reader\ntap OpenBook\ntap OpenNotes\ntap backToShelf\nexpect top Shelf\n"
                )
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
    }
}
