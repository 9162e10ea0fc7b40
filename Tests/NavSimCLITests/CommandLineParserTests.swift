import NavSim
import Testing

@testable import NavSimCLI

/// The parser as values: what a command line parses to, and which error, about which command and
/// which argument, a bad one gives.
@Suite struct CommandLineParserTests {
    static func parsed(_ arguments: [String]) -> CommandLineOptions? {
        try? CommandLineOptions.parse(arguments).get()
    }

    static func error(_ arguments: [String]) -> UsageError? {
        guard case .failure(let error) = CommandLineOptions.parse(arguments) else { return nil }
        return error
    }

    @Test func everyOptionOfExploreLandsInItsField() throws {
        let options = try #require(
            Self.parsed([
                "explore", "--depth", "3", "g.navgraph", "--max-states=10", "--no-double-taps", "--given", "s.scenario",
                "--out", "Found", "--format", "JSON", "--colour", "never", "--strict",
            ]))
        var expected = CommandLineOptions(command: .explore(path: "g.navgraph"))
        expected.limits.depth = 3
        expected.limits.maxStates = 10
        expected.limits.doubleTaps = false
        expected.given = "s.scenario"
        expected.out = "Found"
        expected.chosenFormat = .json
        expected.color = .never
        expected.strict = true
        #expect(options == expected)
    }

    @Test func diffTakesOneOrTwoSidesAndItsOptions() throws {
        let options = try #require(
            Self.parsed([
                "diff", "main", "--graph", "Shop", "--format=markdown", "--no-explore", "--depth", "3",
                "--fail-on-new-violations", "--color", "always",
            ]))
        var expected = CommandLineOptions(command: .diff(sides: ["main"]))
        expected.graph = "Shop"
        expected.chosenFormat = .markdown
        expected.explores = false
        expected.limits.depth = 3
        expected.failOnNewViolations = true
        expected.color = .always
        #expect(options == expected)
        #expect(
            Self.parsed(["diff", "a.navgraph", "b.navgraph"])?.command == .diff(sides: ["a.navgraph", "b.navgraph"]))
        #expect(Self.parsed(["diff", "a"])?.format == .text)
    }

    @Test func initTakesItsOwnNameAndRepeatedFrom() throws {
        let options = try #require(Self.parsed(["init", "--from", "A", "Dir", "--from=B", "--name", "Shop"]))
        var expected = CommandLineOptions(command: .initProject(folder: "Dir"))
        expected.from = ["A", "B"]
        expected.name = "Shop"
        #expect(options == expected)
        #expect(Self.parsed(["init"])?.command == .initProject(folder: "."))
    }

    @Test func defaultsFollowTheCommand() throws {
        #expect(Self.parsed([])?.command == .check(paths: []))
        #expect(Self.parsed(["--record", "never", "A", "--", "-b"])?.command == .check(paths: ["A", "-b"]))
        #expect(Self.parsed(["graph", "g.navgraph"])?.format == .dot)
        #expect(Self.parsed(["check"])?.format == .text)
        #expect(Self.parsed(["graph", "g", "--help"])?.command == .help(command: "graph"))
        #expect(Self.parsed(["-h"])?.command == .help(command: nil))
        #expect(Self.parsed(["trace", "x", "--version"])?.command == .version)
    }

    @Test(arguments: [
        (["init", "--name"], UsageError(kind: .missingValue, command: "init", argument: "--name")),
        (["import", "a", "--output="], UsageError(kind: .missingValue, command: "import", argument: "--output")),
        (
            ["check", "--scenario", "x"],
            UsageError(kind: .foreignOption(commands: ["graph"]), command: "check", argument: "--scenario")
        ),
        (
            ["graph", "g", "--record", "all"],
            UsageError(kind: .foreignOption(commands: ["check"]), command: "graph", argument: "--record")
        ),
        (
            ["trace", "x", "--format", "json"],
            UsageError(
                kind: .foreignOption(commands: ["check", "explore", "graph", "diff"]), command: "trace",
                argument: "--format")
        ),
        (
            ["check", "--name", "X"],
            UsageError(kind: .foreignOption(commands: ["init", "import"]), command: "check", argument: "--name")
        ),
        (
            ["graph", "g", "--depth", "3"],
            UsageError(kind: .foreignOption(commands: ["explore", "diff"]), command: "graph", argument: "--depth")
        ),
        (
            ["explore", "g", "--graph", "Shop"],
            UsageError(kind: .foreignOption(commands: ["diff"]), command: "explore", argument: "--graph")
        ),
        (
            ["diff", "main", "--strict"],
            UsageError(kind: .foreignOption(commands: ["explore"]), command: "diff", argument: "--strict")
        ),
        (["init", "--name", "."], UsageError(kind: .notAGraphName(value: "."), command: "init", argument: "--name")),
        (
            ["import", "a", "--name=日本語"],
            UsageError(kind: .notAGraphName(value: "日本語"), command: "import", argument: "--name")
        ),
        (
            ["diff", "--format", "svg", "main"],
            UsageError(
                kind: .notAChoice(value: "svg", choices: ["text", "markdown", "json", "mermaid", "dot"]),
                command: "diff", argument: "--format")
        ),
        (["diff"], UsageError(kind: .missingOperand, command: "diff")),
        (["diff", "a", "b", "c"], UsageError(kind: .tooManyOperands, command: "diff", argument: "c")),
        (
            ["check", "--formt", "json"],
            UsageError(kind: .unknownOption(suggestion: "--format"), command: "check", argument: "--formt")
        ),
        (
            ["check", "--colourr"],
            UsageError(kind: .unknownOption(suggestion: "--colour"), command: "check", argument: "--colourr")
        ),
        (
            ["graph", "g", "--colur"],
            UsageError(kind: .unknownOption(suggestion: "--color"), command: "graph", argument: "--colur")
        ),
        (
            ["explore", "g", "--scenaro", "s"],
            UsageError(kind: .unknownOption(suggestion: nil), command: "explore", argument: "--scenaro")
        ),
        (
            ["check", "-odd.scenario"],
            UsageError(kind: .unknownOption(suggestion: nil), command: "check", argument: "-odd.scenario")
        ),
        (
            ["graph", "g", "--format", "text"],
            UsageError(
                kind: .notAChoice(value: "text", choices: ["dot", "mermaid"]), command: "graph", argument: "--format")
        ),
        (
            ["check", "--color", "sometimes"],
            UsageError(
                kind: .notAChoice(value: "sometimes", choices: ["auto", "always", "never"]), command: "check",
                argument: "--color")
        ),
        (
            ["check", "--record", "sometimes"],
            UsageError(
                kind: .notAChoice(value: "sometimes", choices: ["missing", "all", "failed", "never"]), command: "check",
                argument: "--record")
        ),
        (
            ["explore", "g", "--depth", "-1"],
            UsageError(kind: .notANumber(value: "-1", lowest: 0), command: "explore", argument: "--depth")
        ),
        (
            ["explore", "g", "--max-states", "0"],
            UsageError(kind: .notANumber(value: "0", lowest: 1), command: "explore", argument: "--max-states")
        ),
        (
            ["graph", "g", "--coverage=yes"],
            UsageError(kind: .unexpectedValue, command: "graph", argument: "--coverage")
        ),
        (["trace"], UsageError(kind: .missingOperand, command: "trace")),
        (["import"], UsageError(kind: .missingOperand, command: "import")),
        (["trace", "a", "b"], UsageError(kind: .tooManyOperands, command: "trace", argument: "b")),
        (["init", "a", "b"], UsageError(kind: .tooManyOperands, command: "init", argument: "b")),
        (["chek"], UsageError(kind: .unknownCommand(suggestion: "check"), argument: "chek")),
        (["help", "chek"], UsageError(kind: .noHelpForCommand(suggestion: "check"), argument: "chek")),
        (["frobnicate"], UsageError(kind: .unknownCommand(suggestion: nil), argument: "frobnicate")),
    ])
    func aBadCommandLineIsTheErrorThatSaysWhy(arguments: [String], expected: UsageError) {
        #expect(Self.error(arguments) == expected)
    }

    @Test func anErrorAboutACommandHintsAtThatCommandsUsage() throws {
        // `navsim init --name` once printed import's usage.
        let error = try #require(Self.error(["init", "--name"]))
        let initSpec = try #require(CommandSpec.named("init"))
        #expect(error.hint(invocation: .direct) == "usage: navsim " + initSpec.synopsis)
        let plugin = Invocation(kind: .plugin(mayWrite: true))
        #expect(error.hint(invocation: plugin) == "usage: swift package navsim " + initSpec.synopsis)
    }

    /// Whether an invocation writes in the project is a function of its command line and the
    /// environment: what the plugin's permission is asked for.
    @Test(
        arguments: [
            (["check"], [:], false),
            (["check", "Scenarios/a.scenario"], [:], false),
            (["check", "--record", "never"], [:], false),
            (["check", "--record", "missing"], [:], true),
            (["check", "--record=all"], ["CI": "1"], true),
            (["check"], ["NAVSIM_RECORD": "failed"], true),
            (["check"], ["NAVSIM_RECORD": "never"], false),
            (["check"], ["NAVSIM_RECORD": " "], false),
            (["check"], ["NAVSIM_RECORD": "bogus"], false),
            (["check", "--record", "never"], ["NAVSIM_RECORD": "all"], false),
            (["trace", "x.scenario"], ["NAVSIM_RECORD": "all"], false),
            (["explore", "g"], [:], false),
            (["explore", "g", "--out", "Found"], [:], true),
            (["graph", "g", "--coverage", "--format", "mermaid"], [:], false),
            (["diff", "main"], [:], false),
            (["import", "App"], [:], false),
            (["import", "App", "--output", "Graphs/App.navgraph"], [:], true),
            (["init"], [:], true),
            (["init", "--help"], [:], false),
            (["--version"], [:], false),
        ] as [([String], [String: String], Bool)])
    func anInvocationWritesOnlyWhenItAsksTo(arguments: [String], environment: [String: String], writes: Bool) throws {
        let options = try #require(Self.parsed(arguments))
        #expect(options.writesInProject(environment: environment) == writes)
    }

    @Test func underTheReadOnlyPluginOnlyCommandsThatWriteAreRefused() throws {
        let readOnly = Invocation(kind: .plugin(mayWrite: false))
        let writable = Invocation(kind: .plugin(mayWrite: true))
        for arguments in [
            ["check"], ["trace", "x"], ["explore", "g"], ["graph", "g"], ["diff", "main"], ["import", "a"],
        ] {
            let options = try #require(Self.parsed(arguments))
            #expect(readOnly.refusal(of: options, arguments: arguments, environment: [:]) == nil, "\(arguments)")
        }
        for arguments in [
            ["init"], ["check", "--record", "all"], ["explore", "g", "--out", "D"], ["import", "a", "--output", "f"],
        ] {
            let options = try #require(Self.parsed(arguments))
            #expect(
                readOnly.refusal(of: options, arguments: arguments, environment: [:])
                    == UsageError(kind: .writesWithoutPermission(arguments: arguments), command: arguments[0]),
                "\(arguments)")
            #expect(writable.refusal(of: options, arguments: arguments, environment: [:]) == nil)
            #expect(Invocation.direct.refusal(of: options, arguments: arguments, environment: [:]) == nil)
        }
    }

    @Test func theRefusalSaysHowToRunItWithThePermission() throws {
        let readOnly = Invocation(kind: .plugin(mayWrite: false))
        let arguments = ["init", "--from", "My App"]
        let options = try #require(Self.parsed(arguments))
        let error = try #require(readOnly.refusal(of: options, arguments: arguments, environment: [:]))
        #expect(
            error.hint(invocation: readOnly)
                == "run it with the permission: swift package --allow-writing-to-package-directory navsim init --from 'My App'"
        )
    }

    @Test func theInvocationComesFromThePluginsVariable() {
        #expect(Invocation(environment: [:]) == .direct)
        #expect(Invocation(environment: ["NAVSIM_PLUGIN": "writable"]).kind == .plugin(mayWrite: true))
        #expect(Invocation(environment: ["NAVSIM_PLUGIN": "read-only"]).kind == .plugin(mayWrite: false))
        #expect(Invocation(environment: ["NAVSIM_PLUGIN": "other"]) == .direct)
        #expect(Invocation.direct.program == "navsim")
        #expect(Invocation(kind: .plugin(mayWrite: false)).program == "swift package navsim")
        #expect(
            Invocation(kind: .plugin(mayWrite: true)).command("check --record all", writes: true)
                == "swift package --allow-writing-to-package-directory navsim check --record all")
        #expect(Invocation(kind: .plugin(mayWrite: true)).command("trace x") == "swift package navsim trace x")
        #expect(Invocation.direct.command("check --record all", writes: true) == "navsim check --record all")
    }

    /// Every option a command declares parses into that command, and every other command refuses
    /// it as another command's: the table, not a list beside it, decides.
    @Test func everyDeclaredOptionParsesWhereDeclaredAndIsForeignElsewhere() throws {
        for spec in CommandSpec.all {
            let operand: [String] =
                switch spec.operands {
                case .one, .atLeastOne, .oneOrTwo: ["x"]
                case .any, .optionalOne: []
                }
            for option in spec.options {
                for spelling in option.spellings {
                    var arguments = [spec.name] + operand + [spelling]
                    if case .one(_, let choices) = option.value { arguments.append(choices?.last ?? "1") }
                    #expect(Self.parsed(arguments) != nil, "\(arguments)")
                }
            }
            for other in CommandSpec.all where other.name != spec.name {
                for option in other.options where spec.option(spelled: option.name) == nil {
                    let error = try #require(Self.error([spec.name] + operand + [option.name, "1"]))
                    #expect(error.kind == .foreignOption(commands: CommandSpec.commands(declaring: option.name)))
                }
            }
        }
    }
}
