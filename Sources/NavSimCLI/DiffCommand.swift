import Foundation
import NavSim

/// `navsim diff OLD [NEW]`: parses its own options (so the shared parser only routes to it),
/// turns each side into `DiffRun.Side` — a path on disk, or a git revision read with `git show`
/// — runs `DiffRun`, and writes the report. Exit codes: `unchanged` 0, `breaking` 1, `changed`
/// 2, a side that cannot be read 3, bad usage 64.
enum DiffCommand {
    /// Exit code: the change adds no violation and makes nothing unreachable, but changes something.
    static let changed: Int32 = 2
    /// Exit code: a side could not be read, or its graph has errors.
    static let unreadable: Int32 = 3

    static let usage =
        "usage: navsim diff OLD [NEW] [--graph NAME] [--format text|markdown|json|mermaid|dot] [--fail-on-new-violations] [--no-explore] [--depth N]"

    static let description = """
        Compares two versions of an app's navigation: each side is a .navgraph, an app folder to
        import, a git revision (the project's graph at it), or REV:PATH. With one side, NEW is the
        working tree. Writes what changed, the violations explore finds on one side only, what
        became unreachable and which scenarios' traces change.

          --graph NAME               the project's graph to compare when it has several
          --format FORMAT            text (the default), markdown (a pull-request comment), json,
                                     mermaid or dot (the new graph, changes coloured)
          --fail-on-new-violations   exit 1 only when the change adds a violation, else 0
          --no-explore               compare without exploring either side
          --depth N                  explore's depth (default 8)

        Exit codes: 0 no change, 1 a new violation or something unreachable, 2 other changes,
        3 a side cannot be read or has errors, 64 bad usage.
        """

    enum Format: String, CaseIterable { case text, markdown, json, mermaid, dot }

    static func run(_ arguments: [String], context: NavSimCLI.Context) -> Int32 {
        var positional: [String] = []
        var graph: String?
        var format = Format.text
        var onlyViolations = false
        var limits = Explorer.Limits.standard
        var explores = true
        var remaining = arguments[...]
        func fail(_ message: String) -> Int32 {
            NavSimCLI.usage(.init(message: message, hint: usage), context: context)
        }
        while let argument = remaining.popFirst() {
            guard argument.hasPrefix("--") else {
                positional.append(argument)
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() -> String? { parts.count > 1 ? parts[1] : remaining.popFirst() }
            switch name {
            case "--help":
                context.writeOutput(usage + "\n\n" + description + "\n")
                return NavSimCLI.success
            case "--":
                positional += remaining
                remaining = []
            case "--graph":
                guard let text = value(), !text.isEmpty else { return fail("option '--graph' needs a value") }
                graph = text
            case "--format":
                guard let text = value(), let chosen = Format(rawValue: text) else {
                    return fail("unknown format; use --format text, markdown, json, mermaid or dot")
                }
                format = chosen
            case "--depth":
                guard let text = value(), let depth = Int(text), depth >= 0 else {
                    return fail("option '--depth' needs a whole number, 0 or more")
                }
                limits.depth = depth
            case "--fail-on-new-violations": onlyViolations = true
            case "--no-explore": explores = false
            default: return fail("unknown option '\(name)'")
            }
        }
        guard (1...2).contains(positional.count) else { return fail("'diff' takes one or two sides") }
        let git = Git(directory: context.currentDirectory)
        var sides: [DiffRun.Side] = []
        for spec in positional {
            switch side(spec, git: git, directory: context.currentDirectory) {
            case .success(let side): sides.append(side)
            case .failure(let failure): return fail(failure.message)
            }
        }
        if sides.count == 1 { sides.append(DiffRun.Side(files: DiskFiles(), path: sides[0].path)) }
        // A revision with no path reads the path the other side names.
        if sides[0].path == nil, sides[0].revision != nil { sides[0].path = sides[1].path }
        if sides[1].path == nil, sides[1].revision != nil { sides[1].path = sides[0].path }
        let report = DiffRun.run(
            DiffRun.Options(
                old: sides[0], new: sides[1], graph: graph, currentDirectory: context.currentDirectory,
                explores: explores, limits: limits))
        if !report.diagnostics.isEmpty {
            let formatter = DiagnosticFormatter(colors: NavSimCLI.useColors(.auto, context: context))
            context.writeError(formatter.format(report.diagnostics.sortedForReporting()) + "\n")
        }
        guard let verdict = report.verdict, let consequences = report.consequences else { return unreadable }
        switch format {
        case .text: context.writeOutput(DiffTextWriter.write(report))
        case .markdown: context.writeOutput(DiffMarkdownWriter.write(report))
        case .json: context.writeOutput(DiffJSONWriter.write(report))
        case .mermaid, .dot:
            if let picture = DiffPicture.make(report) {
                context.writeOutput(format == .dot ? DotWriter.write(picture) : MermaidWriter.write(picture))
            }
        }
        if onlyViolations { return consequences.newViolations.isEmpty ? NavSimCLI.success : NavSimCLI.checkFailed }
        switch verdict {
        case .unchanged: return NavSimCLI.success
        case .breaking: return NavSimCLI.checkFailed
        case .changed: return changed
        }
    }

    /// A side from the command line: a path that exists, `REV:PATH`, or a revision.
    static func side(_ spec: String, git: Git, directory: String) -> Result<DiffRun.Side, Failure> {
        if FileManager.default.fileExists(atPath: ProjectPaths.absolute(spec, in: directory)) {
            return .success(DiffRun.Side(files: DiskFiles(), path: spec))
        }
        var revision = spec
        var path: String?
        if let colon = spec.firstIndex(of: ":") {
            revision = String(spec[..<colon])
            let rest = String(spec[spec.index(after: colon)...])
            path = rest.isEmpty ? nil : rest
        }
        guard let files = git.files(at: revision) else {
            return .failure(Failure("'\(spec)' is no file, folder or git revision"))
        }
        return .success(DiffRun.Side(files: files, path: path, revision: revision))
    }

    struct Failure: Error {
        var message: String
        init(_ message: String) { self.message = message }
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

    func contents(of path: String) -> [UInt8]? {
        guard let relative = relative(path), files.contains(relative) else { return nil }
        return git.run(["show", "\(commit):\(relative)"])
    }

    func files(under folder: String) -> [String] {
        guard let relative = relative(folder) else { return [] }
        let prefix = relative.isEmpty ? "" : relative + "/"
        return sorted.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
    }
}
