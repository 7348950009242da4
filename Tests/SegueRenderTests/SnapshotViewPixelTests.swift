import Foundation
@_spi(Testing) import OpenUIKit
import SegueRender
import Testing

/// A view that draws a stroked oval and a filled square in `draw(_:)`.
private final class OvalView: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.orange.setFill()
        UIBezierPath(rect: CGRect(x: 4, y: 4, width: 10, height: 10)).fill()
        let oval = UIBezierPath(ovalIn: bounds.insetBy(dx: 3, dy: 3))
        oval.lineWidth = 3
        UIColor.purple.setStroke()
        oval.stroke()
    }
}

/// A view that moves its one subview to (`inset`, `inset`) when it lays out.
private final class InsetLayoutView: UIView {
    var inset: CGFloat = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews.first?.frame.origin = CGPoint(x: inset, y: inset)
    }
}

/// Snapshot views look like their source: the same pixels as the source rendered alone, with
/// layer contents, sublayers, rounded corners, masks and transforms inside the subtree; a
/// resizable snapshot stretches between its cap insets.
@MainActor
@Suite struct SnapshotViewPixelTests {
    /// An 80 × 60 card: rounded and clipped, a rotated subview, an image view, a shape layer, a
    /// masked view and a view that draws.
    func card() -> UIView {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 60))
        card.backgroundColor = .yellow
        card.layer.cornerRadius = 12
        card.clipsToBounds = true
        let rotated = UIView(frame: CGRect(x: 40, y: 8, width: 24, height: 16))
        rotated.backgroundColor = .blue
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 6)
        card.addSubview(rotated)
        var pixels: [UInt8] = []
        for y in 0..<8 {
            for x in 0..<8 { pixels += (x + y) % 2 == 0 ? [255, 0, 0, 255] : [0, 128, 0, 255] }
        }
        let image = UIImageView(
            image: UIImage(cgImage: CGImage(width: 8, height: 8, premultipliedRGBA: pixels)))
        image.frame = CGRect(x: 4, y: 36, width: 16, height: 16)
        card.addSubview(image)
        let shape = CAShapeLayer()
        shape.path = CGPath(ellipseIn: CGRect(x: 56, y: 34, width: 18, height: 18), transform: nil)
        shape.fillColor = UIColor.magenta.cgColor
        card.layer.addSublayer(shape)
        let masked = UIView(frame: CGRect(x: 24, y: 34, width: 20, height: 20))
        masked.backgroundColor = .black
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20), transform: nil)
        masked.layer.mask = mask
        card.addSubview(masked)
        let drawn = OvalView(frame: CGRect(x: 2, y: 2, width: 30, height: 30))
        drawn.isOpaque = false
        drawn.backgroundColor = .clear
        card.addSubview(drawn)
        return card
    }

    @Test func aSnapshotHasTheSourcesPixels() throws {
        let source = card()
        // Taken before the source was ever drawn: `true` draws what is pending first.
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: true))
        let alone = try Renderer(scale: 2).render(source)
        #expect(snapshot.bounds.size == source.bounds.size)
        let shown = try Renderer(scale: 2).render(snapshot)
        #expect(shown == alone)
        #expect(alone[1, 1].a == 0, "the rounded corner is cut")
        #expect(alone[100, 20].b > 200, "the rotated subview is there")
        let drawn = alone[20, 20]  // (10, 10) pt: inside the square the drawn view fills
        #expect(drawn.r == 255 && (127...128).contains(drawn.g) && drawn.b == 0, "\(drawn)")
    }

    @Test func aSnapshotRenderedInsideATransitionContainerLooksLikeTheSource() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.backgroundColor = .white
        let source = card()
        source.frame.origin = CGPoint(x: 10, y: 20)
        window.addSubview(source)
        _ = try Renderer(scale: 1).render(window)  // drawn and laid out
        UIApplication.shared.advance(by: 0)  // committed to the screen
        let container = UIView(frame: window.bounds)
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false))
        snapshot.frame.origin = CGPoint(x: 110, y: 20)
        container.addSubview(snapshot)
        window.addSubview(container)
        let frame = try Renderer(scale: 1).render(window)
        for y in 20..<80 {
            for x in 10..<90 { #expect(frame[x + 100, y] == frame[x, y]) }
        }
    }

    @Test func theSnapshotIsFrozenAtTheLookItWasTaken() throws {
        let source = card()
        let before = try Renderer().render(source)
        UIApplication.shared.advance(by: 0)  // committed: a `false` snapshot shows it
        let snapshot = try #require(source.snapshotView(afterScreenUpdates: false))
        source.backgroundColor = .green
        source.subviews.first?.transform = .identity
        #expect(try Renderer().render(snapshot) == before)
        #expect(try Renderer().render(source) != before)
    }

    @Test func afterScreenUpdatesAppliesPendingLayoutFirst() throws {
        func source() -> InsetLayoutView {
            let view = InsetLayoutView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            view.backgroundColor = .white
            let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            dot.backgroundColor = .red
            view.addSubview(dot)
            view.layoutIfNeeded()
            UIApplication.shared.advance(by: 0)  // on screen with the dot at (0, 0)
            view.inset = 20
            view.setNeedsLayout()
            return view
        }
        let after = try #require(source().snapshotView(afterScreenUpdates: true))
        let now = try #require(source().snapshotView(afterScreenUpdates: false))
        let afterPixels = try Renderer().render(after)
        let nowPixels = try Renderer().render(now)
        #expect(afterPixels[25, 25] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(afterPixels[5, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))
        #expect(nowPixels[5, 5] == RGBA8(r: 255, g: 0, b: 0, a: 255), "the last laid-out look")
    }

    @Test func aResizableSnapshotKeepsItsCapsAndStretchesBetweenThem() throws {
        // A 60 × 40 view: a 10-pt red frame around a blue centre, with a white dot in the
        // top-left corner.
        let source = UIView(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        source.backgroundColor = .red
        let centre = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 20))
        centre.backgroundColor = .blue
        source.addSubview(centre)
        let dot = UIView(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        dot.backgroundColor = .white
        source.addSubview(dot)
        let caps = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let snapshot = try #require(
            source.resizableSnapshotView(
                from: source.bounds, afterScreenUpdates: true, withCapInsets: caps))
        let unresized = try Renderer().render(snapshot)
        #expect(unresized == (try Renderer().render(source)))
        snapshot.frame = CGRect(x: 0, y: 0, width: 120, height: 100)
        snapshot.layoutIfNeeded()
        let stretched = try Renderer().render(snapshot)
        #expect(stretched.width == 120 && stretched.height == 100)
        let red = RGBA8(r: 255, g: 0, b: 0, a: 255)
        let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
        let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
        // The corner is unscaled: the dot is still 4 pt at (2, 2).
        #expect(stretched[3, 3] == white && stretched[5, 5] == white)
        #expect(stretched[6, 6] == red && stretched[7, 3] == red)
        // The frame stays 10 pt thick; the centre fills the rest.
        #expect(stretched[60, 5] == red && stretched[5, 50] == red && stretched[115, 95] == red)
        #expect(stretched[10, 10] == blue && stretched[109, 89] == blue)
        #expect(stretched[110, 50] == red && stretched[60, 90] == red)
    }
}

/// `UIGraphicsImageRenderer` and a view's `draw(_:)` paint with one raster core: the same
/// drawing gives the same pixels.
@MainActor
@Suite struct ImageRendererMatchesViewDrawingTests {
    @Test func anImageRenderersPixelsEqualAViewDrawingTheSame() throws {
        let view = OvalView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        view.isOpaque = false
        view.backgroundColor = .clear
        let fromView = try Renderer(scale: 2).render(view)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { _ in
            view.draw(view.bounds)
        }
        let bytes = try #require(image.cgImage?.dataProvider?.data)
        #expect(Array(bytes) == fromView.pixels)
    }
}
