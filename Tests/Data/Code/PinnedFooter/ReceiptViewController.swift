import UIKit

final class ReceiptViewController: UITableViewController {
    private let footer = ReceiptFooter.loadFromNib()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.tableHeaderView = ReceiptHeader.loadFromNib()
        navigationController?.view.addSubview(footer)
        footer.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }
}

final class ReceiptFooter: UIView {}
final class ReceiptHeader: UIView {}

extension UIView {
    static func loadFromNib() -> Self {
        UINib(nibName: String(describing: self), bundle: nil).instantiate(withOwner: nil).first as! Self
    }
}
