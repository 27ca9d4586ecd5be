import UIKit

public final class BannerViewController: UIViewController {}

public func showBanner(on navigation: UINavigationController) {
    navigation.pushViewController(BannerViewController(nibName: "BannerViewController", bundle: .module), animated: true)
}
