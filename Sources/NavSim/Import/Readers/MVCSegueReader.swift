/// Reads plain MVC apps built on storyboards: what each view controller's `prepare(for:sender:)`
/// hands the destination of each segue, the segues code fires with `performSegue(withIdentifier:
/// sender:)`, and the unwind actions (`@IBAction func save(_ segue: UIStoryboardSegue)`) with what
/// they read from `segue.source`. The view controllers involved become scenes whose stores are
/// their stored properties (`MVCSceneStores`).
///
/// A `prepare(for:sender:)` branch is a site `segue(identifier:)` from the class to the class it
/// casts `segue.destination` to (through a navigation controller's `topViewController` or
/// `viewControllers.first` too), with a pass per assignment or setter call on it; the body is cut
/// per identifier by `PrepareBranches`, read by `RouteBodyReader`, with the class's properties as
/// the source's fields. What it cannot read is a warning quoting the code.
struct MVCSegueReader: PatternReader {
    /// A `prepare(for:sender:)` (or a branch of it) that uses `segue.destination` but casts it to
    /// no view controller class the reader can name: its data is not imported.
    static let unreadDestination = DiagnosticID("unread-segue-destination")
    /// A segue identifier written as something other than a literal, a raw value or a constant
    /// (a variable, a computed string): the branch or `performSegue` is not imported.
    static let unreadIdentifier = DiagnosticID("unread-segue-identifier")
    /// An unwind action declared in an extension of `UIViewController` that reads the segue's
    /// source: every view controller implements it, so its unwinds go to `any`, which passes
    /// nothing, and what it reads is left out.
    static let sharedUnwind = DiagnosticID("unwind-in-shared-extension")

