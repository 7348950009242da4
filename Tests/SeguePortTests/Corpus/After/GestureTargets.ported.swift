// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/GestureTargets.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/GestureTargets.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class DoubleTapZoomController: UIViewController {
    let doubleTap = UITapGestureRecognizer()
    private(set) var zooms = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addAction { [weak self] recognizer in self?.zoom(recognizer) }
        view.addGestureRecognizer(doubleTap)
        let longPress = UILongPressGestureRecognizer()
        longPress.addAction { [weak self] recognizer in self?.zoom(recognizer) }
        view.addGestureRecognizer(longPress)
    }

    func zoom(_ recognizer: UIGestureRecognizer) {
        zooms += 1
    }

    func disableZoom() {
        doubleTap.removeAllActions()
    }
}
#sourceLocation()
