import Foundation
import Testing

@testable import NavSimCLI

/// The docs quote what `navsim check` prints for the broken graphs under `docs/examples/`, and what
/// `navsim import` makes of the example storyboard; these tests run the commands and compare, so
/// the quoted output cannot rot.
@Suite struct DocumentedOutputTests {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let examples: [String] = {
        let folder = packageRoot + "/docs/examples"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // A broken graph's documented output sits beside it, `X.check-output`.
        return names.filter { name in
            name.hasSuffix(".navgraph")
                && names.contains(String(name.dropLast(".navgraph".count)) + ".check-output")
        }.sorted().map { "docs/examples/" + $0 }
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

    @Test func importPrintsTheDocumentedGraphAndSummary() throws {
        let expected = try String(
            contentsOfFile: Self.packageRoot + "/docs/examples/CleanStore.imported.navgraph", encoding: .utf8)
        let output = Captured()
        let error = Captured()
        let context = NavSimCLI.Context(
            environment: [:], currentDirectory: Self.packageRoot, outputIsTerminal: false,
            writeOutput: { output.text += $0 }, writeError: { error.text += $0 })
        let code = NavSimCLI.run(arguments: ["import", "docs/examples/CleanStore", "--name", "CleanStore"], context: context)
        #expect(code == 0)
        #expect(output.text == expected)
        let docs = try String(contentsOfFile: Self.packageRoot + "/docs/import.md", encoding: .utf8)
        #expect(docs.contains(error.text), "docs/import.md quotes the summary")
    }
}
