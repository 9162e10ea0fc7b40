import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// `CodeNavigationReader` on fixture apps written for it: navigation in view controllers' own
/// methods (`CodeNav`), a flow app built by factories (`FlowLike`, a reproduction of
/// justin-er/Flow's patterns) and coordinators (`Coordinated`): each site's facts.
@Suite struct CodeNavigationReaderTests {
    /// The reader's findings on the fixture app `name`.
    static func read(_ name: String) throws -> PatternFindings {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/" + name
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted()
        let files = try names.map { name in
            SwiftSourceFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))), path: name)
        }
        return CodeNavigationReader.read(SwiftTypeIndex(files: files))
    }

    /// A site as one line of facts: `name: Source -> Destination action obtained [flags] | passes`.
    static func describe(_ site: NavigationSite) -> String {
        var name = ""
        if case .code(let value) = site.trigger { name = value }
        var text =
            "\(name): \(site.source ?? "?") -> \(site.destination ?? "?") \(site.action?.rawValue ?? "-") \(site.obtained)"
        if site.forcesContainer { text += " forced" }
        if let style = site.style { text += " style=\(style)" }
        if site.wrapsInNavigation { text += " wrapped" }
        if !site.passes.isEmpty {
            text +=
                " | "
                + site.passes.map { "\($0.field) = \($0.expression ?? "nil:" + $0.swift)" }.joined(separator: "; ")
        }
        return text
    }

    @Test func readsNavigationInViewControllersOwnMethods() throws {
        let findings = try Self.read("CodeNav")
        #expect(
            findings.sites.map(Self.describe) == [
                "doneTapped: DetailViewController -> ? pop found",
                "homeTapped: DetailViewController -> ? popToRoot found forced",
                // Data written back into the view controller popped to, found by its class.
                "backToListTapped: DetailViewController -> ListViewController popTo found | filter = mode",
                "closeTapped: DetailViewController -> ? dismiss found",
                // Inside a closure; `self.item?.price` read as the source's field. `showDetailViewController`
                // is its own action: outside a split view it presents where `show` would push.
                "buyTapped: DetailViewController -> CheckoutViewController showDetail initializer | price = item.price",
                // A table-view callback is named after its destination; a setter's body says the field.
                "Detail: ListViewController -> DetailViewController push storyboard | item = items[selection]; mode = filter",
                "addTapped: ListViewController -> EditorViewController present initializer style=fullScreen wrapped | item = nil",
                "settingsTapped: ListViewController -> SettingsViewController show factory | theme = \"dark\"",
                "helpTapped: ListViewController -> HelpViewController push storyboard forced | topic = filter",
                // `instantiate()`'s body instantiates from the storyboard.
                "aboutTapped: ListViewController -> AboutViewController present storyboard",
                "favouritesTapped: ListViewController -> ? tab found",
                // `Formatter.title(for:)` returns a String: no factory, no site; the alert is no scene.
                "resetTapped: ListViewController -> ListViewController setStack initializer",
            ])
        let tab = try #require(findings.sites.first { $0.action == .tab })
        #expect(tab.method == "favouritesTapped(_:) · selectedIndex = 1")
        #expect(tab.origin.label == "ListViewController.swift:46")
        let detail = try #require(findings.sites.first { $0.destination == "DetailViewController" })
        #expect(detail.origin.label == "ListViewController.swift:19")
        #expect(detail.passes.map(\.origin.label) == ["ListViewController.swift:17", "ListViewController.swift:18"])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }
}

