import NavSim

/// The parsed command line: which command, with which options.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case check(paths: [String])
        case trace(path: String)
        case importStoryboards(paths: [String])
        case explore(path: String)
        case help
        case version
    }

    enum Format: String, CaseIterable {
        case text, json, junit
    }

    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    var command: Command
    var format: Format = .text
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
    /// `check --coverage`.
    var coverage = false

    /// A usage error: the message and a hint, printed with `navsim: error:`; exit code 64.
    struct UsageError: Error, Equatable {
        var message: String
        var hint: String?
    }

    static let commands = ["check", "trace", "import", "explore"]
    static let plannedCommands = ["graph"]
    static let flags = [
        "--format", "--record", "--color", "--name", "--output", "--coverage", "--depth", "--max-states", "--given",
        "--out", "--no-double-taps", "--help", "--version",
    ]
    /// The options only one command takes.
    static let commandFlags = [
        "import": ["--name", "--output"], "check": ["--coverage", "--record"],
        "explore": ["--depth", "--max-states", "--given", "--out", "--no-double-taps"],
    ]
    static let usages = [
        "check": "usage: navsim check [paths…] [--format text|json|junit] [--record MODE] [--coverage]",
        "trace": "usage: navsim trace FILE.scenario",
        "import": "usage: navsim import PATH… [--name NAME] [--output FILE]",
        "explore":
            "usage: navsim explore FILE.navgraph [--depth N] [--max-states N] [--given FILE.scenario] [--out DIR] [--no-double-taps] [--format text|json]",
    ]

    /// Parses `arguments` (without the program name).
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var remaining = arguments[...]
        guard let first = remaining.first else {
            return .success(CommandLineOptions(command: .check(paths: [])))
        }
        if first == "--help" || first == "-h" || first == "help" { return .success(CommandLineOptions(command: .help)) }
        if first == "--version" { return .success(CommandLineOptions(command: .version)) }
        let commandName: String
        if first.hasPrefix("-") {
            commandName = "check"
        } else {
            commandName = first
            remaining = remaining.dropFirst()
        }
        if plannedCommands.contains(commandName) {
            return .failure(
                UsageError(
                    message: "'\(commandName)' is not available in this version of navsim",
                    hint: "available commands: \(commands.joined(separator: ", "))"))
        }
        guard commands.contains(commandName) else {
            let suggestion = NameSuggestion.closest(to: commandName, among: commands + plannedCommands)
            return .failure(
                UsageError(
                    message: "unknown command '\(commandName)'",
                    hint: suggestion.map { "did you mean '\($0)'? see 'navsim --help'" } ?? "see 'navsim --help'"))
        }
        var options = CommandLineOptions(command: .help)
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
            if argument == "--help" || argument == "-h" { return .success(CommandLineOptions(command: .help)) }
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
                    return .failure(UsageError(message: "option '\(name)' needs a value", hint: hint(for: name)))
                }
                return .success(next)
            }
            let foreign = commandFlags.contains { $0.key != commandName && $0.value.contains(name) }
            if foreign || (commandName == "import" && name == "--format") {
                return .failure(
                    UsageError(message: "option '\(name)' does not apply to '\(commandName)'", hint: usages[commandName]))
            }
            switch name {
            case "--format":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard let format = Format(rawValue: text), commandName != "explore" || format != .junit else {
                        return .failure(
                            UsageError(
                                message: "unknown format '\(text)'",
                                hint: commandName == "explore" ? "use --format text or json" : hint(for: name)))
                    }
                    options.format = format
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
            case _ where commandName == "import" && (name == "--name" || name == "--output"):
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard !text.isEmpty else {
                        return .failure(UsageError(message: "option '\(name)' needs a value", hint: hint(for: name)))
                    }
                    if name == "--name" { options.name = text } else { options.output = text }
                }
            case "--coverage":
                options.coverage = true
            case "--no-double-taps":
                options.limits.doubleTaps = false
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
            case "--given", "--out":
                switch value() {
                case .failure(let error): return .failure(error)
                case .success(let text):
                    guard !text.isEmpty else {
                        return .failure(UsageError(message: "option '\(name)' needs a value", hint: usages["explore"]))
                    }
                    if name == "--given" { options.given = text } else { options.out = text }
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
        case "trace":
            guard positional.count == 1 else {
                return .failure(
                    UsageError(
                        message: positional.isEmpty
                            ? "'trace' needs a scenario file" : "'trace' takes one scenario file",
                        hint: "usage: navsim trace FILE.scenario"))
            }
            options.command = .trace(path: positional[0])
        case "import":
            guard !positional.isEmpty else {
                return .failure(
                    UsageError(
                        message: "'import' needs a .storyboard or .swift file, or a folder",
                        hint: "usage: navsim import PATH… [--name NAME] [--output FILE]"))
            }
            options.command = .importStoryboards(paths: positional)
        case "explore":
            guard positional.count == 1 else {
                return .failure(
                    UsageError(
                        message: positional.isEmpty
                            ? "'explore' needs a .navgraph file" : "'explore' takes one .navgraph file",
                        hint: usages["explore"]))
            }
            options.command = .explore(path: positional[0])
        default:
            options.command = .check(paths: positional)
        }
        return .success(options)
    }

    static func hint(for flag: String) -> String {
        switch flag {
        case "--format": return "use --format text, json or junit"
        case "--record": return "use --record missing, all, failed or never"
        case "--color": return "use --color auto, always or never"
        case "--name": return "usage: navsim import PATH… --name NAME"
        case "--output": return "usage: navsim import PATH… --output FILE.navgraph"
        default: return "see 'navsim --help'"
        }
    }
}
