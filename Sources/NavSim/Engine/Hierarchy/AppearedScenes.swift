/// `viewWillAppear`'s memory: the scenes in the window that have appeared — the top scene of each
/// level, from the lowest in the window up, by serial — and so which ones a look at the window
/// finds coming in. `Hierarchy` keeps one and shows it what the window shows after every hop
/// (`Hierarchy.newlyAppearing`).
///
/// Its lists keep their storage between looks: a replay allocates nothing here. Its methods are
/// inlined into `Hierarchy`'s: called, they cost the explorer's reset and the replay's hop more
/// than their work (callgrind).
struct AppearedScenes {
    /// The serials of the scenes that have appeared, by level from the lowest in the window.
    private var serials: [Int] = []
    /// The scenes the last look found coming in, bottom-most first (its storage kept, emptied,
    /// from one look to the next).
    private(set) var appearing: [Int] = []

    /// Forgets every scene: all that the window shows next appears.
    @inline(__always)
    mutating func forget() { serials.removeAllKeepingStorage() }

    /// Becomes equal to `other` in its own storage (the explorer's scratch hierarchy).
    @inline(__always)
    mutating func overwrite(with other: AppearedScenes) { serials.overwrite(with: other.serials) }

    /// With one level in the window before (`levelsSeen` is 1) and after, nearly every hop: the
    /// scene it shows (`scene`, of serial `serial`) appears (in `appearing`) when it is another
    /// instance than the one that did.
    @inline(__always)
    mutating func lookAtOneLevel(showing scene: Int, serial: Int) {
        guard serials[0] != serial else { return appearing.removeAllKeepingStorage() }
        serials[0] = serial
        // The last look found one scene too, nearly always (a push or a pop before): replaced
        // in place, where emptying the list and appending cost a call each.
        if appearing.count == 1 {
            appearing[0] = scene
        } else {
            appearing.removeAllKeepingStorage()
            appearing.append(scene)
        }
    }

    /// Records that the window shows the scene of serial `serial` at the next level up, after
    /// `forget()`, without listing it: the scenes of a state just read are on screen already.
    @inline(__always)
    mutating func remember(_ serial: Int) { serials.append(serial) }

    /// How many levels the window showed at the last look.
    var levelsSeen: Int { serials.count }

    /// Begins a look at the window: `see` each level it shows, bottom-most first; `appearing`
    /// then lists what came in, and where the window shows other scenes than those that had
    /// appeared, the caller records them (`forget()`, then `remember(_:)` each).
    @inline(__always)
    mutating func startLook() { appearing.removeAllKeepingStorage() }

    /// The window shows `scene`, of serial `serial`, at level `position` from the lowest in the
    /// window: listed in `appearing` when it had not appeared at any level. Returns whether it is
    /// the scene that appeared at that level.
    @inline(__always)
    mutating func see(_ scene: Int, serial: Int, atLevel position: Int) -> Bool {
        if !serials.contains(serial) { appearing.append(scene) }
        return position < serials.count && serials[position] == serial
    }
}
