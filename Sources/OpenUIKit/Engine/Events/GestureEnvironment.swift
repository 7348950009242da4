import Foundation
@_spi(Testing) import OpenQuartzCore

/// Resolves gesture recognizers against each other, as UIKit's gesture environment does.
///
/// Owns the recognizers taking part in the current touches ("engaged" ones), decides whether a
/// recognizer that asks to begin or recognize may do so (delegate and view `shouldBegin`,
/// prevention by an active recognizer, failure requirements), fails the recognizers it excludes,
/// has the view's touches cancelled, calls the actions and resets finished recognizers.
///
/// `update()` runs after each event's delivery to the recognizers, after a recognizer timer fires,
/// and in each frame's `.events` phase when a state changed outside touch delivery (for example
/// `isEnabled = false`).
@MainActor
final class GestureEnvironment {
    static let shared = GestureEnvironment()

    private(set) var engaged: [UIGestureRecognizer] = []
    private var actionQueue: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] =
        []
    private var needsUpdate = false
    private var updating = false
    /// True while an event is being handed to recognizers: updates wait for its end.
    var deliveringEvent = false

    private init() {
        MainRunLoop.shared.addObserver(.events) { _ in
            GestureEnvironment.shared.updateIfNeeded()
            SyntheticTouchQueue.shared.deliverFrame()
        }
        MainRunLoop.shared.addPendingWorkReporter {
            GestureEnvironment.shared.needsUpdate
                ? ["gesture recognizer state changes waiting for the next frame"] : []
        }
    }

    // MARK: Participation

    /// Gives `touch` to `recognizer` for the current attempt.
    func engage(_ recognizer: UIGestureRecognizer, with touch: UITouch) {
        EngineWorld.willChange()
        enroll(recognizer)
        if !recognizer.isTracking(touch) { recognizer.trackedTouches.append(touch) }
    }

    /// Makes `recognizer` part of the current attempt (so it is resolved and reset).
    func enroll(_ recognizer: UIGestureRecognizer) {
        EngineWorld.willChange()
        guard !recognizer.isEngaged else { return }
        recognizer.isEngaged = true
        engaged.append(recognizer)
    }

    func queueAction(_ recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State) {
        EngineWorld.willChange()
        if let last = actionQueue.last, last.recognizer === recognizer, last.state == state {
            return
        }
        actionQueue.append((recognizer, state))
    }

    func setNeedsUpdate() {
        EngineWorld.willChange()
        needsUpdate = true
    }

    /// Forgets every engaged recognizer and queued action without calling them (see `EngineWorld.discard()`).
    func discardAll() {
        engaged.removeAll()
        actionQueue.removeAll()
        needsUpdate = false
        updating = false
        deliveringEvent = false
    }

    func updateIfNeeded() {
        if needsUpdate { update() }
    }

    // MARK: Relations

    func sharesTouch(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { t in b.trackedTouches.contains { $0 === t } }
    }

    /// Whether either delegate allows the two to recognize together.
    func recognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// The engaged recognizers `r` must wait for: explicit `require(toFail:)` ones, and for those
    /// sharing a touch, the subclass and delegate failure requirements in either direction.
    func failureRequirements(of r: UIGestureRecognizer) -> [UIGestureRecognizer] {
        engaged.filter { o in
            guard o !== r else { return false }
            if r.explicitFailureRequirements.contains(where: { $0.recognizer === o }) {
                return true
            }
            guard sharesTouch(r, o) else { return false }
            return r.shouldRequireFailure(of: o) || o.shouldBeRequiredToFail(by: r)
                || (r.delegate?.gestureRecognizer(r, shouldRequireFailureOf: o) ?? false)
                || (o.delegate?.gestureRecognizer(o, shouldBeRequiredToFailBy: r) ?? false)
        }
    }

    // MARK: Beginning

    /// `r` asks to leave `.possible` for `target` (began or recognized).
    func requestBegin(_ r: UIGestureRecognizer, to target: UIGestureRecognizer.State) {
        let delegateAllows = r.delegate?.gestureRecognizerShouldBegin(r) ?? true
        let viewAllows =
            delegateAllows
            ? (r.view?.gestureRecognizerShouldBegin(r) ?? true) && touchedViewsAllow(r) : false
        guard delegateAllows && viewAllows else {
            r.applyState(.failed)
            return
        }
        r.pendingTransitions = [target]
        _ = resolve(r)
    }

    /// UIKit also asks the views the recognizer's touches are on (when not its own view): that is
    /// how a control keeps a superview's tap recognizer from taking its tap (UIControl+Tracking.swift).
    private func touchedViewsAllow(_ r: UIGestureRecognizer) -> Bool {
        var asked: [UIView] = []
        for t in r.trackedTouches {
            guard let v = t.view, v !== r.view, !asked.contains(where: { $0 === v }) else {
                continue
            }
            asked.append(v)
            if !v.gestureRecognizerShouldBegin(r) { return false }
        }
        return true
    }

    /// Tries to apply `r`'s pending transitions. Returns whether anything changed.
    private func resolve(_ r: UIGestureRecognizer) -> Bool {
        guard !r.pendingTransitions.isEmpty else { return false }
        let prevented = engaged.contains { o in
            o !== r && o._state.isActive && sharesTouch(o, r) && !recognizeSimultaneously(o, r)
                && o.canPrevent(r) && r.canBePrevented(by: o)
        }
        if prevented { return fail(r) }
        var waiting = false
        for o in failureRequirements(of: r) {
            switch o._state {
            case .began, .changed, .ended, .cancelled: return fail(r)
            case .possible: waiting = true
            case .failed: break
            }
        }
        if waiting { return false }
        let sequence = r.pendingTransitions
        r.pendingTransitions = []
        for s in sequence { r.applyState(s) }
        excludeOthers(recognizedBy: r)
        if r.cancelsTouchesInView {
            for t in r.trackedTouches { TouchDispatcher.shared.cancelForView(t) }
        }
        return true
    }

    private func fail(_ r: UIGestureRecognizer) -> Bool {
        r.pendingTransitions = []
        r.applyState(.failed)
        return true
    }

    /// Fails every possible recognizer sharing a touch with `r` that may not recognize with it.
    private func excludeOthers(recognizedBy r: UIGestureRecognizer) {
        for o in engaged where o !== r && o._state == .possible && sharesTouch(r, o) {
            guard !recognizeSimultaneously(r, o), r.canPrevent(o), o.canBePrevented(by: r) else {
                continue
            }
            o.pendingTransitions = []
            o.applyState(.failed)
        }
    }

    // MARK: The update cycle

    /// Resolves waiting recognizers, cancels view touches, calls actions, resets finished
    /// recognizers and releases delayed view deliveries; repeats while any of that changed state.
    func update() {
        if updating || deliveringEvent {
            needsUpdate = true
            return
        }
        updating = true
        defer { updating = false }
        var rounds = 0
        repeat {
            needsUpdate = false
            var progress = true
            while progress {
                progress = false
                for r in engaged where !r.pendingTransitions.isEmpty {
                    if resolve(r) { progress = true }
                }
            }
            TouchDispatcher.shared.performCancellations()
            sendQueuedActions()
            // A recognizer whose action was queued during the actions (for example cancelled by
            // a handler disabling it) is reset after that action, in the next round.
            for r in engaged
            where r._state.isTerminal && !actionQueue.contains(where: { $0.recognizer === r }) {
                performReset(r)
            }
            engaged.removeAll { !$0.isEngaged }
            TouchDispatcher.shared.flushHeldDeliveries()
            rounds += 1
        } while needsUpdate && rounds < 64
    }

    private func sendQueuedActions() {
        let queue = actionQueue
        actionQueue = []
        for entry in queue {
            let r = entry.recognizer
            let final = r._state
            r._state = entry.state
            r.sendActions()
            // The action may change the state itself (for example by disabling the recognizer).
            if r._state == entry.state { r._state = final }
        }
    }

    private func performReset(_ r: UIGestureRecognizer) {
        r._state = .possible
        r.pendingTransitions = []
        r.isEngaged = false
        r.trackedTouches = []
        r.lastEndedTouches = []
        r.invalidateTimers()
        r.reset()
    }

    /// Forgets `r` at once (it was removed from its view); an active gesture was cancelled first.
    func detach(_ r: UIGestureRecognizer) {
        r.abandonCurrentAttempt()
        update()
    }
}
