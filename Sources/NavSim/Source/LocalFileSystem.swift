#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk as it is: the `FileSystem` every public entry point uses.
///
/// Listing (`FolderWalk`), reading and writing use the POSIX calls directly: on Linux Foundation
/// loses the reason a write failed and reports "not a directory" as "the file doesn't exist",
/// and its directory enumerator made listing an app an eighth of its import; with `opendir`,
/// `stat`, `open`, `read`, `write` and `rename` every failure carries the system's own words.
struct LocalFileSystem: FileSystem {
    func kind(of path: String) -> FileKind? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }

    func contents(of path: String, limit: Int) throws(FileSystemFailure) -> [UInt8]? {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw Self.failure()
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw FileSystemFailure(message: "it is a directory") }
        // A pipe or a device could block or never end.
        if info.st_mode & S_IFMT != S_IFREG { throw FileSystemFailure(message: "it is not a regular file") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure() }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        // Sized once from the file's length (a golden can be tens of megabytes); a file that
        // grows meanwhile still reads to the limit.
        bytes.reserveCapacity(min(Int(info.st_size) + 1, limit))
        // Read in pieces the size of the file (at least a page, at most 64 KiB): a buffer of
        // 64 KiB cleared for each of an app's thousands of small files was a tenth of reading them.
        var buffer = [UInt8](repeating: 0, count: min(65_536, max(4_096, Int(info.st_size) + 1)))
        while bytes.count < limit {
            let wanted = min(buffer.count, limit - bytes.count)
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure()
            }
            if count == 0 { break }
            bytes.append(contentsOf: buffer[0..<count])
        }
        return bytes
    }

    func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Entries under `folder`, which may itself be a link (the user named it); links below it
    /// are listed but not followed (`FolderWalk`).
    func entries(under folder: String, skipping skip: (String) -> Bool) throws(FileSystemFailure) -> [String] {
        guard kind(of: folder) == .directory else { return [] }
        return try FolderWalk.entries(under: realPath(folder), skipping: skip)
    }

    /// Replaces (or creates) the file at `path` with `bytes`, creating missing parent folders.
    ///
    /// The bytes go to a temporary file in the same folder, which is then renamed over `path`:
    /// readers, and a run killed half-way, see the old file or the new one, never half of one,
    /// and a failure removes the temporary file. It is not `fsync`ed (nor are
    /// swift-snapshot-testing's snapshots): what navsim writes (goldens, an imported graph) is
    /// checked in and written again in a second, and a flush made recording a 100,000-step golden
    /// 40 ms slower and a project of many small goldens a disk round trip per file (see
    /// `docs/reads-and-writes.md`).
    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemFailure) {
        let folder = ProjectPaths.parentFolder(of: path)
        try createFolders(folder)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary =
            (folder == "" ? "" : folder + "/") + ".\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure() }
        var failure: FileSystemFailure?
        var written = 0
        while written < bytes.count, failure == nil {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { failure = Self.failure() }
            } else {
                written += count
            }
        }
        if close(descriptor) != 0, failure == nil { failure = Self.failure() }
        if failure == nil, rename(temporary, path) != 0 { failure = Self.failure() }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// `mkdir -p`: creates `folder` and its missing parents.
    func createFolders(_ folder: String) throws(FileSystemFailure) {
        guard !folder.isEmpty else { return }
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                // The diagnostic names the whole path; the folder in the way is named alone.
                let name = folder.split(separator: "/").last.map(String.init) ?? folder
                throw FileSystemFailure(message: "'\(name)' is not a directory")
            }
            return
        }
        try createFolders(ProjectPaths.parentFolder(of: folder))
        if mkdir(folder, 0o755) != 0, errno != EEXIST { throw Self.failure() }
    }

    /// The current `errno` in words, lower-case: `permission denied`.
    static func failure() -> FileSystemFailure {
        let text = String(cString: strerror(errno))
        guard let first = text.first else { return FileSystemFailure(message: "unknown error") }
        return FileSystemFailure(message: first.lowercased() + text.dropFirst())
    }
}
