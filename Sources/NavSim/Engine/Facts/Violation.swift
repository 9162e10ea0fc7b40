/// A navigation bug caught during replay, as facts: which rule, what was involved, where, and
/// how it shows on a device. Its message and the UIKit text it stands for are worded by `Trace/`
/// (`Violation.message`, `Violation.uikitText`).
public struct Violation: Hashable, Sendable {
    /// The stable violation ids of spec §3.
    public enum ID: String, Hashable, Sendable, CaseIterable {
        /// Presenting while presenting, pushing an instance twice, a segue whose router navigates too.
        case doublePresentation = "double-presentation"
        /// A nil data store, a `!` field nil on appearance, a nil index.
        case nilDataStore = "nil-data-store"
        /// An unwind `pass` that reads nil.
        case missingUnwindData = "missing-unwind-data"
        /// No instance of the unwind destination up the chain.
        case unwindTargetNotFound = "unwind-target-not-found"
        /// A pop/popTo/dismiss that finds another scene.
        case destinationMismatch = "destination-mismatch"
        /// A push outside any navigation controller.
        case noNavigationController = "no-navigation-controller"
        /// An index past the end of a list.
        case indexOutOfRange = "index-out-of-range"
        /// An optional-chained router call whose container is nil: nothing happens.
        case navigationIgnored = "navigation-ignored"
        /// A push whose destination is a navigation controller: UIKit raises an exception.
        case navigationControllerPushed = "navigation-controller-pushed"
        /// A scene built without one of its constructor arguments (a load-time error).
        case missingConstructorArgument = "missing-constructor-argument"
    }

    /// Which data store a nil-store violation unwrapped.
    public enum StoreRole: Hashable, Sendable {
        /// The destination's, at step 1 (`destinationVC.router!.dataStore!`).
        case destination
        /// The source's, at step 2 (`passDataTo…(source: dataStore!, …)`).
        case source
    }

    /// The container an optional-chained router call goes through.
    public enum OptionalContainer: String, Hashable, Sendable {
        /// `navigationController?.…` (push and the pops).
        case navigationController
        /// `tabBarController?.selectedIndex = …`.
        case tabBarController
        /// `dismiss(animated:)` with nothing that presented the source.
        case presentingViewController
    }

    /// What happened, with everything its wording needs.
    public indirect enum Reason: Hashable, Sendable {
        // nil-data-store
        /// A `!` field is nil when its scene appears.
        case nilOnAppear(Instance, field: String, type: String)
        /// A data store is nil because `setup` did not run for the initialiser used.
        case nilStore(Instance, role: StoreRole, setup: Scene.Setup, initialiser: Instantiation)
        /// A `pass` reads a nil index.
        case nilIndex(PathFault, in: Instance?)
        // index-out-of-range
        /// A `pass` reads past the end of a list.
        case indexOutOfRange(PathFault, in: Instance?)
        /// A pop reads `viewControllers[count - 2]` of a stack too short.
        case stackTooShort(route: String, navigation: Instance, stack: [Instance])
        // no-navigation-controller
        /// A push from a scene outside any navigation controller.
        case pushOutsideNavigation(keyword: String, isSegue: Bool, route: String, source: Instance)
        /// A pop from a scene outside any navigation controller.
        case popOutsideNavigation(route: String, source: Instance)
        /// A `-> any` pop on a stack of one: `popViewController` returns nil and does nothing.
        case nothingToPop(route: String, navigation: Instance)
        /// A push (segue or route) whose destination is a navigation controller.
        case pushedNavigationController(keyword: String, route: String, container: Instance, onto: Instance)
        // navigation-ignored
        /// An optional-chained call whose container is nil: the route does nothing.
        case optionalCallSkipped(route: String, action: Route.Action, source: Instance, missing: OptionalContainer)
        /// A presentation from a scene whose view is not in the window: UIKit logs and drops it.
        case presentOffScreen(route: String, presented: Instance, source: Instance)
        // double-presentation
        /// A second push while the first is animating.
        case pushWhilePushing(keyword: String, route: String, navigation: Instance)
        /// A second presentation while the first is animating.
        case presentWhilePresenting(
            keyword: String, route: String, presented: Instance, presenter: Instance, source: Instance)
        /// A presentation issued while a dismissal animates (`tap A then B`).
        case presentWhileDismissing(route: String, presented: Instance, presenter: Instance, source: Instance)
        /// Presenting from a level that already presents.
        case alreadyPresenting(presenter: Instance, current: Instance, presented: Instance, source: Instance)
        /// A second pop while the first is animating.
        case popWhilePopping(route: String, navigation: Instance)
        /// A second dismiss while the first is animating.
        case dismissWhileDismissing(route: String, source: Instance)
        /// A second unwind while the first is animating.
        case unwindWhileUnwinding(route: String, destination: Instance)
        /// A segue's router navigates to the instance the segue already shows.
        case segueAlsoNavigates(
            route: String, effect: Hop.RouterNavigation, action: Route.Action, destination: Instance,
            source: Instance, container: Instance)
        // destination-mismatch
        /// A found instance is not the declared destination: the forced cast fails.
        case foundOther(
            route: String, found: Instance, at: Hop.Place, wanted: String, wantedKind: Instance.Kind,
            module: String)
        /// A dismiss from a scene nothing presented.
        case dismissNotPresented(route: String, source: Instance)
        /// A tab route from a scene outside any tab bar controller.
        case tabOutsideTabBar(route: String, source: Instance)
        /// A tab route whose destination no tab holds.
        case noTabHolds(route: String, scene: String, tabs: Instance)
        // unwind-target-not-found
        /// No instance of the unwind's destination up the chain.
        case noUnwindDestination(route: String, scene: String, source: Instance)
        // missing-unwind-data
        /// An unwind `pass` delivers nil.
        case nilUnwindData(route: String, field: String, value: String, source: Instance?)
        // navigation-ignored, by the engine's own limit
        /// An `onFirstAppear` route taken inside `nesting` others in one action: routes that build
        /// their own source again on every appearance (a graph the checker rejects,
        /// `first-appear-loop`); the engine stops there rather than build instances without end.
        case firstAppearLoop(route: String, source: Instance, nesting: Int)
    }

