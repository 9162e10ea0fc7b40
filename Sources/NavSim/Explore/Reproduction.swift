/// A finding as a ready-to-run scenario: its `given` lines, its steps, and an `expect violation`
/// line after each step for every violation that step raises — the last one's included — so
/// `navsim check` on it passes exactly when the app still has the bug.
public struct Reproduction: Sendable {
    /// The scenario's text.
    public var text: String
    /// The violation the last step raises, as a replay of the steps reports it (with instance
    /// numbers and UIKit's text); nil only if the replay no longer raises it.
    public var violation: Violation?

    /// Replays `steps` from `simulator` (not launched, its `given` values applied, which
    /// `givenLines` spell) and writes the scenario. `graphLine` is the whole `graph …` line;
    /// `violation` is the last step's violation of that id, route and (when given) cause.
    public init(
        title: String, graphLine: String, givenLines: [String], steps: [ExploreAction], finding id: Violation.ID,
        route: String?, cause: ExploreResult.Cause? = nil, from simulator: Simulator
    ) {
        var replay = Simulator(copying: simulator, recordsTrace: false)
        var lines = ["scenario \(Value.quote(title))", graphLine, ""]
        if !givenLines.isEmpty { lines += givenLines + [""] }
        var last = replay.launch().violations
        lines += Self.expectations(last)
        for (number, step) in steps.enumerated() {
            lines.append(step.description)
            last = step.perform(on: &replay, context: Simulator.StepContext(number: number + 1, line: 0)).violations
            lines += Self.expectations(last)
        }
        text = lines.joined(separator: "\n") + "\n"
        violation = last.first {
            $0.id == id && $0.route == route && (cause == nil || ExploreResult.Cause($0) == cause)
        }
    }

    /// One `expect violation` line per distinct id, in the order raised.
    private static func expectations(_ violations: [Violation]) -> [String] {
        var ids: [Violation.ID] = []
        for violation in violations where !ids.contains(violation.id) { ids.append(violation.id) }
        return ids.map { "expect violation \($0.rawValue)" }
    }

    /// The file a finding is written to: `id-Route.scenario`, or `id.scenario` with no route;
    /// with a `cause`, its name follows (`id-Route-second-tap-kind.scenario`), for findings that
    /// share an id and a route.
    public static func fileName(for id: Violation.ID, route: String?, cause: ExploreResult.Cause? = nil) -> String {
        let suffix = cause.map { "-" + $0.description.replacing(":", with: "-") } ?? ""
        return (route.map { "\(id.rawValue)-\($0)" } ?? id.rawValue) + suffix + ".scenario"
    }
}
