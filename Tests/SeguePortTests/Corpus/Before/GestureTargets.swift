// swift-format-ignore-file
import UIKit

final class DoubleTapZoomController: UIViewController {
    let doubleTap = UITapGestureRecognizer(target: nil, action: nil)
    private(set) var zooms = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        doubleTap.numberOfTapsRequired = 2
        doubleTap.addTarget(self, action: #selector(zoom(_:)))
        view.addGestureRecognizer(doubleTap)
        let longPress = UILongPressGestureRecognizer(target: self, action: nil)
        longPress.addTarget(self, action: #selector(zoom(_:)))
        view.addGestureRecognizer(longPress)
    }

    @objc func zoom(_ recognizer: UIGestureRecognizer) {
        zooms += 1
    }

    func disableZoom() {
        doubleTap.removeTarget(nil, action: nil)
    }
}
