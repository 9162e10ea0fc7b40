import UIKit

protocol Loadable {}

/// A screen that holds a model object, set by the static factories below.
protocol ModelHolding: AnyObject {
    associatedtype Model
    var model: Model! { get set }
}

extension ModelHolding where Self: Loadable & UIViewController {
    static func make(withModel model: Model) -> Self {
        let screen = Self.instantiate()
        screen.model = model
        return screen
    }

    static func make(withModel model: Model, andTheme theme: String) -> Self {
        let screen = Self.instantiate()
        screen.model = model
        screen.theme = theme
        return screen
    }
}
