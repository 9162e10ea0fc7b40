/// A user action the simulator could not perform (a route not on screen, no back button), as
/// facts; its message and notes are worded by `Trace/` (`ActionFailure.message`, `.notes`).
public struct ActionFailure: Hashable, Sendable, Error {
    /// Why a `set`, `given` or `expect` could not reach or write a value.
    public enum ValueProblem: Hashable, Sendable, Error {
        /// The path names only a scene or store (`set Detail`).
        case needsField(keyword: String, root: String)
        /// The value's expression traps.
        case cannotEvaluate(expression: String, PathFault)
        /// No scene or shared store has that name.
        case noSuchOwner(String)
        /// No instance of the scene is on screen.
        case notOnScreen(path: String, root: String, onScreen: [Instance])
        /// The instance's data store is nil.
        case nilStore(path: String, Instance)
        /// The write was dropped by optional chaining.
        case dropped(path: String, PassedValue.Drop)
        /// The write traps.
        case fault(path: String, PathFault)
    }

    /// What went wrong.
    public indirect enum Reason: Hashable, Sendable {
        /// `tap X` with no scene on screen that has a route X.
        case routeNotOnScreen(String, onScreen: [Instance], owners: [String], suggestion: String?)
        /// `back` from a scene outside any navigation controller.
        case notInNavigationController(Instance)
        /// `back` at the root of a stack.
        case atStackRoot(Instance, navigation: Instance)
        /// `dismiss` with nothing presented.
        case nothingPresented
        /// `dismiss` when the top-most modal is not a sheet: there is nothing to swipe.
        case notASheet(Instance, style: PresentationStyle)
        /// `dismiss` when the top-most sheet shows a scene that `isModalInPresentation`: UIKit
        /// refuses the swipe (and calls `presentationControllerDidAttemptToDismiss(_:)`).
        case modalInPresentation(Instance)
        /// `tab X` with no tab bar on screen.
        case noTabBar
        /// `tab X` where the tab bar has no tab X.
        case noSuchTab(String, tabBar: Instance, tabs: [String])
        /// A `set` or `given` that cannot write.
        case cannotWrite(ValueProblem)
        /// An `expect` that cannot read its value.
        case cannotRead(ValueProblem)
        /// The graph has no `start`.
        case noStart
        /// A route to a destination the graph does not declare.
        case undeclaredDestination(route: String, destination: String)
        /// `fire X from Scene` with no instance of Scene in the hierarchy.
        case noLiveInstance(String)
        /// An action after the app crashed.
        case appCrashed
    }

    /// What went wrong.
    public var reason: Reason

    /// Creates a failure.
    public init(_ reason: Reason) { self.reason = reason }

    /// A stable id (`route-not-on-screen`, `nothing-to-go-back`, …), one of `Simulator.FailureID`.
    public var id: DiagnosticID {
        switch reason {
        case .routeNotOnScreen: return Simulator.FailureID.routeNotOnScreen
        case .notInNavigationController, .atStackRoot: return Simulator.FailureID.nothingToGoBack
        case .nothingPresented, .notASheet, .modalInPresentation: return Simulator.FailureID.nothingToDismiss
        case .noTabBar, .noSuchTab: return Simulator.FailureID.tabNotFound
        case .cannotWrite: return Simulator.FailureID.setFailed
        case .cannotRead: return Replayer.FailureID.expectationFailed
        case .noStart: return Simulator.FailureID.noStart
        case .undeclaredDestination: return Simulator.FailureID.unsupportedNavigation
        case .noLiveInstance: return Simulator.FailureID.noLiveInstance
        case .appCrashed: return Simulator.FailureID.appCrashed
        }
    }
}

extension Simulator {
    /// Stable ids of the failures the simulator's user actions report.
    public enum FailureID {
        /// `tap X` when no scene on screen has a route `X`.
        public static let routeNotOnScreen = DiagnosticID("route-not-on-screen")
        /// `back` with no navigation stack to pop.
        public static let nothingToGoBack = DiagnosticID("nothing-to-go-back")
        /// `dismiss` with nothing presented.
        public static let nothingToDismiss = DiagnosticID("nothing-to-dismiss")
        /// `tab X` with no tab bar on screen, or no tab named X.
        public static let tabNotFound = DiagnosticID("tab-not-found")
        /// `set` that cannot write (scene not on screen, nil store, nil parent, bad index).
        public static let setFailed = DiagnosticID("set-failed")
        /// The graph has no `start`.
        public static let noStart = DiagnosticID("no-start")
        /// A navigation UIKit refuses outright (pushing a navigation controller).
        public static let unsupportedNavigation = DiagnosticID("unsupported-navigation")
        /// `fire X from Scene` with no instance of Scene in the hierarchy.
        public static let noLiveInstance = DiagnosticID("no-live-instance")
        /// An action after the app crashed.
        public static let appCrashed = DiagnosticID("app-crashed")
    }
}
