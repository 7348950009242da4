import Foundation
import OpenUIKit
import SegueTesting
import Testing

@testable import SegueRender

/// A group (a view with alpha and sublayers) is played from the recording by clearing and
/// compositing only the columns its operations touch on each row, its first solid fill written
/// straight into the band: random view trees must still give the bytes of drawing directly.
@MainActor
@Suite struct GroupPlaybackTests {
    /// A view at a random place with a random background (or none), corner radius, clip, alpha,
    /// rotation and up to three random subviews, `depth` levels down.
    func randomView(_ rng: inout SeededRandomNumberGenerator, depth: Int) -> UIView {
        let view = UIView(
            frame: CGRect(
                x: rng.unit() * 100 - 10, y: rng.unit() * 140 - 10, width: 6 + rng.unit() * 80,
                height: 6 + rng.unit() * 80))
        let colors: [UIColor?] = [
            .systemRed, UIColor.systemBlue.withAlphaComponent(0.7), nil,
            UIColor.white.withAlphaComponent(0.8), .black,
        ]
        view.backgroundColor = colors[Int.random(in: 0..<colors.count, using: &rng)]
        view.layer.cornerRadius = rng.unit() * 14
        view.clipsToBounds = Bool.random(using: &rng)
        view.alpha = [1, 0.5, 0.8][Int.random(in: 0..<3, using: &rng)]
        if Bool.random(using: &rng) {
            let scale = 0.8 + rng.unit() * 0.3
            view.transform = CGAffineTransform(rotationAngle: (rng.unit() - 0.5) * 0.6)
                .scaledBy(x: scale, y: scale)
        }
        if depth < 2 {
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                view.addSubview(randomView(&rng, depth: depth + 1))
            }
        }
        return view
    }

    /// The first byte where two bitmaps of one size differ, nil when they are equal.
    func firstDifference(_ a: Bitmap, _ b: Bitmap) -> Int? {
        a.pixels.indices.first { a.pixels[$0] != b.pixels[$0] }
    }

    @Test func randomGroupsPlayedFromTheRecordingGiveTheBytesOfDrawingDirectly() throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        print("randomGroupsPlayedFromTheRecordingGiveTheBytesOfDrawingDirectly seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        for trial in 0..<16 {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 160))
            window.backgroundColor = .white
            for _ in 0..<Int.random(in: 2...5, using: &rng) {
                window.addSubview(randomView(&rng, depth: 0))
            }
            let layer = window.layer
            for scale in [1.0, 2.0] as [CGFloat] {
                let direct = Bitmap.drawnDirectly(layer, scale: scale)
                let played = try Renderer(scale: scale).render(layer)
                #expect(
                    firstDifference(played, direct) == nil, "trial \(trial), scale \(scale)")
                // Bands of 5 rows on two threads.
                let compositor = LayerCompositor(scale: scale)
                var recording = Bitmap(recordingWidth: direct.width, height: direct.height)
                compositor.drawLayer(
                    layer, state: layer.renderState(),
                    matrix: CATransform3DMakeScale(scale, scale, 1), into: &recording,
                    clip: RasterClip(), inheritedOpacity: 1)
                var banded = Bitmap(width: direct.width, height: direct.height)
                recording.recorder!.play(into: &banded, threads: 2, bandHeight: 5)
                #expect(
                    firstDifference(banded, direct) == nil, "trial \(trial), scale \(scale), bands")
            }
        }
    }

    @Test func aHalfTransparentGroupOverWhiteShowsItsOpaqueFillAtHalfStrength() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        card.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.alpha = 0.5
        card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4)))
        window.addSubview(card)
        let frame = try Renderer(scale: 1).render(window.layer)
        // Red at k = 128: (128, 0, 0, 128) over white: 128 + 255 · 127 / 255 = 255, 0 + 127.
        #expect(frame[20, 20].r == 255 && frame[20, 20].g == 127 && frame[20, 20].a == 255)
        #expect(frame[5, 5].g == 255)
    }
}
