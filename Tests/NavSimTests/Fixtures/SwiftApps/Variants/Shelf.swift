import UIKit

// A list whose cells carry their model: the segue reads it back from the cell that sent it.
struct Book {
    var title: String
    var author: String
}

class BookCell: UITableViewCell {
    var book: Book?
    var shelfName: String?
}

class ShelfViewController: UITableViewController {
    var books: [Book] = []
    var name = "Shelf"

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath) as! BookCell
        let book = books[indexPath.row]
        cell.book = book
        cell.shelfName = name
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "ShowBook" {
            let detail = segue.destination as! BookViewController
            let cell = sender as! BookCell
            detail.book = cell.book
            detail.title = cell.book?.title
            detail.author = cell.book?.author
            detail.shelf = cell.shelfName
        }
    }
}

class BookViewController: UIViewController {
    var book: Book?
    var author: String?
    var shelf: String?
}
