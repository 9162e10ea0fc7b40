#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every entry under a folder, listed with `opendir` and `readdir`: what `LocalFileSystem.entries`
/// returns. It lists what Foundation's directory enumerator listed before it (a physical walk
/// that stays on the folder's device), without the URL made and the path searched for each
/// entry, which made listing an app of 3,000 files an eighth of its import.
///
/// - Links are listed and never followed, so a link to a folder (or a loop of links) neither
///   leads out of the folder nor lists anything twice.
/// - An entry `skip` accepts is left out with everything under it (hidden folders, `.build`).
/// - A folder on another device (a mount point) is listed, not entered.
/// - A folder below the first that cannot be opened is listed, and nothing in it; only the
///   first folder's failure is thrown.
/// - Entries come sorted, as `String` orders them, whatever order the disk returns them in.
enum FolderWalk {
    /// The entries under `root` (a folder, every link on its path followed), as paths relative
    /// to it, sorted. Throws with the system's reason when `root` cannot be opened.
    static func entries(under root: String, skipping skip: (String) -> Bool) throws(FileSystemFailure) -> [String] {
        var info = stat()
        guard lstat(root, &info) == 0, let first = opendir(root) else { throw LocalFileSystem.failure() }
        var found: [String] = []
        // Folders found and not read yet, by relative path.
        var folders: [String] = []
        func read(_ stream: OpaquePointer, at folder: String) {
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." || skip(name) { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                found.append(relative)
                if isFolder(root + "/" + relative, type: entry.pointee.d_type, device: info.st_dev) {
                    folders.append(relative)
                }
            }
        }
        read(first, at: "")
        while let folder = folders.popLast() {
            // One that cannot be opened (no permission, removed meanwhile) is listed, empty.
            guard let stream = opendir(root + "/" + folder) else { continue }
            read(stream, at: folder)
        }
        return found.sorted()
    }

    /// Whether the entry at `path`, of the type `readdir` gave, is a folder to enter: a folder,
    /// not a link to one, on `device`.
    private static func isFolder(_ path: String, type: UInt8, device: dev_t) -> Bool {
        // A file system that does not say what an entry is gives `DT_UNKNOWN`: it is asked.
        guard type == UInt8(DT_DIR) || type == UInt8(DT_UNKNOWN) else { return false }
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR && info.st_dev == device
    }

    /// An entry's name, as `readdir` wrote it (the bytes up to the first zero).
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        withUnsafePointer(to: &entry.pointee.d_name) { name in
            name.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: name.pointee)) {
                String(cString: $0)
            }
        }
    }
}
