/// One UIKit operation that takes a hop — a segue, a router's route, an unwind, an embed, the
/// launch injection, or the user's back, swipe and tab bar — described by what it resolves to, as
/// values. It owns UIKit's rules for its navigation: what a second tap during its transition does,
/// what happens when there is nothing to do (a pop to the top, a tab already selected), when UIKit
/// logs and drops it; its `NavigationPlan` says which. It never changes the hierarchy: `HopRunner`
/// applies what it returns, in one place, with what every hop shares (the data stores unwrapped
/// at steps 1 and 2, the `pass` lines, opening, recording and closing the hop).
///
/// The files of `Routes/` are named after the UIKit operation: `ShowPushPresent.swift`,
/// `Pop.swift` (route pops and the back button), `Dismiss.swift` (route dismiss and the user's
/// swipe), `SelectTab.swift` (route tab and the tab bar), `Unwind.swift`, `Embed.swift` (embed
/// segues and the launch injection), `SetStackOrRoot.swift` (`setViewControllers` and
/// `window.rootViewController`).
protocol HopOperation {
    /// The hop's route line: what it is and where it starts.
    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader

    /// Why the user's action cannot start at all (no back button, nothing to dismiss); nil for routes.
    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason?

    /// Step 1: where the destination comes from. `duringTransition` is the second tap of
    /// `tap X twice` while the first one's transition runs.
    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan

    /// The scene a found destination must be (its forced cast), or nil when any will do.
    var expected: (name: String, kind: Instance.Kind)? { get }

    /// Whether steps 1 and 2 unwrap the data stores (`router!.dataStore!`): routes do, the
    /// user's gestures do not.
    var unwrapsStores: Bool { get }

    /// The instance whose store the `pass` lines read (and step 2 unwraps); nil for launch injection.
    var passSource: Int? { get }

    /// The `pass` lines of step 2.
    var passes: [CompiledPass] { get }

    /// Whether it is an unwind, whose `pass` lines must all deliver a value.
    var isUnwind: Bool { get }

    /// Step 3: the navigation to perform into `destination` (built: the view controller made at
    /// step 1), with UIKit's rules applied: `duringTransition`, this is the second tap of
    /// `tap X twice`, landing while the first one's transition runs.
    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan

    /// Who performs step 3.
    var performer: Hop.Performer { get }

    /// What a segue's `navigate` line does once the segue has navigated.
    func navigateAgain(_ program: Program, _ hierarchy: Hierarchy, built: Int) -> NavigateAgainPlan?

    /// Whether the top scene appears after the hop (false for embeds and the launch injection,
    /// which happen while a scene loads or before the window shows).
    var appearsAfter: Bool { get }

    /// How the hop names a tab it selects (the instance, unless the operation says otherwise).
    func tab(_ tab: Int, _ program: Program, _ hierarchy: Hierarchy) -> Instance
}

extension HopOperation {
    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? { nil }
    var expected: (name: String, kind: Instance.Kind)? { nil }
    var unwrapsStores: Bool { true }
    var passes: [CompiledPass] { [] }
    var isUnwind: Bool { false }
    func navigateAgain(_ program: Program, _ hierarchy: Hierarchy, built: Int) -> NavigateAgainPlan? { nil }
    var appearsAfter: Bool { true }
    func tab(_ tab: Int, _ program: Program, _ hierarchy: Hierarchy) -> Instance {
        program.instance(tab, in: hierarchy)
    }
}

/// A hop's route line: plain data, copied with the hop's steps without counting a reference.
struct HopHeader {
    /// How messages and the trace name the hop. Held without a count (`unowned(unsafe)`): the
    /// words belong to the program's route (`Program.RouteInfo.words`), to a gesture (the static
    /// words below), or to the operation the hop runs (`LaunchInjection`), and each outlives the
    /// hop, which reads them only while it runs. Counted, the header cost a tap about 100
    /// instructions to copy and destroy.
    unowned(unsafe) var words: HopWords
    var kind: Hop.Kind
    var declaration: Hop.Declaration
    /// The source instance (a container for the launch injection).
    var from: Int
    /// The instance a gesture of the user's reaches, which the trace names as the destination;
    /// nil for a declared route, whose destination is named as the graph writes it.
    var reached: Int?

    /// The route's name.
    var route: String { words.route }
    /// `segue`, `route`, `unwind`, `embed`: how messages name the route's declaration.
    var keyword: String { words.keyword }
    /// The line of the graph that declares the route.
    var graphLine: Int? { words.graphLine }
}

extension HopHeader {
    /// The header of a declared route taken from `source`.
    init(_ route: Program.RouteInfo, kind: Hop.Kind, declaration: Hop.Declaration, from source: Int) {
        self.init(words: route.words, kind: kind, declaration: declaration, from: source)
    }
}

/// How messages and the trace name a hop: a route of the graph's, made once with the program,
/// or a gesture of the user's. A reference, so that a hop that records nothing copies and
/// releases one pointer where the three strings cost a push about 130 instructions.
final class HopWords: Sendable {
    /// The route's name (`back`, `dismiss`, `tab` for the gestures).
    let route: String
    /// How messages name the route's declaration.
    let keyword: String
    /// The destination as the graph writes it (nil for a gesture: it names the instance reached).
    let destination: String?
    /// The line of the graph that declares the route.
    let graphLine: Int?

