import Foundation
@_spi(Testing) import OpenQuartzCore

/// UIKit's part of the engine's process-wide world, and the discarding of all of it between
/// tests (SegueTesting's isolation; Docs/Testing.md, "Isolation").
///
/// Discarding runs none of the app's code: no completion, delegate, appearance or gesture call.
/// Windows leave `UIApplication.shared.windows` as they are (a window the test still holds keeps
/// its views); transitions in flight are forgotten, uncompleted; every animation, property
/// animator, display link, deferred block, timer, touch and gesture is dropped; the timeline,
/// warnings and invariant violations are cleared; the frame rate goes back to 60 Hz; the device
/// profile, Reduce Motion, the device's and the interface's orientation go back to their defaults
/// (iPhone 15, off, upright with no orientation notifications requested, portrait);
/// `UITraitCollection.current` is unset again (the screen's) and no responder is first. What the
/// new test may have begun before its first change (an open `UIView.animate` block or transaction, layers
/// waiting for layout) and the clock are left alone (`EngineWorld.discardCoreAnimationState()`).
extension EngineWorld {
    /// What a discarded world still had running: one line per transition that had not completed
    /// and per other pending item, as `UIApplication.shared.pendingWork` names them.
    package struct Leftovers: Sendable, Equatable {
        /// Transitions that had not called `completeTransition(_:)`.
        package var transitions: [String]
        /// Everything else that was pending (animations, deferred work, touches).
        package var pendingWork: [String]
        /// How many windows were still in `UIApplication.shared.windows`.
        package var windowCount: Int

        /// True when nothing was left running (windows alone are no leftover: a test that shows
        /// one and ends leaves it for the next test's start to take away).
        package var isEmpty: Bool { transitions.isEmpty && pendingWork.isEmpty }
    }

    /// Discards the whole world (see the type's description) and says what it still had.
    @MainActor @discardableResult
    package static func discard() -> Leftovers {
        let wasDiscarding = EngineWorld.isDiscarding
        EngineWorld.isDiscarding = true
        defer { EngineWorld.isDiscarding = wasDiscarding }
        let windowCount = UIApplication.shared.windows.count
        let stuck =
            RunningTransitions.shared.discardAll() + CustomContainerTransitions.shared.discardAll()
        let pending = MainRunLoop.shared.pendingWork()
        UIApplication.shared.discardWindows()
        PropertyAnimatorDriver.shared.discardAll()
        MovingScrollViews.shared.discardAll()
        PropertyUpdatePass.pending.removeAll()
        PropertyUpdatePass.pendingConfigurations.removeAll()
        UIResponder.firstResponder = nil
        TouchDispatcher.shared.discardAll()
        GestureEnvironment.shared.discardAll()
        SyntheticTouchQueue.shared.discardAll()
        ZoomDismissGesture.discardAll()
        ZoomScene.discardAll()
        UIAccessibility.discardSettings()
        UIDevice.current.discardState()
        StatusBarAppearance.discard()
        SoftwareKeyboard.discard()
        UIScreen.main.device = .iPhone15
        UIScreen.main.interfaceOrientation = .portrait
        InterfaceRotation.discard()
        CurrentTraits.storage.withLock { $0 = nil }
        let diagnostics = TransitionDiagnostics.shared
        diagnostics.forget()
        diagnostics.completionObserver = nil
        diagnostics.checksInvariants = TransitionDiagnostics.checksInvariantsByDefault
        EngineWorld.discardCoreAnimationState()
        return Leftovers(transitions: stuck, pendingWork: pending, windowCount: windowCount)
    }
}

extension UIWindow {
    /// Drops the presentation controllers in this window's controller tree. A presented
    /// controller and its presentation controller hold each other until the dismissal ends (as in
    /// UIKit), so a window let go of with a presentation up would keep both, and every view and
    /// layer under them, for the rest of the process. SegueTesting calls this on the windows it
    /// made once it has drawn them (a scenario's); no app code runs.
    package func dropPresentationControllers() {
        rootViewController?.dropPresentationControllers()
    }
}

extension UIViewController {
    fileprivate func dropPresentationControllers() {
        _presentationController = nil
        for child in children { child.dropPresentationControllers() }
        presentedViewController?.dropPresentationControllers()
    }
}
