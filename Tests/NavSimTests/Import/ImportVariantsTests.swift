import Foundation
import Testing

@testable import NavSim

/// The patterns real MVC and Clean Swift variants write that the readers learnt from the import
/// corpus, each on a small app of our own in `Fixtures/SwiftApps/Variants`: the facts of each
/// navigation site (source, destination, kind, passes, file:line).
@Suite struct ImportVariantsTests {
    static let folder = "Tests/NavSimTests/Fixtures/SwiftApps/Variants"

    static func index(_ names: [String]) throws -> SwiftTypeIndex {
        let files = try names.map { name in
            let path = folder + "/" + name + ".swift"
            let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/" + path))
            return SwiftSourceFile(bytes: [UInt8](data), path: path)
        }
        return SwiftTypeIndex(files: files)
    }

    /// A site's facts with where each was read.
    static func facts(_ site: NavigationSite) -> String {
        let passes = site.passes.map { "\($0.field) = \($0.expression ?? "?") @\($0.origin.label)" }
        return MVCSegueReaderTests.facts(site).split(separator: "|")[0].trimmingCharacters(in: .whitespaces)
            + " @\(site.origin.label)" + (passes.isEmpty ? "" : " | " + passes.joined(separator: ", "))
    }

    /// A graph's routes as `name: source -> destination kind`.
    static func routes(of graph: Graph) -> [String] {
        graph.routes.map { route in
            let kind: String
            switch route.kind {
            case .segue(let segue): kind = segue.rawValue
            case .programmatic(let action, _): kind = action.rawValue
            case .unwind: kind = "unwind"
            case .embed: kind = "embed"
            }
            return "\(route.name.text): \(route.source.text) -> \(route.destination.text) \(kind)"
        }
    }

    @Test func aPrepareReadsTheModelTheSelectedRowsCellWasGiven() throws {
        let found = MVCSegueReader.read(try Self.index(["Shelf"]))
        #expect(
            found.sites.map(Self.facts) == [
                "segue ShowBook: ShelfViewController -> BookViewController segue @Shelf.swift:27 | book = books[selection] @Shelf.swift:30, author = books[selection].author @Shelf.swift:32, shelf = name @Shelf.swift:33"
            ])
    }
}

extension ImportVariantsTests {
    @Test func aViewControllerMethodOnlyItsViewCallsStartsAChain() throws {
        let found = CodeNavigationReader.read(try Self.index(["Notes"]))
        #expect(
            found.sites.map(Self.facts) == [
                "code routeBack: NoteEditorViewController -> ? found pop @Notes.swift:28"
            ])
        #expect(!found.diagnostics.contains { $0.id == CodeNavigationReader.untriggered })
    }
}

extension ImportVariantsTests {
    @Test func aStoryboardsInitialViewControllerInstantiatedInCodeIsTheDestination() throws {
        let found = CodeNavigationReader.read(try Self.index(["Boards/Harbour"]))
        let presents = found.sites.filter { $0.action == .present }
        #expect(
            presents.map { "\($0.source ?? "?") \($0.initialOf ?? "-") @\($0.origin.label)" } == [
                "HarbourViewController Settings @Harbour.swift:9", "HarbourViewController Settings @Harbour.swift:13",
            ])
        #expect(!found.diagnostics.contains { $0.id == CodeBodyWalker.destinationUnknown })

        let result = AppImport.run(
            AppImport.Options(paths: [Self.folder + "/Boards"], name: "Boards", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(
            GraphLoader.load(source: SourceText(path: "Boards.navgraph", string: text)).usableGraph)
        #expect(
            Self.routes(of: graph) == [
                "aboutTapped: Harbour -> NavigationController_stnav1 present",
                "settingsTapped: Harbour -> NavigationController_stnav1 present",
                "doneTapped: Settings -> Harbour dismiss",
            ])
    }
}

extension ImportVariantsTests {
    @Test func aHelperGivenTheDestinationSetsDataByItsClass() throws {
        let found = MVCSegueReader.read(try Self.index(["Albums"]))
        #expect(
            found.sites.filter { $0.source == "AlbumViewController" }.map(Self.facts) == [
                "segue -: AlbumViewController -> TracksViewController segue @Albums.swift:28 | album = album @Albums.swift:15",
                "segue -: AlbumViewController -> AlbumEditorViewController segue @Albums.swift:28 | draft = album @Albums.swift:18, isNew = false @Albums.swift:19",
            ])
        let helperSites = found.sites.filter { $0.source == "AlbumViewController" }
        #expect(helperSites.allSatisfy { $0.dispatchesOnClass })
        #expect(!found.diagnostics.contains { $0.id == MVCSegueReader.unreadDestination })
    }
}

