// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Controls.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Controls.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class SettingsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let wifiSwitch = UISwitch()
    let closeButton = UIButton(type: .close)
    var saved = 0
    var wifi = false

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addAction(UIAction { [weak self] action in self?.save(action.sender as! UIButton) }, for: .touchUpInside)
        wifiSwitch.addAction(UIAction { [weak self] action in self?.wifiChanged(sender: action.sender as? UISwitch) }, for: .valueChanged)


        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: [.touchUpInside])
    }

    func save(_ sender: UIButton) {
        saved += 1
    }

    func wifiChanged(sender: UISwitch?) {
        wifi = sender?.isOn ?? false
    }

    func close() {
        dismiss(animated: true)
    }
}
#sourceLocation()
