/// What a scene's `viewWillAppear` did besides checking its `!` fields: the selected row it
/// cleared and the `appear` lines it ran; or, after the user swiped away a sheet it presented,
/// the `didDismiss` lines its `presentationControllerDidDismiss(_:)` ran. Recorded only when it
/// did one of them.
public struct Appearance: Hashable, Sendable {
    /// The scene that appeared.
    public var instance: Instance
    /// The row `clearsSelectionOnViewWillAppear` cleared, if one was selected.
    public var clearedSelection: Int?
    /// The `appear` lines run, with the values they wrote, in order.
    public var reloaded: [PassedValue]
    /// The `didDismiss` lines run after the user swiped away a sheet it presented
    /// (`presentationControllerDidDismiss(_:)`), with the values they wrote.
    public var afterSwipe: [PassedValue] = []

    /// Creates an appearance fact.
    public init(instance: Instance, clearedSelection: Int? = nil, reloaded: [PassedValue] = []) {
        self.instance = instance
        self.clearedSelection = clearedSelection
        self.reloaded = reloaded
    }
}
