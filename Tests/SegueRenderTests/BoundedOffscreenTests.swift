import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Group opacity, shadows and masks render into offscreens bounded to what they can paint; these
/// tests check the result against the same picture assembled another way.
@MainActor
@Suite struct BoundedOffscreenTests {
    /// A 120×160 pt root with `background` (nil: transparent) holding `layers`.
    func root(_ background: CGColor?, _ layers: [CALayer]) -> CALayer {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 120, height: 160)
        root.backgroundColor = background
        for layer in layers { root.addSublayer(layer) }
        return root
    }

    /// A red card rotated about the screen centre, clipped to its rounded bounds, holding two white
    /// rows at 80% (one pokes out of the card, so the clip matters).
    func card(opacity: Float) -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 90, height: 120)
        card.position = CGPoint(x: 60, y: 80)
        card.transform = CATransform3DRotate(CATransform3DMakeScale(0.95, 0.95, 1), 0.3, 0, 0, 1)
        card.cornerRadius = 14
        card.masksToBounds = true
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        card.opacity = opacity
        for (i, x) in [10.0, 50.0].enumerated() {
            let row = CALayer()
            row.frame = CGRect(x: x, y: 20 + 50 * CGFloat(i), width: 60, height: 30)
            row.cornerRadius = 8
            row.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
            row.opacity = 0.8
            card.addSublayer(row)
        }
        return card
    }

    /// `d = s·k + d·(255 − sa·k)` with every product rounded to a byte: the documented
    /// source-over, written out per channel.
    func over(_ source: [UInt8], _ k: Int, onto destination: [UInt8]) -> [UInt8] {
        func div255(_ x: Int) -> Int { (x + 128 + ((x + 128) >> 8)) >> 8 }
        var out = destination
        for p in stride(from: 0, to: out.count, by: 4) {
            let s = (0..<4).map { div255(Int(source[p + $0]) * k) }
            for c in 0..<4 {
                out[p + c] = UInt8(s[c] + div255(Int(destination[p + c]) * (255 - s[3])))
            }
        }
        return out
    }

    func differingBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        zip(a, b).filter { $0 != $1 }.count
    }

    @Test func groupOpacityOverARotatedCardEqualsTheUngroupedCardBlendedByHand() throws {
        let white = CGColor(red: 1, green: 1, blue: 0.9, alpha: 1)
        let renderer = Renderer(scale: 2)
        let grouped = try renderer.render(root(white, [card(opacity: 0.5)]))
        // The card alone at full opacity on a transparent root is the group's content, drawn
        // without any offscreen; blend it at 50% (128) over the plain background by hand.
        let content = try renderer.render(root(nil, [card(opacity: 1)]))
        let background = try renderer.render(root(white, []))
        let expected = over(content.pixels, 128, onto: background.pixels)
        #expect(differingBytes(grouped.pixels, expected) == 0)
        // Card point (40, 35), inside the first row: 0.95 × rotation 0.3 of (−5, −25) about the
        // card's centre (60, 80) gives (62.48, 55.91) pt → pixel (124, 111) at 2×. There, by hand:
        // red, then white at 204 → (255, 204, 204, 255); that at 128 is (128, 102, 102, 128), over
        // (255, 255, 230) → (128 + 127, 102 + 127, 102 + 115) = (255, 229, 217).
        #expect(grouped[124, 111] == RGBA8(r: 255, g: 229, b: 217, a: 255))
    }

    /// A black rounded square half off the left edge with a shadow cast down past the bottom edge,
    /// at 70% group opacity; drawn either from its background or from a sublayer.
    func shadowed(fromSublayer: Bool) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: -10, y: 120, width: 40, height: 40)
        layer.shadowOpacity = 1
        layer.shadowRadius = 4
        layer.shadowOffset = CGSize(width: 6, height: 12)
        layer.opacity = 0.7
        let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        if fromSublayer {
            let inner = CALayer()
            inner.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            inner.cornerRadius = 6
            inner.backgroundColor = black
            layer.addSublayer(inner)
        } else {
            layer.cornerRadius = 6
            layer.backgroundColor = black
        }
        return layer
    }

    @Test func shadowOfSublayerContentNearTheFrameEdgeEqualsTheShadowOfTheSameShape() throws {
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let renderer = Renderer(scale: 2)
        // The background-only layer's shadow comes from its rounded bounds directly; the container's
        // from its rendered content's alpha, which is the same coverage.
        let fromShape = try renderer.render(root(white, [shadowed(fromSublayer: false)]))
        let fromContent = try renderer.render(root(white, [shadowed(fromSublayer: true)]))
        #expect(differingBytes(fromShape.pixels, fromContent.pixels) == 0)
        // The shadow is there: right of the square (x 30…36 pt, y 140 pt) it darkens the white.
        #expect(fromContent[2 * 33, 2 * 150].r < 200)
        #expect(fromContent[2 * 33, 2 * 150].r > 0)
    }

    @Test func maskedLayerEqualsItsContentScaledByTheMaskAlphaByHand() throws {
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        func owner(masked: Bool) -> CALayer {
            let owner = CALayer()
            owner.frame = CGRect(x: 0, y: 0, width: 120, height: 160)
            let square = CALayer()
            square.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            square.position = CGPoint(x: 60, y: 80)
            square.transform = CATransform3DMakeRotation(0.5, 0, 0, 1)
            square.backgroundColor = CGColor(red: 0, green: 0.3, blue: 1, alpha: 1)
            owner.addSublayer(square)
            if masked { owner.mask = maskLayer() }
            return owner
        }
        func maskLayer() -> CALayer {
            let mask = CALayer()
            mask.frame = CGRect(x: 20, y: 30, width: 70, height: 50)
            mask.cornerRadius = 20
            mask.backgroundColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.75)
            return mask
        }
        let renderer = Renderer(scale: 2)
        let masked = try renderer.render(root(white, [owner(masked: true)]))
        let content = try renderer.render(root(nil, [owner(masked: false)]))
        let alpha = try renderer.render(root(nil, [maskLayer()]))
        let background = try renderer.render(root(white, []))
        // Every pixel: the content scaled by the mask's alpha, source-over the background.
        var expected = background.pixels
        for p in stride(from: 0, to: expected.count, by: 4) {
            let k = Int(alpha.pixels[p + 3])
            let px = over(
                Array(content.pixels[p..<p + 4]), k, onto: Array(background.pixels[p..<p + 4]))
            for c in 0..<4 { expected[p + c] = px[c] }
        }
        #expect(differingBytes(masked.pixels, expected) == 0)
        // Inside both the mask (alpha 191) and the square: blue (0, 77, 255) at 191 over white is
        // (0 + 64, 58 + 64, 191 + 64) = (64, 122, 255).
        #expect(masked[2 * 55, 2 * 55] == RGBA8(r: 64, g: 122, b: 255, a: 255))
    }

    @Test func coverageProductIsTakenOverTheOverlapOfTwoPlacedMasks() {
        var a = CoverageMask(width: 4, height: 3, originX: 1, originY: 2, value: 255)
        a.bytes[1 * 4 + 2] = 100  // device (3, 3)
        let b = CoverageMask(width: 5, height: 5, originX: 3, originY: 0, value: 128)
        let product = LayerCompositor.intersect(a, b)
        // a covers x 1…4, y 2…4; b covers x 3…7, y 0…4: the overlap is x 3…4, y 2…4.
        #expect(product.bounds == PixelRect(x: 3, y: 2, width: 2, height: 3))
        // 255 · 128 / 255 = 128; 100 · 128 / 255 = 50.2 → 50.
        #expect(product.bytes == [128, 128, 50, 128, 128, 128])
    }

    @Test func alphaOfABitmapBecomesAPlacedCoverageMask() {
        var bitmap = Bitmap(width: 3, height: 2)
        bitmap[2, 1] = RGBA8(r: 255, g: 0, b: 0, a: 77)
        bitmap[0, 0] = RGBA8(r: 0, g: 0, b: 0, a: 255)
        let mask = CoverageMask(alphaOf: bitmap, originX: -4, originY: 9)
        #expect(mask.bounds == PixelRect(x: -4, y: 9, width: 3, height: 2))
        #expect(mask.bytes == [255, 0, 0, 0, 0, 77])
        #expect(mask[-2, 10] == 77)
    }

    @MainActor
    @Test func offscreenBoxGrowsTheBoundsAndStaysInsideTheClipAndTheDevice() {
        let clip = RasterClip(rect: PixelRect(x: 10, y: 0, width: 100, height: 50))
        // Bounds 20.5…30.2 × −5…12 → pixels 20…31 × −5…12, grown by 2, cut to x ≥ 10, y ≥ 0.
        let box = LayerCompositor.offscreenBox(
            bounds: CGRect(x: 20.5, y: -5, width: 9.7, height: 17), clip: clip,
            width: 200, height: 40)
        #expect(box == PixelRect(x: 18, y: 0, width: 15, height: 14))
        // Unknown bounds: the clip inside the device.
        #expect(
            LayerCompositor.offscreenBox(bounds: nil, clip: clip, width: 200, height: 40)
                == PixelRect(x: 10, y: 0, width: 100, height: 40))
    }
}
