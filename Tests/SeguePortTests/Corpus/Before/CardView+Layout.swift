// swift-format-ignore-file
import UIKit

extension CardView {
    override func layoutSubviews() {
        super.layoutSubviews()
        countLayout()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 8)
    }
}
