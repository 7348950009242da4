import OpenUIKit

/// A screen written as open-source libraries write theirs: a title and a multi-line body pinned
/// to the margins, a badge kept in front by `bringSubviewToFront`, the badge's width constraint
/// re-made in `viewDidLayoutSubviews`, and a layer that redraws itself when it is laid out.
final class ArticleViewController: UIViewController {
    let titleLabel = UILabel()
    let bodyLabel = UILabel()
    let badge = UIView()
    let ring = RingLayer()
    private var badgeWidth: NSLayoutConstraint?
    private(set) var layoutPasses = 0

    /// A layer that asks to be redrawn whenever it is laid out.
    final class RingLayer: CALayer {
        private(set) var draws = 0
        override func layoutSublayers() {
            super.layoutSublayers()
            setNeedsDisplay()
        }
        override func display() { draws += 1 }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        titleLabel.text = "Transitions"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        bodyLabel.numberOfLines = 0
        bodyLabel.text = String(
            repeating: "A custom transition moves the screens the way the app wants them to. ",
            count: 5)
        for v in [titleLabel, bodyLabel, badge] {
            v.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(v)
        }
        view.layer.addSublayer(ring)
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            titleLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            titleLabel.topAnchor.constraint(
                equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            bodyLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: 12),
            badge.topAnchor.constraint(equalTo: titleLabel.topAnchor),
            badge.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            badge.heightAnchor.constraint(equalToConstant: 24),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutPasses += 1
        view.bringSubviewToFront(badge)
        badgeWidth?.isActive = false
        badgeWidth = badge.widthAnchor.constraint(equalToConstant: 24)
        badgeWidth?.isActive = true
        ring.frame = CGRect(x: 0, y: 0, width: 44, height: 44)
        ring.setNeedsLayout()
    }
}
