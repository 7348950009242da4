import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// The renderer records the frame and plays it in bands; playing must give the bytes of drawing
/// straight into a bitmap, whatever the band height and thread count.
@MainActor
@Suite struct DisplayListPlaybackTests {
    /// Rows, a dim, a clipped rotated card at 50% with rows poking out, a shadowed card with a
    /// label, and a masked view: fills with and without clip masks, groups, and composited shadow
    /// and mask offscreens.
    func scene() -> CALayer {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        window.backgroundColor = .white
        for i in 0..<6 {
            let row = UIView(frame: CGRect(x: 10, y: 8 + CGFloat(i) * 30, width: 130, height: 22))
            row.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.9)
            row.layer.cornerRadius = 6
            window.addSubview(row)
        }
        let dim = UIView(frame: window.bounds)
        dim.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        window.addSubview(dim)
        let card = UIView(frame: CGRect(x: 20, y: 30, width: 110, height: 140))
        card.backgroundColor = .systemRed
        card.layer.cornerRadius = 14
        card.clipsToBounds = true
        card.alpha = 0.5
        card.transform = CGAffineTransform(rotationAngle: 0.05).scaledBy(x: 0.95, y: 0.95)
        for i in 0..<3 {
            let row = UIView(frame: CGRect(x: -8, y: 12 + CGFloat(i) * 40, width: 120, height: 30))
            row.backgroundColor = UIColor.white.withAlphaComponent(0.8)
            row.layer.cornerRadius = 10
            card.addSubview(row)
        }
        window.addSubview(card)
        let shadowed = UIView(frame: CGRect(x: 70, y: 150, width: 70, height: 40))
        shadowed.backgroundColor = .systemGreen
        shadowed.layer.shadowOpacity = 0.6
        shadowed.layer.shadowRadius = 5
        shadowed.layer.shadowOffset = CGSize(width: 3, height: 6)
        let label = UILabel(frame: CGRect(x: 4, y: 4, width: 62, height: 20))
        label.text = "Band"
        label.textColor = .white
        shadowed.addSubview(label)
        window.addSubview(shadowed)
        let masked = UIView(frame: CGRect(x: 0, y: 120, width: 60, height: 60))
        masked.backgroundColor = .systemOrange
        let mask = CALayer()
        mask.frame = CGRect(x: 5, y: 5, width: 50, height: 50)
        mask.cornerRadius = 25
        mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        masked.layer.mask = mask
        window.addSubview(masked)
        return window.layer
    }

    @Test func playingTheRecordedFrameInAnyBandsGivesTheBytesOfDrawingDirectly() throws {
        let layer = scene()
        for scale in [1.0, 2.0] as [CGFloat] {
            let direct = Bitmap.drawnDirectly(layer, scale: scale)
            #expect(
                try Renderer(scale: scale).render(layer).pixels == direct.pixels, "scale \(scale)")
            var twoThreads = Renderer(scale: scale)
            twoThreads.threads = 2
            #expect(
                try twoThreads.render(layer).pixels == direct.pixels, "scale \(scale), two threads")
            // Bands of 1, 7 and 64 rows, straight from a recording.
            let compositor = LayerCompositor(scale: scale)
            var recording = Bitmap(recordingWidth: direct.width, height: direct.height)
            compositor.drawLayer(
                layer, state: layer.renderState(), matrix: CATransform3DMakeScale(scale, scale, 1),
                into: &recording, clip: RasterClip(), inheritedOpacity: 1)
            for band in [1, 7, 64] {
                var played = Bitmap(width: direct.width, height: direct.height)
                recording.recorder!.play(
                    into: &played, threads: band == 7 ? 2 : 1, bandHeight: band)
                #expect(played.pixels == direct.pixels, "scale \(scale), bands of \(band)")
            }
        }
        // The scene is not blank: the green card shows right of its label, at (130, 175) pt.
        let frame = try Renderer(scale: 1).render(layer)
        #expect(frame[130, 175].g > frame[130, 175].r)
    }
}

extension Bitmap {
    /// `layer` drawn straight into a bitmap at `scale`, with no display list: what playing a
    /// recording must reproduce byte for byte.
    @MainActor static func drawnDirectly(_ layer: CALayer, scale: CGFloat) -> Bitmap {
        let b = layer.bounds
        var bitmap = Bitmap(width: Int(b.width * scale), height: Int(b.height * scale))
        let compositor = LayerCompositor(scale: scale)
        compositor.drawLayer(
            layer, state: layer.renderState(), matrix: CATransform3DMakeScale(scale, scale, 1),
            into: &bitmap, clip: RasterClip(), inheritedOpacity: 1)
        return bitmap
    }
}
