extension ExploreResult {
    /// Why a finding's violation was raised: the kind of its reason, and whether the second tap
    /// of `tap X twice` raised it. A finding is one (violation, route, cause); its cause alone —
    /// never its route's name — decides its severity and whether it belongs to a class (see
    /// `docs/explore.md`, "Distinct findings and classes").
    public struct Cause: Hashable, Sendable, CustomStringConvertible {
        /// The kind of a violation's reason (`Violation.Reason` without its instances), with the
        /// container an optional-chained call found missing.
        public enum Kind: String, Hashable, Sendable, CaseIterable {
            /// A `!` field nil when its scene appears.
            case nilOnAppear = "nil-on-appear"
            /// A data store nil because `setup` did not run.
            case nilStore = "nil-store"
            /// A `pass` reading a nil index.
            case nilIndex = "nil-index"
            /// A `pass` reading past the end of a list.
            case indexOutOfRange = "index-past-end"
            /// A pop reading `viewControllers[count - 2]` of a stack too short.
            case stackTooShort = "stack-too-short"
            /// A push outside any navigation controller.
            case pushOutsideNavigation = "push-outside-navigation"
            /// A forced pop outside any navigation controller.
            case popOutsideNavigation = "pop-outside-navigation"
            /// A `-> any` pop on a stack of one.
            case nothingToPop = "nothing-to-pop"
            /// A push of a navigation controller.
            case pushedNavigationController = "navigation-controller-pushed"
            /// `navigationController?.…` with no navigation controller: nothing happens.
            case noNavigationControllerToCall = "optional-call-without-navigation-controller"
            /// `tabBarController?.…` with no tab bar controller: nothing happens.
            case noTabBarControllerToCall = "optional-call-without-tab-bar-controller"
            /// `dismiss(animated:)` with nothing that presented the source: nothing happens.
            case nothingPresentedToDismiss = "optional-dismiss-not-presented"
            /// A presentation from a scene whose view is not in the window, dropped.
            case presentOffScreen = "present-off-screen"
            /// A second push while the first runs: both land.
            case pushWhilePushing = "push-while-pushing"
            /// A second presentation while the first runs, dropped.
            case presentWhilePresenting = "present-while-presenting"
            /// A presentation issued while a dismissal runs, dropped.
            case presentWhileDismissing = "present-while-dismissing"
            /// A presentation from a level that already presents, dropped.
            case alreadyPresenting = "already-presenting"
            /// A second pop while the first runs, dropped.
            case popWhilePopping = "pop-while-popping"
            /// A second dismissal while the first runs, dropped.
            case dismissWhileDismissing = "dismiss-while-dismissing"
            /// A second unwind while the first runs, dropped.
            case unwindWhileUnwinding = "unwind-while-unwinding"
            /// A segue whose router navigates too.
            case segueAlsoNavigates = "segue-also-navigates"
            /// A forced cast of the found instance fails.
            case foundOther = "found-other-scene"
            /// A forced dismissal from a scene nothing presented.
            case dismissNotPresented = "dismiss-not-presented"
            /// A forced tab route outside any tab bar controller.
            case tabOutsideTabBar = "tab-outside-tab-bar"
            /// A tab route to a scene no tab holds.
            case noTabHolds = "no-tab-holds"
            /// No instance of an unwind's destination up the chain.
            case noUnwindDestination = "no-unwind-destination"
            /// An unwind `pass` that reads nil.
            case nilUnwindData = "nil-unwind-data"
            /// `onFirstAppear` routes that build their own source again, stopped by the engine.
            case firstAppearLoop = "first-appear-loop"

