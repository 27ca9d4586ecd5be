import UIKit

final class CheckoutViewController: UIViewController {
    @IBOutlet var footerView: UIView!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(footerView)
    }
}
