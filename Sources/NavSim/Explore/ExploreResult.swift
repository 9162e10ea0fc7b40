/// What a search found: how much it explored, each distinct (violation, route, cause) with the
/// shortest path to it, the classes those findings fall into, and which routes it took.
public struct ExploreResult: Sendable {
    /// A violation (id, route and cause) and the shortest sequence of actions from launch that
    /// raises it.
    public struct Finding: Sendable {
        /// The violation's id.
        public var id: Violation.ID
        /// The route it was raised on, if any.
        public var route: String?
        /// Why it was raised.
        public var cause: Cause
        /// The actions from launch; the last one raises it (none: launch does).
        public var steps: [ExploreAction]
        /// The index in `ExploreResult.classes` of the class it belongs to; nil for a distinct
        /// finding.
        public var classIndex: Int?
        /// The data it was found with, when explore chose it (no `--given`): the shape of each
        /// field of the scenes its path built and of the shared stores, in the order decided.
        public var data: [DataShape] = []

        /// How badly the user suffers: its cause's.
        public var severity: Diagnostic.Severity { cause.severity }
        /// Whether it is a distinct finding, not a member of a class.
        public var isDistinct: Bool { classIndex == nil }
    }

    /// The shape of one field's data in a search without `--given` (`docs/explore.md`, "Data
    /// without a given file"): nil or a value, empty or two rows, unset or set.
    public struct DataShape: Hashable, Sendable, CustomStringConvertible {
        /// What the field holds.
        public enum Kind: String, Hashable, Sendable {
            /// nil (`T?`, `[T]?`).
            case none = "nil"
            /// A sample value (`T?`).
            case value = "a value"
            /// Not set (`T!`).
            case unset
            /// Set to a sample value (`T!`).
            case set
            /// An empty list.
            case empty
            /// Two sample rows.
            case twoRows = "two rows"
        }

        /// The scene or shared store.
        public var owner: String
        /// The field.
        public var field: String
        /// Its shape.
        public var kind: Kind
        /// The value a `given` line writes for it; nil when it is the value the graph declares
        /// (nil, unset, `= []`), which needs no line.
        public var value: Value?

        /// `ListOrders.orders two rows`.
        public var description: String { "\(owner).\(field) \(kind.rawValue)" }

        /// `given ListOrders.orders = [{}, {}]`, or nil when the graph declares this value.
        public var givenLine: String? { value.map { "given \(owner).\(field) = \($0)" } }
    }

    /// A route of the graph and the shortest path that takes it (nil: the search never did).
    public struct RouteReach: Sendable {
        /// The route, as declared.
        public var route: Route
        /// The actions from launch; the last one takes the route.
        public var steps: [ExploreAction]?
    }

    /// Distinct states kept.
    public var states = 0
    /// Actions performed that the app could perform (a `back` with no back button is not one).
    public var transitions = 0
    /// The most actions from launch of any state kept.
    public var depth = 0
    /// Whether the search stopped at `maxStates` before its depth.
    public var cut = false
    /// The most actions of which every journey from launch was tried: the depth searched, or,
    /// when `cut`, the last layer the search finished before the state limit stopped it.
    public var complete = 0
    /// Which journeys the search left out as unable to find anything new.
    public var reduction = Reduction.none
    /// What the search left out (`docs/explore.md`, "Tabs searched one at a time").
    public enum Reduction: Hashable, Sendable {
        /// The tabs of the tab bar at the window's root were searched one at a time.
        case tabs
        /// Nothing was left out, for the graph's reason the tabs could read or change each other
        /// (`unwind 'save' can find 'Detail' in another tab of 'Home'`).
        case combined(String)
        /// Nothing was left out: the window's root is no tab bar, or `--no-reduction`.
        case none
    }
    /// Actions that crashed the app (their paths end there).
    public var crashes = 0
    /// How many successors the search wrote twice, by copying and afresh, and found the same
    /// (`EncodingCheck`: one in 4,096 transitions).
    public var encodingChecks = 0
    /// Actions not tried for want of data: `select` with empty lists, a row's segue with no row
    /// selected (see `docs/explore.md`); with `.abstract` data, those no state tried (each named once).
    public var skippedForData = 0
    /// The actions `skippedForData` counts, each named once.
    public var skippedActions: [SkippedAction] = []

    /// An action the search did not try for want of data.
    public enum SkippedAction: Hashable, Sendable, CustomStringConvertible {
        /// A tap of a route that passes a row (`items[selection]`), from a scene with no row selected.
        case rowRoute(String, from: String)
        /// `select` on a scene whose lists were empty.
        case select(on: String)

        /// `'ShowDetail' from List (no row selected)`, `'select' on List (no rows)`.
        public var description: String {
            switch self {
            case .rowRoute(let route, let scene): return "'\(route)' from \(scene) (no row selected)"
            case .select(let scene): return "'select' on \(scene) (no rows)"
            }
        }
    }
    /// Where the stores' data came from: `.abstract` when explore chose it (no `--given`) and some
    /// field's data varies.
    public var data = Explorer.DataMode.given
    /// With `.abstract` data, each field whose data varied, with its shapes:
    /// `ListOrders.orders (nil, two rows)`.
    public var variedData: [String] = []
    /// The memory each kept state costs, in bytes, table included.
    public var bytesPerState = 0
    /// Every finding, distinct or in a class, in the order found (shortest first).
    public var findings: [Finding] = []
    /// The classes the findings fall into, in the order their first member was found.
    public var classes: [FindingClass] = []
    /// Every route of the graph, in graph order, with the path that first took it; for an
    /// `onFirstAppear` route, the path whose last action made its source first appear (empty:
    /// launch did).
    public var routes: [RouteReach] = []
}

extension ExploreResult {
    /// Sorts the findings into classes: each finding whose cause has a class rule joins the class
    /// of that cause (made when its first member is met), the others stay distinct. Done once,
    /// when the search ends.
    mutating func groupFindings() {
        classes = []
        var classOfCause: [Cause: Int] = [:]
        for index in findings.indices {
            let cause = findings[index].cause
            guard let rule = cause.classRule else {
                findings[index].classIndex = nil
                continue
            }
            let number = classOfCause[cause] ?? classes.count
            if number == classes.count {
                classOfCause[cause] = number
                classes.append(FindingClass(id: findings[index].id, cause: cause, rule: rule, members: []))
            }
            classes[number].members.append(index)
            findings[index].classIndex = number
        }
    }
}
