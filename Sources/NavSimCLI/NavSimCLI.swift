import Foundation
import NavSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `navsim` command line, as a library so it can be tested in-process: `run` takes the
/// arguments, the environment and two output sinks, and returns the exit code.
public enum NavSimCLI {
    /// Exit code: everything passed.
    public static let success: Int32 = 0
    /// Exit code: a check failed (an error, a violation, a golden mismatch).
    public static let checkFailed: Int32 = 1
    /// Exit code: bad usage (`EX_USAGE`).
    public static let usageError: Int32 = 64

    /// Where the command line writes, and what it knows of the process it runs in.
    public struct Context {
        /// The environment variables (`CI`, `NAVSIM_RECORD`, `NO_COLOR`, `TERM`).
        public var environment: [String: String]
        /// The directory relative paths are resolved against.
        public var currentDirectory: String
        /// Whether standard output is a terminal (for `--color auto`).
        public var outputIsTerminal: Bool
        /// Whether standard error is a terminal (for `explore`'s progress line).
        public var errorIsTerminal: Bool
        /// Writes to standard output.
        public var writeOutput: (String) -> Void
        /// Writes to standard error.
        public var writeError: (String) -> Void

        /// Creates a context.
        public init(
            environment: [String: String], currentDirectory: String, outputIsTerminal: Bool,
            errorIsTerminal: Bool = false, writeOutput: @escaping (String) -> Void,
            writeError: @escaping (String) -> Void
        ) {
            self.environment = environment
            self.currentDirectory = currentDirectory
            self.outputIsTerminal = outputIsTerminal
            self.errorIsTerminal = errorIsTerminal
            self.writeOutput = writeOutput
            self.writeError = writeError
        }
    }

    /// Runs the command line for the real process and exits with its code.
    public static func main() -> Never {
        let context = Context(
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            outputIsTerminal: isatty(STDOUT_FILENO) == 1, errorIsTerminal: isatty(STDERR_FILENO) == 1,
            writeOutput: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            writeError: { text in FileHandle.standardError.write(Data(text.utf8)) })
        let code = run(arguments: Array(CommandLine.arguments.dropFirst()), context: context)
        exit(code)
    }

    /// Runs one command line and returns its exit code. Never exits and never touches the real
    /// standard streams: everything goes through `context`.
    public static func run(arguments: [String], context: Context) -> Int32 {
        let invocation = Invocation(environment: context.environment)
        let options: CommandLineOptions
        switch CommandLineOptions.parse(arguments) {
        case .failure(let error):
            return usage(error, invocation: invocation, context: context)
        case .success(let parsed):
            options = parsed
        }
        if let refusal = invocation.refusal(of: options, arguments: arguments, environment: context.environment) {
            return usage(refusal, invocation: invocation, context: context)
        }
        switch options.command {
        case .help(let command):
            context.writeOutput(
                command.map { HelpText.help(for: $0, invocation: invocation) } ?? HelpText.usage(invocation: invocation)
            )
            return success
        case .version:
            context.writeOutput("navsim \(HelpText.version)\n")
            return success
        case .check(let paths):
            if arguments.isEmpty {
                context.writeError(
                    "navsim: no command given, so running '\(invocation.command("check"))' (see '\(invocation.command("--help"))')\n"
                )
            }
            var mode: RecordMode
            switch RecordMode.resolve(flag: options.record, environment: context.environment) {
            case .success(let resolved): mode = resolved
            case .failure(let error):
                let kind = UsageError.Kind.notAChoice(value: error.value, choices: RecordMode.allCases.map(\.rawValue))
                return usage(
                    UsageError(kind: kind, command: "check", argument: error.source), invocation: invocation,
                    context: context)
            }
            // Under the plugin without permission to write, a check records nothing it was not
            // asked to (asking was refused above): a missing golden fails, with a hint that names
            // the permission.
            if !invocation.mayWrite { mode = .never }
            let report = CheckRun.run(
                CheckRun.Options(
                    paths: paths, recordMode: mode, currentDirectory: context.currentDirectory,
                    coverage: options.coverage, keepsHops: options.format == .json, spelling: invocation.spelling))
            let colors = useColors(options.color, context: context)
            switch options.format {
            case .json: context.writeOutput(JSONReportWriter.document(for: report))
            case .junit: context.writeOutput(JUnitReportWriter.document(for: report))
            case .github: context.writeOutput(GitHubReportWriter.document(for: report, invocation: invocation))
            default:
                let writer = TextReportWriter(
                    colors: colors, underCI: RecordMode.isCI(context.environment), invocation: invocation)
                context.writeOutput(writer.document(for: report, mode: mode))
            }
            return report.succeeded ? success : checkFailed
        case .trace(let path):
            let outcome = TraceRun.run(path: path, currentDirectory: context.currentDirectory)
            let formatter = DiagnosticFormatter(colors: useColors(options.color, context: context))
            if let trace = outcome.trace { context.writeOutput(trace) }
            let diagnostics = outcome.diagnostics.sortedForReporting()
            if !diagnostics.isEmpty {
                context.writeError(diagnostics.map(formatter.format).joined(separator: "\n") + "\n")
            }
            return outcome.passed ? success : checkFailed
        case .importStoryboards(let paths):
            return importStoryboards(paths, options: options, context: context)
        case .explore(let path):
            return ExploreCommand.run(path, options: options, context: context)
        case .graph(let path):
            return graph(path, options: options, invocation: invocation, context: context)
        case .initProject(let folder):
            return initProject(folder, options: options, invocation: invocation, context: context)
        case .diff(let sides):
            return DiffCommand.run(sides, options: options, invocation: invocation, context: context)
        }
    }

