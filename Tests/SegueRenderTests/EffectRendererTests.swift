import Foundation
@_spi(Testing) import OpenUIKit
import Testing

@testable import SegueRender

/// Effects through the whole pipeline: a `CATransition` added to a layer, the content changed, the
/// layer's clock frozen at a progress (`speed = 0`, `timeOffset`), rendered at scale 2.
@MainActor
@Suite struct EffectRendererTests {
    let grey = RGBA8(r: 128, g: 128, b: 128, a: 255)
    let root = CALayer()

    /// A grey 160×220 root with a 120×180 red card at (20, 20) that has a white stripe at x 20…40;
    /// a transition added, then the card turned blue with a yellow stripe, frozen at `progress`.
    func render(
        _ type: CATransitionType, _ subtype: CATransitionSubtype?, progress: Double,
        threads: Int = 1
    ) throws -> Bitmap {
        root.bounds = CGRect(x: 0, y: 0, width: 160, height: 220)
        root.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let card = CALayer()
        card.frame = CGRect(x: 20, y: 20, width: 120, height: 180)
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 20, y: 0, width: 20, height: 180)
        stripe.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.addSublayer(stripe)
        root.addSublayer(card)
        card.speed = 0
        let t = CATransition()
        t.type = type
        t.subtype = subtype
        t.duration = 1
        t.timingFunction = CAMediaTimingFunction(name: .linear)
        t.fillMode = .both
        card.add(t, forKey: "transition")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        stripe.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        CATransaction.commit()
        card.timeOffset = progress
        // A paused animation never ends: remove it so it cannot keep later tests' runUntilIdle waiting.
        defer { card.removeAllAnimations() }
        var renderer = Renderer(scale: 2)
        renderer.threads = threads
        return try renderer.render(root)
    }

    @Test func pageCurlDrawnOnSeveralThreadsHasTheBytesOfOneThread() throws {
        for (type, progress) in [(CATransitionType.pageCurl, 0.35), (.pageUnCurl, 0.7)] {
            let one = try render(type, nil, progress: progress, threads: 1)
            let three = try render(type, nil, progress: progress, threads: 3)
            let same = one == three  // (outside #expect: a failure would print every byte)
            #expect(same, "\(type.rawValue) at \(progress)")
        }
    }

    @Test func pageCurlAtHalfwayKeepsTheTopAndRevealsTheBottomAtScaleTwo() throws {
        let image = try render(.pageCurl, nil, progress: 0.5)
        #expect(image.width == 320 && image.height == 440)
        // Card point (5, 3) is on the untouched flat page (s = 4.2 < 29.8); (60, 170) is past the
        // shadow (s = 179.7 > 130.8): at scale 2 they are device (50, 46) and (160, 380).
        #expect(image[50, 46] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[160, 380] == RGBA8(r: 0, g: 0, b: 255, a: 255))
        var greyInside = 0
        for y in 40..<400 { for x in 40..<280 where image[x, y] == grey { greyInside += 1 } }
        #expect(greyInside == 0, "the curl leaves no hole onto the root")
        #expect(image[20, 20] == grey && image[300, 420] == grey, "nothing outside the card")
    }

    // The hand-derived edges of EffectFlipTests (32.912 and 115.838 pt on the card's middle row,
    // white stripe at 58.169 pt), at scale 2: 65.82 px, 231.68 px and 116.3 px on row 220.
    @Test func flipAtAQuarterHasTheAnalyticEdgesAtScaleTwo() throws {
        let image = try render(.oglFlip, .fromLeft, progress: 0.25)
        #expect(image[64, 220] == grey && image[67, 220] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[230, 220] == RGBA8(r: 255, g: 0, b: 0, a: 255) && image[232, 220] == grey)
        #expect(image[116, 220] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func fadeThroughTheRendererMixesAtTheFrozenProgress() throws {
        let image = try render(.fade, nil, progress: 0.25)
        #expect(image[200, 200] == RGBA8(r: 191, g: 0, b: 64, a: 255))
    }
}
