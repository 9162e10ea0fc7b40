import Testing

@testable import NavSim

/// Bad storyboards: each gives an error at its file, line and column, never a crash, and what
/// can still be imported is.
@Suite struct StoryboardBadInputTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="A-1">
            <scenes>

        """
    static func scene(_ id: String, _ customClass: String, segues: String = "") -> String {
        """
                <scene sceneID="s\(id)">
                    <objects>
                        <viewController id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                            <connections>\(segues)</connections>
                        </viewController>
                    </objects>
                </scene>

        """
    }

    func run(_ files: [String: String]) -> AppImport.Result {
        let fileSystem = MemoryFileSystem(files.reduce(into: [:]) { $0["/p/" + $1.key] = $1.value })
        return AppImport.run(
            AppImport.Options(paths: files.keys.sorted(), name: "App", currentDirectory: "/p"), in: fileSystem)
    }

    func errors(_ result: AppImport.Result) -> [String] {
        result.diagnostics.filter { $0.severity == .error }.map {
            "\($0.file):\($0.position.line):\($0.position.column) \($0.id)"
        }
    }

    @Test func malformedXMLIsOneErrorAtItsPlaceAndWhatCameBeforeIsKept() throws {
        let text =
            Self.header + Self.scene("A-1", "HomeViewController") + "        <scene sceneID=\"x\">\n  <objects <\n"
        let result = run(["Bad.storyboard": text])
        #expect(errors(result) == ["Bad.storyboard:12:12 invalid-xml"])
        #expect(result.diagnostics.first?.message.hasPrefix("malformed XML: ") == true)
        let graph = try #require(result.graph)
        #expect(graph.contains("scene Home "))
        #expect(!result.succeeded)
    }

    @Test func anXMLFileThatIsNoStoryboardIsRefused() {
        let result = run(["Info.storyboard": "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"])
        #expect(errors(result) == ["Info.storyboard:2:1 not-a-storyboard"])
        #expect(result.graph == nil)
    }

    /// libxml2 2.9 crashed switching to UTF-7 (found by fuzzing): only UTF-8 reaches it.
    @Test func anEncodingOtherThanUTF8OrANulByteIsRefusedBeforeParsing() {
        let utf7 = "<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<document/>\n"
        let result = run(["Seven.storyboard": utf7])
        #expect(errors(result) == ["Seven.storyboard:1:21 invalid-xml"])
        #expect(
            result.diagnostics.first?.message
                == "storyboard declares encoding 'UTF-7'; navsim reads UTF-8 storyboards, as Xcode writes them")
        #expect(errors(run(["Nul.storyboard": Self.header + "\n  \u{0}"])).first?.hasSuffix("invalid-xml") == true)
        // FoundationXML crashed on a processing instruction without data (found by fuzzing).
        let instruction = run(["PI.storyboard": "<?TabBar?><document/>"])
        #expect(errors(instruction) == ["PI.storyboard:1:1 invalid-xml"])
        #expect(errors(run(["Late.storyboard": Self.header + "\n<?x?>\n"])).first?.hasSuffix("invalid-xml") == true)
        let lower = run(["Lower.storyboard": Self.header.replacingOccurrences(of: "UTF-8", with: "utf-8")])
        #expect(!lower.diagnostics.contains { $0.message.contains("encoding") }, "utf-8 in any case is UTF-8")
    }

    @Test func emptyTextAndBinaryFilesAreRefused() {
        #expect(errors(run(["Empty.storyboard": ""])) == ["Empty.storyboard:1:1 not-a-storyboard"])
        #expect(errors(run(["Text.storyboard": "hello"])) == ["Text.storyboard:1:1 invalid-xml"])
        #expect(errors(run(["Binary.storyboard": "\u{0}\u{1}PK"])).count == 1)
    }

    @Test func aSegueToAMissingDestinationIsAnErrorAndTheRestImports() throws {
        let segues = """
            <segue destination="B-1" kind="show" identifier="toB" id="g1"/>
            <segue destination="Z-9" kind="show" identifier="toNowhere" id="g2"/>
            """
        let text =
            Self.header + Self.scene("A-1", "AViewController", segues: segues) + Self.scene("B-1", "BViewController")
            + "    </scenes>\n</document>\n"
        let result = run(["Main.storyboard": text])
        #expect(errors(result).count == 1)
        let missing = try #require(result.diagnostics.first { $0.id == StoryboardLinker.missingDestination })
        #expect(missing.file == "Main.storyboard")
        #expect(missing.position == SourcePosition(line: 8, column: 1))
        #expect(missing.message.contains("'Z-9'"))
        let graph = try #require(result.graph)
        #expect(graph.contains("segue toB: A -> B show"))
        #expect(!graph.contains("toNowhere"))
    }

    @Test func aReferenceToAFileNotImportedStaysAnExternalScene() throws {
        let placeholder = """
                    <scene sceneID="p">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Settings" referencedIdentifier="Prefs" id="P-1" sceneMemberID="viewController"/>
                        </objects>
                    </scene>

            """
        let text =
            Self.header
            + Self.scene(
                "A-1", "AViewController", segues: "<segue destination=\"P-1\" kind=\"presentation\" id=\"g\"/>")
            + placeholder + "    </scenes>\n</document>\n"
        let result = run(["Main.storyboard": text])
        #expect(result.succeeded)
        #expect(result.diagnostics.map(\.id) == [StoryboardLinker.externalScene])
        let graph = try #require(result.graph)
        #expect(graph.contains("scene Prefs "))
        #expect(graph.contains("segue AToPrefs: A -> Prefs present"))
        // Given the file, the reference resolves to its scene.
        let settings =
            Self.header.replacingOccurrences(of: "initialViewController=\"A-1\"", with: "")
            + "        <scene sceneID=\"q\"><objects><viewController id=\"Q-1\" storyboardIdentifier=\"Prefs\" customClass=\"PreferencesViewController\" sceneMemberID=\"viewController\"/></objects></scene>\n    </scenes>\n</document>\n"
        let both = run(["Main.storyboard": text, "Settings.storyboard": settings])
        #expect(both.succeeded)
        #expect(both.diagnostics.isEmpty)
        #expect(try #require(both.graph).contains("segue AToPreferences: A -> Preferences present"))
    }

    @Test func missingPathsAndFoldersWithoutStoryboardsAreErrors() {
        let fileSystem = MemoryFileSystem(["/p/Docs/readme.md": "x"])
        let result = AppImport.run(
            AppImport.Options(paths: ["Nowhere", "Docs"], currentDirectory: "/p"), in: fileSystem)
        #expect(result.diagnostics.map(\.id) == [AppImport.noStoryboards, DiagnosticID.unreadableFile])
        #expect(result.graph == nil)
    }

    /// A folder that cannot be listed says why, not that it holds no storyboards.
    @Test func aFolderThatCannotBeReadSaysWhy() {
        let fileSystem = MemoryFileSystem(["/p/App/Main.storyboard": "x"])
        fileSystem.failingReads["/p/App"] = "permission denied"
        let result = AppImport.run(AppImport.Options(paths: ["App"], currentDirectory: "/p"), in: fileSystem)
        #expect(result.diagnostics.map { "\($0.file) \($0.id)" } == ["App \(DiagnosticID.unreadableFolder)"])
        #expect(result.diagnostics.first?.message.hasSuffix(": permission denied") == true)
        #expect(result.graph == nil)
    }

    /// An entity that expands too much stops the reading; the segue to the scene it cut off is
    /// a knock-on, reported after it although its line comes first.
    @Test func anEntityBombIsReportedBeforeWhatItCutOff() {
        let entities =
            ["<!ENTITY a0 \"lollollollol\">"]
            + (1..<10).map { "<!ENTITY a\($0) \"" + String(repeating: "&a\($0 - 1);", count: 10) + "\">" }
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [
            \(entities.joined(separator: "\n"))
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="x">
            <scenes>
            <scene sceneID="a"><objects><viewController id="x" customClass="AViewController" sceneMemberID="viewController"><connections><segue destination="y" kind="show" identifier="ToB" id="s1"/></connections></viewController></objects></scene>
            <scene sceneID="b"><objects><viewController id="y" customClass="&a9;" sceneMemberID="viewController"/></objects></scene>
            </scenes></document>

            """
        let result = run(["Bomb.storyboard": storyboard])
        #expect(result.diagnostics.map(\.id).first == StoryboardReader.invalidXML)
        #expect(result.diagnostics.count > 1, "the segue to the scene it cut off is reported too")
    }
}
