import Foundation
import NavSim
import Testing

@testable import NavSimCLI

/// `navsim graph` as a user runs it: goldens of both languages, bad input, usage errors.
@Suite struct GraphCommandTests {
    static let goldens = DocumentedOutputTests.packageRoot + "/Tests/NavSimCLITests/Goldens/graph/"

    /// Runs the CLI in `folder` (relative to the package).
    static func run(_ arguments: [String], in folder: String = "") -> CLIOutcome {
        let output = Captured()
        let error = Captured()
        let context = NavSimCLI.Context(
            environment: ["CI": "1"], currentDirectory: DocumentedOutputTests.packageRoot + folder,
            outputIsTerminal: false, writeOutput: { output.text += $0 }, writeError: { error.text += $0 })
        let code = NavSimCLI.run(arguments: arguments, context: context)
        return CLIOutcome(code: code, output: output.text, error: error.text)
    }

    /// The goldens: a file under `Goldens/graph/` and the command that writes it.
    static let cases: [(golden: String, folder: String, arguments: [String])] = [
        ("CleanStore.dot", "", ["graph", "Graphs/CleanStore.navgraph"]),
        (
            "Contacts-edit-tapped-twice-coverage.dot", "",
            [
                "graph", "Graphs/Contacts.navgraph", "--coverage", "--scenario",
                "Scenarios/Contacts/edit-tapped-twice.scenario",
            ]
        ),
        (
            "Contacts-edit-tapped-twice-coverage.mmd", "",
            [
                "graph", "Graphs/Contacts.navgraph", "--format", "mermaid", "--coverage", "--scenario",
                "Scenarios/Contacts/edit-tapped-twice.scenario",
            ]
        ),
        (
            "Keywords-scenario.dot", "/Tests/NavSimTests/Fixtures/Pictures",
            ["graph", "Keywords.navgraph", "--scenario", "keywords.scenario", "--format=dot"]
        ),
        (
            "Keywords-scenario.mmd", "/Tests/NavSimTests/Fixtures/Pictures",
            ["graph", "Keywords.navgraph", "--scenario", "keywords.scenario", "--format", "mermaid"]
        ),
    ]

