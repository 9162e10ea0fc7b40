import UIKit

final class HomeViewController: UIViewController {
    @IBAction func profileTapped(_ sender: UIButton) {
        present(ProfileViewController(), animated: true)
    }

    @IBAction func pagerTapped(_ sender: UIButton) {
        navigationController?.pushViewController(PagerViewController(), animated: true)
    }

    @IBAction func dashboardTapped(_ sender: UIButton) {
        navigationController?.pushViewController(DashboardViewController(), animated: true)
    }
}
