/// An edge of the graph: a storyboard segue, a programmatic route, an unwind segue or an embed.
public struct Route: Hashable, Sendable {
    /// The storyboard segue kinds.
    public enum SegueKind: String, Hashable, Sendable, CaseIterable {
        /// Show: pushes inside a navigation controller, presents modally elsewhere.
        case show
        /// Show detail: a split view controller shows it as its detail; with none (navsim models
        /// none) the window's root presents it modally.
        case showDetail
        /// Present modally.
        case present
        /// Popover presentation; modal on a compact screen.
        case popover
        /// Legacy push: needs a navigation controller.
        case push
        /// Legacy modal.
        case modal
        /// A custom segue class; modelled as a modal presentation.
        case custom
    }

    /// Programmatic route actions (a router's `routeToX` method), also the actions a segue's
    /// `navigate` line can name.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// `show(_:sender:)`: push inside a navigation controller, present elsewhere.
        case show
        /// `showDetailViewController(_:sender:)`: a split view controller shows it as its detail;
        /// with none (navsim models none) the window's root presents it modally, as a
        /// `showDetail` segue does.
        case showDetail
        /// `pushViewController(_:animated:)`.
        case push
        /// `present(_:animated:)`.
        case present
        /// `popViewController(animated:)`.
        case pop
        /// `popToViewController(_:animated:)`.
        case popTo
        /// `popToRootViewController(animated:)`.
        case popToRoot
        /// `dismiss(animated:)`.
        case dismiss
        /// `tabBarController.selectedIndex = …`.
        case tab
        /// `navigationController.setViewControllers([destination], animated:)`: the stack is replaced.
        case setStack
        /// `window.rootViewController = destination`: everything on screen is replaced (log-in → app).
        case setRoot
    }

    /// The kind of edge.
    public enum Kind: Hashable, Sendable {
        /// `segue Id: Source -> Dest kind`.
        case segue(SegueKind)
        /// `route Name: Source -> Dest action [via …]`.
        case programmatic(Action, via: Instantiation)
        /// `unwind action: Source -> Dest`; the route's name is the unwind action.
        case unwind
        /// `embed Id: Parent -> Child`.
        case embed
    }

    /// The segue identifier, route name, unwind action or embed id.
    public var name: Name
    /// The scene the route starts from.
    public var source: Name
    /// The destination scene or container.
    public var destination: Name
    /// What kind of edge it is.
    public var kind: Kind
    /// The `pass` lines, in order (step 2).
    public var passes: [Pass]
    /// A segue's `navigate action` line: the router navigates too (double presentation).
    public var navigate: Navigate?
    /// `embed … via code|factory`: a child a custom container view controller builds and adds
    /// itself (`addChild`); nil for a container view's embed segue, built by the storyboard.
    public var embedInstantiation: Instantiation?
    /// `route … push!`: the router force-unwraps the container it navigates through
    /// (`navigationController!.pushViewController`), so a missing one crashes. Without `!` the
    /// call is optional-chained (`navigationController?.…`) and does nothing when it is missing.
    public var forcesUnwrap: Bool
    /// A `style` line: the presented view controller's `modalPresentationStyle` (nil: `automatic`).
    public var style: Style?
    /// A `fired` line: code (a completion handler, a notification, a timer) may take this route
    /// whenever an instance of its source is alive, on screen or not; `navsim explore` fires it.
    public var isFired = false
    /// An `alertAction` line: an alert's or action sheet's button (a `UIAlertAction`) takes this
    /// route; the alert is gone after the first tap, so `navsim explore` never taps it twice.
    public var isAlertAction = false
    /// An `onFirstAppear` line: the source's own code takes this route at its first appearance
    /// (its `viewDidAppear`, or `viewWillAppear` or layout code guarded to run once) the first time
    /// the source comes into the window, not a user's tap. Its source may be a container: a `UITabBarController` or
    /// `UINavigationController` subclass presenting an onboarding screen or selecting a tab at launch.
    public var isOnFirstAppear: Bool { onFirstAppear != nil }
    /// Where the `onFirstAppear` keyword is, when the route has one.
    public var onFirstAppear: SourcePosition?

    /// A route's `style` line.
    public struct Style: Hashable, Sendable {
        /// The presentation style.
        public var value: PresentationStyle
        /// Where the `style` keyword is.
        public var position: SourcePosition

        /// Creates a style line.
        public init(_ value: PresentationStyle, position: SourcePosition) {
            self.value = value
            self.position = position
        }
    }

    /// The style a presentation by this route uses: its `style` line, else `popover` for a
    /// popover segue, else `automatic`.
    public var presentationStyle: PresentationStyle {
        style?.value ?? (kind == .segue(.popover) ? .popover : .automatic)
    }
    /// Where the declaration's keyword is (its line is the route's graph line).
    public var position: SourcePosition

    /// A segue's `navigate action` line.
    public struct Navigate: Hashable, Sendable {
        /// The action the router performs in addition to the segue.
        public var action: Action
        /// Where the `navigate` keyword is.
        public var position: SourcePosition

        /// Creates a navigate line.
        public init(action: Action, position: SourcePosition) {
            self.action = action
            self.position = position
        }
    }

    /// Creates a route.
    public init(
        name: Name, source: Name, destination: Name, kind: Kind, passes: [Pass] = [], navigate: Navigate? = nil,
        forcesUnwrap: Bool = false, position: SourcePosition
    ) {
        self.forcesUnwrap = forcesUnwrap
        self.name = name
        self.source = source
        self.destination = destination
        self.kind = kind
        self.passes = passes
        self.navigate = navigate
        self.position = position
    }

    /// How a new destination is built, or nil when the route finds an existing instance.
    public var instantiation: Instantiation? {
        switch kind {
        case .segue: return .storyboard
        case .embed: return embedInstantiation ?? .storyboard
        case .programmatic(let action, let via):
            switch action {
            case .show, .showDetail, .push, .present, .setStack, .setRoot: return via
            case .pop, .popTo, .popToRoot, .dismiss, .tab: return nil
            }
        case .unwind: return nil
        }
    }

    /// `-> any`: a `pop`, `popToRoot` or `dismiss` whose code casts what it finds to no class
    /// (`navigationController?.popViewController(animated:)`): it lands on whatever UIKit finds,
    /// never traps on it, and does nothing when there is nothing to pop or dismiss. Or an unwind
    /// whose action every view controller implements (declared in `extension UIViewController`):
    /// it lands on the nearest view controller up the chain but the source.
    public var isAnyDestination: Bool {
        guard destination.text == Route.anyDestination else { return false }
        switch kind {
        case .programmatic(let action, _): return Route.anyDestinationActions.contains(action)
        case .unwind: return true
        case .segue, .embed: return false
        }
    }

    /// The destination word of `isAnyDestination`.
    public static let anyDestination = "any"
    /// The actions a route to `any` may take.
    public static let anyDestinationActions: Set<Action> = [.pop, .popToRoot, .dismiss]

    /// Whether UIKit's container is optional-chained: a programmatic route without `!` (segues,
    /// unwinds and embeds are performed by UIKit and never are).
    public var isOptionalChained: Bool {
        if case .programmatic = kind { return !forcesUnwrap }
        return false
    }

    /// The declaration keyword: `segue`, `route`, `unwind` or `embed`.
    public var keyword: String {
        switch kind {
        case .segue: return "segue"
        case .programmatic: return "route"
        case .unwind: return "unwind"
        case .embed: return "embed"
        }
    }
}

/// `pass destPath = expression`: step 2 of a hop, writing into the destination's store.
public struct Pass: Hashable, Sendable {
    /// The destination path: a field of the destination's store, or a path into it.
    public var destination: Path
    /// The value, read in the source's store.
    public var value: Expression
    /// Where the `pass` keyword is.
    public var position: SourcePosition

    /// Creates a pass line.
    public init(destination: Path, value: Expression, position: SourcePosition) {
        self.destination = destination
        self.value = value
        self.position = position
    }
}
