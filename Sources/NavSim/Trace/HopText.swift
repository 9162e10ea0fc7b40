/// How a trace words a hop's facts: its declaration, the three steps, and the places and
/// performers they name. The engine records facts; every sentence is made here.
extension Hop {
    /// `segue show`, `route push via code`, `back button`; `, second tap` on the second hop of a double tap.
    public var declarationText: String {
        let text: String
        switch declaration {
        case .segue(let kind): text = "segue \(kind.rawValue)"
        case .route(let action, let forced, let via):
            text = "route \(action.rawValue)" + (forced ? "!" : "") + (via.map { " via \($0.rawValue)" } ?? "")
        case .unwind: text = "unwind"
        case .embed: text = "embed"
        case .navigationPass: text = "navigation pass"
        case .backButton: text = "back button"
        case .swipeDown: text = "swipe down"
        case .tabBar: text = "tab bar"
        }
        return isSecondTap ? text + ", second tap" : text
    }

    /// The trace's `1 get` line: `CreateOrder#3 from storyboard, data store wired`.
    public var destinationText: String {
        switch destination {
        case .built(let built, let receiver, let via, let store):
            let how: String
            switch via {
            case .storyboard: how = "from storyboard"
            case .code: how = "in code"
            case .factory: how = "from its factory"
            }
            if built == receiver { return "\(built) \(how), \(store.text)" }
            let dig = built.kind == .tabs ? "selectedViewController" : "viewControllers.first"
            return "\(built) \(how) with \(receiver) as \(dig), \(store.text)"
        case .found(let instance, let place):
            return "\(instance), \(place.text)"
        case .injected(let instance, let container, let store):
            return "\(instance), viewControllers.first of \(container), \(store.text)"
        case .missing(let missing):
            return missing.text
        }
    }

    /// The trace's `3 nav` line: `push onto Main, performed by the segue`.
    public var navigationText: String {
        guard let navigation else { return "" }
        var text = navigation.text
        if let again = navigateAgain { text += again.text }
        return text
    }
}

extension Hop.StoreState {
    /// `data store wired`, `data store nil (setup 'nib' does not run for init(coder:))`.
    var text: String {
        switch self {
        case .wired: return "data store wired"
        case .none: return "no data store"
        case .missing(let setup, let initialiser):
            return "data store nil (setup '\(setup.rawValue)' does not run for \(initialiser.initialiserText))"
        }
    }
}

extension Instantiation {
    /// The initialiser UIKit calls: `init(coder:)` for the storyboard, `init(nibName:bundle:)` in code.
    var initialiserText: String {
        switch self {
        case .storyboard: return "init(coder:)"
        case .code: return "init(nibName:bundle:)"
        case .factory: return "its factory"
        }
    }
}

extension Hop.Place {
    /// `viewControllers[count - 2] of Main`, `the nearest Inbox up the chain`.
    var text: String {
        switch self {
        case .belowTop(let navigation): return "viewControllers[count - 2] of \(navigation)"
        case .rootOf(let navigation): return "viewControllers.first of \(navigation)"
        case .nearestBelowTop(let scene, let navigation): return "the nearest \(scene) below the top of \(navigation)"
        case .belowTopWithout(let scene, let navigation):
            return "viewControllers[count - 2] of \(navigation), no \(scene) below the top"
        case .revealedByFirstDismiss: return "the scene the first dismiss revealed"
        case .presentingViewController: return "the presenting view controller"
        case .shownByPresenting(let presenter): return "shown by the presenting \(presenter)"
        case .topOfTab(let tab): return "top of tab \(tab)"
        case .nearestUpTheChain(let scene): return "the nearest \(scene) up the chain"
        }
    }
}

