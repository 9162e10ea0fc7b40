import Testing

@testable import NavSim

/// Navigation a base view controller declares runs in each subclass on screen (fixture
/// `Inherited`, written for this): the base's action is a route from every subclass that does
/// not override it, and a subclass that overrides it routes where its own method goes.
@Suite struct InheritedNavigationTests {
    @Test func aBaseClassActionIsARouteOfEachSubclassThatDoesNotOverrideIt() throws {
        let findings = try CodeNavigationReaderTests.read("Inherited")
        let routes = Set(findings.sites.map(CodeNavigationReaderTests.describe))
        for screen in ["HomeViewController", "SettingsViewController", "KioskViewController"] {
            #expect(routes.contains("menuTapped: \(screen) -> MenuViewController present initializer"))
        }
        #expect(routes.contains("helpTapped: HomeViewController -> HelpViewController push initializer"))
        #expect(routes.contains("helpTapped: SettingsViewController -> HelpViewController push initializer"))
        // The kiosk overrides `helpTapped(_:)`: its own presentation, never the base's push.
        #expect(routes.contains("helpTapped: KioskViewController -> KioskHelpViewController present initializer"))
        #expect(!routes.contains("helpTapped: KioskViewController -> HelpViewController push initializer"))
        // The base class keeps its own routes, for an app that shows it as it is.
        #expect(routes.contains("menuTapped: MenuHostViewController -> MenuViewController present initializer"))
        // A method added to UIKit's own class runs only when called: UIKit's class is no source.
        #expect(!findings.sites.contains { $0.source == "UIViewController" })
        // Each inherited site points at the base class's code.
        #expect(
            Set(findings.sites.filter { $0.destination == "MenuViewController" }.map(\.origin.label))
                == ["Screens.swift:13"])
    }

    @Test func theImportedTabsOpenTheInheritedMenu() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Inherited"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Inherited", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "I.navgraph", string: text)).usableGraph)
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: """
                        scenario "the first tab's menu and help"
                        graph Inherited
                        tap menuTapped
                        expect top Menu

                        """)
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(ImportVariantsTests.routes(of: graph).contains("helpTapped: Home -> Help push"))
        #expect(
            graph.scenes.map(\.name.text).sorted() == [
                "Help", "Home", "Kiosk", "KioskHelp", "ListHost", "Menu", "MenuHost", "Settings",
            ])
    }
}
