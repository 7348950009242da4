// swift-format-ignore-file
import UIKit

@IBDesignable
final class BadgeView: UIView {
    @IBInspectable var cornerRadius: CGFloat = 4 {
        didSet { layer.cornerRadius = cornerRadius }
    }
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet var iconViews: [UIImageView]!
    @objc dynamic var progress: CGFloat = 0

    @objc(resetBadge)
    func reset() {
        progress = 0
    }

    @IBAction func tapped(_ sender: Any) {
        reset()
    }
}

/// A layer with a property Core Animation animates, declared as iOS code declares it.
final class RingLayer: CALayer {
    @NSManaged var sweep: CGFloat
    @NSManaged var lineColor: CGColor?
}
