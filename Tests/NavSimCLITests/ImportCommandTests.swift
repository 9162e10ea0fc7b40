import Foundation
import Testing

@testable import NavSimCLI

@Suite struct ImportCommandTests {
    static let storyboard = shippedFile("docs/examples/CleanStore/Main.storyboard")

    @Test func writesTheGraphToOutputAndTheSummaryToStandardError() throws {
        let project = try TemporaryProject(files: ["App/Base.lproj/Main.storyboard": Self.storyboard])
        let outcome = project.run(["import", "App", "--output", "Graphs/App.navgraph"])
        #expect(outcome.code == 0)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.contains("navsim: imported 1 storyboard: 3 scenes"))
        let graph = try #require(project.read("Graphs/App.navgraph"))
        #expect(graph.contains("\ngraph App\n"))
        #expect(graph.contains("#   App/Base.lproj/Main.storyboard\n"))
        // What it wrote is a graph `navsim check` accepts.
        #expect(project.run(["check", "Graphs/App.navgraph"]).code == 0)
    }

    @Test func badUsageIsExit64() throws {
        let project = try TemporaryProject()
        let none = project.run(["import"])
        #expect(none.code == 64)
        #expect(none.error.contains("'import' needs a .storyboard or .swift file, or a folder"))
        #expect(project.run(["import", "a.storyboard", "--name"]).code == 64)
        #expect(project.run(["import", "a.storyboard", "--output="]).code == 64)
        #expect(project.run(["check", "--name", "X"]).code == 64)
        let format = project.run(["import", "a.storyboard", "--format", "json"])
        #expect(format.code == 64)
        #expect(
            format.error.contains(
                "'--format' is an option of 'navsim check', 'navsim explore', 'navsim graph' and 'navsim diff', not of 'navsim import'"
            ))
    }

    @Test func aBadFileIsExit1WithItsPlace() throws {
        let project = try TemporaryProject(files: [
            "Bad.storyboard":
                "<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\">\n<scenes>\n",
            "Info.plist": "<?xml version=\"1.0\"?>\n<plist/>\n",
        ])
        let bad = project.run(["import", "Bad.storyboard"])
        #expect(bad.code == 1)
        #expect(
            bad.error.contains("Bad.storyboard:3:9: error: malformed XML: the file ends before its elements are closed")
        )
        // An Info.plist is read as one: alone, it has nothing to import.
        let plist = project.run(["import", "Info.plist"])
        #expect(plist.code == 1)
        #expect(plist.error.contains("Info.plist:1:1: error: nothing to import: an Info.plist says only"))
        #expect(plist.output.isEmpty)
        let missing = project.run(["import", "Nowhere.storyboard"])
        #expect(missing.code == 1)
        #expect(missing.error.contains("Nowhere.storyboard:1:1: error: no such file or folder"))
    }

    /// CleanStore's storyboard under the name an Info.plist gives it, `Orders.storyboard`,
    /// beside a `Main.storyboard` of one scene, which the name alone would take for the main one.
    @Test func theInfoPlistInTheAppFolderNamesTheStoryboardThatStarts() throws {
        let template = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="t1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="t1" customClass="TemplateViewController" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            	<key>UIMainStoryboardFile</key>
            	<string>Orders</string>
            </dict>
            </plist>
            """
        let project = try TemporaryProject(files: [
            "App/Base.lproj/Orders.storyboard": Self.storyboard, "App/Base.lproj/Main.storyboard": template,
            "App/Info.plist": plist,
        ])
        let outcome = project.run(["import", "App", "--output", "Graphs/App.navgraph"])
        #expect(outcome.code == 0)
        #expect(
            outcome.error.contains(
                "navsim: main storyboard: 'Orders', named by UIMainStoryboardFile at App/Info.plist:4"))
        let graph = try #require(project.read("Graphs/App.navgraph"))
        #expect(graph.contains("\nstart NavigationController_fQtA12by"))
        #expect(project.run(["check", "Graphs/App.navgraph"]).code == 0)

        // Truncated, it is not read: a warning at its place, exit 0, and the name decides.
        try project.write("App/Info.plist", String(plist.prefix(70)))
        let bad = project.run(["import", "App", "--output", "Graphs/App.navgraph"])
        #expect(bad.code == 0)
        #expect(
            bad.error.contains(
                "App/Info.plist:4:2: warning: malformed XML: the file ends before its elements are closed; not read"))
        #expect(bad.error.contains("navsim: main storyboard: no Info.plist read"))
        #expect(try #require(project.read("Graphs/App.navgraph")).contains("\nstart Template\n"))

        // `init --from` reads it too, and writes only inside the new project.
        let initialised = project.run(["init", "New", "--from", "App"])
        #expect(initialised.code == 0)
        #expect(initialised.error.contains("App/Info.plist:4:2: warning: malformed XML"))
        #expect(project.run(["check", "New"]).code == 0)
    }

    @Test func anOutputThatCannotBeWrittenIsAnError() throws {
        let project = try TemporaryProject(files: ["Main.storyboard": Self.storyboard, "taken": "a file"])
        let outcome = project.run(["import", "Main.storyboard", "--output", "taken/App.navgraph"])
        #expect(outcome.code == 1)
        #expect(outcome.error.contains("error: cannot write graph: 'taken' is not a directory"))
    }
}
