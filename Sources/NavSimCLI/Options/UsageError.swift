import Foundation

/// A command line navsim cannot run, as a value: what is wrong, with which command and which
/// argument. `message(invocation:)` and `hint(invocation:)` say it in English, printed after
/// `navsim: error:` and `navsim: note:`; the exit code is 64.
struct UsageError: Error, Equatable {
    enum Kind: Equatable {
        /// The first argument names no command; the closest that does, if one is close.
        case unknownCommand(suggestion: String?)
        /// `navsim help X` for a command that does not exist.
        case noHelpForCommand(suggestion: String?)
        /// An option no command declares; the closest of this command's spellings, if one is close.
        case unknownOption(suggestion: String?)
        /// An option of other commands (`--scenario` given to `check`): the commands that declare it.
        case foreignOption(commands: [String])
        /// An option that needs a value was given none, or an empty one.
        case missingValue
        /// A switch given a value (`--coverage=yes`).
        case unexpectedValue
        /// A value that is not one of the option's choices.
        case notAChoice(value: String, choices: [String])
        /// A value that is not a whole number of at least `lowest`.
        case notANumber(value: String, lowest: Int)
        /// A graph name with no letter, digit or `_` to make a navsim identifier of.
        case notAGraphName(value: String)
        /// The command needs an operand (a file, a path) and was given none.
        case missingOperand
        /// The command was given more operands than it takes; `argument` is the first extra one.
        case tooManyOperands
        /// A side of `diff` that is neither a file or folder nor a git revision.
        case noSuchSide
        /// A command that writes in the package, run by the command plugin without permission to
        /// write there; `arguments` are the user's, to run again with the permission.
        case writesWithoutPermission(arguments: [String])
    }

    var kind: Kind
    /// The command the error is about, once one is known.
    var command: String?
    /// The offending argument: the option as typed, the unknown command, the extra operand, or
    /// the environment variable whose value is wrong.
    var argument: String?

    /// The command's spec, if the error is about one.
    private var spec: CommandSpec? { command.flatMap(CommandSpec.named) }

    /// `option '--scenario'` or, for an environment variable, `NAVSIM_RECORD`.
    private var subject: String {
        let argument = self.argument ?? ""
        return argument.hasPrefix("-") ? "option '\(argument)'" : argument
    }

    /// What is wrong, in one line.
    func message(invocation: Invocation) -> String {
        let argument = self.argument ?? ""
        let command = self.command ?? ""
        switch kind {
        case .unknownCommand: return "unknown command '\(argument)'"
        case .noHelpForCommand: return "no help for unknown command '\(argument)'"
        case .unknownOption: return "unknown option '\(argument)'"
        case .foreignOption(let commands):
            let owners = commands.map { "'\(invocation.command($0))'" }
            return
                "'\(argument)' is an option of \(Self.list(owners, and: "and")), not of '\(invocation.command(command))'"
        case .missingValue: return "\(subject) needs a value"
        case .unexpectedValue: return "\(subject) takes no value"
        case .notAChoice(let value, _): return "unknown value '\(value)' for \(subject)"
        case .notANumber(let value, let lowest):
            return "\(subject) needs a whole number, \(lowest) or more, not '\(value)'"
        case .notAGraphName(let value):
            return "\(subject) needs a letter, digit or '_' to make a graph name of, not '\(value)'"
        case .missingOperand: return "'\(command)' needs a \(spec?.operands.noun ?? "path")"
        case .tooManyOperands:
            let count = spec?.operands.maximum == 2 ? "one or two" : "one"
            return "'\(command)' takes \(count) \(spec?.operands.noun ?? "path")\(count == "one" ? "" : "s")"
        case .noSuchSide: return "'\(argument)' is no file, folder or git revision"
        case .writesWithoutPermission:
            return "'\(invocation.command(command))' writes in the package, which needs the plugin's permission"
        }
    }

    /// What to do instead, in one line, if there is something to say.
    func hint(invocation: Invocation) -> String? {
        let help = "see '\(invocation.command("--help"))'"
        let usage = spec.map { "usage: " + invocation.command($0.synopsis) }
        switch kind {
        case .unknownCommand(let suggestion):
            return suggestion.map { "did you mean '\($0)'? \(help)" } ?? help
        case .noHelpForCommand(let suggestion):
            return suggestion.map { "did you mean '\(invocation.command("help " + $0))'?" } ?? help
        case .unknownOption(let suggestion):
            let commandHelp = "see '\(invocation.command((command ?? "") + " --help"))'"
            return suggestion.map { "did you mean '\($0)'? \(commandHelp)" } ?? commandHelp
        case .missingValue, .notAChoice:
            guard case .one(_, let choices?)? = spec?.option(spelled: argument ?? "")?.value else { return usage }
            return "use \(argument ?? "") " + Self.list(choices, and: "or")
        case .writesWithoutPermission(let arguments):
            return "run it with the permission: "
                + invocation.command(arguments.map(Self.quoted).joined(separator: " "), writes: true)
        case .notAGraphName:
            return "a graph name is letters, digits and '_'; other characters become '_' ('My App' is My_App)"
        case .foreignOption, .unexpectedValue, .notANumber, .missingOperand, .tooManyOperands, .noSuchSide:
            return usage
        }
    }

    /// `a, b or c`.
    static func list(_ items: [String], and conjunction: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// An argument as a shell reads it back: in single quotes when it holds anything but plain characters.
    static func quoted(_ argument: String) -> String {
        let plain =
            !argument.isEmpty
            && argument.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "-_./=:@%+,".unicodeScalars.contains($0)
            }
        return plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension CommandSpec.Operands {
    /// What the operand is, in errors: `scenario file`.
    var noun: String {
        switch self {
        case .any(let placeholder): return placeholder
        case .one(_, let noun), .optionalOne(_, let noun), .atLeastOne(_, let noun), .oneOrTwo(_, let noun):
            return noun
        }
    }
}
