// swift-format-ignore-file
import UIKit

final class ToastViewController: UIViewController {
    let toast = UIView()

    func show() {
        DispatchQueue.main.async {
            self.toast.alpha = 1
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { [weak self] in
            self?.hide()
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300), execute: {
            self.toast.transform = .identity
        })
        perform(#selector(fadeOut), with: nil, afterDelay: 2)
    }

    func hide() {
        toast.alpha = 0
    }

    @objc func fadeOut() {
        UIView.animate(withDuration: 0.25) { self.toast.alpha = 0 }
    }
}
