import Foundation

@testable import NavSim

/// A file system held in memory, for check runs that must meet failures a real disk gives only
/// rarely: a golden that cannot be read, a disk that is full. Paths are absolute; folders exist
/// where files lie under them.
final class MemoryFileSystem: FileSystem, @unchecked Sendable {
    private let lock = NSLock()
    private var files: [String: [UInt8]] = [:]
    /// Paths whose reads fail (a file's contents, a folder's listing), with the reason.
    var failingReads: [String: String] = [:]
    /// Paths whose writes fail, with the reason.
    var failingWrites: [String: String] = [:]
    /// Every path written, in order.
    private(set) var written: [String] = []

    init(_ files: [String: String]) {
        self.files = files.mapValues { Array($0.utf8) }
    }

    /// The text of the file at `path`, if any.
    func text(_ path: String) -> String? { lock.withLock { files[path].map { String(decoding: $0, as: UTF8.self) } } }

    func kind(of path: String) -> FileKind? {
        lock.withLock {
            if files[path] != nil { return .file }
            return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
        }
    }

    func contents(of path: String, limit: Int) throws(FileSystemFailure) -> [UInt8]? {
        if let reason = failingReads[path] { throw FileSystemFailure(message: reason) }
        if kind(of: path) == .directory { throw FileSystemFailure(message: "it is a directory") }
        return lock.withLock { files[path].map { Array($0.prefix(limit)) } }
    }

    func entries(under folder: String, skipping skip: (String) -> Bool) throws(FileSystemFailure) -> [String] {
        if let reason = failingReads[folder] { throw FileSystemFailure(message: reason) }
        let prefix = folder + "/"
        var found: Set<String> = []
        for path in lock.withLock({ Array(files.keys) }) where path.hasPrefix(prefix) {
            let parts = path.dropFirst(prefix.count).split(separator: "/").map(String.init)
            let cut = parts.firstIndex(where: skip) ?? parts.count
            for end in stride(from: 1, through: cut, by: 1) { found.insert(parts[..<end].joined(separator: "/")) }
        }
        return found.sorted()
    }

    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemFailure) {
        if let reason = failingWrites[path] { throw FileSystemFailure(message: reason) }
        lock.withLock {
            files[path] = bytes
            written.append(path)
        }
    }
}
