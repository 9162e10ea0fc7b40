import Foundation

struct Book {
    var title: String
    let pages: Int
}

struct BookRow {
    let title: String
}
