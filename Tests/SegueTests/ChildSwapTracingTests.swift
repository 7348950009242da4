@_spi(Testing) import OpenUIKit
import Segue
import Testing

/// The catalogue's child swap is a custom container's transition, as UIKit's public API allows:
/// the engine follows it by its appearance calls (on the timeline from begin to end, pending
/// while it runs, the invariants checked at its end), finished or cancelled.
@MainActor
@Suite struct ChildSwapTracingTests {
    let window = UIWindow(frame: CGRect(origin: .zero, size: catalogueWindow))

    @Test(arguments: [true, false]) func anInteractiveSwapIsFollowedFromBeginToEnd(finishes: Bool) {
        let screen = CardContainerScreen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        UIApplication.shared.runUntilIdle()
        let diagnostics = UIApplication.shared.diagnostics
        let violations = diagnostics.invariantViolations.count
        let interaction = SegueInteractionController(
            animator: SegueAnimator(.push(), operation: .forward))
        screen.swapChild(
            from: screen.first, to: DetailScreen(), in: screen.card, transition: .push(),
            interaction: interaction)
        interaction.update(0.5)
        UIApplication.shared.advance(by: 1.0 / 60)
        #expect(
            UIApplication.shared.pendingWork.contains {
                $0.hasPrefix("custom container transition in <CardContainerScreen>")
            })
        if finishes { interaction.finish() } else { interaction.cancel() }
        #expect(UIApplication.shared.runUntilIdle())
        #expect(
            diagnostics.events(of: screen).filter { $0.hasPrefix("custom container") } == [
                "custom container transition began", "custom container transition ended",
            ])
        #expect(diagnostics.invariantViolations.count == violations)
    }
}
