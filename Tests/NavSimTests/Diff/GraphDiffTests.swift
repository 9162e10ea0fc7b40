import Foundation
import Testing

@testable import NavSim

/// `navsim diff`'s comparison and consequences on shipped graphs and on a storyboard changed in
/// the corpus: the values, not their wording.
@Suite struct GraphDiffTests {
    /// A bug variant, its fixed graph, the planted change and the violation it adds.
    struct Pair: CustomStringConvertible, Sendable {
        var bug: String
        var fixed: String
        /// The route whose change is planted (nil: the change is a scene's), and the aspect that changed.
        var route: String?
        var scene: String?
        var aspect: String
        var violation: String
        var description: String { bug }
    }

    static let pairs = [
        Pair(
            bug: "CleanStoreDoublePresentation", fixed: "CleanStore", route: "ShowOrder", aspect: "navigate",
            violation: "double-presentation"),
        Pair(
            bug: "CleanStoreNoNavigationController", fixed: "CleanStore", route: "ShowOrder", aspect: "kind",
            violation: "no-navigation-controller"),
        Pair(
            bug: "CleanStoreSetupMissingFromCoder", fixed: "CleanStore", scene: "ShowOrder", aspect: "setup",
            violation: "nil-data-store"),
        Pair(
            bug: "ContactsAddUnwindNowhere", fixed: "Contacts", route: "Add", aspect: "added",
            violation: "unwind-target-not-found"),
        Pair(
            bug: "ContactsEditWithoutContact", fixed: "Contacts", route: "Edit", aspect: "pass contact",
            violation: "missing-unwind-data"),
        Pair(
            bug: "ContactsFavoritesWrongList", fixed: "Contacts", route: "ShowDetail", aspect: "pass contact",
            violation: "index-out-of-range"),
    ]

    static func diff(_ old: String, _ new: String, explores: Bool = true) -> DiffRun.Report {
        DiffRun.run(
            DiffRun.Options(
                old: DiffRun.Side(files: DiskFiles(), path: old), new: DiffRun.Side(files: DiskFiles(), path: new),
                currentDirectory: packageRoot, explores: explores))
    }

    /// The diff of two graphs given as text, written to a temporary folder; explore not run.
    static func diff(text old: String, against new: String) throws -> DiffRun.Report {
        let folder = try TemporaryFolder()
        try folder.write(old, to: "old.navgraph")
        try folder.write(new, to: "new.navgraph")
        return DiffRun.run(
            DiffRun.Options(
                old: DiffRun.Side(files: DiskFiles(), path: "old.navgraph"),
                new: DiffRun.Side(files: DiskFiles(), path: "new.navgraph"), currentDirectory: folder.path,
                explores: false))
    }

    @Test(arguments: pairs)
    func bugVariantAgainstItsFixedGraph(_ pair: Pair) throws {
        let report = Self.diff("Graphs/\(pair.fixed).navgraph", "Graphs/Bugs/\(pair.bug).navgraph")
        let comparison = try #require(report.comparison)
        let consequences = try #require(report.consequences)
        if let route = pair.route {
            let change = try #require(comparison.routes.first { $0.name == route && $0.status != .removed })
            if pair.aspect == "added" {
                #expect(change.status == .added)
            } else {
                #expect(change.status == .changed)
                #expect(change.changes.map(\.aspect).contains(pair.aspect))
            }
        }
        if let scene = pair.scene {
            let change = try #require(comparison.scenes.first { $0.name == scene })
            #expect(change.changes.map(\.aspect) == [pair.aspect])
        }
        #expect(consequences.newViolations.map(\.id).contains(pair.violation))
        let planted = try #require(consequences.newViolations.first { $0.id == pair.violation })
        #expect(!consequences.fixedViolations.contains { $0.id == planted.id && $0.route == planted.route })
        #expect(report.verdict == .breaking)
    }

