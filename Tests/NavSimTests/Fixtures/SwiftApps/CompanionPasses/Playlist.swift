import UIKit

protocol PlaylistLogic: AnyObject {
    func open(id: Int)
    func rows() -> [SongRow]
}

protocol SongEditingService: AnyObject {
    func edit(song: Song, completion: @escaping (Song) -> Void)
}

final class PlaylistInteractor: PlaylistLogic {
    var songs = [Song]()
    var lastEdited: Song?
    let service: SongEditingService

    init(service: SongEditingService) {
        self.service = service
        songs = [Song(id: 0, title: "Blue"), Song(id: 1, title: "Red")]
    }

    func rows() -> [SongRow] { songs.map { SongRow(id: $0.id, title: $0.title) } }

    func open(id: Int) {
        guard let song = songs.first(where: { song in song.id == id }) else { return }
        service.edit(song: song) { [weak self] edited in
            self?.lastEdited = edited
            self?.songs[0] = edited
        }
    }
}

final class PlaylistViewController: UIViewController, UITableViewDelegate {
    let presenter: PlaylistLogic

    init(presenter: PlaylistLogic) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? SongCell else { return }
        guard let row = cell.model else { return }
        presenter.open(id: row.id)
    }
}

enum PlaylistFactory {
    static func build() -> PlaylistViewController {
        let flow = PlaylistFlow()
        let interactor = PlaylistInteractor(service: flow)
        let viewController = PlaylistViewController(presenter: interactor)
        flow.viewController = viewController
        return viewController
    }
}
