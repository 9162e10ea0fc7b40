import NavSim

/// How the user ran navsim, so that usage lines and hints name the command they typed:
/// `navsim check`, or `swift package navsim check` under the command plugin, which says so in
/// the environment (`NAVSIM_PLUGIN`).
struct Invocation: Equatable {
    /// The environment variable the command plugin sets: `writable` when it may write in the
    /// package (`--allow-writing-to-package-directory` was given, or nothing stops it), else
    /// `read-only`.
    static let pluginVariable = "NAVSIM_PLUGIN"
    /// The `swift package` option that lets the plugin write in the package.
    static let writePermission = "--allow-writing-to-package-directory"

    enum Kind: Equatable {
        /// The `navsim` binary, run directly.
        case direct
        /// `swift package navsim …`; `mayWrite`: it may write in the package.
        case plugin(mayWrite: Bool)
    }

    var kind: Kind

    /// The binary run directly.
    static let direct = Invocation(kind: .direct)

    /// The invocation the environment describes.
    init(environment: [String: String]) {
        switch environment[Self.pluginVariable] {
        case "writable": kind = .plugin(mayWrite: true)
        case "read-only": kind = .plugin(mayWrite: false)
        default: kind = .direct
        }
    }

    init(kind: Kind) { self.kind = kind }

    /// Whether a command that writes may run.
    var mayWrite: Bool { kind != .plugin(mayWrite: false) }

    /// The refusal of `options` (parsed from `arguments`) when they ask to write in the project
    /// (`writesInProject`) where navsim may not: under the command plugin without its permission.
    func refusal(
        of options: CommandLineOptions, arguments: [String], environment: [String: String]
    ) -> UsageError? {
        guard !mayWrite, options.writesInProject(environment: environment) else { return nil }
        return UsageError(kind: .writesWithoutPermission(arguments: arguments), command: options.commandName)
    }

    /// How hints name a command: `navsim …`, or `swift package navsim …` under the plugin, with
    /// the permission for a command that writes. The library's runs are given it too.
    var spelling: CommandSpelling {
        kind == .direct
            ? .navsim
            : CommandSpelling(
                reading: "swift package navsim", writing: "swift package \(Self.writePermission) navsim")
    }

    /// The program as the user types it: `navsim` or `swift package navsim`.
    var program: String { spelling.reading }

    /// A command line as the user would type it: `navsim check --record failed`. Under the plugin,
    /// a command that `writes` carries the permission it needs, so the hint works as printed.
    func command(_ arguments: String, writes: Bool = false) -> String {
        spelling.command(arguments, writes: writes)
    }
}
