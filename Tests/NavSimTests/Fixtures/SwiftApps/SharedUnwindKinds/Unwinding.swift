import UIKit

// Exits shared by kind of screen, not by every screen: only table view controllers go back to
// the shelf, only navigation controllers close a flow, only collection view controllers take
// the grid's exit.
extension UITableViewController {
    @IBAction func backToShelf(_ segue: UIStoryboardSegue) {}
}

extension UINavigationController {
    @IBAction func closeFlow(_ segue: UIStoryboardSegue) {}
}

extension UICollectionViewController {
    @IBAction func backToGrid(_ segue: UIStoryboardSegue) {}
}
