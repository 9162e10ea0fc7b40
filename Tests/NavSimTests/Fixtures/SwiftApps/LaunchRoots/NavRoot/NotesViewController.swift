import UIKit

class NotesViewController: UITableViewController {
    var notes: [String] = []
}
