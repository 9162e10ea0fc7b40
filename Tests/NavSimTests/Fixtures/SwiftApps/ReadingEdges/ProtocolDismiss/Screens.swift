import UIKit
import PanModal

protocol ClosableScreen: UIViewController {}

class HomeViewController: UIViewController {
    var sheet: ClosableScreen?
    var panel: BottomSheet?
    @IBAction func openA(_ sender: Any) {
        let a = AViewController()
        sheet = a
        present(a, animated: true)
    }
    @IBAction func openB(_ sender: Any) {
        let b = BViewController()
        sheet = b
        present(b, animated: true)
    }
    @IBAction func closeSheet(_ sender: Any) {
        sheet?.dismiss(animated: true)
    }
    @IBAction func closePanel(_ sender: Any) {
        panel?.dismiss(animated: true)
    }
}

class AViewController: UIViewController, ClosableScreen {}
class BViewController: UIViewController, ClosableScreen {}
