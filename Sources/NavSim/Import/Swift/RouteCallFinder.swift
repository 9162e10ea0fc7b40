/// Finds where code calls a router's routes without a segue — `router?.routeToX(segue: nil)`,
/// `routeToX()` — in any method, closure or property of the app: those are the programmatic
/// routes. And warns about navigation written outside any router (a coordinator, a closure, a
/// view controller's own `dismiss`), which the import cannot turn into routes.
struct RouteCallFinder {
    /// A call of a `routeToX` no scene's router (or more than one) declares.
    static let unmatchedRouteCall = DiagnosticID("unmatched-route-call")

    /// A call found: the scene whose router declares the route, the route's method name, where.
    struct Call: Sendable {
        /// The scene.
        var scene: String
        /// `routeToX`.
        var method: String
        /// Where it is called.
        var origin: ImportOrigin
    }

    /// The calls in `index` of the routes of `scenes`, and warnings.
    static func find(in index: SwiftTypeIndex, scenes: [SwiftScene]) -> (calls: [Call], diagnostics: [Diagnostic]) {
        var owners: [String: [String]] = [:]
        var takesSegue: Set<String> = []
        var routers: Set<String> = []
        for scene in scenes {
            for route in scene.routes {
                let method = String(route.method.prefix { $0 != "(" })
                if owners[method, default: []].last != scene.name { owners[method, default: []].append(scene.name) }
                if route.takesSegue { takesSegue.insert(method) }
            }
        }
        for name in index.names where index.isRouter(name) { routers.insert(name) }
        var calls: [Call] = []
        var diagnostics: [Diagnostic] = []
        for (fileIndex, file) in index.files.enumerated() {
            for (declaration, owner) in file.allDeclarations() {
                guard let code = declaration.body ?? declaration.initialValue, !declaration.isTypeLike else { continue }
                let ownerName = owner.map { $0.name.split(separator: ".").last.map(String.init) ?? $0.name } ?? ""
                for call in SwiftCall.all(in: code, of: file) {
                    let origin = index.origin(file.tokens[call.nameIndex].position, file: fileIndex)
                    if call.name.hasPrefix("routeTo") {
                        // Without a segue: a route that takes none, or `segue: nil`.
                        let segue = call.argument("segue") ?? call.arguments.first
                        let withoutSegue = !takesSegue.contains(call.name) || segue.map { file.text($0.value) == "nil" } ?? true
                        guard withoutSegue else { continue }
                        let candidates = owners[call.name] ?? []
                        let ownScene = sceneName(ofType: ownerName)
                        if let scene = candidates.first(where: { $0 == ownScene }) ?? (candidates.count == 1 ? candidates[0] : nil) {
                            calls.append(Call(scene: scene, method: call.name, origin: origin))
                        } else {
                            diagnostics.append(
                                Diagnostic(
                                    file: file.path, position: origin.position, severity: .warning, id: unmatchedRouteCall,
                                    message: candidates.isEmpty
                                        ? "'\(file.text(call.receiver.lowerBound..<call.end))' calls a route no router declares"
                                        : "'\(file.text(call.receiver.lowerBound..<call.end))' could be the route of \(candidates.joined(separator: " or ")); it is not imported"))
                        }
                    } else if !routers.contains(ownerName), declaration.name != "prepare", isNavigation(call, in: file) {
                        diagnostics.append(
                            Diagnostic(
                                file: file.path, position: origin.position, severity: .warning,
                                id: CleanSwiftReader.navigationOutsideRouter,
                                message: "navigation outside a router is not imported: '\(file.text(call.receiver.lowerBound..<call.end))'"))
                    }
                }
            }
        }
        return (calls, diagnostics)
    }

    /// The scene a view controller, interactor, presenter or router type belongs to.
    static func sceneName(ofType name: String) -> String {
        for suffix in ["ViewController", "Controller", "Interactor", "Presenter", "Router", "Worker"]
        where name.hasSuffix(suffix) && name.count > suffix.count {
            return String(name.dropLast(suffix.count))
        }
        return name
    }

    private static func isNavigation(_ call: SwiftCall, in file: SwiftSourceFile) -> Bool {
        switch call.name {
        case "pushViewController", "popViewController", "popToViewController", "popToRootViewController",
            "setViewControllers":
            return true
        case "present", "show", "showDetailViewController", "dismiss":
            // `present(alert, animated:)` shows an alert, not a scene.
            let first = call.arguments.first.map { file.text($0.value).lowercased() } ?? ""
            return call.name == "dismiss" ? call.arguments.first?.label == "animated" : !first.contains("alert") && !first.isEmpty
        default:
            return false
        }
    }
}
