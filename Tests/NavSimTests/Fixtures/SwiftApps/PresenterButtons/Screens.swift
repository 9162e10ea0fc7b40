import UIKit

final class BookEditorViewController: UIViewController {
    var draft: String?
}

final class ReaderViewController: UIViewController {
    var page = 0
}
