import Foundation

extension UIControl {
    /// How far outside its bounds a touch still counts as inside, in points: 70 on every side.
    ///
    /// UIKit keeps `isTouchInside` true (and a button highlighted) until the finger is about 70 pt
    /// outside the control, so a tap that slides a little still fires `.touchUpInside`
    /// (Docs/Behaviour-controls.md).
    static let touchInsideMargin: CGFloat = 70

    /// Whether `point` (control coordinates) is in the touch area: the bounds grown by 70 pt.
    func isInTouchArea(_ point: CGPoint) -> Bool {
        bounds.insetBy(dx: -UIControl.touchInsideMargin, dy: -UIControl.touchInsideMargin).contains(
            point)
    }

    func trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEvent = event
        defer { trackingEvent = nil }
        guard isEnabled else {
            next?.touchesBegan(touches, with: event)
            return
        }
        guard trackedTouch == nil, let touch = touches.min(by: { $0.sequence < $1.sequence }) else {
            return
        }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        isTracking = beginTracking(touch, with: event)
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    func trackingTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEvent = event
        defer { trackingEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesMoved(touches, with: event) }
            return
        }
        let wasInside = isTouchInside
        isTouchInside = isInTouchArea(touch.location(in: self))
        isHighlighted = isTouchInside
        if isTracking { isTracking = continueTracking(touch, with: event) }
        var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
        if isTouchInside && !wasInside { events.insert(.touchDragEnter) }
        if !isTouchInside && wasInside { events.insert(.touchDragExit) }
        if events.contains(.touchDragExit) { sendActions(for: .touchDragExit) }
        if events.contains(.touchDragEnter) { sendActions(for: .touchDragEnter) }
        sendActions(for: events.intersection([.touchDragInside, .touchDragOutside]))
    }

    func trackingTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEvent = event
        defer { trackingEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesEnded(touches, with: event) }
            return
        }
        isTouchInside = isInTouchArea(touch.location(in: self))
        if isTracking { endTracking(touch, with: event) }
        finishTracking()
        if isTouchInside {
            sendActions(for: .touchUpInside)
            let extra = additionalTouchUpInsideEvents
            if !extra.isEmpty { sendActions(for: extra) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func trackingTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingEvent = event
        defer { trackingEvent = nil }
        guard let touch = trackedTouch, touches.contains(touch) else {
            if !isEnabled { next?.touchesCancelled(touches, with: event) }
            return
        }
        if isTracking { cancelTracking(with: event) }
        finishTracking()
        sendActions(for: .touchCancel)
    }

    private func finishTracking() {
        trackedTouch = nil
        isTracking = false
        isHighlighted = false
    }

    /// UIKit's rule for recognizers over controls: an enabled button, switch or segmented control
    /// makes a one-finger single-tap recognizer attached to another view fail, so the control gets
    /// the tap; every other recognizer proceeds (and may cancel the control's touch).
    func controlAllowsRecognizer(_ recognizer: UIGestureRecognizer) -> Bool {
        if isEnabled, preventsSingleTapRecognizersOfOtherViews, recognizer.view !== self,
            let tap = recognizer as? UITapGestureRecognizer,
            tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1
        {
            return false
        }
        return true
    }
}
