/// One hop: a route taken, with its three steps, recorded as facts. How it reads in a trace is
/// `Trace/`'s business (`HopText`).
public struct Hop: Hashable, Sendable {
    /// How the hop was triggered.
    public enum Kind: String, Hashable, Sendable {
        /// A storyboard segue.
        case segue
        /// A router's programmatic route (or the system back button / dismiss gesture).
        case programmatic
        /// An unwind segue.
        case unwind
        /// A tab selection.
        case tab
        /// A container's launch injection or an embed.
        case container
    }

    /// What declared the hop: a graph line, or one of the user's system gestures.
    public enum Declaration: Hashable, Sendable {
        /// `segue … show` and the other segue kinds.
        case segue(Route.SegueKind)
        /// `route … push`; `forced` for `push!`; `via` only when the route builds its destination other
        /// than from the storyboard.
        case route(Route.Action, forced: Bool = false, via: Instantiation?)
        /// `unwind …`.
        case unwind
        /// `embed …`.
        case embed
        /// A navigation container's `pass` lines, injected at launch.
        case navigationPass
        /// The system back button.
        case backButton
        /// The user's swipe down on a sheet.
        case swipeDown
        /// The user's tap on the tab bar.
        case tabBar
    }

    /// The state of a scene's data store when it was obtained.
    public enum StoreState: Hashable, Sendable {
        /// The `router.dataStore` is set.
        case wired
        /// `setup` did not run for the initialiser used, so `router` (and its data store) is nil.
        case missing(setup: Scene.Setup, initialiser: Instantiation)
        /// A container: it has no data store.
        case none
    }

    /// Where a found destination was found.
    public enum Place: Hashable, Sendable {
        /// `viewControllers[count - 2]` of a navigation controller.
        case belowTop(of: Instance)
        /// `viewControllers.first` of a navigation controller.
        case rootOf(Instance)
        /// The nearest instance of a scene below the top of a navigation controller.
        case nearestBelowTop(scene: String, of: Instance)
        /// `popTo` found no instance of the scene, so the router takes `viewControllers[count - 2]`.
        case belowTopWithout(scene: String, of: Instance)
        /// A second dismiss finds the scene the first one revealed.
        case revealedByFirstDismiss
        /// `presentingViewController` itself.
        case presentingViewController
        /// The source itself: it presents what `dismiss` dismisses.
        case sourcePresents
        /// The scene shown by the presenting view controller.
        case shownByPresenting(Instance)
        /// The top scene of a tab.
        case topOfTab(Instance)
        /// The nearest instance of a scene up the unwind chain.
        case nearestUpTheChain(scene: String)
        /// An unwind to `any`: the nearest view controller up the chain but the source, every one
        /// implementing the action.
        case nearestImplementer
    }

    /// Why no destination was obtained at step 1.
    public enum Missing: Hashable, Sendable {
        /// The source has no navigation controller.
        case noNavigationController(Instance)
        /// The source was not presented.
        case notPresented(Instance)
        /// The source has no tab bar controller.
        case noTabBarController
        /// No tab holds an instance of the scene.
        case noTabHolds(scene: String)
        /// The navigation controller holds too few view controllers.
        case stackHolds(Instance, count: Int)
        /// No instance of the scene up the unwind chain.
        case noneUpTheChain(scene: String)
        /// An unwind to `any` with no view controller up the chain but the source.
        case noImplementerUpTheChain
        /// The route's destination is not declared in the graph.
        case undeclared
    }

    /// Step 1: how the destination was obtained.
    public enum Acquisition: Hashable, Sendable {
        /// Built (`instantiateViewController`, `init`, a factory); `receiver` is the scene inside
        /// a built container (`viewControllers.first`, `selectedViewController`), else `built` itself.
        case built(Instance, receiver: Instance, via: Instantiation, store: StoreState)
        /// An existing instance found in the hierarchy.
        case found(Instance, at: Place)
        /// A navigation container's root, injected at launch.
        case injected(Instance, container: String, store: StoreState)
        /// Nothing was obtained.
        case missing(Missing)
    }

