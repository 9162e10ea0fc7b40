/// The console and crash texts UIKit and Swift print for each violation, as in
/// `shared/design/uikit-messages.md`, made deterministic: where UIKit prints an address
/// (`<CreateOrderViewController: 0x7f9c…>`) navsim prints the instance (`<CreateOrderViewController: CreateOrder#3>`).
///
/// A scene's class is its name with `ViewController` appended (unless it already ends in
/// `Controller`); casts name it module-qualified by the graph's name, as Swift's runtime does
/// (`'CleanStore.ShowOrderViewController'`). Containers are `UINavigationController` and `UITabBarController`.
public enum UIKitText {
    /// The class name navsim gives a scene: `ShowOrder` → `ShowOrderViewController`.
    public static func className(ofScene scene: String) -> String {
        scene.hasSuffix("Controller") ? scene : scene + "ViewController"
    }

    /// How UIKit prints an instance: `<ShowOrderViewController: ShowOrder#2>`.
    public static func describe(_ instance: Instance) -> String {
        "<\(castName(instance.name, kind: instance.kind, module: nil)): \(instance)>"
    }

    /// The type name a failed cast prints: module-qualified for scenes (when a module is given),
    /// `UINavigationController` and `UITabBarController` for containers.
    public static func castName(_ name: String, kind: Instance.Kind, module: String?) -> String {
        switch kind {
        case .scene: return module.map { "\($0).\(className(ofScene: name))" } ?? className(ofScene: name)
        case .navigation: return "UINavigationController"
        case .tabs: return "UITabBarController"
        }
    }

    /// `Fatal error: Unexpectedly found nil while unwrapping an Optional value`.
    public static let unexpectedlyFoundNil = "Fatal error: Unexpectedly found nil while unwrapping an Optional value"

    /// `Fatal error: Index out of range`.
    public static let indexOutOfRange = "Fatal error: Index out of range"

    /// `nested push animation can result in corrupted navigation bar`.
    public static let nestedPush = "nested push animation can result in corrupted navigation bar"

    /// `nested pop animation can result in corrupted navigation bar`.
    public static let nestedPop = "nested pop animation can result in corrupted navigation bar"

    /// A legacy push segue from a view controller outside any navigation controller.
    public static func noNavigationController(segue: String) -> String {
        "Could not find a navigation controller for segue '\(segue)'. Push segues can only be used when the source controller is managed by an instance of UINavigationController."
    }

    /// A forced cast that fails: `segue.destination as! X`, `viewControllers[count - 2] as! X`.
    public static func couldNotCast(_ actual: String, to expected: String) -> String {
        "Could not cast value of type '\(actual)' to '\(expected)'"
    }

    /// Pushing an instance that is already in a stack (or already shown), in the wording of
    /// current iOS (older releases said "Pushing the same view controller instance more than once
    /// is not supported (<VC>)").
    public static func pushingSameInstance(_ instance: String, by navigation: String) -> String {
        "\(navigation) is pushing the same view controller instance (\(instance)) more than once which is not supported and is most likely an error in the application"
    }

    /// Presenting an instance that is already in the hierarchy.
    public static func presentingActiveController(_ instance: String) -> String {
        "Application tried to present modally an active controller \(instance)."
    }

    /// Presenting from a view controller whose presentation context already presents.
    public static func alreadyPresenting(
        _ presented: String, on presenter: String, from source: String, presenting current: String
    )
        -> String
    {
        "Attempt to present \(presented) on \(presenter) (from \(source)) which is already presenting \(current)."
    }

    /// Presenting from a view controller whose view is not in the window (covered, popped, in
    /// another tab, or not yet shown).
    public static func notInWindowHierarchy(_ presented: String, on presenter: String) -> String {
        "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy!"
    }

    /// Presenting while the previous presentation is still animating (a double tap).
    public static func presentationInProgress(_ presented: String, on presenter: String, from source: String) -> String
    {
        "Attempt to present \(presented) on \(presenter) (from \(source)) while a presentation is in progress."
    }

    /// Presenting while a dismissal is still animating (a dismiss and a present in the same run
    /// loop: openradar 19045528, "It is not possible to dismiss a controller and present another
    /// within the same runloop").
    public static func dismissalInProgress(_ presented: String, on presenter: String, from source: String) -> String {
        "Attempt to present \(presented) on \(presenter) (from \(source)) while a dismissal is in progress."
    }

    /// Dismissing while a dismissal is still animating (a double tap).
    public static func dismissInProgress(_ source: String) -> String {
        "Attempt to dismiss from view controller \(source) while a presentation or dismiss is in progress!"
    }

    /// Two transitions overlapping on one view controller.
    public static func unbalancedAppearance(_ instance: String) -> String {
        "Unbalanced calls to begin/end appearance transitions for \(instance)."
    }

    /// The UIKit call a route action stands for: `pushViewController(_:animated:)`.
    public static func call(_ action: Route.Action) -> String {
        switch action {
        case .show: return "show(_:sender:)"
        case .showDetail: return "showDetailViewController(_:sender:)"
        case .push: return "pushViewController(_:animated:)"
        case .present: return "present(_:animated:)"
        case .pop: return "popViewController(animated:)"
        case .popTo: return "popToViewController(_:animated:)"
        case .popToRoot: return "popToRootViewController(animated:)"
        case .dismiss: return "dismiss(animated:)"
        case .tab: return "selectedIndex = …"
        case .setStack: return "setViewControllers(_:animated:)"
        case .setRoot: return "rootViewController = …"
        }
    }

    /// Pushing a navigation controller onto a navigation controller (`NSInvalidArgumentException`).
    public static let pushingNavigationController = "Pushing a navigation controller is not supported"
}
