// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/BarButtonItems.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/BarButtonItems.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class EditorViewController: UIViewController {
    var finished = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, handler: { [weak self] _ in self?.done() })
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, handler: { [weak self] item in self?.cancel(item) })
    }

    func done() {
        finished = true
    }

    func cancel(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
#sourceLocation()
