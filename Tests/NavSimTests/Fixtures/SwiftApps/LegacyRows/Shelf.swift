import UIKit

struct Book {
    var title: String
}

/// A list made by mapping, with no type annotation, and its row read through the Swift 2 era
/// cast to `NSIndexPath`.
final class ShelfViewController: UITableViewController {
    var books = (1...3).map { number in
        return Book(title: "Volume \(number)")
    }
    var authors = ["Ann", "Bo"].map { Author(name: $0) }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = BookViewController()
        detail.book = books[(indexPath as NSIndexPath).row]
        navigationController?.pushViewController(detail, animated: true)
    }
}

struct Author {
    var name: String
}

final class BookViewController: UIViewController {
    var book: Book?
}
