import Foundation
import NavSim

/// `navsim diff OLD [NEW]`: turns each side into `DiffRun.Side` — a path on disk, or a git
/// revision read with `git show` — runs `DiffRun`, and writes the report. Its options are
/// `CommandSpec.all`'s, parsed like every command's. Exit codes: `unchanged` 0, `breaking` 1,
/// `changed` 2, a side that cannot be read 3, bad usage 64.
enum DiffCommand {
    /// Exit code: the change adds no violation and makes nothing unreachable, but changes something.
    static let changed: Int32 = 2
    /// Exit code: a side could not be read, or its graph has errors.
    static let unreadable: Int32 = 3

    /// Runs `navsim diff` on `sides` (one or two, as the parser checked).
    static func run(
        _ sides: [String], options: CommandLineOptions, invocation: Invocation, context: NavSimCLI.Context
    ) -> Int32 {
        let git = Git(directory: context.currentDirectory)
        var resolved: [DiffRun.Side] = []
        for spec in sides {
            guard let side = side(spec, git: git, directory: context.currentDirectory) else {
                return NavSimCLI.usage(
                    UsageError(kind: .noSuchSide, command: "diff", argument: spec), invocation: invocation,
                    context: context)
            }
            resolved.append(side)
        }
        if resolved.count == 1 { resolved.append(DiffRun.Side(files: DiskFiles(), path: resolved[0].path)) }
        // A revision with no path reads the path the other side names.
        if resolved[0].path == nil, resolved[0].revision != nil { resolved[0].path = resolved[1].path }
        if resolved[1].path == nil, resolved[1].revision != nil { resolved[1].path = resolved[0].path }
        let report = DiffRun.run(
            DiffRun.Options(
                old: resolved[0], new: resolved[1], graph: options.graph, currentDirectory: context.currentDirectory,
                explores: options.explores, limits: options.limits))
        if !report.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(colors: NavSimCLI.useColors(options.color, context: context))
            context.writeError(formatter.format(report.diagnostics.sortedForReporting()) + "\n")
        }
        guard let verdict = report.verdict, let consequences = report.consequences else { return unreadable }
        switch options.format {
        case .markdown: context.writeOutput(DiffMarkdownWriter.write(report))
        case .json: context.writeOutput(DiffJSONWriter.write(report))
        case .mermaid, .dot:
            if let picture = DiffPicture.make(report) {
                context.writeOutput(options.format == .dot ? DotWriter.write(picture) : MermaidWriter.write(picture))
            }
        case .text, .junit, .github: context.writeOutput(DiffTextWriter.write(report))
        }
        if options.failOnNewViolations {
            return consequences.newViolations.isEmpty ? NavSimCLI.success : NavSimCLI.checkFailed
        }
        switch verdict {
        case .unchanged: return NavSimCLI.success
        case .breaking: return NavSimCLI.checkFailed
        case .changed: return changed
        }
    }

    /// A side from the command line: a path that exists, `REV:PATH`, or a revision; nil when it is
    /// none of them.
    static func side(_ spec: String, git: Git, directory: String) -> DiffRun.Side? {
        if FileManager.default.fileExists(atPath: ProjectPaths.absolute(spec, in: directory)) {
            return DiffRun.Side(files: DiskFiles(), path: spec)
        }
        var revision = spec
        var path: String?
        if let colon = spec.firstIndex(of: ":") {
            revision = String(spec[..<colon])
            let rest = String(spec[spec.index(after: colon)...])
            path = rest.isEmpty ? nil : rest
        }
        guard let files = git.files(at: revision) else { return nil }
        return DiffRun.Side(files: files, path: path, revision: revision)
    }
}

/// The git repository around a directory, read with `git` processes: only `rev-parse`,
/// `ls-tree` and `show`, which write nothing.
struct Git {
    let directory: String

    /// The files of `revision`, or nil when it is no revision of a repository around the directory.
    func files(at revision: String) -> GitRevisionFiles? {
        guard !revision.isEmpty, !revision.hasPrefix("-"),
            let commit = text(["rev-parse", "--verify", "--quiet", revision + "^{commit}"]),
            let prefix = text(["rev-parse", "--show-prefix"]),
            let listing = run(["ls-tree", "-r", "-z", "--name-only", commit])
        else { return nil }
        // The top of the working tree as the current directory spells it (links and all).
        let depth = prefix.split(separator: "/").count
        var top = ProjectPaths.normalized(directory)
        for _ in 0..<depth { top = ProjectPaths.normalized(top + "/..") }
        let paths = listing.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return GitRevisionFiles(commit: commit, top: top, paths: paths, git: self)
    }

    /// What `git ARGUMENTS` prints, trimmed, or nil when it fails.
    func text(_ arguments: [String]) -> String? {
        run(arguments).map { String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The bytes `git ARGUMENTS` prints, or nil when it cannot run or fails.
    func run(_ arguments: [String]) -> [UInt8]? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? [UInt8](data) : nil
    }
}

/// A git revision's files, answering for the paths they have in the working tree.
struct GitRevisionFiles: DiffFiles {
    let commit: String
    let top: String
    let files: Set<String>
    let folders: Set<String>
    let sorted: [String]
    let git: Git

    init(commit: String, top: String, paths: [String], git: Git) {
        self.commit = commit
        self.top = top
        self.git = git
        sorted = paths.sorted()
        files = Set(paths)
        var folders: Set<String> = [""]
        for path in paths {
            var parts = path.split(separator: "/").dropLast()
            while !parts.isEmpty {
                folders.insert(parts.joined(separator: "/"))
                parts = parts.dropLast()
            }
        }
        self.folders = folders
    }

    /// `path` relative to the top of the working tree, or nil when outside it.
    private func relative(_ path: String) -> String? {
        let normalized = ProjectPaths.normalized(path)
        if normalized == top { return "" }
        let prefix = top == "/" ? "/" : top + "/"
        return normalized.hasPrefix(prefix) ? String(normalized.dropFirst(prefix.count)) : nil
    }

    func isFolder(_ path: String) -> Bool? {
        guard let relative = relative(path) else { return nil }
        if folders.contains(relative) { return true }
        return files.contains(relative) ? false : nil
    }

    func contents(of path: String) throws(DiffFilesFailure) -> [UInt8]? {
        guard let relative = relative(path), files.contains(relative) else { return nil }
        guard let bytes = git.run(["show", "\(commit):\(relative)"]) else {
            throw DiffFilesFailure(message: "git cannot show '\(relative)' at \(commit.prefix(12))")
        }
        return bytes
    }

    func files(under folder: String) -> [String] {
        guard let relative = relative(folder) else { return [] }
        let prefix = relative.isEmpty ? "" : relative + "/"
        return sorted.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
