// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/CardView.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/CardView.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit

/// A card whose layout lives in another file, in an extension, as iOS code may keep it.
final class CardView: UIView {
    let titleLabel = UILabel()
    private(set) var layoutPasses = 0

    func countLayout() {
        layoutPasses += 1
    }
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/CardView+Layout.swift", line: 5)
    override func layoutSubviews() {
        super.layoutSubviews()
        countLayout()
        titleLabel.frame = bounds.insetBy(dx: 12, dy: 8)
    }
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/CardView.swift", line: 12)
}
#sourceLocation()
