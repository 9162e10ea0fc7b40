import Testing

@testable import NavSim

@Suite struct ScenarioCheckerTests {
    static let graphText = """
        graph Contacts
        shared State
          store contacts: [Contact]?
          store favorites: [Contact]?
        scene Contacts
          store contacts: [Contact]?
          store favoritesOnly: Bool?
        scene Detail
          store contact: Contact?
        scene EditContact
          store contact: Contact?
        scene Party
        scene PartyDetail
        navigation ContactsTab root Contacts
        navigation FavoritesTab root Contacts
        navigation EditNav root EditContact
        tabs Home [ContactsTab, FavoritesTab]
        start Home
        segue ShowDetail: Contacts -> Detail show
          pass contact = contacts[selection]
        segue Edit: Detail -> EditNav present
          pass contact = contact
        unwind save: EditContact -> Detail
          pass contact = contact
        segue ShowParty: Detail -> Party show
        embed PartyEmbed: Party -> PartyDetail
        """

    static func graph() throws -> Graph {
        let loaded = GraphLoader.load(source: SourceText(path: "Contacts.navgraph", string: graphText))
        #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        return try #require(loaded.graph)
    }

    /// Parses `marked` (which must parse cleanly), checks it, and compares with `expected`:
    /// marker → "id: message [notes]".
    static func check(
        _ marked: String, _ expected: [(String, String)], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let source = MarkedSource("scenario \"t\"\ngraph Contacts\n" + marked)
        let loaded = ScenarioParser.parse(source.source())
        let (parsed, parseDiagnostics) = (loaded.scenario, loaded.diagnostics)
        #expect(parseDiagnostics.map(\.message) == [], sourceLocation: sourceLocation)
        let scenario = try #require(parsed, sourceLocation: sourceLocation)
        let diagnostics = ScenarioChecker.check(scenario, against: try graph())
        #expect(
            diagnostics.map { "\($0.position) \($0.id): \($0.message)" + $0.notes.map { " [\($0.message)]" }.joined() }
                == expected.map { "\(source[$0.0]) \($0.1)" },
            sourceLocation: sourceLocation)
    }

    @Test func acceptsEveryKnownName() throws {
        try Self.check(
            """
            given State.favorites = []
            given Contacts.favoritesOnly = true
            select 0
            tap ShowDetail
            tap Edit twice
            tap save
            tab FavoritesTab
            set Detail.contact.name = "Amy"
            expect top Detail
            expect stack [Contacts, Detail]
            expect presented EditContact
            expect presented none
            expect tab ContactsTab
            expect Detail.contact.name == "Amy"
            expect State.contacts[0].name == "Amy"
            expect hierarchy Home{*ContactsTab[Contacts, Detail, Party(PartyDetail)], FavoritesTab[Contacts]} > EditNav[EditContact]
            expect hierarchy Home{ContactsTab, *FavoritesTab[Contacts]}
            expect violation missing-unwind-data
            back
            dismiss
            """, [])
    }

    @Test func reportsUnknownNamesWithSuggestions() throws {
        try Self.check(
            """
            given 1️⃣Contact.contacts = []
            given Contacts.2️⃣favouritesOnly = true
            given State.3️⃣selection = 1
            tap 4️⃣ShowDetial
            tap 5️⃣PartyEmbed
            tab 6️⃣Favorites
            tab 7️⃣Detail
            set 8️⃣Home.x = 1
            expect top 9️⃣EditNav
            """,
            [
                ("1", "unknown-scene: unknown scene or shared store 'Contact' [did you mean 'Contacts'?]"),
                ("2", "unknown-field: scene 'Contacts' has no field 'favouritesOnly' [did you mean 'favoritesOnly'?]"),
                (
                    "3",
                    "unknown-field: shared store 'State' has no field 'selection' [a scene's selection is set with 'select n', not stored in its data store]"
                ),
                ("4", "unknown-route: no scene has a route named 'ShowDetial' [did you mean 'ShowDetail'?]"),
                (
                    "5",
                    "unknown-route: no scene has a route named 'PartyEmbed' ['PartyEmbed' is an embed, performed when its parent loads; it cannot be tapped]"
                ),
                ("6", "unknown-tab: unknown tab 'Favorites' [did you mean 'FavoritesTab'?]"),
                ("7", "unknown-tab: 'Detail' is not a child of any tab bar"),
                (
                    "8",
                    "unknown-scene: unknown scene or shared store 'Home' ['Home' is a container; containers have no data store]"
                ),
                (
                    "9",
                    "unknown-scene: 'EditNav' is a container, not a scene [expectations name the scene on top inside a container]"
                ),
            ])
    }

    @Test func reportsTheFirstBadNameOfAStepOnly() throws {
        try Self.check(
            """
            expect stack [Contacts, 1️⃣Detial, Nope]
            expect presented 2️⃣EditContacts
            expect tab 3️⃣Home
            expect Detail.4️⃣contacts == nil
            expect Party.5️⃣x == 1
            """,
            [
                ("1", "unknown-scene: unknown scene 'Detial' [did you mean 'Detail'?]"),
                ("2", "unknown-scene: unknown scene 'EditContacts' [did you mean 'EditContact'?]"),
                ("3", "unknown-tab: 'Home' is not a child of any tab bar"),
                ("4", "unknown-field: scene 'Detail' has no field 'contacts' [did you mean 'contact'?]"),
                ("5", "unknown-field: scene 'Party' has no field 'x' [scene 'Party' has no fields]"),
            ])
    }

    @Test func checksHierarchyNamesAndKinds() throws {
        try Self.check(
            """
            expect hierarchy Home{*ContactsTab[Contacts, 1️⃣Detial]}
            expect hierarchy 2️⃣Home[Contacts]
            expect hierarchy ContactsTab[Contacts] > 3️⃣Detail[EditContact]
            expect hierarchy Home{*4️⃣ContactsTab(Contacts)}
            expect hierarchy 5️⃣EditNav{*EditContact}
            expect hierarchy Home{*ContactsTab[Contacts, Detail]} > Home{*6️⃣Nav[X]}
            """,
            [
                ("1", "unknown-scene: unknown scene or container 'Detial' in the hierarchy [did you mean 'Detail'?]"),
                (
                    "2",
                    "hierarchy-kind-mismatch: 'Home' is a tab container, but is written as a navigation stack 'Home[…]'"
                ),
                ("3", "hierarchy-kind-mismatch: 'Detail' is a scene, but is written as a navigation stack 'Detail[…]'"),
                (
                    "4",
                    "hierarchy-kind-mismatch: 'ContactsTab' is a navigation container, but is written as a scene with embedded children 'ContactsTab(…)'"
                ),
                (
                    "5",
                    "hierarchy-kind-mismatch: 'EditNav' is a navigation container, but is written as tabs 'EditNav{…}'"
                ),
                ("6", "unknown-scene: unknown scene or container 'Nav' in the hierarchy"),
            ])
    }

    @Test func reportsAScenarioWrittenForAnotherGraph() throws {
        let scenario = ScenarioParser.parse(SourceText(path: "s", string: "scenario \"t\"\ngraph CleanStore\n"))
            .scenario
        let diagnostics = ScenarioChecker.check(try #require(scenario), against: try Self.graph())
        #expect(diagnostics.map(\.message) == ["scenario runs against graph 'CleanStore', not 'Contacts'"])
        #expect(diagnostics.map(\.position) == [SourcePosition(line: 2, column: 7)])
        let byPath = ScenarioParser.parse(
            SourceText(path: "s", string: "scenario \"t\"\ngraph \"../x.navgraph\"\n")
        ).scenario
        #expect(ScenarioChecker.check(try #require(byPath), against: try Self.graph()) == [])
    }
}
