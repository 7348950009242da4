import OpenUIKit
import SegueTesting
import SnapshotTesting
import Testing

/// Five animators as a team writes them, one correct and four broken; each broken one fails only
/// its own tests, in any order, serial or parallel (Scripts/isolation-check.sh).
@MainActor
struct FiveAnimatorsTests {
    let size = CGSize(width: 120, height: 160)

    func slide(endsLowBy low: CGFloat = 0) -> TransitionScenario {
        TransitionScenario.present(
            {
                detail(
                    .fullScreen, TransitionKeeper { SlideAnimator(presenting: $0, endsLowBy: low) })
            },
            from: { ListViewController() }, windowSize: size)
    }

    // 1. Correct: these pass whatever ran before them.
    @Test func slideFilmstrip() {
        assertSnapshot(of: slide(), as: .filmstrip(at: [0, 0.5, 1]))
    }

    @Test func slideTimeline() {
        assertSnapshot(of: slide(), as: .timeline)
    }

    @Test func slideIsHealthy() {
        let findings = TransitionDoctor(windowSize: size).examine(
            animatorFor: { SlideAnimator(presenting: $0.isForward) })
        #expect(findings.isEmpty, "\(findings.report)")
    }

    // 2. Broken: a cancelled interactive dismissal never completes.
    @Test func cancelledDismissalComesBack() {
        let keeper = TransitionKeeper { _ in CancelNeverCompletesAnimator() }
        keeper.interaction = UIPercentDrivenInteractiveTransition()
        let scenario = TransitionScenario.dismiss(
            { detail(.fullScreen, keeper) }, from: { ListViewController() }, windowSize: size
        ).interactive([.update(0.3), .wait(0.1), .cancel]) { _ in keeper.interaction }
        assertSnapshot(of: scenario, as: .filmstrip(atTimes: [0, 0.1, 0.5]))
    }

    // 3. Broken: the presented screen ends 20 pt low.
    @Test func lowSlideFilmstrip() {
        assertSnapshot(of: slide(endsLowBy: 20), as: .filmstrip(at: [0, 1]))
    }

    @Test func lowSlideIsHealthy() {
        let findings = TransitionDoctor(transitions: [.init(.present)], windowSize: size)
            .examine(animatorFor: { SlideAnimator(presenting: $0.isForward, endsLowBy: 20) })
        #expect(findings.isEmpty, "\(findings.report)")
    }

    // 4. Broken: the black screen after a .custom dismissal.
    @Test func customCardDismisses() {
        let scenario = TransitionScenario.dismiss(
            { detail(.custom, TransitionKeeper { BlackScreenAnimator(presenting: $0) }) },
            from: { ListViewController() }, windowSize: size)
        assertSnapshot(of: scenario, as: .filmstrip(at: [0, 1]))
    }

    // 5. Broken: keeps its context and leaks.
    @Test func contextKeeperIsHealthy() {
        let findings = TransitionDoctor(
            transitions: [.init(.present), .init(.dismiss)], windowSize: size
        )
        .examine(animator: ContextKeepingAnimator())
        #expect(findings.isEmpty, "\(findings.report)")
    }
}
