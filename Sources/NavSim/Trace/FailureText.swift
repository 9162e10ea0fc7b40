/// How a failed user action and a scenario's data change read, in diagnostics and traces.
extension ActionFailure {
    /// The message: lower-case, names in single quotes.
    public var message: String {
        switch reason {
        case .routeNotOnScreen(let name, _, _, _): return "no scene on screen has a route '\(name)'"
        case .notInNavigationController(let top):
            return "there is no back button: '\(top)' is not in a navigation controller"
        case .atStackRoot(let top, let navigation):
            return "there is no back button: '\(navigation)' shows its root '\(top)'"
        case .nothingPresented: return "nothing is presented: there is no modal to swipe down"
        case .notASheet(let presented, let style):
            return "'\(presented)' is presented \(style.rawValue), not as a sheet: it cannot be swiped down"
        case .modalInPresentation(let scene):
            return "'\(scene)' sets isModalInPresentation: the sheet refuses to be swiped down"
        case .noTabBar: return "no tab bar on screen"
        case .noSuchTab(let name, let tabBar, _): return "'\(tabBar)' has no tab '\(name)'"
        case .cannotWrite(let problem): return problem.writeText
        case .cannotRead(let problem): return problem.readText
        case .noStart: return "the graph has no 'start': nothing to launch"
        case .undeclaredDestination(let route, let destination):
            return "route '\(route)' leads to '\(destination)', which the graph does not declare"
        case .noLiveInstance(let scene): return "no instance of '\(scene)' is alive to fire it"
        case .appCrashed: return "the app has crashed"
        }
    }

    /// Notes: what is on screen, where the route lives, the UIKit text.
    public var notes: [String] {
        switch reason {
        case .routeNotOnScreen(let name, let onScreen, let owners, let suggestion):
            var notes = ["on screen: " + Self.quoted(onScreen.map(\.description))]
            if !owners.isEmpty {
                notes.append("'\(name)' is a route of \(Self.quoted(owners))")
            } else if let suggestion {
                notes.append("did you mean '\(suggestion)'?")
            }
            return notes
        case .noSuchTab(_, _, let tabs): return ["its tabs: \(Self.quoted(tabs))"]
        case .cannotWrite(.notOnScreen(_, _, let onScreen)):
            return ["on screen: " + Self.quoted(onScreen.map(\.description))]
        default: return []
        }
    }

    private static func quoted(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}

extension ActionFailure.ValueProblem {
    /// Why a `set` or `given` could not write.
    var writeText: String {
        switch self {
        case .needsField(let keyword, let root): return "'\(keyword)' needs a field after '\(root)'"
        case .cannotEvaluate(let expression, let fault): return "cannot evaluate '\(expression)': \(fault.text)"
        case .noSuchOwner(let name): return "no scene or shared store named '\(name)'"
        case .notOnScreen(let path, let root, _): return "cannot set '\(path)': no '\(root)' on screen"
        case .nilStore(let path, let instance): return "cannot set '\(path)': '\(instance)' has a nil data store"
        case .dropped(let path, let drop): return "cannot set '\(path)': \(drop.text)"
        case .fault(let path, let fault): return "cannot set '\(path)': \(fault.text)"
        }
    }

    /// Why an `expect` could not read.
    var readText: String {
        switch self {
        case .needsField(_, let root): return "'\(root)' needs a field after '\(root)'"
        case .notOnScreen(_, let root, _): return "no '\(root)' on screen"
        case .nilStore(_, let instance): return "'\(instance)' has a nil data store"
        case .fault(_, let fault): return fault.text
        case .cannotEvaluate, .noSuchOwner, .dropped: return writeText
        }
    }
}

extension Simulator.Change {
    /// `ShowOrder#2 selection = 1`, `every new Detail starts with item = nil`.
    public var text: String {
        switch self {
        case .selection(let instance, let row): return "\(instance) selection = \(row)"
        case .set(let owner, let field, let value): return "\(owner) \(field) = \(value)"
        case .given(let owner, let field, let value, let shared):
            return (shared ? "" : "every new ") + "\(owner) starts with \(field) = \(value)"
        }
    }
}
