import Foundation

/// The few file-system questions the check pipeline asks, in one place.
enum FileSystem {
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// The files directly or indirectly under `folder` whose names end in `.ext`, sorted.
    static func files(in folder: String, withExtension ext: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix("." + ext) { found.append(folder + "/" + relative) }
        }
        return found.sorted()
    }
}
