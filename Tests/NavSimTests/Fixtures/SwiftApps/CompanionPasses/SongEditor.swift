import UIKit

protocol SongEditorInput {
    func edit(song: Song)
}

protocol SongEditorOutput: AnyObject {
    func didLoad(song: Song?)
}

final class SongEditor: SongEditorInput {
    var editingSong: Song?
    weak var output: SongEditorOutput?

    func edit(song: Song) {
        self.editingSong = song
    }

    func load() {
        output?.didLoad(song: self.editingSong)
    }
}

final class SongEditorViewController: UIViewController, SongEditorOutput {
    let presenter: SongEditor
    var song: SongRow?
    var shown = 0

    init(presenter: SongEditor) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.load()
    }

    /// Field for field the same song; `shown` is not a store's copy.
    func didLoad(song: Song?) {
        guard let song = song else { return }
        self.song = SongRow(id: song.id, title: song.title)
        shown = song.id
    }
}

enum SongEditorFactory {
    static func build() -> (SongEditorInput, SongEditorViewController) {
        let editor = SongEditor()
        let viewController = SongEditorViewController(presenter: editor)
        return (editor, viewController)
    }
}

final class PlaylistFlow: SongEditingService {
    weak var viewController: UIViewController?
    var completion: ((Song) -> Void)?

    func edit(song: Song, completion: @escaping (Song) -> Void) {
        self.completion = completion
        let (editor, screen) = SongEditorFactory.build()
        editor.edit(song: song)
        viewController?.show(screen, sender: self)
    }
}
