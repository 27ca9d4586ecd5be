import UIKit

final class EditorViewController: UIViewController {
    @IBOutlet weak var toolbarHolder: UIView!
    @IBOutlet weak var statusBackdrop: UIView!
    private let toolbar = FormattingToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        statusBackdrop.backgroundColor = .systemIndigo
        toolbarHolder.addSubview(toolbar)
        toolbar.frame = toolbarHolder.bounds
    }
}

final class NotesViewController: UIViewController {
    func edit() {
        present(EditorViewController(nibName: "EditorViewController", bundle: nil), animated: true)
    }
}
