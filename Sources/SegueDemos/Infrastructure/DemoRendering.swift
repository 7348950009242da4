import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender

/// The command-line tool's operations on a demo, as library API.
@MainActor
package enum DemoRendering {
    /// A rendered demo.
    package struct Result {
        /// The frames.
        package var recording: Recording
        /// Whether every settle step finished before its timeout.
        package var finished: Bool
    }

    /// Builds `demo` on `device`, plays its script and records it.
    package static func render(
        _ demo: Demo, fps: Int = 30, scale: CGFloat = 1, device: UIDeviceProfile = .iPhone15
    ) throws -> Result {
        let player = DemoPlayer(demo: demo, device: device)
        let scene = player.makeScene()
        let recording = try player.record(scene, fps: fps, scale: scale)
        withExtendedLifetime(scene) {}
        return Result(recording: recording, finished: MainRunLoop.shared.pendingWork().isEmpty)
    }

    /// A demo's callback timeline.
    package struct Trace {
        /// One line per timeline entry and warning, times relative to the start.
        package var lines: [String]
        /// Whether the script ran to the end with nothing left pending.
        package var finished: Bool
    }

    /// Plays `demo` without rendering and returns its timeline (delegate, animator, presentation
    /// controller, appearance and containment calls) and warnings, timed from the script's start.
    package static func trace(_ demo: Demo, device: UIDeviceProfile = .iPhone15) -> Trace {
        let player = DemoPlayer(demo: demo, device: device)
        TransitionDiagnostics.shared.reset()
        EngineDiagnostics.shared.reset()
        let start = MediaClock.shared.now
        let scene = player.makeScene()
        let ok = player.play(scene)
        var lines = [
            "# \(demo.name): \(demo.summary)", "# seed \(demo.article.id): \(demo.article.title)",
        ]
        lines += TransitionDiagnostics.shared.timeline.lines(since: start)
        for w in EngineDiagnostics.shared.warnings {
            lines.append(String(format: "%8.3f  warning: ", w.time - start) + w.message)
        }
        let pending = MainRunLoop.shared.pendingWork()
        if !pending.isEmpty { lines.append("# still pending: " + pending.joined(separator: "; ")) }
        withExtendedLifetime(scene) {}
        return Trace(lines: lines, finished: ok && pending.isEmpty)
    }
}
