import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

@MainActor
@Suite struct EffectSlideTests {
    typealias F = EffectFixture

    /// Every layer pixel `(x, y)` must equal `expected(x, y)`: a pixel of `before` or `after` at layer coordinates.
    func expectLayer(_ f: Bitmap, _ what: String, _ expected: (Int, Int) -> RGBA8) {
        var bad = 0
        var first = ""
        for y in 0..<180 {
            for x in 0..<120 where F.at(f, x, y) != expected(x, y) {
                if bad == 0 { first = "(\(x), \(y)): \(F.at(f, x, y)) ≠ \(expected(x, y))" }
                bad += 1
            }
        }
        #expect(bad == 0, "\(what): \(bad) pixels differ, first \(first)")
    }

    @Test func pushFromRightAtHalfwayShowsTheOldRightHalfThenTheNewLeftHalf() {
        let f = F.frame(.push, .fromRight, progress: 0.5)
        expectLayer(f, "push fromRight") { x, y in
            x < 60 ? F.at(F.before, x + 60, y) : F.at(F.after, x - 60, y)
        }
        #expect(
            f[10, 110].a == 0 && f[150, 110].a == 0, "content pushed past the bounds is clipped")
    }

    @Test func pushFromEverySideMovesBothByTheFullSize() {
        let l = F.frame(.push, .fromLeft, progress: 0.5)
        expectLayer(l, "push fromLeft") { x, y in
            x < 60 ? F.at(F.after, x + 60, y) : F.at(F.before, x - 60, y)
        }
        let t = F.frame(.push, .fromTop, progress: 0.5)
        expectLayer(t, "push fromTop") { x, y in
            y < 90 ? F.at(F.after, x, y + 90) : F.at(F.before, x, y - 90)
        }
        let b = F.frame(.push, .fromBottom, progress: 0.25)  // 45 pt up
        expectLayer(b, "push fromBottom") { x, y in
            y < 135 ? F.at(F.before, x, y + 45) : F.at(F.after, x, y - 135)
        }
        // Apple's CATransition example: a push with no subtype has the new state "entering the scene from the left".
        #expect(
            F.frame(.push, nil, progress: 0.5) == F.frame(.push, .fromLeft, progress: 0.5),
            "nil is fromLeft")
    }

    @Test func moveInSlidesTheNewContentOverTheStillOldContent() {
        let f = F.frame(.moveIn, .fromLeft, progress: 0.25)  // new content's right edge at x = 30
        expectLayer(f, "moveIn fromLeft") { x, y in
            x < 30 ? F.at(F.after, x + 90, y) : F.at(F.before, x, y)
        }
        let r = F.frame(.moveIn, .fromRight, progress: 0.75)  // new content's left edge at x = 30
        expectLayer(r, "moveIn fromRight") { x, y in
            x < 30 ? F.at(F.before, x, y) : F.at(F.after, x - 30, y)
        }
    }

    @Test func revealSlidesTheOldContentAwayUncoveringTheStillNewContent() {
        let f = F.frame(.reveal, .fromBottom, progress: 0.25)  // old content moved up by 45 pt
        expectLayer(f, "reveal fromBottom") { x, y in
            y < 135 ? F.at(F.before, x, y + 45) : F.at(F.after, x, y)
        }
        let t = F.frame(.reveal, .fromTop, progress: 0.5)
        expectLayer(t, "reveal fromTop") { x, y in
            y < 90 ? F.at(F.after, x, y) : F.at(F.before, x, y - 90)
        }
    }

    @Test func slidesAreExactlyBeforeAndAfterAtTheEnds() {
        for type in [CATransitionType.push, .moveIn, .reveal] {
            #expect(F.frame(type, .fromTop, progress: 0) == F.before)
            #expect(F.frame(type, .fromTop, progress: 1) == F.after)
        }
    }

    /// A layer turned 90° through the whole renderer: the push runs along the layer's own x axis,
    /// which is the device's y axis.
    @Test func pushOnARotatedLayerMovesAlongTheLayersOwnAxis() throws {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        root.backgroundColor = CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 120, height: 180)
        card.position = CGPoint(x: 150, y: 150)
        card.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        card.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        let stripe = CALayer()
        stripe.frame = CGRect(x: 20, y: 0, width: 20, height: 180)
        stripe.backgroundColor = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        card.addSublayer(stripe)
        root.addSublayer(card)
        card.speed = 0  // frozen: progress follows timeOffset
        let push = CATransition()
        push.type = .push
        push.subtype = .fromRight
        push.duration = 1
        push.timingFunction = CAMediaTimingFunction(name: .linear)
        push.fillMode = .both
        card.add(push, forKey: "push")
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        card.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        stripe.backgroundColor = CGColor(red: 1, green: 1, blue: 0, alpha: 1)
        CATransaction.commit()
        card.timeOffset = 0.5
        let image = try Renderer(scale: 1).render(root)
        card.removeAllAnimations()  // a paused animation never ends; keep it out of later tests
        // Layer point (30, 90) (left half, old content's x = 90: red, not the white stripe at 30)
        // is at device (150, 120); layer (90, 90) (new content's x = 30: the yellow stripe) at (150, 180).
        #expect(image[150, 120] == RGBA8(r: 255, g: 0, b: 0, a: 255))
        #expect(image[150, 180] == RGBA8(r: 255, g: 255, b: 0, a: 255))
        // The layer spans device x 60…240; beyond it the grey root shows, unpushed.
        #expect(image[50, 150] == RGBA8(r: 128, g: 128, b: 128, a: 255))
    }
}
