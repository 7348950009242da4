// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/MainQueue.swift: edit that file, not this one.
@_spi(Testing) import OpenQuartzCore
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/MainQueue.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

final class ToastViewController: UIViewController {
    let toast = UIView()

    func show() {
        MainRunLoop.perform {
            self.toast.alpha = 1
        }
        MainRunLoop.perform(after: 1.5) { [weak self] in
            self?.hide()
        }
        MainRunLoop.perform(after: Double(300) / 1_000, {
            self.toast.transform = .identity
        })
        MainRunLoop.perform(after: 2) { [self] in self.fadeOut() }
    }

    func hide() {
        toast.alpha = 0
    }

    func fadeOut() {
        UIView.animate(withDuration: 0.25) { self.toast.alpha = 0 }
    }
}
#sourceLocation()
