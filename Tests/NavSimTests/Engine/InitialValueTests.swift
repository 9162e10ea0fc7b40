import NavSimTesting
import Testing

@testable import NavSim

/// `store field: Type = value`: every new instance's store starts with the value, however the
/// scene is built, before step 2 passes anything; a `pass`, a `given` and a `set` write over it.
@Suite struct InitialValueTests {
    static let graph = """
        graph Inbox
        scene List
          store rows: [String] = ["a", "b"]
          store title: String? = "Inbox"
        scene Detail
          store tags: [String] = []
          store note: String? = "draft"
          store ready: Bool! = true
          store count: Int!
        shared Session
          store visits: Int = 0
          store user: String? = nil
        navigation Main root List
        start Main
        segue Open: List -> Detail show
          pass count = 1
        route Code: List -> Detail push via code
          pass count = 2
        route Factory: List -> Detail push via factory
          pass count = 3
          pass note = title
        segue Bare: List -> Detail show
        route Back: Detail -> List pop
        """

    static let context = Simulator.StepContext(number: 1, line: 1)
    static let origin = SourcePosition(line: 1, column: 1)

    /// `Scene.field` as a path.
    static func path(_ owner: String, _ field: String) -> Path {
        Path(root: Name(owner, at: origin), components: [.field(Name(field, at: origin))])
    }

    static func read(_ simulator: Simulator, _ owner: String, _ field: String) -> Value? {
        try? simulator.read(path(owner, field)).get()
    }

    @Test func theLaunchedScenesAndTheSharedStoresStartWithTheirValues() {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: false)
        _ = simulator.launch(context: Self.context)
        #expect(Self.read(simulator, "List", "rows") == .list([.string("a"), .string("b")]))
        #expect(Self.read(simulator, "List", "title") == .string("Inbox"))
        #expect(Self.read(simulator, "Session", "visits") == .number(0))
        #expect(Self.read(simulator, "Session", "user") == .null)
    }

    @Test(arguments: [("Open", Instantiation.storyboard), ("Code", .code), ("Factory", .factory)])
    func aNewInstanceStartsWithTheValuesHoweverItIsBuilt(_ route: String, _ via: Instantiation) throws {
        var simulator = Simulator(graph: loadGraph(Self.graph))
        _ = simulator.launch(context: Self.context)
        let outcome = simulator.tap(route, context: Self.context)
        #expect(outcome.failure == nil && outcome.violations.isEmpty)
        guard case .built(let instance, _, let how, .wired)? = outcome.hops.first?.destination else {
            Issue.record("\(route) should build Detail: \(String(describing: outcome.hops.first?.destination))")
            return
        }
        #expect(instance == .scene("Detail", 2) && how == via)
        #expect(Self.read(simulator, "Detail", "tags") == .list([]))
        #expect(Self.read(simulator, "Detail", "ready") == .bool(true))
        // A pass writes over the initial value; a field it does not write keeps it.
        #expect(Self.read(simulator, "Detail", "note") == .string(route == "Factory" ? "Inbox" : "draft"))
    }

    @Test func anImplicitlyUnwrappedFieldThatStartsSetNeedsNoPass() {
        // Bare passes nothing: `ready` starts true, so only `count` is nil when Detail appears.
        var simulator = Simulator(graph: loadGraph(Self.graph))
        _ = simulator.launch(context: Self.context)
        #expect(simulator.tap("Open", context: Self.context).violations.isEmpty)
        _ = simulator.tap("Back", context: Self.context)
        let bare = simulator.tap("Bare", context: Self.context)
        #expect(bare.violations.map(\.id) == [.nilDataStore])
        guard case .nilOnAppear(let instance, let field, _)? = bare.violations.first?.reason else {
            Issue.record("expected a nil '!' field on appearing: \(bare.violations)")
            return
        }
        #expect(instance == .scene("Detail", 3) && field == "count")
    }

    @Test func givenOverridesTheValueAndSetAndExpectSeeIt() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Inbox
                given Detail.tags = ["urgent"]
                given Session.visits = 3
                expect List.rows == ["a", "b"]
                tap Open
                expect Detail.tags == ["urgent"]
                expect Detail.note == "draft"
                expect Session.visits == 3
                set Detail.note = "sent"
                expect Detail.note == "sent"
                tap Back
                tap Open
                expect Detail.note == "draft"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }
}
