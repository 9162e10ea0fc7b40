import Foundation
import Testing

@testable import NavSim

/// Graphviz's own `dot` renders the DOT of every shipped graph, of every app of the storyboard
/// corpus as `navsim import` reads it, and of the keyword fixture, with no error and no warning.
/// `.ci/run` installs Graphviz; elsewhere the suite runs when `dot` is on the PATH, and under CI
/// a missing `dot` fails it instead of skipping.
@Suite(.enabled(if: Graphviz.dot != nil || Graphviz.underCI))
struct GraphvizRenderTests {

    static let shippedGraphs: [String] =
        ((try? LocalFileSystem().files(in: packageRoot + "/Graphs", withExtension: "navgraph")) ?? []).map {
            String($0.dropFirst(packageRoot.count + 1))
        }

    static let corpusApps: [String] = {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/Storyboards"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasSuffix(".md") }
            .sorted()
    }()

    /// Runs `dot -Tsvg` on `text`; returns its exit status and what it wrote to stderr.
    static func render(_ text: String) throws -> (status: Int32, errors: String) {
        let dot = try #require(Graphviz.dot, "Graphviz's dot is not installed (apt-get install graphviz)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: dot)
        process.arguments = ["-Tsvg", "-o", "/dev/null"]
        let input = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: message, as: UTF8.self))
    }

    static func expectClean(_ text: String, _ name: String) throws {
        let (status, errors) = try render(text)
        #expect(status == 0, "\(name): dot failed: \(errors)")
        #expect(errors.isEmpty, "\(name): dot warned: \(errors)")
    }

    @Test func thereAreGraphsToRender() {
        #expect(Self.shippedGraphs.count >= 13)
        #expect(Self.corpusApps.count >= 9)
    }

    @Test(arguments: shippedGraphs)
    func rendersAShippedGraph(_ file: String) throws {
        let graph = try #require(GraphLoader.load(path: packageRoot + "/" + file).graph)
        try Self.expectClean(DotWriter.write(GraphPicture(graph: graph)), file)
    }

    @Test(arguments: corpusApps)
    func rendersAnImportedApp(_ app: String) throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/Storyboards"
        let imported = AppImport.run(AppImport.Options(paths: [app], name: "App", currentDirectory: folder))
        let text = try #require(imported.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "App.navgraph", string: text)).graph)
        try Self.expectClean(DotWriter.write(GraphPicture(graph: graph)), app)
    }

    @Test func rendersKeywordsAndAScenarioPathWithCoverage() throws {
        let fixtures = packageRoot + "/Tests/NavSimTests/Fixtures/Pictures"
        let keywords = GraphPictureRun.run(
            GraphPictureRun.Options(
                graph: "Keywords.navgraph", scenario: "keywords.scenario", format: .dot, currentDirectory: fixtures))
        try Self.expectClean(try #require(keywords.text), "Keywords")
        let contacts = GraphPictureRun.run(
            GraphPictureRun.Options(
                graph: "Graphs/Contacts.navgraph", scenario: "Scenarios/Contacts/edit-tapped-twice.scenario",
                coverage: true, format: .dot, currentDirectory: packageRoot))
        try Self.expectClean(try #require(contacts.text), "Contacts")
    }
}

/// Where Graphviz is, for the tests that run it.
enum Graphviz {
    /// Whether the tests run under CI, where Graphviz must be installed.
    static let underCI = ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty } ?? false

    /// The `dot` executable on the PATH.
    static let dot: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/dot" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
