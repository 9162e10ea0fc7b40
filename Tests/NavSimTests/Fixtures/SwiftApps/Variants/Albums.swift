import UIKit

// A prepare that hands the destination to a helper on the segue, which sets the data by the
// destination's class and unwraps a navigation controller by calling itself on its root.
struct Album {
    var title: String
}

extension UIStoryboardSegue {
    func hand(_ album: Album?, to destination: UIViewController) {
        if let navigation = destination as? UINavigationController {
            hand(album, to: navigation.viewControllers[0])
        }
        if let tracks = destination as? TracksViewController {
            tracks.album = album
        }
        if let editor = destination as? AlbumEditorViewController {
            editor.draft = album
            editor.isNew = false
        }
    }
}

class AlbumViewController: UIViewController {
    var album: Album?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        segue.hand(album, to: segue.destination)
    }
}

class TracksViewController: UITableViewController {
    var album: Album?
}

class AlbumEditorViewController: UIViewController {
    var draft: Album?
    var isNew = true
}
