import UIKit

protocol ModalScreen: AnyObject {}
protocol SheetScreen: ModalScreen {}

final class Router {
    weak var navigationController: UINavigationController?
    func open(_ viewController: UIViewController) {
        if let modal = viewController as? ModalScreen {
            navigationController?.present(viewController, animated: true)
        } else {
            navigationController?.pushViewController(viewController, animated: true)
        }
    }
}

class HomeViewController: UIViewController {
    let router = Router()
    @IBAction func openShare(_ sender: Any) {
        router.open(ShareViewController())
    }
    @IBAction func openDetail(_ sender: Any) {
        router.open(DetailViewController())
    }
}

class ShareViewController: UIViewController, SheetScreen {}
class DetailViewController: UIViewController {}
