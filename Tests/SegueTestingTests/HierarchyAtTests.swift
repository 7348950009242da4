import Foundation
import OpenUIKit
import SnapshotTesting
import Testing

@testable import SegueTesting

/// The view tree at an instant of a transition, as text.
@MainActor
@Suite struct HierarchyAtTests {
    let fadeIn = TransitionScenario.present(
        { SwatchViewController.fadingIn(fill: .red, square: .white) },
        from: { SwatchViewController(fill: .blue, square: .yellow) },
        windowSize: CGSize(width: 40, height: 60))

    @Test func halfWayThePresentedViewIsHalfFadedIn() throws {
        let text = try fadeIn.describe(atFraction: 0.5)
        // The controller tree, then the views: the presented swatch's view half transparent.
        #expect(
            text.hasPrefix("<SwatchViewController>, view: <UIView>\n   + <SwatchViewController>"))
        let faded = text.split(separator: "\n").filter { $0.contains("alpha = ") }
        #expect(faded == ["   |    | <UIView; frame = (0 0; 40 60); alpha = 0.5>"], "\(text)")
    }

    @Test func atTheEndNothingIsFaded() throws {
        let text = try fadeIn.describe(atFraction: 1)
        #expect(!text.contains("alpha ="), "\(text)")
    }

    @Test func snapshotOfTheMiddle() {
        assertSnapshot(of: fadeIn, as: .hierarchy(at: 0.5))
    }
}
