import Foundation
import Testing

@testable import NavSim

/// `MVCSegueReader` on `Fixtures/SwiftApps/ContactsLike`, a plain MVC app written to hold each
/// shape `prepare(for:sender:)`, `performSegue` and unwind actions take in real apps.
@Suite struct MVCSegueReaderTests {
    static let folder = "Tests/NavSimTests/Fixtures/SwiftApps/ContactsLike"

    static func index(
        _ names: [String] = ["PeopleViewController", "PersonDetailViewController", "OtherViewControllers", "Model"]
    ) throws -> SwiftTypeIndex {
        let files = try names.map { name in
            let path = folder + "/" + name + ".swift"
            let data = try Data(contentsOf: URL(fileURLWithPath: packageRoot + "/" + path))
            return SwiftSourceFile(bytes: [UInt8](data), path: path)
        }
        return SwiftTypeIndex(files: files)
    }

    /// A site's facts in one line: trigger, source, destination, how obtained, action, passes.
    static func facts(_ site: NavigationSite) -> String {
        let trigger: String
        switch site.trigger {
        case .segue(let identifier): trigger = "segue " + (identifier ?? "-")
        case .code(let name): trigger = "code " + name
        case .unwindAction(let name): trigger = "unwind " + name
        }
        let passes = site.passes.map { "\($0.field) = \($0.expression ?? "?")" }.joined(separator: ", ")
        return "\(trigger): \(site.source ?? "?") -> \(site.destination ?? "?") \(site.obtained)"
            + (site.action.map { " " + $0.rawValue } ?? "") + (passes.isEmpty ? "" : " | " + passes)
    }

    /// What the reader finds in `source`, one file `A.swift`.
    static func read(_ source: String) -> PatternFindings {
        MVCSegueReader.read(SwiftTypeIndex(files: [SwiftSourceFile(bytes: Array(source.utf8), path: "A.swift")]))
    }

    /// Every site's facts, in order.
    static func facts(_ findings: PatternFindings) -> [String] { findings.sites.map(facts) }

    /// The facts of the sites from class `source`.
    static func sites(_ findings: PatternFindings, from source: String?) -> [String] {
        findings.sites.filter { $0.source == source }.map(facts)
    }

