import NavSim

/// The parsed command line: which command, with which options. `parse` reads `CommandSpec.all`.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case check(paths: [String])
        case trace(path: String)
        case importStoryboards(paths: [String])
        case explore(path: String)
        case graph(path: String)
        /// `navsim init [DIR] [--from PATH]… [--name NAME]`.
        case initProject(folder: String)
        /// `navsim diff OLD [NEW]`: the sides as typed.
        case diff(sides: [String])
        /// `navsim --help`, or `navsim help COMMAND` / `navsim COMMAND --help` for one command.
        case help(command: String?)
        case version
    }

    enum Format: String, CaseIterable {
        case text, json, junit, github, dot, mermaid, markdown
    }

    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    var command: Command
    /// `--format`, or nil for the command's default.
    var chosenFormat: Format?
    /// The format to write: `--format`, else the command's default (the first it takes).
    var format: Format {
        chosenFormat ?? CommandSpec.named(commandName)?.formats.first ?? .text
    }
    /// `check --record`, one of `RecordMode`'s names.
    var record: String?
    var color: ColorChoice = .auto
    /// `import --name`, `init --name`: one `AppImport.graphName` makes a graph name of.
    var name: String?
    /// `import --output`.
    var output: String?
    /// `explore --depth`, `--max-states`, `--no-double-taps`; `diff --depth`.
    var limits = Explorer.Limits.standard
    /// `explore --given`.
    var given: String?
    /// `explore --out`.
    var out: String?
    /// `explore --strict`: classes of findings fail the run too.
    var strict = false
    /// `diff --graph`: the project's graph to compare when it has several.
    var graph: String?
    /// `diff --fail-on-new-violations`: exit 1 only for a new violation.
    var failOnNewViolations = false
    /// `diff --no-explore` clears it.
    var explores = true
    /// `check --coverage`, `graph --coverage`.
    var coverage = false
    /// `graph --scenario`.
    var scenario: String?
    /// `init --from`, in order.
    var from: [String] = []

    /// The command's name as typed after `navsim`; `help` and `version` for those.
    var commandName: String {
        switch command {
        case .check: return "check"
        case .trace: return "trace"
        case .importStoryboards: return "import"
        case .explore: return "explore"
        case .graph: return "graph"
        case .initProject: return "init"
        case .diff: return "diff"
        case .help: return "help"
        case .version: return "version"
        }
    }

    /// Whether running these options in `environment` asks to write in the project: the command's
    /// `CommandSpec.writes`. `help` and `version` write nothing.
    func writesInProject(environment: [String: String]) -> Bool {
        CommandSpec.named(commandName)?.writes(self, environment) ?? false
    }

    /// Parses `arguments` (without the program name) by `CommandSpec.all`.
    static func parse(_ arguments: [String]) -> Result<CommandLineOptions, UsageError> {
        var remaining = arguments[...]
        let help = CommandSpec.programOptions[0]
        let version = CommandSpec.programOptions[1]
        let commandNames = CommandSpec.all.map(\.name)
        guard let first = remaining.first else {
            return .success(CommandLineOptions(command: .check(paths: [])))
        }
        if help.spellings.contains(first) { return .success(CommandLineOptions(command: .help(command: nil))) }
        if version.spellings.contains(first) { return .success(CommandLineOptions(command: .version)) }
        if first == "help" {
            guard let topic = remaining.dropFirst().first else {
                return .success(CommandLineOptions(command: .help(command: nil)))
            }
            guard commandNames.contains(topic) else {
                let suggestion = NameSuggestion.closest(to: topic, among: commandNames)
                return .failure(UsageError(kind: .noHelpForCommand(suggestion: suggestion), argument: topic))
            }
            return .success(CommandLineOptions(command: .help(command: topic)))
        }
        let spec: CommandSpec
        if first.hasPrefix("-") {
            spec = CommandSpec.all[0]
        } else if let named = CommandSpec.named(first) {
            spec = named
            remaining = remaining.dropFirst()
        } else {
            let suggestion = NameSuggestion.closest(to: first, among: commandNames)
            return .failure(UsageError(kind: .unknownCommand(suggestion: suggestion), argument: first))
        }
        var options = CommandLineOptions(command: .help(command: nil))
        var operands: [String] = []
        var onlyOperands = false
        while let argument = remaining.popFirst() {
            if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
                operands.append(argument)
                continue
            }
            if argument == "--" {
                onlyOperands = true
                continue
            }
            if help.spellings.contains(argument) {
                return .success(CommandLineOptions(command: .help(command: spec.name)))
            }
            if version.spellings.contains(argument) { return .success(CommandLineOptions(command: .version)) }
            var spelling = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                spelling = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func failure(_ kind: UsageError.Kind) -> Result<CommandLineOptions, UsageError> {
                .failure(UsageError(kind: kind, command: spec.name, argument: spelling))
            }
            guard let option = spec.option(spelled: spelling) else {
                let owners = CommandSpec.commands(declaring: spelling)
                if !owners.isEmpty { return failure(.foreignOption(commands: owners)) }
                let suggestion = NameSuggestion.closest(to: spelling, among: spec.options.flatMap(\.spellings))
                return failure(.unknownOption(suggestion: suggestion))
            }
            var value: String?
            if case .one(_, let choices) = option.value {
                guard let given = inlineValue ?? remaining.popFirst() else { return failure(.missingValue) }
                if let choices {
                    guard let choice = option.choice(matching: given) else {
                        return failure(.notAChoice(value: given, choices: choices))
                    }
                    value = choice
                } else {
                    value = given
                }
            } else if inlineValue != nil {
                return failure(.unexpectedValue)
            }
            switch option.apply(&options, value) {
            case .notANumber(let lowest): return failure(.notANumber(value: value ?? "", lowest: lowest))
            case .empty: return failure(.missingValue)
            case .noGraphName: return failure(.notAGraphName(value: value ?? ""))
            case nil: break
            }
        }
        if operands.count < spec.operands.minimum {
            return .failure(UsageError(kind: .missingOperand, command: spec.name))
        }
        if let maximum = spec.operands.maximum, operands.count > maximum {
            return .failure(UsageError(kind: .tooManyOperands, command: spec.name, argument: operands[maximum]))
        }
        options.command = spec.command(operands)
        return .success(options)
    }
}