    /// Who performs step 3.
    public enum Performer: Hashable, Sendable {
        /// The storyboard segue.
        case segue
        /// The router's code.
        case router
        /// The system back button.
        case backButton
        /// The user's swipe down.
        case userSwipe
        /// The tab bar.
        case tabBar
        /// UIKit itself (unwinds and embeds).
        case uikit
    }

    /// One thing an unwind does on its way down.
    public enum UnwindStep: Hashable, Sendable {
        /// Dismisses a presented view controller.
        case dismiss(Instance)
        /// Pops view controllers off a navigation controller.
        case pop([Instance], off: Instance)
        /// Selects the tab holding the destination.
        case selectTab(Instance)
    }

    /// Step 3: the navigation performed, or why none was.
    public enum Navigation: Hashable, Sendable {
        /// Pushed onto a navigation controller.
        case push(onto: Instance, by: Performer)
        /// Presented by `over` (the top-most level's root, or the scene defining the presentation
        /// context) in a presentation style.
        case present(over: Instance, style: PresentationStyle, by: Performer)
        /// Popped instances off a navigation controller.
        case pop([Instance], off: Instance, by: Performer)
        /// Nothing to pop: the destination is already the top.
        case alreadyTop(Instance, of: Instance)
        /// Dismissed a presented view controller.
        case dismiss(Instance, by: Performer)
        /// Selected a tab.
        case selectTab(Instance, of: Instance, by: Performer)
        /// The router selects the tab already selected.
        case tabAlreadySelected(Instance, of: Instance)
        /// The user taps the selected tab: its stack pops to the root (nothing when it is at the root).
        case reselectTab(String, popped: [Instance])
        /// The unwind's dismisses and pops, performed by UIKit.
        case unwind([UnwindStep])
        /// `setViewControllers`: the stack of a navigation controller replaced; what it held.
        case replaceStack([Instance], of: Instance, by: Performer)
        /// `window.rootViewController =`: the old root (with everything it presented) replaced.
        case replaceRoot(Instance, by: Performer)
        /// Added as a child by an embed segue.
        case embedded(in: Instance)
        /// Injected at launch: no navigation.
        case injectedAtLaunch
        /// A push from outside any navigation controller.
        case noNavigationController(Instance)
        /// A navigation controller cannot be pushed.
        case pushRefused
        /// A second push while the first is still animating: UIKit logs it and pushes anyway.
        case pushedDuringPush(onto: Instance, by: Performer)
        /// A presentation dropped because the source's view is not in the window.
        case presentDroppedOffScreen(Instance)
        /// A presentation dropped because the first one is still animating.
        case presentDroppedInProgress(over: Instance)
        /// A presentation dropped because a dismissal is still animating.
        case presentDroppedWhileDismissing(over: Instance)
        /// A presentation dropped because the presenter already presents another.
        case presentDroppedAlreadyPresenting(over: Instance, presenting: Instance)
        /// A pop dropped because the first pop is still animating.
        case popDropped(Instance)
        /// A dismiss dropped because the first dismissal is still animating.
        case dismissDropped
        /// An unwind dropped because the first one is still animating.
        case unwindDropped
    }

    /// What a segue's `navigate` line did after the segue navigated.
    public enum RouterNavigation: Hashable, Sendable {
        /// The router pushes the instance the segue shows.
        case pushesAgain
        /// The router presents it again from a view controller that already presents it: dropped.
        case presentsAgain
        /// The router presents the instance the segue pushed.
        case presentsToo
        /// Another navigation during the segue's transition: dropped.
        case dropped
    }

    /// A segue's `navigate` line: what it declares, what it became here, and its effect.
    public struct NavigateAgain: Hashable, Sendable {
        /// The action as the graph writes it (`show`).
        public var declared: Route.Action
        /// The action it performs here (`show` becomes `push` or `present`).
        public var performed: Route.Action
        /// What it did.
        public var effect: RouterNavigation

        /// Creates the fact.
        public init(declared: Route.Action, performed: Route.Action, effect: RouterNavigation) {
            self.declared = declared
            self.performed = performed
            self.effect = effect
        }
    }

