import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

/// Docs/Testing.md, "A controller that animates as it appears".
@MainActor @Test func aBadgeSnapshottedHalfWayAndSettled() {
    // doc: begin
    assertSnapshot(
        of: BadgeViewController() as UIViewController, as: .image(at: .afterViewDidAppear(0.25)))
    assertSnapshot(of: BadgeViewController() as UIViewController, as: .image(at: .settled))
    // doc: end
}
