import UIKit

final class ShelfViewController: UIViewController {
    var onOpen: (() -> Void)?
    var onWrite: (() -> Void)?
    var onHelp: (() -> Void)?

    @IBAction func openTapped() { onOpen?() }
    @IBAction func writeTapped() { onWrite?() }
    @IBAction func helpTapped() { onHelp?() }
}

final class ChapterViewController: UIViewController {
    var onClose: (() -> Void)?
    var onFootnotes: (() -> Void)?
    var onAuthor: (() -> Void)?
    var onHelp: (() -> Void)?

    @IBAction func closeTapped() { onClose?() }
    @IBAction func footnotesTapped() { onFootnotes?() }
    @IBAction func authorTapped() { onAuthor?() }
    @IBAction func helpTapped() { onHelp?() }
}

final class FootnotesViewController: UIViewController {
    var onDone: (() -> Void)?
    var onShelf: (() -> Void)?
    var onAuthor: (() -> Void)?

    @IBAction func doneTapped() { onDone?() }
    @IBAction func shelfTapped() { onShelf?() }
    @IBAction func authorTapped() { onAuthor?() }
}

/// Pushed from two screens: its pop lands on either.
final class AuthorViewController: UIViewController {
    var onBack: (() -> Void)?

    @IBAction func backTapped() { onBack?() }
}

/// Presented from two screens: its dismissal lands on either.
final class HelpViewController: UIViewController {
    var onClose: (() -> Void)?

    @IBAction func closeTapped() { onClose?() }
}

/// Presented in a navigation controller of its own; it dismisses itself too.
final class ReviewViewController: UIViewController {
    var onCancel: (() -> Void)?

    @IBAction func cancelTapped() { onCancel?() }
    @IBAction func sendTapped() { dismiss(animated: true) }
}
