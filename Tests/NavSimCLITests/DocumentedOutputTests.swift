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
        let code = NavSimCLI.run(
            arguments: ["import", "docs/examples/CleanStore", "--name", "CleanStore"], context: context)
        #expect(code == 0)
        #expect(output.text == expected)
        let docs = try String(contentsOfFile: Self.packageRoot + "/docs/import.md", encoding: .utf8)
        #expect(docs.contains(error.text), "docs/import.md quotes the summary")
    }

    /// docs/explore.md's example on a real app explores `docs/examples/Eidolon.imported.navgraph`:
    /// what `navsim import` makes of artsy/eidolon's storyboards (shipped as an import fixture),
    /// so the graph the quoted output comes from is the import's, today's.
    @Test func theExploredEidolonGraphIsWhatTheImportMakes() throws {
        let expected = try String(
            contentsOfFile: Self.packageRoot + "/docs/examples/Eidolon.imported.navgraph", encoding: .utf8)
        let output = Captured()
        let context = NavSimCLI.Context(
            environment: [:], currentDirectory: Self.packageRoot, outputIsTerminal: false,
            writeOutput: { output.text += $0 }, writeError: { _ in })
        let code = NavSimCLI.run(
            arguments: ["import", "Tests/NavSimTests/Fixtures/Storyboards/artsy__eidolon", "--name", "Eidolon"],
            context: context)
        #expect(code == 0)
        #expect(output.text == expected)
    }

    /// Every command the explore docs show (a `text` block whose first line is `$ navsim …`)
    /// prints what the block quotes, times aside (`in 0.01 s`); a block with a `…` line quotes
    /// some of the lines, in order. `--out` is pointed at a temporary folder, shown as given.
    @Test func theExploreDocsQuoteWhatTheirCommandsPrint() throws {
        let docs = try String(contentsOfFile: Self.packageRoot + "/docs/explore.md", encoding: .utf8)
        let blocks = docs.components(separatedBy: "```text\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        let commands = blocks.filter { $0.hasPrefix("$ navsim ") }
        #expect(commands.count >= 3)
        let untimed = { (text: String) in text.replacing(/in \d+\.\d\d s$/.anchorsMatchLineEndings(), with: "in T s") }
        for block in commands {
            var lines = block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            var arguments = lines.removeFirst().dropFirst("$ navsim ".count).split(separator: " ").map(String.init)
            if lines.last == "" { lines.removeLast() }
            let out = try TemporaryProject()
            var shownOut: String?
            if let flag = arguments.firstIndex(of: "--out"), flag + 1 < arguments.count {
                shownOut = arguments[flag + 1]
                arguments[flag + 1] = out.root
            }
            let output = Captured()
            let context = NavSimCLI.Context(
                environment: ["CI": "1"], currentDirectory: Self.packageRoot, outputIsTerminal: false,
                writeOutput: { output.text += $0 }, writeError: { output.text += $0 })
            _ = NavSimCLI.run(arguments: arguments, context: context)
            var printed = untimed(output.text)
            if let shownOut { printed = printed.replacingOccurrences(of: out.root, with: shownOut) }
            let quoted = lines.map(untimed)
            if quoted.contains("…") {
                var rest = printed.split(separator: "\n").map(String.init)[...]
                for line in quoted where line != "…" {
                    guard let found = rest.firstIndex(of: line) else {
                        Issue.record("'\(line)' is not printed by navsim \(arguments.joined(separator: " "))")
                        break
                    }
                    rest = rest[(found + 1)...]
                }
            } else {
                #expect(printed == quoted.joined(separator: "\n") + "\n")
            }
        }
    }

    /// The README's explore example says what its command finds: the planted bug's 2 unwinds as
    /// distinct violations, then 3 double-tap classes on 5 routes, which do not fail the run.
    @Test func theReadmesExploreExampleFindsWhatItsProseSays() throws {
        let readme = try String(contentsOfFile: Self.packageRoot + "/README.md", encoding: .utf8)
        let command =
            "navsim explore Graphs/Bugs/ContactsAddUnwindNowhere.navgraph --given Scenarios/Bugs/add-contact-unwinds-nowhere.scenario"
        #expect(readme.contains("swift run " + command + "\n"))
        #expect(readme.contains("On this graph it reports 2 distinct violations, the planted bug"))
        #expect(readme.contains("here 3\ndouble-tap classes on 5 routes"))
        let output = Captured()
        let context = NavSimCLI.Context(
            environment: ["CI": "1"], currentDirectory: Self.packageRoot, outputIsTerminal: false,
            writeOutput: { output.text += $0 }, writeError: { output.text += $0 })
        let status = NavSimCLI.run(
            arguments: command.split(separator: " ").dropFirst().map(String.init), context: context)
        #expect(status == 1, "distinct violations fail the run")
        let lines = output.text.split(separator: "\n")
        let distinct = lines.compactMap { line in
            line.firstMatch(of: /: error: ([a-z-]+) on '([A-Za-z]+)'/).map { "\($0.1) \($0.2)" }
        }
        #expect(distinct.sorted() == ["unwind-target-not-found cancel", "unwind-target-not-found save"])
        let classRoutes = lines.filter { $0.contains("a double-tap class") }.flatMap { line in
            line.matches(of: /'([A-Za-z]+)'/).map { String($0.1) }
        }
        #expect(classRoutes.sorted() == ["Add", "Edit", "ShowDetail", "cancel", "save"])
    }
}
