import NavSimTesting
import Testing

@testable import NavSim

/// The route trace: exact layout, determinism, and the invariants golden files rely on.
@Suite struct TraceRendererTests {
    static let scenario = """
        scenario "test"
        graph CleanStore
        given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]
        select 1
        tap ShowOrder
        expect top ShowOrder
        tap EditOrder
        expect CreateOrder.orderToEdit.id == "b3"
        tap ShowOrder twice
        expect violation destination-mismatch
        back
        """

    /// The trace of `scenario` as navsim wrote goldens before they left source positions out: the
    /// positioned layout, with a failure named by its line (`line 8`).
    static let oldFormat = #"""
        scenario  "test"
        file      inline.scenario
        graph     CleanStore  inline.navgraph

        step 1  given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]  inline.scenario:3
          ok        every new ListOrders starts with orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]

        launch                                                 inline.navgraph:9
          window    Main, built from the storyboard
          now       Main[ListOrders#1]

        step 2  select 1                                       inline.scenario:4
          ok        ListOrders#1 selection = 1

        step 3  tap ShowOrder                                  inline.scenario:5
          route     ShowOrder  ListOrders#1 -> ShowOrder  segue show           inline.navgraph:10
          1 get     ShowOrder#2 from storyboard, data store wired
          2 pass    order = {id: "b2", name: "Bob", total: 7}
          3 nav     push onto Main, performed by the segue
          now       Main[ListOrders#1, ShowOrder#2]

        step 4  expect top ShowOrder                           inline.scenario:6
          ok        top is ShowOrder#2

        step 5  tap EditOrder                                  inline.scenario:7
          route     EditOrder  ShowOrder#2 -> CreateOrder  segue show          inline.navgraph:13
          1 get     CreateOrder#3 from storyboard, data store wired
          2 pass    orderToEdit = {id: "b2", name: "Bob", total: 7}
          3 nav     push onto Main, performed by the segue
          now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]

        step 6  expect CreateOrder.orderToEdit.id == "b3"      inline.scenario:8
          FAILED    expected 'CreateOrder.orderToEdit.id' == "b3", found "b2"
          now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]

        step 7  tap ShowOrder twice                            inline.scenario:9
          route     ShowOrder  CreateOrder#3 -> ShowOrder  route pop           inline.navgraph:16
          1 get     ShowOrder#2, viewControllers[count - 2] of Main
          2 pass    order = {id: "b2", name: "Bob", total: 7}
          3 nav     pop CreateOrder#3 off Main, by the router
          now       Main[ListOrders#1, ShowOrder#2]
          route     ShowOrder  CreateOrder#3 -> ShowOrder  route pop, second tap  inline.navgraph:16
          1 get     ListOrders#1, viewControllers[count - 2] of Main
          violation destination-mismatch  crash at hop step 1: the replay stops
                    route 'ShowOrder' finds 'ListOrders#1' (viewControllers[count - 2] of Main), not a 'ShowOrder'
                    UIKit: "Could not cast value of type 'CleanStore.ListOrdersViewController' to 'CleanStore.ShowOrderViewController'"
          now       Main[ListOrders#1, ShowOrder#2]

        step 8  expect violation destination-mismatch          inline.scenario:10
          ok        step 7 raised destination-mismatch

        stopped   the app crashed at step 7 (destination-mismatch); 1 line not run
        result    FAILED, 1 failure
          line 8    expected 'CreateOrder.orderToEdit.id' == "b3", found "b2"

        """#

    @Test func rendersTheSpecsLayoutWithPositions() throws {
        let result = try replayScenario(graph: SeedGraphs.cleanStore, scenario: Self.scenario)
        // The old format, but a failure is named by its step, with its position at the right.
        let expected = Self.oldFormat.replacingOccurrences(
            of: #"  line 8    expected 'CreateOrder.orderToEdit.id' == "b3", found "b2""#,
            with: #"  step 6    expected 'CreateOrder.orderToEdit.id' == "b3", found "b2"  inline.scenario:8"#)
        #expect(TraceRenderer.render(result, layout: .positioned) == expected)
    }

    @Test func theGoldenLayoutIsThePositionedOneWithoutItsPositions() throws {
        let result = try replayScenario(graph: SeedGraphs.cleanStore, scenario: Self.scenario)
        let golden = TraceRenderer.render(result)
        let positioned = TraceRenderer.render(result, layout: .positioned).split(
            separator: "\n", omittingEmptySubsequences: false)
        let lines = golden.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == positioned.count)
        for (line, withPosition) in zip(lines, positioned) {
            #expect(!line.contains(".navgraph") && !line.contains(".scenario:"), "a position in \(line)")
            #expect(withPosition.hasPrefix(line), "\(line) is \(withPosition) without its position")
        }
        #expect(lines[2] == "graph     CleanStore")
        #expect(lines.contains("step 3  tap ShowOrder"))
        #expect(lines.contains("  route     ShowOrder  ListOrders#1 -> ShowOrder  segue show"))
        #expect(lines.contains("launch"))
        #expect(lines.contains(#"  step 6    expected 'CreateOrder.orderToEdit.id' == "b3", found "b2""#))
    }

    @Test func anOldGoldenIsReadAsTheGoldenLayout() throws {
        let result = try replayScenario(graph: SeedGraphs.cleanStore, scenario: Self.scenario)
        let migrated = PositionedGolden.removingPositions(Array(Self.oldFormat.utf8))
        #expect(migrated.map { String(decoding: $0, as: UTF8.self) } == TraceRenderer.render(result))
        #expect(PositionedGolden.removingPositions(Array(TraceRenderer.render(result).utf8)) == nil, "today's format")
        let positioned = Array(TraceRenderer.render(result, layout: .positioned).utf8)
        #expect(PositionedGolden.removingPositions(positioned) == Array(TraceRenderer.render(result).utf8))
    }

    @Test func onlyPositionsNamingTheHeadersFilesAreRemoved() {
        let old = """
            scenario  "t"
            file      S.scenario
            graph     G  G.navgraph

            step 1  set A.b = "x  S.scenario:3"              S.scenario:4
              ok        A#1 b = "x  Other.scenario:3"

            result    passed

            """
        let migrated = PositionedGolden.removingPositions(Array(old.utf8)).map { String(decoding: $0, as: UTF8.self) }
        #expect(
            migrated == """
                scenario  "t"
                file      S.scenario
                graph     G

                step 1  set A.b = "x  S.scenario:3"
                  ok        A#1 b = "x  Other.scenario:3"

                result    passed

                """)
    }

    /// Each trace is the same bytes whatever was replayed before it in the process (the cases
    /// in one order, then in the other), ends in one newline and has no trailing blanks.
    @Test func aTraceDoesNotDependOnTheReplaysBeforeIt() throws {
        let cases: [(graph: String, scenario: String)] = [
            (SeedGraphs.cleanStore, Self.scenario),
            (
                SeedGraphs.contacts,
                "scenario \"test\"\ngraph Contacts\ngiven State.contacts = [{name: \"A\"}]\ngiven State.favorites = [{name: \"A\"}]\nselect 0\ntap ShowDetail\ntap Edit\ntap save\ntab FavoritesTab\n"
            ),
            (
                SeedGraphs.flow,
                "scenario \"test\"\ngraph Flow\ngiven StudentList.dataSource = \(SeedGraphs.students)\nselect 1\ntap EditName twice\nexpect violation double-presentation\ntap EditAge\ntap BackToList\n"
            ),
        ]
        let forward = try cases.map { try replayScenario(graph: $0.graph, scenario: $0.scenario).trace }
        let backward = try cases.reversed().map { try replayScenario(graph: $0.graph, scenario: $0.scenario).trace }
        #expect(forward.map { Array($0.utf8) } == backward.reversed().map { Array($0.utf8) })
        for trace in forward {
            #expect(trace.hasSuffix("\n") && !trace.hasSuffix("\n\n"))
            for line in trace.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(!line.hasSuffix(" ") && !line.hasSuffix("\t"), "trailing blank in \(line)")
            }
        }
    }

    @Test func nothingPassedSaysSo() throws {
        let result = try replayScenario(
            graph: SeedGraphs.cleanStore, scenario: "scenario \"test\"\ngraph CleanStore\ntap CreateOrder\n")
        #expect(result.trace.contains("  2 pass    nothing\n"))
    }

    @Test func aLongLeftSideKeepsTwoSpacesBeforeTheLocation() {
        func aligned(_ left: String, _ right: String) -> String {
            let text = TraceText()
            text.aligned({ $0.write(left) }, right: { $0.write(right) }, hasRight: !right.isEmpty, column: 5)
            return String(decoding: text.bytes, as: UTF8.self)
        }
        #expect(aligned("x", "f:1") == "x    f:1\n")
        #expect(aligned("abcdef", "f:1") == "abcdef  f:1\n")
        #expect(aligned("abc", "") == "abc\n")
        #expect(aligned("é", "f:1") == "é    f:1\n", "columns are characters, not bytes")
    }

    @Test func aSilentViolationIsNotQuoted() throws {
        let result = try replayScenario(
            graph: SeedGraphs.contacts,
            scenario: """
                scenario "test"
                graph Contacts
                tab FavoritesTab
                select 0
                tap ShowDetail
                tap Edit
                tap save
                expect violation missing-unwind-data
                """)
        #expect(
            result.trace.contains(
                """
                  violation missing-unwind-data  silent at hop step 2: the replay goes on
                            unwind 'save' carries nil for 'contact': 'contact' of 'EditContact#4' is nil
                            UIKit: nothing is logged: the unwind action 'save:' receives nil for 'contact'

                """))
    }
}
