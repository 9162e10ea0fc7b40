/// Path arithmetic for a navsim project: absolute paths, the project root, and the
/// project-relative paths that traces show, so goldens are the same on every machine.
public enum ProjectPaths {
    /// `path` made absolute against `directory` and normalised (no `.` or `..` components).
    public static func absolute(_ path: String, in directory: String) -> String {
        normalized(path.hasPrefix("/") || directory.isEmpty ? path : directory + "/" + path)
    }

    /// `path` without `.` and `..` components or doubled slashes.
    public static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            // Above the root of an absolute path there is nothing: `/..` is `/`.
            if part == "..", parts.isEmpty, path.hasPrefix("/") { continue }
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + body : (body.isEmpty ? "." : body)
    }

    /// The project root of a file: the nearest folder above it that holds a `Graphs` folder, or
    /// `fallback` when there is none.
    public static func root(of absoluteFile: String, fallback: String) -> String {
        root(of: absoluteFile, fallback: fallback, in: LocalFileSystem())
    }

    /// The project root of a file in `fileSystem`, as `root(of:fallback:)` finds it.
    static func root(of absoluteFile: String, fallback: String, in fileSystem: any FileSystem) -> String {
        var folder = parentFolder(of: absoluteFile)
        while !folder.isEmpty {
            if fileSystem.isDirectory(folder == "/" ? "/Graphs" : folder + "/Graphs") { return folder }
            if folder == "/" { break }
            folder = parentFolder(of: folder)
        }
        return normalized(fallback)
    }

    /// The folder part of `path` (`a/b` for `a/b/c.trace`, `/` for `/c.trace`, empty for `c.trace`).
    static func parentFolder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        if slash == trimmed.startIndex { return "/" }
        return String(trimmed[..<slash])
    }

    /// Whether the absolute `path` lies inside the folder `root`, both as written and once every
    /// symbolic link on the way is followed (for a file that does not exist yet, its nearest
    /// existing folder is followed): a link inside the project that leads out of it is outside.
    static func isInside(_ path: String, root: String, in fileSystem: any FileSystem) -> Bool {
        func inside(_ path: String, _ root: String) -> Bool {
            root == "/" || path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        }
        let lexical = normalized(path)
        guard inside(lexical, normalized(root)) else { return false }
        /// `path` with its nearest existing folder's links followed, so a root not made yet
        /// compares with the paths below it as they will be.
        func real(_ path: String) -> String {
            var existing = path
            var rest: [String] = []
            while fileSystem.kind(of: existing) == nil, existing != "/", !existing.isEmpty {
                rest.insert(String(existing.split(separator: "/").last ?? ""), at: 0)
                existing = parentFolder(of: existing)
            }
            return normalized(([fileSystem.realPath(existing)] + rest).joined(separator: "/"))
        }
        return inside(real(lexical), real(normalized(root)))
    }

    /// `absoluteFile` relative to `root` when it lies inside it, else unchanged.
    public static func relative(_ absoluteFile: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absoluteFile.hasPrefix(prefix) ? String(absoluteFile.dropFirst(prefix.count)) : absoluteFile
    }

    /// A file as the pipeline tracks it: where it is, its project, and how output names it.
    public struct Located: Sendable {
        /// The absolute, normalised path.
        public var absolute: String
        /// The project root: the nearest folder above it holding `Graphs`, else the current directory.
        public var root: String
        /// The path output shows: relative to the root when inside it.
        public var shown: String
    }

    /// Locates `path` (relative to `currentDirectory`) in its project.
    public static func locate(_ path: String, in currentDirectory: String) -> Located {
        locate(path, in: currentDirectory, fileSystem: LocalFileSystem())
    }

    /// Locates `path` in its project in `fileSystem`.
    static func locate(_ path: String, in currentDirectory: String, fileSystem: any FileSystem) -> Located {
        let absolute = absolute(path, in: currentDirectory)
        let root = root(of: absolute, fallback: currentDirectory, in: fileSystem)
        return Located(absolute: absolute, root: root, shown: relative(absolute, to: root))
    }
}
