import Testing

@testable import NavSim

@Suite struct ImportNamesTests {
    @Test func scenesAreNamedAfterTheirClassThenIdentifierThenKind() {
        #expect(
            ImportNames.sceneName(
                customClass: "ListOrdersViewController", storyboardIdentifier: "X", element: "viewController", id: "a")
                == "ListOrders")
        #expect(
            ImportNames.sceneName(
                customClass: "ThemedNavigationController", storyboardIdentifier: nil, element: "navigationController",
                id: "a") == "ThemedNavigation")
        #expect(
            ImportNames.sceneName(customClass: nil, storyboardIdentifier: "Login", element: "viewController", id: "a")
                == "Login")
        #expect(
            ImportNames.sceneName(
                customClass: nil, storyboardIdentifier: nil, element: "navigationController", id: "fQt-A1-2by")
                == "NavigationController_fQtA12by")
        #expect(ImportNames.typeName("ViewController") == "ViewController")
        #expect(ImportNames.typeName("Module.SettingsController") == "Settings")
        // Cut by characters as well as counted in bytes: a name that is not ASCII, or has none
        // before its suffix, or is all dots.
        #expect(ImportNames.typeName("ÉcranViewController") == "Écran")
        #expect(ImportNames.typeName("App.Café.ReçuController") == "Reçu")
        #expect(ImportNames.typeName("Controller") == "Controller")
        #expect(ImportNames.typeName("ListViewController.") == "List")
        #expect(ImportNames.typeName("..") == "..")
    }

    @Test func typesLoseTheirOptionalMarksByBytesOrByCharacters() {
        #expect(ImportNames.unmarked("ListViewController?") == "ListViewController")
        #expect(ImportNames.unmarked("[Item]!") == "[Item]")
        #expect(ImportNames.unmarked("Optional<Item>") == "Optional<Item>")
        #expect(ImportNames.unmarked("(A?, B!)?") == "(A, B)")
        #expect(ImportNames.unmarked("") == "")
        #expect(ImportNames.unmarked("Écran?") == "Écran")
        // Not ASCII: a `?` carrying a combining mark is another character, and stays.
        #expect(ImportNames.unmarked("Reçu?\u{301}!") == "Reçu?\u{301}")
    }

    @Test func originsAreLabelledWithTheFilesLastComponent() {
        func label(_ file: String) -> String {
            ImportOrigin(file: file, position: SourcePosition(line: 7, column: 1)).label
        }
        #expect(label("App/Scenes/List/ListRouter.swift") == "ListRouter.swift:7")
        #expect(label("ListRouter.swift") == "ListRouter.swift:7")
        #expect(label("App/Scenes/") == "Scenes:7")
        #expect(label("/") == "/:7")
        #expect(label("") == ":7")
        #expect(label("App/Écrans/Reçu.swift") == "Reçu.swift:7")
        #expect(label("App/Reçu/\u{301}x.swift") == "Reçu/\u{301}x.swift:7")
    }

    @Test func unwindSelectorsBecomeTheirSwiftNames() {
        #expect(ImportNames.unwindName(selector: "unwindFilterChangedWithSegue:") == "unwindFilterChanged")
        #expect(ImportNames.unwindName(selector: "save:") == "save")
        #expect(ImportNames.unwindName(selector: "unwindToListWithSender:") == "unwindToList")
        #expect(ImportNames.unwindName(selector: "dismissWithAnimation:") == "dismissWithAnimation")
        #expect(ImportNames.unwindName(selector: "done:sender:") == "done")
    }

    @Test func namesAreValidIdentifiersAndCollisionsGetNumbers() {
        #expect(ImportNames.identifier("show detail") == "show_detail")
        #expect(ImportNames.identifier("1st-scene") == "_1st_scene")
        #expect(ImportNames.identifier("Café") == "Caf")
        #expect(ImportNames.identifier("---") == "_")
        var names = ImportNames()
        #expect(
            ["Detail", "Detail", "Detail_2", "Detail"].map { names.claim($0) } == [
                "Detail", "Detail_2", "Detail_2_2", "Detail_3",
            ])
    }

    @Test func aGivenGraphNameIsAnIdentifierOrNothing() {
        #expect(AppImport.graphName("My App") == "My_App")
        #expect(AppImport.graphName("../../x") == "x")
        #expect(AppImport.graphName("/abs") == "abs")
        #expect(AppImport.graphName("Café Olé") == "Caf_Ol")
        #expect(AppImport.graphName("2048") == "_2048")
        #expect(AppImport.graphName("_") == "_")
        for nothing in ["", ".", "..", "/", " ", "日本語", "🙂"] {
            #expect(AppImport.graphName(nothing) == nil, "\(nothing)")
        }
    }

    @Test func anImportRefusesAGivenNameWithNothingToMakeANameOf() {
        let result = AppImport.run(
            AppImport.Options(paths: ["docs/examples/CleanStore"], name: ".", currentDirectory: packageRoot))
        #expect(result.graph == nil)
        #expect(result.diagnostics.map(\.id) == [AppImport.invalidGraphName])
        let named = AppImport.run(
            AppImport.Options(paths: ["docs/examples/CleanStore"], name: "Clean Store", currentDirectory: packageRoot))
        #expect(named.graph?.contains("\ngraph Clean_Store\n") == true)
    }

    /// Without `--name`, a folder that only says it holds code (`Sources`, `src`) names no app:
    /// the folder around it does; any other folder, or a file, names the graph itself.
    @Test func theDefaultNameSkipsFoldersNamedForHoldingCode() {
        let fileSystem = MemoryFileSystem([
            "/p/Pantry/Sources/Screens/Main.storyboard": StoryboardStartTests.storyboard("a", "ListViewController"),
            "/p/Pantry/src/Main.storyboard": StoryboardStartTests.storyboard("a", "ListViewController"),
            "/p/Code/Main.storyboard": StoryboardStartTests.storyboard("a", "ListViewController"),
        ])
        func graphName(_ path: String) -> String? {
            let result = AppImport.run(AppImport.Options(paths: [path], currentDirectory: "/p"), in: fileSystem)
            let graph = result.graph.flatMap { GraphLoader.load(source: SourceText(path: "x", string: $0)).usableGraph }
            return graph?.name.text
        }
        #expect(graphName("Pantry/Sources") == "Pantry")
        #expect(graphName("Pantry/src/") == "Pantry")
        #expect(graphName("Pantry/Sources/Screens") == "Screens")
        #expect(graphName("Pantry/Sources/Screens/Main.storyboard") == "Main")
        #expect(graphName("Code") == "p")
    }

    @Test func commentsNameFilesBelowTheFolderTheyShare() {
        #expect(StoryboardLinker.labels(for: ["a/Base.lproj/Main.storyboard"]) == ["Main.storyboard"])
        #expect(
            StoryboardLinker.labels(for: ["a/x/Main.storyboard", "a/y/Main.storyboard"]) == [
                "x/Main.storyboard", "y/Main.storyboard",
            ])
    }
}
