/// Embed segues, performed when their parent's view loads (a new child from the storyboard, or
/// built in code or by a factory with `via`, its passes, then `addChild`), and the `pass` lines
/// of navigation containers, which the app
/// delegate injects into each root view controller at launch, before the window shows it.
struct EmbedSegue: HopOperation {
    let route: Program.RouteInfo
    let parent: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(route, kind: .container, declaration: .embed, from: parent)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        guard let target = route.destination else {
            return .refused(.undeclaredDestination(route: route.name, destination: route.route.destination.text))
        }
        return .build(target, via: route.route.instantiation ?? .storyboard)
    }

    var passSource: Int? { parent }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { .uikit }
    var appearsAfter: Bool { false }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        .embed(in: parent)
    }
}

/// A navigation container's `pass` lines, run at launch into its root view controller.
struct LaunchInjection: HopOperation {
    let container: Program.ContainerInfo
    /// The navigation controller.
    let navigation: Int
    /// The scene it shows.
    let receiver: Int
    /// How the hop is named: the container, and the scene it shows. Kept here, for as long as
    /// the hop runs, because its header holds them without a count.
    private let words: HopWords

    init(container: Program.ContainerInfo, navigation: Int, receiver: Int, _ program: Program, _ hierarchy: Hierarchy) {
        self.container = container
        self.navigation = navigation
        self.receiver = receiver
        words = HopWords(
            route: container.name, keyword: "navigation",
            destination: program.name(of: hierarchy.nodes[receiver].kind), graphLine: container.line)
    }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(words: words, kind: .container, declaration: .navigationPass, from: navigation)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        .injected(receiver, container: container.name)
    }

    var passSource: Int? { nil }
    var passes: [CompiledPass] { container.passes }
    var performer: Hop.Performer { .uikit }
    var appearsAfter: Bool { false }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        .injected
    }
}
