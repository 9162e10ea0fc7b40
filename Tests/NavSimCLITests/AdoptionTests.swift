import Foundation
import Testing

@testable import NavSimCLI

/// `navsim check --format github`: workflow commands GitHub Actions shows on the pull request.
@Suite struct GitHubFormatTests {
    @Test func errorsAndFailingScenariosAreAnnotationsAtTheirLines() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
            "Scenarios/bad.scenario": "scenario \"bad, really: 100%\"\ngraph CleanStore\ntap Nowhere\n",
        ])
        #expect(project.run(["check", "--record", "missing"]).code == 1)
        try project.write("Scenarios/edit-order.trace", "scenario  \"something else\"\n")
        let outcome = project.run(["check", "--format", "github"], environment: ["CI": "true"])
        #expect(outcome.code == 1)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::error file=Scenarios/bad.scenario,line=3,col=5,title=unknown-route::") })
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Scenarios/edit-order.trace,line=1,col=1,title=golden-mismatch::the trace of Scenarios/edit-order.scenario differs")
            })
        #expect(lines.last == "::notice title=navsim check::2 scenarios: 0 passed, 2 failed")
        #expect(lines.allSatisfy { $0.hasPrefix("::") }, "nothing but workflow commands")
    }

    @Test func messagesAndPropertiesAreEscaped() {
        #expect(GitHubReportWriter.escapedData("100% a\nb\r") == "100%25 a%0Ab%0D")
        #expect(GitHubReportWriter.escapedProperty("a,b:c") == "a%2Cb%3Ac")
        #expect(
            GitHubReportWriter.annotation("warning", file: "x,y.scenario", line: 2, column: 3, title: "t", message: "m:n")
                == "::warning file=x%2Cy.scenario,line=2,col=3,title=t::m:n")
    }
}

/// What a CI log says about goldens: never a suggestion to record there, and the summary counts
/// the golden problems.
@Suite struct CIHintTests {
    @Test func underCIAMissingOrDifferentGoldenIsRecordedLocallyAndCommitted() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
            "Scenarios/again.scenario": editOrderScenario,
        ])
        let missing = project.run(["check"], environment: ["CI": "true"])
        #expect(missing.code == 1)
        #expect(missing.output.contains("  CI never records goldens: record it on your machine with 'navsim check' and commit Scenarios/again.trace"))
        #expect(!missing.output.contains("--record missing"))
        #expect(missing.output.hasSuffix("2 scenarios: 0 passed, 2 failed (2 missing goldens)\n"))
        #expect(project.run(["check"]).code == 0)
        try project.write("Scenarios/again.trace", "scenario  \"something else\"\n")
        let differs = project.run(["check"], environment: ["CI": "1"])
        #expect(differs.output.contains("re-record it on your machine with 'navsim check --record failed' and commit Scenarios/again.trace"))
        #expect(differs.output.hasSuffix("2 scenarios: 1 passed, 1 failed (1 golden mismatch)\n"))
        let local = project.run(["check", "--record", "never"])
        #expect(local.output.contains("re-record it: navsim check --record failed"))
    }
}

/// Help for each command, and what `navsim` alone does.
@Suite struct HelpTests {
    @Test func everyCommandHasItsHelpBothWays() throws {
        let project = try TemporaryProject()
        for command in CommandLineOptions.commands {
            let asked = project.run(["help", command])
            let flag = project.run([command, "--help"])
            #expect(asked.code == 0 && flag.code == 0)
            #expect(asked.output == flag.output)
            #expect(asked.output.hasPrefix(CommandLineOptions.usages[command]! + "\n\n"))
            #expect(HelpText.descriptions[command] != nil, "\(command) is described")
        }
        let unknown = project.run(["help", "chek"])
        #expect(unknown.code == 64)
        #expect(unknown.error == "navsim: error: no help for unknown command 'chek'\nnavsim: note: did you mean 'navsim help check'?\n")
    }

    @Test func doubleDashEndsTheOptions() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "-odd.scenario": editOrderScenario,
        ])
        #expect(project.run(["check", "-odd.scenario"]).code == 64, "an option it does not know")
        let outcome = project.run(["check", "--record", "never", "--", "-odd.scenario"])
        #expect(outcome.output.contains("-odd.scenario  \"Show an order, edit it, save it\""))
    }

    @Test func navsimAloneSaysItRunsCheck() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
        ])
        let outcome = project.run([])
        #expect(outcome.code == 0)
        #expect(outcome.error == "navsim: no command given, so running 'navsim check' (see 'navsim --help')\n")
        #expect(outcome.output.hasSuffix("1 scenario: 1 passed, 0 failed\n"))
    }
}

/// Goldens that teach: a failing scenario's trace is not kept by default, and a rewrite shows
/// what it changed.
@Suite struct GoldenRecordingTests {
    @Test func aFailingScenarioIsNotRecordedUnlessAsked() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph,
            "Scenarios/wrong.scenario": "scenario \"wrong\"\ngraph CleanStore\nexpect top ShowOrder\n",
        ])
        let first = project.run(["check"])
        #expect(first.code == 1)
        #expect(!project.exists("Scenarios/wrong.trace"))
        #expect(first.output.contains("  its golden is not recorded while it fails; fix it, or record it anyway: navsim check --record all"))
        #expect(project.run(["check", "--record", "all"]).code == 1, "still failing")
        #expect(project.exists("Scenarios/wrong.trace"))
    }

    @Test func recordAllShowsWhatItRewrote() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
        ])
        #expect(project.run(["check"]).code == 0)
        let golden = try #require(project.read("Scenarios/edit-order.trace"))
        try project.write("Scenarios/edit-order.trace", golden.replacingOccurrences(of: "\"Bob\"", with: "\"Rob\""))
        let outcome = project.run(["check", "--record", "all"])
        #expect(outcome.code == 0)
        #expect(outcome.output.contains("--- Scenarios/edit-order.trace (before)\n+++ Scenarios/edit-order.trace (recorded now)\n"))
        #expect(outcome.output.contains("\n-  2 pass    order = {id: \"b2\", name: \"Rob\", total: 7}\n+  2 pass    order = {id: \"b2\", name: \"Bob\", total: 7}\n"))
        #expect(outcome.output.contains("the golden trace was rewritten with the change above"))
        #expect(project.read("Scenarios/edit-order.trace") == golden)
    }
}

/// The project is found upward from the current folder, as git finds its repository.
@Suite struct ProjectRootTests {
    @Test func checkWorksFromAnyFolderInsideTheProject() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/CleanStore/edit-order.scenario": editOrderScenario,
            "Sources/App/Deep/readme.txt": "",
        ])
        #expect(project.run(["check"]).code == 0)
        let output = Captured()
        let context = NavSimCLI.Context(
            environment: [:], currentDirectory: project.root + "/Sources/App/Deep", outputIsTerminal: false,
            writeOutput: { output.text += $0 }, writeError: { output.text += $0 })
        #expect(NavSimCLI.run(arguments: ["check"], context: context) == 0)
        // Paths are the project's, wherever it runs from.
        #expect(output.text.contains("PASS  Scenarios/CleanStore/edit-order.scenario"))
        #expect(output.text.hasSuffix("1 scenario: 1 passed, 0 failed\n"))
    }
}
