import UIKit

final class TrackEditorViewController: UIViewController {
    @IBOutlet weak var titleField: UITextField!
    var track: Track?

    override func viewDidLoad() {
        super.viewDidLoad()
        titleField.text = track?.title
        titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)
    }

    @objc func titleChanged(_ sender: UITextField) {
        track?.title = sender.text ?? ""
    }

    @IBAction func saveTapped(_ sender: Any) {
        guard let track = track else { return }
        let edited = Track(id: track.id, title: titleField.text ?? "", plays: track.plays)
        let summary = TrackSummaryViewController()
        summary.track = edited
        summary.album = Album(name: "Singles", year: 2020)
        navigationController?.pushViewController(summary, animated: true)
    }
}

final class TrackSummaryViewController: UIViewController {
    var track: Track?
    var album: Album?
}
