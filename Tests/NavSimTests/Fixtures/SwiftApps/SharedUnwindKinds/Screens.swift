import UIKit

// A reading app: a shelf (a table view controller) lists books; a book presents its notes; the
// grid of covers is a collection view controller, and so is the plain album screen it shows.

class ShelfViewController: UITableViewController {
    var books: [String] = []
}

class BookViewController: UIViewController {
    var book: String?
}

class NotesViewController: UIViewController {}

class CoversBaseViewController: UICollectionViewController {}

class CoversViewController: CoversBaseViewController {}
