@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting
import Testing

@testable import SegueTesting

@MainActor
@Suite struct ScenarioKindsTests {
    let size = CGSize(width: 40, height: 200)
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255)

    @Test func tabSelectionCrossFadesWithTheDelegatesAnimator() throws {
        let run = try TransitionScenario.selectTab(
            1, in: { FadingTabBarController.redThenBlue() }, windowSize: size
        ).run(fps: 60)
        #expect(run.finished)
        #expect(run.timeline.contains(inOrder: ["select(1)", "TabFadeAnimator.animateTransition"]))
        #expect(!run.timeline.contains(inOrder: ["shouldSelect"]), "no should/did without a tap")
        // 0.2 s into the linear 0.4 s fade: blue at alpha 0.5 over red.
        let mid = run.recording.frame(at: 0.2)[20, 60]
        #expect(abs(Int(mid.r) - 128) <= 2 && mid.g == 0 && abs(Int(mid.b) - 128) <= 2, "\(mid)")
        let end = try #require(run.recording.frames.last)
        #expect(end[20, 60] == blue)
        let completion = try #require(
            run.timeline.calls.first { $0.name.contains("completeTransition") })
        #expect(abs(completion.time - 0.4) < 0.02)
    }

    @Test func tabSelectionByTappingAsksTheDelegate() throws {
        let timeline = try TransitionScenario.selectTab(
            1, in: { FadingTabBarController.redThenBlue() }, byTapping: true, windowSize: size
        ).run(fps: nil).timeline
        let order = [
            "shouldSelect", "select(1)", "animateTransition", "didSelect",
            "completeTransition(true)",
        ]
        #expect(
            timeline.contains(inOrder: order), "\(timeline.explainMissing(inOrder: order) ?? "")")
    }

    @Test func childSwapCrossDissolvesForItsDuration() throws {
        let run = try TransitionScenario.swapChild(
            to: { SwatchViewController(fill: .blue, square: .blue) },
            in: { SingleChildContainer() }, duration: 0.5, windowSize: size
        ).run(fps: 60)
        #expect(run.finished)
        let order = [
            "addChild(<SwatchViewController>)", "transition(from: <SwatchViewController>",
            "viewWillAppear(true)", "viewDidAppear(true)", "removeFromParent()",
        ]
        #expect(
            run.timeline.contains(inOrder: order),
            "\(run.timeline.explainMissing(inOrder: order) ?? "")")
        let start = run.recording.frame(at: 0)[20, 100]
        let mid = run.recording.frame(at: 0.25)[20, 100]
        let end = try #require(run.recording.frames.last)[20, 100]
        #expect(start == red && end == blue)
        #expect(mid.r > 60 && mid.r < 200 && mid.b > 60 && mid.b < 200, "half-dissolved: \(mid)")
        #expect(
            abs((run.recording.times.last ?? 0) - (run.recording.times.first ?? 0) - 0.5) < 0.05)
    }

    @Test func childSwapWithAnimationsSlidesTheNewChildIn() throws {
        let run = try TransitionScenario.swapChild(
            to: { SwatchViewController(fill: .blue, square: .blue) },
            in: { SingleChildContainer() }, duration: 0.4, options: [.curveLinear],
            animations: { from, to in
                let width = from.view.bounds.width
                to.view.frame.origin.x = 0
                from.view.frame.origin.x = -width
            }, windowSize: size
        ).run(fps: 60)
        #expect(run.finished)
        let end = try #require(run.recording.frames.last)
        #expect(end[5, 100] == blue && end[35, 100] == blue)
    }

    @Test func setViewControllersPushesTheNewTop() throws {
        let run = try TransitionScenario.setViewControllers(
            {
                [
                    SwatchViewController(fill: .red, square: .red),
                    SwatchViewController(fill: .blue, square: .blue),
                ]
            },
            on: {
                let navigation = UINavigationController(
                    rootViewController: SwatchViewController(fill: .red, square: .red))
                navigation.setNavigationBarHidden(true, animated: false)
                return navigation
            }, windowSize: size
        ).run(fps: 30)
        #expect(run.finished)
        #expect(
            run.timeline.contains(inOrder: [
                "setViewControllers", "viewWillAppear", "viewDidAppear",
            ]))
        let first = try #require(run.recording.frames.first)
        let end = try #require(run.recording.frames.last)
        #expect(first[20, 100] == red && end[20, 100] == blue)
        #expect(run.recording.duration > 0.3, "animated, not a jump")
    }
}
