/// A container view controller: a navigation controller or a tab bar controller.
public struct Container: Hashable, Sendable {
    /// What kind of container, with its contents.
    public enum Kind: Hashable, Sendable {
        /// `navigation Name root Scene`: a UINavigationController, with the `pass` lines the
        /// app delegate uses to inject data into its root at launch.
        case navigation(root: Name, passes: [Pass])
        /// `tabs Name [A, B]`: a UITabBarController; children are containers or scenes.
        case tabs(children: [Name])
    }

    /// The container's name.
    public var name: Name
    /// Its kind and contents.
    public var kind: Kind

    /// Creates a container.
    public init(name: Name, kind: Kind) {
        self.name = name
        self.kind = kind
    }
}

/// `start Name [via storyboard|code|factory]`: the window's root view controller.
public struct Start: Hashable, Sendable {
    /// The container or scene at the window root.
    public var target: Name
    /// How it (and a container's root scene) is built.
    public var instantiation: Instantiation
    /// Where the `start` keyword is.
    public var position: SourcePosition

    /// Creates a start declaration.
    public init(target: Name, instantiation: Instantiation = .storyboard, position: SourcePosition) {
        self.target = target
        self.instantiation = instantiation
        self.position = position
    }
}
