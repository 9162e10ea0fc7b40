import Foundation
import Testing

@testable import NavSim

/// A fresh folder for files a loader test writes; removed when the value goes away.
final class GraphLoaderScratchFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/navsim-graph-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `bytes` to `name` in the folder and returns its path.
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = path + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func write(_ text: String, to name: String) throws -> String { try write(Array(text.utf8), to: name) }
}

/// Bad input never crashes or hangs the loader: each gives a clear diagnostic.
@Suite struct GraphLoaderTests {
    static let cleanStore = (try? String(contentsOfFile: GraphParserTests.cleanStorePath, encoding: .utf8)) ?? ""

    @Test func missingFile() {
        let result = GraphLoader.load(path: "/no/such/dir/App.navgraph", displayPath: "Graphs/App.navgraph")
        #expect(result.graph == nil)
        #expect(
            result.diagnostics == [
                Diagnostic(
                    file: "Graphs/App.navgraph", position: SourcePosition(line: 1, column: 1), severity: .error,
                    id: DiagnosticID.unreadableFile, message: "cannot read graph file: no such file")
            ])
    }

    @Test func directoryIsNotAGraphFile() throws {
        let folder = try GraphLoaderScratchFolder()
        let result = GraphLoader.load(path: folder.path)
        #expect(result.diagnostics.map(\.id) == [DiagnosticID.unreadableFile])
        #expect(result.diagnostics.first?.message == "cannot read graph file: it is a directory")
    }

    @Test func emptyFile() throws {
        let folder = try GraphLoaderScratchFolder()
        for (name, text) in [("empty.navgraph", ""), ("blank.navgraph", "\n\n   \n# only a comment\n")] {
            let result = GraphLoader.load(path: try folder.write(text, to: name))
            #expect(result.graph == nil)
            #expect(
                result.diagnostics.found == [
                    GraphFinding(id: GraphLoader.emptyGraph, position: SourcePosition(line: 1, column: 1))
                ])
            #expect(result.diagnostics.first?.message == "graph file declares nothing; it must start with 'graph Name'")
        }
    }

    @Test func binaryGarbage() throws {
        let folder = try GraphLoaderScratchFolder()
        var generator = SplitMix(seed: 42)
        let bytes = Array("graph G\n".utf8) + (0..<4096).map { _ in UInt8(truncatingIfNeeded: generator.next()) } + [0]
        let result = GraphLoader.load(path: try folder.write(bytes, to: "garbage.navgraph"))
        #expect(result.graph == nil)
        #expect(result.diagnostics.count == 1)
        #expect(
            [DiagnosticID.binaryFile, DiagnosticID.invalidUTF8].contains(
                result.diagnostics.first?.id ?? DiagnosticID("")))
        #expect(result.diagnostics.first?.position.line ?? 0 >= 2)
    }

    @Test func nulByteMeansBinary() throws {
        let folder = try GraphLoaderScratchFolder()
        let result = GraphLoader.load(path: try folder.write([0x67, 0x00, 0x0A], to: "nul.navgraph"))
        #expect(
            result.diagnostics.found == [
                GraphFinding(id: DiagnosticID.binaryFile, position: SourcePosition(line: 1, column: 2))
            ])
    }

    @Test func notUTF8() throws {
        let folder = try GraphLoaderScratchFolder()
        // "scene Café" in Latin-1: the é is the single byte 0xE9.
        let bytes = Array("graph G\nscene Caf".utf8) + [0xE9, 0x0A]
        let result = GraphLoader.load(path: try folder.write(bytes, to: "latin1.navgraph"))
        #expect(result.graph == nil)
        #expect(
            result.diagnostics.found == [
                GraphFinding(id: DiagnosticID.invalidUTF8, position: SourcePosition(line: 2, column: 10))
            ])
        #expect(result.diagnostics.first?.message == "file is not valid UTF-8 text (byte 0xE9)")
    }

    @Test func crlfLineEndingsLoadLikeLF() throws {
        let folder = try GraphLoaderScratchFolder()
        let crlf = Self.cleanStore.replacingOccurrences(of: "\n", with: "\r\n")
        let fromCRLF = GraphLoader.load(path: try folder.write(crlf, to: "crlf.navgraph"), displayPath: "x")
        let fromLF = GraphLoader.load(path: try folder.write(Self.cleanStore, to: "lf.navgraph"), displayPath: "x")
        #expect(fromCRLF.diagnostics == [])
        #expect(fromCRLF.graph?.routes == fromLF.graph?.routes)
        #expect(fromCRLF.graph?.scenes == fromLF.graph?.scenes)
        // Errors in a CRLF file are at the same positions as in LF.
        let bad = "graph G\r\nscene A\r\n  store x: Int?\r\nstart A\r\nsegue S: A -> B show\r\n"
        #expect(
            GraphLoader.load(source: SourceText(path: "c", string: bad)).diagnostics.found == [
                GraphFinding(id: GraphChecker.unknownName, position: SourcePosition(line: 5, column: 15))
            ])
    }

    @Test func tabsIndentLikeSpaces() {
        let text = MarkedGraphText(
            "graph G\nscene A\n\tstore items: [Int]?\n\t\tsetup nib\nstart A\nsegue S: A -> A show\n\tpass items = 1️⃣nope\n"
        )
        let result = text.load()
        #expect(result.graph?.scenes.first?.fields.map(\.name.text) == ["items"])
        #expect(result.graph?.scenes.first?.setup == .nib)
        // A tab is one byte, so the column is the byte column.
        #expect(result.diagnostics.found == [text.error(GraphChecker.unknownField, "1️⃣")])
        #expect(result.diagnostics.first?.position.column == 15)
    }

    @Test(.timeLimit(.minutes(1)))
    func tenMegabyteFileStopsAtTheErrorLimit() throws {
        let folder = try GraphLoaderScratchFolder()
        let line = "scene Bad % line with a stray percent sign and some more text to fill\n"
        let count = 10_000_000 / line.utf8.count
        let path = try folder.write("graph Big\n" + String(repeating: line, count: count), to: "big.navgraph")
        // The time limit only guards against a hang; speed is measured by navsim-bench, not here.
        let result = GraphLoader.load(path: path)
        #expect(result.diagnostics.count == GraphParser.errorLimit + 1)
        #expect(result.diagnostics.dropLast().allSatisfy { $0.id == DiagnosticID.unexpectedCharacter })
        #expect(result.diagnostics.last?.id == GraphParser.tooManyErrors)
        #expect(result.diagnostics.last?.position.line == GraphParser.errorLimit + 2)
        #expect(result.usableGraph == nil)
    }

    @Test func manyCheckerErrorsAreCutAtTheLimit() {
        let lines = (0..<500).map { "segue R\($0): A -> Missing\($0) show" }
        let result = GraphLoader.load(
            source: SourceText(path: "m", string: "graph G\nscene A\nstart A\n" + lines.joined(separator: "\n")))
        #expect(result.diagnostics.count == GraphParser.errorLimit + 1)
        #expect(result.diagnostics.last?.id == GraphParser.tooManyErrors)
        #expect(result.diagnostics.last?.message == "too many errors; 450 more not shown")
        #expect(result.diagnostics.last?.position == SourcePosition(line: 54, column: 17))
    }

    @Test func fileLargerThanTheLimitIsRefused() throws {
        let folder = try GraphLoaderScratchFolder()
        let path = try folder.write(
            [UInt8](repeating: 0x23, count: GraphLoader.maximumFileSize + 1), to: "huge.navgraph")
        let result = GraphLoader.load(path: path, displayPath: "huge.navgraph")
        #expect(result.graph == nil)
        #expect(
            result.diagnostics.found == [
                GraphFinding(id: DiagnosticID.fileTooLarge, position: SourcePosition(line: 1, column: 1))
            ])
        #expect(
            result.diagnostics.first?.message
                == "graph file is larger than 16777216 bytes (16 MiB), the most navsim reads")
    }

    /// Lines just under the 64 KiB limit.
    @Test func sixtyThousandCharacterLines() {
        let long = 60_000
        // A long comment and a long name are fine.
        let fine =
            "graph G\nscene A # " + String(repeating: "x", count: long) + "\nscene "
            + String(repeating: "B", count: long)
            + "\nstart A\nsegue S: A -> " + String(repeating: "B", count: long) + " show\n"
        #expect(GraphLoader.load(source: SourceText(path: "l", string: fine)).diagnostics == [])
        // A long list in a pass value parses.
        let list = "[" + Array(repeating: "1", count: long / 3).joined(separator: ", ") + "]"
        let passing = "graph G\nscene A\n  store xs: [Int]?\nstart A\nsegue S: A -> A show\n  pass xs = " + list + "\n"
        let passed = GraphLoader.load(source: SourceText(path: "l", string: passing))
        #expect(passed.diagnostics == [])
        #expect(
            passed.graph?.routes.first?.passes.first?.value.constantValue.map {
                if case .list(let items) = $0 { items.count } else { 0 }
            } == long / 3)
        // A long line of tabs reports one error for the line, not one per repeated name.
        let tabs =
            "graph G\nscene A\nstart A\ntabs T [" + Array(repeating: "A", count: long / 3).joined(separator: ", ")
            + "]\n"
        #expect(
            GraphLoader.load(source: SourceText(path: "l", string: tabs)).diagnostics.found == [
                GraphFinding(id: GraphChecker.duplicateTab, position: SourcePosition(line: 4, column: 12))
            ])
        // A long garbage line is one lexical error.
        let garbage = "graph G\nscene A\nstart A\n" + String(repeating: "%", count: long) + "\n"
        #expect(
            GraphLoader.load(source: SourceText(path: "l", string: garbage)).diagnostics.found == [
                GraphFinding(id: DiagnosticID.unexpectedCharacter, position: SourcePosition(line: 4, column: 1))
            ])
    }

    @Test func lineLongerThanTheLexerReadsIsOneError() {
        let source = "graph G\nscene A\nstart A\n# " + String(repeating: "y", count: Lexer.maximumLineLength) + "\n"
        let result = GraphLoader.load(source: SourceText(path: "l", string: source))
        #expect(
            result.diagnostics.found == [
                GraphFinding(id: DiagnosticID.lineTooLong, position: SourcePosition(line: 4, column: 1))
            ])
    }

    /// The line that was too long to read is the cause: it is reported first, before the
    /// 'start' that names the scene it declared, although that line comes earlier.
    @Test func aLineTooLongIsReportedBeforeItsKnockOnErrors() {
        let source =
            "graph G\nscene B\nstart A\nscene A " + String(repeating: "y", count: Lexer.maximumLineLength) + "\n"
        let found = GraphLoader.load(source: SourceText(path: "l", string: source)).diagnostics.found
        #expect(found.first == GraphFinding(id: DiagnosticID.lineTooLong, position: SourcePosition(line: 4, column: 1)))
        #expect(found.count == 2, "the knock-on error is still reported")
    }

    @Test func graphWithErrorsIsReturnedButNotUsable() throws {
        let result = GraphLoader.load(source: SourceText(path: "e", string: "graph G\nscene A\nstart B\n"))
        #expect(result.diagnostics.containsErrors)
        #expect(result.graph?.scenes.count == 1)
        #expect(result.usableGraph == nil)
    }

    @Test func displayPathNamesTheFileEverywhere() throws {
        let folder = try GraphLoaderScratchFolder()
        let path = try folder.write("graph G\nscene A\nstart A\nsegue S: A -> Nope show\n", to: "g.navgraph")
        let result = GraphLoader.load(path: path, displayPath: "Graphs/g.navgraph")
        #expect(result.graph?.file == "Graphs/g.navgraph")
        #expect(result.diagnostics.map(\.file) == ["Graphs/g.navgraph"])
    }

    /// The two other seed apps (shared/design/seed-apps.md), modelled as a user would: they must
    /// load without a diagnostic, so the checker accepts real graphs, not only CleanStore.
    static let seedGraphs = [
        """
        # matteom/Contacts: a tab bar of two navigation stacks over one scene, a shared state controller
        graph Contacts

        shared StateController
          store contacts: [Contact]
          store favorites: [Contact]

        scene Contacts
          setup coder
          store favoritesOnly: Bool!
        scene Detail
          store contact: Contact!
        scene EditContact
          store contact: Contact?

        navigation ContactsTab root Contacts
          pass favoritesOnly = false
        navigation FavoritesTab root Contacts
          pass favoritesOnly = true
        navigation EditNav root EditContact
        tabs Home [ContactsTab, FavoritesTab]
        start Home

        segue ShowDetail: Contacts -> Detail show
          pass contact = StateController.contacts[selection]
        segue Edit: Detail -> EditNav present
          pass contact = contact
        unwind save: EditContact -> Detail
          pass contact = contact
        unwind cancel: EditContact -> Detail
        """,
        """
        # justin-er/Flow: every scene built in code by a factory, data passed back by popTo
        graph Flow

        scene StudentList
          setup factory
          store dataSource: [Student]?
        scene StudentNameEditor
          setup factory
          store editingStudent: Student?
        scene StudentAgeEditor
          setup factory
          store studentAge: Int?

        navigation Main root StudentList
        start Main via factory

        route ShowNameEditor: StudentList -> StudentNameEditor show via factory
          pass editingStudent = dataSource[selection]
        route ShowAgeEditor: StudentNameEditor -> StudentAgeEditor push via factory
          pass studentAge = editingStudent.age
        route KeepEditing: StudentAgeEditor -> StudentNameEditor popTo
          pass editingStudent.age = studentAge
        route BackToList: StudentAgeEditor -> StudentList popTo
          pass dataSource[selection] = {id: 0, name: "typed", age: studentAge}
        route Done: StudentNameEditor -> StudentList popTo
          pass dataSource[selection] = editingStudent
        """,
        """
        # Clean Swift without the data store: constructor injection through a factory
        graph Injected

        scene First
          store items: [Item]?
        scene Second
          store item: Item
        navigation Main root First
        start Main
        route ShowSecond: First -> Second show via factory
          pass item = items[selection]
        """,
    ]

    @Test(arguments: seedGraphs)
    func seedAppGraphsLoadWithoutDiagnostics(_ text: String) {
        let result = GraphLoader.load(source: SourceText(path: "seed.navgraph", string: text))
        #expect(result.diagnostics == [], "\(result.diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(result.usableGraph != nil)
    }

    static var shippedGraphs: [String] {
        let folder = GraphParserTests.repositoryRoot.appendingPathComponent("Graphs").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".navgraph") }.sorted()
    }

    @Test func cleanStoreIsShipped() {
        #expect(Self.shippedGraphs.contains("CleanStore.navgraph"))
    }

    /// Every graph in `Graphs/` loads without an error (a buggy variant may carry warnings).
    @Test(arguments: shippedGraphs)
    func shippedGraphsLoadWithoutErrors(_ name: String) {
        let path = GraphParserTests.repositoryRoot.appendingPathComponent("Graphs/" + name).path
        let result = GraphLoader.load(path: path, displayPath: "Graphs/" + name)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics.map { "\($0.position): \($0.message)" })")
        #expect(result.usableGraph != nil)
    }
}

/// A small deterministic random number generator for garbage input.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
