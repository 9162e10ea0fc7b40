import Foundation
import NavSim

/// One command of `navsim`, declared once: its operands, its options, what it says in help, and
/// whether a run of it writes in the project. `CommandSpec.all` is the command line's one table:
/// the parser, the usage lines, `--help`, did-you-mean and the foreign-option check all read it.
struct CommandSpec: Sendable {
    /// What the command takes besides options.
    enum Operands: Equatable {
        /// Any number, none included: `[paths…]`.
        case any(placeholder: String)
        /// Exactly one `placeholder`, a `noun` in errors.
        case one(placeholder: String, noun: String)
        /// At most one.
        case optionalOne(placeholder: String, noun: String)
        /// One or more.
        case atLeastOne(placeholder: String, noun: String)
        /// One or two (`diff OLD [NEW]`).
        case oneOrTwo(placeholder: String, noun: String)

        /// The fewest the command takes.
        var minimum: Int {
            switch self {
            case .any, .optionalOne: return 0
            case .one, .atLeastOne, .oneOrTwo: return 1
            }
        }

        /// The most the command takes; nil: no limit.
        var maximum: Int? {
            switch self {
            case .any, .atLeastOne: return nil
            case .one, .optionalOne: return 1
            case .oneOrTwo: return 2
            }
        }

        /// The operands in a usage line.
        var synopsis: String {
            switch self {
            case .any(let placeholder): return "[\(placeholder)]"
            case .one(let placeholder, _), .atLeastOne(let placeholder, _), .oneOrTwo(let placeholder, _):
                return placeholder
            case .optionalOne(let placeholder, _): return "[\(placeholder)]"
            }
        }
    }

    /// The word after `navsim`.
    var name: String
    var operands: Operands
    /// The formats the command writes, the default first; none: it takes no `--format`.
    var formats: [CommandLineOptions.Format] = []
    /// What `--format` says beside its choices and default (`github: annotations …`).
    var formatNote: String? = nil
    /// The options only this command declares (`--format` and the common ones are added).
    var ownOptions: [OptionSpec] = []
    /// The command's line in `navsim --help`'s list of commands.
    var summary: String
    /// What `navsim help COMMAND` says the command does, before its options.
    var description: String
    /// The command, from its operands (their count already checked).
    var command: @Sendable ([String]) -> CommandLineOptions.Command
    /// Whether a run with these options, in this environment, asks to write in the project
    /// (goldens, a project, scenarios, a graph): what decides if the command plugin needs
    /// `--allow-writing-to-package-directory`. A pure function of the command line and the
    /// environment, so it is tested as one.
    var writes: @Sendable (CommandLineOptions, [String: String]) -> Bool = { _, _ in false }

    /// The options of this command alone: `--format`, if it takes one, then its own.
    var commandOptions: [OptionSpec] {
        (formats.isEmpty ? [] : [Self.formatOption(formats, note: formatNote)]) + ownOptions
    }

    /// Every option the command takes, in help order: its own, then the common ones.
    var options: [OptionSpec] { commandOptions + Self.commonOptions }

    /// `check [paths…] [--format text|json|junit|github] …`, without the program's name.
    var synopsis: String {
        ([name, operands.synopsis] + options.map(\.synopsis)).joined(separator: " ")
    }

    /// The synopsis without the options every command takes, as the README's table of commands
    /// lists it.
    var ownSynopsis: String {
        ([name, operands.synopsis] + commandOptions.map(\.synopsis)).joined(separator: " ")
    }

    /// The option `spelling` names, if this command takes it.
    func option(spelled spelling: String) -> OptionSpec? {
        options.first { $0.spellings.contains(spelling) }
    }

    /// The command called `name`.
    static func named(_ name: String) -> CommandSpec? { all.first { $0.name == name } }

    /// The commands that declare an option spelled `spelling`, in table order.
    static func commands(declaring spelling: String) -> [String] {
        all.filter { $0.option(spelled: spelling) != nil }.map(\.name)
    }

    /// The program's own options, taken anywhere: help and version.
    static let programOptions = [
        OptionSpec(name: "--help", aliases: ["-h"], value: .none, help: "show the help (of the command, after one)") {
            _, _ in nil
        },
        OptionSpec.flag("--version", help: "show navsim's version") { _ in },
    ]

