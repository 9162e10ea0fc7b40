#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads whole files and replaces them atomically, with POSIX calls so failures carry the
/// system's reason (`permission denied`, `no space left on device`).
enum AtomicFile {
    /// A failed file operation: what was attempted and why it failed, lower-case.
    struct Failure: Error {
        var message: String
    }

    /// The bytes of the file at `path`, or nil when there is no such file.
    static func contents(of path: String) throws(Failure) -> [UInt8]? {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT { return nil }
            throw Failure(message: reason())
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw Failure(message: "it is a directory") }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: reason()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(message: reason())
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<count])
        }
    }

    /// Replaces (or creates) the file at `path` with `bytes`, creating missing parent folders.
    ///
    /// The bytes go to a temporary file in the same folder, which is flushed to disk and then
    /// renamed over `path`: readers see the old file or the new one, never half of one, and a
    /// failure removes the temporary file.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let folder = parentFolder(of: path)
        try createFolders(folder)
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let temporary =
            (folder == "" ? "" : folder + "/") + ".\(name).\(String(UInt64.random(in: 0...UInt64.max), radix: 16)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(message: reason()) }
        var failure: Failure?
        var written = 0
        while written < bytes.count, failure == nil {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                if errno != EINTR { failure = Failure(message: reason()) }
            } else {
                written += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Failure(message: reason()) }
        if close(descriptor) != 0, failure == nil { failure = Failure(message: reason()) }
        if failure == nil, rename(temporary, path) != 0 { failure = Failure(message: reason()) }
        if let failure {
            unlink(temporary)
            throw failure
        }
    }

    /// `mkdir -p`: creates `folder` and its missing parents.
    static func createFolders(_ folder: String) throws(Failure) {
        guard !folder.isEmpty else { return }
        var info = stat()
        if stat(folder, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw Failure(message: "'\(folder)' is not a directory") }
            return
        }
        try createFolders(parentFolder(of: folder))
        if mkdir(folder, 0o755) != 0, errno != EEXIST { throw Failure(message: reason()) }
    }

    /// The folder part of `path` (`a/b` for `a/b/c.trace`, `/` for `/c.trace`, empty for `c.trace`).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// The current `errno` in words, lower-case: `permission denied`.
    static func reason() -> String {
        let text = String(cString: strerror(errno))
        guard let first = text.first else { return "unknown error" }
        return first.lowercased() + text.dropFirst()
    }
}
