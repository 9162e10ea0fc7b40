import Foundation
import Testing

@testable import NavSim

/// The import on real apps: each folder of `Fixtures/ImportCorpus` holds the answer key of one
/// real app, written by reading its code (`answers.json`, format in that folder's README). The
/// apps' own files are public code that this repository may not hold, so they are read from a
/// folder outside it (`NAVSIM_IMPORT_CORPUS`, else `../shared/corpus/import-apps` beside the
/// package), one `owner__name` folder each; without it, only the keys are checked. Every app
/// must import into a graph that loads, and the graph must hold the key's navigations — source,
/// destination and kind — and the data each passes. `NAVSIM_IMPORT_KEYS` points at another folder
/// of keys (apps held out from development, scored the same way with `NAVSIM_IMPORT_CORPUS` at
/// their files); the check that the committed keys cover four apps of each style then does not run.
@Suite struct ImportCorpusTests {
    /// The folder of answer keys scored.
    static let keys =
        ProcessInfo.processInfo.environment["NAVSIM_IMPORT_KEYS"]
        ?? packageRoot + "/Tests/NavSimTests/Fixtures/ImportCorpus"
    /// Whether the keys are the committed ones.
    static let committedKeys = ProcessInfo.processInfo.environment["NAVSIM_IMPORT_KEYS"] == nil

    /// Where the apps' files are, when this machine has them.
    static let sources: String? = {
        let candidates = [
            ProcessInfo.processInfo.environment["NAVSIM_IMPORT_CORPUS"], packageRoot + "/../shared/corpus/import-apps",
        ]
        return candidates.compactMap { $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }()

    /// An answer key, as `answers.json` writes it.
    struct AnswerKey: Decodable {
        struct Navigation: Decodable {
            var source: String?
            var destination: String?
            var action: String
            var trigger: String
            var passes: [String]
            var at: String
        }

        var app: String
        var style: String
        var navigations: [Navigation]
    }

    /// How an import did against its key.
    struct Score: CustomStringConvertible {
        var app: String
        var style: String
        var loads: Bool
        var navigations = 0
        var found = 0
        var foundWithData = 0
        /// The key's navigations not found, as `source -> destination action (at)`.
        var missed: [String] = []
        /// Found, but with passes missing: `… missing [fields]`.
        var missingData: [String] = []

        var foundShare: Double { navigations == 0 ? 1 : Double(found) / Double(navigations) }
        var dataShare: Double { navigations == 0 ? 1 : Double(foundWithData) / Double(navigations) }

        var description: String {
            "| \(app) | \(style) | \(loads ? "yes" : "no") | \(navigations) | \(found) (\(Int((foundShare * 100).rounded()))%) | \(foundWithData) (\(Int((dataShare * 100).rounded()))%) |"
        }
    }

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: keys)) ?? [])
            .filter { FileManager.default.fileExists(atPath: keys + "/" + $0 + "/answers.json") }
            .sorted()
    }

    static func key(_ app: String) throws -> AnswerKey {
        try JSONDecoder().decode(
            AnswerKey.self, from: Data(contentsOf: URL(fileURLWithPath: keys + "/" + app + "/answers.json")))
    }

    /// Imports `app` and scores it against its key. The matching reads only the loaded graph:
    /// a key's class is a graph scene by the import's documented naming rule (the class without
    /// `ViewController`/`Controller`), and a navigation controller stands for its root.
    static func score(_ app: String, in sources: String) throws -> Score {
        let folder = sources + "/" + app
        let key = try key(app)
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "App", currentDirectory: packageRoot))
        var score = Score(app: app, style: key.style, loads: false)
        score.navigations = key.navigations.count
        guard let text = result.graph else { return score }
        let loaded = GraphLoader.load(source: SourceText(path: app + ".navgraph", string: text))
        guard let graph = loaded.usableGraph, !loaded.diagnostics.containsErrors else { return score }
        score.loads = true
        var roots: [String: String] = [:]
        for container in graph.containers {
            if case .navigation(let root, _) = container.kind { roots[container.name.text] = root.text }
        }
        func sceneName(_ className: String) -> String {
            className.hasPrefix("scene:")
                ? String(className.dropFirst("scene:".count)) : ImportNames.typeName(className)
        }
        func kind(_ route: Route) -> String {
            switch route.kind {
            case .segue(let kind): return kind.rawValue
            case .programmatic(let action, _): return action.rawValue
            case .unwind: return "unwind"
            case .embed: return "embed"
            }
        }
        for navigation in key.navigations {
            let described =
                "\(navigation.source ?? "?") -> \(navigation.destination ?? "?") \(navigation.action) (\(navigation.at))"
            let candidates = graph.routes.filter { route in
                guard kind(route) == navigation.action else { return false }
                if let source = navigation.source, route.source.text != sceneName(source) { return false }
                guard let destination = navigation.destination else { return true }
                let shown = roots[route.destination.text] ?? route.destination.text
                return shown == sceneName(destination) || route.destination.text == sceneName(destination)
            }
            guard !candidates.isEmpty else {
                score.missed.append(described)
                continue
            }
            score.found += 1
            let best =
                candidates.map { route in
                    Set(navigation.passes).subtracting(route.passes.map(\.destination.root.text))
                }.min { $0.count < $1.count } ?? []
            if best.isEmpty {
                score.foundWithData += 1
            } else {
                score.missingData.append(described + " missing \(best.sorted())")
            }
        }
        return score
    }

    @Test func theKeysCoverFourAppsOfEachStyleAndEachNavigationIsWellFormed() throws {
        let keys = try Self.apps.map(Self.key)
        for style in ["mvc", "coordinator", "clean-swift"] where Self.committedKeys {
            #expect(keys.filter { $0.style == style }.count >= 4, "\(style)")
        }
        let actions = Set(Route.SegueKind.allCases.map(\.rawValue) + Route.Action.allCases.map(\.rawValue) + ["unwind"])
        for key in keys {
            for navigation in key.navigations {
                #expect(actions.contains(navigation.action), "\(key.app): \(navigation.action)")
                #expect(
                    navigation.trigger == "code" || navigation.trigger.hasPrefix("segue:"),
                    "\(key.app): \(navigation.trigger)")
                #expect(navigation.at.contains(":"), "\(key.app): \(navigation.at)")
            }
        }
    }

    @Test(.enabled(if: sources != nil, "the apps' files are not on this machine"), arguments: apps)
    func importsTheAppAgainstItsAnswerKey(_ app: String) throws {
        let sources = try #require(Self.sources)
        try #require(FileManager.default.fileExists(atPath: sources + "/" + app), "\(app) is not in \(sources)")
        let score = try Self.score(app, in: sources)
        if ProcessInfo.processInfo.environment["NAVSIM_CORPUS_REPORT"] != nil {
            print(score)
            for line in score.missed { print("  missed: \(line)") }
            for line in score.missingData { print("  data:   \(line)") }
        }
        #expect(score.loads, "\(app): the import does not load")
        #expect(score.foundShare >= 0.9, "\(app): \(score.found) of \(score.navigations) found; missed \(score.missed)")
        #expect(
            score.dataShare >= 0.8,
            "\(app): \(score.foundWithData) of \(score.navigations) with data; \(score.missingData)")
    }
}