    @Test func thePlantedChangeIsWhatItIs() throws {
        let report = Self.diff("Graphs/CleanStore.navgraph", "Graphs/Bugs/CleanStoreDoublePresentation.navgraph")
        let comparison = try #require(report.comparison)
        let route = try #require(comparison.routes.first { $0.name == "ShowOrder" && $0.source == "ListOrders" })
        #expect(route.changes == [GraphComparison.Change("navigate", old: nil, new: "show")])
        #expect(comparison.scenes.map(\.name) == ["CreateOrder"])
        #expect(comparison.scenes.map(\.status) == [.removed])
        let finding = try #require(report.consequences?.newViolations.first)
        #expect(finding.route == "ShowOrder")
        #expect(finding.steps == ["select 0", "tap ShowOrder"])
        #expect(finding.givenFrom == "Scenarios/Bugs/show-order-pushed-twice.scenario")
        let scenario = try #require(
            report.consequences?.scenarios.first { $0.file == "Scenarios/Bugs/show-order-pushed-twice.scenario" })
        #expect(scenario.runsOnOld && scenario.runsOnNew && scenario.line != nil)
    }

    @Test func aGraphAgainstItselfIsUnchanged() throws {
        let report = Self.diff("Graphs/Contacts.navgraph", "Graphs/Contacts.navgraph")
        #expect(report.comparison?.isEmpty == true)
        #expect(report.consequences?.isEmpty == true)
        #expect(report.consequences?.scenariosReplayed == 4)
        #expect(report.verdict == .unchanged)
    }

    @Test func aRouteMadeToRunOnFirstAppearIsAChangedRoute() throws {
        let old = """
            graph App
            scene A
            scene B
            navigation Main root A
            start Main
            route Welcome: A -> B present
            """
        let report = try Self.diff(text: old, against: old + "\n  onFirstAppear\n")
        let route = try #require(report.comparison?.routes.first)
        #expect(route.name == "Welcome" && route.status == .changed)
        #expect(route.changes == [GraphComparison.Change("onFirstAppear", old: "false", new: "true")])
    }

    /// Removing a container's `onFirstAppear` route makes what only it reached unreachable: the
    /// static reach `--no-explore` reads follows such routes, as the checker's does.
    @Test func removingAContainersFirstAppearRouteIsAConsequence() throws {
        let new = """
            graph App
            scene A
            scene Welcome
            scene Tour
            navigation Main root A
            start Main
            route tour: Welcome -> Tour push
            """
        let old = new + "\nroute showWelcome: Main -> Welcome present\n  onFirstAppear\n"
        let report = try Self.diff(text: old, against: new)
        let consequences = try #require(report.consequences)
        #expect(consequences.unreachableScenes == ["Welcome", "Tour"])
        #expect(consequences.unreachableRoutes.map(\.name) == ["tour"])
        #expect(report.verdict == .breaking)
    }

    @Test func fieldsNilabilityAndUnreachableScenes() throws {
        let old = """
            graph App
            scene A
              store item: Item!
            scene B
              store item: Item!
            scene C
            navigation Main root A
            start Main
            segue ToB: A -> B show
              pass item = item
            segue ToC: B -> C show
            """
        let new = old.replacingOccurrences(of: "scene B\n  store item: Item!", with: "scene B\n  store item: Item?")
            .replacingOccurrences(of: "segue ToB: A -> B show\n  pass item = item\n", with: "")
        let report = try Self.diff(text: old, against: new)
        let comparison = try #require(report.comparison)
        let scene = try #require(comparison.scenes.first)
        #expect(scene.name == "B" && scene.status == .changed)
        #expect(scene.fields.map(\.nilabilityChanged) == [true])
        #expect(comparison.routes.map(\.name) == ["ToB"])
        #expect(comparison.routes.map(\.status) == [.removed])
        let consequences = try #require(report.consequences)
        #expect(consequences.unreachableScenes == ["B", "C"])
        #expect(consequences.unreachableRoutes.map(\.name) == ["ToC"])
        #expect(report.verdict == .breaking)
        // The picture draws the removed route and keeps the scenes.
        let picture = try #require(DiffPicture.make(report))
        #expect(picture.edges.map(\.change) == [nil, .removed])
        #expect(picture.sceneChanges == ["B": .changed])
        #expect(picture.legend.contains(.change(.removed)))
    }

    @Test func aStoryboardWithASegueRemovedAndAKindChanged() throws {
        let source =
            packageRoot
            + "/Tests/NavSimTests/Fixtures/Storyboards/navsim__Patterns/People/Main.storyboard"
        let original = try String(contentsOfFile: source, encoding: .utf8)
        // Without Swift sources the unwinds are not imported: the Edit button's segue is removed.
        let cancel = #"<segue destination="Nav-Ed-003" kind="presentation" id="Seg-Ed-002"/>"#
        let show = #"<segue destination="Prs-Tv-002" kind="show" id="Seg-Ps-001"/>"#
        #expect(original.contains(cancel) && original.contains(show))
        let changed = original.replacingOccurrences(of: cancel, with: "")
            .replacingOccurrences(
                of: show, with: #"<segue destination="Prs-Tv-002" kind="presentation" id="Seg-Ps-001"/>"#)
        let folder = try TemporaryFolder()
        for side in ["old", "new"] {
            try FileManager.default.createDirectory(atPath: folder.path + "/" + side, withIntermediateDirectories: true)
        }
        try folder.write(original, to: "old/Main.storyboard")
        try folder.write(changed, to: "new/Main.storyboard")
        let report = DiffRun.run(
            DiffRun.Options(
                old: DiffRun.Side(files: DiskFiles(), path: "old"), new: DiffRun.Side(files: DiskFiles(), path: "new"),
                graph: "People", currentDirectory: folder.path, explores: false))
        let comparison = try #require(report.comparison)
        let removed = comparison.routes.filter { $0.status == .removed }
        #expect(removed.map(\.name) == ["PersonToEditPerson"])
        #expect(report.consequences?.unreachableScenes == ["EditPerson"])
        let kinds = comparison.routes.filter { $0.status == .changed }.flatMap(\.changes).filter { $0.aspect == "kind" }
        #expect(kinds.map(\.old) == ["segue show"])
        #expect(kinds.map(\.new) == ["segue present"])
        #expect(comparison.oldName == comparison.newName)
    }

    @Test(.enabled(if: Graphviz.dot != nil || Graphviz.underCI, "Graphviz's dot is not installed"), arguments: pairs)
    func theDiffPictureRendersInGraphviz(_ pair: Pair) throws {
        let report = Self.diff("Graphs/\(pair.fixed).navgraph", "Graphs/Bugs/\(pair.bug).navgraph", explores: false)
        let picture = try #require(DiffPicture.make(report))
        #expect(picture.legend.contains { if case .change = $0 { return true } else { return false } })
        try GraphvizRenderTests.expectClean(DotWriter.write(picture), pair.bug)
    }
}