    init(route: String, keyword: String, destination: String?, graphLine: Int?) {
        self.route = route
        self.keyword = keyword
        self.destination = destination
        self.graphLine = graphLine
    }

    /// The system back button.
    static let back = HopWords(route: "back", keyword: "back", destination: nil, graphLine: nil)
    /// The user's swipe down on a sheet.
    static let swipeDown = HopWords(route: "dismiss", keyword: "dismiss", destination: nil, graphLine: nil)
    /// The user's tap on the tab bar.
    static let tabBar = HopWords(route: "tab", keyword: "tab", destination: nil, graphLine: nil)
}

/// Step 1: where the destination comes from.
enum DestinationPlan {
    /// Built from a target, the way the route instantiates it.
    case build(Program.Target, via: Instantiation)
    /// An existing instance found in the hierarchy.
    case found(Int, Hop.Place)
    /// A navigation container's root, for the launch injection.
    case injected(Int, container: String)
    /// An optional-chained call whose container is nil: the route does nothing more, silently
    /// (`navigation-ignored`).
    indirect case skipped(Hop.Missing, Violation.Reason)
    /// Nothing: the violation raised at step 1 says why.
    indirect case missing(Hop.Missing, Violation.Reason, stops: Bool, symptom: Violation.Symptom?)
    /// The action cannot be performed at all.
    indirect case refused(ActionFailure.Reason)
}

/// Step 3: the navigation UIKit performs, decided by the operation with every rule UIKit applies
/// to it — a second tap during the first one's transition, a level that presents already, a pop
/// to the view controller on top, a tab already selected — so that `HopRunner` only applies it
/// and records what it did.
enum NavigationPlan {
    /// `pushViewController` onto a navigation controller.
    case push(onto: Int)
    /// A push while the first one's transition runs: UIKit logs the nested push (the violation)
    /// but performs it, so the stack holds both instances.
    indirect case pushDuringPush(onto: Int, logged: Violation.Reason)
    /// `present` from `over` (the root of the level presenting, or the scene defining the
    /// presentation context), with the presented view controller's style.
    case present(over: Int, style: PresentationStyle)
    /// `popToViewController`: keep the stack's first `keeping` entries.
    case pop(Int, keeping: Int)
    /// `popToViewController` to the view controller on top of the stack already: nothing pops.
    case alreadyTop(Int, of: Int)
    /// `dismiss` the level and every level above it.
    case dismiss(fromLevel: Int)
    /// `selectedIndex = position`.
    case selectTab(Int, position: Int)
    /// `selectedIndex = position` where that tab is selected already: nothing changes.
    case tabAlreadySelected(Int, position: Int)
    /// The user taps the tab already selected: its stack pops to its root when `popsToRoot` (a
    /// navigation controller holding more than its root).
    case reselectTab(Int, popsToRoot: Bool)
    /// An unwind down to the destination.
    case unwind(to: Int)
    /// `setViewControllers([built])` on a navigation controller.
    case setStack(Int)
    /// `window.rootViewController = built`.
    case setRoot
    /// An embed segue adds the child.
    case embed(in: Int)
    /// The launch injection: no navigation.
    case injected
    /// UIKit logs the call (the violation, which does not stop the app) and drops it: a second
    /// tap during the first one's transition, a presentation from a level that presents already.
    indirect case dropped(Violation.Reason, Hop.Navigation)
    /// A crash at step 3.
    indirect case crash(Violation.Reason, Hop.Navigation)
    /// UIKit does nothing: an optional-chained call whose container is nil (silent), a
    /// presentation from a view not in the window (logged).
    indirect case skipped(Violation.Reason, Hop.Navigation, symptom: Violation.Symptom)
}

/// What a segue's `navigate` line does, with the violation it raises.
struct NavigateAgainPlan {
    var fact: Hop.NavigateAgain
    var violation: Violation.Reason
    var stops: Bool
}

extension Program.RouteInfo {
    /// Step 1 of a route that builds: a new instance of its destination, built `via`.
    func newDestination(via: Instantiation) -> DestinationPlan {
        guard let destination else {
            return .refused(.undeclaredDestination(route: name, destination: route.destination.text))
        }
        return .build(destination, via: via)
    }

    /// How the trace declares a programmatic route that builds (`route push! via code`).
    func declaration(_ action: Route.Action, via: Instantiation) -> Hop.Declaration {
        .route(action, forced: route.forcesUnwrap, via: via == .storyboard ? nil : via)
    }

    /// The `navigation-ignored` violation of this route's optional-chained call.
    func optionalCallSkipped(
        _ action: Route.Action, source: Instance, missing: Violation.OptionalContainer
    ) -> Violation.Reason {
        .optionalCallSkipped(route: name, action: action, source: source, missing: missing)
    }

    /// The scene (or container) a route's found destination must be; nil for `-> any`, whose
    /// code casts it to nothing.
    var expected: (name: String, kind: Instance.Kind)? {
        if route.isAnyDestination { return nil }
        switch destination {
        case .navigation?: return (route.destination.text, .navigation)
        case .tabs?: return (route.destination.text, .tabs)
        default: return (route.destination.text, .scene)
        }
    }
}
