import Foundation
import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

@testable import SegueRender

/// Every effect at a quarter, half and three quarters, against golden PNGs in
/// `__Snapshots__/Effects/`, through the kit's `.image` strategy (tolerance: a colour difference of
/// ΔE ≤ 2 on all but 0.5 % of the pixels; record with `SNAPSHOT_TESTING_RECORD=all`). The goldens
/// were looked at by eye against UIKit's effects when recorded; these tests pin them.
@MainActor
@Suite struct EffectGoldenTests {
    nonisolated static let cases: [(CATransitionType, CATransitionSubtype?)] = [
        (.fade, nil), (.push, .fromRight), (.push, .fromTop), (.moveIn, .fromLeft),
        (.reveal, .fromBottom),
        (.oglFlip, .fromLeft), (.oglFlip, .fromTop), (.cube, .fromRight), (.cube, .fromBottom),
        (.pageCurl, nil), (.pageUnCurl, nil),
    ]

    nonisolated static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__/Effects").path

    @Test(arguments: 0..<cases.count)
    func effectMatchesItsGoldens(_ index: Int) throws {
        let (type, subtype) = Self.cases[index]
        for p in [0.25, 0.5, 0.75] {
            let name = "\(type.rawValue)-\(subtype?.rawValue ?? "default")-\(Int(p * 100))"
            // `verifySnapshot`: `assertSnapshot` with a reference folder of one's own.
            if let failure = verifySnapshot(
                of: EffectFixture.frame(type, subtype, progress: p),
                as: .image(precision: 0.995, perceptualPrecision: 0.98), named: name,
                snapshotDirectory: Self.goldens, testName: "effect")
            {
                Issue.record(Comment(rawValue: failure))
            }
        }
    }
}
