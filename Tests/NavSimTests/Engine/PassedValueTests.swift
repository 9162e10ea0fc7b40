import NavSimTesting
import Testing

@testable import NavSim

/// Step 2: values read in the source, written into the destination, with Swift's optional
/// chaining and traps.
@Suite struct PassedValueTests {
    static let graph = """
        graph Values
        shared State
          store favorites: [Item]?
          store last: Item?
        scene List
          store items: [Item]?
          store edited: Item?
        scene Detail
          store item: Item?
          store price: Int?
          store owner: String?
        scene Required
          store item: Item!
        scene Editor
          store student: Student?
        navigation Main root List
        start Main
        segue Open: List -> Detail show
          pass item = items[selection]
          pass price = items[selection].price
          pass owner = items[selection].owner.name
        segue Fixed: List -> Detail show
          pass item = items[2]
        segue Favorite: List -> Detail show
          pass item = State.favorites[0]
          pass State.last = items[0]
        segue Need: List -> Required show
          pass item = edited
        segue Edit: List -> Editor show
          pass student = edited
        route SaveAge: Editor -> List pop
          pass edited.age = student.age
        route SaveRow: Editor -> List pop
          pass items[selection] = student
        route Back: Required -> List pop
          pass edited = nil
        """

    static let items = #"given List.items = [{name: "pen", price: 2}, {name: "ink"}]"#

    @Test func valuesAreReadInTheSourceAndAFieldOfNilIsNil() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                \(Self.items)
                select 1
                tap Open
                expect Detail.item == {name: "ink"}
                expect Detail.price == nil
                expect Detail.owner == nil
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
        #expect(
            result.steps[2].hops[0].passed == [
                PassedValue(path: "item", value: .record(Record([.init(name: "name", value: .string("ink"))]))),
                PassedValue(path: "price", value: .null), PassedValue(path: "owner", value: .null),
            ])
    }

    @Test func aNilSelectionTrapsLikeSelectedRowUnwrapped() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Values\n\(Self.items)\ntap Open\nexpect violation nil-data-store\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations[0].message
                == "'items[selection]' in 'List#1' reads index 'selection', which is nil: no row is selected")
    }

    @Test func anIndexOfANilListIsNilWithoutReadingTheIndex() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Values\ntap Open\nexpect Detail.item == nil\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }

    @Test func anIndexPastTheEndTraps() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Values\n\(Self.items)\ntap Fixed\nexpect violation index-out-of-range\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations[0].message == "'items[2]' in 'List#1' reads index 2 of a list of 2")
        #expect(result.violations[0].hopStep == 2)
        let selected = try replayScenario(
            graph: Self.graph,
            scenario:
                "scenario \"test\"\ngraph Values\n\(Self.items)\nselect 5\ntap Open\nexpect violation index-out-of-range\n"
        )
        #expect(selected.passed, "\(selected.failures.map(\.message))")
    }

    @Test func sharedStoresAreReadAndWrittenByName() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                \(Self.items)
                given State.favorites = [{name: "cap"}]
                tap Favorite
                expect Detail.item.name == "cap"
                expect State.last.name == "pen"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func recordsAreCopiedWhenPassed() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                \(Self.items)
                select 0
                tap Open
                set Detail.item.name = "quill"
                back
                select 0
                tap Open
                expect Detail.item.name == "pen"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func aNestedDestinationPathWritesIntoTheRecord() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                given List.edited = {name: "Ann", age: 20}
                tap Edit
                set Editor.student.age = 31
                tap SaveAge
                expect List.edited == {name: "Ann", age: 31}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func writingIntoANilParentIsDroppedLikeOptionalChaining() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                tap Edit
                set Editor.student = {age: 31}
                tap SaveAge
                expect List.edited == nil
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let passed = result.steps[2].hops[0].passed
        #expect(passed == [PassedValue(path: "edited.age", value: .number(31), dropped: .isNil(path: "edited"))])
        #expect(result.trace.contains("  2 pass    edited.age = 31, dropped: 'edited' is nil\n"))
    }

    @Test func anIndexInADestinationPathIsTheDestinationsSelection() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Values
                \(Self.items)
                given List.edited = {name: "nib"}
                select 1
                tap Edit
                tap SaveRow
                expect List.items == [{name: "pen", price: 2}, {name: "nib"}]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func anImplicitlyUnwrappedFieldIsCheckedEachTimeItsSceneAppears() throws {
        let crash = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Values\ntap Need\nexpect violation nil-data-store\n")
        #expect(crash.passed, "\(crash.failures.map(\.message))")
        #expect(crash.violations[0].hopStep == 3)
        #expect(crash.violations[0].message == "'Required#2' appears with 'item' nil, but 'item' is declared 'Item!'")
        let fine = try replayScenario(
            graph: Self.graph,
            scenario:
                "scenario \"test\"\ngraph Values\ngiven List.edited = {name: \"x\"}\ntap Need\nexpect top Required\n")
        #expect(fine.passed)
        #expect(fine.violations.isEmpty)
    }
}