    /// The options every command takes.
    static let commonOptions: [OptionSpec] = [
        OptionSpec(
            name: "--color", aliases: ["--colour"],
            value: .one(placeholder: "WHEN", choices: CommandLineOptions.ColorChoice.allCases.map(\.rawValue)),
            help: "colour the diagnostics (default auto: only on a terminal, and not with NO_COLOR)"
        ) { options, text in
            options.color = text.flatMap(CommandLineOptions.ColorChoice.init(rawValue:)) ?? .auto
            return nil
        }
    ]

    /// `--format`, with the choices of a command that writes `formats`.
    static func formatOption(_ formats: [CommandLineOptions.Format], note: String?) -> OptionSpec {
        OptionSpec(
            name: "--format", value: .one(placeholder: "FORMAT", choices: formats.map(\.rawValue)),
            help: "the output (default \(formats[0].rawValue)" + (note.map { "; " + $0 } ?? "") + ")"
        ) { options, text in
            options.chosenFormat = text.flatMap(CommandLineOptions.Format.init(rawValue:))
            return nil
        }
    }

    /// `--depth N`: how many actions from launch explore tries, for `explore` and `diff`.
    static func depthOption(help: String) -> OptionSpec {
        .number("--depth", lowest: 0, help: help) { $0.limits.depth = $1 }
    }

