import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct GeometryAffineTransformTests {
    @Test func makersHaveCoreGraphicsEntries() {
        #expect(
            CGAffineTransform(scaleX: 2, y: 3)
                == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 0, ty: 0))
        #expect(
            CGAffineTransform(translationX: 4, y: 5)
                == CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 4, ty: 5))
        let r = CGAffineTransform(rotationAngle: .pi / 6)
        #expect(
            close(r.a, 3.0.squareRoot() / 2) && close(r.b, 0.5) && close(r.c, -0.5)
                && close(r.d, 3.0.squareRoot() / 2))
        #expect(CGAffineTransform() == .identity)
        #expect(
            CGAffineTransform(1, 2, 3, 4, 5, 6)
                == CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
    }

    @Test func quarterTurnMapsXAxisOntoYAxis() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1), 1e-15))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        // Translate by 10 then double: (1, 0) → (11, 0) → (22, 0).
        let t = CGAffineTransform(translationX: 10, y: 0).concatenating(
            CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 22, y: 0))
    }

    @Test func scaledByScalesBeforeTheExistingTransform() {
        // CGAffineTransformScale(t, …) = scale then t: (1, 0) → (2, 0) → (12, 0).
        let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 12, y: 0))
        #expect(t == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 0))
    }

    @Test func translatedByTranslatesInTheTransformedSpace() {
        // Scale 2 then translatedBy(10): the offset is scaled too, (0, 0) → (10, 0) → (20, 0).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
    }

    @Test func rotatedByRotatesBeforeTheExistingTransform() {
        // Rotate (1, 0) by 90° to (0, 1), then translate by (5, 0): (5, 1).
        let t = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 5, y: 1), 1e-15))
    }

    @Test func invertedOfAHandWorkedTransform() {
        // [2 0 0 4 6 8]: x' = 2x + 6, y' = 4y + 8, so x = x'/2 − 3, y = y'/4 − 2.
        let inverse = CGAffineTransform(a: 2, b: 0, c: 0, d: 4, tx: 6, ty: 8).inverted()
        #expect(inverse == CGAffineTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: -3, ty: -2))
    }

    @Test func invertedUndoesRandomTransforms() {
        var rng = testSeed("invertedUndoesRandomTransforms")
        for _ in 0..<200 {
            let t = CGAffineTransform(rotationAngle: .random(in: -4...4, using: &rng))
                .scaledBy(
                    x: .random(in: 0.1...5, using: &rng), y: .random(in: -5 ... -0.1, using: &rng)
                )
                .translatedBy(
                    x: .random(in: -100...100, using: &rng), y: .random(in: -100...100, using: &rng)
                )
            let p = CGPoint(
                x: .random(in: -50...50, using: &rng), y: .random(in: -50...50, using: &rng))
            #expect(close(p.applying(t).applying(t.inverted()), p, 1e-9))
            #expect(close(t.concatenating(t.inverted()), .identity, 1e-12))
        }
    }

    @Test func singularTransformInvertsToItself() {
        let flat = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 3, ty: 3)
        #expect(flat.inverted() == flat)
        #expect(CGAffineTransform(scaleX: 0, y: 1).inverted() == CGAffineTransform(scaleX: 0, y: 1))
    }

    @Test func isIdentityOnlyForTheExactIdentity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1e-300, y: 0).isIdentity)
        #expect(CGAffineTransform(rotationAngle: 0).isIdentity)
    }

    @Test func rotatedRectangleBoundingBoxIs212By212() {
        // 200×100 rotated 45°: each side of the box is (200 + 100)/√2 = 212.132…
        let box = CGRect(x: 0, y: 0, width: 200, height: 100).applying(
            CGAffineTransform(rotationAngle: .pi / 4))
        let side = 300 / 2.0.squareRoot()
        #expect(close(box.width, side) && close(box.height, side))
        // Corners (0,0), (141.42, 141.42), (−70.71, 70.71), (70.71, 212.13).
        #expect(close(box.minX, -100 / 2.0.squareRoot()) && close(box.minY, 0))
    }

    @Test func rectApplyingKeepsNullAndStandardizes() {
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        let flipped = CGRect(x: 10, y: 10, width: -4, height: 2).applying(
            CGAffineTransform(scaleX: -1, y: 1))
        #expect(flipped == CGRect(x: -10, y: 10, width: 4, height: 2))
    }

    @Test func sizeApplyingIgnoresTranslationAndKeepsSign() {
        let t = CGAffineTransform(a: -1, b: 0, c: 0, d: 2, tx: 100, ty: 100)
        #expect(CGSize(width: 10, height: 20).applying(t) == CGSize(width: -10, height: 40))
    }

    @Test func descriptionListsTheSixEntries() {
        #expect(
            CGAffineTransform.identity.description
                == "CGAffineTransform(a: 1.0, b: 0.0, c: 0.0, d: 1.0, tx: 0.0, ty: 0.0)")
    }

    @Test func affineInterpolationOfTranslationIsLinear() {
        let mid = CGAffineTransform.interpolate(
            from: .identity, to: CGAffineTransform(translationX: 100, y: -40), fraction: 0.25)
        #expect(close(mid, CGAffineTransform(translationX: 25, y: -10)))
    }
}
