import Foundation
import Testing

@testable import NavSim

/// Whole imports of storyboards alone: golden graphs for real storyboards and for navsim's own
/// `navsim__Patterns`, and what their imports declare, read from their XML.
@Suite struct StoryboardImportTests {
    static let corpus = StoryboardCorpusTests.corpus
    static let goldens = packageRoot + "/Tests/NavSimTests/Fixtures/Imports"
    static let people = "navsim__Patterns/People/Main.storyboard"
    static let library = "navsim__Patterns/People/Library.storyboard"
    static let watch = "navsim__Patterns/Watch/Interface.storyboard"

    func imported(_ paths: [String], name: String) throws -> String {
        let result = AppImport.run(AppImport.Options(paths: paths, name: name, currentDirectory: Self.corpus))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.graph)
    }

    func graph(_ paths: [String], name: String) throws -> Graph {
        let text = try imported(paths, name: name)
        return try #require(GraphLoader.load(source: SourceText(path: "i.navgraph", string: text)).usableGraph)
    }

    /// The commented unwinds of an import, as (action, source) in the order written.
    func unwinds(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("# unwind ") }.map {
            $0.dropFirst("# unwind ".count).prefix { $0 != "?" }.split(separator: " ").joined(separator: " ")
        }
    }

    @Test(arguments: [
        ("CleanStore", ["Clean-Swift__CleanStore/CleanStore/Base.lproj/Main.storyboard"]),
        ("People", [Self.people, Self.library]),
        ("YepIntro", ["CatchChat__Yep/Yep/Base.lproj/Intro.storyboard"]),
        ("NetNewsWireAccount", ["Ranchero-Software__NetNewsWire/iOS/Account/Account.storyboard"]),
    ])
    func matchesTheGoldenImport(name: String, storyboards: [String]) throws {
        let text = try imported(storyboards, name: name)
        let mode = try RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment).get()
        let outcome = try GoldenFile(path: Self.goldens + "/\(name).navgraph").compare(text, mode: mode)
        switch outcome {
        case .matched, .recorded: break
        case .missing: Issue.record("no golden import \(name).navgraph; run the tests once without CI to record it")
        case .mismatch(let diff, _): Issue.record("import of \(storyboards) differs from its golden:\n\(diff)")
        }
    }

    /// A tab bar of two navigation stacks over one scene, segues without identifiers, a modal
    /// navigation controller, references to storyboards not imported, two unwinds from one scene.
    @Test func namesScenesContainersAndSeguesAsTheStoryboardDoes() throws {
        let text = try imported([Self.people], name: "People")
        let graph = try #require(GraphLoader.load(source: SourceText(path: "c", string: text)).usableGraph)
        #expect(graph.scenes.map(\.name.text) == ["EditPerson", "Library", "People", "Person", "Photo", "Welcome"])
        #expect(graph.start?.target.text == "TabBarController_TabBr001")
        let tabs = graph.containers.first { $0.name.text == "TabBarController_TabBr001" }
        guard case .tabs(let children)? = tabs?.kind else {
            Issue.record("no tab bar container")
            return
        }
        #expect(children.map(\.text) == ["NavigationController_NavAl001", "NavigationController_NavFv002"])
        let roots = graph.containers.compactMap { container -> String? in
            guard case .navigation(let navigation) = container.kind else { return nil }
            return "\(container.name.text) \(navigation.root.text)"
        }
        #expect(
            roots == [
                "NavigationController_NavAl001 People", "NavigationController_NavEd003 EditPerson",
                "NavigationController_NavFv002 People",
            ])
        #expect(
            graph.routes.map(\.name.text) == [
                "OpenLibrary", "PeopleToPerson", "PeopleToWelcome", "PersonToEditPerson", "ShowPhoto",
            ])
        #expect(
            graph.routes.map(\.kind) == [
                .segue(.present), .segue(.show), .segue(.show), .segue(.present), .segue(.showDetail),
            ])
        #expect(
            unwinds(text) == [
                "cancel: EditPerson ->", "save: EditPerson ->", "unwindToPeople: EditPerson ->",
                "unwindToPeople: Photo ->",
            ])
    }

    /// The same segue identifier in two scenes is a route of each; a container is named after its
    /// class (without `Controller`), else its identifier, and a taken name is numbered.
    @Test func aSharedSegueIdentifierAndContainerNamesFromClassesAndIdentifiers() throws {
        let intro = try graph(["CatchChat__Yep/Yep/Base.lproj/Intro.storyboard"], name: "Intro")
        let shared = intro.routes.filter { $0.name.text == "showRegisterPickName" }
        #expect(shared.map(\.source.text) == ["LoginByMobile", "Welcome"])
        #expect(shared.map(\.destination.text) == ["RegisterPickName", "RegisterPickName"])
        #expect(intro.containers.map(\.name.text) == ["IntroNavigationController"])
        let account = try graph(["Ranchero-Software__NetNewsWire/iOS/Account/Account.storyboard"], name: "Account")
        #expect(
            account.containers.map(\.name.text) == [
                "ModalNavigation", "ModalNavigation_2", "ModalNavigation_3", "ModalNavigation_4", "ModalNavigation_5",
            ])
    }

    /// Unwinds from several scenes to one action are each written, named after the action's Swift
    /// name (`unwindToLibraryWithSegue:` is `unwindToLibrary(segue:)`), with or without an identifier.
    @Test func unwindsFromSeveralScenesToOneAction() throws {
        let text = try imported([Self.library], name: "Library")
        #expect(
            unwinds(text) == ["unwindToLibrary: Book ->", "unwindToLibrary: Loans ->", "unwindToLibrary: Shelf ->"])
        #expect(text.contains("# action unwindToLibraryWithSegue: · Library.storyboard:79"))
    }

    /// A split view controller's columns (compact included), a navigation controller whose root is a
    /// tab bar controller, and one whose root is set in code are scenes that embed, each with its
    /// warning; a watchOS storyboard's pages and notification interface are embeds too.
    @Test func splitColumnsContainerRootsAndWatchRelationshipsAreEmbeds() throws {
        let result = AppImport.run(
            AppImport.Options(paths: [Self.library, Self.watch], name: "L", currentDirectory: Self.corpus))
        #expect(
            result.diagnostics.map { "\($0.id.rawValue) \($0.file):\($0.position.line)" } == [
                "container-as-scene \(Self.library):14", "container-as-scene \(Self.library):119",
                "container-as-scene \(Self.library):173", "not-an-ios-storyboard \(Self.watch):1",
            ])
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "l", string: text)).usableGraph)
        let embeds = graph.routes.filter { $0.kind == .embed }.map {
            "\($0.source.text) \($0.name.text) \($0.destination.text)"
        }
        #expect(
            embeds == [
                "NotificationController_NtfCt003 dynamicInteractiveNotificationInterface ReminderNotification",
                "ShelvesNavigation rootViewController TabBarController_TabSh004",
                "SplitViewController_SplSv001 compactViewController NavigationController_NavCp003",
                "SplitViewController_SplSv001 detailViewController NavigationController_NavDt002",
                "SplitViewController_SplSv001 masterViewController NavigationController_NavMs001",
                "TodayHosting nextPage HistoryHosting",
            ])
        #expect(graph.scenes.map(\.name.text).contains("CodeRootNavigation"))
        let showDetail = graph.routes.filter { $0.kind == .segue(.showDetail) }
        #expect(
            showDetail.map { "\($0.source.text) \($0.destination.text)" } == [
                "LibraryList NavigationController_NavDt002"
            ])
    }
}