    /// The sites, scenes and warnings of `index`'s view controllers.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings {
        var findings = PatternFindings()
        for name in index.names where index.isViewController(name) {
            findings.append(prepareSites(of: name, index: index))
            findings.append(performSegueSites(of: name, index: index))
            findings.append(unwindSites(of: name, shared: false, index: index))
        }
        for name in index.names
        where index.kind(of: name) == .extension && name.hasPrefix("UI") && name.hasSuffix("Controller") {
            findings.append(unwindSites(of: name, shared: true, index: index))
        }
        // A UIKit extension's subclasses are candidates the merger weighs, not scenes the code names.
        let involved = Set(findings.sites.flatMap { [$0.source, $0.destination].compactMap { $0 } })
        for name in index.names where index.kind(of: name) == .class && involved.contains(name) {
            let read = MVCSceneStores.scene(of: name, index: index)
            findings.scenes.append(read.scene)
            findings.diagnostics += read.diagnostics
        }
        return findings
    }

    // MARK: - prepare(for:sender:)

    /// The `prepare(for:sender:)` a class runs: its own or the nearest superclass's, then the
    /// superclass's too while each calls `super.prepare`.
    private static func prepareMethods(of name: String, index: SwiftTypeIndex) -> [SwiftTypeIndex.Member] {
        var methods: [SwiftTypeIndex.Member] = []
        for type in index.classChain(from: name) {
            guard
                let method = index.members(of: type).first(where: {
                    $0.declaration.kind == .function && $0.declaration.name == "prepare"
                        && $0.declaration.parameters.first?.label == "for" && $0.declaration.body != nil
                })
            else { continue }
            methods.append(method)
            let file = index.files[method.file]
            let callsSuper = SwiftCall.all(in: method.declaration.body!, of: file).contains {
                $0.name == "prepare" && file.text($0.receiver) == "super"
            }
            if !callsSuper { break }
        }
        return methods
    }

    private static func prepareSites(of name: String, index: SwiftTypeIndex) -> PatternFindings {
        var findings = PatternFindings()
        let methods = prepareMethods(of: name, index: index)
        guard !methods.isEmpty else { return findings }
        let fields = MVCSceneStores.fieldNames(of: name, index: index)
        let cellFields = MVCCellModels.fields(of: name, index: index)
        for method in methods {
            let declaration = method.declaration
            let file = index.files[method.file]
            guard let body = declaration.body, let segue = declaration.parameters.first?.name else { continue }
            var roles: [String: RouteBodyReader.Role] = [:]
            for field in fields { roles[field] = .sourceField }
            roles[segue] = .segue
            let branches = PrepareBranches(body, segue: segue, file: method.file, index: index)
            for unread in branches.unread {
                findings.diagnostics.append(
                    warning(
                        unreadIdentifier, file, unread,
                        "cannot read the segue identifier '\(file.text(unread))' in \(name)'s prepare(for:sender:); the branch is not imported"
                    ))
            }
            for branch in branches.branches {
                var branchRoles = roles
                if let binding = branch.binding { branchRoles[binding.name] = .destinationController }
                let read = RouteBodyReader.read(
                    branch.ranges, file: method.file, router: name, roles: branchRoles, index: index,
                    cellFields: cellFields)
                findings.diagnostics += read.diagnostics
                let destination = branch.binding?.type ?? read.branch.destinationClass
                let origin = index.origin(branch.position, file: method.file)
                // `segue.hand(album, to: segue.destination)`: the helper's clauses, by class.
                let helpers = SegueHelperClauses.sites(
                    in: branch.ranges, file: method.file, segue: segue, source: name, identifier: branch.identifier,
                    roles: branchRoles, index: index)
                findings.sites += helpers.sites
                findings.diagnostics += helpers.diagnostics
                if destination == nil, !helpers.sites.isEmpty { continue }
                guard destination != nil || (branch.identifier != nil && !read.branch.passes.isEmpty) else {
                    if let use = destinationUse(in: branch.ranges, segue: segue, file: file) {
                        findings.diagnostics.append(
                            warning(
                                unreadDestination, file, use,
                                "cannot tell which view controller '\(file.text(use))' prepares in \(name)'s prepare(for:sender:); what it passes is not imported"
                            ))
                    }
                    continue
                }
                let navigation = read.branch.navigation.first
                findings.sites.append(
                    NavigationSite(
                        trigger: .segue(identifier: branch.identifier), source: name, destination: destination,
                        obtained: .segue, action: navigation.flatMap { Route.Action(rawValue: $0.action) },
                        forcesContainer: navigation?.forced ?? false, passes: read.branch.passes, origin: origin,
                        method: declaration.signature))
            }
        }
        return findings
    }

    /// The first statement of `ranges` that reads `segue.destination`, if any.
    private static func destinationUse(in ranges: [Range<Int>], segue: String, file: SwiftSourceFile) -> Range<Int>? {
        let tokens = file.tokens
        for range in ranges {
            for statement in file.statements(in: range) {
                let reads = statement.dropLast(2).contains {
                    tokens[$0].isIdentifier(segue) && tokens[$0 + 1].isPunctuation(".")
                        && tokens[$0 + 2].isIdentifier("destination")
                }
                if reads { return statement }
            }
        }
        return nil
    }

    // MARK: - performSegue

    /// `performSegue(withIdentifier: "X", sender:)` anywhere in the class and its extensions (an
    /// action, a table view callback, a closure): one site per identifier, called from each call.
    private static func performSegueSites(of name: String, index: SwiftTypeIndex) -> PatternFindings {
        var findings = PatternFindings()
        let identifiers = SegueIdentifiers(index: index)
        var siteOfIdentifier: [String: Int] = [:]
        for member in index.members(of: name) {
            let declaration = member.declaration
            let file = index.files[member.file]
            for range in [declaration.body, declaration.initialValue].compactMap({ $0 }) {
                for call in SwiftCall.all(in: range, of: file) where call.name == "performSegue" {
                    guard let argument = call.argument("withIdentifier") else { continue }
                    let receiver = PathChain(call.receiver, in: file)
                    let callText = (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound)..<call.end
                    guard call.receiver.isEmpty || receiver?.components.count == 1,
                        let identifier = identifiers.identifier(argument.value, file: member.file)
                    else {
                        findings.diagnostics.append(
                            warning(
                                unreadIdentifier, file, callText,
                                "cannot read which segue '\(file.text(callText))' in \(name) performs; it is not imported"
                            ))
                        continue
                    }
                    let origin = index.origin(file.tokens[callText.lowerBound].position, file: member.file)
                    if let site = siteOfIdentifier[identifier] {
                        findings.sites[site].calledFrom.append(origin)
                        continue
                    }
                    siteOfIdentifier[identifier] = findings.sites.count
                    findings.sites.append(
                        NavigationSite(
                            trigger: .segue(identifier: identifier), source: name, destination: nil, obtained: .segue,
                            action: nil, origin: origin, method: declaration.signature, calledFrom: [origin]))
                }
            }
        }
        return findings
    }

    // MARK: - Unwind actions

    /// `@IBAction func save(_ segue: UIStoryboardSegue)` of `name` and its extensions: a site to
    /// `name` with what it reads from `segue.source`; its source is the one class the action casts
    /// `segue.source` to, if one. For a `shared` UIKit extension the site has no destination but
    /// the extension (`NavigationSite.SharedExtension`): an extension of `UIViewController` is
    /// implemented by every view controller, so its unwinds go to `any`; an extension of
    /// `UITableViewController` only by table view controllers, which the merger looks for.
    private static func unwindSites(of name: String, shared: Bool, index: SwiftTypeIndex) -> PatternFindings {
        var findings = PatternFindings()
        let sharedExtension =
            shared
            ? NavigationSite.SharedExtension(
                base: name,
                subclasses: index.names.filter { type in
                    index.kind(of: type) == .class
                        && index.classChain(from: type).contains { index.inherited(by: $0).first == name }
                }.sorted())
            : nil
        for member in index.members(of: name) {
            let declaration = member.declaration
            let file = index.files[member.file]
            guard declaration.kind == .function, declaration.modifiers.contains("@IBAction"),
                declaration.parameters.count == 1, let parameter = declaration.parameters.first,
                file.text(parameter.type).hasSubstring("UIStoryboardSegue"), let body = declaration.body
            else { continue }
            let read = RouteBodyReader.read(
                body, file: member.file, router: name, roles: [parameter.name: .segue], index: index, unwinding: true)
            findings.diagnostics += read.diagnostics
            let origin = index.origin(declaration.position, file: member.file)
            if let sharedExtension, sharedExtension.isEveryViewController, !read.branch.passes.isEmpty {
                // Its unwinds go to `any`, which passes nothing: what the action reads is lost.
                findings.diagnostics.append(
                    Diagnostic(
                        file: file.path, position: declaration.position, severity: .warning, id: sharedUnwind,
                        message: "the unwind action '\(declaration.signature)' is declared in an extension of \(name): "
                            + "every view controller implements it, so its unwinds go to 'any', which passes nothing; "
                            + "what it reads from the segue's source is left out"
                    ))
            }
            let sources = sourceCasts(in: body, segue: parameter.name, file: file)
            findings.sites.append(
                NavigationSite(
                    trigger: .unwindAction(name: declaration.name), source: sources.count == 1 ? sources[0] : nil,
                    destination: shared ? nil : name, obtained: .found, action: nil, passes: read.branch.passes,
                    origin: origin, method: declaration.signature, sharedExtension: sharedExtension))
        }
        return findings
    }

    /// The classes `segue.source` is cast to in `body`, in order, each once.
    private static func sourceCasts(in body: Range<Int>, segue: String, file: SwiftSourceFile) -> [String] {
        let tokens = file.tokens
        var classes: [String] = []
        for index in body where index + 5 < body.upperBound && tokens[index].isIdentifier(segue) {
            guard tokens[index + 1].isPunctuation("."), tokens[index + 2].isIdentifier("source"),
                tokens[index + 3].isIdentifier("as"), tokens[index + 5].kind == .identifier
            else { continue }
            let type = tokens[index + 5].text
            if !classes.contains(type) { classes.append(type) }
        }
        return classes
    }

    private static func warning(_ id: DiagnosticID, _ file: SwiftSourceFile, _ range: Range<Int>, _ message: String)
        -> Diagnostic
    {
        Diagnostic(
            file: file.path, position: file.tokens[range.lowerBound].position, severity: .warning, id: id,
            message: message)
    }
}
