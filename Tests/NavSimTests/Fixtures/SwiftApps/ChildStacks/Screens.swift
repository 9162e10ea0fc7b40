import UIKit

final class TourViewController: UIViewController {
    var onFinish: (() -> Void)?

    @IBAction func finishTapped(_ sender: Any) {
        onFinish?()
    }
}

final class AlbumsViewController: UITableViewController {
    var albums: [String] = []
    var onAdd: (() -> Void)?
    var onSelect: ((String) -> Void)?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect?(albums[indexPath.row])
    }

    @IBAction func addTapped(_ sender: Any) {
        onAdd?()
    }
}

final class AlbumViewController: UIViewController {
    var album = ""
    var onHelp: (() -> Void)?
    var onShare: (() -> Void)?

    @IBAction func helpTapped(_ sender: Any) {
        onHelp?()
    }

    @IBAction func shareTapped(_ sender: Any) {
        onShare?()
    }
}

final class HelpViewController: UIViewController {}

final class ShareViewController: UIViewController {
    var album = ""
}

final class ComposeViewController: UIViewController, UIImagePickerControllerDelegate {
    var onCancel: (() -> Void)?

    @IBAction func cancelTapped(_ sender: Any) {
        onCancel?()
    }

    @IBAction func photoTapped(_ sender: Any) {
        let picker = UIImagePickerController()
        picker.delegate = self
        present(picker, animated: true)
    }

    /// Dismisses the picker, not this screen.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }

    @IBAction func saveTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Saved", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
            alert.dismiss(animated: true)
        })
        present(alert, animated: true)
    }
}
