/// Every pattern reader, run over an app's Swift files: what the import knows of the app's code.
enum SwiftImport {
    /// Navigation written in a property's value that no reader follows: a computed property's
    /// getter, a static or global property's value; and, warned by `CodeNavigationReader`, a
    /// closure stored in a property no code calls (`lazy var onLogout = { … }`), a control's
    /// action built in a property of an object that is no view controller. Warned about, never
    /// silently dropped.
    static let navigationInProperty = DiagnosticID("navigation-in-property")

    /// The readers, in the order their findings are merged: where two say something of the
    /// same class or segue, the first one's word stands.
    static let readers: [any PatternReader.Type] = [
        CleanSwiftReader.self, MVCSegueReader.self, CodeNavigationReader.self, LaunchRootReader.self,
        LaunchInjectionReader.self,
    ]

    /// The findings of every reader over `files`, indexed once.
    static func read(_ files: [SwiftSourceFile]) -> PatternFindings {
        let index = SwiftTypeIndex(files: files)
        var findings = PatternFindings()
        for reader in readers {
            var read = reader.read(index)
            if reader == LaunchRootReader.self { reconcileRootSwitches(&findings.sites, &read.sites) }
            findings.append(read)
        }
        findings.append(viewControllerScenes(in: index, named: findings.sites, found: findings.scenes))
        // A field its viewWillAppear copies from a store a route passes is passed too; reloaded
        // again on a pop back that writes the store.
        // A number read back from a text field filled with an `Int?` store nothing always
        // passes is the app's default when nil: not read.
        findings.sites = AppearanceReloads.unreadNilNumbers(in: findings.sites, index: index)
        let reloads = AppearanceReloads.apply(to: findings.sites, index: index)
        findings.sites = reloads.sites
        for (className, onReturn) in reloads.onReturn.sorted(by: { $0.key < $1.key }) {
            // Every scene of the class (each reader's): the merger writes them into each
            // storyboard scene of that class.
            for place in findings.scenes.indices where findings.scenes[place].className == className {
                findings.scenes[place].reloads = onReturn
            }
        }
        findings.diagnostics += unreadNavigation(in: index)
        return findings
    }

    /// One `window.rootViewController = …` read twice: by the code reader (`code`), from each
    /// screen whose action's calls reach it, with the cases their arguments name, and by
    /// `LaunchRootReader` (`launch`), from every screen that calls its method by name. Of one
    /// screen's two switches, the one that names a destination stands (the code reader's when
    /// both do); a switch `launch` says of a screen the code reader did not reach there, and
    /// names no destination, is dropped: the screens the calls lead there are the code reader's.
    private static func reconcileRootSwitches(_ code: inout [NavigationSite], _ launch: inout [NavigationSite]) {
        var read: [ImportOrigin: [String: Bool]] = [:]
        for site in code where site.action == .setRoot {
            read[site.origin, default: [:]][site.source ?? "", default: false] = site.destination != nil
        }
        guard !read.isEmpty else { return }
        // Where `launch` names the destination the code reader could not: by place, the screens.
        var named: [ImportOrigin: Set<String>] = [:]
        launch.removeAll { site in
            guard site.action == .setRoot, let sources = read[site.origin] else { return false }
            if sources[site.source ?? ""] == false, site.destination != nil {
                named[site.origin, default: []].insert(site.source ?? "")
                return false
            }
            return sources[site.source ?? ""] != nil || site.destination == nil
        }
        code.removeAll {
            $0.action == .setRoot && $0.destination == nil && named[$0.origin]?.contains($0.source ?? "") == true
        }
    }

    /// A view controller holds its scene's data (`MVCSceneStores`), and so do the objects built
    /// with it (`ScreenCompanions`): each class a site names, and
    /// no reader made a scene of, is a scene whose stored properties are stores; every other view
    /// controller class (an unwind's source, a scene only a storyboard links to) offers its
    /// properties, declared as stores only when a pass reads or writes them. Warnings only for
    /// the classes whose properties become stores.
    private static func viewControllerScenes(
        in index: SwiftTypeIndex, named sites: [NavigationSite], found scenes: [SwiftScene]
    ) -> PatternFindings {
        let involved = Set(sites.flatMap { [$0.source, $0.destination].compactMap { $0 } })
        let known = Set(scenes.map { ImportNames.typeName($0.className ?? $0.name) })
        var findings = PatternFindings()
        // The sites into each class, grouped once (in order): looked up per view controller, not
        // searched among every site for each (a thousand screens made millions of compares).
        let arriving = Dictionary(grouping: sites.filter { $0.destination != nil }, by: { $0.destination ?? "" })
        for name in index.names where index.kind(of: name) == .class && index.isViewController(name) {
            // A reader's own scene of it (Clean Swift's, with its data store; MVC's) stands.
            guard !known.contains(ImportNames.typeName(name)) else { continue }
            var read = MVCSceneStores.scene(of: name, index: index)
            // The interactor, presenter or view model built with it holds data of the scene too.
            read.scene.stores += ScreenCompanions.stores(
                of: name, taken: (read.scene.stores + read.scene.properties).map(\.name), index: index)
            let into = arriving[name] ?? []
            read.scene.stores += capturedSelection(of: name, passedBy: into, taken: read.scene.stores)
            read.scene.stores += capturedCopies(of: name, passedBy: into, taken: read.scene.stores, index: index)
            if involved.contains(name) {
                findings.diagnostics += read.diagnostics
            } else {
                read.scene.properties = read.scene.stores + read.scene.properties
                read.scene.stores = []
            }
            findings.scenes.append(read.scene)
        }
        return findings
    }

