import NavSim

/// The parsed command line: which command, with which options.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case check(paths: [String])
        case trace(path: String)
        case importStoryboards(paths: [String])
        case explore(path: String)
        case graph(path: String)
        /// `navsim init [DIR] [--from PATH]… [--name NAME]`.
        case initProject(folder: String)
        /// `navsim --help`, or `navsim help COMMAND` / `navsim COMMAND --help` for one command.
        case help(command: String?)
        case version
    }

    enum Format: String, CaseIterable {
        case text, json, junit, github, dot, mermaid
    }

    /// The formats each command writes; the first is its default. A command not listed takes no
    /// `--format`.
    static let formats: [String: [Format]] = [
        "check": [.text, .json, .junit, .github], "explore": [.text, .json], "graph": [.dot, .mermaid],
    ]

    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    var command: Command
    /// `--format`, or nil for the command's default.
    var chosenFormat: Format?
    /// The format to write: `--format`, else the command's default (the first it takes).
    var format: Format {
        if let chosenFormat { return chosenFormat }
        if case .graph = command { return .dot }
        return .text
    }
    var record: String?
    var color: ColorChoice = .auto
    /// `import --name`.
    var name: String?
    /// `import --output`.
    var output: String?
    /// `explore --depth`, `--max-states`, `--no-double-taps`.
    var limits = Explorer.Limits.standard
    /// `explore --given`.
    var given: String?
    /// `explore --out`.
    var out: String?
    /// `explore --strict`: classes of findings fail the run too.
    var strict = false
    /// `check --coverage`, `graph --coverage`.
    var coverage = false
    /// `graph --scenario`.
    var scenario: String?
    /// `init --from`, in order.
    var from: [String] = []

    /// A usage error: the message and a hint, printed with `navsim: error:`; exit code 64.
    struct UsageError: Error, Equatable {
        var message: String
        var hint: String?
    }

    static let commands = ["check", "trace", "import", "explore", "graph", "init", "diff"]
    static let flags = [
        "--format", "--record", "--color", "--name", "--output", "--coverage", "--depth", "--max-states", "--given",
        "--out", "--no-double-taps", "--strict", "--scenario", "--from", "--help", "--version",
    ]
    /// The options only some commands take; the others are every command's.
    static let commandFlags = [
        "import": ["--name", "--output"], "check": ["--coverage", "--record"], "init": ["--name", "--from"],
        "explore": ["--depth", "--max-states", "--given", "--out", "--no-double-taps", "--strict"],
        "graph": ["--scenario", "--coverage"],
    ]
    static let usages = [
        "check": "usage: navsim check [paths…] [--format text|json|junit|github] [--record MODE] [--coverage]",
        "trace": "usage: navsim trace FILE.scenario",
        "import": "usage: navsim import PATH… [--name NAME] [--output FILE]",
        "explore":
            "usage: navsim explore FILE.navgraph [--depth N] [--max-states N] [--given FILE.scenario] [--out DIR] [--no-double-taps] [--strict] [--format text|json]",
        "graph": "usage: navsim graph FILE.navgraph [--format dot|mermaid] [--scenario FILE.scenario] [--coverage]",
        "init": "usage: navsim init [DIR] [--from PATH]… [--name NAME]",
        "diff": DiffCommand.usage,
    ]

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var remaining = arguments[...]
        guard let first = remaining.first else {
            return .success(CommandLineOptions(command: .check(paths: [])))
        }
        if first == "--help" || first == "-h" { return .success(CommandLineOptions(command: .help(command: nil))) }
        if first == "help" {
            guard let topic = remaining.dropFirst().first else {
                return .success(CommandLineOptions(command: .help(command: nil)))
            }
            guard commands.contains(topic) else {
                let suggestion = NameSuggestion.closest(to: topic, among: commands)
                return .failure(
                    UsageError(
                        message: "no help for unknown command '\(topic)'",
                        hint: suggestion.map { "did you mean 'navsim help \($0)'?" } ?? "see 'navsim --help'"))
            }
            return .success(CommandLineOptions(command: .help(command: topic)))
        }
        if first == "--version" { return .success(CommandLineOptions(command: .version)) }
        let commandName: String
        if first.hasPrefix("-") {
            commandName = "check"
        } else {
            commandName = first
            remaining = remaining.dropFirst()
        }
        guard commands.contains(commandName) else {
            let suggestion = NameSuggestion.closest(to: commandName, among: commands)
            return .failure(
                UsageError(
                    message: "unknown command '\(commandName)'",
                    hint: suggestion.map { "did you mean '\($0)'? see 'navsim --help'" } ?? "see 'navsim --help'"))
        }
        var options = CommandLineOptions(command: .help(command: nil))
        var positional: [String] = []
        var onlyPositional = false
        while let argument = remaining.popFirst() {
            if onlyPositional || !argument.hasPrefix("-") || argument == "-" {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            if argument == "--help" || argument == "-h" {
                return .success(CommandLineOptions(command: .help(command: commandName)))
            }
            if argument == "--version" { return .success(CommandLineOptions(command: .version)) }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() -> Result<String, UsageError> {
                if let inlineValue { return .success(inlineValue) }
                guard let next = remaining.popFirst() else {
                    return .failure(
                        UsageError(
                            message: "option '\(name)' needs a value", hint: hint(for: name, command: commandName)))
                }
                return .success(next)
            }
            let ownFlags = commandFlags[commandName] ?? []
            let foreign = !ownFlags.contains(name) && commandFlags.values.contains { $0.contains(name) }
            if foreign || (formats[commandName] == nil && name == "--format") {
                return .failure(
                    UsageError(
                        message: "option '\(name)' does not apply to '\(commandName)'", hint: usages[commandName]))
            }
            switch name {
            case "--format":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    let allowed = formats[commandName] ?? []
                    guard let format = Format(rawValue: text), allowed.contains(format) else {
                        return .failure(
                            UsageError(message: "unknown format '\(text)'", hint: hint(for: name, command: commandName))
                        )
                    }
                    options.chosenFormat = format
                }
            case "--record":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text): options.record = text
                }
            case "--color", "--colour":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let color = ColorChoice(rawValue: text) else {
                        return .failure(
                            UsageError(message: "unknown color choice '\(text)'", hint: hint(for: "--color")))
                    }
                    options.color = color
                }
            case _ where ["import", "init"].contains(commandName) && ["--name", "--output", "--from"].contains(name):
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard !text.isEmpty else {
                        return .failure(
                            UsageError(
                                message: "option '\(name)' needs a value", hint: hint(for: name, command: commandName)))
                    }
                    switch name {
                    case "--name":
                        // The graph's name becomes file names and an identifier: import and init
                        // make it one the same way, and refuse a name with nothing to make it of.
                        guard AppImport.graphName(text) != nil else {
                            return .failure(
                                UsageError(
                                    message:
                                        "option '--name' needs a letter, digit or '_' to make a graph name of, not '\(text)'",
                                    hint:
                                        "a graph name is letters, digits and '_'; other characters become '_' ('My App' is My_App)"
                                ))
                        }
                        options.name = text
                    case "--from": options.from.append(text)
                    default: options.output = text
                    }
                }
            case "--coverage":
                options.coverage = true
            case "--no-double-taps":
                options.limits.doubleTaps = false
            case "--strict":
                options.strict = true
            case "--depth", "--max-states":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    let lowest = name == "--depth" ? 0 : 1
                    guard let number = Int(text), number >= lowest else {
                        return .failure(
                            UsageError(
                                message: "option '\(name)' needs a whole number, \(lowest) or more, not '\(text)'",
                                hint: usages["explore"]))
                    }
                    if name == "--depth" { options.limits.depth = number } else { options.limits.maxStates = number }
                }
            case "--given", "--out", "--scenario":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard !text.isEmpty else {
                        return .failure(
                            UsageError(message: "option '\(name)' needs a value", hint: usages[commandName]))
                    }
                    switch name {
                    case "--given": options.given = text
                    case "--out": options.out = text
                    default: options.scenario = text
                    }
                }
            default:
                let suggestion = NameSuggestion.closest(to: name, among: flags)
                return .failure(
                    UsageError(
                        message: "unknown option '\(name)'",
                        hint: suggestion.map { "did you mean '\($0)'? see 'navsim --help'" } ?? "see 'navsim --help'"))
            }
        }
        switch commandName {
        case "trace", "explore", "graph":
            let noun = commandName == "trace" ? "scenario file" : ".navgraph file"
            guard positional.count == 1 else {
                return .failure(
                    UsageError(
                        message: positional.isEmpty
                            ? "'\(commandName)' needs a \(noun)" : "'\(commandName)' takes one \(noun)",
                        hint: usages[commandName]))
            }
            switch commandName {
            case "trace": options.command = .trace(path: positional[0])
            case "explore": options.command = .explore(path: positional[0])
            default: options.command = .graph(path: positional[0])
            }
        case "init":
            guard positional.count <= 1 else {
                return .failure(UsageError(message: "'init' takes one folder", hint: usages["init"]))
            }
            options.command = .initProject(folder: positional.first ?? ".")
        case "import":
            guard !positional.isEmpty else {
                return .failure(
                    UsageError(
                        message: "'import' needs a .storyboard or .swift file, or a folder",
                        hint: "usage: navsim import PATH… [--name NAME] [--output FILE]"))
            }
            options.command = .importStoryboards(paths: positional)
        default:
            options.command = .check(paths: positional)
        }
        return .success(options)
    }

    static func hint(for flag: String, command: String = "check") -> String {
        switch flag {
        case "--format":
            let names = (formats[command] ?? formats["check"]!).map(\.rawValue)
            return "use --format " + names.dropLast().joined(separator: ", ") + " or " + names.last!
        case "--record": return "use --record missing, all, failed or never"
        case "--color": return "use --color auto, always or never"
        case "--name":
            return command == "init" ? "usage: navsim init [DIR] --name NAME" : "usage: navsim import PATH… --name NAME"
        case "--output": return "usage: navsim import PATH… --output FILE.navgraph"
        default: return "see 'navsim --help'"
        }
    }
}