    /// `navsim import`: the graph on stdout or in `--output`, diagnostics and the summary on stderr.
    static func importStoryboards(_ paths: [String], options: CommandLineOptions, context: Context) -> Int32 {
        let result = AppImport.run(
            AppImport.Options(
                paths: paths, name: options.name, currentDirectory: context.currentDirectory, output: options.output))
        let formatter = DiagnosticFormatter(colors: useColors(options.color, context: context))
        var diagnostics = result.diagnostics
        if let graph = result.graph {
            if let output = options.output {
                if let failure = AppImport.write(graph, to: output, currentDirectory: context.currentDirectory) {
                    diagnostics.append(failure)
                }
            } else {
                context.writeOutput(graph)
            }
        }
        var report = diagnostics.map(formatter.format)
        if result.graph != nil { report += result.summary.lines.map { "navsim: \($0)" } }
        if !report.isEmpty { context.writeError(report.joined(separator: "\n") + "\n") }
        return result.graph != nil && !diagnostics.containsErrors ? success : checkFailed
    }

    /// `navsim graph`: the picture on stdout, diagnostics on stderr.
    static func graph(
        _ path: String, options: CommandLineOptions, invocation: Invocation, context: Context
    ) -> Int32 {
        let report = GraphPictureRun.run(
            GraphPictureRun.Options(
                graph: path, scenario: options.scenario, coverage: options.coverage,
                format: options.format == .mermaid ? .mermaid : .dot, currentDirectory: context.currentDirectory,
                spelling: invocation.spelling))
        if let text = report.text { context.writeOutput(text) }
        let diagnostics = report.diagnostics.sortedForReporting()
        if !diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(colors: useColors(options.color, context: context))
            context.writeError(diagnostics.map(formatter.format).joined(separator: "\n") + "\n")
        }
        return report.text != nil && !diagnostics.containsErrors ? success : checkFailed
    }

    /// `navsim init`: the files created and what to do next on stdout, problems on stderr.
    static func initProject(
        _ folder: String, options: CommandLineOptions, invocation: Invocation, context: Context
    ) -> Int32 {
        let result = StarterProject.create(
            StarterProject.Options(
                folder: folder, name: options.name, importPaths: options.from,
                currentDirectory: context.currentDirectory))
        let formatter = DiagnosticFormatter(colors: useColors(options.color, context: context))
        let diagnostics = result.diagnostics.sortedForReporting()
        if !diagnostics.isEmpty { context.writeError(diagnostics.map(formatter.format).joined(separator: "\n") + "\n") }
        guard !result.created.isEmpty, !diagnostics.containsErrors else { return checkFailed }
        let place = folder == "." ? "" : " in \(folder)"
        var lines = result.created.map { "created \($0)" }
        lines += [
            "", "next:",
            options.from.isEmpty
                ? "  1. describe your app's scenes and routes in \(result.created[0]) (navsim's docs/dsl-reference.md)"
                : "  1. review \(result.created[0]): each line's comment says which file and line it came from",
            "  2. run '\(invocation.command("check", writes: true))'\(place): it replays every scenario and records its golden trace beside it",
            "  3. commit Graphs/, Scenarios/ and the .trace files; CI runs '\(invocation.command("check"))', which never records",
        ]
        context.writeOutput(lines.joined(separator: "\n") + "\n")
        return success
    }

    static func usage(_ error: UsageError, invocation: Invocation, context: Context) -> Int32 {
        var text = "navsim: error: \(error.message(invocation: invocation))\n"
        if let hint = error.hint(invocation: invocation) { text += "navsim: note: \(hint)\n" }
        context.writeError(text)
        return usageError
    }

    static func useColors(_ choice: CommandLineOptions.ColorChoice, context: Context) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if context.environment["NO_COLOR"].map({ !$0.isEmpty }) == true { return false }
            if context.environment["TERM"] == "dumb" { return false }
            return context.outputIsTerminal
        }
    }
}