    @Test(arguments: cases.indices)
    func writesWhatTheGoldenHolds(_ index: Int) throws {
        let (golden, folder, arguments) = Self.cases[index]
        let expected = try String(contentsOfFile: Self.goldens + golden, encoding: .utf8)
        let outcome = Self.run(arguments, in: folder)
        #expect(outcome.code == 0, "\(outcome.error)")
        #expect(outcome.error.isEmpty)
        #expect(
            outcome.output == expected,
            "regenerate with: swift run navsim \(arguments.joined(separator: " ")) > Tests/NavSimCLITests/Goldens/graph/\(golden)"
        )
    }

    @Test func aBrokenGraphIsAnErrorAtItsLineWithNoPicture() throws {
        let project = try TemporaryProject(files: [
            "Graphs/Broken.navgraph": "graph Broken\nscene A\nstart A\nsegue Go: A -> Nowhere show\n"
        ])
        let outcome = project.run(["graph", "Graphs/Broken.navgraph"])
        #expect(outcome.code == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("Graphs/Broken.navgraph:4:16: error: unknown scene or container 'Nowhere'"))
        #expect(outcome.error.contains("error:"))
        // A file that is not a graph is not parsed as one, by graph nor by explore.
        try project.write("notes.md", "# Notes\n")
        for command in ["graph", "explore"] {
            let notes = project.run([command, "notes.md"])
            #expect(notes.code == 1)
            // explore prints its diagnostics as its report, on stdout.
            #expect(notes.output + notes.error == "notes.md:1:1: error: 'notes.md' is not a .navgraph file\n")
        }
        // Nor is it read as a scenario, by trace, graph --scenario or explore --given.
        try project.write("Graphs/Ok.navgraph", "graph Ok\nscene A\nstart A\n")
        for arguments in [
            ["trace", "notes.md"], ["graph", "Graphs/Ok.navgraph", "--scenario", "notes.md"],
            ["explore", "Graphs/Ok.navgraph", "--given", "notes.md"],
        ] {
            let notes = project.run(arguments)
            #expect(notes.code == 1)
            #expect(
                (notes.output + notes.error).contains("notes.md:1:1: error: 'notes.md' is not a .scenario file\n"),
                "\(arguments)")
        }
        let missing = project.run(["graph", "Graphs/Missing.navgraph"])
        #expect(missing.code == 1)
        #expect(missing.error.hasPrefix("Graphs/Missing.navgraph:1:1: error:"))
    }

    @Test func aScenarioOfAnotherGraphIsRefused() throws {
        let project = try TemporaryProject(files: [
            "Graphs/A.navgraph": "graph A\nscene One\nstart One\n",
            "Graphs/B.navgraph": "graph B\nscene Two\nstart Two\n",
            "Scenarios/b.scenario": "scenario \"b\"\ngraph B\nexpect top Two\n",
        ])
        let outcome = project.run(["graph", "Graphs/A.navgraph", "--scenario", "Scenarios/b.scenario"])
        #expect(outcome.code == 1)
        #expect(outcome.output.isEmpty)
        #expect(outcome.error.hasPrefix("Scenarios/b.scenario:2:7: error: scenario runs against 'Graphs/B.navgraph'"))
        let report = GraphPictureRun.run(
            GraphPictureRun.Options(
                graph: "Graphs/A.navgraph", scenario: "Scenarios/b.scenario", format: .dot,
                currentDirectory: project.root))
        #expect(report.diagnostics.map(\.id) == [GraphPictureRun.scenarioOfOtherGraph])
        #expect(report.text == nil)
        let own = project.run([
            "graph", "Graphs/B.navgraph", "--scenario", "Scenarios/b.scenario", "--format", "mermaid",
        ])
        #expect(own.code == 0)
        #expect(own.output.hasPrefix("---\ntitle: \"B — scenario Scenarios/b.scenario: b\"\n---\nflowchart LR\n"))
    }

    @Test func aFailingScenarioIsStillDrawn() throws {
        // The picture shows where it went wrong; the failed expectation goes to stderr.
        let project = try TemporaryProject(files: [
            "Graphs/A.navgraph": "graph A\nscene One\nscene Two\nstart One\nsegue Go: One -> Two present\n",
            "Scenarios/a.scenario": "scenario \"a\"\ngraph A\ntap Go\nexpect top One\n",
        ])
        let outcome = project.run(["graph", "Graphs/A.navgraph", "--scenario", "Scenarios/a.scenario"])
        #expect(outcome.code == 0)
        #expect(outcome.output.contains("\"One\" -> \"Two\" [label=\"1 · Go\\npresent · automatic\""))
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            (["graph"], "navsim: error: 'graph' needs a .navgraph file\n"),
            (["graph", "a.navgraph", "b.navgraph"], "navsim: error: 'graph' takes one .navgraph file\n"),
            (
                ["graph", "a.navgraph", "--format", "text"],
                "navsim: error: unknown value 'text' for option '--format'\nnavsim: note: use --format dot or mermaid\n"
            ),
            (
                ["graph", "a.navgraph", "--record", "all"],
                "navsim: error: '--record' is an option of 'navsim check', not of 'navsim graph'\n"
            ),
            (["graph", "a.navgraph", "--scenario"], "navsim: error: option '--scenario' needs a value\n"),
            (
                ["check", "--scenario", "x.scenario"],
                "navsim: error: '--scenario' is an option of 'navsim graph', not of 'navsim check'\n"
            ),
            (
                ["check", "--format", "dot"],
                "navsim: error: unknown value 'dot' for option '--format'\nnavsim: note: use --format text, json, junit or github\n"
            ),
            (
                ["trace", "x.scenario", "--format", "json"],
                "navsim: error: '--format' is an option of 'navsim check', 'navsim explore', 'navsim graph' and 'navsim diff', not of 'navsim trace'\n"
            ),
        ]
        for (arguments, message) in cases {
            let outcome = Self.run(arguments)
            #expect(outcome.code == 64, "\(arguments)")
            #expect(outcome.error.hasPrefix(message), "\(arguments): \(outcome.error)")
            #expect(outcome.output.isEmpty)
        }
    }
}
