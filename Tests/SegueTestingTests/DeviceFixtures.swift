import OpenUIKit

/// Red, with a green view filling its safe area; records what it saw at its last layout and
/// every `traitCollectionDidChange(_:)`.
final class SafeAreaProbeViewController: UIViewController {
    let safe = UIView()
    var laidOutBounds: CGRect = .zero
    var laidOutSafeArea: UIEdgeInsets = .zero
    var traitsAtLayout: UITraitCollection?
    var traitChanges: [UITraitCollection?] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
        safe.backgroundColor = .green
        view.addSubview(safe)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        laidOutBounds = view.bounds
        laidOutSafeArea = view.safeAreaInsets
        traitsAtLayout = traitCollection
        safe.frame = view.bounds.inset(by: view.safeAreaInsets)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitChanges.append(previousTraitCollection)
    }
}
