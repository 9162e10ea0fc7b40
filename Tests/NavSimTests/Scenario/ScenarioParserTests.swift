import Testing

@testable import NavSim

@Suite struct ScenarioParserTests {
    static func parse(_ text: String, path: String = "test.scenario") -> (
        scenario: Scenario?, diagnostics: [Diagnostic]
    ) {
        let loaded = ScenarioParser.parse(SourceText(path: path, string: text))
        return (loaded.scenario, loaded.diagnostics)
    }

    /// The steps of a body that must parse without diagnostics, each described in one line.
    static func steps(_ body: String) -> [String] {
        let (scenario, diagnostics) = parse("scenario \"t\"\ngraph G\n" + body)
        #expect(diagnostics.map { "\($0.position): \($0.message)" } == [])
        return scenario?.steps.map { describe($0.kind) } ?? []
    }

    /// A step's kind as a short, exact string.
    static func describe(_ kind: ScenarioStep.Kind) -> String {
        switch kind {
        case .given(let path, let value): return "given \(path) = \(value)"
        case .select(let row): return "select \(row)"
        case .tap(let route, let twice): return "tap \(route)" + (twice ? " twice" : "")
        case .tapThen(let first, let second): return "tap \(first) then \(second)"
        case .fire(let route, let scene): return "fire \(route) from \(scene)"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .tab(let child): return "tab \(child)"
        case .set(let path, let value): return "set \(path) = \(value)"
        case .expectTop(let scene): return "expect top \(scene)"
        case .expectStack(let scenes): return "expect stack \(scenes.map(\.text))"
        case .expectPresented(let scene): return "expect presented \(scene?.text ?? "<nil>")"
        case .expectTab(let child): return "expect tab \(child)"
        case .expectValue(let path, let value): return "expect \(path) == \(value)"
        case .expectHierarchy(let pattern): return "expect hierarchy \(pattern)"
        case .expectViolation(let id): return "expect violation \(id)"
        case .expectCannot(let gesture): return "expect cannot \(gesture)"
        case .expectPresenter(let presented, let presenter): return "expect presenter of \(presented) is \(presenter)"
        case .expectAlive(let scene, let alive): return "expect \(alive ? "alive" : "released") \(scene)"
        }
    }