extension ImportVariantsTests {
    @Test func launchCodeHandingTheStoryboardsTabsTheirDataIsReadPerTab() throws {
        let found = LaunchInjectionReader.read(try Self.index(["Lending/AppDelegate"]))
        let injection = try #require(found.injections.first)
        #expect(found.injections.count == 1)
        #expect(injection.rootClass == "TitlesViewController" && injection.everyTab)
        #expect(
            injection.assignments.map { "\($0.field) = \($0.value) @\($0.origin.label)" } == [
                "library = shared(\"LibraryStore\") @AppDelegate.swift:20",
                "loansOnly = tabIndexEquals(1) @AppDelegate.swift:21",
                "pageSize = expression(\"20\") @AppDelegate.swift:22",
                "clock = unread(\"Clock()\") @AppDelegate.swift:23",
                "shown = choice(field: \"loansOnly\", then: NavSim.RootInjection.Value.path(\"LibraryStore.loans\"), otherwise: NavSim.RootInjection.Value.path(\"LibraryStore.titles\")) @AppDelegate.swift:46",
                "total = path(\"LibraryStore.size\") @AppDelegate.swift:55",
            ])
        #expect(
            found.sharedObjects.map { "\($0.name) \($0.stores.map(\.name)) @\($0.origin.label)" } == [
                "LibraryStore [\"titles\", \"loans\"] @AppDelegate.swift:8"
            ])

        let result = AppImport.run(
            AppImport.Options(paths: [Self.folder + "/Lending"], name: "Lending", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "Lending.navgraph", string: text))
        let graph = try #require(loaded.usableGraph, "\(loaded.diagnostics)")
        #expect(graph.sharedStores.map(\.name.text) == ["LibraryStore"])
        #expect(
            text.split(separator: "\n").filter { $0.hasPrefix("  # pass clock = ?") }.map {
                $0.split(separator: "#").last.map(String.init) ?? ""
            } == Array(repeating: " not understood: Clock() · launch code · AppDelegate.swift:23", count: 2))
        // `LibraryStore.size` is computed: no field to read, so the pass is a comment and `total` no store.
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("  # pass total = LibraryStore.size") }.count == 2)
        #expect(!text.contains("store total"))
        #expect(found.diagnostics.map { "\($0.id) \($0.position.line)" } == ["unread-pass 23"])
        let passes = graph.containers.compactMap { container -> String? in
            guard case .navigation(_, let passes) = container.kind else { return nil }
            return passes.map { "\($0.destination) = \($0.value)" }.joined(separator: ", ")
        }
        #expect(
            passes == [
                "loansOnly = false, pageSize = 20, shown = LibraryStore.titles",
                "loansOnly = true, pageSize = 20, shown = LibraryStore.loans",
            ])
    }
}

extension ImportVariantsTests {
    /// Every reader over each Swift fixture app's file cut short at every 16th byte: code being
    /// typed, a file truncated on disk. The readers read what they can and never trap.
    @Test func theReadersSurviveEveryFixtureCutShort() throws {
        let apps = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps"
        let paths = (FileManager.default.enumerator(atPath: apps)?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        #expect(paths.count >= 10)
        for name in paths {
            let path = "Tests/NavSimTests/Fixtures/SwiftApps/" + name
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/" + path)))
            for end in stride(from: 0, to: bytes.count, by: 16) {
                let file = SwiftSourceFile(bytes: Array(bytes[..<end]), path: path)
                _ = SwiftImport.read([file])
            }
        }
    }
}

extension ImportVariantsTests {
    @Test func aDataStoreNamedUnlikeItsSceneIsTheSceneOfTheRouterHoldingIt() throws {
        let found = CleanSwiftReader.read(try Self.index(["Kennel"]))
        #expect(
            found.scenes.map { scene in
                "\(scene.name): \(scene.stores.map { "\($0.name): \($0.type) @\($0.origin.label)" })"
            } == ["Dog: [\"pet: Pet? @Kennel.swift:10\"]"])
    }
}

