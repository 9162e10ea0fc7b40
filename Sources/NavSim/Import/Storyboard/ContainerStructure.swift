/// Which view controllers of an import navsim declares as containers, from their relationship
/// segues, and which relationships are left to be declared as embeds.
///
/// A `navigationController` with a `rootViewController` scene is a `navigation`; a
/// `tabBarController` with `viewControllers` is `tabs` (children that are scenes or navigation
/// containers). Everything else is a scene: a navigation controller whose root is set in code,
/// a split view controller (whose columns are embeds: they are on screen with it), a page view
/// controller. Every relationship that is not a navigation root or a tab is an embed.
struct ContainerStructure {
    /// A container navsim declares.
    enum Kind: Equatable {
        case navigation(root: StoryboardLinker.Node)
        case tabs([StoryboardLinker.Node])
    }

    /// The containers, by view controller; a view controller absent here is a scene.
    private(set) var kinds: [StoryboardLinker.Node: Kind] = [:]
    /// What the decisions are worth telling: containers imported as scenes, dropped tabs,
    /// relationships to ids that are in no scene.
    private(set) var warnings: [Diagnostic] = []
    /// The relationship segues each navigation or tab bar container declares itself, by id.
    private var absorbed: [StoryboardLinker.Node: Set<String>] = [:]

    /// Decides the containers of `storyboards`, with `lookup` resolving ids across them.
    init(storyboards: [Storyboard], lookup: (Int, String) -> StoryboardLinker.Lookup) {
        var relationships: [StoryboardLinker.Node: [Storyboard.Segue]] = [:]
        var controllerFiles: [StoryboardLinker.Node: (storyboard: Storyboard, controller: Storyboard.Controller)] = [:]
        var order: [StoryboardLinker.Node] = []
        for (file, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where controller.reference == nil {
                let node = StoryboardLinker.Node.controller(file: file, id: controller.id)
                if controllerFiles[node] == nil { order.append(node) }
                controllerFiles[node] = (storyboard, controller)
            }
            for segue in storyboard.segues where segue.kind == "relationship" {
                relationships[.controller(file: file, id: segue.source), default: []].append(segue)
            }
        }
        func target(_ segue: Storyboard.Segue, of node: StoryboardLinker.Node) -> StoryboardLinker.Node? {
            guard case .controller(let file, _) = node else { return nil }
            switch lookup(file, segue.destination) {
            case .node(let found), .external(let found, _, _, _): return found
            case .missing: return nil
            }
        }
        for node in order {
            guard let (storyboard, controller) = controllerFiles[node] else { continue }
            let segues = relationships[node] ?? []
            switch controller.element {
            case "navigationController":
                if let segue = segues.first(where: { $0.relationship == "rootViewController" }),
                    let root = target(segue, of: node)
                {
                    kinds[node] = .navigation(root: root)
                    absorbed[node] = [segue.id]
                } else {
                    warn(
                        storyboard, controller,
                        "navigation controller without a root view controller (set in code); imported as a scene")
                }
            case "tabBarController":
                let tabs = segues.filter { $0.relationship == "viewControllers" && target($0, of: node) != nil }
                if tabs.isEmpty {
                    warn(storyboard, controller, "tab bar controller without tabs (set in code); imported as a scene")
                } else {
                    kinds[node] = .tabs(tabs.compactMap { target($0, of: node) })
                    absorbed[node] = Set(tabs.map(\.id))
                }
            case "splitViewController":
                warn(storyboard, controller, "split view controller imported as a scene that embeds its columns")
            default:
                break
            }
        }
        // A navigation root must be a scene; a tab, a scene or a navigation container.
        for node in order {
            guard case .navigation(let root)? = kinds[node], kinds[root] != nil,
                let (storyboard, controller) = controllerFiles[node]
            else { continue }
            kinds[node] = nil
            absorbed[node] = nil
            warn(
                storyboard, controller,
                "navigation controller whose root is a container; imported as a scene that embeds it")
        }
        for node in order {
            guard case .tabs(let children)? = kinds[node], let (storyboard, controller) = controllerFiles[node] else {
                continue
            }
            let kept = children.filter { child in
                if case .tabs? = kinds[child] { return false }
                return true
            }
            if kept.count < children.count {
                warn(storyboard, controller, "a tab bar controller inside a tab; that tab is not imported")
                kinds[node] = kept.isEmpty ? nil : .tabs(kept)
                if kept.isEmpty { absorbed[node] = nil }
            }
        }
    }

    /// The container elements of UIKit's container classes, for a view controller whose custom
    /// class names one.
    private static let uikitContainers = [
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
        "UISplitViewController": "splitViewController",
    ]

    /// `storyboard` with each view controller whose custom class is UIKit's own container
    /// (`<viewController customClass="UINavigationController">`) read as that container's
    /// element, without a custom class: it is the container, and named as one.
    static func withUIKitClassesAsElements(_ storyboard: Storyboard) -> Storyboard {
        var storyboard = storyboard
        for index in storyboard.controllers.indices {
            guard let customClass = storyboard.controllers[index].customClass,
                let element = uikitContainers[customClass.split(separator: ".").last.map(String.init) ?? customClass]
            else { continue }
            storyboard.controllers[index].element = element
            storyboard.controllers[index].customClass = nil
        }
        return storyboard
    }

    /// Whether relationship `segue`, from view controller `source`, is left to be declared as
    /// an `embed` (no container declares it).
    func embeds(_ segue: Storyboard.Segue, from source: StoryboardLinker.Node) -> Bool {
        segue.kind == "relationship" && absorbed[source]?.contains(segue.id) != true
    }

    private mutating func warn(_ storyboard: Storyboard, _ controller: Storyboard.Controller, _ message: String) {
        warnings.append(
            Diagnostic(
                file: storyboard.path, position: controller.position, severity: .warning,
                id: StoryboardLinker.containerAsScene, message: message))
    }
}
