/// A parsed `.scenario` file: a user journey replayed against one graph.
public struct Scenario: Sendable {
    /// The path of the `.scenario` file, as the user gave it.
    public var file: String
    /// `scenario "title"`.
    public var title: String
    /// Where the `scenario` keyword is.
    public var titlePosition: SourcePosition
    /// `graph Name` or `graph "relative/path.navgraph"`: which graph the scenario runs against.
    public var graph: GraphReference
    /// The steps and expectations in file order.
    public var steps: [ScenarioStep]

    /// Creates a scenario.
    public init(
        file: String, title: String, titlePosition: SourcePosition, graph: GraphReference, steps: [ScenarioStep]
    ) {
        self.file = file
        self.title = title
        self.titlePosition = titlePosition
        self.graph = graph
        self.steps = steps
    }
}

/// The graph a scenario names: a graph name (`graph CleanStore`) or a relative path.
public struct GraphReference: Hashable, Sendable {
    /// The name or path as written.
    public var text: String
    /// True when written as a path (a string, or containing `/` or `.navgraph`).
    public var isPath: Bool
    /// Where it is written.
    public var position: SourcePosition

    /// Creates a graph reference.
    public init(text: String, isPath: Bool, position: SourcePosition) {
        self.text = text
        self.isPath = isPath
        self.position = position
    }
}

/// One line of a scenario: a user step, a `given`, a `set`, or an expectation.
public struct ScenarioStep: Hashable, Sendable {
    /// What the line does.
    public enum Kind: Hashable, Sendable {
        /// `given Scene.field = value`: the value every new instance of Scene starts with (or a
        /// shared store's initial value). Only allowed before the first other step.
        case given(Path, Expression)
        /// `select n`: sets the top scene's `selection`.
        case select(Int)
        /// `tap Route` or `tap Route twice`.
        case tap(Name, twice: Bool)
        /// `tap First then Second`: `First`'s code issues `Second` while `First`'s transition runs.
        case tapThen(Name, then: Name)
        /// `fire Route from Scene`: code fires a route of the newest live instance of Scene, on
        /// screen or not (a network callback, a notification, a timer).
        case fire(Name, from: Name)
        /// `back`: the system back button of the innermost navigation stack on screen.
        case back
        /// `dismiss`: swipe the top-most modal down.
        case dismiss
        /// `tab Child`: the user selects a tab.
        case tab(Name)
        /// `expect cannot swipe|back|tab [Child]`: the user cannot make that gesture now (a
        /// full-screen modal cannot be swiped down, a stack root has no back button, a covered
        /// tab bar cannot be tapped): asserting that the user is stuck.
        case expectCannot(Simulator.Gesture)
        /// `expect presenter of Presented is Presenter`: the view controller UIKit reports as the
        /// modal's `presentingViewController` (a container, often: the tab bar or navigation
        /// controller the presentation went up to). A wrong presenter is what makes a later
        /// dismiss or unwind misbehave.
        case expectPresenter(of: Name, is: Name)
        /// `expect alive Scene` / `expect released Scene`: whether an instance of Scene is still
        /// alive anywhere (on screen or not): a modal left alive behind a new root is a leak.
        case expectAlive(Name, alive: Bool)
        /// `set Scene.path = value`: change data in the on-screen instance of Scene.
        case set(Path, Expression)
        /// `expect top Scene`.
        case expectTop(Name)
        /// `expect stack [A, B]`.
        case expectStack([Name])
        /// `expect presented Scene` or `expect presented none` (nil).
        case expectPresented(Name?)
        /// `expect tab Child`.
        case expectTab(Name)
        /// `expect Scene.path == value`.
        case expectValue(Path, Expression)
        /// `expect hierarchy …`, in canonical notation without instance numbers.
        case expectHierarchy(HierarchyPattern)
        /// `expect violation id`.
        case expectViolation(Name)
    }

    /// What the line does.
    public var kind: Kind
    /// Where the line's first keyword is.
    public var position: SourcePosition
    /// The line's code without comment, as written (trace headers show it).
    public var text: String

    /// Creates a step.
    public init(kind: Kind, position: SourcePosition, text: String) {
        self.kind = kind
        self.position = position
        self.text = text
    }

    /// Whether the line is an expectation (checked, never changes state).
    public var isExpectation: Bool {
        switch kind {
        case .expectTop, .expectStack, .expectPresented, .expectTab, .expectValue, .expectHierarchy,
            .expectViolation, .expectCannot, .expectPresenter, .expectAlive:
            return true
        default:
            return false
        }
    }
}

/// A hierarchy in navsim's notation, parsed from `expect hierarchy …` and kept as a tree.
///
/// `Main[ListOrders, ShowOrder]` is a navigation stack; `Home{*A[X], B[Y]}` a tab container with
/// `*` on the selected child; `Party(PartyDetail, GroupChat)` a scene with embedded children; and
/// ` > ` separates the window's root from each view controller presented on top of it.
public struct HierarchyPattern: Hashable, Sendable, CustomStringConvertible {
    /// One view controller in the notation.
    public indirect enum Node: Hashable, Sendable {
        /// A scene, with its embedded children.
        case scene(name: String, embedded: [Node])
        /// A navigation container and its stack, bottom first.
        case navigation(name: String, stack: [Node])
        /// A tab container, its children, and the index of the selected one.
        case tabs(name: String, children: [Node], selected: Int)
    }

    /// The window's root first, then each presented view controller in order.
    public var levels: [Node]

    /// Creates a pattern.
    public init(levels: [Node]) { self.levels = levels }

    /// The canonical notation: `Main[ListOrders, ShowOrder] > EditNav[EditContact]`.
    public var description: String { levels.map(Self.render).joined(separator: " > ") }

    static func render(_ node: Node) -> String {
        switch node {
        case .scene(let name, let embedded):
            return embedded.isEmpty ? name : "\(name)(\(embedded.map(render).joined(separator: ", ")))"
        case .navigation(let name, let stack):
            return "\(name)[\(stack.map(render).joined(separator: ", "))]"
        case .tabs(let name, let children, let selected):
            let items = children.enumerated().map { ($0.offset == selected ? "*" : "") + render($0.element) }
            return "\(name){\(items.joined(separator: ", "))}"
        }
    }
}
