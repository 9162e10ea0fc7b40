import UIKit

// Declared once for all screens: any view controller the credits were presented from is a
// destination of the storyboard's Exit.
extension UIViewController {
    @IBAction func goBack(segue: UIStoryboardSegue) {}
}