    /// The step number the hop belongs to.
    public var stepNumber: Int
    /// The route name (segue id, route name, unwind action, embed id; `back`, `dismiss`, `tab`).
    public var route: String
    /// The kind of hop.
    public var kind: Kind
    /// What declared it.
    public var declaration: Declaration
    /// Whether this is the second hop of `tap X twice`.
    public var isSecondTap: Bool
    /// Whether the source's appearance code took the route (`onFirstAppear`), not a user's tap.
    public var isOnFirstAppear = false
    /// The source instance, or the container for launch injection.
    public var from: Instance
    /// The destination as the route declares it (`CreateOrder`, `EditNav`); for the user's back,
    /// dismiss and tab, the instance reached.
    public var declaredDestination: String
    /// The destination instance, when step 1 obtained one: the scene a built container shows,
    /// or the instance found or injected into.
    public var to: Instance? {
        switch destination {
        case .built(_, let receiver, _, _): return receiver
        case .found(let instance, _), .injected(let instance, _, _): return instance
        case .missing: return nil
        }
    }
    /// The route's declaration line in the graph (nil for the user's back/dismiss/tab).
    public var graphLine: Int?
    /// Step 1: how the destination was obtained.
    public var destination: Acquisition
    /// Step 2: every value passed, in `pass` order.
    public var passed: [PassedValue]
    /// Step 3: the navigation performed (nil when the hop ended before step 3).
    public var navigation: Navigation?
    /// A segue's `navigate` line, when it has one and step 3 was reached.
    public var navigateAgain: NavigateAgain?
    /// The hierarchy after the hop.
    public var hierarchyAfter: HierarchySnapshot
    /// The violations raised during the hop, in order (also listed in the step's record).
    public var violations: [Violation]
    /// The last of the three steps that ran (1, 2 or 3): a crash at step 1 ends the hop there.
    public var lastStep: Int
    /// What the scenes that appeared after the hop did (a selection cleared, `appear` lines run).
    public var appearances: [Appearance] = []

    /// Creates a hop that has obtained nothing yet.
    public init(
        stepNumber: Int, route: String, kind: Kind, declaration: Declaration, from: Instance,
        declaredDestination: String, graphLine: Int?
    ) {
        self.stepNumber = stepNumber
        self.route = route
        self.kind = kind
        self.declaration = declaration
        self.isSecondTap = false
        self.from = from
        self.declaredDestination = declaredDestination
        self.graphLine = graphLine
        self.destination = .missing(.undeclared)
        self.passed = []
        self.navigation = nil
        self.navigateAgain = nil
        self.hierarchyAfter = HierarchySnapshot(levels: [])
        self.violations = []
        self.lastStep = 1
    }
}

/// One value passed at step 2 of a hop.
public struct PassedValue: Hashable, Sendable {
    /// Why a write was dropped by optional chaining.
    public enum Drop: Hashable, Sendable {
        /// A value on the path is nil (`destination.student?.age = 3` with a nil student).
        case isNil(path: String)
        /// A value on the path is not a record.
        case notARecord(path: String)
        /// A value on the path is not a list.
        case notAList(path: String)
        /// The destination has no data store.
        case noDataStore(Instance)
        /// The path names a shared store itself, not one of its fields.
        case sharedStoreItself(String)
    }

    /// The destination path written (`orderToEdit`, `editingStudent.age`).
    public var path: String
    /// The value written, after evaluation.
    public var value: Value
    /// Why the value was not written, when it was not.
    public var dropped: Drop?

    /// Creates a passed value.
    public init(path: String, value: Value, dropped: Drop? = nil) {
        self.path = path
        self.value = value
        self.dropped = dropped
    }
}

/// Why evaluating or writing a path traps.
public enum PathFault: Error, Hashable, Sendable {
    /// An index expression is nil: `path` is the path up to that index, `index` the expression.
    case nilIndex(path: String, index: String)
    /// An index past the end, negative or not a whole number: `path` is the path up to that
    /// index, `index` the index's value as written in a trace.
    case outOfRange(path: String, index: String, count: Int)
}