extension Hop.Missing {
    /// Why nothing was obtained: `nothing: 'A#1' has no navigation controller`.
    var text: String {
        switch self {
        case .noNavigationController(let source): return "nothing: '\(source)' has no navigation controller"
        case .notPresented(let source): return "nothing: '\(source)' was not presented"
        case .noTabBarController: return "nothing: tabBarController is nil"
        case .noTabHolds(let scene): return "nothing: no tab holds \(scene)"
        case .stackHolds(let navigation, let count):
            return "nothing: \(navigation) holds \(count) view controller\(count == 1 ? "" : "s")"
        case .noneUpTheChain(let scene): return "no \(scene) up the chain"
        case .undeclared: return ""
        }
    }
}

extension Hop.Performer {
    /// `performed by the segue`, `by the router`.
    var text: String {
        switch self {
        case .segue: return "performed by the segue"
        case .router: return "by the router"
        case .backButton: return "performed by the back button"
        case .userSwipe: return "performed by the user's swipe"
        case .tabBar: return "performed by the tab bar"
        case .uikit: return "performed by UIKit"
        }
    }
}

extension Hop.Navigation {
    var text: String {
        func list(_ instances: [Instance]) -> String { instances.map(\.description).joined(separator: ", ") }
        switch self {
        case .push(let navigation, let by): return "push onto \(navigation), \(by.text)"
        case .present(let presenter, let style, let by): return "present over \(presenter) \(style.text), \(by.text)"
        case .pop(let popped, let navigation, let by): return "pop \(list(popped)) off \(navigation), \(by.text)"
        case .alreadyTop(let top, let navigation): return "nothing to pop: \(top) is already the top of \(navigation)"
        case .dismiss(let root, let by): return "dismiss \(root), \(by.text)"
        case .selectTab(let tab, let tabs, let by): return "select tab \(tab) of \(tabs), \(by.text)"
        case .tabAlreadySelected(let tab, let tabs): return "tab \(tab) of \(tabs) is already selected, by the router"
        case .reselectTab(let tab, let popped):
            guard !popped.isEmpty else { return "tab \(tab) is already selected: nothing happens" }
            return "tab \(tab) is already selected: pop \(list(popped)) off \(tab), performed by the tab bar"
        case .unwind(let steps):
            let actions = steps.map { step in
                switch step {
                case .dismiss(let root): return "dismiss \(root)"
                case .pop(let popped, let navigation): return "pop \(list(popped)) off \(navigation)"
                case .selectTab(let tab): return "select tab \(tab)"
                }
            }
            return (actions.isEmpty ? "nothing to dismiss or pop" : actions.joined(separator: ", "))
                + ", performed by UIKit"
        case .embedded(let parent): return "embedded in \(parent), performed by UIKit"
        case .injectedAtLaunch: return "none: injected at launch, before the window shows it"
        case .noNavigationController(let source): return "push: '\(source)' has no navigation controller"
        case .pushRefused: return "push refused: a navigation controller cannot be pushed"
        case .pushedDuringPush(let navigation, let by):
            return "push onto \(navigation) during the first push, \(by.text)"
        case .replaceStack(let replaced, let navigation, let by):
            return "replace the stack of \(navigation) (held \(list(replaced))), \(by.text)"
        case .replaceRoot(let old, let by): return "replace the window's root \(old), \(by.text)"
        case .presentDroppedOffScreen(let source):
            return "present from \(source) dropped: its view is not in the window"
        case .presentDroppedInProgress(let presenter):
            return "present over \(presenter) dropped: the first presentation is still animating"
        case .presentDroppedAlreadyPresenting(let presenter, let current):
            return "present over \(presenter) dropped: it already presents \(current)"
        case .popDropped(let navigation): return "pop \(navigation) dropped: the first pop is still animating"
        case .dismissDropped: return "dismiss dropped: the first dismissal is still animating"
        case .unwindDropped: return "unwind dropped: the first unwind is still animating"
        }
    }
}

extension Hop.NavigateAgain {
    /// What a segue's `navigate` line adds to the `3 nav` line, quoting the graph's own words.
    var text: String {
        let line =
            declared == performed
            ? "navigate \(declared.rawValue)" : "navigate \(declared.rawValue), a \(performed.rawValue) here"
        switch effect {
        case .pushesAgain: return "; the router pushes it again (\(line))"
        case .presentsAgain: return "; the router presents it again (\(line)): dropped"
        case .presentsToo: return "; the router presents it too (\(line))"
        case .dropped: return "; the router's \(performed.rawValue) during the transition is dropped"
        }
    }
}