extension ImportVariantsTests {
    /// A VIP module built by a router or builder: what the builder writes on the interactor it
    /// wires into the view controller (before or after wiring it) is passed into the scene, a
    /// `[String: Any]` dictionary literal as a record, and the source router's `dataStore` is
    /// the source's store.
    @Test func aModuleBuilderWritingTheInteractorItWiresPassesIntoTheScene() throws {
        let found = CodeNavigationReader.read(try Self.index(["Modules/Recipes"]))
        #expect(
            found.sites.map(Self.facts) == [
                "code showRecipe: RecipeListViewController -> RecipeViewController factory push @Recipes.swift:45 | parameters = {recipeId: shown[selection].id, origin: \"list\"} @Recipes.swift:71",
                "code showFilters: RecipeListViewController -> FiltersViewController factory present @Recipes.swift:51 | parameters = {cuisine: cuisine.name} @Recipes.swift:93, limits = {} @Recipes.swift:94",
            ])

        let result = AppImport.run(
            AppImport.Options(paths: [Self.folder + "/Modules"], name: "Modules", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(
            GraphLoader.load(source: SourceText(path: "Modules.navgraph", string: text)).usableGraph)
        let passes = graph.routes.map { route in
            "\(route.name.text): " + route.passes.map { "\($0.destination.root.text)" }.joined(separator: ", ")
        }
        #expect(passes == ["showFilters: parameters, limits", "showRecipe: parameters"])
        // The interactor's fields the passes write are the destinations' stores.
        for (scene, fields) in [("Recipe", ["parameters"]), ("Filters", ["parameters", "limits"])] {
            let declared = try #require(graph.scenes.first { $0.name.text == scene })
            #expect(declared.fields.map(\.name.text) == fields, "\(scene)")
        }
        #expect(!text.contains("# pass"))
        // The builders wire the interactor as `setup()` would: the scenes they build are wired
        // when built by them; the list, which no builder builds, is still warned about.
        #expect(
            graph.scenes.map { "\($0.name.text) \($0.setup)" } == [
                "Filters factory", "Recipe factory", "RecipeList any",
            ])
        #expect(
            result.diagnostics.filter { $0.id == CleanSwiftReader.setupNotFound }.map(\.position.line) == [25])
    }
}

extension ImportVariantsTests {
    /// A Core Data list: the fetched results controller is the list of the objects it fetches,
    /// and `object(at: indexPath)` in a row tap is the selected one.
    @Test func theSelectedRowsFetchedObjectIsPassed() throws {
        let found = CodeNavigationReader.read(try Self.index(["Fetched/Journal"]))
        #expect(
            found.sites.map(Self.facts) == [
                "code Entry: JournalViewController -> EntryViewController storyboard push @Journal.swift:22 | entryID = fetchedResultsController[selection].uid @Journal.swift:20, heading = heading @Journal.swift:21"
            ])
        let result = AppImport.run(
            AppImport.Options(paths: [Self.folder + "/Fetched"], name: "Journal", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(
            GraphLoader.load(source: SourceText(path: "Journal.navgraph", string: text)).usableGraph)
        let journal = try #require(graph.scenes.first { $0.name.text == "Journal" })
        #expect(
            journal.fields.map { "\($0.name.text): \($0.type)" } == [
                "fetchedResultsController: [Entry]", "heading: String",
            ])
        #expect(graph.routes.map { $0.passes.count } == [2])
    }
}

extension ImportVariantsTests {
    /// A case of an enum the sources declare (`.dark`, `Theme.light`) is a symbol, written as its
    /// name in a string, in a pass, a list and a default; a static property is no case.
    @Test func enumCasesAreSymbols() throws {
        let index = try Self.index(["Themes"])
        let found = MVCSegueReader.read(index)
        #expect(
            found.sites.map(Self.facts) == [
                "segue -: SettingsViewController -> ThemePickerViewController segue @Themes.swift:16 | choices = [\"light\", \"dark\"] @Themes.swift:17, selected = theme @Themes.swift:18, fallback = ? @Themes.swift:19"
            ])
        let stores = ["SettingsViewController", "ThemePickerViewController"].flatMap { name in
            MVCSceneStores.scene(of: name, index: index).scene.stores.map {
                "\($0.name): \($0.type) = \($0.initialValue ?? "-")"
            }
        }
        #expect(
            stores == [
                "theme: Theme = \"dark\"", "previous: Theme? = -", "choices: [Theme] = []",
                "selected: Theme = \"light\"", "fallback: Theme? = -",
            ])
    }
}