    /// Whether a check asks to record: `--record` or `NAVSIM_RECORD` names a mode that writes.
    /// The default (`missing` outside CI) is not asking: where navsim may not write, a check that
    /// was not asked to record runs as `never`, and a missing golden fails.
    static func checkAsksToRecord(_ options: CommandLineOptions, environment: [String: String]) -> Bool {
        let variable =
            environment[RecordMode.environmentVariable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard options.record != nil || !variable.isEmpty,
            case .success(let mode) = RecordMode.resolve(flag: options.record, environment: environment)
        else { return false }
        return mode != .never
    }

    /// Every command, in the order help and the README list them.
    static let all: [CommandSpec] = [
        CommandSpec(
            name: "check", operands: .any(placeholder: "paths…"), formats: [.text, .json, .junit, .github],
            formatNote: "github: annotations on the pull request's lines",
            ownOptions: [
                OptionSpec(
                    name: "--record",
                    value: .one(placeholder: "MODE", choices: RecordMode.allCases.map(\.rawValue)),
                    help: "golden traces to write: missing (absent ones; the default), all, failed (rewrite "
                        + "differing ones, still fail), never; also NAVSIM_RECORD; never when CI is set"
                ) { options, text in
                    options.record = text
                    return nil
                },
                .flag("--coverage", help: "the routes each graph's scenarios took and never took") {
                    $0.coverage = true
                },
            ],
            summary: "load every graph, replay every scenario, compare golden traces",
            description: """
                Loads every graph, replays every scenario, and compares each route trace with its golden
                file (X.scenario -> X.trace). Paths are files or folders; the default is Graphs and
                Scenarios. Exit 0 when all pass, 1 when anything failed, 64 on bad usage.
                """,
            command: { .check(paths: $0) },
            writes: checkAsksToRecord),
        CommandSpec(
            name: "trace", operands: .one(placeholder: "FILE.scenario", noun: "scenario file"),
            summary: "print one scenario's route trace",
            description: """
                Prints one scenario's route trace, without comparing it with its golden.
                Exit 0 when the scenario passes, 1 when it fails.
                """,
            command: { .trace(path: $0[0]) }),
        CommandSpec(
            name: "init", operands: .optionalOne(placeholder: "DIR", noun: "folder"),
            ownOptions: [
                .text(
                    "--from", placeholder: "PATH", repeatable: true,
                    help: "a .storyboard, a .swift file or a folder to import"
                ) { $0.from.append($1) },
                .graphName(
                    help: "the graph's name (default App, or the imported app's), made an identifier as "
                        + "import does: 'My App' is My_App, '../../x' is x"
                ) { $0.name = $1 },
            ],
            summary: "start a project: Graphs/ and Scenarios/ with a starter graph and scenario, or the graph "
                + "imported from the app (--from)",
            description: """
                Starts a navsim project in DIR (default: the current folder): Graphs/ with a commented
                starter graph and Scenarios/ with a starter scenario, then says what to do next. With
                --from, the graph is imported from the app's storyboards and Swift sources instead, and
                the scenario checks the screen it launches to. Never overwrites a file, never writes
                outside DIR.
                """,
            command: { .initProject(folder: $0.first ?? ".") },
            writes: { _, _ in true }),
        CommandSpec(
            name: "import",
            operands: .atLeastOne(placeholder: "PATH…", noun: ".storyboard or .swift file, or a folder"),
            ownOptions: [
                .graphName(
                    help:
                        "the graph's name (default: the app folder's, above a Sources or Src folder, or the file's), made an identifier: "
                        + "'My App' is My_App, '../../x' is x"
                ) { $0.name = $1 },
                .text("--output", placeholder: "FILE", help: "write the graph to FILE instead of stdout") {
                    $0.output = $1
                },
            ],
            summary: "write a .navgraph from an app's .storyboard and .swift files (or folders of them)",
            description: """
                Writes a .navgraph from an app's .storyboard and Swift files, or folders of them: on
                stdout, or in --output FILE. A summary of what was read goes to stderr.
                """,
            command: { .importStoryboards(paths: $0) },
            writes: { options, _ in options.output != nil }),
        CommandSpec(
            name: "explore", operands: .one(placeholder: "FILE.navgraph", noun: ".navgraph file"),
            formats: [.text, .json],
            ownOptions: [
                depthOption(help: "the most actions from launch (default 8)"),
                .number("--max-states", lowest: 1, help: "the most states kept (default 1000000)") {
                    $0.limits.maxStates = $1
                },
                .text(
                    "--given", placeholder: "FILE.scenario",
                    help: "start from that scenario's given lines; without it, each field the app fetches "
                        + "is tried nil and set, empty and two rows"
                ) {
                    $0.given = $1
                },
                .text("--out", placeholder: "DIR", help: "write a .scenario per violation found into DIR") {
                    $0.out = $1
                },
                .flag("--no-double-taps", help: "do not try 'tap X twice'") { $0.limits.doubleTaps = false },
                .flag(
                    "--no-reduction",
                    help:
                        "search every combination of the tabs' journeys, not one tab at a time (slower; finds the same)"
                ) { $0.limits.reduction = false },
                .flag("--strict", help: "classes of violation (double taps, …) fail the run too") { $0.strict = true },
            ],
            summary: "search every sequence of user actions from launch; report each violation with the "
                + "shortest scenario that reproduces it",
            description: """
                Searches every sequence of user actions from launch and reports each violation with the
                shortest scenario that reproduces it, then the classes of violation (double taps,
                optional-chained calls with no container) once each. Exit 1 when a distinct violation
                is found (with --strict, a class too), 0 otherwise.
                """,
            command: { .explore(path: $0[0]) },
            writes: { options, _ in options.out != nil }),
        CommandSpec(
            name: "graph", operands: .one(placeholder: "FILE.navgraph", noun: ".navgraph file"),
            formats: [.dot, .mermaid],
            ownOptions: [
                .text(
                    "--scenario", placeholder: "FILE.scenario", help: "draw the path that scenario takes, hops numbered"
                ) { $0.scenario = $1 },
                .flag("--coverage", help: "draw the routes no scenario of the project takes dashed and grey") {
                    $0.coverage = true
                },
            ],
            summary: "draw the graph as Graphviz DOT or a Mermaid flowchart on stdout",
            description: "Draws the graph on stdout: Graphviz DOT (the default) or a Mermaid flowchart.",
            command: { .graph(path: $0[0]) }),
        CommandSpec(
            name: "diff", operands: .oneOrTwo(placeholder: "OLD [NEW]", noun: "side"),
            formats: [.text, .markdown, .json, .mermaid, .dot],
            formatNote: "markdown: a pull-request comment; mermaid, dot: the new graph, changes coloured",
            ownOptions: [
                .text("--graph", placeholder: "NAME", help: "the project's graph to compare when it has several") {
                    $0.graph = $1
                },
                .flag("--fail-on-new-violations", help: "exit 1 only when the change adds a violation, else 0") {
                    $0.failOnNewViolations = true
                },
                .flag("--no-explore", help: "compare without exploring either side") { $0.explores = false },
                depthOption(help: "explore's depth on each side (default 8)"),
            ],
            summary: "what changed between two graphs, apps or git revisions, and what it does",
            description: """
                Compares two versions of an app's navigation: each side is a .navgraph, an app folder to
                import, a git revision (the project's graph at it), or REV:PATH. With one side, NEW is the
                working tree. Writes what changed, the violations explore finds on one side only, what
                became unreachable and which scenarios' traces change. Exit 0 no change, 1 a new
                violation or something unreachable, 2 other changes, 3 a side cannot be read or has
                errors, 64 bad usage.
                """,
            command: { .diff(sides: $0) }),
    ]
}
