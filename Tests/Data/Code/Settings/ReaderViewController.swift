import UIKit

final class ReaderViewController: UIViewController {
    @IBOutlet weak var bodyLabel: UILabel!
    @IBOutlet weak var commentsTable: UITableView!
    @IBOutlet weak var notesTable: UITableView!
    var body = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        bodyLabel.text = body
        commentsTable.rowHeight = UITableView.automaticDimension
        notesTable.contentInset = UIEdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        commentsTable.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: view.safeAreaInsets.bottom, right: 0)
    }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = ReaderViewController()
    }
}
