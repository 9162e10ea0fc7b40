import Testing

@testable import NavSim

/// Explore's own data (no `--given`): which fields vary and in which shapes, the samples the
/// graph's reads make, and the search deciding a scene's data only once it is built.
@Suite struct AbstractDataTests {
    /// A list of orders whose row opens a detail (whose `Item` is the list's `Order`) that hands a
    /// field of the order on; a `!` field no route passes; a list that starts empty; one with
    /// rows; a scene nothing reaches.
    static let shop = loadGraph(
        """
        graph Shop
        shared Session
          store user: User
          store recent: [Order]
        scene List
          store orders: [Order]?
          store filters: [String] = []
          store sizes: [Int] = [1, 2]
        scene Detail
          store order: Item!
          store stamp: Stamp!
        scene Customer
          store name: String?
        scene Unused
          store notes: [String]?
          store stamp: Stamp!
        navigation Main root List
        start Main
        segue Open: List -> Detail show
          pass order = orders[selection]
        segue Who: Detail -> Customer show
          pass name = order.customer.name
        route Greet: List -> Customer show
          pass name = Session.user.name
        """)

    @Test func variesTheFieldsTheAppFetchesInTheShapesTheirDeclarationsAllow() {
        let data = AbstractData(Program(Self.shop))
        var shapes: [String: [String]] = [:]
        for group in data.groups {
            for field in group.fields { shapes["\(field.owner).\(field.name)"] = field.shapes.map(\.kind.rawValue) }
        }
        // Passed fields (Detail.order, Customer.name) and a list with rows (List.sizes) do not
        // vary; Unused.notes is read by nothing; a list that starts empty may get rows; a `!` no
        // route passes may be unset or set; a shared store's list and record are its app's model.
        #expect(
            shapes == [
                "Session.user": ["a value"], "Session.recent": ["empty", "two rows"],
                "List.orders": ["nil", "two rows"], "List.filters": ["empty", "two rows"],
                "Detail.stamp": ["unset", "set"], "Unused.stamp": ["unset", "set"],
            ])
        #expect(data.sharedGroups == 1)
    }

    @Test func aSampleHasWhatTheGraphReadsInItAfterTheDataMoved() {
        let data = AbstractData(Program(Self.shop))
        let orders = data.groups.flatMap(\.fields).first { $0.name == "orders" }!
        // `order.customer.name` is read in Detail, whose `order` (an `Item`) is a row of `orders`.
        #expect(orders.shapes[1].value?.description == #"[{customer: {name: "name"}}, {customer: {name: "name"}}]"#)
        let user = data.groups.flatMap(\.fields).first { $0.name == "user" }!
        #expect(user.shapes[0].value?.description == #"{name: "name"}"#)
        // A declared type of Swift's own is a value of it.
        let values = SampleValues(Program(Self.shop))
        #expect(values.sample(ofType: "[Int]?") == .list([.number(1), .number(1)]))
        #expect(values.sample(ofType: "String!") == .string("text"))
        #expect(values.sample(ofType: "Stamp") == .record(Record()))
    }

    @Test func findsTheRowBugWithoutGivenDataAndSaysWhichDataItNeeds() {
        // A row's route is tried once the list has rows; the `!` field no route passes is a
        // finding when it is unset, and the finding says so.
        let graph = loadGraph(
            """
            graph Rows
            scene List
              store orders: [Order]?
              store count: Int!
            scene Detail
              store order: Order!
            navigation Main root List
            start Main
            segue Open: List -> Detail show
              pass order = orders[selection]
            """)
        let result = Explorer.explore(
            from: Simulator(graph: graph), limits: Explorer.Limits(depth: 4, maxStates: 1000, doubleTaps: false),
            data: .abstract)
        #expect(result.data == .abstract)
        // List.count unset is a nil-data-store at launch; with it set and two rows, Open is tried.
        let atLaunch = result.findings.first { $0.steps.isEmpty }
        #expect(atLaunch?.id.rawValue == "nil-data-store")
        #expect(atLaunch?.data.map(\.description) == ["List.orders nil", "List.count unset"])
        #expect(result.routes.first?.steps?.map(\.description) == ["select 0", "tap Open"])
        #expect(result.skippedActions.isEmpty)
        // With the data as declared (`.given` and no given lines), no row is ever there.
        let concrete = Explorer.explore(
            from: Simulator(graph: graph), limits: Explorer.Limits(depth: 4, maxStates: 1000, doubleTaps: false))
        #expect(concrete.data == .given)
        #expect(concrete.routes.first?.steps == nil)
    }

    @Test func aSceneNeverBuiltMultipliesNoState() {
        // Unused's `stamp` varies, but nothing builds Unused: no state has it decided.
        let result = Explorer.explore(
            from: Simulator(graph: Self.shop), limits: Explorer.Limits(depth: 8, maxStates: 10_000, doubleTaps: false),
            data: .abstract)
        let described = Set(result.findings.flatMap(\.data).map(\.owner))
        #expect(!described.contains("Unused"))
        // Shared stores are decided at launch (2 shapes of recent), List's fields when launch
        // builds it: its two lists have rows together (2): four states at launch.
        let launched = Explorer.explore(
            from: Simulator(graph: Self.shop), limits: Explorer.Limits(depth: 0, maxStates: 10_000, doubleTaps: false),
            data: .abstract)
        #expect(launched.states == 4)
        #expect(launched.variedData.contains("List.filters (empty, two rows, with orders)"))
    }
}
