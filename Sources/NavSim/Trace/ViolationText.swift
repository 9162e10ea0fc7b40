/// How a violation reads: navsim's message (lower-case, names in single quotes) and the UIKit or
/// Swift text it stands for (`UIKitText`), both made from the violation's facts.
extension Violation {
    /// What happened, in navsim's words.
    public var message: String {
        switch reason {
        case .nilOnAppear(let instance, let field, let type):
            return "'\(instance)' appears with '\(field)' nil, but '\(field)' is declared '\(type)'"
        case .nilStore(let instance, let role, let setup, let initialiser):
            let owner = role == .source ? "source '\(instance)'" : "'\(instance)'"
            return
                "\(owner) has a nil data store: setup '\(setup.rawValue)' does not run for \(initialiser.initialiserText)"
        case .nilIndex(let fault, let instance):
            var message = fault.text(in: instance)
            if case .nilIndex(_, "selection") = fault { message += ": no row is selected" }
            return message
        case .indexOutOfRange(let fault, let instance):
            return fault.text(in: instance)
        case .stackTooShort(let route, let navigation, let stack):
            return
                "route '\(route)' reads viewControllers[count - 2] of '\(navigation)', which holds only \(Self.quoted(stack))"
        case .pushOutsideNavigation(let keyword, _, let route, let source):
            return "\(keyword) '\(route)' pushes from '\(source)', which is not in a navigation controller"
        case .popOutsideNavigation(let route, let source):
            return "route '\(route)' pops from '\(source)', which is not in a navigation controller"
        case .pushedNavigationController(let keyword, let route, let container, let navigation):
            return "\(keyword) '\(route)' pushes the navigation controller '\(container)' onto '\(navigation)'"
        case .optionalCallSkipped(let route, let action, let source, let missing):
            let what =
                missing == .presentingViewController ? "nothing presented" : "'\(source)' has no \(missing.rawValue)"
            return "route '\(route)' does nothing: \(what), so its optional-chained '\(action.rawValue)' is skipped"
        case .nothingToPop(let route, let navigation):
            return "route '\(route)' does nothing: '\(navigation)' holds only its root, so there is nothing to pop"
        case .presentOffScreen(let route, let presented, let source):
            return "route '\(route)' presents '\(presented)' from '\(source)', whose view is not in the window: dropped"
        case .pushWhilePushing(let keyword, let route, let navigation):
            return "\(keyword) '\(route)' fires again while '\(navigation)' is still pushing: both pushes land"
        case .presentWhilePresenting(let keyword, let route, _, _, _):
            return "\(keyword) '\(route)' fires again while a presentation is in progress: the second one is dropped"
        case .presentWhileDismissing(let route, let presented, _, _):
            return
                "route '\(route)' presents '\(presented)' while a dismissal is in progress: the presentation is dropped"
        case .alreadyPresenting(let presenter, let current, let presented, _):
            return "'\(presenter)' already presents '\(current)': presenting '\(presented)' is dropped"
        case .popWhilePopping(let route, let navigation):
            return "route '\(route)' fires again while '\(navigation)' is still popping: the second pop is dropped"
        case .dismissWhileDismissing(let route, _):
            return "route '\(route)' fires again while the dismissal is in progress: the second dismiss is dropped"
        case .unwindWhileUnwinding(let route, _):
            return "unwind '\(route)' fires again during its own transition: the second one is dropped"
        case .segueAlsoNavigates(let route, let effect, let action, let destination, let source, _):
            let prefix = "segue '\(route)' also navigates: its router"
            switch effect {
            case .pushesAgain: return "\(prefix) pushes '\(destination)', which the segue already shows"
            case .presentsAgain:
                return "\(prefix) presents '\(destination)' again from '\(source)', which already presents it"
            case .presentsToo: return "\(prefix) presents '\(destination)', which the segue already pushed"
            case .dropped: return "\(prefix) performs '\(action.rawValue)' during the segue's transition"
            }
        case .foundOther(let route, let found, let place, let wanted, _, _):
            return "route '\(route)' finds '\(found)' (\(place.text)), not a '\(wanted)'"
        case .dismissNotPresented(let route, let source):
            return "route '\(route)' dismisses '\(source)', which nothing presented: presentingViewController is nil"
        case .tabOutsideTabBar(let route, let source):
            return "route '\(route)' selects a tab, but '\(source)' is not in a tab bar controller"
        case .noTabHolds(let route, let scene, let tabs):
            return "route '\(route)' selects the tab holding '\(scene)', but no tab of '\(tabs)' holds one"
        case .noUnwindDestination(let route, let scene, let source):
            if scene == Route.anyDestination {
                return "no view controller up the chain from '\(source)' but itself: unwind '\(route)' does nothing"
            }
            return "no '\(scene)' up the chain from '\(source)': unwind '\(route)' does nothing"
        case .nilUnwindData(let route, let field, let value, let source):
            let from = source.map { "'\($0)'" } ?? "the source"
            return "unwind '\(route)' carries nil for '\(field)': '\(value)' of \(from) is nil"
        case .firstAppearLoop(let route, let source, let nesting):
            return
                "onFirstAppear route '\(route)' of '\(source)' is taken inside \(nesting) others: "
                + "its routes build their own source again on every appearance, so navsim stops here"
        }
    }

