import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender

/// Plays a demo's script on the virtual clock, optionally recording every frame.
@MainActor
package struct DemoPlayer {
    /// The demo to play.
    package var demo: Demo
    /// Device profile for the window (default iPhone 15).
    package var device: UIDeviceProfile
    /// Whether the interface is in landscape (default portrait).
    package var landscape = false
    /// The system settings the demo's window starts from (default light, left-to-right, `.large`).
    package var traits = DemoTraits()

    package init(demo: Demo, device: UIDeviceProfile = .iPhone15) {
        self.demo = demo
        self.device = device
    }

    /// Builds the scene on `device` in its orientation, its window starting from `traits`, lets
    /// its first layout happen, and returns it.
    ///
    /// Work the process left at the current instant (a pending layout, an open transaction) runs
    /// first; then, if the engine is idle (it is after every demo), the virtual clock starts
    /// again at 0, so the recording's times do not depend on what ran before it. The frames do
    /// not either way: timing reads intervals, not the clock (`mediaInterval(from:to:)`).
    package func makeScene() -> DemoScene {
        MainRunLoop.shared.advance(by: 0)
        if MainRunLoop.shared.isQuiescent { MediaClock.shared.reset() }
        UIScreen.main.device = device
        UIScreen.main.interfaceOrientation = landscape ? .landscapeRight : .portrait
        DemoTraits.current = traits.isDefault ? nil : traits
        defer { DemoTraits.current = nil }
        let scene = demo.makeScene()
        scene.window.layoutIfNeeded()
        MainRunLoop.shared.advance(by: 0)
        return scene
    }

    /// Plays the script without rendering (for traces and tests). Returns false if a settle step
    /// timed out.
    @discardableResult
    package func play(_ scene: DemoScene) -> Bool {
        var ok = true
        for step in scene.steps {
            switch step {
            case .wait(let s): UIApplication.shared.advance(by: s)
            case .perform(_, let action): action()
            case .settle(let timeout):
                ok = UIApplication.shared.runUntilIdle(timeout: timeout) && ok
            }
        }
        return ok
    }

    /// Plays the script and records the window at `fps` and `scale`.
    package func record(_ scene: DemoScene, fps: Int = 30, scale: CGFloat = 1) throws -> Recording {
        var recording = Recording(fps: fps)
        try record(scene, fps: fps, scale: scale, into: &recording)
        return recording
    }

    /// Plays the script and records the window at `fps` and `scale` into `sink` (a file stream
    /// keeps only the newest frames).
    package func record<Sink: FrameSink>(
        _ scene: DemoScene, fps: Int, scale: CGFloat, into sink: inout Sink
    ) throws {
        var recorder = Recorder(scene.window, fps: fps, scale: scale)
        recorder.drawsStatusBar = true
        try recorder.capture(into: &sink)
        for step in scene.steps {
            switch step {
            case .wait(let s):
                try recorder.record(for: s, into: &sink, includingFirstFrame: false)
            case .perform(_, let action):
                action()
            case .settle(let timeout):
                try recorder.recordUntilIdle(
                    into: &sink, timeout: timeout, includingFirstFrame: false)
            }
        }
    }
}
