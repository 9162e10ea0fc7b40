/// How a trace words a hop's facts: its declaration, the three steps, and the places and
/// performers they name. The engine records facts; every sentence is made here.
extension Hop {
    /// `segue show`, `route push via code`, `back button`; `, second tap` on the second hop of a
    /// double tap, `, on first appear` on a hop its source's appearance took.
    public var declarationText: String { declarationWords.notation }

    /// The trace's `1 get` line: `CreateOrder#3 from storyboard, data store wired`.
    public var destinationText: String { destination.notation }

    /// The trace's `3 nav` line: `push onto Main, performed by the segue`.
    public var navigationText: String { navigationWords.notation }

    /// The declaration's words, as the route line writes them.
    var declarationWords: DeclarationWords {
        DeclarationWords(declaration: declaration, isSecondTap: isSecondTap, isOnFirstAppear: isOnFirstAppear)
    }

    /// The `3 nav` line's words: the navigation, then what a segue's router did besides.
    var navigationWords: NavigationWords { NavigationWords(navigation: navigation, again: navigateAgain) }

    /// How a route line names the hop's declaration.
    struct DeclarationWords: NotationWritable {
        let declaration: Declaration
        let isSecondTap: Bool
        var isOnFirstAppear = false

        func write(to text: inout some NotationStream) {
            switch declaration {
            case .segue(let kind): text.words("segue ", kind.rawValue)
            case .route(let action, let forced, let via):
                text.words("route ", action.rawValue, forced ? "!" : "")
                if let via { text.words(" via ", via.rawValue) }
            case .unwind: text.write("unwind")
            case .embed: text.write("embed")
            case .navigationPass: text.write("navigation pass")
            case .backButton: text.write("back button")
            case .swipeDown: text.write("swipe down")
            case .tabBar: text.write("tab bar")
            }
            if isSecondTap { text.write(", second tap") }
            if isOnFirstAppear { text.write(", on first appear") }
        }
    }

    /// The `3 nav` line: empty when the hop did not get that far.
    struct NavigationWords: NotationWritable {
        let navigation: Navigation?
        let again: NavigateAgain?

        func write(to text: inout some NotationStream) {
            guard let navigation else { return }
            navigation.write(to: &text)
            again?.write(to: &text)
        }
    }
}

extension Instance: NotationWritable {}

extension Hop.Acquisition: NotationWritable {
    /// The `1 get` line.
    func write(to text: inout some NotationStream) {
        switch self {
        case .built(let built, let receiver, let via, let store):
            let how: String
            switch via {
            case .storyboard: how = "from storyboard"
            case .code: how = "in code"
            case .factory: how = "from its factory"
            }
            if built == receiver { return text.words(built, " ", how, ", ", store) }
            let dig = built.kind == .tabs ? "selectedViewController" : "viewControllers.first"
            text.words(built, " ", how, " with ", receiver, " as ", dig, ", ", store)
        case .found(let instance, let place):
            text.words(instance, ", ", place)
        case .injected(let instance, let container, let store):
            text.words(instance, ", viewControllers.first of ", container, ", ", store)
        case .missing(let missing):
            missing.write(to: &text)
        }
    }
}