    @Test func parsesTheSpecExample() throws {
        let text = """
            scenario "Show an order, edit it, save it"
            graph CleanStore                    # Graphs/CleanStore.navgraph

            given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]

            select 1                            # the user taps row 1 in the top scene
            tap ShowOrder                       # triggers the route ShowOrder of an on-screen scene
            expect top ShowOrder
            expect ShowOrder.order.name == "Bob"
            tap EditOrder
            expect CreateOrder.orderToEdit.id == "b2"
            set CreateOrder.orderToEdit.total = 9
            tap ShowOrder                       # CreateOrder's programmatic pop route
            expect ShowOrder.order.total == 9
            back
            expect stack [ListOrders]

            """
        let (parsed, diagnostics) = Self.parse(text, path: "Scenarios/edit.scenario")
        #expect(diagnostics == [])
        let scenario = try #require(parsed)
        #expect(scenario.file == "Scenarios/edit.scenario")
        #expect(scenario.title == "Show an order, edit it, save it")
        #expect(scenario.titlePosition == SourcePosition(line: 1, column: 1))
        #expect(
            scenario.graph
                == GraphReference(text: "CleanStore", isPath: false, position: SourcePosition(line: 2, column: 7)))
        #expect(scenario.steps.map(\.position.line) == [4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16])
        #expect(scenario.steps.allSatisfy { $0.position.column == 1 })
        #expect(scenario.steps[1].text == "select 1")
        #expect(scenario.steps[2].text == "tap ShowOrder")
        #expect(
            scenario.steps.map { Self.describe($0.kind) } == [
                #"given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]"#,
                "select 1",
                "tap ShowOrder",
                "expect top ShowOrder",
                #"expect ShowOrder.order.name == "Bob""#,
                "tap EditOrder",
                #"expect CreateOrder.orderToEdit.id == "b2""#,
                "set CreateOrder.orderToEdit.total = 9",
                "tap ShowOrder",
                "expect ShowOrder.order.total == 9",
                "back",
                #"expect stack ["ListOrders"]"#,
            ])
        #expect(scenario.steps.filter(\.isExpectation).count == 5)
        guard case .expectStack(let scenes) = scenario.steps[11].kind else { return }
        #expect(scenes == [Name("ListOrders", at: SourcePosition(line: 16, column: 15))])
    }

    @Test func parsesEveryStep() {
        #expect(
            Self.steps(
                """
                given ListOrders.orders = nil
                given State.favorites = [1, -2.5, "x", true, {a: [false]}]
                select 0
                select 12
                tap ShowOrder
                tap ShowOrder twice
                back
                dismiss
                tab FavoritesTab
                set CreateOrder.orderToEdit.total = 9
                set Flow.dataSource[2].name = "Ann"
                """) == [
                    "given ListOrders.orders = nil",
                    #"given State.favorites = [1, -2.5, "x", true, {a: [false]}]"#,
                    "select 0",
                    "select 12",
                    "tap ShowOrder",
                    "tap ShowOrder twice",
                    "back",
                    "dismiss",
                    "tab FavoritesTab",
                    "set CreateOrder.orderToEdit.total = 9",
                    #"set Flow.dataSource[2].name = "Ann""#,
                ])
    }

    @Test func parsesEveryExpectation() {
        #expect(
            Self.steps(
                """
                expect top ShowOrder
                expect stack [ListOrders, ShowOrder, CreateOrder]
                expect stack [ListOrders,]
                expect presented EditContact
                expect presented none
                expect tab ContactsTab
                expect ShowOrder.order.total == 9
                expect Detail.contact == {name: "Amy", favorite: nil}
                expect hierarchy Main[ListOrders, ShowOrder]
                expect hierarchy Home{*ContactsTab[Contacts, Detail], FavoritesTab[Contacts]} > EditNav[EditContact]
                expect hierarchy Party(PartyDetail, GroupChat)
                expect hierarchy Main[Party(PartyDetail, Chat[Messages])] > Alert
                expect violation double-presentation
                expect violation index-out-of-range
                expect violation nil-data-store
                expect top.x == 1
                expect stack.y[0] == "s"
                """) == [
                    "expect top ShowOrder",
                    #"expect stack ["ListOrders", "ShowOrder", "CreateOrder"]"#,
                    #"expect stack ["ListOrders"]"#,
                    "expect presented EditContact",
                    "expect presented <nil>",
                    "expect tab ContactsTab",
                    "expect ShowOrder.order.total == 9",
                    #"expect Detail.contact == {name: "Amy", favorite: nil}"#,
                    "expect hierarchy Main[ListOrders, ShowOrder]",
                    "expect hierarchy Home{*ContactsTab[Contacts, Detail], FavoritesTab[Contacts]} > EditNav[EditContact]",
                    "expect hierarchy Party(PartyDetail, GroupChat)",
                    "expect hierarchy Main[Party(PartyDetail, Chat[Messages])] > Alert",
                    "expect violation double-presentation",
                    "expect violation index-out-of-range",
                    "expect violation nil-data-store",
                    "expect top.x == 1",
                    #"expect stack.y[0] == "s""#,
                ])
    }

    @Test func buildsHierarchyTrees() throws {
        let (scenario, _) = Self.parse(
            "scenario \"t\"\ngraph G\nexpect hierarchy Home{A[X], *B[Y(Z)]} > Modal\n")
        let step = try #require(scenario?.steps.first)
        #expect(
            step.kind
                == .expectHierarchy(
                    HierarchyPattern(levels: [
                        .tabs(
                            name: "Home",
                            children: [
                                .navigation(name: "A", stack: [.scene(name: "X", embedded: [])]),
                                .navigation(
                                    name: "B", stack: [.scene(name: "Y", embedded: [.scene(name: "Z", embedded: [])])]),
                            ], selected: 1),
                        .scene(name: "Modal", embedded: []),
                    ])))
    }

    @Test func keepsPositionsOfNamesAndTheViolationID() throws {
        let marked = MarkedSource(
            """
            scenario "t"
            graph 1️⃣"../Graphs/Contacts.navgraph"
            2️⃣tap 3️⃣Save twice
            expect violation 4️⃣missing-unwind-data  # a comment
            """)
        let loaded = ScenarioParser.parse(marked.source())
        let (scenario, diagnostics) = (loaded.scenario, loaded.diagnostics)
        #expect(diagnostics == [])
        let parsed = try #require(scenario)
        #expect(
            parsed.graph == GraphReference(text: "../Graphs/Contacts.navgraph", isPath: true, position: marked["1"]))
        #expect(parsed.steps[0].position == marked["2"])
        #expect(parsed.steps[0].kind == .tap(Name("Save", at: marked["3"]), twice: true))
        #expect(parsed.steps[1].kind == .expectViolation(Name("missing-unwind-data", at: marked["4"])))
        #expect(parsed.steps[1].text == "expect violation missing-unwind-data")
    }

    @Test func parsesTapThenAndPlacesItsErrors() throws {
        let marked = MarkedSource(
            """
            scenario "t"
            graph G
            tap Send then 1️⃣Receipt
            tap Send then2️⃣
            tap Send then Receipt 3️⃣twice
            """)
        let loaded = ScenarioParser.parse(marked.source())
        #expect(
            loaded.scenario?.steps.first?.kind
                == .tapThen(
                    Name("Send", at: SourcePosition(line: 3, column: 5)), then: Name("Receipt", at: marked["1"])))
        #expect(loaded.diagnostics.map(\.position) == [marked["2"], marked["3"]])
        #expect(loaded.diagnostics.map(\.id) == [DiagnosticID.expectedName, DiagnosticID.unexpectedToken])
    }

    @Test func reportsMissingHeaders() {
        #expect(Self.parse("").diagnostics.map(\.id) == [ScenarioParser.missingScenarioHeader])
        #expect(Self.parse("# only a comment\n").scenario == nil)

        let noScenario = Self.parse("graph G\ntap A\n")
        #expect(noScenario.scenario == nil)
        #expect(noScenario.diagnostics.map(\.id) == [ScenarioParser.missingScenarioHeader])
        #expect(noScenario.diagnostics.map(\.message) == ["expected 'scenario \"title\"' as the first line"])

        let noGraph = Self.parse("scenario \"t\"\ntap A\n")
        #expect(noGraph.scenario == nil)
        #expect(noGraph.diagnostics.map(\.message) == ["expected 'graph Name' after the 'scenario' line"])
        #expect(noGraph.diagnostics.map(\.position) == [SourcePosition(line: 2, column: 1)])

        let onlyScenario = Self.parse("scenario \"t\"")
        #expect(onlyScenario.diagnostics.map(\.position) == [SourcePosition(line: 1, column: 13)])

        let neither = Self.parse("tap A\nback\n")
        #expect(neither.diagnostics.count == 1)
        #expect(
            neither.diagnostics.first?.message
                == "expected 'scenario \"title\"' as the first line and 'graph Name' as the second")
    }

    @Test func reportsMisplacedAndRepeatedHeaders() throws {
        let marked = MarkedSource(
            """
            scenario "t"
            tap A
            1️⃣graph G
            2️⃣scenario "again"
            back
            """)
        let loaded = ScenarioParser.parse(marked.source())
        let (scenario, diagnostics) = (loaded.scenario, loaded.diagnostics)
        #expect(diagnostics.map(\.id) == [ScenarioParser.misplacedHeader, ScenarioParser.misplacedHeader])
        #expect(diagnostics.map(\.position) == [marked["1"], marked["2"]])
        #expect(
            diagnostics.map(\.message) == [
                "the 'graph' line must come right after the 'scenario' line", "a scenario has one 'scenario' line",
            ])
        #expect(diagnostics[1].notes.first?.position == SourcePosition(line: 1, column: 1))
        #expect(try #require(scenario).steps.count == 2)
    }
}

