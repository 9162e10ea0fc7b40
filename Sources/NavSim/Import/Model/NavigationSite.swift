/// Where the import read something: a file as output names it, and a place in it.
struct ImportOrigin: Sendable, Hashable {
    /// The file.
    var file: String
    /// The place.
    var position: SourcePosition

    /// `File.swift:12`, as comments say it: the file's last path component.
    var label: String { "\(Self.lastComponent(of: file)):\(position.line)" }

    /// What follows the last `/` of `path` (trailing ones dropped), or `path` when that is empty:
    /// an ASCII path read as bytes, as every pass and store comment names its file.
    private static func lastComponent(of path: String) -> String {
        // From the string's storage when it has one: split into parts, every path's were a sixtieth
        // of a Clean Swift import.
        if let component = path.utf8.withContiguousStorageIfAvailable(lastComponent(bytes:)), let component {
            return component ?? path
        }
        return path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `lastComponent(of:)` of the UTF-8 `bytes` of a path when they are ASCII: nil when they are
    /// not; `.some(nil)` when no part is left (the path is only slashes).
    private static func lastComponent(bytes: UnsafeBufferPointer<UInt8>) -> String?? {
        for byte in bytes where byte >= 0x80 { return nil }
        let slash = UInt8(ascii: "/")
        var end = bytes.count
        while end > 0, bytes[end - 1] == slash { end -= 1 }
        guard end > 0 else { return .some(nil) }
        var start = end
        while start > 0, bytes[start - 1] != slash { start -= 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}

/// A `pass` line as a reader found it: a field of the destination's store and what is written
/// into it.
struct ImportedPass: Sendable, Equatable {
    /// The destination's field or path (`order`, `order.total`).
    var field: String
    /// The value as the DSL writes it (`orders[selection]`), read in the source's store; nil when
    /// the Swift was not understood, and the line is written as a comment.
    var expression: String?
    /// The Swift it was read from.
    var swift: String
    /// Where.
    var origin: ImportOrigin
    /// Whether the value is an object of the app's (a view model) whose value navsim does not
    /// read: written `{}`, and dropped without a warning where the destination declares no such field.
    var isObject = false
    /// What the comment adds, when the value is read by a rule the Swift does not show
    /// (`read from a lookup by 'id'`).
    var note: String? = nil
}

/// One navigation the app can perform, as a pattern reader found it in the code: what triggers
/// it, which scene it leaves and which it reaches, how the destination is obtained, what is
/// passed, and what UIKit is asked to do. It is the import's neutral middle model: every reader
/// (Clean Swift routers, MVC `prepare(for:sender:)`, navigation in code, coordinators, launch
/// code) writes sites, and `SiteMerger` alone turns them into the graph's routes.
///
/// Scenes are named by their view controller **class** here (`ContactsViewController`); the
/// merger finds the graph scene of each class (the storyboard's, or one it adds) by the import's
/// naming rule, so a scene's name (`Contacts`, the class without `ViewController`) names it too.
struct NavigationSite: Sendable {
    /// What makes the navigation happen.
    enum Trigger: Sendable, Hashable {
        /// A storyboard segue from the source: with an identifier, the segue that has it; nil
        /// for the source's one segue to the destination (a cell's segue often has none). The
        /// site completes the segue the storyboard declares: its passes, and, with an `action`,
        /// navigation the code does on top of the segue's own (a double presentation).
        case segue(identifier: String?)
        /// Code: an action method, a delegate or table-view callback, a coordinator's or router's
        /// method. `name` is the route's name in the graph (`routeToShowOrder` → `ShowOrder`).
        case code(name: String)
        /// An unwind action the destination implements (`@IBAction func save(_ segue:)`): the
        /// site carries what it reads from `segue.source`; `source` is nil (any scene that
        /// unwinds to it), `destination` the implementing class.
        case unwindAction(name: String)
    }

    /// How the destination view controller is obtained.
    enum Obtained: Sendable, Hashable {
        /// The storyboard builds it for a segue.
        case segue
        /// `instantiateViewController(withIdentifier:)` (`init(coder:)`).
        case storyboard
        /// An initialiser: `X()`, `X(nibName:bundle:)`, `X(item:)` (`init(nibName:bundle:)` or another).
        case initializer
        /// A static factory or builder: `X.make(…)`, `XBuilder.build(…)`.
        case factory
        /// An existing instance: pops, dismiss, tab selection, unwinds.
        case found
    }

    /// What triggers it.
    var trigger: Trigger
    /// The view controller class on screen when the user triggers it; nil when not known (the
    /// site is then written as a comment).
    var source: String?
    /// The destination view controller class (the content of a navigation controller built
    /// around it); nil when only run time knows (a plain `pop`, a `dismiss`).
    var destination: String?
    /// How the destination is obtained.
    var obtained: Obtained
    /// The storyboard identifier the destination is instantiated by, when the code does not
    /// cast it to a class (`instantiateViewController(withIdentifier: "Settings")`): the merger
    /// finds the storyboard scene that has it.
    var storyboardIdentifier: String?
    /// The storyboard whose initial view controller the destination is, when the code gets it
    /// with `UIStoryboard(name: "Settings", bundle:).instantiateInitialViewController()` and casts
    /// it to no class: the merger finds the scene or container the storyboard starts with.
    var initialOf: String?
    /// What the code asks UIKit to do; nil when the storyboard's segue navigates
    /// (`prepare(for:sender:)`, `performSegue`).
    var action: Route.Action?
    /// Whether the code force-unwraps the container it navigates through (`navigationController!`).
    var forcesContainer = false
    /// `modalPresentationStyle` set on the destination before it is presented (the DSL's style name).
    var style: String?
    /// Whether the destination is wrapped in a navigation controller built for it
    /// (`present(UINavigationController(rootViewController: x))`).
    var wrapsInNavigation = false
    /// What is passed, in order.
    var passes: [ImportedPass] = []
    /// For a pop whose destination the code does not name: the class the code casts the view
    /// controller below the source to (`viewControllers[viewControllers.count - 2] as?
    /// SourceListViewController`) and hands the `passes` before popping. They are written when
    /// the pop lands on that class's scene, and as comments otherwise.
    var passesIfLandingOn: String?
    /// Where the navigation call is (for a segue: the code that handles it).
    var origin: ImportOrigin
    /// The method the site was read in, as Swift names it (`routeToShowOrder(segue:)`), for comments.
    var method: String
    /// Where code calls the method that navigates (a view controller's action calling a
    /// coordinator or router): for comments.
    var calledFrom: [ImportOrigin] = []
    /// Set for a clause of a helper that handles any destination by its class (`if let edit =
    /// destination as? EditViewController { … }`): a clause no storyboard segue from the source
    /// reaches is no finding, and is dropped without a warning.
    var dispatchesOnClass = false
    /// Set when the code never runs as written (a router's segue branch no `prepare(for:sender:)`
    /// dispatches to, a route no code calls): the site's lines are written as comments saying so.
    var inert: String?
    /// Set when the code may run but navsim cannot tell whether it does from this source (a
    /// restarted coordinator's `start()` choosing by a flag, flows that disagree over a step none
    /// of them shows the source for): the reason, quoting the code and its place. The route is
    /// written as a comment with a warning, never as a route the app may not have.
    var undecided: String?
    /// Set with `undecided` when what took the source off the screen before the site runs is
    /// only a `pop` of its own stack (`popsOwnStack`): the graph decides it (`SiteMerger`), since a pop leaves a screen that no
    /// stack holds above another where it is, and the site then runs from it.
    var undecidedAfterPop = false
    /// Set for a `pop` the source's own code makes on its own navigation controller
    /// (`navigationController?.popViewController(animated:)`): only such a pop can leave the
    /// source where it is (`undecidedAfterPop`); one on another stack (a coordinator's, the
    /// presenter's) takes something else off the screen.
    var popsOwnStack = false
    /// Set when a container subclass's own appearance code navigates (a `UITabBarController`
    /// subclass's `viewDidLoad`, `viewWillAppear`, `viewDidAppear` or layout code): the route runs
    /// `onFirstAppear`, from the container, not on a user's action. Code UIKit runs on every
    /// appearance is imported as running once (see `docs/import.md`).
    var onFirstAppear = false
    /// For an `onFirstAppear` site: the UIKit method whose chain reaches it (`viewDidLoad`,
    /// `viewDidAppear`, …), which orders the container's routes as UIKit runs them.
    var appearanceMethod: String?
    /// Set when UIKit refuses the navigation as written (a `present` from `viewDidLoad`, before
    /// the view is in the window): the reason, quoting the code. The route is written as a
    /// comment with a warning.
    var refused: String?
    /// Set when a user's action on a container subclass's own controls runs the navigation (a bar
    /// button its `viewDidLoad` sets up, `target: coordinator`): the DSL has no tap from a
    /// container, so the route is written as a comment with a warning, saying what runs it.
    var containerAction: String?
    /// Set when the code adds the destination as a child of the source through UIKit's
    /// containment API (`addChild(d)`) instead of asking UIKit to navigate; `action` is nil.
    var childAddition: ChildAddition?
    /// The position `selectedIndex = 1` selects, when the code writes a number: the merger takes
    /// the tab at that position of the tab bar the source is.
    var tabIndex: Int?
    /// For an unwind action declared in an extension of a UIKit class (`destination` nil): that
    /// class, and the app's classes that descend from it. `UIViewController`'s is implemented by
    /// every view controller (the unwind goes to `any`); another's (`UITableViewController`) only
    /// by those subclasses and by storyboard scenes of that kind.
    var sharedExtension: SharedExtension?

    /// When a custom container view controller adds a child (`addChild(d)`).
    enum ChildAddition: Sendable, Hashable {
        /// In its loading code (`viewDidLoad`, `loadView`, `awakeFromNib`, an initialiser, a
        /// method they call): the child is on screen with it from the first, an `embed`.
        case loading
        /// Elsewhere (an action, a callback: a signed-out flow swapped for the main one): the
        /// method that starts the chain. The DSL has no word for a child replaced.
        case later(String)
    }

    /// The UIKit class an unwind action's extension extends, and the app's subclasses of it.
    struct SharedExtension: Sendable {
        /// `UIViewController`, `UITableViewController`, `UINavigationController`, …
        var base: String
        /// The app's classes whose superclass chain reaches `base`, sorted.
        var subclasses: [String]
        /// Whether every view controller implements the action.
        var isEveryViewController: Bool { base == "UIViewController" }
    }
}

/// What the app's launch code puts in the window: `window.rootViewController = …` in a scene or
/// app delegate (or the method it calls, a coordinator's `start()`), as view controller classes.
/// The merger writes it as containers and `start`, where no storyboard's initial view controller does.
indirect enum LaunchRoot: Sendable, Equatable {
    /// A view controller of this class.
    case scene(String)
    /// `UINavigationController(rootViewController:)` around its root.
    case navigation(LaunchRoot)
    /// A `UITabBarController` whose `viewControllers` are these, in order.
    case tabs([LaunchRoot])
}

/// A `LaunchRoot` and where it was read.
struct LaunchFinding: Sendable {
    /// The root.
    var root: LaunchRoot
    /// How the root scene is built (`.initializer`, `.storyboard`, `.factory`).
    var obtained: NavigationSite.Obtained
    /// Where the window's root is assigned.
    var origin: ImportOrigin
    /// The `if`, `guard`, `switch` or loop that decides whether launch code sets this root (or
    /// another one): nil when it always does.
    var condition: ImportOrigin? = nil
    /// The condition that decides which root a container of the launch root gets (a navigation
    /// controller always put in the window, its first screen pushed in one branch of an `if`).
    var contentCondition: ImportOrigin? = nil
}

/// What launch code hands the roots of the storyboard's initial tab bar controller (or
/// navigation controller): the app delegate walking `tabBarController.viewControllers` and
/// setting properties on each tab's root (`contacts.favoritesOnly = index == 1`,
/// `contacts.state = stateController`). The merger writes it as `pass` lines under each tab's
/// container, and the objects the app delegate shares as `shared` stores.
struct RootInjection: Sendable {
    /// A value given to a root.
    indirect enum Value: Sendable, Equatable {
        /// A DSL expression (a literal).
        case expression(String)
        /// `index == n` in a loop over the tabs: `true` in tab `n`, else `false`.
        case tabIndexEquals(Int)
        /// An object the app delegate makes once and hands every root: the shared store of this name.
        case shared(String)
        /// A computed property of the root read through what launch code gave it: a path
        /// (`State.favorites`), or a choice on a `Bool` field given at launch.
        case path(String)
        case choice(field: String, then: Value, otherwise: Value)
        /// Swift the reader could not read (a call, a service built in place): a commented pass.
        case unread(String)
    }

    /// One assignment: the root's field and its value, and where it is written.
    struct Assignment: Sendable {
        /// The field.
        var field: String
        /// The value.
        var value: Value
        /// Where.
        var origin: ImportOrigin
    }

    /// The view controller class of the roots it configures.
    var rootClass: String
    /// Whether every tab's root is configured (a loop over `viewControllers`), else only the
    /// container's own root (a navigation controller, or a tab bar's first tab).
    var everyTab: Bool
    /// What is set on each root, in order: assignments in the code, then the root's computed
    /// properties that read what the code gave it.
    var assignments: [Assignment]
}

/// An object the app delegate makes once and hands to the scenes it configures: a `shared` store.
struct SharedObject: Sendable {
    /// The shared store's name (the class without `Controller`, `Store`, …: `StateController` → `State`).
    var name: String
    /// Its fields: the class's stored properties.
    var stores: [SwiftScene.Store]
    /// Where the app delegate makes it.
    var origin: ImportOrigin
}
