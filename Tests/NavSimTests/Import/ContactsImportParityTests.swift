import Foundation
import Testing

@testable import NavSim

/// The import of the real matteom/Contacts, the app `Graphs/Contacts.navgraph` models: every
/// shipped Contacts scenario gives the same verdict (and the same trace) on the imported graph as
/// on the hand-written one. The app has no licence, so its files are not in this repository: the test runs when a
/// checkout is at `NAVSIM_CONTACTS_SEED` (else `/tmp/seed-matteom+Contacts`), e.g.
///
///     NAVSIM_CONTACTS_SEED=/path/to/matteom-Contacts swift test --filter ContactsImportParity
///
/// What the storyboard leaves unnamed — a navigation or tab bar controller with no class and no
/// storyboard identifier, a segue with no identifier — the import names after the storyboard's id
/// or the scenes it joins, and the hand-written graph names for people to read (`ContactsTab`,
/// `ShowDetail`). Those, and only those, are matched by what they are (a container by its place:
/// `start`, a tab's position, a navigation controller's root; a segue by source, destination and
/// kind) and given the hand-written name before the scenarios run. Every name the app itself
/// gives (classes, identifiers, actions, fields) must match as it is.
@Suite struct ContactsImportParityTests {
    static let seed =
        ProcessInfo.processInfo.environment["NAVSIM_CONTACTS_SEED"] ?? "/tmp/seed-matteom+Contacts"
    static let available = FileManager.default.fileExists(atPath: seed + "/Contacts/Base.lproj/Main.storyboard")

    /// The imported text with the unnamed containers and segues renamed as `handWritten` names them.
    static func renamed(_ text: String, imported: Graph, handWritten: Graph) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        /// Whether the declaration of `name` in the import says the app gave it no name.
        func unnamed(_ keyword: String, _ name: String) -> Bool {
            guard
                let line = lines.first(where: {
                    $0.hasPrefix(keyword + " " + name + " ") || $0.hasPrefix(keyword + " " + name + ":")
                })
            else { return false }
            let comment = line.split(separator: "#", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
            if keyword == "segue" { return comment.contains("no identifier") }
            return !comment.contains("identifier '")
                && comment.split(separator: "·").first.map {
                    $0.split(separator: " ").count == 1
                } == true
        }
        var names: [String: String] = [:]
        func match(_ mine: String?, _ theirs: String?, keyword: String) {
            guard let mine, let theirs, mine != theirs, unnamed(keyword, mine) else { return }
            names[mine] = theirs
        }
        func tabs(_ graph: Graph, _ name: String?) -> [String]? {
            guard case .tabs(let children)? = graph.containers.first(where: { $0.name.text == name })?.kind else {
                return nil
            }
            return children.map(\.text)
        }
        func root(_ container: Container) -> String? {
            if case .navigation(let root, _) = container.kind { return root.text }
            return nil
        }
        let start = imported.start?.target.text
        match(start, handWritten.start?.target.text, keyword: "tabs")
        for (mine, theirs) in zip(tabs(imported, start) ?? [], tabs(handWritten, handWritten.start?.target.text) ?? [])
        {
            match(mine, theirs, keyword: "navigation")
        }
        for container in imported.containers where names[container.name.text] == nil {
            let same = handWritten.containers.filter { root($0) != nil && root($0) == root(container) }
            let used = Set(names.values)
            let free = same.filter { !used.contains($0.name.text) }
            if free.count == 1 { match(container.name.text, free[0].name.text, keyword: "navigation") }
        }
        func shown(_ graph: Graph, _ name: String) -> String {
            graph.containers.first { $0.name.text == name }.flatMap(root) ?? name
        }
        for route in imported.routes {
            guard case .segue(let kind) = route.kind else { continue }
            let same = handWritten.routes.filter { theirs in
                guard case .segue(kind) = theirs.kind else { return false }
                return theirs.source.text == route.source.text
                    && shown(handWritten, theirs.destination.text) == shown(imported, route.destination.text)
            }
            if same.count == 1 { match(route.name.text, same[0].name.text, keyword: "segue") }
        }
        var result = text
        for (mine, theirs) in names.sorted(by: { $0.key > $1.key }) {
            result = result.replacingOccurrences(
                of: "\\b\(mine)\\b", with: theirs, options: .regularExpression)
        }
        return result
    }

    @Test(.enabled(if: available, "matteom/Contacts is not at NAVSIM_CONTACTS_SEED or /tmp/seed-matteom+Contacts"))
    func everyShippedContactsScenarioGivesTheSameVerdictOnTheImport() throws {
        let result = AppImport.run(
            AppImport.Options(paths: [Self.seed], name: "Contacts", currentDirectory: packageRoot))
        #expect(!result.diagnostics.containsErrors)
        let text = try #require(result.graph)
        let first = GraphLoader.load(source: SourceText(path: "Contacts.navgraph", string: text))
        let imported = try #require(first.usableGraph, "\(first.diagnostics)")
        let handWritten = try #require(GraphLoader.load(path: packageRoot + "/Graphs/Contacts.navgraph").usableGraph)
        let renamedText = Self.renamed(text, imported: imported, handWritten: handWritten)
        let loaded = GraphLoader.load(source: SourceText(path: "Contacts.navgraph", string: renamedText))
        let graph = try #require(loaded.usableGraph, "\(loaded.diagnostics)")
        #expect(!loaded.diagnostics.containsErrors)

        let folder = packageRoot + "/Scenarios/Contacts"
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }
        #expect(scenarios.count >= 4)
        for file in scenarios.sorted() {
            let scenario = try #require(ScenarioParser.parse(path: folder + "/" + file).usable, "\(file)")
            let expected = Replayer.replay(scenario, in: handWritten)
            let actual = Replayer.replay(scenario, in: graph)
            #expect(expected.passed, "\(file) on the hand-written graph")
            #expect(actual.passed == expected.passed, "\(file): \(actual.failures)")
            #expect(actual.failures.count == expected.failures.count, "\(file)")
            // Beyond the verdict: the same hops, instances and hierarchies, step by step.
            #expect(TraceRenderer.render(actual) == TraceRenderer.render(expected), "\(file)")
        }
    }
}
