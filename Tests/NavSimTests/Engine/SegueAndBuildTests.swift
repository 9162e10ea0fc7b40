import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// Segues and programmatic show / push / present: step 1 builds, step 2 passes, step 3 navigates.
@Suite struct SegueAndBuildTests {
    static let graph = """
        graph Shop
        scene List
          store items: [Item]?
        scene Detail
          store item: Item?
        scene Sheet
          store note: String?
        scene Lonely
        navigation Main root List
        navigation SheetNav root Sheet
        start Main
        segue Show: List -> Detail show
          pass item = items[selection]
        segue ShowDetail: List -> Detail showDetail
        segue Push: List -> Detail push
        segue Present: List -> Detail present
        segue Popover: List -> Detail popover
        segue Modal: List -> Detail modal
        segue Custom: List -> Detail custom
        segue Sheet: Detail -> SheetNav show
          pass note = item.name
        segue Again: Detail -> Detail show
        segue LegacyPush: Lonely -> Detail push
        segue LonelyShow: Lonely -> Detail show
        route Code: List -> Detail push via code
        route Factory: List -> Detail present via factory
        route LonelyPush: Lonely -> Detail push! via code
        """

    static let lonelyStart = graph.replacingOccurrences(of: "start Main", with: "start Lonely")

    @Test func showInsideANavigationControllerPushes() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Shop
                given List.items = [{name: "pen"}]
                select 0
                tap Show
                expect stack [List, Detail]
                expect presented none
                expect Detail.item.name == "pen"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[2].hops[0]
        #expect(hop.kind == .segue && hop.declaration == .segue(.show))
        #expect(hop.navigation == .push(onto: .navigation("Main"), by: .segue))
        #expect(hop.hierarchyAfter.description == "Main[List#1, Detail#2]")
    }

    @Test func showOutsideANavigationControllerPresents() throws {
        let result = try replayScenario(
            graph: Self.lonelyStart,
            scenario: """
                scenario "test"
                graph Shop
                tap LonelyShow
                expect presented Detail
                expect hierarchy Lonely > Detail
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.steps[0].hops[0].navigation == .present(over: .scene("Lonely", 1), style: .automatic, by: .segue))
    }

    @Test func showDetailOutsideASplitViewIsPresentedEvenInANavigationController() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Shop\ntap ShowDetail\nexpect hierarchy Main[List] > Detail\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.steps[0].hops[0].navigation == .present(over: .navigation("Main"), style: .automatic, by: .segue))
    }

    @Test(arguments: ["Present", "Popover", "Modal", "Custom", "Factory"])
    func presentingKindsPresentOverTheWindowsContext(route: String) throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Shop
                tap \(route)
                expect presented Detail
                expect hierarchy Main[List] > Detail
                """)
        #expect(result.passed, "\(route): \(result.failures.map(\.message))")
        guard case .present(over: .navigation("Main"), _, _)? = result.steps[0].hops[0].navigation else {
            Issue.record("\(route) should present over Main")
            return
        }
    }

    @Test func pushSegueInsideANavigationControllerPushes() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Shop\ntap Push\nexpect stack [List, Detail]\n")
        #expect(result.passed)
        #expect(result.violations.isEmpty)
    }

    @Test func pushSegueOutsideANavigationControllerCrashes() throws {
        let result = try replayScenario(
            graph: Self.lonelyStart,
            scenario: """
                scenario "test"
                graph Shop
                tap LegacyPush
                expect violation no-navigation-controller
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.id == .noNavigationController && violation.stopsReplay && violation.hopStep == 3)
        #expect(
            violation.uikitText
                == "Could not find a navigation controller for segue 'LegacyPush'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
        )
        #expect(violation.route == "LegacyPush" && violation.graphLine == 23 && violation.scenarioLine == 3)
        #expect(result.finalHierarchy == "Lonely#1", "the crashed push changed nothing")
    }

    @Test func programmaticPushOutsideANavigationControllerCrashesOnTheUnwrap() throws {
        let result = try replayScenario(
            graph: Self.lonelyStart,
            scenario: "scenario \"test\"\ngraph Shop\ntap LonelyPush\nexpect violation no-navigation-controller\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.first?.uikitText == UIKitText.unexpectedlyFoundNil)
    }

    @Test func programmaticPushInsideANavigationControllerIsBuiltInCode() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Shop\ntap Code\nexpect stack [List, Detail]\n")
        #expect(result.passed)
        let hop = result.steps[0].hops[0]
        #expect(hop.kind == .programmatic && hop.declaration == .route(.push, via: .code))
        #expect(
            hop.destination == .built(.scene("Detail", 2), receiver: .scene("Detail", 2), via: .code, store: .wired))
        #expect(hop.navigation == .push(onto: .navigation("Main"), by: .router))
    }

    @Test func aNavigationControllerDestinationIsPresentedAndItsRootReceivesThePasses() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Shop
                given List.items = [{name: "pen"}]
                select 0
                tap Show
                tap Sheet
                expect hierarchy Main[List, Detail] > SheetNav[Sheet]
                expect presented Sheet
                expect Sheet.note == "pen"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[3].hops[0]
        #expect(hop.to == .scene("Sheet", 3) && hop.declaredDestination == "SheetNav")
        #expect(hop.passed == [PassedValue(path: "note", value: .string("pen"))])
    }

    @Test func showingTheSameSceneAgainPushesANewInstance() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Shop\ntap Show\ntap Again\ntap Again\n")
        #expect(result.violations.isEmpty)
        #expect(result.finalHierarchy == "Main[List#1, Detail#2, Detail#3, Detail#4]")
    }

    // MARK: setup and the nil data store

    static let setups = """
        graph Setups
        scene Root
          store value: Int?
        scene CoderOnly
          store value: Int?
          setup coder
        scene NibOnly
          store value: Int?
          setup nib
        scene FactoryOnly
          store value: Int?
          setup factory
        navigation Main root Root
        start Main
        segue ToNib: Root -> NibOnly show
        route ToNibInCode: Root -> NibOnly push via code
        route ToCoderInCode: Root -> CoderOnly push via code
        route ToCoder: Root -> CoderOnly push
        route ToFactory: Root -> FactoryOnly push via factory
        route ToFactoryFromStoryboard: Root -> FactoryOnly push
        """

    @Test func setupNibReachedByASegueHasANilDataStore() throws {
        let result = try replayScenario(
            graph: Self.setups,
            scenario: "scenario \"test\"\ngraph Setups\ntap ToNib\nexpect violation nil-data-store\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.hopStep == 1 && violation.stopsReplay)
        #expect(violation.message == "'NibOnly#2' has a nil data store: setup 'nib' does not run for init(coder:)")
        let hop = result.steps[0].hops[0]
        #expect(hop.lastStep == 1)
        #expect(
            hop.destination
                == .built(
                    .scene("NibOnly", 2), receiver: .scene("NibOnly", 2), via: .storyboard,
                    store: .missing(setup: .nib, initialiser: .storyboard)))
        #expect(result.finalHierarchy == "Main[Root#1]")
    }

    @Test func setupNibReachedInCodeIsWired() throws {
        let result = try replayScenario(
            graph: Self.setups, scenario: "scenario \"test\"\ngraph Setups\ntap ToNibInCode\nexpect top NibOnly\n")
        #expect(result.passed)
        #expect(result.violations.isEmpty)
    }

    @Test func setupCoderReachedViaCodeHasANilDataStore() throws {
        let result = try replayScenario(
            graph: Self.setups,
            scenario: "scenario \"test\"\ngraph Setups\ntap ToCoderInCode\nexpect violation nil-data-store\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations.first?.message.contains("setup 'coder' does not run for init(nibName:bundle:)") == true)
    }

    @Test func setupCoderReachedFromTheStoryboardIsWired() throws {
        let result = try replayScenario(
            graph: Self.setups, scenario: "scenario \"test\"\ngraph Setups\ntap ToCoder\nexpect top CoderOnly\n")
        #expect(result.passed)
    }

    @Test func setupFactoryIsOnlyWiredByItsFactory() throws {
        let wired = try replayScenario(
            graph: Self.setups, scenario: "scenario \"test\"\ngraph Setups\ntap ToFactory\nexpect top FactoryOnly\n")
        #expect(wired.passed)
        let unwired = try replayScenario(
            graph: Self.setups,
            scenario: "scenario \"test\"\ngraph Setups\ntap ToFactoryFromStoryboard\nexpect violation nil-data-store\n")
        #expect(unwired.passed, "\(unwired.failures.map(\.message))")
    }

    // MARK: navigate: the router navigates too

    static let navigating = """
        graph Navigating
        scene A
        scene B
        navigation Main root A
        start Main
        segue Present: A -> B present
          navigate present
        segue ShowThenPresent: A -> B show
          navigate present
        segue ShowThenPop: A -> B show
          navigate pop
        """

    @Test func aPresentSegueWhoseRouterPresentsTooIsLoggedAndDropped() throws {
        let result = try replayScenario(
            graph: Self.navigating,
            scenario: """
                scenario "test"
                graph Navigating
                tap Present
                expect violation double-presentation
                expect hierarchy Main[A] > B
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(!violation.stopsReplay && violation.symptom == .logged)
        #expect(
            violation.uikitText
                == "Attempt to present <BViewController: B#2> on <UINavigationController: Main> (from <AViewController: A#1>) which is already presenting <BViewController: B#2>."
        )
    }

    @Test func aPushedInstanceThatTheRouterPresentsTooCrashes() throws {
        let result = try replayScenario(
            graph: Self.navigating,
            scenario: "scenario \"test\"\ngraph Navigating\ntap ShowThenPresent\nexpect violation double-presentation\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations.first?.uikitText
                == "Application tried to present modally an active controller <BViewController: B#2>.")
        #expect(result.violations.first?.stopsReplay == true)
    }

    @Test func aRouterThatPopsDuringTheSegueIsLogged() throws {
        let result = try replayScenario(
            graph: Self.navigating,
            scenario: "scenario \"test\"\ngraph Navigating\ntap ShowThenPop\nexpect violation double-presentation\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations.first?.uikitText
                == "Unbalanced calls to begin/end appearance transitions for <BViewController: B#2>.")
    }
}

extension SegueAndBuildTests {
    static let constructed = """
        graph Built
        scene List
          store items: [Item]?
        scene Detail
          store item: Item
        navigation Main root List
        start Main
        route Open: List -> Detail push via factory
          pass item = items[0]
        """

    @Test func missingConstructorArgumentIsTheLoadersNeverTheEngines() throws {
        let storyboard = GraphLoader.load(
            source: SourceText(
                path: "g",
                string: Self.constructed.replacingOccurrences(of: "push via factory", with: "push via storyboard")))
        #expect(storyboard.diagnostics.map(\.id).contains(GraphChecker.missingConstructorArgument))
        let result = try replayScenario(
            graph: Self.constructed,
            scenario:
                "scenario \"test\"\ngraph Built\ngiven List.items = [{name: \"a\"}]\ntap Open\nexpect Detail.item.name == \"a\"\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }
}
