import UIKit

/// What a screen asks for; the flows decide what it means. Written for navsim's tests.
protocol Step {}

enum ShopStep: Step {
    case catalogRequired
    case optionsRequired
    case helpRequired
    case legalRequired
    case optionsDone
}

/// What a flow's `navigate(to:)` returns: nothing more, or the step handed to the flow that built it.
enum FlowResult {
    case none
    case end(forwardToParentFlowWithStep: Step)
}

/// Stands in for a reactive relay a framework provides: the sources do not declare it.
final class StepRelay {
    func accept(_ step: Step) {}
}
