/// Finds golden traces whose scenario is gone: `X.trace` without `X.scenario` beside it.
/// navsim reports them (a warning) and never deletes them.
public enum OrphanFinder {
    /// The paths in `traces` that have no matching path in `scenarios`, sorted. Paths are compared
    /// after removing `.` components and repeated slashes, so `./Scenarios/a.trace` pairs with
    /// `Scenarios/a.scenario`; they are returned as given.
    public static func orphans(traces: [String], scenarios: [String]) -> [String] {
        var scenarioBases: Set<String> = []
        for scenario in scenarios where scenario.hasSuffix(".scenario") {
            scenarioBases.insert(normalized(String(scenario.dropLast(".scenario".count))))
        }
        return traces.filter { trace in
            guard trace.hasSuffix(".trace") else { return false }
            return !scenarioBases.contains(normalized(String(trace.dropLast(".trace".count))))
        }.sorted()
    }

    /// `path` without `.` components and repeated slashes (`..` is kept: it depends on links).
    static func normalized(_ path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return (isAbsolute ? "/" : "") + parts.joined(separator: "/")
    }
}
