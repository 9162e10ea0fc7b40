/// A reader of one app style's navigation code: Clean Swift routers, MVC `prepare(for:sender:)`
/// and segues, navigation in code, coordinators, launch code. Each reads the same indexed Swift
/// sources and returns what it recognises as scene facts and navigation sites; `SwiftImport`
/// runs every reader and `SiteMerger` merges their findings into the graph. Readers never see
/// each other's findings and never write graph text.
protocol PatternReader: Sendable {
    /// What this reader finds in `index`, the app's Swift sources.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings
}

/// What a pattern reader found.
struct PatternFindings: Sendable {
    /// Scenes: view controllers with their data (stores, setup, properties, unwind actions).
    var scenes: [SwiftScene] = []
    /// Navigations.
    var sites: [NavigationSite] = []
    /// What launch code puts in the window.
    var launches: [LaunchFinding] = []
    /// Where launch code always puts in the window a root no reader can follow (the storyboard's
    /// initial view controller is then not what the app shows first).
    var unreadLaunch: ImportOrigin?
    /// What launch code hands the storyboard's initial containers' roots, and the objects it shares.
    var injections: [RootInjection] = []
    var sharedObjects: [SharedObject] = []
    /// Warnings: code seen and not understood, quoted.
    var diagnostics: [Diagnostic] = []

    /// Adds `other`'s findings after these.
    mutating func append(_ other: PatternFindings) {
        scenes += other.scenes
        sites += other.sites
        launches += other.launches
        unreadLaunch = unreadLaunch ?? other.unreadLaunch
        injections += other.injections
        sharedObjects += other.sharedObjects
        diagnostics += other.diagnostics
    }
}
