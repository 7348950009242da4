// swift-format-ignore-file
import UIKit

@MainActor @objc protocol CardStackDelegate: NSObjectProtocol {
    @objc optional func cardStackWillPresent(_ stack: CardStackView)
    @objc optional func cardStack(_ stack: CardStackView, didSelect index: Int)
    func cardStackDidFinish(_ stack: CardStackView)
}

final class CardStackView: UIView {
    weak var delegate: CardStackDelegate?

    func present() {
        delegate?.cardStackWillPresent?(self)
    }

    func select(_ index: Int) {
        guard let delegate else { return }
        if delegate.responds(to: #selector(CardStackDelegate.cardStack(_:didSelect:))) {
            delegate.cardStack!(self, didSelect: index)
        }
        delegate.cardStackDidFinish(self)
    }
}

final class CardsViewController: UIViewController, CardStackDelegate {
    var selected: [Int] = []

    func cardStack(_ stack: CardStackView, didSelect index: Int) {
        selected.append(index)
    }

    func cardStackDidFinish(_ stack: CardStackView) {}
}
