// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/OptionalProtocols.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/OptionalProtocols.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

@MainActor protocol CardStackDelegate: NSObjectProtocol, AnyObject {
    func cardStackWillPresent(_ stack: CardStackView)
    func cardStack(_ stack: CardStackView, didSelect index: Int)
    func cardStackDidFinish(_ stack: CardStackView)
}; extension CardStackDelegate { func cardStackWillPresent(_ stack: CardStackView) {}; func cardStack(_ stack: CardStackView, didSelect index: Int) {} }

final class CardStackView: UIView {
    weak var delegate: CardStackDelegate?

    func present() {
        delegate?.cardStackWillPresent(self)
    }

    func select(_ index: Int) {
        guard let delegate else { return }
        if true {
            delegate.cardStack(self, didSelect: index)
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
#sourceLocation()
