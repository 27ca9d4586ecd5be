import UIKit

final class BadgeViewController: UIViewController {
    @IBOutlet weak var titleLeft: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The app mirrors the title itself for right-to-left languages.
        titleLeft.isActive = view.effectiveUserInterfaceLayoutDirection == .leftToRight
    }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = BadgeViewController()
    }
}
