import Foundation
import Testing

@testable import NavSimCLI

/// `navsim explore` and `navsim check --coverage` as a user runs them, in a throwaway project.
@Suite struct ExploreCommandTests {
    /// A list whose row opens a detail; another segue's router pushes too (a double push that
    /// crashes); Unused is never reached.
    static let graph = """
        graph Shop
        scene List
          store items: [Int]?
        scene Detail
          store item: Int!
        scene Unused
        navigation Main root List
        start Main
        segue Open: List -> Detail show
          pass item = items[selection]
        segue Twice: List -> Detail show
          pass item = items[0]
          navigate push
        route Close: Detail -> List pop
        segue Lost: Unused -> List show
        """

    static let scenario = """
        scenario "Open the first item"
        graph Shop
        given List.items = [7, 8]
        select 0
        tap Open
        expect top Detail
        """

    func project() throws -> TemporaryProject {
        try TemporaryProject(files: ["Graphs/Shop.navgraph": Self.graph, "Scenarios/open.scenario": Self.scenario])
    }

    /// Progress goes to standard error only when it is a terminal, and only for text: each update
    /// rewrites one line, and the line is cleared before the results, so nothing of it is left.
    @Test func progressIsShownOnATerminalOnlyAndClearedAfter() throws {
        let project = try project()
        let clear = "\r\u{1B}[K"
        let onTerminal = project.run(["explore", "Graphs/Shop.navgraph"], errorTerminal: true)
        #expect(onTerminal.error.hasSuffix(clear), "the progress line is cleared when the search ends")
        #expect(onTerminal.error.components(separatedBy: clear).allSatisfy { !$0.contains("\n") })
        let piped = project.run(["explore", "Graphs/Shop.navgraph"])
        #expect(piped.error.isEmpty)
        // The same results either way, but for the time the summary gives.
        let untimed = { (text: String) in text.replacing(/in \d+\.\d\d s/, with: "in T s") }
        #expect(untimed(piped.output) == untimed(onTerminal.output))
        #expect(piped.output.contains("distinct violation"))
        let json = project.run(["explore", "Graphs/Shop.navgraph", "--format", "json"], errorTerminal: true)
        #expect(!json.error.contains(clear))
    }

    /// Without `--given`, explore tries each field's data itself: the row's route is tried (with
    /// two rows), nothing is named as wanting data, and the closing line says which shapes each
    /// field was tried in. With `--given`, what its data leaves out is named, and no hint.
    @Test func triesTheDataItselfWithoutGivenAndNamesWhatGivenDataLeavesOut() throws {
        let project = try project()
        let bare = project.run(["explore", "Graphs/Shop.navgraph", "--no-double-taps", "--format", "json"]).output
        #expect(bare.contains(#""data": "abstract""#))
        #expect(bare.contains(#""variedData": ["List.items (nil, two rows)"]"#))
        #expect(bare.contains(#""skippedForData": 0"#))
        #expect(
            bare.contains(#""name": "Open", "line": 9, "reached": true, "steps": ["select 0", "tap Open"]"#), "\(bare)")
        let text = project.run(["explore", "Graphs/Shop.navgraph", "--no-double-taps"]).output
        #expect(!text.contains("not tried for want of data"))
        #expect(
            text.contains(
                "navsim: data tried (no --given): List.items (nil, two rows)\n"
            ))
        let given = project.run([
            "explore", "Graphs/Shop.navgraph", "--no-double-taps", "--given", "Scenarios/open.scenario",
        ]).output
        let skippedWithGiven = given.split(separator: "\n").filter { $0.contains("not tried for want of data") }
        #expect(skippedWithGiven.first?.contains("'Open' from List (no row selected)") == true)
        #expect(!given.contains("--given"))
        #expect(!given.contains("no --given"))
    }

    @Test func findsTheBugWritesItsScenarioAndCheckPassesOnIt() throws {
        let project = try project()
        let outcome = project.run([
            "explore", "Graphs/Shop.navgraph", "--given", "Scenarios/open.scenario", "--out", "Scenarios/Found",
        ])
        #expect(outcome.code == NavSimCLI.checkFailed)
        #expect(outcome.output.contains("Graphs/Shop.navgraph:11:1: error: double-presentation on 'Twice'"))
        #expect(outcome.output.contains("note: reached in 1 step: tap Twice\n"))
        #expect(outcome.output.contains("navsim: explored "))
        let written = try #require(project.read("Scenarios/Found/double-presentation-Twice.scenario"))
        #expect(written.contains("graph \"../../Graphs/Shop.navgraph\""))
        #expect(written.contains("given List.items = [7, 8]"))
        #expect(written.hasSuffix("\ntap Twice\nexpect violation double-presentation\n" as String))
        let check = project.run(["check", "Scenarios/Found"])
        #expect(check.code == NavSimCLI.success, "\(check.output)")
    }

