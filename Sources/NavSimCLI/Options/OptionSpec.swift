import Foundation
import NavSim

/// One option of a command, declared once: its spellings, the value it takes, its help, and where
/// its value goes. Parsing, usage lines, help, did-you-mean and the foreign-option check are all
/// read from these declarations, so no usage string is written by hand.
struct OptionSpec: Sendable {
    /// What follows the option on the command line.
    enum Value: Equatable {
        /// Nothing: the option is a switch (`--coverage`).
        case none
        /// One value, shown as `placeholder` in help; `choices` when only those are allowed
        /// (matched ignoring case and surrounding blanks, shown `a|b|c`).
        case one(placeholder: String, choices: [String]? = nil)
    }

    /// What is wrong with a value `apply` was given.
    enum ValueProblem: Equatable {
        /// Not a whole number of at least `lowest`.
        case notANumber(lowest: Int)
        /// Empty where a name or a path is needed.
        case empty
        /// A graph name with no letter, digit or `_` to make it of (`AppImport.graphName`).
        case noGraphName
    }

    /// The spelling help shows: `--color`.
    var name: String
    /// Other spellings that mean the same: `--colour`.
    var aliases: [String] = []
    var value: Value
    /// Whether the option may be given more than once, each value kept (`init --from`).
    var repeatable = false
    /// One line for the command's help, after the option and its value.
    var help: String
    /// Stores the value (nil for a switch; a choice in its declared spelling) into the options,
    /// or says what is wrong with it.
    var apply: @Sendable (inout CommandLineOptions, String?) -> ValueProblem?

    /// Every spelling, the declared name first.
    var spellings: [String] { [name] + aliases }

    /// The option and its value as help shows them: `--format text|json`, `--depth N`.
    var signature: String {
        switch value {
        case .none: return name
        case .one(let placeholder, let choices):
            return name + " " + (choices?.joined(separator: "|") ?? placeholder)
        }
    }

    /// The option in a usage line: `[--format text|json]`, `[--from PATH]…`.
    var synopsis: String { "[\(signature)]" + (repeatable ? "…" : "") }

    /// The declared choice `text` names, if the option takes choices and one matches.
    func choice(matching text: String) -> String? {
        guard case .one(_, let choices?) = value else { return nil }
        let wanted = text.trimmingCharacters(in: [" ", "\t"]).lowercased()
        return choices.first { $0.lowercased() == wanted }
    }
}

extension OptionSpec {
    /// A value that must be a whole number of at least `lowest`, stored by `store`.
    static func number(
        _ name: String, lowest: Int, help: String, store: @escaping @Sendable (inout CommandLineOptions, Int) -> Void
    ) -> OptionSpec {
        OptionSpec(name: name, value: .one(placeholder: "N"), help: help) { options, text in
            guard let text, let number = Int(text), number >= lowest else { return .notANumber(lowest: lowest) }
            store(&options, number)
            return nil
        }
    }

    /// A value that must not be empty (a name or a path), stored by `store`.
    static func text(
        _ name: String, placeholder: String, repeatable: Bool = false, help: String,
        store: @escaping @Sendable (inout CommandLineOptions, String) -> Void
    ) -> OptionSpec {
        OptionSpec(name: name, value: .one(placeholder: placeholder), repeatable: repeatable, help: help) {
            options, text in
            guard let text, !text.isEmpty else { return .empty }
            store(&options, text)
            return nil
        }
    }

    /// A graph's name (`import --name`, `init --name`): one both commands make an identifier of
    /// by `AppImport.graphName`, so `My App` is `My_App` and `../../x` is `x`; a name with nothing
    /// to make one of is refused. `store` keeps the name as typed.
    static func graphName(
        help: String, store: @escaping @Sendable (inout CommandLineOptions, String) -> Void
    ) -> OptionSpec {
        OptionSpec(name: "--name", value: .one(placeholder: "NAME"), help: help) { options, text in
            guard let text, !text.isEmpty else { return .empty }
            guard AppImport.graphName(text) != nil else { return .noGraphName }
            store(&options, text)
            return nil
        }
    }

    /// A switch, set by `store`.
    static func flag(_ name: String, help: String, store: @escaping @Sendable (inout CommandLineOptions) -> Void)
        -> OptionSpec
    {
        OptionSpec(name: name, value: .none, help: help) { options, _ in
            store(&options)
            return nil
        }
    }
}
