import UIKit

final class SignInViewController: UIViewController {}

final class SettingsViewController: UIViewController {
    func signIn() {
        let signIn = SignInViewController(nibName: "SignInViewController", bundle: nil)
        navigationController?.pushViewController(signIn, animated: true)
    }
}
