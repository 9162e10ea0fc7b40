/// The launch flags known where each closure a coordinator stores runs (`LaunchFlags`), found by
/// running its restarted `start()` from launch.
///
/// A coordinator whose stored closure calls its own `start()` again (`finishFlow = { isAutorized
/// = true; self?.start() }`) chooses its flow by flags: launch runs that `start()` with every
/// flag at its initial value. Each method it calls on itself is read with the flags known there,
/// and each closure it stores on the way (`coordinator.finishFlow = { … }`) is recorded with
/// them: when the closure runs, the flags are as they were then (joined over every place it is
/// stored from), and it is read in turn — the flags it sets, the `start()` it runs again — until
/// nothing new is learnt. A flag written anywhere this run does not read (a settings screen's
/// `isLoggedIn = false`) is unknown in every closure's flags: it may have changed in between.
/// A flag a stored closure that does not restart `start()` writes (`settings.onUpgrade = {
/// self.isPro = true }`) is unknown too: it may run between the moment another closure is stored
/// and the moment that one runs. The assumption left: closures that restart `start()` replace
/// one another (each flow replaces the one before it).
enum RestartFlagStates {
    /// How many methods and closures the run reads at most, states counted apart.
    static let readLimit = 256

    /// The flags known when each closure of `graph.closures` runs, by place; a closure not
    /// listed runs with none known.
    static func states(graph: inout CodeCallGraph) -> [Int: LaunchFlags.State] {
        guard !graph.flags.initial.isEmpty else { return [:] }
        // The `start()` each coordinator's stored closures call on it: what launch ran first.
        var entries: [CodeCallGraph.Target] = []
        var restarting: Set<Int> = []
        for place in graph.closures.indices {
            let closure = graph.closures[place]
            let frame = CodeBodyWalker.Frame(owner: closure.owner, ownsSource: false, bindings: [:])
            let walk = CodeBodyWalker.walk(.closure(place), frame: frame, graph: &graph, recording: false)
            for call in walk.calls where call.onSelf {
                for target in call.targets
                where target.selfType == closure.owner && graph.member(target.node)?.declaration.name == "start" {
                    restarting.insert(place)
                    if !entries.contains(target) { entries.append(target) }
                }
            }
        }
        guard !entries.isEmpty else { return [:] }
        // A flag a stored closure that does not restart writes (`settings.onUpgrade = { self.isPro
        // = true }`) may change between the moment another is stored and the moment it runs.
        let unsettled = writtenInClosures(besides: restarting, graph: graph)
        // Read once with every other flag, then again without those written where that read did not go.
        let first = run(entries, forgetting: unsettled, graph: &graph)
        let volatile = graph.flags.writtenOutside(first.read).union(unsettled)
        return run(entries, forgetting: volatile, graph: &graph).states
    }

    /// The flags written in a stored closure of `graph.closures` other than the `restarting` ones.
    private static func writtenInClosures(besides restarting: Set<Int>, graph: CodeCallGraph) -> Set<LaunchFlags.Flag> {
        let others = graph.closures.indices.filter { !restarting.contains($0) }.map { graph.closures[$0] }
        return graph.flags.written { site in others.contains { $0.file == site.file && $0.body.contains(site.token) } }
    }

    /// One read from `entries` with the flags' initial values, `forgetting` some: each closure's
    /// flags, and the code read.
    private static func run(
        _ entries: [CodeCallGraph.Target], forgetting: Set<LaunchFlags.Flag>, graph: inout CodeCallGraph
    ) -> (states: [Int: LaunchFlags.State], read: [(file: Int, tokens: Range<Int>)]) {
        struct Item {
            var node: CodeCallGraph.Node
            var owner: String
            var flags: LaunchFlags.State
            var bindings: [String: CodeBodyWalker.Value] = [:]
        }
        func kept(_ state: LaunchFlags.State, owner: String) -> LaunchFlags.State {
            LaunchFlags.State(
                values: state.values.filter { flag, _ in
                    !forgetting.contains(flag)
                        && (!flag.isInstanceProperty || graph.index.classChain(from: owner).contains(flag.scope))
                })
        }
        var states: [Int: LaunchFlags.State] = [:]
        var read: [(file: Int, tokens: Range<Int>)] = []
        var seen: Set<String> = []
        var queue = entries.map {
            Item(node: $0.node, owner: $0.selfType, flags: kept(graph.flags.launch, owner: $0.selfType))
        }
        var next = 0
        while next < queue.count, next < readLimit {
            let item = queue[next]
            next += 1
            let key =
                "\(item.node)@\(item.owner)|"
                + item.flags.values.keys.sorted().map { "\($0.scope).\($0.name)=\(item.flags.values[$0]!)" }.joined(
                    separator: ",")
            guard seen.insert(key).inserted else { continue }
            var frame = CodeBodyWalker.Frame(owner: item.owner, ownsSource: false, bindings: item.bindings)
            frame.flags = item.flags
            let walk = CodeBodyWalker.walk(item.node, frame: frame, graph: &graph, recording: false)
            if let span = span(of: item.node, graph: graph) { read.append(span) }
            for stored in walk.storedClosures {
                guard let place = graph.closurePlace(file: stored.file, body: stored.body),
                    graph.closures[place].owner == item.owner
                else { continue }
                let flags = kept(stored.flags, owner: item.owner)
                let joined = states[place].map { $0.joined(with: flags) } ?? flags
                guard states[place] != joined else { continue }
                states[place] = joined
                queue.append(Item(node: .closure(place), owner: item.owner, flags: joined))
            }
            for call in walk.calls where call.onSelf {
                for target in call.targets where target.selfType == item.owner {
                    guard case .method = target.node else { continue }
                    let names = graph.member(target.node)?.declaration.parameters.map(\.name) ?? []
                    queue.append(
                        Item(
                            node: target.node, owner: item.owner, flags: kept(call.flags, owner: item.owner),
                            bindings: Dictionary(zip(names, call.arguments)) { first, _ in first }))
                }
            }
        }
        if next < queue.count { return ([:], read) }
        return (states, read)
    }

    /// The file and tokens of `node`'s code.
    private static func span(of node: CodeCallGraph.Node, graph: CodeCallGraph) -> (file: Int, tokens: Range<Int>)? {
        switch node {
        case .method:
            guard let member = graph.member(node), let body = member.declaration.body else { return nil }
            return (member.file, body)
        case .closure(let place):
            return (graph.closures[place].file, graph.closures[place].body)
        }
    }
}