            /// The kind of `reason`.
            public init(_ reason: Violation.Reason) {
                switch reason {
                case .nilOnAppear: self = .nilOnAppear
                case .nilStore: self = .nilStore
                case .nilIndex: self = .nilIndex
                case .indexOutOfRange: self = .indexOutOfRange
                case .stackTooShort: self = .stackTooShort
                case .pushOutsideNavigation: self = .pushOutsideNavigation
                case .popOutsideNavigation: self = .popOutsideNavigation
                case .nothingToPop: self = .nothingToPop
                case .pushedNavigationController: self = .pushedNavigationController
                case .optionalCallSkipped(_, _, _, let missing):
                    switch missing {
                    case .navigationController: self = .noNavigationControllerToCall
                    case .tabBarController: self = .noTabBarControllerToCall
                    case .presentingViewController: self = .nothingPresentedToDismiss
                    }
                case .presentOffScreen: self = .presentOffScreen
                case .pushWhilePushing: self = .pushWhilePushing
                case .presentWhilePresenting: self = .presentWhilePresenting
                case .presentWhileDismissing: self = .presentWhileDismissing
                case .alreadyPresenting: self = .alreadyPresenting
                case .popWhilePopping: self = .popWhilePopping
                case .dismissWhileDismissing: self = .dismissWhileDismissing
                case .unwindWhileUnwinding: self = .unwindWhileUnwinding
                case .segueAlsoNavigates: self = .segueAlsoNavigates
                case .foundOther: self = .foundOther
                case .dismissNotPresented: self = .dismissNotPresented
                case .tabOutsideTabBar: self = .tabOutsideTabBar
                case .noTabHolds: self = .noTabHolds
                case .noUnwindDestination: self = .noUnwindDestination
                case .nilUnwindData: self = .nilUnwindData
                case .firstAppearLoop: self = .firstAppearLoop
                }
            }

            /// Whether the action it stops leaves the app as it was: UIKit logs and drops it, or
            /// an optional-chained call skips it (no crash, nothing lands).
            public var dropsTheAction: Bool {
                switch self {
                case .nothingToPop, .noNavigationControllerToCall, .noTabBarControllerToCall,
                    .nothingPresentedToDismiss,
                    .presentOffScreen, .presentWhilePresenting, .presentWhileDismissing, .alreadyPresenting,
                    .popWhilePopping,
                    .dismissWhileDismissing, .unwindWhileUnwinding, .noUnwindDestination:
                    return true
                default:
                    return false
                }
            }

            /// Whether it is an optional-chained call that found no container and did nothing
            /// (`navigationController?.…`, `tabBarController?.…`, `dismiss` with no presenter, a
            /// `-> any` pop with nothing below): the "button does nothing" of every such route.
            public var isMissingContainer: Bool {
                switch self {
                case .nothingToPop, .noNavigationControllerToCall, .noTabBarControllerToCall,
                    .nothingPresentedToDismiss:
                    return true
                default:
                    return false
                }
            }
        }

        /// The rule that makes a cause a class: one that holds for every route of a shape at once.
        public enum ClassRule: String, Hashable, Sendable {
            /// Raised by the second tap of `tap X twice`: any route the user can tap twice has it
            /// until the app guards its buttons.
            case doubleTap = "double-tap"
            /// An optional-chained call that found no container and did nothing.
            case missingContainer = "missing-container"
        }

        /// The kind of the violation's reason.
        public var kind: Kind
        /// Whether the second tap of `tap X twice` raised it.
        public var bySecondTap: Bool

        /// Creates a cause.
        public init(kind: Kind, bySecondTap: Bool) {
            self.kind = kind
            self.bySecondTap = bySecondTap
        }

        /// The cause of `violation`.
        public init(_ violation: Violation) {
            self.init(kind: Kind(violation.reason), bySecondTap: violation.bySecondTap)
        }

        /// The class rule it falls under, or nil for a distinct cause: a second tap's violation
        /// is a double-tap class whatever its kind; an optional-chained call with no container,
        /// raised by a first tap, a `fire` or a gesture, is a missing-container class.
        public var classRule: ClassRule? {
            if bySecondTap { return .doubleTap }
            return kind.isMissingContainer ? .missingContainer : nil
        }

        /// How badly the user suffers: a warning when a second tap's action is dropped (logged by
        /// UIKit, or skipped by optional chaining) and the first tap's landed, so the screen is
        /// the one the user asked for; an error for everything else — a crash, a double push that
        /// lands, a button that does nothing.
        public var severity: Diagnostic.Severity {
            bySecondTap && kind.dropsTheAction ? .warning : .error
        }

        /// `kind`, or `second-tap:kind`: the name JSON and file names use.
        public var description: String { (bySecondTap ? "second-tap:" : "") + kind.rawValue }
    }

    /// A class of findings: one cause that holds for many routes at once, reported once with
    /// its routes (see `Cause.classRule`).
    public struct FindingClass: Sendable {
        /// The violation's id.
        public var id: Violation.ID
        /// The cause every member shares.
        public var cause: Cause
        /// The rule that makes it a class.
        public var rule: Cause.ClassRule
        /// The members' indices in `ExploreResult.findings`, in the order found; the first is the
        /// representative (the shortest path).
        public var members: [Int]

        /// How badly the user suffers: the cause's.
        public var severity: Diagnostic.Severity { cause.severity }
    }
}
