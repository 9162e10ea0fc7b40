/// How a hint names a navsim command line: `navsim check --record all`, or, when navsim runs
/// under the SwiftPM command plugin, `swift package navsim …` — and a command that writes in the
/// package with the plugin's permission, so the hint works as printed. The CLI knows how it was
/// run and passes this to the runs whose diagnostics suggest a command.
public struct CommandSpelling: Hashable, Sendable {
    /// The program that runs a command that only reads: `navsim`, `swift package navsim`.
    public var reading: String
    /// The program that runs a command that writes in the project:
    /// `swift package --allow-writing-to-package-directory navsim` under the plugin.
    public var writing: String

    /// `navsim`, run directly.
    public static let navsim = CommandSpelling(reading: "navsim", writing: "navsim")

    /// Creates a spelling from its two programs.
    public init(reading: String, writing: String) {
        self.reading = reading
        self.writing = writing
    }

    /// `arguments` after the program that runs them: `navsim check --record all`.
    public func command(_ arguments: String, writes: Bool = false) -> String {
        let program = writes ? writing : reading
        return arguments.isEmpty ? program : program + " " + arguments
    }
}
