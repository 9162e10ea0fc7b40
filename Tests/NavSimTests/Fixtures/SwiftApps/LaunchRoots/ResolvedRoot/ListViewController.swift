import UIKit

class ListViewController: UIViewController {}
