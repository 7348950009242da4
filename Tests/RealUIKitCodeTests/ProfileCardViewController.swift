import OpenUIKit

/// A profile screen laid out with anchors, as an app writes it: an avatar, a name label hugging its
/// text, and a "Follow" bar pinned to the safe area whose height animates open.
final class ProfileCardViewController: UIViewController {
    let avatar = UIView()
    let nameLabel = UILabel()
    let followBar = UIView()
    private(set) var followBarHeight: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        avatar.backgroundColor = .systemBlue
        nameLabel.text = "Ada Lovelace"
        followBar.backgroundColor = .systemGreen
        for v in [avatar, nameLabel, followBar] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        let safe = view.safeAreaLayoutGuide
        let margins = view.layoutMarginsGuide
        followBarHeight = followBar.heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate([
            avatar.topAnchor.constraint(equalTo: safe.topAnchor, constant: 20),
            avatar.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 64),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            followBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            followBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            followBar.bottomAnchor.constraint(equalTo: safe.bottomAnchor),
            followBarHeight,
        ])
    }

    /// Opens the follow bar with the usual Auto Layout animation.
    func showFollowBar() {
        followBarHeight.constant = 80
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) {
            self.view.layoutIfNeeded()
        }
    }
}
