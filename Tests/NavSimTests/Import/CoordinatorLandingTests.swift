import Testing

@testable import NavSim

/// Where a pop, a pop to the root or a dismissal that names no class lands (`LandingScenes`),
/// on the fixture app `Landings` (a coordinator that builds every screen; the screens report
/// taps through closures): named when every way into the source the graph declares leads to
/// one scene, `any` when two scenes push or present it.
@Suite struct CoordinatorLandingTests {
    static let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Landings"

    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Landings", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "Landings.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        return (result, try #require(loaded.usableGraph))
    }

    /// `Source -> Destination action` of each route that leaves the screen it starts from.
    static func landings(_ graph: Graph) -> [String: String] {
        var found: [String: String] = [:]
        for route in graph.routes {
            guard case .programmatic(let action, _) = route.kind, [.pop, .popToRoot, .dismiss].contains(action)
            else { continue }
            found["\(route.source.text).\(route.name.text)"] = "\(route.destination.text) \(action.rawValue)"
        }
        return found
    }

    @Test func popsAndDismissalsLandOnTheOneSceneThatShowsTheirSource() throws {
        let (_, graph) = try Self.imported()
        #expect(
            Self.landings(graph) == [
                // Pushed by Shelf only, and Footnotes by Chapter only.
                "Chapter.closeTapped": "Shelf pop",
                "Footnotes.doneTapped": "Chapter pop",
                // Footnotes is on the stack Shelf roots: Shelf ← Chapter ← Footnotes.
                "Footnotes.shelfTapped": "Shelf popToRoot",
                // Review is the root of a navigation controller Shelf presents: the coordinator's
                // dismissal and the screen's own land there.
                "Review.cancelTapped": "Shelf dismiss",
                "Review.sendTapped": "Shelf dismiss",
                // Pushed by Chapter and by Footnotes, presented by Shelf and by Chapter: UIKit
                // lands on whichever showed it, so the graph says `any`.
                "Author.backTapped": "any pop",
                "Help.closeTapped": "any dismiss",
            ])
    }

    @Test func eachLandingKeepsTheLineOfTheCodeThatNavigates() throws {
        let found = try CodeNavigationReaderTests.read("Landings")
        let places = found.sites.filter { [.pop, .popToRoot, .dismiss].contains($0.action) }.map {
            "\($0.source ?? "?") \($0.action?.rawValue ?? "-") @\($0.origin.label)"
        }
        #expect(
            places.sorted() == [
                "AuthorViewController pop @ReadingCoordinator.swift:38",
                "ChapterViewController pop @ReadingCoordinator.swift:21",
                "FootnotesViewController pop @ReadingCoordinator.swift:30",
                "FootnotesViewController popToRoot @ReadingCoordinator.swift:31",
                "HelpViewController dismiss @ReadingCoordinator.swift:44",
                "ReviewViewController dismiss @ReadingCoordinator.swift:50",
                "ReviewViewController dismiss @Screens.swift:54",
            ])
    }

    /// Replayed, each named landing is where the engine's UIKit lands: no `destination-mismatch`.
    @Test func theNamedLandingsReplayWithoutAMismatch() throws {
        let (_, graph) = try Self.imported()
        let steps = [
            "tap writeReview", "tap cancelTapped", "expect top Shelf",
            "tap writeReview", "tap sendTapped", "expect top Shelf",
            "tap openChapter", "tap showFootnotes", "tap doneTapped", "expect top Chapter",
            "tap showFootnotes", "tap shelfTapped", "expect top Shelf",
            "tap openChapter", "tap closeTapped", "expect top Shelf",
        ]
        let text = "scenario \"landings\"\ngraph Landings\n" + steps.joined(separator: "\n") + "\n"
        let scenario = try #require(ScenarioParser.parse(SourceText(path: "s.scenario", string: text)).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
