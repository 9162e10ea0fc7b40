/// Which of the Info.plists an import read is the app's: an app folder holds its test bundles',
/// its extensions', its frameworks' and sometimes a second app's too.
///
/// App extensions (`NSExtension`) and watch apps are never chosen, nor a property list with no
/// key only an app has (a test bundle's, a framework's). Of the rest: the one whose folder is
/// nearest the app delegate's Swift file (the most folders in common), then one that names the
/// main interface, then the first by path — and when more than one was left to choose from, a
/// warning says which was taken and why.
enum InfoPlistChoice {
    /// More than one app Info.plist: the warning names the one chosen.
    static let several = DiagnosticID("several-info-plists")

    /// The app's Info.plist among `plists`, given the files (as output names them) that declare
    /// an app or scene delegate; nil when none is an app's.
    static func choose(_ plists: [InfoPlist], appDelegateFiles: [String]) -> (
        chosen: InfoPlist?, diagnostics: [Diagnostic]
    ) {
        let ranked = plists.filter { $0.isApp && !$0.isExtension }
            .map { (plist: $0, nearness: nearness(of: $0.path, to: appDelegateFiles)) }
            .sorted { a, b in
                if a.nearness != b.nearness { return a.nearness > b.nearness }
                if a.plist.namesInterface != b.plist.namesInterface { return a.plist.namesInterface }
                return a.plist.path < b.plist.path
            }
        guard let first = ranked.first else { return (nil, []) }
        guard ranked.count > 1 else { return (first.plist, []) }
        let second = ranked[1]
        let why =
            first.nearness > second.nearness
            ? "its folder is nearest the app delegate's file"
            : first.plist.namesInterface != second.plist.namesInterface
                ? "it is the one that names a main storyboard or scene manifest" : "it is the first by path"
        let warning = Diagnostic(
            file: first.plist.path, position: first.plist.position, severity: .warning, id: several,
            message:
                "\(ranked.count) app Info.plists were found; this one is taken for the app's, because \(why): change the paths imported if another is",
            notes: ranked.dropFirst().map {
                Diagnostic.Note(
                    message: "another app Info.plist, not used", file: $0.plist.path, position: $0.plist.position)
            })
        return (first.plist, [warning])
    }

    /// How many folders the file `path` has in common with the nearest of `files`, from the top.
    private static func nearness(of path: String, to files: [String]) -> Int {
        let folder = path.split(separator: "/").dropLast()
        return files.map { file in
            zip(folder, file.split(separator: "/").dropLast()).prefix { $0 == $1 }.count
        }.max() ?? 0
    }
}
