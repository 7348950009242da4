// Seed 002 ("UIKit 自定义模态视图弹出", Docs/Articles/002_7815c3768c9fe918.txt): the herbs (names,
// descriptions and drawn pictures) that the thumbnail zoom shows, built in code.
import Foundation
import OpenUIKit

/// One herb of the article's herb app (name, description, and the colours of its drawn picture).
struct Herb {
    var name: String
    var description: String
    /// Background tint of the picture (top and bottom of a vertical gradient).
    var backgroundTop: (Double, Double, Double)
    var backgroundBottom: (Double, Double, Double)
    /// Leaf colour and the leaves' width relative to their length (narrow rosemary, round sage).
    var leaf: (Double, Double, Double)
    var leafWidth: Double

    static let all: [Herb] = [
        Herb(
            name: "Basil",
            description: "Sweet, peppery leaves; the heart of pesto and a companion to tomatoes.",
            backgroundTop: (0.99, 0.95, 0.82), backgroundBottom: (0.95, 0.85, 0.62),
            leaf: (0.20, 0.62, 0.22), leafWidth: 0.55),
        Herb(
            name: "Mint",
            description:
                "Cool and bright; grows everywhere it is allowed and some places it is not.",
            backgroundTop: (0.86, 0.95, 0.98), backgroundBottom: (0.62, 0.84, 0.92),
            leaf: (0.18, 0.70, 0.45), leafWidth: 0.48),
        Herb(
            name: "Rosemary", description: "Needle-like, resinous leaves for roasts and breads.",
            backgroundTop: (0.93, 0.90, 0.99), backgroundBottom: (0.76, 0.70, 0.92),
            leaf: (0.25, 0.45, 0.30), leafWidth: 0.16),
        Herb(
            name: "Sage", description: "Soft grey-green leaves with an earthy, warm scent.",
            backgroundTop: (0.99, 0.88, 0.86), backgroundBottom: (0.93, 0.68, 0.64),
            leaf: (0.48, 0.62, 0.50), leafWidth: 0.42),
    ]
}

/// A herb's picture, drawn as vector layers (a gradient, a stem and leaf shapes) so that it is
/// sharp at whatever scale the frames are recorded at, as content drawn in `draw(_:)` is on a
/// device: a sprig of leaves along a slightly curved stem on a tinted vertical gradient, filling
/// the view (aspect fill of a square design, centred). Layers are rebuilt when the size changes.
final class HerbPictureView: UIView {
    let herb: Herb
    private let background = CAGradientLayer()
    private let art = CALayer()
    private var drawnSide: CGFloat = -1

    init(herb: Herb) {
        self.herb = herb
        super.init(frame: .zero)
        background.colors = [Self.color(herb.backgroundTop), Self.color(herb.backgroundBottom)]
        background.startPoint = CGPoint(x: 0.5, y: 0)
        background.endPoint = CGPoint(x: 0.5, y: 1)
        layer.addSublayer(background)
        layer.addSublayer(art)
    }

    required init?(coder: NSCoder) {
        self.herb = Herb.all[0]
        super.init(coder: coder)
    }

    private static func color(_ c: (Double, Double, Double), _ k: Double = 1) -> CGColor {
        UIColor(red: c.0 * k, green: c.1 * k, blue: c.2 * k, alpha: 1).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let s = max(bounds.width, bounds.height)
        let square = CGRect(
            x: (bounds.width - s) / 2, y: (bounds.height - s) / 2, width: s, height: s)
        // Layers of their own: placed without implicit animations, as drawn content would be.
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        background.frame = square
        art.frame = square
        guard s != drawnSide, s > 0 else { return }
        drawnSide = s
        art.sublayers?.forEach { $0.removeFromSuperlayer() }
        drawSprig(side: s)
    }

    /// The stem and the leaves in a `side` × `side` square.
    private func drawSprig(side s: CGFloat) {
        let stemX = { (t: CGFloat) in s * (0.5 + 0.05 * sin(t * 3)) }
        let stem = CGMutablePath()
        let steps = 24
        for i in 0...steps {
            let y = s * 0.95 - (s * 0.83) * CGFloat(i) / CGFloat(steps)
            let t = (0.92 - y / s) / 0.78
            let p = CGPoint(x: stemX(t), y: y)
            if i == 0 { stem.move(to: p) } else { stem.addLine(to: p) }
        }
        let stemLayer = CAShapeLayer()
        stemLayer.path = stem
        stemLayer.fillColor = nil
        stemLayer.strokeColor = Self.color(herb.leaf, 0.6)
        stemLayer.lineWidth = max(1.2, s * 0.016)
        stemLayer.lineCap = .round
        art.addSublayer(stemLayer)
        let pairs = 5
        for i in 0..<pairs {
            let t = (CGFloat(i) + 0.6) / (CGFloat(pairs) + 0.5)
            let base = CGPoint(x: stemX(t), y: s * (0.92 - 0.78 * t))
            let length = s * (0.24 - 0.1 * t)
            for side in [-1.0, 1.0] as [CGFloat] {
                let start: CGFloat = side < 0 ? .pi * 0.82 : .pi * 0.18
                let angle = start - 0.35 * t * side
                addLeaf(at: base, angle: angle, length: length * 0.55)
            }
        }
        addLeaf(
            at: CGPoint(x: stemX(1), y: s * 0.18), angle: .pi / 2, length: s * 0.08)
    }

    /// A leaf: an ellipse from `base` along `angle` (radians, y up), half-length `length`,
    /// with a darker vein along its middle.
    private func addLeaf(at base: CGPoint, angle: CGFloat, length: CGFloat) {
        let width = length * CGFloat(herb.leafWidth)
        let leaf = CAShapeLayer()
        // The leaf is drawn along +x in its own frame, then rotated about its base.
        leaf.bounds = CGRect(x: 0, y: -width, width: 2 * length, height: 2 * width)
        leaf.anchorPoint = CGPoint(x: 0, y: 0.5)
        leaf.position = base
        leaf.transform = CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: -angle))
        leaf.path = CGPath(
            ellipseIn: CGRect(x: 0, y: -width, width: 2 * length, height: 2 * width),
            transform: nil)
        leaf.fillColor = Self.color(herb.leaf, 0.9)
        let vein = CAShapeLayer()
        let veinPath = CGMutablePath()
        veinPath.move(to: CGPoint(x: length * 0.15, y: 0))
        veinPath.addLine(to: CGPoint(x: length * 1.7, y: 0))
        vein.path = veinPath
        vein.fillColor = nil
        vein.strokeColor = Self.color(herb.leaf, 0.55)
        vein.lineWidth = max(0.8, width * 0.1)
        vein.lineCap = .round
        leaf.addSublayer(vein)
        art.addSublayer(leaf)
    }
}
