// swift-format-ignore-file
import UIKit

/// A card whose layout lives in another file, in an extension, as iOS code may keep it.
final class CardView: UIView {
    let titleLabel = UILabel()
    private(set) var layoutPasses = 0

    func countLayout() {
        layoutPasses += 1
    }
}
