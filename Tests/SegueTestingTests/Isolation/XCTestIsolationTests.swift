@_spi(Testing) import OpenUIKit
import SegueTesting
import XCTest

/// Under XCTest too, a test starts from a clean world: the first test leaves a window and a
/// transition that never completes; the second (XCTest runs a class's tests one after another,
/// in order of their names) finds none of it. XCTest on Linux runs tests on the main thread but
/// cannot list a `@MainActor` test method, so each test enters the main actor itself.
final class XCTestIsolationTests: XCTestCase {
    func test1_leavesAStuckTransitionBehind() {
        MainActor.assumeIsolated {
            let window = showInWindow(SwatchViewController(fill: .blue, square: .yellow))
            window.rootViewController?.present(StuckViewController(), animated: true)
            UIApplication.shared.advance(by: 0.5)
            XCTAssertFalse(UIApplication.shared.pendingWork.isEmpty)
            XCTAssertEqual(UIApplication.shared.windows.count, 1)
        }
    }

    func test2_startsFromACleanWorld() {
        MainActor.assumeIsolated {
            XCTAssertEqual(UIApplication.shared.windows.count, 0)
            XCTAssertEqual(UIApplication.shared.pendingWork, [])
            XCTAssertTrue(UIApplication.shared.diagnostics.timeline.isEmpty)
        }
    }
}
