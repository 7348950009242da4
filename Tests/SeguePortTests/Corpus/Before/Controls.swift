// swift-format-ignore-file
import UIKit

final class SettingsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let wifiSwitch = UISwitch()
    let closeButton = UIButton(type: .close)
    var saved = 0
    var wifi = false

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.addTarget(self, action: #selector(save(_:)), for: .touchUpInside)
        wifiSwitch.addTarget(
            self, action: #selector(wifiChanged(sender:)),
            for: .valueChanged)
        closeButton.addTarget(self, action: #selector(close), for: [.touchUpInside])
    }

    @objc func save(_ sender: UIButton) {
        saved += 1
    }

    @objc func wifiChanged(sender: UISwitch?) {
        wifi = sender?.isOn ?? false
    }

    @objc func close() {
        dismiss(animated: true)
    }
}