    /// The store a route that hands on a closure capturing the selection passes the screen it
    /// builds (`CodeBodyWalker.capturedSelection`): the row selected on the screen before, nil
    /// where another route builds it. None when no route passes it, or the class has the name.
    private static func capturedSelection(
        of name: String, passedBy sites: [NavigationSite], taken: [SwiftScene.Store]
    ) -> [SwiftScene.Store] {
        let field = CodeBodyWalker.capturedSelection
        guard !taken.contains(where: { $0.name == field }),
            let site = sites.first(where: { site in
                site.destination == name && site.passes.contains { $0.field == field }
            })
        else { return [] }
        return [
            SwiftScene.Store(
                name: field, type: "Int?", origin: site.origin, source: "the row a closure handed on captured")
        ]
    }

    /// The stores a route that hands on a closure passes the screen it builds with the copies of
    /// the stores of the screen below that the closure's code reads (`pass capturedStudent =
    /// student`: `CodeBodyWalker.capturedStore(_:)`), typed as there, optional (nil where
    /// another route builds the screen).
    private static func capturedCopies(
        of name: String, passedBy sites: [NavigationSite], taken: [SwiftScene.Store], index: SwiftTypeIndex
    ) -> [SwiftScene.Store] {
        var result: [SwiftScene.Store] = []
        for site in sites where site.destination == name {
            guard let below = site.source else { continue }
            for pass in site.passes
            where pass.field != CodeBodyWalker.capturedSelection
                && pass.expression.map(CodeBodyWalker.capturedStore) == pass.field
                && !(taken + result).contains(where: { $0.name == pass.field })
            {
                let stores =
                    MVCSceneStores.scene(of: below, index: index).scene.stores
                    + ScreenCompanions.stores(of: below, taken: [], index: index)
                guard let original = stores.first(where: { $0.name == pass.expression }) else { continue }
                let optional = original.type.hasSuffix("?") || original.type.hasSuffix("!")
                result.append(
                    SwiftScene.Store(
                        name: pass.field, type: (optional ? String(original.type.dropLast()) : original.type) + "?",
                        origin: site.origin, source: "what a closure handed on captured of \(below)'s \(original.name)")
                )
            }
        }
        return result
    }

    /// Navigation calls in the values of properties the code reader does not read as bodies
    /// (`CodeCallGraph.propertyValue(of:in:)`, which it warns about itself when no chain reaches
    /// them): getters, static and global properties' values.
    private static func unreadNavigation(in index: SwiftTypeIndex) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for file in index.files {
            for (declaration, owner) in file.allDeclarations where declaration.kind == .variable {
                guard let code = declaration.initialValue ?? declaration.body else { continue }
                if owner?.isTypeLike == true, CodeCallGraph.propertyValue(of: declaration, in: file) != nil { continue }
                for call in SwiftCall.all(in: code, of: file) where isNavigation(call, in: file) {
                    diagnostics.append(
                        Diagnostic(
                            file: file.path, position: file.tokens[call.nameIndex].position, severity: .warning,
                            id: navigationInProperty,
                            message:
                                "navigation in the value of property '\(declaration.name)' is not imported: '\(file.text(call.receiver.lowerBound..<call.end))'"
                        ))
                }
            }
        }
        return diagnostics
    }

    private static func isNavigation(_ call: SwiftCall, in file: SwiftSourceFile) -> Bool {
        switch call.name {
        case "pushViewController", "popViewController", "popToViewController", "popToRootViewController",
            "setViewControllers", "showDetailViewController":
            return true
        case "present", "show":
            // `present(alert, animated:)` shows an alert, not a scene.
            let first = call.arguments.first.map { file.text($0.value).lowercased() } ?? ""
            return !first.hasSubstring("alert") && !first.isEmpty
        case "dismiss":
            return call.arguments.first?.label == "animated"
        default:
            return false
        }
    }
}
