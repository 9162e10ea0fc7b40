/// The text of `navsim --help` and `navsim help COMMAND`, generated from `CommandSpec.all`.
enum HelpText {
    static let version = "0.1.0"

    /// The width help text is wrapped to.
    static let width = 100

    /// `navsim --help`: every command's usage line and summary, then every option.
    static func usage(invocation: Invocation = .direct) -> String {
        var lines = ["OVERVIEW: simulate an iOS app's navigation graph and test its routes without a device", ""]
        for (index, spec) in CommandSpec.all.enumerated() {
            let lead = index == 0 ? "USAGE: " : "       "
            let words = [invocation.command(spec.name), spec.operands.synopsis] + spec.options.map(\.synopsis)
            lines += wrap(words, first: lead, rest: String(repeating: " ", count: lead.count + words[0].count + 1))
        }
        lines += ["", "COMMANDS:"]
        let commandColumn = CommandSpec.all.map { $0.name.count + $0.operands.synopsis.count + 1 }.max()! + 4
        for spec in CommandSpec.all {
            lines += table(row: spec.name + " " + spec.operands.synopsis, text: spec.summary, column: commandColumn)
        }
        lines += ["", "OPTIONS:"]
        let options = allOptions()
        let optionColumn = options.map { $0.heading.count }.max()! + 4
        for option in options {
            for (index, text) in option.texts.enumerated() {
                lines += table(row: index == 0 ? option.heading : "", text: text, column: optionColumn)
            }
        }
        lines += [""]
        lines += wrap(
            "Options may come before or after paths, as --name value or --name=value; '--' ends the options (every later argument is a path, even one starting with '-'). '\(invocation.command("help COMMAND"))' or '\(invocation.command("COMMAND --help"))' describes one command; '\(invocation.program)' alone runs '\(invocation.command("check"))'.",
            first: "", rest: "")
        lines += [""]
        lines += wrap(
            "EXIT CODES: 0 all good, 1 a check failed (or explore found a violation, or diff a breaking change), "
                + "2 diff: other changes, 3 diff: a side cannot be read, 64 bad usage",
            first: "", rest: "            ")
        lines += [""]
        return lines.joined(separator: "\n")
    }

    /// `navsim help COMMAND`: its usage line, what it does, and its options.
    static func help(for command: String, invocation: Invocation = .direct) -> String {
        guard let spec = CommandSpec.named(command) else { return usage(invocation: invocation) }
        var lines = ["usage: " + invocation.command(spec.synopsis), ""]
        lines += spec.description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += ["", "OPTIONS:"]
        let column = spec.options.map { $0.signature.count }.max()! + 4
        for option in spec.options {
            lines += table(row: option.signature, text: option.help + aliasNote(option), column: column)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One option spelling as the overall help lists it, with what it does for each command.
    struct OptionEntry {
        var heading: String
        var texts: [String]
    }

    /// Every option of every command, by spelling, in the order the table first declares them;
    /// then the program's own.
    static func allOptions() -> [OptionEntry] {
        var names: [String] = []
        for spec in CommandSpec.all {
            for option in spec.options where !names.contains(option.name) { names.append(option.name) }
        }
        var entries = names.map { name -> OptionEntry in
            let declaring = CommandSpec.all.compactMap { spec in spec.option(spelled: name).map { (spec.name, $0) } }
            let first = declaring[0].1
            var heading = name
            if case .one(let placeholder, _) = first.value { heading += " " + placeholder }
            heading += first.aliases.map { ", " + $0 }.joined()
            let every = declaring.count == CommandSpec.all.count
            let texts = (every ? [("every command", first)] : declaring).map { command, option -> String in
                var text = command + ": "
                if case .one(_, let choices?) = option.value { text += choices.joined(separator: "|") + ", " }
                return text + option.help
            }
            return OptionEntry(heading: heading, texts: texts)
        }
        for option in CommandSpec.programOptions {
            entries.append(
                OptionEntry(heading: ([option.name] + option.aliases).joined(separator: ", "), texts: [option.help]))
        }
        return entries
    }

    /// `; also spelt --colour` after the help of an option with other spellings.
    static func aliasNote(_ option: OptionSpec) -> String {
        option.aliases.isEmpty ? "" : "; also spelt " + option.aliases.joined(separator: ", ")
    }

    /// `row` padded to `column`, then `text` wrapped under itself.
    static func table(row: String, text: String, column: Int) -> [String] {
        let lead = "  " + row
        let padded = lead.count + 1 > column ? nil : lead + String(repeating: " ", count: column - lead.count)
        let indent = String(repeating: " ", count: column)
        guard let padded else { return [lead] + wrap(text, first: indent, rest: indent) }
        return wrap(text, first: padded, rest: indent)
    }

    /// `text` wrapped at `width` between words, the first line after `first`, the others after `rest`.
    static func wrap(_ text: String, first: String, rest: String) -> [String] {
        wrap(text.split(separator: " ").map(String.init), first: first, rest: rest)
    }

    /// `words` joined by spaces and wrapped at `width` (a word is never split), the first line
    /// after `first`, the others after `rest`.
    static func wrap(_ words: [String], first: String, rest: String) -> [String] {
        var lines: [String] = []
        var line = first
        var empty = true
        for word in words {
            if !empty, line.count + 1 + word.count > width {
                lines.append(line)
                line = rest
                empty = true
            }
            line += (empty ? "" : " ") + word
            empty = false
        }
        lines.append(line)
        return lines
    }
}
