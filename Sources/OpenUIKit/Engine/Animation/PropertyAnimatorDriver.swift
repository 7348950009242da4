import Foundation
@_spi(Testing) import OpenQuartzCore

/// Drives every active property animator from the run loop: each frame (in the `.events` phase,
/// before layout and rendering) a running animator that reached its target finishes, and its
/// completions run. Holds active and stopped animators strongly, as UIKit keeps running animators
/// alive, and reports running ones as pending work for `runUntilIdle`.
@MainActor
final class PropertyAnimatorDriver {
    static let shared = PropertyAnimatorDriver()

    private(set) var animators: [UIViewPropertyAnimator] = []

    private init() {
        MainRunLoop.shared.addObserver(.events) { [unowned self] now in self.tick(at: now) }
        MainRunLoop.shared.addPendingWorkReporter { [unowned self] in
            self.animators.filter(\.isRunning).map {
                "UIViewPropertyAnimator running (fractionComplete \(String(format: "%.3f", Double($0.fractionComplete))))"
            }
        }
    }

    /// Keeps `animator` alive and stepped while it is active or stopped.
    func track(_ animator: UIViewPropertyAnimator) {
        EngineWorld.willChange()
        if !animators.contains(where: { $0 === animator }) { animators.append(animator) }
    }

    /// Lets every animator go without stepping or completing it (see `EngineWorld.discard()`).
    func discardAll() { animators.removeAll() }

    /// Releases `animator` (it became inactive).
    func untrack(_ animator: UIViewPropertyAnimator) {
        animators.removeAll { $0 === animator }
    }

    private func tick(at now: Double) {
        let batch = animators
        for a in batch where a.isRunning { a.step(at: now) }
    }
}
