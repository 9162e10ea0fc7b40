import UIKit

struct Track {
    let id: Int
    var title: String
    var plays: Int
}

struct Album {
    init(name: String, year: Int) {
        self.name = name
        self.year = year
    }

    let name: String
    let year: Int
}

final class TrackCell: UITableViewCell {
    var model: Track?
}
