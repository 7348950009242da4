import Foundation
import Testing

@_spi(Testing) @testable import OpenUIKit

/// `print(UIApplication.shared.diagnostics.timeline)` lists the calls as `segue trace` does, and
/// containment calls made by the app's own code are on the timeline once.
@MainActor @Suite(.serialized) struct DiagnosticsTimelineListingTests {
    final class Parent: UIViewController {}
    final class Child: UIViewController {}

    @Test func printingTheTimelineListsOneCallPerLineWithItsTime() {
        let diagnostics = TransitionDiagnostics()
        let parent = Parent()
        diagnostics.record(parent, "viewWillAppear(true)")
        diagnostics.record(parent, "viewDidAppear(true)")
        let now = diagnostics.timeline[0].time
        let expected = [
            String(format: "%8.3f  ", now) + "Parent.viewWillAppear(true)",
            String(format: "%8.3f  ", now) + "Parent.viewDidAppear(true)",
        ]
        #expect(diagnostics.timeline.description == expected.joined(separator: "\n"))
        #expect("\(diagnostics.timeline)" == expected.joined(separator: "\n"))
        #expect(
            diagnostics.timeline.lines(since: now) == [
                "   0.000  Parent.viewWillAppear(true)", "   0.000  Parent.viewDidAppear(true)",
            ])
    }

    @Test func containmentCallsMadeByTheAppAreRecordedOnce() {
        let parent = Parent()
        let child = Child()
        let mark = TransitionDiagnostics.shared.recordedCount
        parent.addChild(child)
        child.didMove(toParent: parent)
        child.willMove(toParent: nil)
        child.removeFromParent()
        let events = TransitionDiagnostics.shared.timeline.suffix(
            TransitionDiagnostics.shared.recordedCount - mark
        ).map { "\($0.subject).\($0.event)" }
        #expect(
            events == [
                "Child.willMove(toParent: <Parent>)", "Parent.addChild(<Child>)",
                "Child.didMove(toParent: <Parent>)", "Child.willMove(toParent: nil)",
                "Child.removeFromParent()",
            ])
    }
}
