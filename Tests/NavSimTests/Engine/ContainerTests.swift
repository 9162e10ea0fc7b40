import NavSimTesting
import Testing

@testable import NavSim

/// Tab bar controllers, embedded children and the app delegate's launch injection.
@Suite struct ContainerTests {
    static let party = """
        graph Party
        shared Session
          store user: String?
        scene Lobby
          store parties: [Party]?
        scene Party
          store party: Party?
        scene PartyDetail
          store title: String?
        scene GroupChat
          store room: String?
          store user: String!
        scene Settings
          store user: String?
        navigation LobbyNav root Lobby
          pass parties = [{title: "Launch", room: "r1"}]
        navigation SettingsNav root Settings
          pass user = Session.user
        tabs Home [LobbyNav, SettingsNav]
        start Home
        segue Join: Lobby -> Party show
          pass party = parties[selection]
        embed Detail: Party -> PartyDetail
          pass title = party.title
        embed Chat: Party -> GroupChat
          pass room = party.room
          pass user = Session.user
        segue Leave: GroupChat -> Lobby show
        route Exit: Party -> Lobby pop
        """

    @Test func launchBuildsEveryTabAndInjectsIntoEachRoot() throws {
        let result = try replayScenario(
            graph: Self.party,
            scenario: """
                scenario "test"
                graph Party
                given Session.user = "kim"
                expect hierarchy Home{*LobbyNav[Lobby], SettingsNav[Settings]}
                expect tab LobbyNav
                expect Lobby.parties[0].title == "Launch"
                tab SettingsNav
                expect Settings.user == "kim"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.launch.hops.map(\.kind) == [.container, .container])
        #expect(result.launch.hops.map(\.declaration) == [.navigationPass, .navigationPass])
        #expect(
            result.launch.hops[0].destination == .injected(.scene("Lobby", 1), container: "LobbyNav", store: .wired))
        #expect(result.launch.notes == ["Home, built from the storyboard"])
    }

    @Test func embeddedChildrenAreCreatedWithTheirParentAndShowInParentheses() throws {
        let result = try replayScenario(
            graph: Self.party,
            scenario: """
                scenario "test"
                graph Party
                given Session.user = "kim"
                select 0
                tap Join
                expect hierarchy Home{*LobbyNav[Lobby, Party(PartyDetail, GroupChat)], SettingsNav[Settings]}
                expect PartyDetail.title == "Launch"
                expect GroupChat.room == "r1"
                expect top Party
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hops = result.steps[2].hops
        #expect(hops.map(\.route) == ["Join", "Detail", "Chat"])
        #expect(
            hops[1].kind == .container && hops[1].from == .scene("Party", 3) && hops[1].to == .scene("PartyDetail", 4))
        #expect(hops[1].navigation == .embedded(in: .scene("Party", 3)))
        #expect(
            result.finalHierarchy
                == "Home{*LobbyNav[Lobby#1, Party#3(PartyDetail#4, GroupChat#5)], SettingsNav[Settings#2]}")
    }

    @Test func routesOfEmbeddedChildrenCanBeTappedAndTheTopMostSceneWins() throws {
        // `Leave` lives on the embedded GroupChat, `Exit` on Party itself.
        let result = try replayScenario(
            graph: Self.party,
            scenario: """
                scenario "test"
                graph Party
                given Session.user = "kim"
                select 0
                tap Join
                tap Leave
                expect stack [Lobby, Party, Lobby]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.steps[3].hops[0].from == .scene("GroupChat", 5))
        let popped = try replayScenario(
            graph: Self.party,
            scenario: """
                scenario "test"
                graph Party
                given Session.user = "kim"
                select 0
                tap Join
                tap Exit
                expect stack [Lobby]
                """)
        #expect(popped.passed, "\(popped.failures.map(\.message))")
    }

    @Test func anEmbeddedChildsImplicitlyUnwrappedFieldIsCheckedWhenItAppears() throws {
        let result = try replayScenario(
            graph: Self.party,
            scenario: """
                scenario "test"
                graph Party
                select 0
                tap Join
                expect violation nil-data-store
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let chat = result.steps[1].hops[2]
        #expect(chat.route == "Chat" && chat.violations.map(\.id) == [.nilDataStore])
        #expect(chat.violations[0].message == "'GroupChat#5' appears with 'user' nil, but 'user' is declared 'String!'")
    }

    static let lazyTabs = """
        graph Lazy
        scene Feed
        scene Stats
        scene Chart
          store points: [Int]?
        navigation FeedNav root Feed
        tabs Home [FeedNav, Stats]
        start Home
        embed Graph: Stats -> Chart
        segue Read: Feed -> Stats show
        """

    @Test func anUnselectedTabLoadsItsEmbedsTheFirstTimeItIsSelected() throws {
        let result = try replayScenario(
            graph: Self.lazyTabs,
            scenario: """
                scenario "test"
                graph Lazy
                expect hierarchy Home{*FeedNav[Feed], Stats}
                tab Stats
                expect hierarchy Home{FeedNav[Feed], *Stats(Chart)}
                tab FeedNav
                tab Stats
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.steps[1].hops.map(\.route) == ["tab", "Graph"])
        #expect(result.steps[4].hops.map(\.route) == ["tab"], "the second time, the view is already loaded")
        #expect(result.finalHierarchy == "Home{FeedNav[Feed#1], *Stats#2(Chart#3)}")
    }

    @Test func tappingTheSelectedTabPopsItsStackToTheRoot() throws {
        let result = try replayScenario(
            graph: Self.lazyTabs,
            scenario: """
                scenario "test"
                graph Lazy
                tap Read
                expect stack [Feed, Stats]
                tab FeedNav
                expect stack [Feed]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.steps[2].hops[0].navigation == .reselectTab("FeedNav", popped: [.scene("Stats", 3)]))
    }

    @Test func aTabWithNoTabBarOnScreenFails() throws {
        let result = try replayScenario(
            graph: Self.lazyTabs + "\nsegue Zoom: Feed -> Chart present\n",
            scenario: """
                scenario "test"
                graph Lazy
                tap Zoom
                tab Stats
                expect top Feed
                """)
        #expect(result.failureIDs == ["tab-not-found"])
        #expect(result.failures[0].message == "no tab bar on screen")
        #expect(result.failures[0].notes.map(\.message) == ["hierarchy: Home{*FeedNav[Feed#1], Stats#2} > Chart#3"])
        #expect(result.steps.count == 2, "a user step that cannot be performed stops the replay")
        #expect(result.stop?.stepsNotRun == 1)
    }

    static let setupAtLaunch = """
        graph Launch
        scene Root
          store token: String?
          setup coder
        navigation Main root Root
          pass token = "t"
        start Main via code
        """

    @Test func injectionIntoARootWhoseSetupDidNotRunCrashesAtLaunch() throws {
        let result = try replayScenario(
            graph: Self.setupAtLaunch,
            scenario: "scenario \"test\"\ngraph Launch\nexpect violation nil-data-store\nexpect top Root\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.launch.violations.first)
        #expect(violation.stepNumber == 0 && violation.hopStep == 1 && violation.route == "Main")
        #expect(result.stop?.stepNumber == 0 && result.stop?.stepsNotRun == 1)
        #expect(result.steps.map(\.number) == [1])
    }

    @Test func aCrashAtLaunchThatNobodyExpectsFailsAtTheGraphLine() throws {
        let result = try replayScenario(
            graph: Self.setupAtLaunch, scenario: "scenario \"test\"\ngraph Launch\nexpect top Root\n")
        #expect(result.failureIDs == ["unexpected-violation"])
        #expect(result.failures[0].position.line == 2, "the scenario's graph line")
    }
}
