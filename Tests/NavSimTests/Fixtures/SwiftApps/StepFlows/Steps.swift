import UIKit

/// What a screen asks for; the flows decide what it means.
protocol Intent {}

enum ShopIntent: Intent {
    case productPicked(id: Int)
    case cartRequested
    case cartClosed
    case checkoutDone
}

/// Stands in for a reactive relay a framework provides: the sources do not declare it.
final class IntentBus {
    func send(_ intent: Intent) {}
}
