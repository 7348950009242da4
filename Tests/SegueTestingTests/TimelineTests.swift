import Testing

@testable import SegueTesting

@Suite struct TimelineTests {
    let timeline = TransitionTimeline(calls: [
        .init(time: 0, name: "A.viewWillDisappear(true)"),
        .init(time: 0, name: "B.viewWillAppear(true)"),
        .init(time: 0, name: "FadeAnimator.animateTransition(using:)"),
        .init(time: 0.35, name: "A.viewDidDisappear(true)"),
    ])

    @Test func containsInOrderMatchesSubstringsWithGapsBetween() {
        #expect(timeline.contains(inOrder: ["A.viewWillDisappear", "animateTransition"]))
        #expect(timeline.contains(inOrder: ["viewWillAppear", "A.viewDidDisappear"]))
        #expect(timeline.contains(inOrder: []))
    }

    @Test func containsInOrderFailsWhenTheOrderIsReversed() {
        #expect(!timeline.contains(inOrder: ["animateTransition", "B.viewWillAppear"]))
        #expect(
            timeline.firstMissing(inOrder: ["animateTransition", "B.viewWillAppear"])
                == "B.viewWillAppear")
    }

    @Test func explanationNamesTheMissingCallAndShowsTheTimeline() throws {
        let message = try #require(
            timeline.explainMissing(inOrder: ["animateTransition", "B.viewDidAppear"]))
        #expect(message.hasPrefix("\"B.viewDidAppear\" not found after \"animateTransition\""))
        #expect(message.contains("   0.350  A.viewDidDisappear(true)"))
        #expect(timeline.explainMissing(inOrder: ["B.viewWillAppear"]) == nil)
    }

    @Test func linesFollowSegueTraceFormat() {
        #expect(timeline.lines[0] == "   0.000  A.viewWillDisappear(true)")
        #expect(timeline.lines.count == 4)
    }

    @Test func aFailedExpectationShowsTheTimelineOnlyInTheExplanation() {
        let timeline = TransitionTimeline(
            calls: [
                .init(time: 0, name: "A.viewWillAppear(true)"),
                .init(time: 0.3, name: "A.viewDidAppear(true)"),
            ],
            warnings: [.init(time: 0.1, name: "unbalanced calls")])
        // What Swift Testing prints for `timeline` inside `#expect(timeline.contains(…))`.
        #expect(String(describingForTest: timeline) == "TransitionTimeline(2 calls, 1 warning)")
        let explanation = timeline.explainMissing(inOrder: ["viewDidAppear", "viewWillAppear"])
        #expect(explanation?.components(separatedBy: "A.viewWillAppear(true)").count == 2)
    }
}
