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
        #expect(
            lines.contains { $0.hasPrefix("::error file=Scenarios/bad.scenario,line=3,col=5,title=unknown-route::") })
        // The golden's header differs: the annotation is at the scenario's `scenario` line.
        #expect(
            lines.contains {
                $0.hasPrefix("::error file=Scenarios/edit-order.scenario,line=1,col=1,title=golden-mismatch::")
            })
        #expect(lines.last == "::notice title=navsim check::2 scenarios: 0 passed, 2 failed")
        #expect(Self.outsideGroups(lines).allSatisfy { $0.hasPrefix("::") }, "nothing but workflow commands")
    }

    /// The lines of a log outside its `::group::` … `::endgroup::` folds.
    static func outsideGroups(_ lines: [String]) -> [String] {
        var inside = false
        return lines.filter { line in
            if line.hasPrefix("::group::") {
                inside = true
            } else if line == "::endgroup::" {
                inside = false
                return false
            }
            return !inside
        }
    }

    /// The shipped edit-order scenario's line holding `text` (1-based).
    static func line(of text: String) -> Int {
        let lines = editOrderScenario.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.firstIndex { $0.hasPrefix(text) } ?? -1) + 1
    }

    /// A project whose edit-order golden is recorded, then changed by `change`; its GitHub report.
    func mismatch(_ change: (String) -> String) throws -> [String] {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
        ])
        #expect(project.run(["check", "--record", "missing"]).code == 0)
        let golden = try #require(project.read("Scenarios/edit-order.trace"))
        try project.write("Scenarios/edit-order.trace", change(golden))
        let outcome = project.run(["check", "--format", "github"], environment: ["CI": "true"])
        #expect(outcome.code == 1)
        return outcome.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The golden-mismatch annotation's file and line.
    static func annotated(_ lines: [String]) -> (file: String, line: Int)? {
        guard let command = lines.first(where: { $0.contains(",title=golden-mismatch::") }) else { return nil }
        let properties = command.dropFirst("::error ".count).prefix { $0 != ":" }.split(separator: ",")
        let values = Dictionary(
            uniqueKeysWithValues: properties.map {
                ($0.prefix { $0 != "=" }, String($0.drop { $0 != "=" }.dropFirst()))
            })
        guard let file = values["file"], let line = values["line"].flatMap({ Int($0) }) else { return nil }
        return (file, line)
    }

    @Test func aGoldenMismatchIsAnnotatedAtTheStepWhereTheTraceFirstDiffers() throws {
        let lines = try mismatch {
            $0.replacingOccurrences(
                of: "  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 7}",
                with: "  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 8}")
        }
        let place = try #require(Self.annotated(lines))
        #expect(place.file == "Scenarios/edit-order.scenario")
        #expect(place.line == Self.line(of: "tap EditOrder"))
        #expect(place.line == 10)
        #expect(lines.contains { $0.contains(",title=golden-mismatch::") && $0.contains("from step 6") })

        // The diff, in the log, folded.
        let start = try #require(lines.firstIndex(of: "::group::golden diff: Scenarios/edit-order.trace"))
        let end = try #require(lines[start...].firstIndex(of: "::endgroup::"))
        let diff = lines[(start + 1)..<end]
        #expect(diff.first == "--- Scenarios/edit-order.trace (golden)")
        #expect(diff.contains("-  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 8}"))
        #expect(diff.contains("+  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 7}"))
        #expect(lines.last(where: { !$0.isEmpty })?.hasPrefix("::notice title=navsim check::") == true)
    }

    @Test func aLongerBlockInTheGoldenIsAnnotatedAtItsOwnStep() throws {
        // The golden's step 5 goes on by one line: the trace's step 6 block starts where the
        // golden still has step 5's, and the difference is step 5's.
        let lines = try mismatch {
            $0.replacingOccurrences(
                of: "  ok        ShowOrder#2 order.name is \"Bob\"\n",
                with: "  ok        ShowOrder#2 order.name is \"Bob\"\n  note      one more line\n")
        }
        let place = try #require(Self.annotated(lines))
        #expect(place.file == "Scenarios/edit-order.scenario")
        #expect(place.line == Self.line(of: "expect ShowOrder.order.name == \"Bob\""))
    }

    @Test func aLaunchDifferenceIsAnnotatedAtTheGraphLine() throws {
        let lines = try mismatch {
            $0.replacingOccurrences(of: "  window    Main, built from the storyboard", with: "  window    Main")
        }
        let place = try #require(Self.annotated(lines))
        #expect(place.file == "Scenarios/edit-order.scenario")
        #expect(place.line == Self.line(of: "graph CleanStore"))
    }

    @Test func aGoldenLongerThanTheTraceIsAnnotatedAtItsEnd() throws {
        let lines = try mismatch { $0 + "\nextra    a line the trace no longer has\n" }
        let place = try #require(Self.annotated(lines))
        #expect(place.line == Self.line(of: "scenario "))
        #expect(lines.contains { $0.contains(",title=golden-mismatch::") && $0.contains("in its closing lines") })
    }

    @Test func messagesAndPropertiesAreEscaped() {
        #expect(GitHubReportWriter.escapedData("100% a\nb\r") == "100%25 a%0Ab%0D")
        #expect(GitHubReportWriter.escapedProperty("a,b:c") == "a%2Cb%3Ac")
        #expect(
            GitHubReportWriter.annotation(
                "warning", file: "x,y.scenario", line: 2, column: 3, title: "t", message: "m:n")
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
        #expect(
            missing.output.contains(
                "  CI never records goldens: record it on your machine with 'navsim check' and commit Scenarios/again.trace"
            ))
        #expect(!missing.output.contains("--record missing"))
        #expect(missing.output.hasSuffix("2 scenarios: 0 passed, 2 failed (2 missing goldens)\n"))
        #expect(project.run(["check"]).code == 0)
        try project.write("Scenarios/again.trace", "scenario  \"something else\"\n")
        let differs = project.run(["check"], environment: ["CI": "1"])
        #expect(
            differs.output.contains(
                "re-record it on your machine with 'navsim check --record failed' and commit Scenarios/again.trace"))
        #expect(differs.output.hasSuffix("2 scenarios: 1 passed, 1 failed (1 golden mismatch)\n"))
        let local = project.run(["check", "--record", "never"])
        #expect(local.output.contains("re-record it: navsim check --record failed"))
    }
}

