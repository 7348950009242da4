// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Gestures.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Gestures.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class SwipeToDismissController: UIViewController {
    var progress: CGFloat = 0
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let pan = UIPanGestureRecognizer(handler: { [weak self] recognizer in self?.handlePan(recognizer) })


        view.addGestureRecognizer(pan)
        let edge = UIScreenEdgePanGestureRecognizer(handler: { [weak self] recognizer in self?.handleEdge(recognizer) })
        edge.edges = .left
        view.addGestureRecognizer(edge)
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] _ in self?.handleTap() }
        view.addGestureRecognizer(tap)
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        progress = recognizer.translation(in: view).y / max(view.bounds.height, 1)
    }

    private func handleEdge(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        progress = recognizer.location(in: view).x
    }

    func handleTap() {
        taps += 1
    }
}
#sourceLocation()
