import UIKit

final class ProductViewController: UIViewController {
    func showAttributes() {
        // Built in code: the storyboard's Attributes scene is never loaded.
        navigationController?.pushViewController(AttributesViewController(), animated: true)
    }

    func showSettings() {
        let settings = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Settings")
        navigationController?.pushViewController(settings, animated: true)
    }
}
