import OpenUIKit

/// A detail screen built in code, as an app writes it without a storyboard: a title and a "Done"
/// button laid out in `viewDidLayoutSubviews`.
final class DetailViewController: UIViewController {
    let titleLabel = UILabel()
    let doneButton = UIView()
    private(set) var layoutPasses = 0
    private(set) var doneTaps = 0

    override func loadView() {
        let root = UIView()
        root.backgroundColor = .white
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Detail"
        view.addSubview(titleLabel)
        doneButton.backgroundColor = .systemBlue
        doneButton.accessibilityIdentifier = "done"
        // UIKit: `UITapGestureRecognizer(target: self, action: #selector(done))`.
        doneButton.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.done() })
        view.addSubview(doneButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        titleLabel.frame = CGRect(x: 20, y: insets.top + 20, width: bounds.width - 40, height: 30)
        doneButton.frame = CGRect(
            x: 20, y: bounds.height - insets.bottom - 64, width: bounds.width - 40, height: 44)
    }

    private func done() {
        doneTaps += 1
    }
}
