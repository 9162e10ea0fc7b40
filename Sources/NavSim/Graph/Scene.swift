/// A scene: a view controller with its VIP stack, whose data store holds the `store` fields.
public struct Scene: Hashable, Sendable {
    /// Which initialisers call Clean Swift's `setup()`, wiring router and data store.
    public enum Setup: String, Hashable, Sendable, CaseIterable {
        /// Every initialiser wires (the default).
        case any
        /// Only `init(coder:)`: a storyboard-built instance.
        case coder
        /// Only `init(nibName:bundle:)`: an instance built in code.
        case nib
        /// Only the scene's factory / builder method.
        case factory

        /// Whether an instance built by `instantiation` gets a wired data store.
        public func wires(_ instantiation: Instantiation) -> Bool {
            switch self {
            case .any: return true
            case .coder: return instantiation == .storyboard
            case .nib: return instantiation == .code
            case .factory: return instantiation == .factory
            }
        }
    }

    /// The scene's name.
    public var name: Name
    /// The data store's fields, in declaration order.
    public var fields: [StoreField]
    /// Which initialisers wire the data store.
    public var setup: Setup
    /// `appear field = value` lines: what its `viewWillAppear` reloads, each time it appears.
    public var appearLines: [Pass]
    /// `keepsSelection`: `clearsSelectionOnViewWillAppear = false`; by default the selected row is
    /// cleared each time the scene appears again, as `UITableViewController` does.
    public var keepsSelection: Bool
    /// `definesPresentationContext`: a `currentContext` presentation from inside it covers it.
    public var definesPresentationContext: Bool
    /// `isModalInPresentation`: shown in a sheet, it refuses the user's swipe down.
    public var isModalInPresentation: Bool
    /// `didDismiss field = value` lines: what its `presentationControllerDidDismiss(_:)` does
    /// when the user swipes away a sheet it presented (never after a programmatic dismiss).
    public var didDismissLines: [Pass]

    /// Creates a scene.
    public init(
        name: Name, fields: [StoreField] = [], setup: Setup = .any, appearLines: [Pass] = [],
        keepsSelection: Bool = false, definesPresentationContext: Bool = false, isModalInPresentation: Bool = false,
        didDismissLines: [Pass] = []
    ) {
        self.name = name
        self.fields = fields
        self.setup = setup
        self.appearLines = appearLines
        self.keepsSelection = keepsSelection
        self.definesPresentationContext = definesPresentationContext
        self.isModalInPresentation = isModalInPresentation
        self.didDismissLines = didDismissLines
    }

    /// The field named `name`, if the store has one.
    public func field(named name: String) -> StoreField? { fields.first { $0.name.text == name } }
}

/// How a view controller instance is created.
public enum Instantiation: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// From the storyboard, by `init(coder:)`.
    case storyboard
    /// In code, by `init(nibName:bundle:)` / `init()`.
    case code
    /// By the scene's factory or builder, which can take constructor arguments.
    case factory
}
