// swift-format-ignore-file
import UIKit

final class EditorViewController: UIViewController {
    var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(done))
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, target: self, action: #selector(cancel(_:)))
    }

    @objc func done() {
        finished = true
    }

    @objc func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
