import Foundation
@_spi(Testing) import OpenQuartzCore

extension UIGestureRecognizer {
    /// The states of a recognizer, as UIKit's `UIGestureRecognizer.State`.
    ///
    /// Discrete recognizers (a tap) go possible → recognized (`.ended`) or possible → failed.
    /// Continuous ones (a pan) go possible → began → changed… → ended or cancelled, or
    /// possible → failed. Ended, cancelled and failed recognizers are reset to possible by the engine.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized; may be evaluating touches. The default.
        case possible
        /// A continuous gesture began; the action is called.
        case began
        /// A continuous gesture changed; the action is called.
        case changed
        /// The gesture ended (or a discrete one was recognized); the action is called, then reset.
        case ended
        /// A continuous gesture was cancelled; the action is called, then reset.
        case cancelled
        /// The touches cannot be this gesture; no action, then reset.
        case failed

        /// A discrete gesture was recognized: the same value as `.ended`, as in UIKit.
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }

        /// Whether `self → next` is one of UIKit's legal transitions for a subclass to make.
        ///
        /// possible → began | recognized(ended) | failed; began → changed | ended | cancelled;
        /// changed → changed | ended | cancelled. Nothing leaves ended, cancelled or failed except the
        /// engine's reset to possible.
        func canTransition(to next: State) -> Bool {
            switch (self, next) {
            case (.possible, .began), (.possible, .ended), (.possible, .failed): true
            case (.began, .changed), (.began, .ended), (.began, .cancelled): true
            case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
            default: false
            }
        }

        /// Began or changed: a continuous gesture in progress.
        var isActive: Bool { self == .began || self == .changed }
        /// Ended, cancelled or failed: waiting for the engine's reset.
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
        /// Whether entering this state calls the actions.
        var sendsAction: Bool {
            self == .began || self == .changed || self == .ended || self == .cancelled
        }
    }

    /// The setter of `state`: checks the transition, asks to begin when leaving `.possible`, holds
    /// the transition while required recognizers are still possible.
    func requestState(_ new: State) {
        let old = _state
        if !pendingTransitions.isEmpty {
            // Waiting for other recognizers to fail: the state reads .possible meanwhile.
            switch new {
            case .failed, .cancelled:
                pendingTransitions = []
                applyState(.failed)
            case .possible:
                break
            case .began, .changed, .ended:
                if pendingTransitions.last != new || new == .changed {
                    pendingTransitions.append(new)
                }
            }
            return
        }
        if new == old && (new == .possible || new == .failed) { return }
        guard old.canTransition(to: new) else {
            EngineDiagnostics.shared.warn(
                "\(debugName): illegal gesture recognizer state transition from \(old) to \(new); the state stays \(old)"
            )
            return
        }
        if old == .possible && (new == .began || new == .ended) {
            GestureEnvironment.shared.requestBegin(self, to: new)
        } else {
            applyState(new)
        }
    }

    /// Sets the state without checks, queueing the action when the state sends one.
    func applyState(_ new: State) {
        _state = new
        // A state set without touches (by a subclass or a test) still gets its action and reset.
        if new != .possible { GestureEnvironment.shared.enroll(self) }
        if new.sendsAction { GestureEnvironment.shared.queueAction(self, state: new) }
        GestureEnvironment.shared.setNeedsUpdate()
    }

    /// The class name and `name`, for messages.
    var debugName: String {
        let cls = String(describing: type(of: self))
        if let name { return "<\(cls) \"\(name)\">" }
        return "<\(cls)>"
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it recognizes; if the
    /// other recognizes (began or recognized) instead, this one fails. UIKit's
    /// `require(toFail:)`; the classic use is a single tap requiring a double tap to fail.
    ///
    /// A required recognizer that is not taking part in the current touches (it saw none since its
    /// last reset) counts as failed.
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        precondition(
            otherGestureRecognizer !== self,
            "\(debugName): a gesture recognizer cannot require itself to fail")
        explicitFailureRequirements.removeAll { $0.recognizer == nil }
        guard
            !explicitFailureRequirements.contains(where: {
                $0.recognizer === otherGestureRecognizer
            })
        else { return }
        explicitFailureRequirements.append(
            WeakGestureRecognizer(recognizer: otherGestureRecognizer))
    }

    // MARK: Actions (the closure form of target–action)

    /// An identifier for an action added with `addAction(_:)`, for `removeAction(_:)`.
    public struct ActionIdentifier: Hashable, Sendable {
        let value: Int
    }

    /// Adds an action, called with the recognizer on each began, changed, ended (recognized) and
    /// cancelled state. The closure form of UIKit's `addTarget(_:action:)`; actions run in the order
    /// they were added.
    @discardableResult
    public func addAction(_ action: @escaping @MainActor (Self) -> Void) -> ActionIdentifier {
        nextActionID += 1
        actions.append(
            (
                id: nextActionID,
                body: { recognizer in
                    if let typed = recognizer as? Self { action(typed) }
                }
            ))
        return ActionIdentifier(value: nextActionID)
    }

    /// Removes an action added with `addAction(_:)`. The closure form of `removeTarget(_:action:)`.
    public func removeAction(_ identifier: ActionIdentifier) {
        actions.removeAll { $0.id == identifier.value }
    }

    /// Removes every action, as `removeTarget(nil, action: nil)`.
    public func removeAllActions() {
        actions.removeAll()
    }

    func sendActions() {
        for action in actions { action.body(self) }
    }

    // MARK: Disabling and detaching

    /// Ends the current attempt: an active gesture is cancelled (its action is called), a possible
    /// or waiting one fails silently; the reset happens in the engine's next update.
    func abandonCurrentAttempt() {
        if _state.isActive {
            pendingTransitions = []
            applyState(.cancelled)
        } else if _state == .possible && (isEngaged || !pendingTransitions.isEmpty) {
            pendingTransitions = []
            applyState(.failed)
        }
    }
}
