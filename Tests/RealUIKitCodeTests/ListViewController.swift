import OpenUIKit

/// The screen that presents the detail screen: a plain coloured view.
final class ListViewController: UIViewController {
    override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemGray6
        view = root
    }
}
