import Foundation

/// The drawn accessory of a cell (UIKit's images, as vector strokes in a 24 × 24 pt box): a
/// grey chevron 8 × 13 pt at the trailing side, a tint-coloured checkmark 14 × 12 pt, an
/// info circle 20 pt across, or the circle and the chevron.
@MainActor
final class AccessoryGlyphView: UIView {
    let type: UITableViewCell.AccessoryType
    private let shape = CAShapeLayer()
    private let circle = CAShapeLayer()

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
        for s in [shape, circle] {
            s.fillColor = nil
            s.lineCap = .round
            s.lineJoin = .round
            s.frame = bounds
            layer.addSublayer(s)
        }
        drawGlyph()
    }

    /// Whether the glyph is drawn mirrored (right-to-left: the chevron points left and the info
    /// circle stands to its right), as UIKit's accessory images are; the checkmark stays as is.
    var mirrored = false {
        didSet { if mirrored != oldValue { drawGlyph() } }
    }

    private func drawGlyph() {
        var path = CGMutablePath()
        switch type {
        case .disclosureIndicator, .detailDisclosureButton:
            path.addLines(between: [
                CGPoint(x: 17, y: 5.5), CGPoint(x: 23, y: 12), CGPoint(x: 17, y: 18.5),
            ])
            shape.strokeColor = UIColor.systemGray3.cgColor
            shape.lineWidth = 2
        case .checkmark:
            path.addLines(between: [
                CGPoint(x: 6, y: 12.5), CGPoint(x: 10.5, y: 17), CGPoint(x: 20, y: 6),
            ])
            shape.strokeColor = UIColor.systemBlue.cgColor
            shape.lineWidth = 2.2
        case .detailButton, .none:
            break
        }
        let flip = CGAffineTransform(translationX: 24, y: 0).scaledBy(x: -1, y: 1)
        if mirrored, type != .checkmark, let flipped = path.mutableCopy(using: flip) {
            path = flipped
        }
        shape.path = path
        if type == .detailButton || type == .detailDisclosureButton {
            var ring = CGMutablePath()
            let x: CGFloat = type == .detailButton ? 2 : -12
            ring.addEllipse(in: CGRect(x: x, y: 2, width: 20, height: 20))
            ring.move(to: CGPoint(x: x + 10, y: 10))
            ring.addLine(to: CGPoint(x: x + 10, y: 16))
            if mirrored, let flipped = ring.mutableCopy(using: flip) { ring = flipped }
            circle.path = ring
            circle.strokeColor = UIColor.systemBlue.cgColor
            circle.lineWidth = 1.5
        }
    }

    required init?(coder: NSCoder) {
        self.type = .none
        super.init(coder: coder)
    }
}