    /// The UIKit / Swift text the violation stands for, as it would appear in a crash log or
    /// console (for a silent one, what is — not — logged).
    public var uikitText: String {
        let describe = UIKitText.describe
        switch reason {
        case .nilOnAppear, .nilStore, .nilIndex, .popOutsideNavigation, .dismissNotPresented, .tabOutsideTabBar,
            .noTabHolds:
            return UIKitText.unexpectedlyFoundNil
        case .indexOutOfRange, .stackTooShort:
            return UIKitText.indexOutOfRange
        case .pushOutsideNavigation(_, let isSegue, let route, _):
            return isSegue ? UIKitText.noNavigationController(segue: route) : UIKitText.unexpectedlyFoundNil
        case .pushWhilePushing:
            return UIKitText.nestedPush
        case .presentWhilePresenting(_, _, let presented, let presenter, let source):
            return UIKitText.presentationInProgress(
                describe(presented), on: describe(presenter), from: describe(source))
        case .presentWhileDismissing(_, let presented, let presenter, let source):
            return UIKitText.dismissalInProgress(describe(presented), on: describe(presenter), from: describe(source))
        case .alreadyPresenting(let presenter, let current, let presented, let source):
            return UIKitText.alreadyPresenting(
                describe(presented), on: describe(presenter), from: describe(source), presenting: describe(current))
        case .popWhilePopping:
            return UIKitText.nestedPop
        case .dismissWhileDismissing(_, let source):
            return UIKitText.dismissInProgress(describe(source))
        case .unwindWhileUnwinding(_, let destination):
            return UIKitText.unbalancedAppearance(describe(destination))
        case .segueAlsoNavigates(_, let effect, _, let destination, let source, let container):
            switch effect {
            case .pushesAgain: return UIKitText.pushingSameInstance(describe(destination), by: describe(container))
            case .presentsAgain:
                return UIKitText.alreadyPresenting(
                    describe(destination), on: describe(container), from: describe(source),
                    presenting: describe(destination))
            case .presentsToo: return UIKitText.presentingActiveController(describe(destination))
            case .dropped: return UIKitText.unbalancedAppearance(describe(destination))
            }
        case .foundOther(_, let found, _, let wanted, let wantedKind, let module):
            return UIKitText.couldNotCast(
                UIKitText.castName(found.name, kind: found.kind, module: module),
                to: UIKitText.castName(wanted, kind: wantedKind, module: module))
        case .pushedNavigationController:
            return UIKitText.pushingNavigationController
        case .presentOffScreen(_, let presented, let source):
            return UIKitText.notInWindowHierarchy(describe(presented), on: describe(source))
        case .optionalCallSkipped(_, let action, _, let missing):
            return "nothing is logged: \(missing.rawValue) is nil, so \(UIKitText.call(action)) does nothing"
        case .nothingToPop:
            return "nothing is logged: popViewController(animated:) returns nil on a stack of one"
        case .noUnwindDestination(let route, _, _):
            return "nothing is logged: no view controller up the chain implements the unwind action '\(route):'"
        case .nilUnwindData(let route, let field, _, _):
            return "nothing is logged: the unwind action '\(route):' receives nil for '\(field)'"
        case .firstAppearLoop:
            return "nothing is logged: the app keeps building view controllers until it is killed"
        }
    }

    /// Whether it was raised while a scene appeared (after the hop navigated), not by the
    /// navigation itself.
    var isOnAppearance: Bool {
        switch reason {
        case .nilOnAppear: return true
        case .nilIndex, .indexOutOfRange: return hopStep == 3
        default: return false
        }
    }

    private static func quoted(_ instances: [Instance]) -> String {
        instances.map { "'\($0)'" }.joined(separator: ", ")
    }
}
