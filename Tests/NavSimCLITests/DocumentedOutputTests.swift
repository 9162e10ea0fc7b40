import Foundation
import Testing

@testable import NavSimCLI

/// The docs quote what `navsim check` prints for the graphs under `docs/examples/`; these tests
/// run the command and compare, so the quoted output cannot rot.
@Suite struct DocumentedOutputTests {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let examples: [String] = {
        let folder = packageRoot + "/docs/examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".navgraph") }.sorted().map { "docs/examples/" + $0 }
    }()

    @Test func thereAreDocumentedExamples() {
        #expect(!Self.examples.isEmpty)
    }

    @Test(arguments: examples)
    func checkPrintsWhatTheDocsQuote(_ graph: String) throws {
        let expectedPath = Self.packageRoot + "/" + String(graph.dropLast(".navgraph".count)) + ".check-output"
        let expected = try String(contentsOfFile: expectedPath, encoding: .utf8)
        let output = Captured()
        let context = NavSimCLI.Context(
            environment: ["CI": "1"], currentDirectory: Self.packageRoot, outputIsTerminal: false,
            writeOutput: { output.text += $0 }, writeError: { output.text += $0 })
        let code = NavSimCLI.run(arguments: ["check", graph], context: context)
        #expect(code == 1, "a documented broken graph must fail the check")
        #expect(output.text == expected)
    }
}
