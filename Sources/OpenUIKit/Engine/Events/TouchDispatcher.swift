import Foundation

/// Delivers a window's touch events: hit-testing, gesture recognizers first, then the views.
///
/// The order within one event, as UIKit's `UIWindow.sendEvent(_:)`:
/// 1. each new touch is hit-tested (`hitTest(_:with:)` of the window) to find its `view`, and is
///    given to the enabled recognizers of that view and its ancestors (hit view's first) whose
///    delegate lets them receive it;
/// 2. each recognizer gets its touches by phase (`touchesBegan/Moved/Ended/Cancelled`);
/// 3. the gesture environment resolves states: the view's touches are cancelled for a recognized
///    gesture with `cancelsTouchesInView`, then the actions run;
/// 4. the view gets the phases not cancelled and not delayed (`delaysTouchesBegan`,
///    `delaysTouchesEnded`) through the responder methods, which forward along `next`.
@MainActor
final class TouchDispatcher {
    static let shared = TouchDispatcher()

    private var cancellations: [UITouch] = []
    private var heldTouches: [UITouch] = []
    /// Touches accepted by views without multiple touch (not yet ended), for multiple-touch checks.
    private var viewTouches: [UITouch] = []

    private init() {}

    /// Forgets every touch in flight without delivering anything (see `EngineWorld.discard()`).
    func discardAll() {
        cancellations.removeAll()
        heldTouches.removeAll()
        viewTouches.removeAll()
    }

    // MARK: Delivery

    func deliver(_ event: UIEvent, in window: UIWindow) {
        EngineWorld.willChange()
        let env = GestureEnvironment.shared
        let touches = event.orderedTouches.filter {
            $0.window === window && $0.phase != .stationary
        }
        guard !touches.isEmpty else { return }
        for t in touches { t.lastEvent = event }

        env.deliveringEvent = true
        for t in touches where t.phase == .began {
            t.view = window.hitTest(t.locationInWindow, with: event)
            let recognizers = recognizers(for: t)
            t.gestureRecognizers = recognizers
            for r in recognizers { env.engage(r, with: t) }
        }
        deliverToRecognizers(touches, event: event)
        env.deliveringEvent = false
        env.update()

        deliverToViews(touches, event: event)
        flushHeldDeliveries()
        pruneViewTouches()
    }

    /// The recognizers that will see `touch`: enabled, not finished or waiting, willing to receive it.
    private func recognizers(for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v = touch.view
        while let view = v {
            for r in view._gestureRecognizers
            where r.isEnabled && r.pendingTransitions.isEmpty && !r._state.isTerminal {
                if r.delegate?.gestureRecognizer(r, shouldReceive: touch) ?? true {
                    result.append(r)
                }
            }
            v = view.superview
        }
        return result
    }

