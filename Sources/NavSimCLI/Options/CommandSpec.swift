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

        /// The operands in a usage line.
        var synopsis: String {
            switch self {
            case .any(let placeholder): return "[\(placeholder)]"
            case .one(let placeholder, _), .atLeastOne(let placeholder, _): return placeholder
            case .optionalOne(let placeholder, _): return "[\(placeholder)]"
            }
        }
    }

    /// The word after `navsim`.
    var name: String
    var operands: Operands
    /// The formats the command writes, the default first; none: it takes no `--format`.
    var formats: [CommandLineOptions.Format] = []
    /// The options only this command declares (`--format` and the common ones are added).
    var ownOptions: [OptionSpec] = []
    /// The command's line in `navsim --help`'s list of commands.
    var summary: String
    /// What `navsim help COMMAND` says the command does, before its options.
    var description: String
    /// The command, from its operands (their count already checked).
    var command: @Sendable ([String]) -> CommandLineOptions.Command
    /// Whether a run with these options writes files (goldens, a project, scenarios, a graph).
    var writes: @Sendable (CommandLineOptions) -> Bool = { _ in false }

    /// The options of this command alone: `--format`, if it takes one, then its own.
    var commandOptions: [OptionSpec] { (formats.isEmpty ? [] : [Self.formatOption(formats)]) + ownOptions }

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
        OptionSpec(name: "--help", aliases: ["-h"], value: .none, help: "show the help (of the command, after one)") { _, _ in nil },
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
    static func formatOption(_ formats: [CommandLineOptions.Format]) -> OptionSpec {
        OptionSpec(
            name: "--format", value: .one(placeholder: "FORMAT", choices: formats.map(\.rawValue)),
            help: "the output (default \(formats[0].rawValue)"
                + (formats.contains(.github) ? "; github: annotations on the pull request's lines" : "") + ")"
        ) { options, text in
            options.chosenFormat = text.flatMap(CommandLineOptions.Format.init(rawValue:))
            return nil
        }
    }

    /// Every command, in the order help lists them.
    static let all: [CommandSpec] = [
        CommandSpec(
            name: "check", operands: .any(placeholder: "paths…"), formats: [.text, .json, .junit, .github],
            ownOptions: [
                OptionSpec(
                    name: "--record",
                    value: .one(placeholder: "MODE", choices: RecordMode.allCases.map(\.rawValue)),
                    help: "goldens to write (default missing, never when CI is set; also NAVSIM_RECORD)"
                ) { options, text in
                    options.record = text
                    return nil
                },
                .flag("--coverage", help: "the routes the scenarios took and never took") { $0.coverage = true },
            ],
            summary: "load every graph, replay every scenario, compare golden traces",
            description: """
                Loads every graph, replays every scenario, and compares each route trace with its golden
                file (X.scenario -> X.trace). Paths are files or folders; the default is Graphs and
                Scenarios. Exit 0 when all pass, 1 when anything failed, 64 on bad usage.
                """,
            command: { .check(paths: $0) },
            writes: { options in options.record.map { $0 != RecordMode.never.rawValue } ?? false }),
        CommandSpec(
            name: "trace", operands: .one(placeholder: "FILE.scenario", noun: "scenario file"),
            summary: "print one scenario's route trace",
            description: """
                Prints one scenario's route trace, without comparing it with its golden.
                Exit 0 when the scenario passes, 1 when it fails.
                """,
            command: { .trace(path: $0[0]) }),
        CommandSpec(
            name: "import", operands: .atLeastOne(placeholder: "PATH…", noun: ".storyboard or .swift file, or a folder"),
            ownOptions: [
                .text("--name", placeholder: "NAME", help: "the graph's name (default: the folder's or file's)") {
                    $0.name = $1
                },
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
            writes: { $0.output != nil }),
        CommandSpec(
            name: "explore", operands: .one(placeholder: "FILE.navgraph", noun: ".navgraph file"),
            formats: [.text, .json],
            ownOptions: [
                .number("--depth", lowest: 0, help: "the most actions from launch (default 8)") { $0.limits.depth = $1 },
                .number("--max-states", lowest: 1, help: "the most states kept (default 1000000)") {
                    $0.limits.maxStates = $1
                },
                .text("--given", placeholder: "FILE.scenario", help: "start from that scenario's given lines") {
                    $0.given = $1
                },
                .text("--out", placeholder: "DIR", help: "write a .scenario per violation found into DIR") {
                    $0.out = $1
                },
                .flag("--no-double-taps", help: "do not try 'tap X twice'") { $0.limits.doubleTaps = false },
            ],
            summary: "search every sequence of user actions from launch; report each violation with the shortest scenario that reproduces it",
            description: """
                Searches every sequence of user actions from launch and reports each violation with the
                shortest scenario that reproduces it. Exit 0 when none is found, 1 otherwise.
                """,
            command: { .explore(path: $0[0]) },
            writes: { $0.out != nil }),
        CommandSpec(
            name: "graph", operands: .one(placeholder: "FILE.navgraph", noun: ".navgraph file"), formats: [.dot, .mermaid],
            ownOptions: [
                .text("--scenario", placeholder: "FILE.scenario", help: "draw the path that scenario takes, hops numbered") {
                    $0.scenario = $1
                },
                .flag("--coverage", help: "draw the routes no scenario of the project takes dashed") { $0.coverage = true },
            ],
            summary: "draw the graph as Graphviz DOT or a Mermaid flowchart on stdout",
            description: "Draws the graph on stdout: Graphviz DOT (the default) or a Mermaid flowchart.",
            command: { .graph(path: $0[0]) }),
        CommandSpec(
            name: "init", operands: .optionalOne(placeholder: "DIR", noun: "folder"),
            ownOptions: [
                .text(
                    "--from", placeholder: "PATH", repeatable: true,
                    help: "a .storyboard, a .swift file or a folder to import"
                ) { $0.from.append($1) },
                .text("--name", placeholder: "NAME", help: "the graph's name (default App, or the imported app's)") {
                    $0.name = $1
                },
            ],
            summary: "start a project: Graphs/ and Scenarios/ with a starter graph and scenario, or the graph imported from the app (--from)",
            description: """
                Starts a navsim project in DIR (default: the current folder): Graphs/ with a commented
                starter graph and Scenarios/ with a starter scenario, then says what to do next. With
                --from, the graph is imported from the app's storyboards and Swift sources instead, and
                the scenario checks the screen it launches to. Never overwrites a file.
                """,
            command: { .initProject(folder: $0.first ?? ".") },
            writes: { _ in true }),
    ]
}
