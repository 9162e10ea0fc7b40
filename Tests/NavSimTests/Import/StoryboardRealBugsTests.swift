import Foundation
import Testing

@testable import NavSim

/// Import bugs seen on real apps' storyboards: two unwinds with one action from one scene, and a
/// view controller whose custom class is UIKit's own container.
@Suite struct StoryboardRealBugsTests {
    /// A storyboard of `scenes` (`<scene>` bodies), initial view controller `initial`.
    static func storyboard(initial: String, _ scenes: [String]) -> Storyboard {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="\(initial)">
            <scenes>
            \(scenes.enumerated().map { "<scene sceneID=\"s\($0.offset)\"><objects>\($0.element)</objects></scene>" }.joined(separator: "\n"))
            </scenes>
            </document>
            """
        return StoryboardReader.read(Array(xml.utf8), path: "Main.storyboard").storyboard!
    }

    static let pauseMenu = storyboard(
        initial: "games",
        [
            """
            <viewController id="games" customClass="GamesViewController" sceneMemberID="viewController">
            <connections><segue destination="pause" kind="presentation" identifier="Pause" id="p1"/></connections>
            </viewController>
            """,
            """
            <viewController id="pause" customClass="PauseViewController" sceneMemberID="viewController">
            <connections>
            <segue destination="x" kind="unwind" identifier="resume" unwindAction="unwindFromPause:" id="u1"/>
            <segue destination="x" kind="unwind" identifier="quit" unwindAction="unwindFromPause:" id="u2"/>
            </connections>
            </viewController>
            <exit id="x" userLabel="Exit" sceneMemberID="exit"/>
            """,
        ])

    @Test func twoUnwindsWithOneActionFromOneSceneGetUniqueNamesAndBothLoad() throws {
        var (graph, diagnostics) = StoryboardLinker.link([Self.pauseMenu], name: "App")
        #expect(!diagnostics.containsErrors)
        #expect(graph.unwinds.map(\.action) == ["unwindFromPause", "unwindFromPause_2"])
        #expect(graph.unwinds.map(\.selector) == ["unwindFromPause:", "unwindFromPause:"])
        // Given their destination (as the Swift sources give it), both are declared and load.
        for index in graph.unwinds.indices { graph.unwinds[index].destination = "Games" }
        let loaded = GraphLoader.load(source: SourceText(path: "App.navgraph", string: graph.text()))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        let unwinds = try #require(loaded.usableGraph).routes.filter { $0.kind == .unwind }
        #expect(unwinds.map(\.name.text) == ["unwindFromPause", "unwindFromPause_2"])
        #expect(unwinds.map(\.destination.text) == ["Games", "Games"])
    }

    @Test func aViewControllerOfClassUITabBarControllerIsTabsAndOneOfClassUINavigationControllerANavigationContainer()
        throws
    {
        let storyboard = Self.storyboard(
            initial: "tabs",
            [
                """
                <viewController id="tabs" customClass="UITabBarController" sceneMemberID="viewController">
                <connections>
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                <segue destination="more" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
                </viewController>
                """,
                """
                <viewController id="nav" customClass="UINavigationController" sceneMemberID="viewController">
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                </viewController>
                """,
                #"<viewController id="list" customClass="ListViewController" sceneMemberID="viewController"/>"#,
                #"<viewController id="more" customClass="UINavigationController" sceneMemberID="viewController"/>"#,
            ])
        let (graph, diagnostics) = StoryboardLinker.link([storyboard], name: "App")
        #expect(graph.tabs.map(\.name) == ["TabBarController_tabs"])
        #expect(graph.tabs.map(\.targets) == [["NavigationController_nav", "NavigationController_more"]])
        #expect(graph.navigations.map(\.name) == ["NavigationController_nav"])
        #expect(graph.navigations.map(\.targets) == [["List"]])
        // Its root set in code: a scene named as a navigation controller, with a warning.
        #expect(graph.scenes.map(\.name) == ["List", "NavigationController_more"])
        #expect(graph.scenes.map(\.className) == ["ListViewController", nil])
        #expect(diagnostics.map(\.id) == [StoryboardLinker.containerAsScene])
        #expect(diagnostics.map(\.position.line) == [storyboard.controllers[3].position.line])
        #expect(GraphLoader.load(source: SourceText(path: "App.navgraph", string: graph.text())).usableGraph != nil)
    }
}
