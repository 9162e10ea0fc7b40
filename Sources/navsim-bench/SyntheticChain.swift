// The chain app of `../shared/bench/synth.py` (the peers' model), written in Swift so the
// benchmark needs no generator: a tab bar of two navigation stacks over scenes S0…S(n-1), show
// segues down the chain passing `item = items[selection]` and `items = items`, a modal editor
// every ten scenes with an unwind back to S0. `Benchmarks/run.sh` checks the two agree.

/// The chain app and the journeys on it.
struct SyntheticChain {
    /// `synth.py graph N`.
    static func graph(scenes: Int) -> String {
        var text = "graph Synth\n\nshared Session\n  store user: User?\n\n"
        for index in 0..<scenes { text += "scene S\(index)\n  store item: Item?\n  store items: [Item]?\n\n" }
        text += "scene Editor\n  store draft: Item?\n\n"
        text += "navigation First root S0\nnavigation Second root S0\nnavigation EditorNav root Editor\n\n"
        text += "tabs Home [First, Second]\nstart Home\n\n"
        for index in 0..<(scenes - 1) {
            text +=
                "segue Next: S\(index) -> S\(index + 1) show\n  pass item = items[selection]\n  pass items = items\n\n"
            if index % 10 == 0 { text += "segue Edit: S\(index) -> EditorNav present\n  pass draft = item\n\n" }
        }
        return text + "unwind done: Editor -> S0\n  pass item = draft\n\n"
    }

    /// `synth.py scenario STEPS DEPTH`: tap down `depth` scenes (selecting a row each time),
    /// `expect stack`, and back up, until about `steps` steps; for `graph(scenes: depth + 2)`.
    static func scenario(steps: Int, depth: Int) -> String {
        var text = "scenario \"synthetic\"\ngraph Synth\n\n"
        text += "given S0.items = [{id: 1, name: \"a\"}, {id: 2, name: \"b\"}, {id: 3, name: \"c\"}]\n\n"
        var written = 0
        let stack = (0...depth).map { "S\($0)" }.joined(separator: ", ")
        while written < steps {
            for _ in 0..<depth { text += "select 1\ntap Next\n" }
            text += "expect stack [\(stack)]\n"
            for _ in 0..<depth { text += "back\n" }
            written += 3 * depth + 1
        }
        return text
    }

    /// The events `peer_sismic.py` and `peer_transitions.py` replay: `select 1, tap` down
    /// `depth` scenes and `back` up, repeated until at least `steps` events.
    enum Event { case select, tap, back }

    static func events(steps: Int, depth: Int) -> [Event] {
        var events: [Event] = []
        while events.count < steps {
            for _ in 0..<depth { events += [.select, .tap] }
            events += Array(repeating: .back, count: depth)
        }
        return events
    }
}
