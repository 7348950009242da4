import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting

/// A transition as a value: how to build the scene, and what to do in it.
///
/// Each snapshot of a scenario builds the scene anew (a window of `windowSize` with the root
/// controller from `root`, made key, run until idle), clears the diagnostics, performs `action`,
/// and plays the transition on the virtual clock until nothing is pending. So one scenario can be
/// asserted several ways (`.filmstrip`, `.timeline`) and gives the same result each time.
///
/// ```swift
/// let scenario = TransitionScenario.present(
///     { DetailViewController() }, from: { ListViewController() })
/// assertSnapshot(of: scenario, as: .filmstrip(at: [0, 0.5, 1]))
/// assertSnapshot(of: scenario, as: .timeline)
/// ```
public struct TransitionScenario: Sendable {
    /// Builds the root controller of a new window.
    public var root: @MainActor @Sendable () -> UIViewController
    /// Starts the transition (it may finish later, on the virtual clock).
    public var action: @MainActor @Sendable (UIViewController) -> Void
    /// The window's size in points; nil: the device profile's screen.
    public var windowSize: CGSize?
    /// The longest the transition may run, in virtual seconds. Default 10.
    public var timeout: TimeInterval = 10
    /// Whether UIKit's invariants are checked after each play (default true): a broken one, or a
    /// transition still running at `timeout`, fails the test with what to change (``UIKitChecks``).
    /// Set it to false for a scenario that shows a broken state on purpose.
    public var checksInvariants = true
    /// Where the scenario was made: its failures point there.
    public var source: SourceSpot
    /// The device to play on (its size, safe area and traits; see TransitionScenario+Devices.swift).
    /// Default nil: a window of `windowSize` with the device profile's safe area.
    public var config: ViewImageConfig?
    /// Traits the root gets over the config's (later win). Default nil: the device's.
    public var traits: UITraitCollection?

    /// A scenario: a window whose root is `root()`, then `action` on that root.
    public init(
        windowSize: CGSize? = nil,
        root: @escaping @MainActor @Sendable () -> UIViewController,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column,
        action: @escaping @MainActor @Sendable (UIViewController) -> Void
    ) {
        self.windowSize = windowSize
        self.root = root
        self.action = action
        self.source = SourceSpot(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `root` presents the controller that `presented` builds, animated.
    public static func present(
        _ presented: @escaping @MainActor @Sendable () -> UIViewController,
        from root: @escaping @MainActor @Sendable () -> UIViewController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root,
            fileID: fileID, filePath: filePath, line: line, column: column,
            action: { root in root.present(presented(), animated: true) })
    }

    /// `root` presents the controller that `presented` builds without animation; once that has
    /// settled, the scenario's action dismisses it, animated.
    public static func dismiss(
        _ presented: @escaping @MainActor @Sendable () -> UIViewController,
        from root: @escaping @MainActor @Sendable () -> UIViewController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize,
            root: {
                let base = root()
                base.loadViewIfNeeded()
                MainRunLoop.perform { base.present(presented(), animated: false) }
                return base
            },
            fileID: fileID, filePath: filePath, line: line, column: column,
            action: { root in root.dismiss(animated: true) })
    }

    /// The navigation controller that `root` builds pushes the controller that `pushed` builds.
    public static func push(
        _ pushed: @escaping @MainActor @Sendable () -> UIViewController,
        on root: @escaping @MainActor @Sendable () -> UINavigationController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root,
            fileID: fileID, filePath: filePath, line: line, column: column,
            action: { root in
                (root as? UINavigationController)?.pushViewController(pushed(), animated: true)
            })
    }

    /// The navigation controller that `root` builds pops its top controller, animated.
    public static func pop(
        on root: @escaping @MainActor @Sendable () -> UINavigationController,
        windowSize: CGSize? = nil,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) -> TransitionScenario {
        TransitionScenario(
            windowSize: windowSize, root: root,
            fileID: fileID, filePath: filePath, line: line, column: column,
            action: { root in
                _ = (root as? UINavigationController)?.popViewController(animated: true)
            })
    }
}

