import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting

extension TransitionScenario {
    /// The frames at `fractions` of the transition's length (0 the first frame, 1 the settled
    /// end; the nearest 60 fps frame each, the earlier of two equally near), drawn at `scale`.
    ///
    /// Gives the frames `run(fps: 60, scale:)` would record, picked as `Recording.picking(fractions:)`
    /// picks them, without drawing the others: a first pass plays the scenario to find its
    /// length, a second plays it again and draws only the frames picked. A filmstrip of five
    /// frames of a 0.5 s transition draws five frames instead of thirty-one.
    @MainActor
    public func sample(atFractions fractions: [Double], scale: CGFloat = 1) throws -> Recording {
        let times = try play(drawing: [], scale: scale).times
        guard let first = times.first, let last = times.last else { return Recording(fps: 60) }
        let picks = fractions.map { fraction -> Int in
            let target = first + min(max(fraction, 0), 1) * (last - first)
            var best = 0
            for (i, t) in times.enumerated()
            where abs(t - target) < abs(times[best] - target) - 1e-6 {
                best = i
            }
            return best
        }
        let drawn = try play(drawing: Set(picks), scale: scale)
        var recording = Recording(fps: 60)
        for k in picks {
            // Past the end of the second pass (it cannot be longer or shorter, the clock being
            // virtual, but never index out of range): its last frame.
            let index = drawn.frames[k] != nil ? k : drawn.frames.keys.max() ?? k
            guard let frame = drawn.frames[index] else { continue }
            recording.append(frame: frame, at: drawn.times[min(index, drawn.times.count - 1)])
        }
        return recording
    }

    /// The controller tree and the view tree (with the frames and transforms presented at that
    /// instant) at `fraction` of the transition's length, picked as `sample(atFractions:)` picks.
    @MainActor
    public func describe(atFraction fraction: Double) throws -> String {
        let times = try play(drawing: [], scale: 1).times
        guard let first = times.first, let last = times.last else { return "" }
        let target = first + min(max(fraction, 0), 1) * (last - first)
        var pick = 0
        for (i, t) in times.enumerated() where abs(t - target) < abs(times[pick] - target) - 1e-6 {
            pick = i
        }
        var text = ""
        _ = try play(drawing: [], scale: 1) { k, window in
            guard k == pick else { return true }
            if let root = window.rootViewController {
                text = SnapshotRendering.hierarchy(of: root) + "\n"
            }
            text += SnapshotRendering.recursiveDescription(of: window, presented: true) + "\n"
            return false
        }
        return text
    }

    /// Builds the scene, performs the action and steps 60 fps frames until nothing is pending,
    /// as `Recorder.recordUntilIdle` does, drawing only the frames whose index is in `drawing`;
    /// `visit` sees each frame's index and the window, and stops the run by returning false.
    @MainActor
    private func play(
        drawing: Set<Int>, scale: CGFloat, visit: (Int, UIWindow) throws -> Bool = { _, _ in true }
    ) throws -> (times: [TimeInterval], frames: [Int: Bitmap]) {
        let (window, root) = makeScene()
        let setupProblems = UIKitChecks.problems(finished: true)
        UIApplication.shared.diagnostics.reset()
        if let root { action(root) }
        // The renderer `Recorder(window, fps: 60, scale:)` draws with: black behind the window.
        let renderer = Recorder(window, fps: 60, scale: scale).renderer
        var times: [TimeInterval] = []
        var frames: [Int: Bitmap] = [:]
        func capture(_ k: Int) throws -> Bool {
            MainRunLoop.shared.advance(by: 0)  // commit pending changes without moving time
            times.append(MediaClock.shared.now)
            if drawing.contains(k) { frames[k] = try renderer.render(window) }
            return try visit(k, window)
        }
        var going = try capture(0)
        let start = MediaClock.shared.now
        let frame = MediaClock.shared.frameDuration
        var k = 0
        while going && !MainRunLoop.shared.pendingWork().isEmpty && Double(k) / 60 < timeout {
            k += 1
            while MediaClock.shared.now < start + Double(k) / 60 - frame / 2 {
                MainRunLoop.shared.advance(by: frame)
            }
            going = try capture(k)
        }
        var finished = MainRunLoop.shared.pendingWork().isEmpty
        if !going { finished = UIApplication.shared.runUntilIdle(timeout: timeout) }
        let problems = setupProblems + UIKitChecks.problems(finished: finished)
        conclude(problems, finished: finished)
        window.dropPresentationControllers()
        return (times, frames)
    }
}

extension Snapshotting where Value == TransitionScenario, Format == String {
    /// The controller tree and the view tree at `fraction` of the transition (0 the first frame,
    /// 1 the settled end; the nearest 60 fps frame), as text: each view with the frame, alpha and
    /// transform drawn at that instant.
    public static func hierarchy(at fraction: Double) -> Snapshotting {
        Snapshotting<String, String>.artifactLines(.text).pullback {
            (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                (try? scenario.describe(atFraction: fraction)) ?? "# could not run\n"
            }
        }
    }
}
