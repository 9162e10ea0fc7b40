import Foundation
import Testing

@testable import NavSim

/// The canonical bytes a state is kept as: a state rebuilt from them writes the same bytes and
/// does what the original does, action after action, on every shipped graph.
@Suite struct CanonicalFormTests {
    static let graphs: [String] = {
        let root = packageRoot + "/Graphs"
        let names = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return names.filter { $0.hasSuffix(".navgraph") }.sorted()
    }()

    /// The state's bytes, written whole or, with `base`, copying what no action touched.
    static func bytes(_ app: AppState, reusing base: CanonicalSpans = CanonicalSpans()) -> [UInt8] {
        var out = CanonicalBytes()
        StateWriter.write(app, into: &out, reusing: base)
        return out.bytes
    }

    /// Makes `simulator` the state `bytes` hold, in its own storage, as the explorer does;
    /// returns where each view controller lies in them.
    @discardableResult
    static func resume(_ simulator: inout Simulator, from bytes: [UInt8], stores: DataStores) -> CanonicalSpans {
        var spans = CanonicalSpans()
        resume(&simulator, from: bytes, stores: stores, spans: &spans)
        return spans
    }

    /// `resume(_:from:stores:)` with the spans of the state `simulator` was last read into, so
    /// that the read goes on after the nodes both states share.
    static func resume(
        _ simulator: inout Simulator, from bytes: [UInt8], stores: DataStores, spans: inout CanonicalSpans
    ) {
        var reader = CanonicalBytes.Reader(bytes, 0..<bytes.count)
        simulator.restore { StateReader.read(&reader, into: &$0, stores: stores, spans: &spans) }
        #expect(reader.atEnd)
    }

    @Test(arguments: graphs)
    func aRebuiltStateActsAsTheOriginal(_ name: String) throws {
        let graph = try #require(GraphLoader.load(path: packageRoot + "/Graphs/" + name).usable)
        var original = Simulator(graph: graph, recordsTrace: false)
        _ = original.launch()
        var menu = ActionMenu(original.program, doubleTaps: true)
        var offered: [Int32] = []
        var routes: [Int32] = []
        // A fixed pseudo-random walk: the same on every run.
        var seed: UInt64 = 0x5eed
        let context = Simulator.StepContext(number: 1, line: 0)
        // Rebuilt in place over whatever the last state left (a read that goes on after the
        // nodes the two states share), and copied in place from that, as the explorer reuses
        // its two simulators.
        var rebuilt = original
        var copied = original
        var spans = CanonicalSpans()
        for _ in 0..<200 where !original.crashed {
            let state = Self.bytes(original.app)
            Self.resume(&rebuilt, from: state, stores: original.app.stores, spans: &spans)
            var fresh = Simulator(graph: graph, recordsTrace: false)
            Self.resume(&fresh, from: state, stores: original.app.stores)
            #expect(rebuilt.app.hierarchy.nodes == fresh.app.hierarchy.nodes, "\(name): a resumed read")
            #expect(Self.bytes(rebuilt.app) == state, "\(name): rebuilt bytes")
            #expect(StateWriter.bytes(of: rebuilt.app) == StateWriter.bytes(of: original.app))
            copied.restore { $0.overwrite(with: rebuilt.app) }
            #expect(Self.bytes(copied.app) == state, "\(name): copied bytes")
            _ = menu.offer(in: original.app, original.program, into: &offered, routes: &routes)
            guard !offered.isEmpty else { break }
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let position = Int(seed >> 33) % offered.count
            let action = menu.actions[Int(offered[position])]
            // The original acts as its scenario step would; the copy as the explorer does (a tap
            // by its route's number): they must be the same action.
            let before = action.perform(on: &original, context: context)
            let after = menu.perform(offered[position], route: routes[position], on: &copied, context: context)
            #expect(before.violations.map(\.id) == after.violations.map(\.id), "\(name): \(action)")
            #expect(before.hopCount == after.hopCount, "\(name): \(action)")
            #expect((before.failure == nil) == (after.failure == nil), "\(name): \(action)")
            if !original.crashed {
                #expect(Self.bytes(original.app) == Self.bytes(copied.app), "\(name): \(action)")
                // What the action left alone is copied from the state before it: the same bytes.
                #expect(Self.bytes(copied.app, reusing: spans) == Self.bytes(copied.app), "\(name): \(action) reused")
            }
        }
    }

    @Test func whichInstanceIsNewestIsPartOfTheState() throws {
        // Two Details alive, one in each tab: `fire Refresh from Detail` takes the newest, so
        // opening them in the other order is another state, and a rebuilt state keeps the order.
        let graph = loadGraph(
            """
            graph Two
            scene List
            scene Detail
            scene Alert
            navigation First root List
            navigation Second root List
            tabs Home [First, Second]
            start Home
            segue Open: List -> Detail show
            route Refresh: Detail -> Alert present
              fired
            """)
        let context = Simulator.StepContext(number: 1, line: 0)
        func open(_ order: [String]) -> Simulator {
            var simulator = Simulator(graph: graph, recordsTrace: false)
            _ = simulator.launch()
            for tab in order {
                _ = simulator.selectTab(tab, context: context)
                _ = simulator.tap("Open", context: context)
            }
            _ = simulator.selectTab("First", context: context)
            return simulator
        }
        let firstThenSecond = open(["First", "Second"])
        let secondThenFirst = open(["Second", "First"])
        #expect(StateWriter.bytes(of: firstThenSecond.app) != StateWriter.bytes(of: secondThenFirst.app))
        let state = Self.bytes(firstThenSecond.app)
        var rebuilt = Simulator(graph: graph, recordsTrace: false)
        Self.resume(&rebuilt, from: state, stores: firstThenSecond.app.stores)
        var original = firstThenSecond
        // The newest Detail is in the Second tab, off screen: the alert is dropped in both.
        let expected = original.fire("Refresh", from: "Detail", context: context).violations.map(\.id)
        #expect(expected == [.navigationIgnored])
        #expect(rebuilt.fire("Refresh", from: "Detail", context: context).violations.map(\.id) == expected)
        // Read with its Details out of walk order, a state renumbers them; a write that copies
        // the untouched tab bar whole still says which Detail is newer.
        var reordered = Simulator(graph: graph, recordsTrace: false)
        var newerFirst = Simulator(graph: graph, recordsTrace: false)
        for step in ["Second", "First"] {
            _ = newerFirst.selectTab(step, context: context)
            _ = newerFirst.tap("Open", context: context)
        }
        let other = Self.bytes(newerFirst.app)
        let spans = Self.resume(&reordered, from: other, stores: newerFirst.app.stores)
        #expect(reordered.fire("Refresh", from: "Detail", context: context).violations.isEmpty)
        #expect(Self.bytes(reordered.app) != other)
        #expect(Self.bytes(reordered.app, reusing: spans) == Self.bytes(reordered.app))
    }