/// What playing a scenario gave: the frames and the diagnostics timeline.
public struct TransitionRun: Sendable {
    /// Every frame from the action to the end of the transition (the first is the scene just
    /// before the action's effects are drawn).
    public var recording: Recording
    /// The calls the engine made, from the action on.
    public var timeline: TransitionTimeline
    /// Whether everything settled before the scenario's timeout.
    public var finished: Bool
    /// UIKit's invariants that the play broke, and the transition still running at the
    /// timeout, each with what to change (empty when all is well; see ``UIKitChecks``).
    public var problems: [String] = []
}

extension TransitionScenario {
    /// Builds the scene, performs the action and plays it to the end, recording frames at `fps`
    /// and `scale` (no frames when `fps` is nil).
    @MainActor
    public func run(fps: Int? = 60, scale: CGFloat = 1) throws -> TransitionRun {
        let (window, root) = makeScene()
        let setupProblems = UIKitChecks.problems(finished: true)
        UIApplication.shared.diagnostics.reset()
        EngineDiagnostics.shared.reset()
        let start = CACurrentMediaTime()
        if let root { action(root) }
        var recording = Recording(fps: fps ?? 60)
        if let fps {
            recording = try Recorder(window, fps: fps, scale: scale).recordUntilIdle(
                timeout: timeout)
        } else {
            _ = UIApplication.shared.runUntilIdle(timeout: timeout)
        }
        let finished = MainRunLoop.shared.pendingWork().isEmpty
        let timeline = TransitionTimeline(
            start: start, entries: UIApplication.shared.diagnostics.timeline.entries,
            warnings: EngineDiagnostics.shared.warnings)
        let problems = setupProblems + UIKitChecks.problems(finished: finished)
        conclude(problems, finished: finished)
        window.dropPresentationControllers()
        return TransitionRun(
            recording: recording, timeline: timeline, finished: finished, problems: problems)
    }

    /// Fails the test for each problem (when the checks are on), then tears down a scene whose
    /// transition never finished, so that nothing of it reaches what the test does next.
    @MainActor
    func conclude(_ problems: [String], finished: Bool) {
        if checksInvariants { UIKitChecks.report(problems, at: source) }
        if !finished { TestIsolation.tearDown() }
    }
}

extension Snapshotting where Value == TransitionScenario, Format == UIImage {
    /// A contact sheet of the transition: the frames at the given fractions of its length (0 the
    /// first frame, 1 the settled end), in a grid of `columns`, each labelled with its time, as
    /// `segue render --filmstrip` draws (SegueRender's `Recording.filmstrip`).
    ///
    /// Frames are recorded at 60 fps; each fraction picks the nearest frame. `scale` is pixels per
    /// point of each frame (default 1: filmstrips of whole screens stay small).
    public static func filmstrip(
        at fractions: [Double] = [0, 0.25, 0.5, 0.75, 1], columns: Int = 5, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: 1
        ).pullback { (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                let sheet = try? scenario.sample(atFractions: fractions, scale: scale)
                    .filmstrip(columns: columns)
                return UIImage.segueImage(sheet ?? Bitmap(width: 0, height: 0), scale: 1)
            }
        }
    }
}

extension Snapshotting where Value == TransitionScenario, Format == String {
    /// The transition's diagnostics timeline as text, one call a line with its virtual time from
    /// the action, as `segue trace` prints it (engine warnings follow, then what is still
    /// pending, if anything).
    public static var timeline: Snapshotting {
        Snapshotting<String, String>.artifactLines(.timeline).pullback {
            (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                do {
                    let run = try scenario.run(fps: nil)
                    var lines = run.timeline.lines
                    if !run.finished { lines.append("# did not finish") }
                    return lines.joined(separator: "\n") + "\n"
                } catch {
                    return "# could not run: \(error)\n"
                }
            }
        }
    }
}

