extension Simulator {
    /// What one action did.
    ///
    /// Nearly every action of a long replay or a search only counts its hops: it records no hop,
    /// raises nothing and fails at nothing. So the lists and facts are kept together behind one
    /// reference, made when the first of them is written, and such an outcome is a count and no
    /// reference: it is made, moved and destroyed without a release, where its three lists and
    /// two optional facts, each released on its own, cost the action and its log about 180
    /// instructions. A value still: the reference is copied before it is written when shared.
    public struct Outcome: Sendable {
        /// How many hops were performed (counted even when the trace is not recorded).
        public var hopCount = 0
        /// The lists and facts, nil while all are empty.
        private var recorded: Recorded?

        /// The hops performed, in order (empty when the trace is not recorded).
        public var hops: [Hop] {
            get { recorded?.hops ?? [] }
            _modify { yield &written().hops }
        }
        /// The violations raised, in order.
        public var violations: [Violation] {
            get { recorded?.violations ?? [] }
            _modify { yield &written().violations }
        }
        /// What scenes did on appearing that no hop caused (at launch), when recorded.
        public var appearances: [Appearance] {
            get { recorded?.appearances ?? [] }
            _modify { yield &written().appearances }
        }
        /// Why the action could not be performed, if it could not.
        public var failure: ActionFailure? {
            get { recorded?.failure }
            _modify { yield &written().failure }
        }
        /// For `select` and `set`: what changed.
        public var change: Change? {
            get { recorded?.change }
            _modify { yield &written().change }
        }

        /// Whether the app crashed during the action.
        public var crashed: Bool { recorded?.violations.contains { $0.stopsReplay } ?? false }

        /// The lists and facts, made or copied so that this outcome alone holds them.
        private mutating func written() -> Recorded {
            if let recorded, isKnownUniquelyReferenced(&self.recorded) { return recorded }
            let copy = recorded.map(Recorded.init(copying:)) ?? Recorded()
            recorded = copy
            return copy
        }
    }

    /// An outcome's lists and facts. Written only through `Outcome.written()`, which copies it
    /// first when another outcome shares it, so no two threads ever write one: hence `@unchecked`.
    private final class Recorded: @unchecked Sendable {
        var hops: [Hop] = []
        var violations: [Violation] = []
        var appearances: [Appearance] = []
        var failure: ActionFailure?
        var change: Change?

        init() {}

        init(copying other: Recorded) {
            hops = other.hops
            violations = other.violations
            appearances = other.appearances
            failure = other.failure
            change = other.change
        }
    }
}
