import Foundation
@_spi(Testing) import OpenQuartzCore
@_spi(Testing) import OpenUIKit
import SegueRender
import SnapshotTesting

extension Snapshotting where Value == TransitionScenario, Format == Data {
    /// The whole transition as an animated PNG (APNG, lossless, loops forever), from the action
    /// until nothing is pending: a reference a pull request can show.
    ///
    /// The bytes are deterministic (SegueRender's encoder, no colour profile), so the reference
    /// is compared byte for byte. On a difference both are decoded: the message gives both sizes
    /// and frame counts and the numbers of the frames that differ, and the artifacts folder gets
    /// both animations, every frame, and the first differing frames side by side (reference, new,
    /// difference, with their times); see ``FailureManifest``.
    ///
    /// - Parameters:
    ///   - fps: frames per second of the recording (1…120). Default 30.
    ///   - scale: pixels per point. Default 1.
    public static func animatedImage(fps: Int = 30, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<Data, Data>(
            pathExtension: "png",
            diffing: .diff(
                toData: { $0 }, fromData: { $0 },
                diffV2: { reference, new in
                    guard reference != new else { return nil }
                    return AnimatedImageDiff.failure(reference: reference, new: new)
                })
        ).pullback { (scenario: TransitionScenario) in
            MainActor.assumeIsolated {
                (try? scenario.run(fps: min(max(fps, 1), 120), scale: scale).recording.apngData())
                    ?? Data()
            }
        }
    }
}

/// "N bytes, M frames" for an APNG (M from its `acTL` chunk; "not an APNG" otherwise).
struct APNGSummary: CustomStringConvertible {
    var bytes: Int
    var frames: Int?

    init(_ data: Data) {
        bytes = data.count
        frames = Self.frameCount(data)
    }

    var description: String {
        "\(bytes) bytes, " + (frames.map { "\($0) frames" } ?? "not an APNG")
    }

    /// The `num_frames` of the `acTL` chunk, if any.
    static func frameCount(_ data: Data) -> Int? {
        let bytes = [UInt8](data)
        var i = 8
        func int(at j: Int) -> Int {
            bytes[j..<j + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        while i + 8 <= bytes.count {
            let length = int(at: i)
            let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
            if type == "acTL", i + 12 <= bytes.count { return int(at: i + 8) }
            i += 12 + length
        }
        return nil
    }
}

/// When to draw a view controller that animates as it appears.
public enum AppearanceMoment: Sendable, Hashable {
    /// After every animation has ended and nothing is pending (at most 10 virtual seconds).
    case settled
    /// This many seconds of virtual time after its `viewDidAppear(_:)` (rounded to whole frames
    /// of 1/60 s), in the middle of what it started there.
    case afterViewDidAppear(TimeInterval)
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A PNG of a controller that animates when it appears, at a chosen moment on the virtual
    /// clock (never by waiting).
    ///
    /// The controller becomes the root of a new key window of `size` (default: the device
    /// profile's screen); the clock runs frame by frame until its `viewDidAppear(_:)`, then to
    /// the moment; the window is drawn with the animations' values at that instant.
    ///
    /// - Parameters:
    ///   - moment: `.settled` or `.afterViewDidAppear(seconds)`.
    ///   - scale: pixels per point. Default 2.
    public static func image(
        at moment: AppearanceMoment, precision: Float = 1, perceptualPrecision: Float = 1,
        size: CGSize? = nil, scale: CGFloat = 2
    ) -> Snapshotting {
        SimplySnapshotting<UIImage>.image(
            precision: precision, perceptualPrecision: perceptualPrecision, scale: scale
        ).pullback { (controller: UIViewController) in
            MainActor.assumeIsolated {
                SnapshotRendering.image(of: controller, at: moment, size: size, scale: scale)
            }
        }
    }
}

extension SnapshotRendering {
    /// Hosts `controller` in a new window and draws it at `moment` (see
    /// `Snapshotting.image(at:…)`).
    package static func image(
        of controller: UIViewController, at moment: AppearanceMoment, size: CGSize?,
        scale: CGFloat
    ) -> UIImage {
        TestIsolation.check()
        let window = UIWindow(
            frame: CGRect(origin: .zero, size: size ?? UIScreen.main.bounds.size))
        let mark = UIApplication.shared.diagnostics.recordedCount
        window.rootViewController = controller
        window.makeKeyAndVisible()
        switch moment {
        case .settled:
            _ = UIApplication.shared.runUntilIdle(timeout: 10)
        case .afterViewDidAppear(let seconds):
            if let appeared = advanceUntilDidAppear(controller, since: mark) {
                let target = appeared + max(0, seconds)
                let frame = MediaClock.shared.frameDuration
                while CACurrentMediaTime() < target - frame / 2 {
                    MainRunLoop.shared.advance(by: frame)
                }
            }
        }
        return withExtendedLifetime(window) { image(of: window, size: nil, scale: scale) }
    }

    /// Steps frames (at most 10 virtual seconds) until `controller` gets `viewDidAppear(_:)`
    /// (looking at the timeline entries recorded since `mark`); returns the virtual time it came
    /// at, or nil.
    static func advanceUntilDidAppear(_ controller: UIViewController, since mark: Int)
        -> CFTimeInterval?
    {
        let diagnostics = UIApplication.shared.diagnostics
        let id = ObjectIdentifier(controller)
        let frame = MediaClock.shared.frameDuration
        let deadline = CACurrentMediaTime() + 10
        repeat {
            MainRunLoop.shared.advance(by: 0)
            let fresh = diagnostics.timeline.suffix(max(0, diagnostics.recordedCount - mark))
            if let entry = fresh.first(where: {
                $0.subjectID == id && $0.event.hasPrefix("viewDidAppear(")
            }) {
                return entry.time
            }
            MainRunLoop.shared.advance(by: frame)
        } while CACurrentMediaTime() < deadline
        return nil
    }
}