    @Test func aCopiedSceneCountsInTheCreationOrder() throws {
        // A presented Detail, then a newer one pushed under it: the walk meets the newer first.
        // The presented one is a bare scene no action touches, copied whole by a write that
        // reuses spans: it still counts, or the state would forget which Detail is newest.
        let graph = loadGraph(
            """
            graph Order
            scene List
            scene Detail
            navigation Main root List
            start Main
            segue Show: List -> Detail present
            route Push: List -> Detail push via code
              fired
            """)
        let context = Simulator.StepContext(number: 1, line: 0)
        var simulator = Simulator(graph: graph, recordsTrace: false)
        _ = simulator.launch()
        _ = simulator.tap("Show", context: context)
        var base = Simulator(graph: graph, recordsTrace: false)
        let spans = Self.resume(&base, from: Self.bytes(simulator.app), stores: simulator.app.stores)
        var next = base
        #expect(next.fire("Push", from: "List", context: context).violations.isEmpty)
        #expect(next.liveInstanceCount == 4)
        #expect(Self.bytes(next.app, reusing: spans) == Self.bytes(next.app))
    }

    @Test func aNewInstanceWritesItsInitialValuesAndMergesOnlyWithTheSameStore() throws {
        let text = """
            graph Start
            scene List
            scene Detail
              store tags: [String] = ["new"]
              store note: String? = "draft"
            navigation Main root List
            start Main
            segue Open: List -> Detail show
            segue Same: List -> Detail show
              pass note = "draft"
            segue Other: List -> Detail show
              pass note = nil
            route Back: Detail -> List pop
            """
        let graph = loadGraph(text)
        let context = Simulator.StepContext(number: 1, line: 0)
        func opened(_ route: String, in graph: Graph) -> Simulator {
            var simulator = Simulator(graph: graph, recordsTrace: false)
            _ = simulator.launch()
            #expect(simulator.tap(route, context: context).failure == nil)
            return simulator
        }
        let open = opened("Open", in: graph)
        // Passing what the store starts with is the same state; passing anything else is not.
        #expect(StateWriter.bytes(of: open.app) == StateWriter.bytes(of: opened("Same", in: graph).app))
        #expect(StateWriter.bytes(of: open.app) != StateWriter.bytes(of: opened("Other", in: graph).app))
        // The bytes carry the store the instance started with: without the initial values, the
        // same screens are another state.
        let bare = loadGraph(
            text.replacingOccurrences(of: "[String] = [\"new\"]", with: "[String]?").replacingOccurrences(
                of: "String? = \"draft\"", with: "String?"))
        #expect(Self.bytes(open.app) != Self.bytes(opened("Open", in: bare).app))
        // Rebuilt from its bytes, the state holds the values, and a write that copies what the
        // next actions left alone gives the bytes a whole write gives.
        var rebuilt = Simulator(graph: graph, recordsTrace: false)
        let spans = Self.resume(&rebuilt, from: Self.bytes(open.app), stores: open.app.stores)
        #expect(StateWriter.bytes(of: rebuilt.app) == StateWriter.bytes(of: open.app))
        let origin = SourcePosition(line: 1, column: 1)
        let tags = Path(root: Name("Detail", at: origin), components: [.field(Name("tags", at: origin))])
        #expect(try rebuilt.read(tags).get() == .list([.string("new")]))
        for route in ["Back", "Other", "Back", "Open"] {
            #expect(rebuilt.tap(route, context: context).failure == nil, "\(route)")
            #expect(Self.bytes(rebuilt.app, reusing: spans) == Self.bytes(rebuilt.app), "\(route)")
        }
        #expect(StateWriter.bytes(of: rebuilt.app) == StateWriter.bytes(of: open.app))
    }

    @Test func exploreFiresAFiredRouteFromOffScreen() {
        let graph = loadGraph(
            """
            graph Fired
            scene Inbox
            scene Message
            scene Alert
            navigation Main root Inbox
            start Main
            segue Open: Inbox -> Message show
            route NewMail: Inbox -> Alert present
              fired
            """)
        let result = Explorer.explore(
            from: Simulator(graph: graph), limits: Explorer.Limits(depth: 4, maxStates: 1000, doubleTaps: false))
        // Fired under Message, the alert is dropped (Inbox's view is not in the window); fired
        // while the alert it presented is still up, Inbox already presents.
        #expect(result.findings.map(\.id) == [.navigationIgnored, .doublePresentation])
        #expect(
            result.findings.map { $0.steps.map(\.description) } == [
                ["tap Open", "fire NewMail from Inbox"], ["tap NewMail", "fire NewMail from Inbox"],
            ])
    }
}
