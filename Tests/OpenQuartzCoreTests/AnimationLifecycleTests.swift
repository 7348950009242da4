import Foundation
import Testing

@testable import OpenQuartzCore

/// Delegate callbacks, replacement by key, copy-on-add, `animationKeys()` order, and
/// `presentation()` / `model()`.
@MainActor
@Suite struct AnimationLifecycleTests {
    let stage = Stage()

    @Test func delegateHearsStartAtCommitThenStopFinishedAtTheEnd() {
        let log = DelegateLog("a")
        let a = basic("opacity", from: 0, to: 1, duration: 0.5)
        a.delegate = log
        let t0 = CACurrentMediaTime()
        stage.layer.add(a, forKey: "o")
        stage.step(1.0 / 60)
        #expect(log.events == [.start("a")])
        #expect(close(log.times[0], t0), "started at the commit, before the first frame")
        stage.step(0.5)
        #expect(log.events == [.start("a"), .stop("a", finished: true)])
        #expect(close(log.times[1] - t0, 0.5))
    }

    @Test func replacingByTheSameKeyStopsTheOldOneUnfinished() {
        SharedLog.lines = []
        let first = basic("opacity", from: 0, to: 1)
        let second = basic("opacity", from: 1, to: 0)
        let d1 = SharedLog("first")
        let d2 = SharedLog("second")
        first.delegate = d1
        second.delegate = d2
        stage.layer.add(first, forKey: "o")
        stage.step(0.1)
        stage.layer.add(second, forKey: "o")
        #expect(
            SharedLog.lines == ["start first", "stop first false"], "the old one stops at once")
        stage.step(1)
        #expect(
            SharedLog.lines == [
                "start first", "stop first false", "start second", "stop second true",
            ])
    }

    @Test func removingAnAnimationStopsItUnfinishedOnce() {
        let log = DelegateLog("r")
        let a = basic("opacity", from: 0, to: 1)
        a.delegate = log
        stage.layer.add(a, forKey: "o")
        stage.step(0.2)
        stage.layer.removeAnimation(forKey: "o")
        stage.layer.removeAllAnimations()
        stage.step(1)
        #expect(log.events == [.start("r"), .stop("r", finished: false)])
    }

    @Test func keptFinishedAnimationIsNotStoppedAgainWhenRemoved() {
        let log = DelegateLog("k")
        let a = basic("opacity", from: 0, to: 1, duration: 0.25)
        a.delegate = log
        a.isRemovedOnCompletion = false
        stage.layer.add(a, forKey: "o")
        stage.step(0.5)
        stage.layer.removeAnimation(forKey: "o")
        #expect(log.events == [.start("k"), .stop("k", finished: true)])
    }

    @Test func stopsWithinOneFrameArriveInTheOrderTheAnimationsWereAdded() {
        SharedLog.lines = []
        for name in ["a", "b", "c"] {
            let x = basic("opacity", from: 0, to: 1, duration: 0.5)
            x.delegate = SharedLog(name)
            stage.layer.add(x, forKey: name)
        }
        stage.step(0.5)
        #expect(
            SharedLog.lines == [
                "start a", "start b", "start c", "stop a true", "stop b true", "stop c true",
            ])
    }

    @Test func addingCopiesTheAnimation() {
        let a = basic("position.x", from: 0, to: 100)
        stage.layer.add(a, forKey: "x")
        a.toValue = 1000
        a.duration = 10
        let running = stage.layer.animation(forKey: "x")
        #expect(running !== a)
        #expect(running?.duration == 1)
        stage.step(0.5)
        #expect(close(stage.x, 50), "later changes to the original do not reach the running copy")
        stage.clear()
    }

    @Test func addingFillsInBeginTimeAndDurationOnTheCopyOnly() {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 0
        stage.layer.add(a, forKey: "o")
        #expect(a.beginTime == 0 && a.duration == 0, "the caller's object is untouched")
        let copy = stage.layer.animation(forKey: "o")
        #expect(copy?.duration == 0.25)
        #expect(
            close(copy?.beginTime ?? .nan, stage.layer.convertTime(CACurrentMediaTime(), from: nil))
        )
        stage.clear()
    }

    @Test func theSameAnimationCanBeAddedToTwoLayers() {
        let other = CALayer()
        stage.root.addSublayer(other)
        let a = basic("opacity", from: 0, to: 1)
        stage.layer.add(a, forKey: "o")
        other.add(a, forKey: "o")
        #expect(stage.layer.animation(forKey: "o") !== other.animation(forKey: "o"))
        stage.step(0.5)
        #expect(close(stage.number("opacity", of: other), 0.5))
        other.removeAllAnimations()
        other.removeFromSuperlayer()
        stage.clear()
    }

    @Test func animationKeysAreInInsertionOrderAndReplacementMovesAKeyToTheEnd() {
        for key in ["c", "a", "b"] {
            stage.layer.add(basic("opacity", from: 0, to: 1), forKey: key)
        }
        #expect(stage.layer.animationKeys() == ["c", "a", "b"])
        stage.layer.add(basic("opacity", from: 0, to: 1), forKey: "c")
        #expect(stage.layer.animationKeys() == ["a", "b", "c"])
        stage.layer.removeAnimation(forKey: "a")
        #expect(stage.layer.animationKeys() == ["b", "c"])
        stage.clear()
        #expect(stage.layer.animationKeys() == nil)
    }

    @Test func animationsAddedWithoutAKeyRunButAreNotListed() {
        stage.layer.add(basic("position.x", from: 0, to: 100), forKey: nil)
        #expect(stage.layer.animationKeys() == [])
        stage.step(0.5)
        #expect(close(stage.x, 50))
        stage.clear()
    }

    @Test func presentationIsACopyWithAnimatedValuesAndModelReturnsTheLayer() {
        stage.layer.add(basic("opacity", from: 0, to: 1), forKey: "o")
        stage.step(0.25)
        guard let p = stage.layer.presentation() else {
            Issue.record("no presentation")
            return
        }
        #expect(p !== stage.layer)
        #expect(close(Double(p.opacity), 0.25, 1e-6))
        #expect(stage.layer.opacity == 1)
        #expect(p.model() === stage.layer)
        #expect(stage.layer.model() === stage.layer)
        #expect(
            p.position == stage.layer.position && p.bounds == stage.layer.bounds,
            "unanimated values copied")
        stage.clear()
    }

    @Test func delegateIsHeldStronglyByTheAnimation() {
        SharedLog.lines = []
        weak var weakDelegate: SharedLog?
        do {
            let log = SharedLog("strong")
            weakDelegate = log
            let a = basic("opacity", from: 0, to: 1, duration: 0.25)
            a.delegate = log
            stage.layer.add(a, forKey: "o")
        }
        #expect(weakDelegate != nil, "only the animation holds the delegate now")
        stage.step(0.5)
        #expect(SharedLog.lines == ["start strong", "stop strong true"])
        #expect(weakDelegate == nil, "released with the finished animation")
    }
}
