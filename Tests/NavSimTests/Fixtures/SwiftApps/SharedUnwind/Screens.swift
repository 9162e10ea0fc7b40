import UIKit

// A plain MVC app whose modal screens all close through one unwind action every view controller
// has: the credits can be opened from the menu or from the player, and go back to whichever it was.

class LibraryViewController: UITableViewController {
    var albums: [String] = []
}

class MenuViewController: UIViewController {}

class PlayerViewController: UIViewController {
    var track: String?
}

class CreditsViewController: UIViewController {}