extension PassedValue.Drop {
    /// `'editingStudent' is nil`.
    public var text: String {
        switch self {
        case .isNil(let path): return "'\(path)' is nil"
        case .notARecord(let path): return "'\(path)' is not a record"
        case .notAList(let path): return "'\(path)' is not a list"
        case .noDataStore(let instance): return "'\(instance)' has no data store"
        case .sharedStoreItself(let name): return "'\(name)' is a shared store, not a field"
        }
    }
}

extension PathFault {
    /// `'orders[selection]' reads index 'selection', which is nil`.
    public var text: String { text(in: nil) }

    /// The same, naming the instance it was read in.
    func text(in instance: Instance?) -> String {
        let place = instance.map { " in '\($0)'" } ?? ""
        switch self {
        case .nilIndex(let path, let index): return "'\(path)'\(place) reads index '\(index)', which is nil"
        case .outOfRange(let path, let index, let count):
            return "'\(path)'\(place) reads index \(index) of a list of \(count)"
        }
    }
}

extension PresentationStyle {
    /// How a trace names it: `as a sheet (automatic)`, `fullScreen`.
    var text: String { isSheet ? "as a sheet (\(rawValue))" : rawValue }
}

extension Appearance {
    /// The trace lines of an appearance: the selection cleared, then each `appear` line run.
    var lines: [String] {
        var lines: [String] = []
        if let row = clearedSelection {
            lines.append("\(instance) selection \(row) cleared (clearsSelectionOnViewWillAppear)")
        }
        for passed in reloaded {
            var text = "\(instance) \(passed.path) = \(passed.value)"
            if let drop = passed.dropped { text += ", dropped: \(drop.text)" }
            lines.append(text)
        }
        return lines
    }
}

extension HierarchySnapshot: CustomStringConvertible {
    /// `Home{*ContactsTab[Contacts#1, Detail#3], FavoritesTab[Contacts#2]} > EditNav[EditContact#4]`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes the description to `text`: a trace writes every hop's tree straight into its bytes.
    func write(to text: inout some NotationStream) {
        guard !isEmpty else { return text.write("nothing: the app has not launched") }
        var position = 0
        while position < entries.count {
            if position > 0 { text.writeASCII(" > ") }
            write(at: &position, to: &text)
        }
    }

    /// Writes the entry at `position` and its children as `HierarchyPattern` would, naming each
    /// instance by its description.
    private func write(at position: inout Int, to text: inout some NotationStream) {
        let entry = entries[position]
        position += 1
        names.write(entry.name, to: &text)
        if entry.number >= 0 {
            text.writeASCII("#")
            text.writeDecimal(Int(entry.number))
        }
        let brackets: (open: UInt8, close: UInt8)
        switch entry.kind {
        case .scene:
            guard entry.childCount > 0 else { return }
            brackets = (UInt8(ascii: "("), UInt8(ascii: ")"))
        case .navigation: brackets = (UInt8(ascii: "["), UInt8(ascii: "]"))
        case .tabs: brackets = (UInt8(ascii: "{"), UInt8(ascii: "}"))
        }
        text.writeASCII(brackets.open)
        for child in 0..<entry.childCount {
            if child > 0 { text.writeASCII(", ") }
            if entry.kind == .tabs, child == entry.selected { text.writeASCII("*") }
            write(at: &position, to: &text)
        }
        text.writeASCII(brackets.close)
    }
}

extension Instance {
    /// Writes `ShowOrder#2` (a container: its name).
    func write(to text: inout some NotationStream) {
        text.write(name)
        if let number {
            text.writeASCII("#")
            text.writeDecimal(number)
        }
    }
}

extension Simulator {
    /// The hierarchy in trace notation with instance numbers.
    public var hierarchyDescription: String { hierarchy.description }
}
