/// A golden file that could not be read or written.
public struct GoldenFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The golden file's path.
    public var path: String
    /// What went wrong: lower-case, no trailing period (`cannot write golden file: permission denied`).
    public var message: String

    /// Creates an error.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}
