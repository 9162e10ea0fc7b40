/// One side of a `navsim diff`, as files: the working tree, or a git revision read by the
/// command line (`git show REV:path`). The library reads a side only through this protocol and
/// never runs a process; paths are absolute, as on the disk, so a revision answers for the
/// paths its files have in the working tree. What is there and cannot be read throws a
/// `DiffFilesFailure`, so a diff never reads an unreadable side as an empty one.
public protocol DiffFiles: Sendable {
    /// Whether `path` names a folder (true), a file (false), or nothing (nil).
    func isFolder(_ path: String) -> Bool?
    /// The bytes of the file at `path`, or nil when there is none; throws when it is there and
    /// cannot be read (permission denied, a revision git cannot show).
    func contents(of path: String) throws(DiffFilesFailure) -> [UInt8]?
    /// Every file under the folder `folder`, recursively, as paths relative to it, sorted; empty
    /// when there is no such folder; throws when it is there and cannot be read.
    func files(under folder: String) throws(DiffFilesFailure) -> [String]
}

/// Why a side's file or folder that is there could not be read.
public struct DiffFilesFailure: Error, Hashable, Sendable {
    /// The reason, as the system or git gives it (`permission denied`).
    public var message: String

    /// Creates a failure.
    public init(message: String) { self.message = message }
}

/// The working tree: the real disk, read-only.
public struct DiskFiles: DiffFiles {
    private let disk = LocalFileSystem()

    /// Creates the working tree's files.
    public init() {}

    /// Whether `path` names a folder, a file, or nothing.
    public func isFolder(_ path: String) -> Bool? { disk.kind(of: path).map { $0 == .directory } }

    /// The file's bytes, or nil when there is none.
    public func contents(of path: String) throws(DiffFilesFailure) -> [UInt8]? {
        do { return try disk.contents(of: path, limit: Int.max) } catch {
            throw DiffFilesFailure(message: error.message)
        }
    }

    /// Every file under `folder`, hidden entries skipped, sorted.
    public func files(under folder: String) throws(DiffFilesFailure) -> [String] {
        let entries: [String]
        do { entries = try disk.entries(under: folder, skipping: { $0.hasPrefix(".") }) } catch {
            throw DiffFilesFailure(message: error.message)
        }
        return entries.filter { disk.kind(of: folder + "/" + $0) == .file }
    }
}

/// A `DiffFiles` seen as the library's read-only `FileSystem`, so the loaders and the import read
/// a revision exactly as they read the disk.
struct DiffFileSystem: FileSystem {
    let files: any DiffFiles

    func kind(of path: String) -> FileKind? { files.isFolder(path).map { $0 ? .directory : .file } }

    func contents(of path: String, limit: Int) throws(FileSystemFailure) -> [UInt8]? {
        let read: [UInt8]?
        do { read = try files.contents(of: path) } catch { throw FileSystemFailure(message: error.message) }
        guard let bytes = read else { return nil }
        return bytes.count > limit ? Array(bytes.prefix(limit)) : bytes
    }

    func entries(under folder: String, skipping skip: (String) -> Bool) throws(FileSystemFailure) -> [String] {
        let all: [String]
        do { all = try files.files(under: folder) } catch { throw FileSystemFailure(message: error.message) }
        return all.filter { entry in !entry.split(separator: "/").contains { skip(String($0)) } }
    }

    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemFailure) {
        throw FileSystemFailure(message: "a side of a diff is read-only")
    }
}
