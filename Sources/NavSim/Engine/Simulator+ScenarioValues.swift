/// The scenario's own writes and reads of store values: `set Scene.path = value`, and both sides of
/// `expect Scene.path == value` (the path's value and the constant).
extension Simulator {
    // MARK: The user's data changes

    mutating func userSet(_ path: Path, _ expression: Expression) {
        guard let rest = path.droppingRoot else {
            outcome.failure = ActionFailure(
                id: FailureID.setFailed, message: "'set' needs a field after '\(path.root.text)'")
            return
        }
        let rootName = path.root.text
        let instance: Int?
        if sharedIndex[rootName] != nil {
            instance = nil
        } else if let found = onScreenInstance(of: rootName) {
            instance = found
        } else {
            outcome.failure = ActionFailure(
                id: FailureID.setFailed, message: "cannot set '\(path)': no '\(rootName)' on screen",
                notes: ["on screen: " + onScreenScenes.map { "'\(instanceName($0))'" }.joined(separator: ", ")])
            return
        }
        let valueScope = scope(of: instance)
        let value: Value
        do {
            value = try StorePath.evaluate(expression, root: { Simulator.root($0, in: valueScope) })
        } catch {
            outcome.failure = ActionFailure(
                id: FailureID.setFailed, message: "cannot evaluate '\(expression)': \(describe(error))")
            return
        }
        do {
            let written: StorePath.WriteOutcome
            if let instance {
                guard nodes[instance].store != nil else {
                    outcome.failure = ActionFailure(
                        id: FailureID.setFailed,
                        message: "cannot set '\(path)': '\(instanceName(instance))' has a nil data store")
                    return
                }
                written = try write(
                    value,
                    to: Simulator.compile(Pass(destination: rest, value: expression, position: path.root.position)),
                    in: instance, source: instance)
            } else {
                var base = Value.record(shared[sharedIndex[rootName]!])
                let components = [Path.Component.field(rest.root)] + rest.components
                let scope = valueScope
                written = try StorePath.write(
                    value, into: &base, components: components[...], prefix: "",
                    indexRoot: { Simulator.root($0, in: scope) })
                if case .written = written, case .record(let record) = base { shared[sharedIndex[rootName]!] = record }
            }
            if case .dropped(let reason) = written {
                outcome.failure = ActionFailure(id: FailureID.setFailed, message: "cannot set '\(path)': \(reason)")
                return
            }
        } catch {
            outcome.failure = ActionFailure(
                id: FailureID.setFailed, message: "cannot set '\(path)': \(describe(error))")
            return
        }
        let owner = instance.map(instanceName) ?? rootName
        outcome.detail = "\(owner) \(rest) = \(value)"
    }

    // MARK: The scenario's expectations

    /// Reads `Scene.path` in the on-screen instance of Scene (or a shared store) for `expect`.
    public func read(_ path: Path) -> Result<Value, ActionFailure> {
        let rootName = path.root.text
        guard let rest = path.droppingRoot else {
            return .failure(
                ActionFailure(id: "expectation-failed", message: "'\(path)' needs a field after '\(rootName)'"))
        }
        let scopeToRead: Scope
        if let index = sharedIndex[rootName] {
            scopeToRead = Scope(store: shared[index], shared: shared, sharedIndex: program.sharedIndex)
        } else if let instance = onScreenInstance(of: rootName) {
            guard nodes[instance].store != nil else {
                return .failure(
                    ActionFailure(
                        id: "expectation-failed", message: "'\(instanceName(instance))' has a nil data store"))
            }
            scopeToRead = scope(of: instance)
        } else {
            return .failure(ActionFailure(id: "expectation-failed", message: "no '\(rootName)' on screen"))
        }
        do throws(StorePath.Fault) {
            let value = try StorePath.read(rest, root: { Simulator.root($0, in: scopeToRead) })
            return .success(value)
        } catch {
            return .failure(ActionFailure(id: "expectation-failed", message: describe(error)))
        }
    }

    /// What `read(_:)` reads for `Scene.path`: the on-screen instance (`Detail#2`) or the shared
    /// store's name; nil when neither is there.
    public func owner(of path: Path) -> String? {
        if sharedIndex[path.root.text] != nil { return path.root.text }
        return onScreenInstance(of: path.root.text).map(instanceName)
    }

    /// Evaluates a scenario value (an `expect` right-hand side) with only the shared stores in scope.
    public func evaluateConstant(_ expression: Expression) -> Value? {
        let sharedScope = scope(of: nil)
        return try? StorePath.evaluate(expression, root: { Simulator.root($0, in: sharedScope) })
    }
}
