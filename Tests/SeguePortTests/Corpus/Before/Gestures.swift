// swift-format-ignore-file
import UIKit

final class SwipeToDismissController: UIViewController {
    var progress: CGFloat = 0
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(
            target: self,
            action: #selector(handlePan(_:)))
        view.addGestureRecognizer(pan)
        let edge = UIScreenEdgePanGestureRecognizer(target: self, action: #selector(handleEdge))
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: #selector(handleTap))
        view.addGestureRecognizer(tap)
    }

    @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {
        progress = recognizer.translation(in: view).y / max(view.bounds.height, 1)
    }

    @objc private func handleEdge(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        progress = recognizer.location(in: view).x
    }

    @objc func handleTap() {
        taps += 1
    }
}