extension CodeNavigationReaderTests {
    @Test func followsFlowsFromTheViewControllerOnScreen() throws {
        let findings = try Self.read("FlowLike")
        #expect(
            findings.sites.map(Self.describe) == [
                // `keepEditing: true` and `false` each take their own branch of the flow's method.
                "ageEditorDidFinishNameEditor: AgeEditorViewController -> NameEditorViewController popTo found"
                    + " | editingStudent.age = nil:age",
                "ageEditorDidFinishStudentList: AgeEditorViewController -> StudentListViewController popTo found",
                // The flow's stored `UIViewController` is the list: the factory assigned it.
                // The use case built with the name editor holds `student`: a store of the scene
                // (`ScreenCompanions`), read where its code hands it on.
                "nameEditorDidFinish: NameEditorViewController -> StudentListViewController popTo found"
                    + " | dataSource[student.id] = student",
                "editAge: NameEditorViewController -> AgeEditorViewController push factory | studentAge = student.age",
                // View controller → presenter (by protocol) → flow (by protocol); the argument read in the list.
                "edit: StudentListViewController -> NameEditorViewController show factory | editingStudent = dataSource[selection]",
            ])
        let show = try #require(findings.sites.last)
        #expect(show.calledFrom.map(\.label) == ["StudentList.swift:20", "StudentList.swift:34"])
        #expect(show.method == "edit(student:completion:)")
        // The age the age editor reads from its text field is no store: a comment, with a warning.
        #expect(findings.diagnostics.map(\.id) == [RouteBodyReader.unreadPass])
        // SceneFlow.start() is launch code: no site, no warning.
        #expect(!findings.sites.contains { $0.origin.file == "SceneFlow.swift" })
    }

    @Test func followsCoordinatorsThroughReferencesDelegatesClosuresAndChildren() throws {
        let findings = try Self.read("Coordinated")
        let sites = Dictionary(grouping: findings.sites.map(Self.describe)) { $0.prefix { $0 != ":" } }
        // A stored weak coordinator.
        #expect(
            sites["showDetail"] == [
                "showDetail: ProductListViewController -> ProductDetailViewController push initializer | product = products[selection]"
            ])
        // A closure the coordinator stored in the list's property.
        #expect(
            sites["showCategory"] == [
                "showCategory: ProductListViewController -> CategoryViewController present factory style=pageSheet wrapped | category = categories[0]"
            ])
        // A delegate protocol, then a child coordinator's start(with:).
        #expect(
            sites["buy"] == [
                "buy: ProductDetailViewController -> CheckoutViewController push initializer | total = product.price; note = nil:note()"
            ])
        #expect(sites["productDetailDidClose"] == ["productDetailDidClose: ProductDetailViewController -> ? pop found"])
        #expect(findings.sites.count == 4)
        let child = try #require(findings.sites.first { $0.destination == "CheckoutViewController" })
        #expect(child.calledFrom.map(\.label) == ["Scenes.swift:40", "Coordinators.swift:47", "Coordinators.swift:41"])
        #expect(child.origin.label == "Coordinators.swift:68")
        #expect(!child.forcesContainer)
        #expect(findings.diagnostics.map(\.id) == [RouteBodyReader.unreadPass, CodeNavigationReader.untriggered])
    }

    @Test func endsCyclesAndDeepChains() {
        // Two coordinators call each other forever; a chain of 20 calls reaches a push.
        var chain = "class Deep {\n"
        for step in 0..<20 { chain += "    func step\(step)() { step\(step + 1)() }\n" }
        chain +=
            "    func step20() { nav.pushViewController(FarViewController(), animated: true) }\n    let nav = UINavigationController()\n}\n"
        let code = """
            class AViewController: UIViewController {
                var ping: Ping?
                var deep: Deep?
                @IBAction func tapped() { ping?.go() }
                @IBAction func far() { deep?.step0() }
            }
            class Ping { var pong: Pong?; func go() { pong?.back(); NearFlow().show() } }
            class Pong { var ping: Ping?; func back() { ping?.go() } }
            class NearFlow { let nav = UINavigationController(); func show() { nav.pushViewController(BViewController(), animated: true) } }
            """ + chain
        let file = SwiftSourceFile(bytes: Array(code.utf8), path: "a.swift")
        let findings = CodeNavigationReader.read(SwiftTypeIndex(files: [file]))
        #expect(findings.sites.map { $0.destination } == ["BViewController"])
    }

    /// A 1,000-scene app is read whole (its speed is the benchmark's: `navsim-bench import`, in a
    /// release build, never a timed test).
    @Test func readsAThousandScenes() {
        var code = "class AppCoordinator {\n    let navigationController = UINavigationController()\n"
        for scene in 0..<1000 {
            code +=
                "    func show\(scene)(_ item: Item) { let next = Scene\(scene)ViewController(); next.item = item; "
                + "next.coordinator = self; navigationController.pushViewController(next, animated: true) }\n"
        }
        code += "}\n"
        for scene in 0..<1000 {
            code += """
                class Scene\(scene)ViewController: UIViewController {
                    weak var coordinator: AppCoordinator?
                    var item: Item?
                    var items: [Item] = []
                    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                        coordinator?.show\((scene + 1) % 1000)(items[indexPath.row])
                    }
                    @IBAction func close(_ sender: Any) { dismiss(animated: true) }
                }

                """
        }
        let file = SwiftSourceFile(bytes: Array(code.utf8), path: "big.swift")
        let findings = CodeNavigationReader.read(SwiftTypeIndex(files: [file]))
        #expect(findings.sites.count == 2000)
        #expect(
            findings.sites.first.map(Self.describe)
                == "show1: Scene0ViewController -> Scene1ViewController push initializer | item = items[selection]")
    }
}

