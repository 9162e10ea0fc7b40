import UIKit

/// A framework's step protocol and relay stand-ins: the sources do not declare the framework.
protocol Step {}

final class StepRelay {
    func accept(_ step: Step) {}
}

enum PhotoStep: Step {
    case photoPicked(id: Int)
    case closed
}