    /// A start that offers nothing to tap says so, rather than only "no violation found".
    @Test func aStartWithNothingToTapSaysSo() throws {
        let project = try TemporaryProject(files: [
            "Graphs/Stuck.navgraph": "graph Stuck\nscene A\nscene B\nstart A\nsegue Go: B -> A show\n"
        ])
        let outcome = project.run(["explore", "Graphs/Stuck.navgraph"])
        #expect(outcome.code == NavSimCLI.success)
        #expect(outcome.output.contains("navsim: explored 1 state, 0 transitions, to depth 0 in "))
        #expect(outcome.output.contains("navsim: the launched app offers no action"))
        // A start with an action to take does not say it.
        let fine = try TemporaryProject(files: [
            "Graphs/Fine.navgraph": "graph Fine\nscene A\nscene B\nstart A\nsegue Go: A -> B show\n"
        ])
        #expect(!fine.run(["explore", "Graphs/Fine.navgraph"]).output.contains("offers no action"))
    }

    @Test func aGraphWithoutBugsExitsZero() throws {
        let project = try TemporaryProject(files: [
            "Graphs/Fine.navgraph":
                "graph Fine\nscene A\nscene B\nnavigation Main root A\nstart Main\nsegue Go: A -> B show\n"
        ])
        let outcome = project.run(["explore", "Graphs/Fine.navgraph", "--no-double-taps"])
        #expect(outcome.code == NavSimCLI.success)
        #expect(outcome.output.contains("navsim: explored 2 states, 2 transitions, to depth 1 in "))
        #expect(outcome.output.hasSuffix("navsim: no violation found\n"))
        #expect(!project.exists("Scenarios"))
    }

