/// Unwind segues: UIKit searches up the chain for the nearest instance of the destination, and
/// dismisses and pops everything above it (`Hierarchy.unwind(to:)`). An unwind to `any` (its
/// action declared in `extension UIViewController`, so every view controller implements it)
/// makes the same search with every view controller a candidate, containers included, but the
/// source: UIKit's default `canPerformUnwindSegueAction(_:from:sender:)` refuses only the view
/// controller the unwind starts from. So it lands on a sibling embedded child before the scene
/// embedding the source, and on the navigation controller holding the source at its root (nothing
/// is popped or dismissed) before another tab or the presenter. An unwind's `pass` lines must all deliver a value. A second tap's unwind during
/// the first one's transition is logged and dropped.
struct UnwindSegue: HopOperation {
    let route: Program.RouteInfo
    let source: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(route, kind: .unwind, declaration: .unwind, from: source)
    }

    /// The nearest instance up the chain from the source; during the first unwind's transition,
    /// from the scene it revealed (which may be the destination itself).
    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let wanted = route.route.destination.text
        let toAny = route.route.isAnyDestination
        let isWanted = { (kind: Hierarchy.Kind) in
            if toAny { return true }
            if case .scene = kind { return program.name(of: kind) == wanted }
            return false
        }
        let search = UnwindSearch(hierarchy: hierarchy, wanted: isWanted)
        let found =
            duringTransition
            ? search.destination(from: hierarchy.top, includingSource: true)
            : search.destination(from: source, includingSource: false)
        guard let found else {
            return .missing(
                toAny ? .noImplementerUpTheChain : .noneUpTheChain(scene: wanted),
                .noUnwindDestination(
                    route: route.name, scene: wanted, source: program.instance(source, in: hierarchy)),
                stops: false, symptom: .silent)
        }
        return .found(found, toAny ? .nearestImplementer : .nearestUpTheChain(scene: wanted))
    }

    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var isUnwind: Bool { true }
    var performer: Hop.Performer { .uikit }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        guard !duringTransition else {
            return .dropped(
                .unwindWhileUnwinding(route: route.name, destination: program.instance(destination, in: hierarchy)),
                .unwindDropped)
        }
        return .unwind(to: destination)
    }
}
