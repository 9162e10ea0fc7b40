/// One thing the user (or the app's code) can do, as explore tries it: each is a scenario step,
/// so a path of them is a scenario that `navsim check` replays.
public enum ExploreAction: Hashable, Sendable, CustomStringConvertible {
    /// `tap Route`, or `tap Route twice`.
    case tap(String, twice: Bool)
    /// `back`.
    case back
    /// `dismiss`.
    case dismiss
    /// `tab Child`.
    case tab(String)
    /// `fire Route from Scene`.
    case fire(String, from: String)
    /// `select n`.
    case select(Int)

    /// The scenario line.
    public var description: String {
        switch self {
        case .tap(let route, let twice): return twice ? "tap \(route) twice" : "tap \(route)"
        case .back: return "back"
        case .dismiss: return "dismiss"
        case .tab(let name): return "tab \(name)"
        case .fire(let route, let scene): return "fire \(route) from \(scene)"
        case .select(let row): return "select \(row)"
        }
    }

    /// Performs the action on a simulator, as the scenario step would.
    func perform(on simulator: inout Simulator, context: Simulator.StepContext) -> Simulator.Outcome {
        switch self {
        case .tap(let route, let twice): return simulator.tap(route, twice: twice, context: context)
        case .back: return simulator.back(context: context)
        case .dismiss: return simulator.dismiss(context: context)
        case .tab(let name): return simulator.selectTab(name, context: context)
        case .fire(let route, let scene): return simulator.fire(route, from: scene, context: context)
        case .select(let row): return simulator.select(row, context: context)
        }
    }
}