extension CodeNavigationReaderTests {
    /// A router object wraps the navigation controller (`navigator.push(screen)` forwards to
    /// `pushViewController`), a factory protocol returns protocols one view controller conforms
    /// to, and the coordinator sets closures on what the factory returned.
    @Test func followsARouterWrapperAndFactoriesToTheScreensTheyShow() throws {
        let findings = try Self.read("RouterWrapped")
        #expect(
            findings.sites.map(Self.describe) == [
                // Named after the coordinator's method, not the wrapper's `push` it was handed to.
                "showNote: NotesListViewController -> NoteViewController push factory | note = notes[selection]",
                // `navigator.present(compose)` is the router's method, followed to UIKit's present.
                "showCompose: NotesListViewController -> ComposeViewController present factory",
                // The text is the coordinator's own (a closure's capture): no field of the source.
                "showShare: NoteViewController -> ShareViewController push factory | text = nil:text",
                "dismissTop: ComposeViewController -> ? dismiss found",
            ])
        let note = try #require(findings.sites.first)
        #expect(note.origin.label == "Router.swift:36")
        #expect(
            note.calledFrom.map(\.label) == [
                "Screens.swift:26", "Coordinators.swift:52", "Coordinators.swift:65", "Router.swift:31",
            ])
        #expect(note.passes.map(\.origin.label) == ["Coordinators.swift:18"])
        // What cannot be read is a warning, never a guessed value.
        #expect(findings.diagnostics.map { "\($0.id.rawValue) \($0.position.line)" } == ["unread-pass 24"])
    }
}

extension CodeNavigationReaderTests {
    /// A screen emits a case of an enum (`intents.send(ShopIntent.cartRequested)`); the methods
    /// that switch over that enum run that case's branch, its associated values bound. Of two
    /// flows over the same enum, only the one that shows the screen hears it.
    @Test func dispatchesAStepToTheCaseOfTheFlowThatShowsTheScreen() throws {
        let findings = try Self.read("StepFlows")
        #expect(
            findings.sites.map(Self.describe) == [
                "showProduct: CatalogViewController -> ProductViewController push initializer"
                    + " | productID = productIDs[selection]",
                "showCart: CatalogViewController -> CartViewController present initializer",
                // `.cartClosed` only: not `.checkoutDone`'s push, nor CheckoutFlow's.
                "handle: CartViewController -> ? dismiss found",
            ])
        #expect(findings.sites.map(\.origin.label) == ["Flows.swift:27", "Flows.swift:31", "Flows.swift:14"])
        #expect(
            findings.sites.map { $0.calledFrom.map(\.label) } == [
                ["Screens.swift:8", "Flows.swift:10"], ["Screens.swift:12", "Flows.swift:12"], ["Screens.swift:24"],
            ])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }
}

