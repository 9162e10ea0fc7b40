import Testing

@testable import NavSim

/// The launch flags' evaluator on its own: which declarations are flags, what it decides from
/// the flags known, and that anything it cannot read leaves the value unknown.
@Suite struct LaunchFlagsTests {
    /// `source` indexed as one file, the flags it declares, and the tokens of `probe`'s initial value.
    private static func reading(_ source: String) throws -> (flags: LaunchFlags, probes: [String: Range<Int>]) {
        let file = SwiftSourceFile(bytes: Array(source.utf8), path: "Flags.swift")
        let index = SwiftTypeIndex(files: [file])
        var probes: [String: Range<Int>] = [:]
        for (declaration, _) in file.allDeclarations where declaration.name.hasPrefix("probe") {
            probes[declaration.name] = try #require(declaration.initialValue)
        }
        return (LaunchFlags(index: index), probes)
    }

    private static func state(_ flags: LaunchFlags, _ values: [String: Bool]) -> LaunchFlags.State {
        LaunchFlags.State(
            values: Dictionary(
                uniqueKeysWithValues: flags.initial.keys.compactMap { flag in values[flag.name].map { (flag, $0) } }))
    }

    private static let entry = """
        private var hasAccount = false
        var pickedInterests = false
        let computed = hasAccount
        private enum Entry {
            case signIn, interests, home
            static var forced = true
            static func pick(account: Bool = hasAccount, interests: Bool = pickedInterests) -> Entry {
                switch (account, interests) {
                case (false, false), (false, true): return .signIn
                case (true, false): return .interests
                case (true, true): return .home
                }
            }
        }
        final class Coordinator {
            private var isSignedIn = false
            var title = "Home"
            private var route: Entry {
                guard isSignedIn else { return .signIn }
                return Entry.home
            }
            let probeRoute = route
        }
        struct Settings { var dark = false }
        let probePick = Entry.pick()
        let probeAccountOnly = Entry.pick(account: true)
        let probeUnknownArgument = Entry.pick(account: UserDefaults.standard.bool(forKey: "account"))
        let probeAnd = hasAccount && !pickedInterests
        let probeOr = pickedInterests || Entry.forced
        let probeTuple = (hasAccount, (true))
        func write() {
            hasAccount = true
            if pickedInterests == hasAccount {}
            let hasAccount = false
            Entry.forced.toggle()
        }
        func reset(coordinator: Coordinator?) {
            coordinator?.isSignedIn = false
            swap(&pickedInterests, &other)
        }
        """

