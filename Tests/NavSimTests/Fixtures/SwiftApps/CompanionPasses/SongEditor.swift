import UIKit

protocol SongEditorInput {
    func edit(song: Song)
}

final class SongEditor: SongEditorInput {
    var editingSong: Song?

    func edit(song: Song) {
        self.editingSong = song
    }
}

final class SongEditorViewController: UIViewController {
    let presenter: SongEditor

    init(presenter: SongEditor) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
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