extension Recording {
    /// The frames at `fractions` of the recording's span (nearest frame each, the earlier of two
    /// equally near), in that order.
    public func picking(fractions: [Double]) -> Recording {
        var picked = Recording(fps: fps)
        guard let first = times.first, let last = times.last else { return picked }
        for fraction in fractions {
            let target = first + min(max(fraction, 0), 1) * (last - first)
            var best = 0
            // A frame must be nearer by more than rounding noise to win: a target midway
            // between two frames (a 0.35 s transition's middle at 60 fps) always picks the
            // earlier one, whatever the clock's absolute time.
            for (i, t) in times.enumerated()
            where abs(t - target) < abs(times[best] - target) - 1e-6 {
                best = i
            }
            picked.append(frame: frames[best], at: times[best])
        }
        return picked
    }
}

extension Recording {
    /// The frames nearest `seconds` after the first frame (the action), in that order.
    func picking(times seconds: [TimeInterval]) -> Recording {
        var picked = Recording(fps: fps)
        guard let first = times.first else { return picked }
        for target in seconds {
            var best = 0
            for (i, t) in times.enumerated()
            where abs(t - first - target) < abs(times[best] - first - target) {
                best = i
            }
            picked.append(frame: frames[best], at: times[best])
        }
        return picked
    }
}

extension Snapshotting where Value == TransitionScenario, Format == UIImage {
    /// A contact sheet of the frames at the given times (seconds after the action, nearest frame
    /// at 60 fps; past the end, the settled end), in a grid of `columns`. For interactive
    /// scenarios, whose length depends on the script. The labels are `Recording.filmstrip`'s:
    /// seconds from the first frame shown (from the action only when the first time is 0).
    public static func filmstrip(
        atTimes seconds: [TimeInterval], columns: Int = 5, scale: CGFloat = 1,
        precision: Float = 1, perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: 1
        ).pullback { (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                let sheet = try? scenario.run(fps: 60, scale: scale).recording.picking(
                    times: seconds
                ).filmstrip(columns: columns)
                return UIImage.segueImage(sheet ?? Bitmap(width: 0, height: 0), scale: 1)
            }
        }
    }

    /// One frame of the transition as a PNG: the frame nearest `seconds` after the action
    /// (recorded at 60 fps; past the end, the settled end), drawn at `scale` (default 2).
    public static func frame(
        atTime seconds: TimeInterval, scale: CGFloat = 2, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                let frame = try? scenario.run(fps: 60, scale: scale).recording.picking(
                    times: [seconds]
                ).frames.first
                return UIImage.segueImage(frame ?? Bitmap(width: 0, height: 0), scale: scale)
            }
        }
    }
}

extension Snapshotting where Value == TransitionScenario, Format == UIImage {
    /// One frame of the transition as a PNG: the frame nearest `fraction` of its length (0 the
    /// first frame, 1 the settled end), recorded at 60 fps and drawn at `scale` (default 2).
    public static func frame(
        at fraction: Double, scale: CGFloat = 2, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                let frame = try? scenario.sample(atFractions: [fraction], scale: scale).frames
                    .first
                return UIImage.segueImage(frame ?? Bitmap(width: 0, height: 0), scale: scale)
            }
        }
    }
}

extension Dictionary where Key == String, Value == Snapshotting<TransitionScenario, UIImage> {
    /// One PNG reference per fraction, for `assertSnapshots(of:as:)`: each named after its
    /// fraction (`"0.5"`), each playing the scenario anew (see ``Snapshotting/frame(at:scale:precision:perceptualPrecision:)``).
    public static func frames(
        at fractions: [Double], scale: CGFloat = 2, precision: Float = 1,
        perceptualPrecision: Float = 1
    ) -> [String: Snapshotting<TransitionScenario, UIImage>] {
        var strategies: [String: Snapshotting<TransitionScenario, UIImage>] = [:]
        for fraction in fractions {
            strategies[String(fraction)] = .frame(
                at: fraction, scale: scale, precision: precision,
                perceptualPrecision: perceptualPrecision)
        }
        return strategies
    }
}
