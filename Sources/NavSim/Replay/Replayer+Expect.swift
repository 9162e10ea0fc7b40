/// The `expect` lines: each compares what the scenario says with the simulated app, and records
/// `ok` with what it found or fails the scenario at its line.
extension Replayer {
    /// Checks an `expect` line against the app as it is now.
    mutating func expect(_ step: ScenarioStep, number: Int) {
        switch step.kind {
        case .expectTop(let name):
            let found = simulator.topScene?.description ?? "nothing"
            check(
                simulator.topScene?.name == name.text, step, number: number, ok: "top is \(found)",
                failure: "expected top '\(name.text)', found '\(found)'")
        case .expectStack(let names):
            // Worded only when it fails.
            func expected() -> String { "[" + names.map(\.text).joined(separator: ", ") + "]" }
            guard let stack = simulator.innermostStack else {
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected stack \(expected()), found no navigation stack on screen")
                return
            }
            let found = "\(stack.container)[\(stack.entries.map(\.description).joined(separator: ", "))]"
            check(
                stack.entries.map(\.name) == names.map(\.text), step, number: number, ok: found,
                failure: "expected stack \(expected()), found \(found)")
        case .expectPresented(let name):
            let found = simulator.presented
            switch (name, found) {
            case (nil, nil):
                record(step, number: number, outcome: .ok("nothing presented"))
            case (nil, let found?):
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected nothing presented, found '\(found.scene)' presented")
            case (let name?, nil):
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected '\(name.text)' presented, found nothing presented")
            case (let name?, let found?):
                check(
                    found.scene.name == name.text || found.root.name == name.text, step, number: number,
                    ok: "\(found.scene) presented",
                    failure: "expected '\(name.text)' presented, found '\(found.scene)'")
            }
        case .expectTab(let name):
            guard let tab = simulator.selectedTab else {
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected tab '\(name.text)', found no tab bar controller")
                return
            }
            check(
                tab.tab.name == name.text, step, number: number, ok: "\(tab.container.name) shows tab \(tab.tab.name)",
                failure: "expected tab '\(name.text)', found '\(tab.tab.name)'")
        case .expectValue(let path, let expression):
            guard let expected = simulator.evaluateConstant(expression) else {
                fail(
                    step, number: number, id: FailureID.expectationFailed, message: "cannot evaluate '\(expression)'")
                return
            }
            switch simulator.read(path) {
            case .failure(let failure):
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected '\(path)' == \(expected), but \(failure.message)")
            case .success(let value):
                let owner = simulator.owner(of: path) ?? path.root.text
                let field = path.droppingRoot.map(\.description) ?? ""
                check(
                    value == expected, step, number: number, ok: "\(owner) \(field) is \(value)",
                    failure: "expected '\(path)' == \(expected), found \(value)")
            }
        case .expectHierarchy(let pattern):
            let found = simulator.hierarchyPattern.description
            let description = simulator.hierarchyDescription
            check(
                found == pattern.description, step, number: number, ok: description,
                failure: "expected hierarchy \(pattern.description), found \(found)")
        case .expectViolation:
            expectViolation(step, number: number)
        case .expectPresenter(let presented, let presenter):
            guard let found = simulator.presentation(of: presented.text) else {
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message:
                        "expected '\(presented.text)' presented by '\(presenter.text)', but nothing presented is '\(presented.text)'"
                )
                return
            }
            check(
                found.presenter.name == presenter.text, step, number: number,
                ok: "\(found.presented) presented by \(found.presenter)",
                failure: "expected '\(presented.text)' presented by '\(presenter.text)', found \(found.presenter)")
        case .expectAlive(let scene, let alive):
            let live = simulator.liveInstances(of: scene.text)
            let found = live.map(\.description).joined(separator: ", ")
            check(
                live.isEmpty != alive, step, number: number,
                ok: alive ? "alive: \(found)" : "no \(scene.text) is alive",
                failure: alive
                    ? "expected '\(scene.text)' alive, but none is"
                    : "expected '\(scene.text)' released, but \(found) is alive")
        case .expectCannot(let gesture):
            let words: String
            switch gesture {
            case .back: words = "go back"
            case .swipeDown: words = "swipe down"
            case .tab(let name?): words = "tap tab '\(name)'"
            case .tab(nil): words = "tap the tab bar"
            }
            if let refusal = simulator.refusal(of: gesture) {
                record(step, number: number, outcome: .ok("cannot \(words): \(refusal.message)"))
            } else {
                fail(
                    step, number: number, id: FailureID.expectationFailed,
                    message: "expected the user cannot \(words), but they can")
            }
        default:
            break
        }
    }
}
