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
        private var recorded = RecordedBox()

        /// The hops performed, in order (empty when the trace is not recorded).
        public var hops: [Hop] {
            get { recorded.draft?.fact.hops ?? [] }
            _modify { yield &written().fact.hops }
        }
        /// The violations raised, in order.
        public var violations: [Violation] {
            get { recorded.draft?.fact.violations ?? [] }
            _modify { yield &written().fact.violations }
        }
        /// What scenes did on appearing that no hop caused (at launch), when recorded.
        public var appearances: [Appearance] {
            get { recorded.draft?.fact.appearances ?? [] }
            _modify { yield &written().fact.appearances }
        }
        /// The graph lines of the `onFirstAppear` routes the action took, in order (kept even when
        /// the trace is not recorded: `navsim explore` reports which routes it took).
        public var firstAppearRoutes: [Int] {
            get { recorded.draft?.fact.firstAppearRoutes ?? [] }
            _modify { yield &written().fact.firstAppearRoutes }
        }
        /// Why the action could not be performed, if it could not.
        public var failure: ActionFailure? {
            get { recorded.draft?.fact.failure }
            _modify { yield &written().fact.failure }
        }
        /// For `select` and `set`: what changed.
        public var change: Change? {
            get { recorded.draft?.fact.change }
            _modify { yield &written().fact.change }
        }

        /// Whether the app crashed during the action.
        public var crashed: Bool { recorded.draft?.fact.violations.contains { $0.stopsReplay } ?? false }

        /// The lists and facts, made, or copied when another outcome shares them, so that this
        /// outcome alone holds them. (Checked before anything else holds the reference: a copy
        /// of it taken first would make it look shared, and every write copy it.)
        private mutating func written() -> Draft<Recorded> {
            if !isKnownUniquelyReferenced(&recorded.draft) {
                recorded.draft = Draft(recorded.draft?.fact ?? Recorded())
            }
            return recorded.draft!
        }
    }

    /// An outcome's lists and facts, in a `Draft`: read and written in place, and not checked for
    /// exclusive access at run time.
    private struct Recorded {
        var hops: [Hop] = []
        var violations: [Violation] = []
        var appearances: [Appearance] = []
        var firstAppearRoutes: [Int] = []
        var failure: ActionFailure?
        var change: Change?
    }

    /// The reference to an outcome's lists and facts. Written only through `Outcome.written()`,
    /// which copies them first when another outcome shares them, so no two threads ever write
    /// one draft: hence `@unchecked`.
    private struct RecordedBox: @unchecked Sendable {
        var draft: Draft<Recorded>?
    }
}
