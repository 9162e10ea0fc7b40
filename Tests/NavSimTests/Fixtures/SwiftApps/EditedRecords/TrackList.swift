import UIKit

final class TrackListViewController: UITableViewController {
    var tracks: [Track] = [Track(id: 10, title: "Intro", plays: 3), Track(id: 11, title: "Outro", plays: 5)]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? TrackCell, let model = cell.model else { return }
        let pager = TrackPagerViewController()
        for (index, track) in tracks.enumerated() where track.id == model.id {
            pager.startPage = index
            pager.current = track
        }
        navigationController?.pushViewController(pager, animated: true)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? TrackCell, let model = cell.model else { return }
        let editor = TrackEditorViewController()
        for (row, item) in tracks.enumerated() {
            if item.id == model.id {
                editor.track = tracks[row]
                break
            }
        }
        navigationController?.pushViewController(editor, animated: true)
    }
}

final class TrackPagerViewController: UIViewController {
    var startPage = 0
    var current: Track?
}