    private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
        var order: [UIGestureRecognizer] = []
        for t in touches {
            for r in t.gestureRecognizers ?? []
            where r.isTracking(t) && !order.contains(where: { $0 === r }) {
                order.append(r)
            }
        }
        for r in order {
            let mine = touches.filter { r.isTracking($0) }
            let ended = mine.filter { $0.phase == .ended || $0.phase == .cancelled }
            if !ended.isEmpty { r.lastEndedTouches = ended }
            for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
                let set = mine.filter { $0.phase == phase && r.isTracking($0) }
                guard !set.isEmpty, r.isEnabled, !r._state.isTerminal else { continue }
                switch phase {
                case .began: r.touchesBegan(Set(set), with: event)
                case .moved: r.touchesMoved(Set(set), with: event)
                case .ended: r.touchesEnded(Set(set), with: event)
                default: r.touchesCancelled(Set(set), with: event)
                }
            }
        }
    }

    private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
        var direct: [UITouch] = []
        for t in touches {
            guard t.view != nil, !t.cancelledForView else { continue }
            if t.phase == .began { checkMultipleTouch(t) }
            guard !t.suppressedForView else { continue }
            if t.phase == .cancelled {
                t.heldPhases = []
                if t.deliveredBeganToView && !t.deliveredEndToView { direct.append(t) }
                continue
            }
            if !t.heldPhases.isEmpty || isBlocked(t, phase: t.phase) {
                t.heldPhases.append(t.phase)
                if !heldTouches.contains(where: { $0 === t }) { heldTouches.append(t) }
            } else {
                direct.append(t)
            }
        }
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            let group = direct.filter { $0.phase == phase }
            for view in uniqueViews(of: group) {
                send(phase, Set(group.filter { $0.view === view }), to: view, event: event)
            }
        }
    }

    private func checkMultipleTouch(_ t: UITouch) {
        pruneViewTouches()
        guard let view = t.view, !view.isMultipleTouchEnabled else { return }
        if viewTouches.contains(where: { $0 !== t && $0.view === view }) {
            t.suppressedForView = true
        } else {
            viewTouches.append(t)
        }
    }

    private func pruneViewTouches() {
        viewTouches.removeAll {
            $0.deliveredEndToView || $0.cancelledForView || $0.view == nil || $0.phase == .ended
                || $0.phase == .cancelled
        }
    }

    private func uniqueViews(of touches: [UITouch]) -> [UIView] {
        var views: [UIView] = []
        for t in touches {
            if let v = t.view, !views.contains(where: { $0 === v }) { views.append(v) }
        }
        return views
    }

    private func send(
        _ phase: UITouch.Phase, _ given: Set<UITouch>, to view: UIView, event: UIEvent?
    ) {
        var touches = given.filter { !$0.suppressedForView }
        switch phase {
        case .began:
            // A scroll view around the content may refuse it the touch (touchesShouldBegin).
            for t in touches where !UIScrollView.contentShouldBegin(t, in: view, event: event) {
                t.suppressedForView = true
                touches.remove(t)
            }
            guard !touches.isEmpty else { return }
            for t in touches { t.deliveredBeganToView = true }
            view.touchesBegan(touches, with: event)
        case .moved, .stationary:
            guard !touches.isEmpty else { return }
            view.touchesMoved(touches, with: event)
        case .ended:
            guard !touches.isEmpty else { return }
            for t in touches { t.deliveredEndToView = true }
            view.touchesEnded(touches, with: event)
        case .cancelled:
            guard !touches.isEmpty else { return }
            for t in touches { t.deliveredEndToView = true }
            view.touchesCancelled(touches, with: event)
        }
    }

    // MARK: Delayed deliveries

    /// Whether the view must wait for `phase` of `t`: a recognizer still evaluating the touch
    /// delays began (`delaysTouchesBegan`) or ended (`delaysTouchesEnded`).
    private func isBlocked(_ t: UITouch, phase: UITouch.Phase) -> Bool {
        let holders = (t.gestureRecognizers ?? []).filter {
            $0.isTracking(t) && $0._state == .possible && $0.isEnabled
        }
        switch phase {
        case .began:
            return holders.contains {
                $0.delaysTouchesBegan
                    || ($0 as? ScrollViewPanGestureRecognizer)?.delaysContent(t) == true
            }
        case .ended:
            return holders.contains {
                $0.delaysTouchesEnded || (!t.deliveredBeganToView && $0.delaysTouchesBegan)
            }
        default: return false
        }
    }

    /// Delivers the delayed phases whose recognizers have failed (or finished without cancelling).
    func flushHeldDeliveries() {
        guard !heldTouches.isEmpty else { return }
        let touches = heldTouches
        for t in touches {
            if t.cancelledForView { t.heldPhases = [] }
            while let phase = t.heldPhases.first, !isBlocked(t, phase: phase), let view = t.view {
                t.heldPhases.removeFirst()
                send(phase, [t], to: view, event: t.lastEvent)
            }
            if t.view == nil { t.heldPhases = [] }
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
    }

    // MARK: Cancellation by recognizers

    /// Queues `t` to be cancelled in its view (a recognizer with `cancelsTouchesInView` recognized).
    func cancelForView(_ t: UITouch) {
        guard !t.cancelledForView, !cancellations.contains(where: { $0 === t }) else { return }
        cancellations.append(t)
    }

    /// Sends `touchesCancelled` for the queued touches the view had begun and not ended; phases
    /// still delayed are dropped.
    func performCancellations() {
        guard !cancellations.isEmpty else { return }
        let touches = cancellations
        cancellations = []
        var toSend: [UITouch] = []
        for t in touches where !t.cancelledForView {
            t.cancelledForView = true
            t.heldPhases = []
            if t.deliveredBeganToView && !t.deliveredEndToView && !t.suppressedForView {
                toSend.append(t)
            }
        }
        heldTouches.removeAll { $0.heldPhases.isEmpty }
        for view in uniqueViews(of: toSend) {
            send(
                .cancelled, Set(toSend.filter { $0.view === view }), to: view,
                event: toSend.first?.lastEvent)
        }
    }
}
