import CoreData
import UIKit

// A Core Data list: the table's rows are what a fetched results controller fetches, and a row
// tap hands the selected object's identifier to the detail screen it pushes.

class Entry: NSManagedObject {
    @NSManaged var uid: String
    @NSManaged var text: String
}

class JournalViewController: UITableViewController {
    var fetchedResultsController: NSFetchedResultsController<Entry>!
    var heading = "Journal"

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = fetchedResultsController.object(at: indexPath)
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let detail = storyboard.instantiateViewController(withIdentifier: "Entry") as! EntryViewController
        detail.entryID = entry.uid
        detail.heading = heading
        navigationController?.pushViewController(detail, animated: true)
    }
}

class EntryViewController: UIViewController {
    var entryID = ""
    var heading: String?
}
