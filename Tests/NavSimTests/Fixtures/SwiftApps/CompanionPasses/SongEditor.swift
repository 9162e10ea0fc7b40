import UIKit

protocol SongEditorInput {
    var delegate: SongEditorDelegate? { get set }
    func edit(song: Song)
}

protocol SongEditorDelegate: AnyObject {
    func editorDidSave(song: Song)
}

protocol SongEditorOutput: AnyObject {
    func didLoad(song: Song?)
}

final class SongEditor: SongEditorInput {
    var editingSong: Song?
    weak var output: SongEditorOutput?
    weak var delegate: SongEditorDelegate?

    func save(song: Song) {
        delegate?.editorDidSave(song: song)
    }

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

    @IBAction func doneTapped(_ sender: Any) {
        guard let song = song else { return }
        presenter.save(song: Song(id: song.id, title: song.title))
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

final class PlaylistFlow: SongEditingService, SongEditorDelegate {
    weak var viewController: UIViewController?
    var completion: ((Song) -> Void)?

    func edit(song: Song, completion: @escaping (Song) -> Void) {
        self.completion = completion
        var (editor, screen) = SongEditorFactory.build()
        editor.delegate = self
        editor.edit(song: song)
        viewController?.show(screen, sender: self)
    }

    func editorDidSave(song: Song) {
        completion?(song)
        guard let list = viewController else { return }
        list.navigationController?.popToViewController(list, animated: true)
    }
}
