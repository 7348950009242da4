import OpenUIKit

/// A settings card built as apps build them, with nested stack views: a title, a row per
/// setting (a label and a switch), and the rows that depend on the first switch, which collapse
/// with an animation when it is turned off.
final class SettingsCardViewController: UIViewController {
    let card = UIStackView()
    let titleLabel = UILabel()
    let allowSwitch = UISwitch()
    private(set) var allowRow: UIStackView!
    private(set) var soundsRow: UIStackView!
    private(set) var badgesRow: UIStackView!
    let footnote = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground

        titleLabel.text = "Notifications"
        titleLabel.font = .boldSystemFont(ofSize: 22)
        allowSwitch.isOn = true
        allowRow = row("Allow Notifications", accessory: allowSwitch)
        soundsRow = row("Sounds", accessory: valueLabel("Tri-tone"))
        let badges = UISwitch()
        badges.isOn = true
        badgesRow = row("Badges", accessory: badges)
        footnote.text = "Shown on the Lock Screen"
        footnote.font = .systemFont(ofSize: 13)
        footnote.textColor = .secondaryLabel

        for v in [titleLabel, allowRow!, soundsRow!, badgesRow!, footnote] as [UIView] {
            card.addArrangedSubview(v)
        }
        card.axis = .vertical
        card.spacing = 12
        card.setCustomSpacing(20, after: titleLabel)
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = NSDirectionalEdgeInsets(
            top: 16, leading: 16, bottom: 16, trailing: 16)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)

        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            card.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        ])

        allowSwitch.addAction(
            UIAction { [unowned self] _ in self.setDependentRowsVisible(self.allowSwitch.isOn) },
            for: .valueChanged)
    }

    /// Shows or hides the rows that only make sense when notifications are allowed, animated.
    func setDependentRowsVisible(_ visible: Bool) {
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveLinear]) {
            self.soundsRow.isHidden = !visible
            self.badgesRow.isHidden = !visible
            self.view.layoutIfNeeded()
        }
    }

    private func row(_ title: String, accessory: UIView) -> UIStackView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, accessory])
        row.alignment = .center
        row.spacing = 8
        return row
    }

    private func valueLabel(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text
        label.textColor = .secondaryLabel
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        return label
    }
}
