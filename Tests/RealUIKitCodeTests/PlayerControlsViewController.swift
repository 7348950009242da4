import OpenUIKit

/// A player screen built from UIKit's controls with Auto Layout, as an app writes it: a filled
/// play button with a primary action, a speed picker, a scrubber and a plain "Close" button.
final class PlayerControlsViewController: UIViewController {
    let playButton = UIButton(configuration: .filled())
    let speedPicker = UISegmentedControl(items: ["0.5×", "1×", "2×"])
    let scrubber = UISlider()
    let closeButton = UIButton(type: .system)
    private(set) var isPlaying = false
    private(set) var speed: Float = 1
    private(set) var scrubbedTo: [Float] = []
    private(set) var closeTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        playButton.configuration?.title = "Play"
        // UIKit: `playButton.addTarget(self, action: #selector(togglePlay), for: .touchUpInside)`.
        playButton.addAction(
            UIAction { [weak self] _ in self?.togglePlay() }, for: .primaryActionTriggered)

        speedPicker.selectedSegmentIndex = 1
        speedPicker.addAction(
            UIAction { [weak self] action in
                guard let picker = action.sender as? UISegmentedControl else { return }
                self?.speed = [0.5, 1, 2][picker.selectedSegmentIndex]
            }, for: .valueChanged)

        scrubber.minimumValue = 0
        scrubber.maximumValue = 100
        scrubber.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.scrubbedTo.append(self.scrubber.value)
            }, for: .valueChanged)

        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(
            UIAction { [weak self] _ in self?.closeTaps += 1 }, for: .touchUpInside)

        for control in [playButton, speedPicker, scrubber, closeButton] as [UIView] {
            control.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(control)
        }
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            playButton.topAnchor.constraint(equalTo: guide.topAnchor, constant: 40),
            playButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            playButton.widthAnchor.constraint(equalToConstant: 160),
            speedPicker.topAnchor.constraint(equalTo: playButton.bottomAnchor, constant: 24),
            speedPicker.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
            speedPicker.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
            scrubber.topAnchor.constraint(equalTo: speedPicker.bottomAnchor, constant: 24),
            scrubber.leadingAnchor.constraint(equalTo: speedPicker.leadingAnchor),
            scrubber.trailingAnchor.constraint(equalTo: speedPicker.trailingAnchor),
            closeButton.topAnchor.constraint(equalTo: scrubber.bottomAnchor, constant: 24),
            closeButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
    }

    private func togglePlay() {
        isPlaying.toggle()
        playButton.configuration?.title = isPlaying ? "Pause" : "Play"
    }
}
