import OpenUIKit
import SegueTesting
import SnapshotTesting
import XCTest

/// The same animators under XCTest, which runs a class's tests one after another in order of
/// their names: the stuck dismissal first, then the correct slide, which must not feel it.
final class FiveAnimatorsXCTests: XCTestCase {
    func test1_cancelledDismissalComesBack() {
        MainActor.assumeIsolated { Self.cancelledDismissalComesBack() }
    }

    func test2_slideTimelineAfterIt() {
        MainActor.assumeIsolated { Self.slideTimeline() }
    }

    @MainActor
    private static func cancelledDismissalComesBack() {
        let keeper = TransitionKeeper { _ in CancelNeverCompletesAnimator() }
        keeper.interaction = UIPercentDrivenInteractiveTransition()
        let scenario = TransitionScenario.dismiss(
            { detail(.fullScreen, keeper) }, from: { ListViewController() },
            windowSize: CGSize(width: 120, height: 160)
        ).interactive([.update(0.3), .wait(0.1), .cancel]) { _ in keeper.interaction }
        XCTAssertTrue((try? scenario.run(fps: nil))?.finished ?? false)
    }

    @MainActor
    private static func slideTimeline() {
        let scenario = TransitionScenario.present(
            { detail(.fullScreen, TransitionKeeper { SlideAnimator(presenting: $0) }) },
            from: { ListViewController() }, windowSize: CGSize(width: 120, height: 160))
        assertSnapshot(of: scenario, as: .timeline)
    }
}