    @Test func readsEachBranchOfAPrepareWithTheDataItPasses() throws {
        let found = MVCSegueReader.read(try Self.index())
        // A switch with three identifiers: a cell sender and indexPath(for:), a navigation
        // controller's topViewController, `.some("…")` with a setter whose body assigns.
        #expect(
            Self.sites(found, from: "PeopleViewController") == [
                "segue ShowPerson: PeopleViewController -> PersonDetailViewController segue | person = people[selection]",
                "segue AddPerson: PeopleViewController -> EditPersonViewController segue | isNew = true, person = nil",
                "segue ShowGroups: PeopleViewController -> GroupsViewController segue | selected = selectedGroup, favoritesOnly = favoritesOnly",
            ])
        // An if and an else-if, through viewControllers.first, and a chained cast with a raw value.
        #expect(
            Self.sites(found, from: "PersonDetailViewController") == [
                "segue EditPerson: PersonDetailViewController -> EditPersonViewController segue | person = person",
                "segue ShowMap: PersonDetailViewController -> MapViewController segue | address = person.address",
            ])
        // A guard on the identifier with the collection view's selection; performSegue from
        // didSelectItemAt with an enum's raw value (the storyboard knows the destination).
        #expect(
            Self.sites(found, from: "GroupsViewController") == [
                "segue showMembers: GroupsViewController -> MembersViewController segue | group = groups[selection]",
                "segue showMembers: GroupsViewController -> ? segue",
            ])
        // No identifier test: the one destination by cast; the value built by a call is unread.
        // performSegue from didSelectRowAt and from a closure: one site called from both.
        #expect(
            Self.sites(found, from: "MembersViewController") == [
                "segue -: MembersViewController -> PersonDetailViewController segue | person = ?",
                "segue ShowPerson: MembersViewController -> ? segue",
            ])
        let performed = try #require(
            found.sites.first { $0.source == "MembersViewController" && $0.destination == nil })
        #expect(
            performed.calledFrom.map(\.label) == ["OtherViewControllers.swift:59", "OtherViewControllers.swift:64"])
        #expect(performed.method == "tableView(_:didSelectRowAt:)")
        let showPerson = try #require(found.sites.first)
        #expect(showPerson.origin.label == "PeopleViewController.swift:21")
        #expect(showPerson.method == "prepare(for:sender:)")
        #expect(showPerson.passes.first?.swift == "people[indexPath.row]")
        #expect(showPerson.passes.first?.origin.label == "PeopleViewController.swift:26")
        #expect(found.sites.allSatisfy { $0.action == nil })
    }

    @Test func readsUnwindActionsWithWhatTheyReadFromTheSource() throws {
        let found = MVCSegueReader.read(try Self.index())
        let unwinds = found.sites.filter {
            if case .unwindAction = $0.trigger { return true } else { return false }
        }
        #expect(
            unwinds.map(Self.facts) == [
                // Declared in an extension of the class; appending is no plain pass.
                "unwind unwindToPeople: EditPersonViewController -> PeopleViewController found | people = ?",
                // Cancel carries nothing and casts no source; save reads the one source class.
                "unwind cancel: ? -> PersonDetailViewController found",
                "unwind save: EditPersonViewController -> PersonDetailViewController found | person = person",
                // In `extension UIViewController`: every view controller implements it.
                "unwind unwindAnywhere: ? -> ? found",
            ])
        #expect(unwinds.map(\.method) == ["unwindToPeople(segue:)", "cancel(_:)", "save(_:)", "unwindAnywhere(_:)"])
    }

    @Test func makesAScenePerViewControllerWithItsStoredPropertiesAsStores() throws {
        let found = MVCSegueReader.read(try Self.index())
        func stores(_ name: String) -> [String] {
            (found.scenes.first { $0.className == name }?.stores ?? []).map {
                "\($0.name): \($0.type)" + ($0.initialValue.map { " = " + $0 } ?? "")
                    + ($0.swiftType.map { " (\($0))" } ?? "")
            }
        }
        #expect(found.scenes.map(\.name) == ["People", "PersonDetail", "EditPerson", "Map", "Groups", "Members"])
        // Outlets, statics, weak delegates, computed properties and closures are left out;
        // untyped literals get the literal's type.
        #expect(
            stores("PeopleViewController") == [
                "people: [Person] = []", "favoritesOnly: Bool = false", "selectedGroup: String?",
                "rowHeight: Double = 44.5",
                "title2: String = \"People\"",
            ])
        #expect(stores("PersonDetailViewController") == ["person: Person!"])
        #expect(
            stores("GroupsViewController") == [
                "groups: [String] = [\"Family\", \"Work\"]", "selected: String?", "favoritesOnly: Bool = false",
            ])
        // `[String]()` is an empty list; `Loader()` is never nil but its value unknown: optional.
        #expect(
            stores("MembersViewController") == [
                "group: String?", "names: [String] = []", "loader: Loader? (Loader)", "count: Int = 0",
            ])
        let scene = try #require(found.scenes.first { $0.className == "MapViewController" })
        #expect(scene.origins.map(\.label) == ["OtherViewControllers.swift:17"])
    }

    @Test func warnsWithTheCodeItCannotRead() throws {
        let found = MVCSegueReader.read(try Self.index())
        #expect(
            found.diagnostics.map { "\($0.id) \($0.file.split(separator: "/").last!):\($0.position)" } == [
                "unread-pass PeopleViewController.swift:46:13",
                "unread-pass OtherViewControllers.swift:71:13",
                // `unwindAnywhere` in `extension UIViewController` reads nothing: its unwinds go to
                // `any` and lose nothing, so it is not warned about.
                "untyped-property OtherViewControllers.swift:55:9",
            ])
        #expect(found.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func readsIdentifiersAndDestinationsWrittenOtherWays() throws {
        let source = """
            import UIKit
            enum SegueID: String { case detail = "Detail", edit }
            struct Segues { static let map = "Map" }
            class AViewController: UIViewController {
                var items: [String] = []
                var name = ""
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let identifier = segue.identifier else { return }
                    let row = tableView.indexPathForSelectedRow!.row
                    switch SegueID(rawValue: identifier) {
                    case .detail:
                        (segue.destination as! BViewController).item = items[row]
                    case .edit:
                        let b = (segue.destination as? UINavigationController)?.viewControllers[0] as? BViewController
                        b?.item = self.name
                    default: break
                    }
                    if identifier == Segues.map { segue.destination.title = name }
                    if segue.identifier == R.segue.aViewController.list.identifier, let b = segue.destination as? BViewController {
                        b.set(item: name)
                    }
                }
                func go(_ id: String) { performSegue(withIdentifier: id, sender: nil) }
            }
            class BViewController: UIViewController {
                var item: String?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    switch segue.destination {
                    case let a as AViewController: a.name = item!
                    case is CViewController: break
                    default: break
                    }
                    forward(segue.destination)
                }
            }
            class CViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) { segue.forward(to: segue.destination) }
            }
            """
        let found = Self.read(source)
        #expect(
            Self.facts(found) == [
                "segue Detail: AViewController -> BViewController segue | item = items[selection]",
                "segue edit: AViewController -> BViewController segue | item = name",
                // A setter the sources do not declare: one pass per labelled argument.
                "segue list: AViewController -> BViewController segue | item = name",
                "segue -: BViewController -> AViewController segue | name = item",
                "segue -: BViewController -> CViewController segue",
            ])
        #expect(
            found.diagnostics.map { "\($0.id) \($0.position.line)" } == [
                "unread-segue-destination 18", "unread-segue-identifier 23", "unread-segue-destination 37",
            ])
    }

    @Test func splitsAPrepareWithoutIdentifiersByTheClassItCasts() throws {
        let source = """
            import UIKit
            enum Kind { case plain, fancy }
            class EditorViewController: UIViewController { var kind: Kind? }
            class DetailViewController: UIViewController { var entry: String? }
            class OtherViewController: UIViewController { var entries: [String] = [] }
            class ListViewController: UITableViewController {
                var entries = [String]() {
                    didSet { tableView.reloadData() }
                }
                var kind = Kind.plain
                var search = makeSearch()
                var tint = UIColor.red
                func makeSearch() -> UISearchController { UISearchController() }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let row = tableView.indexPathForSelectedRow?.row ?? 0
                    if let navigation = segue.destination as? UINavigationController {
                        let editor = navigation.topViewController
                            as! EditorViewController
                        editor.kind = kind
                    } else if let detail = segue.destination as? DetailViewController {
                        detail.entry = entries[row]
                    } else {
                        let other = segue.destination as! OtherViewController
                        other.entries = entries
                    }
                }
            }
            """
        let found = Self.read(source)
        #expect(found.sites.map(\.origin.position.line) == [16, 20, 22])
        let expected = [
            "segue -: ListViewController -> EditorViewController segue | kind = kind",
            "segue -: ListViewController -> DetailViewController segue | entry = entries[selection]",
            "segue -: ListViewController -> OtherViewController segue | entries = entries",
        ]
        #expect(Self.facts(found) == expected)
        // A default followed by observers; an enum's case, a symbol starting the store; UIKit values
        // (a method returning one) left out.
        let list = try #require(found.scenes.first { $0.className == "ListViewController" })
        #expect(
            list.stores.map { "\($0.name): \($0.type)" + ($0.initialValue.map { " = " + $0 } ?? "") } == [
                "entries: [String] = []", "kind: Kind = \"plain\"",
            ])
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics)")
    }
}