    @Test func sayWhenTheSearchWasCut() throws {
        let project = try project()
        let outcome = project.run([
            "explore", "Graphs/Shop.navgraph", "--given", "Scenarios/open.scenario", "--max-states", "2",
        ])
        #expect(outcome.output.contains("explored 2 states"))
        // Where the bound cut: the launched state and one successor kept, the first layer unfinished.
        #expect(
            outcome.output.contains(
                "; search cut at --max-states (2 states) while trying journeys of 1 action: every journey of up to 0 tried\n"
            ))
        let one = project.run([
            "explore", "Graphs/Shop.navgraph", "--given", "Scenarios/open.scenario", "--max-states", "1",
        ])
        #expect(one.output.contains("navsim: explored 1 state, 0 transitions, to depth 0 in "))
    }

    @Test func jsonHasTheCountsTheFindingsAndTheRoutes() throws {
        let project = try project()
        let outcome = project.run([
            "explore", "Graphs/Shop.navgraph", "--given", "Scenarios/open.scenario", "--format", "json",
            "--no-double-taps",
        ])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect(object["graph"] as? String == "Graphs/Shop.navgraph")
        #expect(object["cut"] as? Bool == false)
        let findings = try #require(object["findings"] as? [[String: Any]])
        let ids = findings.map { $0["id"] as? String }
        #expect(ids == ["double-presentation"])
        let steps = findings.first?["steps"] as? [String]
        #expect(steps == ["tap Twice"])
        let routes = try #require(object["routes"] as? [[String: Any]])
        let names = routes.map { $0["name"] as? String }
        #expect(names == ["Open", "Twice", "Close", "Lost"])
        let reached = routes.map { $0["reached"] as? Bool }
        #expect(reached == [true, true, true, false])
    }

    /// Only classes (two segues a double tap pushes twice): reported, and the run passes; a
    /// distinct finding fails it.
    static let onlyClasses = """
        graph Twins
        scene A
        scene B
        navigation Main root A
        start Main
        segue Go: A -> B show
        segue GoToo: A -> B show
        """

    @Test func classesComeAfterTheDistinctFindingsAndDoNotFailTheRun() throws {
        let project = try TemporaryProject(files: [
            "Graphs/Twins.navgraph": Self.onlyClasses, "Graphs/Shop.navgraph": Self.graph,
        ])
        let twins = project.run(["explore", "Graphs/Twins.navgraph", "--out", "Found"])
        #expect(twins.code == NavSimCLI.success)
        let diagnostics = twins.output.split(separator: "\n").filter {
            $0.hasPrefix("Graphs/") && !$0.contains(": note: ")
        }
        // One line for the class, at the first member's route, as an error (the pushes land).
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("Graphs/Twins.navgraph:6:1: error: double-presentation") == true)
        #expect(diagnostics.first?.hasSuffix("'Go', 'GoToo'") == true)
        // One scenario: the class's representative.
        #expect(project.exists("Found/double-presentation-Go.scenario"))
        #expect(!project.exists("Found/double-presentation-GoToo.scenario"))
        #expect(project.run(["check", "Found"]).code == NavSimCLI.success)
        // With --strict, the class fails the run, and the findings are the same.
        let strict = project.run(["explore", "Graphs/Twins.navgraph", "--strict"])
        #expect(strict.code == NavSimCLI.checkFailed)
        #expect(
            strict.output.split(separator: "\n").filter { $0.hasPrefix("Graphs/") && $0.contains(" class ") }.count == 1
        )

        try project.write("Scenarios/items.scenario", "scenario \"x\"\ngraph Shop\ngiven List.items = [7, 8]\n")
        let withRows = project.run(["explore", "Graphs/Shop.navgraph", "--given", "Scenarios/items.scenario"])
        #expect(withRows.code == NavSimCLI.checkFailed)
        // The findings' lines (not the graph's warning about 'Unused', nor the notes).
        let lines = withRows.output.split(separator: "\n").filter {
            $0.hasPrefix("Graphs/Shop.navgraph:") && !$0.contains(": note: ") && !$0.contains("'Unused'")
        }
        // The distinct findings first ('Twice' also navigates; 'Close' finds the second Detail a
        // double push left), then the classes.
        let firstClass = try #require(lines.firstIndex { $0.contains(" class ") })
        #expect(firstClass == 2)
        #expect(lines[0].contains("error: double-presentation on 'Twice'"))
        #expect(lines[1].contains("error: destination-mismatch on 'Close'"))
        #expect(lines[firstClass...].allSatisfy { $0.contains(" class ") })
    }

    @Test func jsonKeepsEveryFindingWithItsClass() throws {
        let project = try TemporaryProject(files: ["Graphs/Twins.navgraph": Self.onlyClasses])
        let outcome = project.run(["explore", "Graphs/Twins.navgraph", "--format", "json"])
        #expect(outcome.code == NavSimCLI.success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.map { $0["route"] as? String } == ["Go", "GoToo"])
        #expect(findings.map { $0["class"] as? Int } == [0, 0])
        #expect(
            findings.map { $0["cause"] as? String } == [
                "second-tap:push-while-pushing", "second-tap:push-while-pushing",
            ])
        #expect(findings.map { $0["severity"] as? String } == ["error", "error"])
        let classes = try #require(object["classes"] as? [[String: Any]])
        #expect(classes.count == 1)
        #expect(classes.first?["rule"] as? String == "double-tap")
        #expect(classes.first?["routes"] as? [String] == ["Go", "GoToo"])
        #expect(classes.first?["findings"] as? [Int] == [0, 1])
    }

    @Test func badInputIsAClearErrorWithItsPlace() throws {
        let project = try project()
        try project.write("Graphs/Broken.navgraph", "graph Broken\nscene A\n  store x Int\n")
        let broken = project.run(["explore", "Graphs/Broken.navgraph"])
        #expect(broken.code == NavSimCLI.checkFailed)
        #expect(broken.output.contains("Graphs/Broken.navgraph:3:"))
        let missing = project.run(["explore", "Graphs/Nope.navgraph"])
        #expect(missing.code == NavSimCLI.checkFailed)
        #expect(missing.output.hasPrefix("Graphs/Nope.navgraph:1:1: error:"))
        try project.write("Scenarios/bad-given.scenario", "scenario \"x\"\ngraph Shop\ngiven Nowhere.items = [1]\n")
        let badGiven = project.run(["explore", "Graphs/Shop.navgraph", "--given", "Scenarios/bad-given.scenario"])
        #expect(badGiven.code == NavSimCLI.checkFailed)
        #expect(badGiven.output.contains("Scenarios/bad-given.scenario:3:1: error:"))
    }

    @Test(arguments: [
        ["explore"], ["explore", "a.navgraph", "b.navgraph"], ["explore", "a.navgraph", "--depth", "-1"],
        ["explore", "a.navgraph", "--max-states", "0"], ["explore", "a.navgraph", "--format", "junit"],
        ["explore", "a.navgraph", "--record", "all"], ["check", "--depth", "3"], ["check", "--strict"],
        ["import", "x", "--coverage"],
    ])
    func badUsageIsExit64(_ arguments: [String]) throws {
        let outcome = try project().run(arguments)
        #expect(outcome.code == NavSimCLI.usageError)
        #expect(outcome.error.hasPrefix("navsim: error: "))
    }

    @Test func coverageCountsTheRoutesTakenAndSuggestsTheOthers() throws {
        let project = try project()
        let outcome = project.run(["check", "--coverage"])
        #expect(outcome.output.contains("coverage: Graphs/Shop.navgraph: 1 of 4 routes taken (25%)"))
        #expect(
            outcome.output.contains(
                "  never taken: segue Twice: List -> Detail (line 11); explore reaches it: tap Twice"))
        #expect(
            outcome.output.contains(
                "  never taken: route Close: Detail -> List (line 14); explore reaches it: select 0, tap Open, tap Close"
            ))
        #expect(
            outcome.output.contains(
                "  never taken: segue Lost: Unused -> List (line 15); explore did not reach it within depth 8"))
        let json = project.run(["check", "--coverage", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let coverage = try #require((object["coverage"] as? [[String: Any]])?.first)
        #expect(coverage["routes"] as? Int == 4)
        #expect(coverage["taken"] as? Int == 1)
        #expect(coverage["percent"] as? Int == 25)
        let byRoute = try #require(coverage["byRoute"] as? [[String: Any]])
        let takenBy = byRoute.map { $0["scenarios"] as? [String] }
        #expect(takenBy == [["Scenarios/open.scenario"], [], [], []])
        // Without --coverage, neither the lines nor the member.
        #expect(!project.run(["check"]).output.contains("coverage:"))
    }
}
