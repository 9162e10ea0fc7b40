import Foundation
import Testing

@testable import NavSim

/// `CodeNavigationReader` on fixture apps written for it: navigation in view controllers' own
/// methods (`CodeNav`), a flow app built by factories (`FlowLike`, a reproduction of
/// justin-er/Flow's patterns) and coordinators (`Coordinated`): each site's facts.
@Suite struct CodeNavigationReaderTests {
    /// The reader's findings on the fixture app `name`.
    static func read(_ name: String) throws -> PatternFindings {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/" + name
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
            .sorted()
        let files = try names.map { name in
            SwiftSourceFile(bytes: Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))), path: name)
        }
        return CodeNavigationReader.read(SwiftTypeIndex(files: files))
    }

    /// A site as one line of facts: `name: Source -> Destination action obtained [flags] | passes`.
    static func describe(_ site: NavigationSite) -> String {
        var name = ""
        if case .code(let value) = site.trigger { name = value }
        var text =
            "\(name): \(site.source ?? "?") -> \(site.destination ?? "?") \(site.action?.rawValue ?? "-") \(site.obtained)"
        if site.forcesContainer { text += " forced" }
        if let style = site.style { text += " style=\(style)" }
        if site.wrapsInNavigation { text += " wrapped" }
        if !site.passes.isEmpty {
            text +=
                " | "
                + site.passes.map { "\($0.field) = \($0.expression ?? "nil:" + $0.swift)" }.joined(separator: "; ")
        }
        return text
    }

    @Test func readsNavigationInViewControllersOwnMethods() throws {
        let findings = try Self.read("CodeNav")
        #expect(
            findings.sites.map(Self.describe) == [
                "doneTapped: DetailViewController -> ? pop found",
                "homeTapped: DetailViewController -> ? popToRoot found forced",
                // Data written back into the view controller popped to, found by its class.
                "backToListTapped: DetailViewController -> ListViewController popTo found | filter = mode",
                "closeTapped: DetailViewController -> ? dismiss found",
                // Inside a closure; `self.item?.price` read as the source's field.
                "buyTapped: DetailViewController -> CheckoutViewController show initializer | price = item.price",
                // A table-view callback is named after its destination; a setter's body says the field.
                "Detail: ListViewController -> DetailViewController push storyboard | item = items[selection]; mode = filter",
                "addTapped: ListViewController -> EditorViewController present initializer style=fullScreen wrapped | item = nil",
                "settingsTapped: ListViewController -> SettingsViewController show factory | theme = \"dark\"",
                "helpTapped: ListViewController -> HelpViewController push storyboard forced | topic = filter",
                // `instantiate()`'s body instantiates from the storyboard.
                "aboutTapped: ListViewController -> AboutViewController present storyboard",
                "favouritesTapped: ListViewController -> ? tab found",
                // `Formatter.title(for:)` returns a String: no factory, no site; the alert is no scene.
                "resetTapped: ListViewController -> ListViewController setStack initializer",
            ])
        let tab = try #require(findings.sites.first { $0.action == .tab })
        #expect(tab.method == "favouritesTapped(_:) · selectedIndex = 1")
        #expect(tab.origin.label == "ListViewController.swift:46")
        let detail = try #require(findings.sites.first { $0.destination == "DetailViewController" })
        #expect(detail.origin.label == "ListViewController.swift:19")
        #expect(detail.passes.map(\.origin.label) == ["ListViewController.swift:17", "ListViewController.swift:18"])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }
}