@Suite struct ScenarioFileTests {
    @Test func readsAScenarioFileAndNamesItAsAsked() throws {
        let folder = try TemporaryFolder()
        try folder.write("scenario \"t\"\r\ngraph G\r\nback\r\n", to: "a.scenario")
        let loaded = ScenarioParser.parse(
            path: folder.path + "/a.scenario", displayPath: "Scenarios/a.scenario")
        let (scenario, diagnostics) = (loaded.scenario, loaded.diagnostics)
        #expect(diagnostics == [])
        #expect(scenario?.file == "Scenarios/a.scenario")
        #expect(scenario?.steps.map(\.text) == ["back"])
    }

    @Test func reportsUnreadableFilesOnce() throws {
        let folder = try TemporaryFolder()
        #expect(
            ScenarioParser.parse(path: folder.path + "/none.scenario", displayPath: "none.scenario").diagnostics.map {
                "\($0.file):\($0.position) \($0.id): \($0.message)"
            } == ["none.scenario:1:1 unreadable-file: cannot read scenario file: no such file"])
        #expect(
            ScenarioParser.parse(path: folder.path).diagnostics.map(\.message) == [
                "cannot read scenario file: it is a directory"
            ])
        try folder.write("scenario \"t\"\ngraph G\nback \u{0}\n", to: "b.scenario")
        #expect(
            ScenarioParser.parse(path: folder.path + "/b.scenario").diagnostics.map(\.id) == [DiagnosticID.binaryFile])
    }
}
