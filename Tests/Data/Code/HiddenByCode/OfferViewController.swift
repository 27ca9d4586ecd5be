import UIKit

final class OfferViewController: UIViewController {
    @IBOutlet var promoLabel: UILabel!
    @IBOutlet var errorLabel: UILabel!
    @IBOutlet var badgeLabel: UILabel!
    var isMember = false

    override func viewDidLoad() {
        super.viewDidLoad()
        configure()
        errorLabel.isHidden = true
        if isMember {
            badgeLabel.isHidden = true
        }
    }

    private func configure() {
        // The promotion is not shown in this version of the app.
        promoLabel.isHidden = true
    }

    func show(error: Error) {
        errorLabel.isHidden = false
    }
}

final class StoreViewController: UIViewController {
    @objc func showOffer() {
        let offer = OfferViewController(nibName: "OfferViewController", bundle: nil)
        offer.modalPresentationStyle = .fullScreen
        present(offer, animated: true)
    }
}
