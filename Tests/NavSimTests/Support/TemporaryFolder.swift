import Foundation

/// A fresh folder under the system's temporary folder, removed when the value goes away.
/// Tests write goldens here, never into the repository.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/navsim-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// The names in the folder (hidden ones included), sorted.
    func contents(of subfolder: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: subfolder.isEmpty ? path : path + "/" + subfolder).sorted()
    }

    /// The text of a file in the folder, or nil when it does not exist.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes raw bytes to a file in the folder, making the subfolders `name` names.
    func write(_ text: String, to name: String) throws {
        let url = URL(fileURLWithPath: path + "/" + name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
