import UIKit

final class GeocodeViewController: UIViewController, UISearchBarDelegate {
    @IBOutlet private weak var dismissButton: UIButton!
    @IBOutlet private weak var statusButton: UIButton!

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        dismissButton.isHidden = false
        statusButton.setTitle("Searching…", for: .normal)
    }

    @IBAction func dismissKeyboard() {
        dismissButton.isHidden = true
        view.endEditing(true)
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        window?.rootViewController = GeocodeViewController(nibName: "GeocodeViewController", bundle: nil)
    }
}