    @Test func flagsAreStoredBoolsWithALiteralValue() throws {
        let (flags, _) = try Self.reading(Self.entry)
        #expect(
            flags.initial.sorted { $0.key < $1.key }.map { "\($0.key.scope).\($0.key.name)=\($0.value)" } == [
                "Coordinator.isSignedIn=false", "Entry.forced=true", "file.pickedInterests=false",
                "file:0.hasAccount=false",
            ])
        // Written: `hasAccount = true`, `Entry.forced.toggle()`, `coordinator?.isSignedIn = false` (an
        // object of a type the code does not say: every stored flag of the name) and
        // `&pickedInterests`; not the `==`, not the local `let`.
        let written = flags.written { _ in true }
        #expect(written.count == 4)
        func writes(_ name: String) -> Int? { written.first { $0.name == name }.map { flags.writes(of: $0).count } }
        #expect(writes("isSignedIn") == 1)
        #expect(writes("pickedInterests") == 1)
        #expect(writes("hasAccount") == 1)
        #expect(writes("forced") == 1)
    }

    /// A write on an object of a type the code does not say is a write of every stored flag of
    /// that name, whichever class declares it; a flag of another name is not written by it.
    @Test func aWriteOnAnObjectOfNoKnownTypeWritesEveryStoredFlagOfTheName() throws {
        let (flags, _) = try Self.reading(
            """
            class ListViewController {
                var isEditingEnabled = false
                var isLocked = true
            }
            class DetailViewController {
                var isEditingEnabled = true
            }
            func prepare(detail: AnyObject) {
                detail.isEditingEnabled = true
            }
            """)
        let written = flags.written { _ in true }
        #expect(
            written.map { "\($0.scope).\($0.name)" }.sorted() == [
                "DetailViewController.isEditingEnabled", "ListViewController.isEditingEnabled",
            ])
        #expect(written.allSatisfy { flags.writes(of: $0).count == 1 })
        let locked = try #require(flags.initial.keys.first { $0.name == "isLocked" })
        #expect(flags.writes(of: locked).isEmpty)
        // The write is in file 0: outside nothing read, it is outside every range that leaves it out.
        #expect(flags.writtenOutside([(file: 0, tokens: 0..<1)]) == written)
        #expect(flags.writtenOutside([(file: 0, tokens: 0..<10_000)]).isEmpty)
        #expect(flags.writes(of: locked) { _ in false })
        #expect(written.allSatisfy { !flags.writes(of: $0) { _ in false } })
    }

    @Test func conditionsAreDecidedByTheFlagsKnownAndUnknownsAreNil() throws {
        let (flags, probes) = try Self.reading(Self.entry)
        func value(_ probe: String, _ known: [String: Bool], owner: String? = nil) throws -> LaunchFlags.Value? {
            let context = LaunchFlags.Context(file: 0, owner: owner, state: Self.state(flags, known))
            return flags.evaluate(try #require(probes[probe]), in: context)
        }
        #expect(try value("probeAnd", ["hasAccount": true, "pickedInterests": false]) == .bool(true))
        #expect(try value("probeAnd", ["hasAccount": false]) == .bool(false))  // false && ?
        #expect(try value("probeAnd", ["hasAccount": true]) == nil)
        #expect(try value("probeOr", ["forced": true]) == .bool(true))  // ? || true
        #expect(try value("probeOr", ["pickedInterests": false]) == nil)
        #expect(try value("probeTuple", ["hasAccount": true]) == .tuple([.bool(true), .bool(true)]))
        #expect(try value("probeTuple", [:]) == nil)
    }

    @Test func aCaseIsPickedFromATupleOfFlagsThroughDefaultArguments() throws {
        let (flags, probes) = try Self.reading(Self.entry)
        func pick(_ probe: String, _ known: [String: Bool]) throws -> LaunchFlags.Value? {
            let context = LaunchFlags.Context(file: 0, owner: nil, state: Self.state(flags, known))
            return flags.evaluate(try #require(probes[probe]), in: context)
        }
        #expect(try pick("probePick", ["hasAccount": false, "pickedInterests": false]) == .choice("signIn"))
        #expect(try pick("probePick", ["hasAccount": false, "pickedInterests": true]) == .choice("signIn"))
        #expect(try pick("probePick", ["hasAccount": true, "pickedInterests": false]) == .choice("interests"))
        #expect(try pick("probePick", ["hasAccount": true, "pickedInterests": true]) == .choice("home"))
        // `(false, _)` would decide without `pickedInterests`; `(false, false), (false, true)` needs it.
        #expect(try pick("probePick", ["hasAccount": false]) == nil)
        #expect(try pick("probeAccountOnly", ["pickedInterests": false]) == .choice("interests"))
        #expect(try pick("probeUnknownArgument", ["hasAccount": true, "pickedInterests": true]) == nil)
    }

    @Test func aComputedPropertyOfSelfReadsItsOwnStoredFlag() throws {
        let (flags, probes) = try Self.reading(Self.entry)
        func route(_ known: [String: Bool]) throws -> LaunchFlags.Value? {
            let context = LaunchFlags.Context(file: 0, owner: "Coordinator", state: Self.state(flags, known))
            return flags.evaluate(try #require(probes["probeRoute"]), in: context)
        }
        #expect(try route(["isSignedIn": false]) == .choice("signIn"))
        #expect(try route(["isSignedIn": true]) == .choice("home"))
        #expect(try route([:]) == nil)
        // Outside the coordinator, `isSignedIn` names no flag.
        let outside = LaunchFlags.Context(file: 0, owner: nil, state: Self.state(flags, ["isSignedIn": true]))
        #expect(flags.evaluate(try #require(probes["probeRoute"]), in: outside) == nil)
    }

    @Test func aLocalShadowsAFlag() throws {
        let (flags, probes) = try Self.reading("var ready = true\nlet probe = ready\n")
        var context = LaunchFlags.Context(file: 0, owner: nil, state: flags.launch)
        #expect(flags.evaluate(try #require(probes["probe"]), in: context) == .bool(true))
        context.locals["ready"] = .some(nil)
        #expect(flags.evaluate(try #require(probes["probe"]), in: context) == nil)
        context.locals["ready"] = .some(.bool(false))
        #expect(flags.evaluate(try #require(probes["probe"]), in: context) == .bool(false))
    }

    @Test func casesMatchLiteralPatternsOnlyAndStopAtOneThatMayMatch() throws {
        let source = """
            let probeSwitch = 0
            func f(value: Bool) {
                switch value {
                case let other where other: break
                case true: showA()
                default: showB()
                }
                switch (value, value) {
                case (true, _), (_, true): showA()
                case (false, false): showB()
                }
            }
            """
        let file = SwiftSourceFile(bytes: Array(source.utf8), path: "Flags.swift")
        let flags = LaunchFlags(index: SwiftTypeIndex(files: [file]))
        let bodies = file.tokens.indices.filter { file.tokens[$0].isIdentifier("switch") }.compactMap { start in
            file.tokens[start...].firstIndex { $0.isPunctuation("{") }.map { ($0 + 1)..<file.partners[$0] }
        }
        try #require(bodies.count == 2)
        let tupleBody = bodies[1]
        // A pattern that binds a name may match: nothing is decided, even for a later literal case.
        #expect(bodies.first.flatMap { flags.chosenCase(of: .bool(true), in: $0, file: file) } == nil)
        let chosen = try #require(flags.chosenCase(of: .tuple([.bool(false), .bool(true)]), in: tupleBody, file: file))
        #expect(file.text(chosen).contains("showA"))
        let other = try #require(flags.chosenCase(of: .tuple([.bool(false), .bool(false)]), in: tupleBody, file: file))
        #expect(file.text(other).contains("showB"))
        #expect(!file.text(other).contains("showA"))
    }

    /// An unqualified name inside a type that declares a member of that name is the member: a
    /// computed `isLoggedIn` hides the file-level flag, and is read (here, unknown).
    @Test func aMemberOfTheNameHidesAFileLevelFlag() throws {
        let (flags, probes) = try Self.reading(
            """
            var isLoggedIn = false
            final class Account {
                var session: String?
                var isLoggedIn: Bool { session != nil }
                let probeHidden = isLoggedIn
            }
            final class Guest: Account {
                let probeInherited = isLoggedIn
            }
            final class Other {
                let probeGlobal = isLoggedIn
            }
            """)
        func value(_ probe: String, owner: String) throws -> LaunchFlags.Value? {
            flags.evaluate(
                try #require(probes[probe]), in: LaunchFlags.Context(file: 0, owner: owner, state: flags.launch))
        }
        #expect(try value("probeHidden", owner: "Account") == nil)
        #expect(try value("probeInherited", owner: "Guest") == nil)
        #expect(try value("probeGlobal", owner: "Other") == .bool(false))
    }

    /// A property wrapper may persist the value (`@AppStorage`, an app's `@UserDefault`): such a
    /// variable is not a flag; `@objc` changes nothing of its storage.
    @Test func aWrappedVariableIsNoFlag() throws {
        let (flags, _) = try Self.reading(
            """
            final class Settings {
                @AppStorage("onboarded") var onboarded = false
                @UserDefault(key: "pro") static var isPro = false
                @objc var isVisible = true
            }
            @Persisted var hasSeenTour = false
            """)
        #expect(flags.initial.keys.map(\.name) == ["isVisible"])
    }

    /// `shouldShow(force: true)` is not `shouldShow(_:)` with its default: a labelled argument no
    /// parameter takes leaves the value unknown.
    @Test func aLabelNoParameterTakesLeavesTheCallUnknown() throws {
        let (flags, probes) = try Self.reading(
            """
            enum Tour {
                static func shouldShow(_ seen: Bool = true) -> Bool { !seen }
            }
            let probeLabelled = Tour.shouldShow(force: true)
            let probeDefault = Tour.shouldShow()
            """)
        let context = LaunchFlags.Context(file: 0, owner: nil, state: flags.launch)
        #expect(flags.evaluate(try #require(probes["probeLabelled"]), in: context) == nil)
        #expect(flags.evaluate(try #require(probes["probeDefault"]), in: context) == .bool(false))
    }
}
