import NavSimTesting
import Testing

@testable import NavSim

/// The seed apps' real hazards (`shared/design/seed-apps.md`), each raised by a scenario.
@Suite struct SeedAppTests {
    static let orders =
        #"given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]"#

    // MARK: CleanStore

    @Test func cleanStoreShowEditSave() throws {
        let result = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                \(Self.orders)
                select 1
                tap ShowOrder
                expect top ShowOrder
                expect ShowOrder.order.name == "Bob"
                tap EditOrder
                expect CreateOrder.orderToEdit.id == "b2"
                set CreateOrder.orderToEdit.total = 9
                tap ShowOrder
                expect ShowOrder.order.total == 9
                back
                expect stack [ListOrders]
                """)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
        #expect(result.finalHierarchy == "Main[ListOrders#1]")
    }

    @Test func cleanStoreTapWithoutSelectionTrapsOnSelectedRow() throws {
        let result = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                \(Self.orders)
                tap ShowOrder
                expect violation nil-data-store
                expect top ShowOrder
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.id == .nilDataStore && violation.hopStep == 2 && violation.stopsReplay)
        #expect(violation.message.contains("'selection', which is nil"))
        #expect(violation.uikitText == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(result.stop?.stepsNotRun == 1, "the expectation after the crash does not run")
    }

    @Test func cleanStoreNilOrderTrapsInViewWillAppearNotAtTheHop() throws {
        // No orders fetched: `orders?[row]` is nil, the pass writes nil, ShowOrder's `order: Order!`
        // traps when it appears.
        let result = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                select 0
                tap ShowOrder
                expect violation nil-data-store
                """)
        #expect(result.passed)
        let hop = try #require(result.steps[1].hops.first)
        #expect(hop.passed == [PassedValue(path: "order", value: .null)])
        #expect(hop.violations.map(\.hopStep) == [3])
        #expect(hop.violations.first?.message.contains("appears with 'order' nil") == true)
    }

    @Test func cleanStoreSecondFastSaveTapPopsAgainAndTraps() throws {
        // Save after creating: the second tap runs routeToListOrders again; UIKit has already
        // removed CreateOrder from viewControllers, so [count - 2] is out of range.
        let created = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                tap CreateOrder
                tap ListOrders twice
                expect violation index-out-of-range
                """)
        #expect(created.passed, "\(created.failures.map(\.message))")
        #expect(created.steps[1].hops.count == 2)
        // Save after editing: the second tap finds ListOrders where it casts to ShowOrder.
        let edited = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                \(Self.orders)
                select 0
                tap ShowOrder
                tap EditOrder
                tap ShowOrder twice
                expect violation destination-mismatch
                """)
        #expect(edited.passed, "\(edited.failures.map(\.message))")
        #expect(
            edited.violations.first?.uikitText
                == "Could not cast value of type 'CleanStore.ListOrdersViewController' to 'CleanStore.ShowOrderViewController'"
        )
    }

    @Test func cleanStoreSegueThatAlsoNavigatesPushesTwice() throws {
        let result = try replayScenario(
            graph: SeedGraphs.cleanStoreNavigating,
            scenario: """
                scenario "test"
                graph CleanStore
                \(Self.orders)
                select 0
                tap ShowOrder
                tap EditOrder
                expect violation double-presentation
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.stopsReplay)
        #expect(
            violation.uikitText
                == "<UINavigationController: Main> is pushing the same view controller instance (<CreateOrderViewController: CreateOrder#3>) more than once which is not supported and is most likely an error in the application"
        )
        #expect(
            result.hops.last?.navigateAgain
                == Hop.NavigateAgain(declared: .show, performed: .push, effect: .pushesAgain))
        #expect(
            result.trace.contains("the router pushes it again (navigate show, a push here)"),
            "the trace quotes the graph")
    }

    @Test func cleanStoreShippedSeguesNeverNavigate() throws {
        let result = try replayScenario(
            graph: SeedGraphs.cleanStore,
            scenario: """
                scenario "test"
                graph CleanStore
                \(Self.orders)
                select 0
                tap ShowOrder
                tap EditOrder
                expect hierarchy Main[ListOrders, ShowOrder, CreateOrder]
                """)
        #expect(result.passed)
        #expect(result.violations.isEmpty)
    }

    // MARK: Contacts

    static let people = """
        given State.contacts = [{name: "Amy"}, {name: "Bob"}]
        given State.favorites = [{name: "Bob"}]
        """

    @Test func contactsTabsAreTwoInstancesToldApartByInjection() throws {
        let result = try replayScenario(
            graph: SeedGraphs.contacts,
            scenario: """
                scenario "test"
                graph Contacts
                \(Self.people)
                expect hierarchy Home{*ContactsTab[Contacts], FavoritesTab[Contacts]}
                expect Contacts.favoritesOnly == false
                tab FavoritesTab
                expect Contacts.favoritesOnly == true
                select 0
                tap ShowDetail
                expect Detail.contact.name == "Bob"
                expect stack [Contacts, Detail]
                tab ContactsTab
                expect stack [Contacts]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.launch.hops.map(\.route) == ["ContactsTab", "FavoritesTab"])
        #expect(result.launch.hops.map(\.to) == [.scene("Contacts", 1), .scene("Contacts", 2)])
        #expect(result.finalHierarchy == "Home{*ContactsTab[Contacts#1], FavoritesTab[Contacts#2, Detail#3]}")
    }

    @Test func contactsEditDigsIntoTheNavigationControllerAndSavesBack() throws {
        let result = try replayScenario(
            graph: SeedGraphs.contacts,
            scenario: """
                scenario "test"
                graph Contacts
                \(Self.people)
                select 1
                tap ShowDetail
                tap Edit
                expect presented EditContact
                expect EditContact.contact.name == "Bob"
                set EditContact.contact.name = "Bobby"
                tap save
                expect presented none
                expect top Detail
                expect Detail.contact.name == "Bobby"
                expect State.contacts[1].name == "Bob"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let edit = result.steps[4].hops[0]
        #expect(
            edit.destination
                == .built(.navigation("EditNav"), receiver: .scene("EditContact", 4), via: .storyboard, store: .wired))
        #expect(edit.to == .scene("EditContact", 4) && edit.declaredDestination == "EditNav")
    }

    @Test func contactsSaveWithoutAContactDeliversNilSilently() throws {
        // No favorites fetched: the Favorites list is nil, Detail gets no contact, and the save
        // unwind carries nil back; Detail silently blanks.
        let result = try replayScenario(
            graph: SeedGraphs.contacts,
            scenario: """
                scenario "test"
                graph Contacts
                given State.contacts = [{name: "Amy"}]
                tab FavoritesTab
                select 0
                tap ShowDetail
                tap Edit
                tap save
                expect violation missing-unwind-data
                expect top Detail
                expect Detail.contact == nil
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.symptom == .silent && !violation.stopsReplay && violation.hopStep == 2)
    }

    @Test func contactsFavoriteSwipeReadsTheWrongList() throws {
        let wrong = try replayScenario(
            graph: SeedGraphs.contactsSwipeBug,
            scenario: """
                scenario "test"
                graph Contacts
                \(Self.people)
                tab FavoritesTab
                select 0
                tap ShowDetail
                expect Detail.contact.name == "Bob"
                """)
        #expect(wrong.failureIDs == ["expectation-failed"])
        #expect(wrong.failures.first?.message == #"expected 'Detail.contact.name' == "Bob", found "Amy""#)
        let outOfRange = try replayScenario(
            graph: SeedGraphs.contactsSwipeBug,
            scenario: """
                scenario "test"
                graph Contacts
                given State.contacts = [{name: "Amy"}]
                given State.favorites = [{name: "Amy"}, {name: "Zoe"}]
                tab FavoritesTab
                select 1
                tap ShowDetail
                expect violation index-out-of-range
                """)
        #expect(outOfRange.passed, "\(outOfRange.failures.map(\.message))")
        #expect(outOfRange.violations.first?.uikitText == "Fatal error: Index out of range")
    }

    // MARK: Flow

    @Test func flowTypedNameIsLostOnTheAgePath() throws {
        let result = try replayScenario(
            graph: SeedGraphs.flow,
            scenario: """
                scenario "test"
                graph Flow
                given StudentList.dataSource = \(SeedGraphs.students)
                select 1
                tap EditName
                set StudentNameEditor.typedName = "Benny"
                tap EditAge
                set StudentAgeEditor.studentAge = 30
                tap BackToList
                expect stack [StudentList]
                expect StudentList.dataSource[1].age == 30
                expect StudentList.dataSource[1].name == "Ben"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let back = result.steps[6].hops[0]
        #expect(
            back.destination
                == .found(.scene("StudentList", 1), at: .nearestBelowTop(scene: "StudentList", of: .navigation("Main")))
        )
        #expect(
            back.navigation
                == .pop(
                    [.scene("StudentNameEditor", 2), .scene("StudentAgeEditor", 3)], off: .navigation("Main"),
                    by: .router))
    }

    @Test func flowDoneKeepsTheTypedName() throws {
        let result = try replayScenario(
            graph: SeedGraphs.flow,
            scenario: """
                scenario "test"
                graph Flow
                given StudentList.dataSource = \(SeedGraphs.students)
                select 3
                tap EditName
                set StudentNameEditor.typedName = "Danny"
                tap Done
                expect StudentList.dataSource[3] == {id: 3, name: "Danny", age: 23}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func flowKeepEditingWritesIntoTheEditingStudent() throws {
        let result = try replayScenario(
            graph: SeedGraphs.flow,
            scenario: """
                scenario "test"
                graph Flow
                given StudentList.dataSource = \(SeedGraphs.students)
                select 2
                tap EditName
                tap EditAge
                set StudentAgeEditor.studentAge = 40
                tap KeepEditing
                expect top StudentNameEditor
                expect StudentNameEditor.editingStudent == {id: 2, name: "Cat", age: 40}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func flowDoubleTapPushesTwiceDuringTheAnimation() throws {
        let result = try replayScenario(
            graph: SeedGraphs.flow,
            scenario: """
                scenario "test"
                graph Flow
                given StudentList.dataSource = \(SeedGraphs.students)
                select 0
                tap EditName twice
                expect violation double-presentation
                expect stack [StudentList, StudentNameEditor, StudentNameEditor]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(!violation.stopsReplay && violation.symptom == .logged)
        #expect(violation.uikitText == "nested push animation can result in corrupted navigation bar")
        #expect(result.steps[2].hops.map(\.to) == [.scene("StudentNameEditor", 2), .scene("StudentNameEditor", 3)])
    }
}