extension CodeNavigationReaderTests {
    /// A child coordinator that builds its own navigation controller: the parent presents it and
    /// the child's `start()` sets its first screen — one present of that screen, named after the
    /// parent's method, never a `setStack` on the source's navigation controller. A `start()` run
    /// again from a screen after it set the launch flag `start()` chooses by takes the branch the
    /// flag chooses (`LaunchFlags`). A framework controller dismissed (a picker, an alert) is no route.
    @Test func placesAChildsOwnStackAndDecidesARestartedStartByItsFlag() throws {
        let findings = try Self.read("ChildStacks")
        let live = findings.sites.filter { $0.undecided == nil }
        #expect(
            live.map(Self.describe) == [
                // `hasSeenTour = true; self?.start()`: `if hasSeenTour` holds, so the albums, only.
                "showAlbums: TourViewController -> AlbumsViewController setStack initializer",
                "showAlbum: AlbumsViewController -> AlbumViewController push initializer | album = albums[selection]",
                "runComposeFlow: AlbumsViewController -> ComposeViewController present initializer wrapped",
                // Handed the parent's router after it was built: the child pushes on the source's stack.
                "runHelpFlow: AlbumViewController -> HelpViewController push initializer",
                "dismissModule: ComposeViewController -> ? dismiss found",
            ])
        // Not `AlbumsViewController -> ComposeViewController setStack`: that runs on the child's own stack.
        #expect(!findings.sites.contains { $0.action == .setStack && $0.source == "AlbumsViewController" })
        #expect(live.first { $0.destination == "ComposeViewController" }?.origin.label == "Router.swift:23")
        // Not `TourViewController -> TourViewController setStack`: the tour's branch no longer runs.
        #expect(
            !findings.sites.contains { $0.source == "TourViewController" && $0.destination == "TourViewController" })
        // A child handed only data keeps its own navigation controller, which nothing presents.
        let share = findings.sites.filter { $0.destination == "ShareViewController" }
        #expect(
            share.map(Self.describe) == [
                "runShareFlow: AlbumViewController -> ShareViewController setStack initializer | album = nil:album"
            ])
        #expect(share.first?.undecided?.contains("built at Coordinators.swift:67") == true)
        // Dismissed, then pushed: the push starts from the list the dismissal revealed, not from
        // the compose screen — undecided, never `Compose -> Album push`.
        let afterDismissal = findings.sites.filter { $0.undecided?.contains("off the screen") == true }
        #expect(
            afterDismissal.map(Self.describe) == [
                "showAlbum: ComposeViewController -> AlbumViewController push initializer | album = \"Untitled\""
            ])
        #expect(afterDismissal.first?.undecided?.contains("'dismissModule()' at Router.swift:27") == true)
        #expect(findings.sites.count == live.count + share.count + afterDismissal.count)
        // The picker's and the alert's dismissals are not the screen's.
        #expect(
            !findings.sites.contains {
                $0.source == "ComposeViewController" && $0.action == .dismiss
                    && $0.trigger != .code(name: "dismissModule")
            })
    }
}

extension CodeNavigationReaderTests {
    /// Flows over one step enum, none of which shows the screen that emits: where they navigate
    /// alike it is one route (not one per flow); where they differ, which one hears the screen
    /// is not known, and each is written as a comment naming the flows and their lines.
    @Test func keepsOneRoutePerStepAndLeavesFlowsThatDisagreeUndecided() throws {
        let findings = try Self.read("SharedSteps")
        let live = findings.sites.filter { $0.undecided == nil }
        #expect(
            live.map(Self.describe) == [
                "navigatePhoto: PhotoGridViewController -> PhotoViewController push initializer"
                    + " | photoID = photoIDs[selection]"
            ])
        let undecided = findings.sites.filter { $0.undecided != nil }
        #expect(
            undecided.map(Self.describe) == [
                "navigateDismiss: PhotoGridViewController -> ? dismiss found",
                "navigatePop: PhotoGridViewController -> ? pop found",
            ])
        #expect(
            undecided.allSatisfy {
                $0.undecided?.contains("LibraryFlow (Flows.swift:14)") == true
                    && $0.undecided?.contains("AlbumFlow (Flows.swift:36)") == true
                    && $0.undecided?.contains("Screens.swift:13") == true
            })
    }
}

extension CodeNavigationReaderTests {
    /// Imported whole, an undecided navigation is a commented route with an `undecided-route`
    /// warning at the navigation's line; the routes the loaded graph has are only the sure ones.
    @Test func anUndecidedNavigationIsACommentedRouteWithAWarning() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/ChildStacks"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "App", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "App.navgraph", string: text)).usableGraph)
        #expect(
            Set(
                graph.routes.map { route in
                    guard case .programmatic(let action, _) = route.kind else { return "\(route.kind)" }
                    return "\(route.source) -> \(route.destination) \(action.rawValue)"
                }) == [
                    "Albums -> Album push", "Albums -> ComposeNavigation present", "Compose -> Albums dismiss",
                    "Album -> Help push", "Tour -> Albums setStack",
                ])
        let warnings = result.diagnostics.filter { $0.id == SiteMerger.undecidedRoute }
        // One for the share, one for the push after the dismissal; the restarted `start()` is
        // decided by its flag (`LaunchFlagImportTests` has one that stays undecided).
        #expect(
            warnings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.position.line)" } == [
                "Router.swift:32", "Router.swift:37",
            ])
        #expect(text.contains("# route runShareFlow: Album -> Share setStack"))
        #expect(!text.contains("Tour -> Tour"))
    }
}

