import Foundation

/// Dragging a sheet between its detents and down to dismiss. A pan gesture on the sheet calls
/// `dragChanged(translation:)` while the finger moves and `dragEnded(translation:velocity:)` when it
/// lifts (the gesture itself belongs to the gestures layer of the engine).
///
/// Engine rule (Apple does not document it): the sheet's top follows the finger, clamped at the
/// largest detent; on release the top is projected by `velocity × 0.15 s` and the sheet settles at
/// the nearest detent top, or dismisses when the nearest resting place is the bottom edge. A
/// dismissal is refused when the presented controller `isModalInPresentation` or the delegate's
/// `presentationControllerShouldDismiss` answers false; the delegate then hears
/// `presentationControllerDidAttemptToDismiss` and the sheet returns to its detent.
extension UISheetPresentationController {
    /// Seconds of velocity projected when the finger lifts.
    static let projectionTime: CGFloat = 0.15

    /// The sheet's pan gesture: follows the finger vertically and settles or dismisses on release.
    func handleSheetPan(_ g: UIPanGestureRecognizer) {
        let container = containerView
        switch g.state {
        case .began, .changed:
            dragChanged(translation: g.translation(in: container).y)
        case .ended:
            dragEnded(
                translation: g.translation(in: container).y, velocity: g.velocity(in: container).y)
        case .cancelled, .failed:
            dragEnded(translation: 0, velocity: 0)
        default:
            break
        }
    }

    /// The finger moved: `translation` is the vertical distance from where the drag began, in
    /// points, positive downwards.
    package func dragChanged(translation: CGFloat) {
        guard let container = containerView?.bounds, let v = presentedView else { return }
        let restingTop = frameOfPresentedViewInContainerView.minY
        let highest =
            container.height
            - (resolvedDetents(in: container).last?.1 ?? (container.height - cardTop))
        let top = max(highest, restingTop + translation)
        v.frame = CGRect(
            x: v.frame.minX, y: top, width: v.frame.width, height: container.height - top)
    }

    /// The finger lifted after moving `translation` points (positive down) at `velocity` points per
    /// second: settles at a detent or dismisses. Returns the detent chosen, nil when dismissing.
    @discardableResult
    package func dragEnded(translation: CGFloat, velocity: CGFloat) -> Detent.Identifier? {
        guard let container = containerView?.bounds else { return nil }
        let restingTop = frameOfPresentedViewInContainerView.minY
        let projected = restingTop + translation + velocity * Self.projectionTime
        var best: (Detent.Identifier?, CGFloat)?
        for (id, h) in resolvedDetents(in: container) {
            let top = container.height - h
            if best == nil || abs(top - projected) < abs(best!.1 - projected) { best = (id, top) }
        }
        if abs(container.height - projected) < abs((best?.1 ?? .infinity) - projected) {
            best = (nil, container.height)
        }
        guard let choice = best else { return nil }
        if choice.0 == nil {
            let vc = presentedViewController
            let allowed =
                !vc.isModalInPresentation
                && (delegate?.presentationControllerShouldDismiss(self) ?? true)
            if allowed {
                if let d = delegate {
                    trace(d, "presentationControllerWillDismiss(_:)")
                    d.presentationControllerWillDismiss(self)
                }
                vc.dismiss(animated: true) { [weak self] in
                    guard let self, let d = self.delegate else { return }
                    trace(d, "presentationControllerDidDismiss(_:)")
                    d.presentationControllerDidDismiss(self)
                }
                return nil
            }
            if let d = delegate {
                trace(d, "presentationControllerDidAttemptToDismiss(_:)")
                d.presentationControllerDidAttemptToDismiss(self)
            }
            settle()
            return currentDetent
        }
        selectedDetentIdentifier = choice.0
        settle()
        return choice.0
    }

    private func settle() {
        EngineAnimation.run(
            duration: 0.35,
            {
                if let v = presentedView {
                    EngineAnimation.setFrame(v, frameOfPresentedViewInContainerView, animated: true)
                }
                applyChrome(animated: true)
            }, completion: {})
    }
}
