import Foundation

/// Path arithmetic for a navsim project: absolute paths, the project root, and the
/// project-relative paths that traces show, so goldens are the same on every machine.
public enum ProjectPaths {
    /// `path` made absolute against `directory` and normalised (no `.` or `..` components).
    public static func absolute(_ path: String, in directory: String) -> String {
        let joined = path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
        return normalized(joined)
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
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + body : (body.isEmpty ? "." : body)
    }

    /// The project root of a file: the nearest folder above it that holds a `Graphs` folder, or
    /// `fallback` when there is none.
    public static func root(of absoluteFile: String, fallback: String) -> String {
        var folder = (absoluteFile as NSString).deletingLastPathComponent
        while !folder.isEmpty {
            var isDirectory: ObjCBool = false
            let graphs = (folder as NSString).appendingPathComponent("Graphs")
            if FileManager.default.fileExists(atPath: graphs, isDirectory: &isDirectory), isDirectory.boolValue {
                return folder
            }
            if folder == "/" { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return normalized(fallback)
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
        let absolute = absolute(path, in: currentDirectory)
        let root = root(of: absolute, fallback: currentDirectory)
        return Located(absolute: absolute, root: root, shown: relative(absolute, to: root))
    }
}