extension CodeNavigationReaderTests {
    /// A closure handed to a function that stores it (`self.completion = completion`) runs where
    /// the property is called — from the reader's archive button — not where it is handed: the
    /// pop back to the inbox leaves the reader, and the inbox never pops to itself.
    @Test func followsACompletionStoredAndCalledLater() throws {
        let findings = try Self.read("StoredCompletions")
        #expect(
            findings.sites.map(Self.describe) == [
                "read: InboxViewController -> ReaderViewController push initializer | message = messages[selection]",
                "backToInbox: ReaderViewController -> InboxViewController popTo found",
                // `completion?(.kept)` runs the closure's `.kept` branch only, which leaves the
                // reader on screen: the pop after it is the reader's.
                "kept: ReaderViewController -> ? pop found",
            ])
        #expect(findings.sites.allSatisfy { $0.undecided == nil })
        #expect(
            findings.sites[1].calledFrom.map(\.label) == [
                "Inbox.swift:31", "InboxFlow.swift:12", "InboxFlow.swift:21", "Inbox.swift:17",
            ])
    }
}

extension CodeNavigationReaderTests {
    /// A bar button whose target is another object (`target: coordinator, action:
    /// #selector(NotesCoordinator.addNote)`) runs that method as an action of the view controller
    /// that shows the button — the one whose code makes it, or whose navigation item it is set on
    /// — and a step it emits reaches the flow that switches over it. A method no control runs
    /// stays untriggered.
    @Test func followsTargetActionsOfBarButtonsToOtherObjects() throws {
        let findings = try Self.read("TargetActions")
        #expect(
            findings.sites.map(Self.describe) == [
                "navigate: NotesViewController -> SettingsViewController present initializer",
                "addNote: NotesViewController -> NewNoteViewController push initializer",
            ])
        // Each starts where its button is made.
        #expect(findings.sites.map { $0.calledFrom.first?.label } == ["Coordinator.swift:22", "Screens.swift:9"])
        #expect(
            findings.diagnostics.map { "\($0.id.rawValue) \($0.position.line)" } == [
                "code-navigation-untriggered 37"
            ])
    }
}

extension CodeNavigationReaderTests {
    /// `container.resolve(EditView.self)` is what the closure registered for `EditView` builds —
    /// `EditProfileViewController`, though two classes conform — and a closure set on what it
    /// resolved is that class's.
    @Test func readsWhatADependencyContainersRegistrationBuilds() throws {
        let findings = try Self.read("Registered")
        #expect(
            findings.sites.map(Self.describe) == [
                // The name is the coordinator's capture, not a field the profile passes: a comment.
                "showEdit: ProfileViewController -> EditProfileViewController push factory | name = nil:name"
            ])
        #expect(findings.diagnostics.map { "\($0.id.rawValue) \($0.position.line)" } == ["unread-pass 34"])
    }
}

extension CodeNavigationReaderTests {
    /// A static factory a protocol extension declares (`extension ModelHolding where Self:
    /// UIViewController { static func make(withModel:) -> Self }`) is read as the conforming
    /// class's: its body builds `Self` and sets the fields. An object of the app's that holds no
    /// navigation (a model) set on the screen is passed as `{}`; the coordinator set on it is not.
    @Test func readsAProtocolExtensionsStaticFactoryAndTheModelObjectItSets() throws {
        let findings = try Self.read("ModelFactories")
        #expect(
            findings.sites.map(Self.describe) == [
                "showRecipe: PantryViewController -> RecipeViewController push factory | model = {}; theme = \"dark\"",
                "showSettings: PantryViewController -> KitchenSettingsViewController present factory | model = {}",
            ])
        // Read in the factory's body: its parameter, where it sets it.
        #expect(findings.sites.flatMap(\.passes).map(\.isObject) == [true, false, true])
        #expect(
            findings.sites.flatMap(\.passes).map(\.origin.label) == [
                "Factories.swift:20", "Factories.swift:21", "Factories.swift:14",
            ])
    }
}

