/// What changed between two graphs, declaration by declaration: scenes, shared stores,
/// containers and routes added, removed and changed (with what changed), and the start.
///
/// Everything is in declaration order — the new graph's, then what only the old one declares —
/// so writers that follow these arrays write the same text on every run.
public struct GraphComparison: Hashable, Sendable {
    /// Whether a declaration was added, removed, or changed.
    public enum Status: String, Hashable, Sendable, CaseIterable {
        /// Only the new graph declares it.
        case added
        /// Only the old graph declares it.
        case removed
        /// Both declare it, differently.
        case changed
    }

    /// A value before and after, written as the DSL writes it (`nil` when a side has none).
    public struct Change: Hashable, Sendable {
        /// What changed: `kind`, `destination`, `!`, `style`, `navigate`, `via`, `fired`, `setup`…
        public var aspect: String
        /// The old value, as written in the graph; nil when the old side has none.
        public var old: String?
        /// The new value; nil when the new side has none.
        public var new: String?

        /// Creates a change.
        public init(_ aspect: String, old: String?, new: String?) {
            self.aspect = aspect
            self.old = old
            self.new = new
        }
    }

    /// A field of a scene's or a shared store's data store that was added, removed or changed.
    public struct FieldChange: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// Added, removed or changed.
        public var status: Status
        /// The declaration before (`orders: [Order]?`), nil when added.
        public var old: String?
        /// The declaration after, nil when removed.
        public var new: String?
        /// Whether the marker (`?`, `!`, none) changed: the field may now be nil where it could
        /// not, or must now be set where it need not.
        public var nilabilityChanged: Bool
        /// The new graph's routes and containers that pass this field (as `Source.route` or the
        /// container's name), in declaration order: the routes a nilability change concerns.
        public var passedBy: [String]
    }

    /// A scene added, removed or changed.
    public struct SceneChange: Hashable, Sendable {
        /// The scene's name.
        public var name: String
        /// Added, removed or changed.
        public var status: Status
        /// Its data store's fields that changed (for an added or removed scene: none).
        public var fields: [FieldChange]
        /// Its other changes: `setup`, `appear`, `keepsSelection`, `definesPresentationContext`.
        public var changes: [Change]
    }

    /// A shared store added, removed or changed.
    public struct StoreChange: Hashable, Sendable {
        /// The store's name.
        public var name: String
        /// Added, removed or changed.
        public var status: Status
        /// Its fields that changed.
        public var fields: [FieldChange]
    }

    /// A container added, removed or changed.
    public struct ContainerChange: Hashable, Sendable {
        /// The container's name.
        public var name: String
        /// Added, removed or changed.
        public var status: Status
        /// What changed: `kind` (`navigation root A`, `tabs [A, B]`), `pass` lines.
        public var changes: [Change]
    }

    /// A route added, removed or changed. A route is the same route on both sides when it has
    /// the same source scene and name (an unwind's name is its action).
    public struct RouteChange: Hashable, Sendable {
        /// The route's name.
        public var name: String
        /// The scene it leaves from.
        public var source: String
        /// Where it goes on the new side (the old side's, when removed).
        public var destination: String
        /// Added, removed or changed.
        public var status: Status
        /// What changed: `destination`, `kind`, `!`, `via`, `style`, `navigate`, `fired`, and one
        /// `pass FIELD` change per pass line added, removed or changed.
        public var changes: [Change]
    }

    /// The old graph's name.
    public var oldName: String
    /// The new graph's name.
    public var newName: String
    /// Scenes added, removed or changed.
    public var scenes: [SceneChange] = []
    /// Shared stores added, removed or changed.
    public var sharedStores: [StoreChange] = []
    /// Containers added, removed or changed.
    public var containers: [ContainerChange] = []
    /// Routes added, removed or changed.
    public var routes: [RouteChange] = []
    /// The `start` line before and after, when it changed.
    public var start: Change?

    /// Whether the two graphs declare the same navigation (the graphs' names aside).
    public var isEmpty: Bool {
        scenes.isEmpty && sharedStores.isEmpty && containers.isEmpty && routes.isEmpty && start == nil
    }

    /// How many declarations changed (the start counts as one).
    public var count: Int {
        scenes.count + sharedStores.count + containers.count + routes.count + (start == nil ? 0 : 1)
    }

    /// Compares `old` with `new`. Positions and comments never count as changes.
    public init(old: Graph, new: Graph) {
        oldName = old.name.text
        newName = new.name.text
        scenes = Self.pair(old.scenes, new.scenes, key: \.name.text).compactMap { pair in
            switch pair {
            case .added(let scene): return SceneChange(name: scene.name.text, status: .added, fields: [], changes: [])
            case .removed(let scene):
                return SceneChange(name: scene.name.text, status: .removed, fields: [], changes: [])
            case .both(let before, let after):
                let fields = Self.fields(
                    before.fields, after.fields, passedBy: Self.passers(of: after.name.text, in: new))
                var changes: [Change] = []
                Self.note("setup", before.setup.rawValue, after.setup.rawValue, into: &changes)
                Self.note("appear", before.appearLines.map(Self.text), after.appearLines.map(Self.text), into: &changes)
                Self.note("keepsSelection", before.keepsSelection, after.keepsSelection, into: &changes)
                Self.note(
                    "definesPresentationContext", before.definesPresentationContext, after.definesPresentationContext,
                    into: &changes)
                guard !fields.isEmpty || !changes.isEmpty else { return nil }
                return SceneChange(name: after.name.text, status: .changed, fields: fields, changes: changes)
            }
        }
        sharedStores = Self.pair(old.sharedStores, new.sharedStores, key: \.name.text).compactMap { pair in
            switch pair {
            case .added(let store): return StoreChange(name: store.name.text, status: .added, fields: [])
            case .removed(let store): return StoreChange(name: store.name.text, status: .removed, fields: [])
            case .both(let before, let after):
                let fields = Self.fields(before.fields, after.fields, passedBy: [:])
                return fields.isEmpty ? nil : StoreChange(name: after.name.text, status: .changed, fields: fields)
            }
        }
        containers = Self.pair(old.containers, new.containers, key: \.name.text).compactMap { pair in
            switch pair {
            case .added(let container): return ContainerChange(name: container.name.text, status: .added, changes: [])
            case .removed(let container):
                return ContainerChange(name: container.name.text, status: .removed, changes: [])
            case .both(let before, let after):
                var changes: [Change] = []
                Self.note("kind", Self.kindText(before), Self.kindText(after), into: &changes)
                Self.passChanges(Self.passes(of: before), Self.passes(of: after), into: &changes)
                return changes.isEmpty
                    ? nil : ContainerChange(name: after.name.text, status: .changed, changes: changes)
            }
        }
        routes = Self.pair(old.routes, new.routes, key: Self.routeKey).compactMap { pair in
            switch pair {
            case .added(let route):
                return RouteChange(
                    name: route.name.text, source: route.source.text, destination: route.destination.text,
                    status: .added,
                    changes: [])
            case .removed(let route):
                return RouteChange(
                    name: route.name.text, source: route.source.text, destination: route.destination.text,
                    status: .removed, changes: [])
            case .both(let before, let after):
                let changes = Self.routeChanges(before, after)
                guard !changes.isEmpty else { return nil }
                return RouteChange(
                    name: after.name.text, source: after.source.text, destination: after.destination.text,
                    status: .changed, changes: changes)
            }
        }
        let oldStart = old.start.map(Self.startText)
        let newStart = new.start.map(Self.startText)
        if oldStart != newStart { start = Change("start", old: oldStart, new: newStart) }
    }

    /// The same declaration on both sides, or on one.
    enum Pair<Element> {
        case added(Element)
        case removed(Element)
        case both(Element, Element)
    }

    /// Pairs declarations by `key` (the first of a repeated key with the first, the second with
    /// the second): the new side's in order, then what only the old side declares, in its order.
    static func pair<Element>(_ old: [Element], _ new: [Element], key: (Element) -> String) -> [Pair<Element>] {
        func keys(_ elements: [Element]) -> [String] {
            var seen: [String: Int] = [:]
            return elements.map { element in
                let base = key(element)
                let count = seen[base, default: 0]
                seen[base] = count + 1
                return count == 0 ? base : base + "\u{0}\(count)"
            }
        }
        let oldKeys = keys(old)
        let newKeys = keys(new)
        var oldIndex: [String: Int] = [:]
        for (index, key) in oldKeys.enumerated() { oldIndex[key] = index }
        var matched = Set<Int>()
        var pairs: [Pair<Element>] = []
        for (index, element) in new.enumerated() {
            if let found = oldIndex[newKeys[index]] {
                matched.insert(found)
                pairs.append(.both(old[found], element))
            } else {
                pairs.append(.added(element))
            }
        }
        for (index, element) in old.enumerated() where !matched.contains(index) { pairs.append(.removed(element)) }
        return pairs
    }

    /// What identifies a route on both sides: its source and its name.
    static func routeKey(_ route: Route) -> String { route.source.text + "\u{0}" + route.name.text }

    /// The changes between two versions of one route.
    static func routeChanges(_ before: Route, _ after: Route) -> [Change] {
        var changes: [Change] = []
        note("destination", before.destination.text, after.destination.text, into: &changes)
        note("kind", kindWord(before), kindWord(after), into: &changes)
        note(
            "!", before.forcesUnwrap ? "!" : "?", after.forcesUnwrap ? "!" : "?", into: &changes,
            when: before.isProgrammatic && after.isProgrammatic)
        note("via", via(before), via(after), into: &changes)
        note("style", before.style.map(\.value.rawValue), after.style.map(\.value.rawValue), into: &changes)
        note("navigate", before.navigate.map(\.action.rawValue), after.navigate.map(\.action.rawValue), into: &changes)
        note("fired", before.isFired, after.isFired, into: &changes)
        note("onFirstAppear", before.isOnFirstAppear, after.isOnFirstAppear, into: &changes)
        passChanges(before.passes, after.passes, into: &changes)
        return changes
    }

    /// One `pass FIELD` change per pass line added, removed, or given another value.
    static func passChanges(_ before: [Pass], _ after: [Pass], into changes: inout [Change]) {
        for pair in pair(before, after, key: { $0.destination.description }) {
            switch pair {
            case .added(let pass):
                changes.append(Change("pass " + pass.destination.description, old: nil, new: text(pass)))
            case .removed(let pass):
                changes.append(Change("pass " + pass.destination.description, old: text(pass), new: nil))
            case .both(let old, let new):
                note("pass " + new.destination.description, text(old), text(new), into: &changes)
            }
        }
    }

    /// The fields added, removed or changed between two stores.
    static func fields(_ before: [StoreField], _ after: [StoreField], passedBy: [String: [String]]) -> [FieldChange] {
        pair(before, after, key: \.name.text).compactMap { pair in
            switch pair {
            case .added(let field):
                return FieldChange(
                    name: field.name.text, status: .added, old: nil, new: text(field), nilabilityChanged: false,
                    passedBy: passedBy[field.name.text] ?? [])
            case .removed(let field):
                return FieldChange(
                    name: field.name.text, status: .removed, old: text(field), new: nil, nilabilityChanged: false,
                    passedBy: [])
            case .both(let old, let new):
                guard text(old) != text(new) else { return nil }
                return FieldChange(
                    name: new.name.text, status: .changed, old: text(old), new: text(new),
                    nilabilityChanged: old.requirement != new.requirement, passedBy: passedBy[new.name.text] ?? [])
            }
        }
    }

    /// For each field of the scene `scene`, what passes it in `graph`: routes into the scene (or
    /// into a navigation container whose root it is) as `Source.route`, and such containers.
    static func passers(of scene: String, in graph: Graph) -> [String: [String]] {
        var result: [String: [String]] = [:]
        var containers: Set<String> = []
        for container in graph.containers {
            guard case .navigation(let root, let passes) = container.kind, root.text == scene else { continue }
            containers.insert(container.name.text)
            for pass in passes { result[pass.destination.root.text, default: []].append(container.name.text) }
        }
        for route in graph.routes where route.destination.text == scene || containers.contains(route.destination.text) {
            for pass in route.passes {
                let name = route.source.text + "." + route.name.text
                if result[pass.destination.root.text]?.last != name {
                    result[pass.destination.root.text, default: []].append(name)
                }
            }
        }
        return result
    }

    static func note<Value: Equatable & CustomStringConvertible>(
        _ aspect: String, _ old: Value?, _ new: Value?, into changes: inout [Change], when condition: Bool = true
    ) {
        guard condition, old != new else { return }
        changes.append(Change(aspect, old: old?.description, new: new?.description))
    }

    static func note(_ aspect: String, _ old: [String], _ new: [String], into changes: inout [Change]) {
        guard old != new else { return }
        changes.append(
            Change(
                aspect, old: old.isEmpty ? nil : old.joined(separator: "; "),
                new: new.isEmpty ? nil : new.joined(separator: "; ")))
    }

    /// A field as declared: `order: Order!`, `items: [Item] = []`.
    static func text(_ field: StoreField) -> String {
        let marker: String
        switch field.requirement {
        case .optional: marker = "?"
        case .implicitlyUnwrapped: marker = "!"
        case .constructor: marker = ""
        }
        return "\(field.name.text): \(field.type)\(marker)" + (field.initialValue.map { " = \($0.value)" } ?? "")
    }

    /// A pass line without its keyword: `order = orders[selection]`.
    static func text(_ pass: Pass) -> String { "\(pass.destination) = \(pass.value)" }

    /// The route's kind word: the segue kind, the router action, `unwind` or `embed`, after the
    /// declaration keyword (`segue show`, `route pop`).
    static func kindWord(_ route: Route) -> String {
        switch route.kind {
        case .segue(let kind): return "segue " + kind.rawValue
        case .programmatic(let action, _): return "route " + action.rawValue
        case .unwind: return "unwind"
        case .embed: return "embed"
        }
    }

    /// How a programmatic route builds its destination, when it builds one.
    static func via(_ route: Route) -> String? {
        guard case .programmatic = route.kind else { return nil }
        return route.instantiation?.rawValue
    }

    static func kindText(_ container: Container) -> String {
        switch container.kind {
        case .navigation(let root, _): return "navigation root " + root.text
        case .tabs(let children): return "tabs [" + children.map(\.text).joined(separator: ", ") + "]"
        }
    }

    static func passes(of container: Container) -> [Pass] {
        if case .navigation(_, let passes) = container.kind { return passes }
        return []
    }

    static func startText(_ start: Start) -> String {
        start.target.text + (start.instantiation == .storyboard ? "" : " via " + start.instantiation.rawValue)
    }
}

extension Route {
    /// Whether the route is a router's programmatic route.
    var isProgrammatic: Bool {
        if case .programmatic = kind { return true }
        return false
    }
}
