// swift-format-ignore-file
// Ported by `segue port` from Tests/SeguePortTests/Corpus/Before/Attributes.swift: edit that file, not this one.
#sourceLocation(file: "Tests/SeguePortTests/Corpus/Before/Attributes.swift", line: 1)
// swift-format-ignore-file
import OpenUIKit


final class BadgeView: UIView {
    var cornerRadius: CGFloat = 4 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    weak var titleLabel: UILabel!
    var iconViews: [UIImageView]!
    var progress: CGFloat = 0


    func reset() {
        progress = 0
    }

    func tapped(_ sender: Any) {
        reset()
    }
}

/// A layer with a property Core Animation animates, declared as iOS code declares it.
final class RingLayer: CALayer {
    var sweep: CGFloat = 0
    var lineColor: CGColor?
}
#sourceLocation()
