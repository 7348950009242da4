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

    package init(demo: Demo, device: UIDeviceProfile = .iPhone15) {
        self.demo = demo
        self.device = device
    }

    /// Builds the scene on `device`, lets its first layout happen, and returns it.
    package func makeScene() -> DemoScene {
        UIScreen.main.device = device
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
        let recorder = Recorder(scene.window, fps: fps, scale: scale)
        var recording = Recording(fps: fps)
        try recorder.capture(into: &recording)
        for step in scene.steps {
            switch step {
            case .wait(let s):
                recording.append(try recorder.record(for: s, includingFirstFrame: false))
            case .perform(_, let action):
                action()
            case .settle(let timeout):
                recording.append(
                    try recorder.recordUntilIdle(timeout: timeout, includingFirstFrame: false))
            }
        }
        return recording
    }
}
