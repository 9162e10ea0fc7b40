/// The one way the library touches the disk: what a path names, reading a file, listing a
/// folder, and replacing a file atomically.
///
/// Every file the check pipeline reads or writes (graphs, scenarios, goldens, project
/// discovery) goes through the `FileSystem` value the run was given, so the rules live in one
/// place and a test can hand a run a file system that fails the way disks rarely do on demand
/// (an unreadable golden, a full disk). `LocalFileSystem` is the real one; public entry points
/// that take no file system use it.
protocol FileSystem: Sendable {
    /// What `path` names: a file, a folder, or nil when nothing is there.
    func kind(of path: String) -> FileKind?

    /// The bytes of the file at `path`, at most `limit` (pass `Int.max` for all): a caller that
    /// wants to know whether a file is larger than `n` reads `n + 1`. Nil when there is no such
    /// file; throws with the system's reason otherwise (`it is a directory`, `permission denied`).
    func contents(of path: String, limit: Int) throws(FileSystemFailure) -> [UInt8]?

    /// Every entry under `folder`, recursively, as paths relative to it, sorted. An entry whose
    /// name `skip` accepts is left out with everything under it. Empty when `folder` is no folder;
    /// throws with the system's reason when `folder` cannot be read (`permission denied`).
    func entries(under folder: String, skipping skip: (String) -> Bool) throws(FileSystemFailure) -> [String]

    /// Replaces (or creates) the file at `path` with `bytes`, creating missing parent folders,
    /// so that readers see the old file or the new one, never half of one.
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemFailure)
    /// `path` with every symbolic link on it followed (it must exist); `path` itself when the
    /// file system has no links.
    func realPath(_ path: String) -> String
    /// Whether `path` is itself a symbolic link.
    func isSymbolicLink(_ path: String) -> Bool
}

/// What a path names.
enum FileKind: Sendable {
    /// A file (or anything that is not a folder).
    case file
    /// A folder.
    case directory
}

/// A file operation that failed: why, lower-case, as the system says it (`permission denied`,
/// `no space left on device`).
struct FileSystemFailure: Error, Equatable {
    /// The reason.
    var message: String
}

extension FileSystem {
    /// A file system without links: every path is its own real path.
    func realPath(_ path: String) -> String { path }
    /// A file system without links has none.
    func isSymbolicLink(_ path: String) -> Bool { false }

    /// True when `path` names a file.
    func isFile(_ path: String) -> Bool { kind(of: path) == .file }

    /// True when `path` names a folder.
    func isDirectory(_ path: String) -> Bool { kind(of: path) == .directory }

    /// The files under `folder` whose names end in `.ext`, as paths that start with `folder`,
    /// sorted; hidden entries skipped. Throws when `folder` cannot be read.
    func files(in folder: String, withExtension ext: String) throws(FileSystemFailure) -> [String] {
        try files(in: folder, withExtensions: [ext])[0]
    }

    /// For each of `extensions`, in order, what `files(in:withExtension:)` returns for it, from
    /// one listing of `folder` (an app's folder is listed once, not once per kind of file).
    func files(in folder: String, withExtensions extensions: [String]) throws(FileSystemFailure) -> [[String]] {
        let listed = try entries(under: folder, skipping: { $0.hasPrefix(".") })
        return extensions.map { ext in listed.filter { $0.hasSuffix("." + ext) }.map { folder + "/" + $0 } }
    }
}
