import UIKit

final class NoteViewModel {
    var drafts: [String] = ["first"]
    var wordCount: Int
    init() { wordCount = 0 }
}

final class NoteViewController: UIViewController {
    var viewModel: NoteViewModel?
    var title2 = "Note"

    override func viewDidLoad() {
        super.viewDidLoad()
        NoteConfigurator.configure(self)
    }
}

enum NoteConfigurator {
    static func configure(_ viewController: NoteViewController) {
        viewController.viewModel = NoteViewModel()
    }
}
