import Foundation
import Testing

@testable import NavSimCLI

@Suite struct CommandLineTests {
    @Test func helpAndVersionExitZero() throws {
        let project = try TemporaryProject()
        let help = project.run(["--help"])
        #expect(help.code == 0)
        #expect(help.output.contains("navsim check [paths…]"))
        #expect(project.run(["check", "--help"]).code == 0)
        let version = project.run(["--version"])
        #expect(version.code == 0)
        #expect(version.output.hasPrefix("navsim "))
    }

    @Test func unknownFlagIsAUsageErrorWithAHint() throws {
        let project = try TemporaryProject()
        let outcome = project.run(["check", "--formt", "json"])
        #expect(outcome.code == 64)
        #expect(outcome.error.contains("navsim: error: unknown option '--formt'"))
        #expect(outcome.error.contains("did you mean '--format'?"))
        #expect(outcome.output.isEmpty)
    }

    @Test func unknownCommandAndBadValuesAreUsageErrors() throws {
        let project = try TemporaryProject()
        let command = project.run(["chek"])
        #expect(command.code == 64)
        #expect(command.error.contains("unknown command 'chek'"))
        #expect(command.error.contains("did you mean 'check'?"))
        #expect(project.run(["check", "--format", "xml"]).code == 64)
        #expect(project.run(["check", "--format"]).code == 64)
        #expect(project.run(["check", "--color", "sometimes"]).code == 64)
        let record = project.run(["check", "--record", "sometimes"])
        #expect(record.code == 64)
        #expect(record.error.contains("sometimes"))
        #expect(project.run(["check"], environment: ["NAVSIM_RECORD": "bogus"]).code == 64)
        #expect(project.run(["trace"]).code == 64)
        #expect(project.run(["trace", "a.scenario", "b.scenario"]).code == 64)
    }

    @Test func anEmptyFolderSaysWhatIsMissing() throws {
        let project = try TemporaryProject()
        let outcome = project.run(["check"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("no 'Graphs' or 'Scenarios' folder"))
        let named = project.run(["check", "Nowhere"])
        #expect(named.code == 1)
        #expect(named.output.contains("Nowhere:1:1: error: no such file or folder 'Nowhere'"))
        try project.write("Empty/readme.txt", "nothing here")
        let empty = project.run(["check", "Empty"])
        #expect(empty.code == 1)
        #expect(empty.output.contains("no .navgraph or .scenario files in 'Empty'"))
    }

    @Test func aGraphWithThreeMistakesReportsThreeErrors() throws {
        let project = try TemporaryProject(files: [
            "Graphs/Broken.navgraph": """
            graph Broken
            scene A
              store x: Int?
            navigation Main root A
            start Main
            segue Go: A -> Bee show
            route Back: A -> A popp
            segue Twice: A -> A show
              pass y = x

            """
        ])
        let outcome = project.run(["check"])
        #expect(outcome.code == 1)
        let errors = outcome.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 3)
        #expect(
            errors.map { $0.split(separator: ":").prefix(3).joined(separator: ":") } == [
                "Graphs/Broken.navgraph:6:16", "Graphs/Broken.navgraph:7:20", "Graphs/Broken.navgraph:9:8",
            ])
        #expect(outcome.output.contains("0 scenarios: 0 passed, 0 failed"))
    }

    @Test func colourOnlyWhenAskedOrOnATerminal() throws {
        let project = try TemporaryProject(files: ["Graphs/Bad.navgraph": "graph Bad\nscene\n"])
        #expect(!project.run(["check"]).output.contains("\u{1B}["))
        #expect(project.run(["check", "--color", "always"]).output.contains("\u{1B}["))
        #expect(project.run(["check"], terminal: true).output.contains("\u{1B}["))
        #expect(!project.run(["check"], environment: ["NO_COLOR": "1"], terminal: true).output.contains("\u{1B}["))
        #expect(!project.run(["check", "--color", "never"], terminal: true).output.contains("\u{1B}["))
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("binary", [0x00, 0x01, 0xFF, 0xFE, 0x00]),
        ("latin1", Array("graph Caf".utf8) + [0xE9, 0x0A]),
    ])
    func badGraphFilesGetAClearErrorAndExitOne(name: String, bytes: [UInt8]) throws {
        let project = try TemporaryProject()
        try project.write("Graphs/\(name).navgraph", bytes: bytes)
        let outcome = project.run(["check"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("Graphs/\(name).navgraph:"))
        #expect(outcome.output.contains(": error: "))
        let trace = project.run(["trace", "Graphs/\(name).navgraph"])
        #expect(trace.code == 1)
    }
}
