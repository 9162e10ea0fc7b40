/// Where the import read something: a file as output names it, and a place in it.
struct ImportOrigin: Sendable, Hashable {
    /// The file.
    var file: String
    /// The place.
    var position: SourcePosition

    /// `File.swift:12`, as comments say it: the file's last path component.
    var label: String { "\(file.split(separator: "/").last.map(String.init) ?? file):\(position.line)" }
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
    /// Where the navigation call is (for a segue: the code that handles it).
    var origin: ImportOrigin
    /// The method the site was read in, as Swift names it (`routeToShowOrder(segue:)`), for comments.
    var method: String
    /// Where code calls the method that navigates (a view controller's action calling a
    /// coordinator or router): for comments.
    var calledFrom: [ImportOrigin] = []
    /// Set when the code never runs as written (a router's segue branch no `prepare(for:sender:)`
    /// dispatches to, a route no code calls): the site's lines are written as comments saying so.
    var inert: String?
    /// Set when the code may run but navsim cannot tell whether it does from this source (a
    /// restarted coordinator's `start()` choosing by a flag, flows that disagree over a step none
    /// of them shows the source for): the reason, quoting the code and its place. The route is
    /// written as a comment with a warning, never as a route the app may not have.
    var undecided: String?
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
}
