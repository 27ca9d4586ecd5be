import UIKit

final class ChatInputBar: UIView {
    static func fromNib() -> ChatInputBar {
        UINib(nibName: "ChatInputBar", bundle: nil).instantiate(withOwner: nil).first as! ChatInputBar
    }
}

final class ChatViewController: UIViewController {
    private lazy var inputBar: ChatInputBar = ChatInputBar.fromNib()

    override var canBecomeFirstResponder: Bool { true }

    override var inputAccessoryView: UIView? { inputBar }
}
