import Foundation
import OpenUIKit
import Testing

@testable import SegueRender

/// Every effect at a quarter, half and three quarters, against golden PNGs in
/// `__Snapshots__/Effects/` (tolerance: channel difference ≤ 2 on all but 0.5 % of the pixels).
/// The goldens were looked at by eye against UIKit's effects when recorded; these tests pin them.
@MainActor
@Suite struct EffectGoldenTests {
    nonisolated static let cases: [(CATransitionType, CATransitionSubtype?)] = [
        (.fade, nil), (.push, .fromRight), (.push, .fromTop), (.moveIn, .fromLeft),
        (.reveal, .fromBottom),
        (.oglFlip, .fromLeft), (.oglFlip, .fromTop), (.cube, .fromRight), (.cube, .fromBottom),
        (.pageCurl, nil), (.pageUnCurl, nil),
    ]

    @Test(arguments: 0..<cases.count)
    func effectMatchesItsGoldens(_ index: Int) throws {
        let (type, subtype) = Self.cases[index]
        for p in [0.25, 0.5, 0.75] {
            let name = "\(type.rawValue)-\(subtype?.rawValue ?? "default")-\(Int(p * 100))"
            try EffectGolden.assertMatches(
                EffectFixture.frame(type, subtype, progress: p), named: name)
        }
    }
}
