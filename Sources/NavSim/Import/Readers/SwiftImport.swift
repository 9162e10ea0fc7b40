/// Every pattern reader, run over an app's Swift files: what the import knows of the app's code.
enum SwiftImport {
    /// The readers, in the order their findings are merged: where two say something of the
    /// same class or segue, the first one's word stands.
    static let readers: [any PatternReader.Type] = [CleanSwiftReader.self, LaunchRootReader.self]

    /// The findings of every reader over `files`, indexed once.
    static func read(_ files: [SwiftSourceFile]) -> PatternFindings {
        let index = SwiftTypeIndex(files: files)
        var findings = PatternFindings()
        for reader in readers { findings.append(reader.read(index)) }
        return findings
    }
}
