/// Explore's states behind one boundary: how a state is written as bytes (`StateWriter`), kept
/// once (`StateTable`, with the stores' `RecordPool`), read back into the simulator being
/// expanded (`StateReader`), and how the scratch simulator is reset to it before each action.
/// The explorer sees states by number and simulators to act on; the format, the spans a
/// successor copies, the pool and the guard on the copy (`EncodingCheck`) stay in here.
///
/// What it needs of the engine is narrow: the hierarchy read-only with each node's `touched`
/// mark and store's `pooled` number, the hierarchy's rebuild operations, the in-place copy
/// (`AppState.overwrite(with:again:)`) and `Simulator.restore`, through which alone a
/// simulator's state is set other than by an action.
///
/// A state's bytes are the app's (`StateWriter.write`), then the explorer's own suffix: one byte a
/// data group (`AbstractData`), then the active tab when the tabs are searched one at a time
/// (`TabReduction`).
struct StateCodec: ~Copyable {
    private var table = StateTable()
    /// The writer, reused for every state, with the search's pool of stores.
    private var out = CanonicalBytes()
    /// Where each view controller of `expanded` lies in its bytes: what an action leaves alone is
    /// copied from them.
    private var spans = CanonicalSpans()
    /// The scenes' initial stores every state is read with.
    private let stores: DataStores
    private var check = EncodingCheck()
    /// Whether every successor is checked (`EncodingCheck.checksEvery`, a debug build) or one in
    /// `EncodingCheck.interval` (a release build), and whether every state expanded is written
    /// again and compared with its kept bytes (`checkReadBack`, a debug build); tests set it to
    /// run the release build's way.
    var checksEvery = EncodingCheck.checksEvery
    /// The state being expanded, rebuilt in place from its bytes (`expand`).
    private(set) var expanded: Simulator
    /// The simulator the explorer acts on: reset to `expanded`, in its own storage, before each
    /// action (`reset`), and written as a successor (`keep`). A copy of the state for each action
    /// would allocate each of its arrays at their first change, then free them.
    var scratch: Simulator

    /// A codec whose states start from `first` (a launched app) and whose pool holds `templates`
    /// (the scenes' initial stores, kept alive for the whole search).
    init(first: Simulator, pinning templates: [Record]) {
        out.pool = RecordPool()
        out.pin(templates)
        stores = first.app.stores
        expanded = first
        scratch = first
    }

    /// How many states are kept.
    var count: Int { table.count }

    /// How many successors were written a second time from scratch and compared.
    var encodingChecks: Int { check.checked }

    /// The memory the kept states take: the table's and the pool's, everything allocated.
    var footprint: Int { table.footprint + out.pool!.footprint }

    /// The actions that first reached state `number` from a launched state, in order.
    func path(to number: Int) -> [Int32] { table.path(to: number) }

    /// State `number`'s bytes (for tests).
    func bytes(of number: Int) -> [UInt8] { table.bytes(of: number) }

    /// Keeps a launched `app` (written afresh) with its suffix; whether it was new.
    @discardableResult
    mutating func keepLaunched(_ app: AppState, decisions: [UInt8], tab: UInt8?) -> Bool {
        out.reset()
        StateWriter.write(app, into: &out)
        return insert(decisions: decisions, tab: tab, from: StateTable.none, by: StateTable.none)
    }

    /// Rebuilds state `number` into `expanded`, in place (keeping the nodes it shares with the
    /// state expanded before), and reads its suffix into `decisions` and, unless `tab` is nil
    /// (no active tab is kept), the active tab.
    mutating func expand(_ number: Int, decisions: inout [UInt8], tab: inout UInt8?) {
        // A reader that ends with this call, before any insert; `table.read`'s closure here
        // copied the table (its five arrays retained and released) for every state expanded.
        var reader = table.reader(of: number, records: out.pool!.records)
        expanded.restore { StateReader.read(&reader, into: &$0, stores: stores, spans: &spans) }
        for group in decisions.indices { decisions[group] = reader.byte() }
        if tab != nil { tab = reader.byte() }
        if checksEvery { checkReadBack(number, suffix: decisions.count + (tab == nil ? 0 : 1)) }
    }

    /// How many expanded states were written again and compared with their kept bytes.
    private(set) var readBacks = 0

    /// Checks that `expanded`, written afresh, is state `number`'s kept bytes before its
    /// `suffix`: the read lost nothing the writer writes (every state a debug build's search
    /// expands; a difference stops the process).
    private mutating func checkReadBack(_ number: Int, suffix: Int) {
        readBacks += 1
        out.reset()
        StateWriter.write(expanded.app, into: &out)
        let kept = table.bytes(of: number).dropLast(suffix)
        precondition(
            out.withBytes { $0.elementsEqual(kept) },
            "explore: state \(number) read back writes other bytes than it was kept with")
    }

    /// Takes the expanded state's data templates from `stores` (a state's data, as explore chose it).
    mutating func useTemplates(of stores: DataStores) { expanded.useTemplates(of: stores) }

    /// Resets `scratch` to `expanded` in its own storage. `again`: it was last reset to
    /// `expanded`, which has not changed since, so only what the last action touched is copied
    /// back (`Hierarchy.overwrite(with:again:)`).
    @inline(__always)
    mutating func reset(again: Bool) {
        scratch.restore { $0.overwrite(with: expanded.app, again: again) }
    }

    /// Keeps `scratch`, the successor of state `number` by `action`, with its suffix: written by
    /// copying what the action left alone from `expanded`'s bytes, and, on the `transition`s
    /// `EncodingCheck` samples, written again from scratch and compared (the process stops when
    /// they differ). Whether it was new.
    mutating func keep(
        successorOf number: Int, by action: Int32, decisions: [UInt8], tab: UInt8?, transition: Int
    ) -> Bool {
        out.reset()
        StateWriter.write(scratch.app, into: &out, reusing: spans)
        if EncodingCheck.samples(transition, every: checksEvery) { check.verify(scratch.app, wrote: &out, from: 0) }
        return insert(decisions: decisions, tab: tab, from: Int32(number), by: action)
    }

    /// Appends the suffix to what `out` holds and keeps the state unless it is kept already.
    private mutating func insert(decisions: [UInt8], tab: UInt8?, from parent: Int32, by action: Int32) -> Bool {
        for decision in decisions { out.byte(decision) }
        if let tab { out.byte(tab) }
        return out.withBytes { table.insert($0, from: parent, by: action) }.isNew
    }
}