extension CodeNavigationReaderTests {
    /// Imported whole, the model object each factory sets is a `{}` pass on its route, the graph
    /// loads, and a replay presents the settings screen with its model set (no `nil-data-store`
    /// on its `model: PantryModel!`); the coordinator set on it (`settings.helper = self`) is no pass.
    @Test func theImportedGraphPassesTheModelObjectsAndReplays() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/ModelFactories"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Kitchen", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "K.navgraph", string: text)).usableGraph)
        // Each line without its comment.
        let passes = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("pass ") }
            .map { $0.components(separatedBy: "  #")[0].trimmingCharacters(in: .whitespaces) }
        #expect(passes == ["pass model = {}", "pass theme = \"dark\"", "pass model = {}"])
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "k.scenario",
                    string: "scenario \"k\"\ngraph Kitchen\ntap showSettings\nexpect top KitchenSettings\n")
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
    }
}

extension CodeNavigationReaderTests {
    /// `self.showDetailViewController(checkout, sender: nil)` imports as a `showDetail` route, and
    /// the graph presents it from the window's root where `show` would push it.
    @Test func showDetailViewControllerImportsAsAShowDetailRouteThatPresents() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/CodeNav"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "App", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "App.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        let graph = try #require(loaded.usableGraph)
        let route = try #require(graph.routes.first { $0.source.text == "Detail" && $0.name.text == "buyTapped" })
        #expect(route.kind == .programmatic(.showDetail, via: .code))
        #expect(route.destination.text == "Checkout")
        #expect(route.passes.map { "\($0.destination) = \($0.value)" } == ["price = item.price"])
    }
}

extension CodeNavigationReaderTests {
    /// Steps routed through a flow's switch (fixture `FlowSteps`): a row's model carries the step
    /// (`.map { $0.step }` over `Row(step: .helpRequired, …)`), so each case the file writes for
    /// `step` is dispatched from the list; a child flow's `.end(forwardToParentFlowWithStep:)`
    /// is heard by the flow that built it, which dismisses; the closure handed beside the child
    /// flow (`Flows.use(optionsFlow, …) { root in present(root, …) }`) is called with its `root`.
    @Test func stepsFromARowsModelAndStepsHandedToTheParentFlow() throws {
        let findings = try Self.read("FlowSteps")
        #expect(
            findings.sites.map(Self.describe) == [
                "showOptions: CatalogViewController -> OptionsViewController present initializer",
                // `Row(step: ShopStep.legalRequired, …)` and `Row(step: .helpRequired, …)` alike.
                "navigateLegal: OptionsViewController -> LegalViewController showDetail initializer",
                "showHelp: OptionsViewController -> HelpViewController showDetail initializer",
                // Handed to the parent: only CatalogFlow, which built OptionsFlow, hears `.optionsDone`.
                "navigateDismiss: OptionsViewController -> ? dismiss found",
            ])
        let dismiss = try #require(findings.sites.first { $0.action == .dismiss })
        #expect(dismiss.origin.label == "Flows.swift:17")
        #expect(dismiss.calledFrom.first?.label == "Screens.swift:29")
    }

    /// Imported whole: the dismissal the parent flow does lands on the list that presented the
    /// child's root, and a row's `showDetail` is presented by the window's root on replay.
    @Test func flowStepsImportIntoAGraphThatReplays() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/FlowSteps"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Shop", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "Shop.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        let graph = try #require(loaded.usableGraph)
        #expect(
            Set(graph.routes.map { "\($0.name): \($0.source) -> \($0.destination) \($0.kind)" }) == [
                "showOptions: Catalog -> Options programmatic(NavSim.Route.Action.present, via: NavSim.Instantiation.code)",
                "navigateDismiss: Options -> Catalog programmatic(NavSim.Route.Action.dismiss, via: NavSim.Instantiation.storyboard)",
                "navigateLegal: Options -> Legal programmatic(NavSim.Route.Action.showDetail, via: NavSim.Instantiation.code)",
                "showHelp: Options -> Help programmatic(NavSim.Route.Action.showDetail, via: NavSim.Instantiation.code)",
            ])
        let replay = try replayScenario(
            graph: text,
            scenario: """
                scenario "test"
                graph Shop
                tap showOptions
                tap navigateDismiss
                expect presented none
                """)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
    }
}