    /// What happened.
    public var reason: Reason
    /// The scenario step number that raised it.
    public var stepNumber: Int
    /// The scenario line that raised it.
    public var scenarioLine: Int
    /// The route being taken, if any.
    public var route: String?
    /// The route's declaration line in the graph, if any.
    public var graphLine: Int?
    /// The hop step (1 get, 2 pass, 3 navigate) where it was raised.
    public var hopStep: Int
    /// True when the app would crash (replay stops); false when UIKit logs and drops the action.
    public var stopsReplay: Bool
    /// How the symptom shows on a device.
    public var symptom: Symptom
    /// Whether the second tap of `tap X twice` raised it (the first tap's transition still
    /// running), not the first tap or any other action.
    public var bySecondTap = false

    /// How a violation shows on a device (the L / X / S of the UIKit messages table).
    public enum Symptom: String, Hashable, Sendable {
        /// An exception or a Swift trap: the app crashes and the replay stops.
        case crash
        /// UIKit logs the text and drops the operation; the replay goes on.
        case logged
        /// Nothing is logged; the bug only shows as wrong data or a missing transition.
        case silent
    }

    /// Creates a violation; `symptom` defaults to `.crash` when it stops the replay, else `.logged`.
    public init(
        reason: Reason, stepNumber: Int, scenarioLine: Int, route: String?, graphLine: Int?, hopStep: Int,
        stopsReplay: Bool, symptom: Symptom? = nil
    ) {
        self.reason = reason
        self.stepNumber = stepNumber
        self.scenarioLine = scenarioLine
        self.route = route
        self.graphLine = graphLine
        self.hopStep = hopStep
        self.stopsReplay = stopsReplay
        self.symptom = symptom ?? (stopsReplay ? .crash : .logged)
    }

    /// Which rule it breaks.
    public var id: ID {
        switch reason {
        case .nilOnAppear, .nilStore, .nilIndex: return .nilDataStore
        case .indexOutOfRange, .stackTooShort: return .indexOutOfRange
        case .pushOutsideNavigation, .popOutsideNavigation: return .noNavigationController
        case .pushWhilePushing, .presentWhilePresenting, .presentWhileDismissing, .alreadyPresenting, .popWhilePopping,
            .dismissWhileDismissing, .unwindWhileUnwinding, .segueAlsoNavigates:
            return .doublePresentation
        case .foundOther, .dismissNotPresented, .tabOutsideTabBar, .noTabHolds: return .destinationMismatch
        case .noUnwindDestination: return .unwindTargetNotFound
        case .pushedNavigationController: return .navigationControllerPushed
        case .optionalCallSkipped, .presentOffScreen, .nothingToPop, .firstAppearLoop: return .navigationIgnored
        case .nilUnwindData: return .missingUnwindData
        }
    }
}

extension Violation.Reason {
    /// The violation a trap while reading or writing a path stands for: a nil index
    /// (`nil-data-store`) or one out of range (`index-out-of-range`), in `place`.
    static func trap(_ fault: PathFault, in place: Instance?) -> Violation.Reason {
        switch fault {
        case .nilIndex: return .nilIndex(fault, in: place)
        case .outOfRange: return .indexOutOfRange(fault, in: place)
        }
    }
}
