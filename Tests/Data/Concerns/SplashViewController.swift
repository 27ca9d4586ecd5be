import UIKit

final class SplashViewController: UIViewController {}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = SplashViewController()
    }
}
