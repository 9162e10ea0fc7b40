import Foundation
import Testing

@testable import NavSim

/// The Swift import on code that varies from the template: a fixture app that exercises each
/// variation (`Fixtures/SwiftApps/Garage`), and CleanStore with one seeded bug each, whose import
/// must let navsim catch the bug the shipped bug graphs were written by hand to show.
@Suite struct SwiftImportFixtureTests {
    static let garage = "Tests/NavSimTests/Fixtures/SwiftApps/Garage"

    static func run(_ paths: [String], in directory: String = packageRoot) -> AppImport.Result {
        AppImport.run(AppImport.Options(paths: paths, name: "App", currentDirectory: directory))
    }

    /// Fixture `fixture` (a folder under the package) copied into a temporary folder as `App`,
    /// with `change` applied to its file `file`, imported. The folder lives as long as it is held.
    static func imported(_ fixture: String, changing file: String, _ change: (String) -> String) throws -> (
        TemporaryFolder, AppImport.Result
    ) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(atPath: packageRoot + "/" + fixture, toPath: folder.path + "/App")
        let path = folder.path + "/App/" + file
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(original)
        #expect(changed != original, "the change must apply")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, run(["App"], in: folder.path))
    }

    /// The Swift files of fixture `fixture`, by name.
    static func swiftFiles(_ fixture: String) throws -> [SwiftSourceFile] {
        let folder = packageRoot + "/" + fixture
        return try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
            .map { name in
                SwiftSourceFile(
                    bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))), path: name)
            }
    }

    static func graph(_ result: AppImport.Result) throws -> Graph {
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "imported.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        return try #require(loaded.usableGraph)
    }

    static func route(_ graph: Graph, _ source: String, _ name: String) throws -> Route {
        try #require(graph.routes.first { $0.source.text == source && $0.name.text == name }, "\(source).\(name)")
    }

    static func passes(_ route: Route) -> [String] { route.passes.map { "\($0.destination) = \($0.value)" } }

    /// `fixture` imported with `change` applied to `file` (none: as it is), and its graph.
    static func importedGraph(
        _ fixture: String, changing file: String? = nil, _ change: (String) -> String = { $0 }
    ) throws -> Graph {
        guard let file else { return try graph(run([fixture])) }
        let (folder, result) = try imported(fixture, changing: file, change)
        _ = folder
        return try graph(result)
    }

    /// The passes of the route `source.name` of `graph`.
    static func passes(_ graph: Graph, _ source: String, _ name: String) throws -> [String] {
        passes(try route(graph, source, name))
    }

    @Test func readsEachVariationOfTheGarageApp() throws {
        let result = Self.run([Self.garage])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let graph = try Self.graph(result)
        // Helper names that differ from the route, and a dispatch in a shared extension.
        #expect(Self.passes(try Self.route(graph, "Garage", "AddCarSegue")) == ["garageName = name"])
        // A non-optional segue parameter, and passDataTo(destination:) reading the router's store.
        let showCar = try Self.route(graph, "Garage", "ShowCar")
        #expect(showCar.kind == .segue(.show))
        #expect(Self.passes(showCar) == ["car = selectedCar"])
        // No segue parameter; a constructor-injected destination presented full screen.
        let settings = try Self.route(graph, "Garage", "Settings")
        #expect(settings.kind == .programmatic(.present, via: .code))
        #expect(settings.presentationStyle == .fullScreen)
        #expect(Self.passes(settings) == ["theme = \"dark\""])
        let settingsScene = try #require(graph.scenes.first { $0.name.text == "Settings" })
        #expect(settingsScene.setup == .nib)
        #expect(settingsScene.fields.map { "\($0.name.text) \($0.requirement)" } == ["theme constructor"])
        // A router without `viewController`, a route parameter written into the store first.
        let carDetail = try Self.route(graph, "Garage", "CarDetail")
        #expect(carDetail.kind == .programmatic(.push, via: .storyboard))
        #expect(!carDetail.forcesUnwrap)
        #expect(Self.passes(carDetail) == ["car = selectedCar"])
        // awakeFromNib configurator: storyboard-built instances are wired.
        #expect(graph.scenes.first { $0.name.text == "Garage" }?.setup == .coder)
        // init(router:) injection and init(coder:) with setup(): wired either way.
        #expect(graph.scenes.first { $0.name.text == "AddCar" }?.setup == .any)
        // The unwind's destination, and what it reads from segue.source (a view controller property).
        let unwind = try Self.route(graph, "AddCar", "unwindToGarage")
        #expect(unwind.kind == .unwind)
        #expect(unwind.destination.text == "Garage")
        #expect(Self.passes(unwind) == ["lastAdded = car"])
        // The networking `Router` enum is no scene.
        #expect(!graph.scenes.contains { $0.name.text.contains("Router") || $0.name.text == "Networking" })
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        #expect(
            warnings.map { "\($0.id) \($0.file.split(separator: "/").last!):\($0.position)" } == [
                "route-parameter-passed GarageRouter.swift:33:9",
                // `lazy var onLogout = { … }`, which no code calls.
                "navigation-in-property GarageViewController.swift:16:9",
                // The coordinator's push: no view controller's action leads to it.
                "code-navigation-untriggered Routing.swift:22:5",
            ])
    }

    @Test func importsSwiftAloneWithTheRoutesCodeTakesAndTheSeguesAsComments() throws {
        let result = Self.run([Self.garage + "/Scenes", Self.garage + "/Support"])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let graph = try Self.graph(result)
        #expect(graph.routes.map(\.name.text).sorted() == ["CarDetail", "Settings"])
        let ids = result.diagnostics.map(\.id)
        #expect(ids.filter { $0 == SiteMerger.unusedRoute }.count == 2)  // AddCarSegue, ShowCar
        #expect(ids.contains(StoryboardLinker.noInitialController))
        let text = try #require(result.graph)
        #expect(text.contains("# segue") == false)
        #expect(text.contains("# route AddCarSegue: Garage -> AddCar"))
    }

    /// Copies CleanStore's example into a temporary folder with `change` applied to one file.
    static func cleanStore(changing file: String, _ change: (String) -> String) throws -> (
        TemporaryFolder, AppImport.Result
    ) {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(
            atPath: packageRoot + "/docs/examples/CleanStore", toPath: folder.path + "/CleanStore")
        let path = folder.path + "/CleanStore/" + file
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(original)
        #expect(changed != original, "the change must apply")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, Self.run(["CleanStore"], in: folder.path))
    }

    static func replayShipped(_ scenario: String, on graph: Graph) throws -> ReplayResult {
        let parsed = try #require(ScenarioParser.parse(path: packageRoot + "/" + scenario).usable)
        return Replayer.replay(parsed, in: graph)
    }

    @Test func aRouterThatNavigatesOnASegueRouteIsTheDoublePresentation() throws {
        let (_, result) = try Self.cleanStore(changing: "Scenes/ListOrders/ListOrdersRouter.swift") {
            $0.replacingOccurrences(
                of: "passDataToShowOrder(source: dataStore!, destination: &destinationDS)\n    } else {",
                with:
                    "passDataToShowOrder(source: dataStore!, destination: &destinationDS)\n      navigateToShowOrder(source: viewController!, destination: destinationVC)\n    } else {"
            )
        }
        let graph = try Self.graph(result)
        #expect(try Self.route(graph, "ListOrders", "ShowOrder").navigate?.action == .show)
        #expect(try Self.replayShipped("Scenarios/Bugs/show-order-pushed-twice.scenario", on: graph).passed)
    }

    @Test func setupMissingFromInitCoderLeavesTheStoryboardBuiltSceneWithoutADataStore() throws {
        let (_, result) = try Self.cleanStore(changing: "Scenes/ShowOrder/ShowOrderViewController.swift") {
            $0.replacingOccurrences(of: "super.init(coder: aDecoder)\n    setup()", with: "super.init(coder: aDecoder)")
        }
        let graph = try Self.graph(result)
        #expect(graph.scenes.first { $0.name.text == "ShowOrder" }?.setup == .nib)
        #expect(try Self.replayShipped("Scenarios/Bugs/setup-missing-from-init-coder.scenario", on: graph).passed)
    }

    @Test func aPassOfAnOptionalIntoAnImplicitlyUnwrappedFieldIsCaughtWhenTheSceneAppears() throws {
        let (_, result) = try Self.cleanStore(changing: "Scenes/ListOrders/ListOrdersRouter.swift") {
            $0.replacingOccurrences(
                of: "destination.order = source.orders?[selectedRow!]", with: "destination.order = source.orders?.first"
            )
        }
        let graph = try Self.graph(result)
        #expect(Self.passes(try Self.route(graph, "ListOrders", "ShowOrder")) == ["order = orders.first"])
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "t.scenario",
                    string: "scenario \"t\"\ngraph App\n\nselect 0\ntap ShowOrder\nexpect violation nil-data-store\n")
            ).usable)
        #expect(Replayer.replay(scenario, in: graph).passed)
    }

    @Test func codeItCannotReadIsACommentWithAWarningNeverAGuess() throws {
        let (_, result) = try Self.cleanStore(changing: "Scenes/ShowOrder/ShowOrderRouter.swift") {
            $0.replacingOccurrences(
                of: "destination.orderToEdit = source.order",
                with: "destination.orderToEdit = makeCopy(of: source.order)")
        }
        let text = try #require(result.graph)
        #expect(text.contains("  # pass orderToEdit = ?"))
        #expect(text.contains("not understood: makeCopy(of: source.order)"))
        let warning = try #require(result.diagnostics.first { $0.id == RouteBodyReader.unreadPass })
        #expect(warning.file.hasSuffix("ShowOrderRouter.swift"))
        #expect(warning.position.line == 57)
        #expect(!result.diagnostics.containsErrors)
    }

    @Test func aBrokenSwiftFileIsWarnedAboutAndTheRestImports() throws {
        let (_, result) = try Self.cleanStore(changing: "Scenes/ShowOrder/ShowOrderModels.swift") {
            $0 + "\nstruct Broken { let s = \"never closed\n  func f() { /* nor this\n"
        }
        let notUnderstood = result.diagnostics.filter { $0.id == SwiftLexer.notUnderstood }
        #expect(!notUnderstood.isEmpty)
        #expect(notUnderstood.allSatisfy { $0.file.hasSuffix("ShowOrderModels.swift") && $0.position.line > 1 })
        #expect(!result.diagnostics.containsErrors)
        #expect(try Self.graph(result).scenes.count == 3)
    }

    @Test func hostileSwiftIsReadWithinItsLimitsWithoutOverflowingTheStack() throws {
        let folder = try TemporaryFolder()
        let depth = 5_000
        try folder.write(
            "class DeepRouter { func routeToX(segue: UIStoryboardSegue?) { "
                + String(repeating: "if a { ", count: depth) + String(repeating: "}", count: depth) + " } }",
            to: "DeepRouter.swift")
        try folder.write(
            "let x = " + String(repeating: "(", count: depth) + String(repeating: ")", count: depth), to: "Parens.swift"
        )
        try folder.write("let x = \"" + String(repeating: "\\(\"", count: 1000), to: "Strings.swift")
        let result = Self.run(["."], in: folder.path)
        #expect(!result.diagnostics.containsErrors)
        let nested = result.diagnostics.filter {
            $0.message.contains("nested more than \(RouteBodyReader.blockDepthLimit) deep")
        }
        #expect(nested.count == 1)
        let strings = result.diagnostics.filter { $0.file.hasSuffix("Strings.swift") }
        #expect(strings.count == SwiftLexer.warningLimit)
        #expect(strings.contains { $0.message.hasSuffix("further problems in this file are not reported") })
    }

    /// A file of garbage (bytes that are no Swift, brackets that never balance) gets at most
    /// `warningLimit` warnings in all, the first ones in reporting order, and only the last
    /// says the rest are not reported.
    @Test func aGarbageFileStaysWithinTheWarningLimit() throws {
        let folder = try TemporaryFolder()
        var bytes: [UInt8] = []
        var seed: UInt64 = 7
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1
            let byte = UInt8(truncatingIfNeeded: seed >> 33)
            bytes.append(byte == 0 ? 1 : byte)
        }
        bytes += Array("\n(((( [[[ {{{ ))) ]]]\n".utf8)
        try FileManager.default.createDirectory(atPath: folder.path + "/App", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.path + "/App/Garbage.swift", contents: Data(bytes))
        let warnings = Self.run(["App"], in: folder.path).diagnostics.filter { $0.file.hasSuffix("Garbage.swift") }
        #expect(warnings.count == SwiftLexer.warningLimit)
        #expect(warnings.map(\.position) == warnings.map(\.position).sorted())
        let limited = warnings.filter { $0.message.hasSuffix("; further problems in this file are not reported") }
        #expect(limited.map(\.position) == warnings.suffix(1).map(\.position))
    }
}