/// Help for each command, and what `navsim` alone does.
@Suite struct HelpTests {
    @Test func everyCommandHasItsHelpBothWays() throws {
        let project = try TemporaryProject()
        for spec in CommandSpec.all {
            let asked = project.run(["help", spec.name])
            let flag = project.run([spec.name, "--help"])
            #expect(asked.code == 0 && flag.code == 0)
            #expect(asked.output == flag.output)
            #expect(asked.output.hasPrefix("usage: navsim \(spec.synopsis)\n\n\(spec.description)\n"))
        }
        let unknown = project.run(["help", "chek"])
        #expect(unknown.code == 64)
        #expect(
            unknown.error
                == "navsim: error: no help for unknown command 'chek'\nnavsim: note: did you mean 'navsim help check'?\n"
        )
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
        #expect(
            first.output.contains(
                "  its golden is not recorded while it fails; fix it, or record it anyway: navsim check --record all"))
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
        #expect(
            outcome.output.contains(
                "--- Scenarios/edit-order.trace (before)\n+++ Scenarios/edit-order.trace (recorded now)\n"))
        #expect(
            outcome.output.contains(
                "\n-  2 pass    order = {id: \"b2\", name: \"Rob\", total: 7}\n+  2 pass    order = {id: \"b2\", name: \"Bob\", total: 7}\n"
            ))
        #expect(outcome.output.contains("the golden trace was rewritten with the change above"))
        #expect(project.read("Scenarios/edit-order.trace") == golden)
    }
}

/// The project is found upward from the current folder, as git finds its repository.
@Suite struct ProjectRootTests {
    @Test func checkWorksFromAnyFolderInsideTheProject() throws {
        let project = try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph,
            "Scenarios/CleanStore/edit-order.scenario": editOrderScenario,
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
