/// Where a `pop`, `popToRoot` or `dismiss` that the code writes without naming a class lands,
/// when the imported graph leaves one answer. UIKit decides it from how the source got on
/// screen: a pop reveals the view controller below it on its stack, a pop to the root the
/// stack's first one, and a dismissal the presenting view controller (Apple,
/// `dismiss(animated:completion:)`: "The presenting view controller is responsible for
/// dismissing the view controller it presented"), whose navigation controller shows the scene
/// that presented. So a scene every way into which (every route, segue, container and `start`
/// of the graph) is a push from one scene pops to that scene, and a
/// scene whose presentation level — itself, or the scenes below it on a pushed stack — only
/// one scene presents is dismissed onto that scene. Any other way in (a tab, a root, `start`, a
/// stack replaced, a `show` whose source may or may not be on a stack, a commented route, a
/// second scene)
/// leaves the route `-> any`: a named destination that a run could miss would raise a
/// `destination-mismatch` the app does not have.
struct LandingScenes {
    /// One way into a scene or container.
    private enum Entry: Hashable {
        /// Pushed onto the stack that shows `source`.
        case pushed(by: String)
        /// `show` (segue or `show(_:sender:)`): a push when `source` is on a stack, else a presentation.
        case shown(by: String)
        /// Presented by `source`.
        case presented(by: String)
        /// The root of navigation controller `container`.
        case root(of: String)
        /// Anything else: a tab, `start`, an embed, a stack or window root replaced.
        case other
    }

    /// Ways into each scene and container, by name.
    private var entries: [String: Set<Entry>] = [:]
    /// How many scenes deep a stack is walked down to its root or presenter: deeper, the landing
    /// is left unknown rather than searched (the walk stays bounded on any graph).
    static let depthLimit = 64

    init(_ graph: ImportedGraph) {
        let containers = Set((graph.navigations + graph.tabs).map(\.name))
        for route in graph.routes where route.destination != Route.anyDestination && route.destination != "?" {
            // A commented route may run from elsewhere than its source (undecided), or not at all:
            // a way in whose presenter is not known. A container's own route (`onFirstAppear`)
            // lands on whichever scene it shows: no scene to name.
            entries[route.destination, default: []].insert(
                route.isCommented || containers.contains(route.source) ? .other : Self.entry(route))
        }
        for navigation in graph.navigations {
            for root in navigation.targets { entries[root, default: []].insert(.root(of: navigation.name)) }
        }
        for tabs in graph.tabs {
            for child in tabs.targets { entries[child, default: []].insert(.other) }
        }
        if let start = graph.start?.split(separator: " ").first { entries[String(start), default: []].insert(.other) }
    }

    private static func entry(_ route: ImportedGraph.Route) -> Entry {
        switch route.kind {
        case .segue(.push), .route(.push?, _, _): return .pushed(by: route.source)
        case .segue(.show), .route(.show?, _, _): return .shown(by: route.source)
        case .segue(.present), .segue(.modal), .segue(.popover), .route(.present?, _, _):
            return .presented(by: route.source)
        default: return .other
        }
    }

    /// The scene `action` from `source` lands on, when the graph says; nil for `-> any`.
    func landing(of action: Route.Action, from source: String) -> String? {
        switch action {
        case .pop: return Self.single(pushers(of: source))
        case .popToRoot: return Self.single(stackRoots(of: source, visiting: []))
        case .dismiss: return Self.single(presenters(of: source, visiting: []))
        default: return nil
        }
    }

    /// Whether a `pop` from `scene` leaves it on screen: every way into it the graph declares
    /// makes it a navigation controller's root or presents it (alone, or as the root of a
    /// navigation controller the code builds around it), so no stack holds a screen below it and
    /// UIKit pops nothing (`popViewController(animated:)` returns nil). False when any way in may
    /// push it, or is not known.
    func popLeavesOnScreen(_ scene: String) -> Bool {
        guard let ways = entries[scene], !ways.isEmpty else { return false }
        return ways.allSatisfy { way in
            switch way {
            case .presented, .root: return true
            case .pushed, .shown, .other: return false
            }
        }
    }

    private static func single(_ names: Set<String>?) -> String? {
        guard let names, names.count == 1 else { return nil }
        return names.first
    }

    /// The scenes `scene` is pushed by, when every way into it is a push; nil otherwise.
    private func pushers(of scene: String) -> Set<String>? {
        let ways = entries[scene] ?? []
        guard !ways.isEmpty else { return nil }
        var found: Set<String> = []
        for way in ways {
            guard let pusher = pusher(way, visiting: []) else { return nil }
            found.insert(pusher)
        }
        return found
    }

    /// The scene `way` pushes from, when it is a push.
    private func pusher(_ way: Entry, visiting: Set<String>) -> String? {
        switch way {
        case .pushed(let source): return source
        case .shown(let source): return isOnStack(source, visiting: visiting) == true ? source : nil
        default: return nil
        }
    }

    /// Whether `scene` is always on a navigation stack (true), never (false), or either (nil).
    private func isOnStack(_ scene: String, visiting: Set<String>) -> Bool? {
        guard !visiting.contains(scene), visiting.count < Self.depthLimit, let ways = entries[scene], !ways.isEmpty
        else { return nil }
        let visiting = visiting.union([scene])
        var answers: Set<Bool> = []
        for way in ways {
            switch way {
            case .pushed, .root: answers.insert(true)
            case .presented: answers.insert(false)
            case .shown(let source):
                guard let onStack = isOnStack(source, visiting: visiting) else { return nil }
                answers.insert(onStack)
            case .other: return nil
            }
        }
        return answers.count == 1 ? answers.first : nil
    }

    /// The roots of the stacks `scene` is on: itself when it is only a navigation controller's
    /// root, else the roots of the scenes it is pushed by; nil when a way in is neither.
    private func stackRoots(of scene: String, visiting: Set<String>) -> Set<String>? {
        if visiting.contains(scene) { return [] }
        guard visiting.count < Self.depthLimit else { return nil }
        let ways = entries[scene] ?? []
        guard !ways.isEmpty else { return nil }
        if ways.allSatisfy({ if case .root = $0 { return true } else { return false } }) { return [scene] }
        var roots: Set<String> = []
        for way in ways {
            guard let pusher = pusher(way, visiting: visiting),
                let found = stackRoots(of: pusher, visiting: visiting.union([scene]))
            else { return nil }
            roots.formUnion(found)
        }
        return roots
    }

    /// The scenes that present the level `scene` is shown in: its presenters, its navigation
    /// controller's, or those of the scenes below it on a pushed stack; nil when a way in is
    /// none of these (the level is a tab, the window's root, or not known).
    private func presenters(of scene: String, visiting: Set<String>) -> Set<String>? {
        if visiting.contains(scene) { return [] }
        guard visiting.count < Self.depthLimit else { return nil }
        let ways = entries[scene] ?? []
        guard !ways.isEmpty else { return nil }
        let visiting = visiting.union([scene])
        var found: Set<String> = []
        for way in ways {
            switch way {
            case .presented(let source): found.insert(source)
            case .pushed(let source):
                guard let below = presenters(of: source, visiting: visiting) else { return nil }
                found.formUnion(below)
            case .shown(let source):
                guard let onStack = isOnStack(source, visiting: visiting) else { return nil }
                if onStack {
                    guard let below = presenters(of: source, visiting: visiting) else { return nil }
                    found.formUnion(below)
                } else {
                    found.insert(source)
                }
            case .root(let container):
                guard let outer = presenters(of: container, visiting: visiting) else { return nil }
                found.formUnion(outer)
            case .other: return nil
            }
        }
        return found
    }
}
