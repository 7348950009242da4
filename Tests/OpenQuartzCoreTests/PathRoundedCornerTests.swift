import Foundation
import Testing

@testable import OpenQuartzCore

@Suite struct PathRoundedCornerTests {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50)

    @Test func cornerMaskHasCoreAnimationsRawValues() {
        #expect(
            CACornerMask.layerMinXMinYCorner.rawValue == 1
                && CACornerMask.layerMaxXMinYCorner.rawValue == 2)
        #expect(
            CACornerMask.layerMinXMaxYCorner.rawValue == 4
                && CACornerMask.layerMaxXMaxYCorner.rawValue == 8)
        #expect(CACornerMask.all.rawValue == 15)
    }

    @Test func allFourCornersCutTheirCorners() {
        let path = CGPath.roundedRect(rect, cornerRadius: 10, maskedCorners: .all)
        // (1, 1) is √162 ≈ 12.7 from the corner centre (10, 10): outside a radius of 10.
        for corner in [
            CGPoint(x: 1, y: 1), CGPoint(x: 99, y: 1), CGPoint(x: 1, y: 49), CGPoint(x: 99, y: 49),
        ] {
            #expect(!path.contains(corner))
        }
        #expect(path.contains(CGPoint(x: 5, y: 25)) && path.contains(CGPoint(x: 50, y: 1)))
        #expect(path.contains(CGPoint(x: 4, y: 4)))  // 8.49 from (10, 10)
        #expect(close(path.boundingBoxOfPath, rect, 1e-12))
        #expect(path.elements.filter { $0.type == .addCurveToPoint }.count == 4)
    }

    @Test func onlyTheMaskedCornersAreRounded() {
        let path = CGPath.roundedRect(
            rect, cornerRadius: 10, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMaxYCorner])
        #expect(!path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 99, y: 49)))
        #expect(path.contains(CGPoint(x: 99, y: 1)) && path.contains(CGPoint(x: 1, y: 49)))
        #expect(path.elements.filter { $0.type == .addCurveToPoint }.count == 2)
        #expect(path.elements.first == .moveTo(CGPoint(x: 10, y: 0)))
    }

    @Test func radiusIsClampedToHalfTheShorterSide() {
        // 1000 on a 100×50 rect becomes 25: the ends are semicircles about (25, 25) and (75, 25).
        let path = CGPath.roundedRect(rect, cornerRadius: 1000, maskedCorners: .all)
        #expect(path == CGPath.roundedRect(rect, cornerRadius: 25, maskedCorners: .all))
        #expect(path.contains(CGPoint(x: 3, y: 25)))  // 22 from (25, 25)
        #expect(!path.contains(CGPoint(x: 1, y: 5)))  // 31.2 from (25, 25)
        #expect(path.contains(CGPoint(x: 50, y: 1)))
        #expect(close(path.boundingBoxOfPath, rect, 1e-12))
    }

    @Test func zeroRadiusOrEmptyMaskIsThePlainRectangle() {
        let plain = CGPath(rect: rect, transform: nil)
        #expect(CGPath.roundedRect(rect, cornerRadius: 0, maskedCorners: .all) == plain)
        #expect(CGPath.roundedRect(rect, cornerRadius: 10, maskedCorners: []) == plain)
        #expect(CGPath.roundedRect(rect, cornerRadius: -4, maskedCorners: .all) == plain)
    }

    @Test func cornerArcsAreCircular() {
        // Sample the flattened outline near the (maxX, minY) corner: every point is on the edge lines
        // or 10 from the centre (90, 10).
        let path = CGPath.roundedRect(rect, cornerRadius: 10, maskedCorners: [.layerMaxXMinYCorner])
        let points = path.flattened(tolerance: 0.01)[0].points.filter { $0.x > 90 && $0.y < 10 }
        #expect(!points.isEmpty)
        #expect(points.allSatisfy { close(hypot($0.x - 90, $0.y - 10), 10, 0.011) })
    }
}