extension Hop.StoreState: NotationWritable {
    /// `data store wired`, `data store nil (setup 'nib' does not run for init(coder:))`.
    func write(to text: inout some NotationStream) {
        switch self {
        case .wired: text.write("data store wired")
        case .none: text.write("no data store")
        case .missing(let setup, let initialiser):
            text.words(
                "data store nil (setup '", setup.rawValue, "' does not run for ", initialiser.initialiserText, ")")
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

extension Hop.Place: NotationWritable {
    /// `viewControllers[count - 2] of Main`, `the nearest Inbox up the chain`.
    var text: String { notation }

    func write(to text: inout some NotationStream) {
        switch self {
        case .belowTop(let navigation): text.words("viewControllers[count - 2] of ", navigation)
        case .rootOf(let navigation): text.words("viewControllers.first of ", navigation)
        case .nearestBelowTop(let scene, let navigation):
            text.words("the nearest ", scene, " below the top of ", navigation)
        case .belowTopWithout(let scene, let navigation):
            text.words("viewControllers[count - 2] of ", navigation, ", no ", scene, " below the top")
        case .revealedByFirstDismiss: text.write("the scene the first dismiss revealed")
        case .presentingViewController: text.write("the presenting view controller")
        case .sourcePresents: text.write("the source itself, which presents what it dismisses")
        case .shownByPresenting(let presenter): text.words("shown by the presenting ", presenter)
        case .topOfTab(let tab): text.words("top of tab ", tab)
        case .nearestUpTheChain(let scene): text.words("the nearest ", scene, " up the chain")
        case .nearestImplementer:
            text.write("the nearest view controller up the chain, every one implementing the action")
        }
    }
}

extension Hop.Missing: NotationWritable {
    /// Why nothing was obtained: `nothing: 'A#1' has no navigation controller`.
    func write(to text: inout some NotationStream) {
        switch self {
        case .noNavigationController(let source): text.words("nothing: '", source, "' has no navigation controller")
        case .notPresented(let source): text.words("nothing: '", source, "' was not presented")
        case .noTabBarController: text.write("nothing: tabBarController is nil")
        case .noTabHolds(let scene): text.words("nothing: no tab holds ", scene)
        case .stackHolds(let navigation, let count):
            text.words("nothing: ", navigation, " holds ", count, " view controller", count == 1 ? "" : "s")
        case .noneUpTheChain(let scene): text.words("no ", scene, " up the chain")
        case .noImplementerUpTheChain: text.write("nothing: no view controller up the chain but the source")
        case .undeclared: break
        }
    }
}

extension Hop.Performer: NotationWritable {
    /// `performed by the segue`, `by the router`.
    func write(to text: inout some NotationStream) {
        switch self {
        case .segue: text.write("performed by the segue")
        case .router: text.write("by the router")
        case .backButton: text.write("performed by the back button")
        case .userSwipe: text.write("performed by the user's swipe")
        case .tabBar: text.write("performed by the tab bar")
        case .uikit: text.write("performed by UIKit")
        }
    }
}

extension Hop.Navigation: NotationWritable {
    /// What the navigation did, as the `3 nav` line words it.
    func write(to text: inout some NotationStream) {
        switch self {
        case .push(let navigation, let by): text.words("push onto ", navigation, ", ", by)
        case .present(let presenter, let style, let by):
            text.words("present over ", presenter, " ", style.text, ", ", by)
        case .pop(let popped, let navigation, let by):
            text.write("pop ")
            text.list(popped)
            text.words(" off ", navigation, ", ", by)
        case .alreadyTop(let top, let navigation):
            text.words("nothing to pop: ", top, " is already the top of ", navigation)
        case .dismiss(let root, let by): text.words("dismiss ", root, ", ", by)
        case .selectTab(let tab, let tabs, let by): text.words("select tab ", tab, " of ", tabs, ", ", by)
        case .tabAlreadySelected(let tab, let tabs):
            text.words("tab ", tab, " of ", tabs, " is already selected, by the router")
        case .reselectTab(let tab, let popped):
            guard !popped.isEmpty else { return text.words("tab ", tab, " is already selected: nothing happens") }
            text.words("tab ", tab, " is already selected: pop ")
            text.list(popped)
            text.words(" off ", tab, ", performed by the tab bar")
        case .unwind(let steps):
            if steps.isEmpty { text.write("nothing to dismiss or pop") }
            text.list(steps)
            text.write(", performed by UIKit")
        case .embedded(let parent): text.words("embedded in ", parent, ", performed by UIKit")
        case .injectedAtLaunch: text.write("none: injected at launch, before the window shows it")
        case .noNavigationController(let source): text.words("push: '", source, "' has no navigation controller")
        case .pushRefused: text.write("push refused: a navigation controller cannot be pushed")
        case .pushedDuringPush(let navigation, let by):
            text.words("push onto ", navigation, " during the first push, ", by)
        case .replaceStack(let replaced, let navigation, let by):
            text.words("replace the stack of ", navigation, " (held ")
            text.list(replaced)
            text.words("), ", by)
        case .replaceRoot(let old, let by): text.words("replace the window's root ", old, ", ", by)
        case .presentDroppedOffScreen(let source):
            text.words("present from ", source, " dropped: its view is not in the window")
        case .presentDroppedInProgress(let presenter):
            text.words("present over ", presenter, " dropped: the first presentation is still animating")
        case .presentDroppedWhileDismissing(let presenter):
            text.words("present over ", presenter, " dropped: a dismissal is still animating")
        case .presentDroppedAlreadyPresenting(let presenter, let current):
            text.words("present over ", presenter, " dropped: it already presents ", current)
        case .popDropped(let navigation): text.words("pop ", navigation, " dropped: the first pop is still animating")
        case .dismissDropped: text.write("dismiss dropped: the first dismissal is still animating")
        case .unwindDropped: text.write("unwind dropped: the first unwind is still animating")
        }
    }
}

extension Hop.UnwindStep: NotationWritable {
    /// One action of an unwind: `dismiss EditNav`, `pop Detail#2 off Main`.
    func write(to text: inout some NotationStream) {
        switch self {
        case .dismiss(let root): text.words("dismiss ", root)
        case .pop(let popped, let navigation):
            text.write("pop ")
            text.list(popped)
            text.words(" off ", navigation)
        case .selectTab(let tab): text.words("select tab ", tab)
        }
    }
}

extension Hop.NavigateAgain: NotationWritable {
    /// What a segue's `navigate` line adds to the `3 nav` line, quoting the graph's own words.
    func write(to text: inout some NotationStream) {
        let line = Line(declared: declared, performed: performed)
        switch effect {
        case .pushesAgain: text.words("; the router pushes it again (", line, ")")
        case .presentsAgain: text.words("; the router presents it again (", line, "): dropped")
        case .presentsToo: text.words("; the router presents it too (", line, ")")
        case .dropped: text.words("; the router's ", performed.rawValue, " during the transition is dropped")
        }
    }

    /// `navigate push`, or `navigate push, a present here` when the router's call did otherwise.
    private struct Line: NotationWritable {
        let declared: Route.Action
        let performed: Route.Action

        func write(to text: inout some NotationStream) {
            text.words("navigate ", declared.rawValue)
            if declared != performed { text.words(", a ", performed.rawValue, " here") }
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
    /// How a trace names it: `as a sheet (automatic)`, `fullScreen`; a popover as the form
    /// sheet it is on a compact width (Apple's `UIModalPresentationStyle.popover`: "In iOS 13
    /// and later, for horizontally or vertically compact environments, this option behaves the
    /// same as UIModalPresentationStyle.formSheet").
    var text: String {
        if self == .popover { return "as a sheet (popover: formSheet on a compact width)" }
        return isSheet ? "as a sheet (\(rawValue))" : rawValue
    }
}

extension PassedValue: NotationWritable {
    /// `orderToEdit = {id: "b2"}`, and `, dropped: 'order' is nil` when it was not written.
    func write(to text: inout some NotationStream) {
        text.words(path, " = ")
        value.write(to: &text)
        if let dropped { text.words(", dropped: ", dropped.text) }
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
