@_spi(Testing) import OpenUIKit
import SegueTesting
import XCTest

/// Under XCTest too, a test starts from a clean world: the first test leaves a window and a
/// transition that never completes; the second (XCTest runs a class's tests one after another,
/// in order of their names) finds none of it.
@MainActor
final class XCTestIsolationTests: XCTestCase {
    func test1_leavesAStuckTransitionBehind() {
        let window = showInWindow(SwatchViewController(fill: .blue, square: .yellow))
        window.rootViewController?.present(StuckViewController(), animated: true)
        UIApplication.shared.advance(by: 0.5)
        XCTAssertFalse(UIApplication.shared.pendingWork.isEmpty)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
    }

    func test2_startsFromACleanWorld() {
        XCTAssertEqual(UIApplication.shared.windows.count, 0)
        XCTAssertEqual(UIApplication.shared.pendingWork, [])
        XCTAssertTrue(UIApplication.shared.diagnostics.timeline.isEmpty)
    }
}
