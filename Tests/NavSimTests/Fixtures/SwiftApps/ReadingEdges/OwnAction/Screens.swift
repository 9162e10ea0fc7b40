import UIKit

class HomeViewController: UIViewController {
    @IBAction func showSettings(_ sender: Any) {
        navigationController?.pushViewController(SettingsViewController(), animated: true)
    }
    @IBAction func openDetail(_ sender: Any) {
        let detail = DetailViewController()
        detail.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Settings", style: .plain, target: self, action: #selector(showSettings(_:)))
        navigationController?.pushViewController(detail, animated: true)
    }
}

class DetailViewController: UIViewController {}
class SettingsViewController: UIViewController {}
