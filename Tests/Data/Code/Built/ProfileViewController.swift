import UIKit

final class RatingView: UIView {
    var stars = 5

    override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(stars) * 24, height: 24)
    }
}

final class ProfileViewController: UIViewController {}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = ProfileViewController()
    }
}
