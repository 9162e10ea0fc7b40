import Foundation

struct Song {
    let id: Int
    var title: String
}

struct SongRow {
    let id: Int
    let title: String
}

final class SongCell: UITableViewCell {
    var model: SongRow?
}
