import Foundation
import Testing

@testable import NavSimCLI

/// `navsim init --from` is all or nothing: an import with errors writes no project.
@Suite struct InitFromTests {
    /// A storyboard whose segue names a destination that is not in it: the import's error
    /// `missing-destination`, though what remains would load.
    static let brokenStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="a" customClass="HomeViewController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nowhere" kind="show" identifier="Lost" id="g1"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func anImportWithErrorsWritesNothingAndExitsOne() throws {
        let project = try TemporaryProject(files: ["App/Main.storyboard": Self.brokenStoryboard])
        let outcome = project.run(["init", "New", "--from", "App"])
        #expect(outcome.code == 1)
        // The import's error, where the segue is.
        #expect(outcome.error.contains("App/Main.storyboard:8:25: error:"))
        #expect(!project.exists("New/Graphs"))
        #expect(!project.exists("New/Scenarios"))
        #expect(outcome.output.isEmpty)
    }

    @Test func theSameAppFixedWritesAProjectThatPassesItsFirstCheck() throws {
        let fixed = Self.brokenStoryboard.replacingOccurrences(
            of: "<segue destination=\"nowhere\" kind=\"show\" identifier=\"Lost\" id=\"g1\"/>", with: "")
        let project = try TemporaryProject(files: ["App/Main.storyboard": fixed])
        #expect(project.run(["init", "New", "--from", "App"]).code == 0)
        #expect(project.exists("New/Graphs/App.navgraph"))
        #expect(project.exists("New/Scenarios/App/launch.scenario"))
        #expect(project.run(["check", "New"]).code == 0)
    }
}
