import UIKit

struct Book {
    let id: Int
    var title: String
}

final class BookCell: UITableViewCell {
    var book: Book?
}
